// /admin/entities (admins only): every user and every company, one tab each. The tab follows
// ?tab= (the /users and /companies aliases land here with it); the search filters the open tab.
// An admin changes a user's role here; the database is what allows it, and its refusal is shown
// word for word.
import { formatDate } from '../../lib/format-date'
import { describeAttribution } from '../../../shared/attribution'
import { countOf, plural } from '../../../shared/plural'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  entityTab,
  matchesSearch,
  USER_ROLES,
  type AdminUser,
  type EntityTab,
  type UserRole,
} from '../../../shared/schemas/admin'
import { COMPANY_SIZE_LABELS } from '../../../shared/schemas/company'
import { Loaded } from '../../ui/query-state'
import { errorMessage } from '../../lib/errors'
import { Alert, Badge, Field, PageHeader, Select, Table } from '../../ui'
import { Tabs } from '../../ui/tabs'
import { displayName, useAuth } from '../auth'
import { useAdminCompanies, useAdminUsers, useChangeUserRole } from './api'

const ROLE_OPTIONS = USER_ROLES.map((r) => ({ value: r, label: r === 'admin' ? 'Admin' : 'User' }))

function UsersTab({ query }: { query: string }) {
  const users = useAdminUsers()
  const changeRole = useChangeUserRole()
  const { user: me } = useAuth()
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function onRole(u: AdminUser, role: UserRole) {
    setResult(null)
    try {
      await changeRole.mutateAsync({ id: u.id, role })
      setResult({ tone: 'success', text: `${displayName(u)} is now ${role === 'admin' ? 'an admin' : 'a user'}.` })
    } catch (e) {
      setResult({
        tone: 'error',
        text: `${displayName(u)}'s role was not changed: ${errorMessage(e, { notAllowed: 'Only an admin can change a role' })}`,
      })
    }
  }

  return (
    <Loaded query={users} what="the users">
      {(all) => {
        const shown = all.filter((u) => matchesSearch(query, [displayName(u), u.email, u.company, u.role]))
        return (
          <>
            {result && <Alert tone={result.tone}>{result.text}</Alert>}
            <Table
              caption={
                query
                  ? `${countOf(shown.length, 'user')} of ${all.length} ${plural(shown.length, 'matches', 'match')} “${query}”`
                  : countOf(all.length, 'user')
              }
            >
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Company</th>
                  <th scope="col">Created</th>
                  <th scope="col">Came from</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((u) => (
                  <tr key={u.id}>
                    <td>{displayName(u)}</td>
                    <td className="break-words">{u.email}</td>
                    <td>
                      {u.id === me?.id ? (
                        <Badge tone="accent">{`${u.role === 'admin' ? 'Admin' : 'User'} (you)`}</Badge>
                      ) : (
                        <Select
                          compact
                          id={`user-role-${u.id}`}
                          label={`Role of ${displayName(u)}`}
                          options={ROLE_OPTIONS}
                          value={u.role}
                          disabled={changeRole.isPending}
                          onChange={(e) => void onRole(u, e.currentTarget.value as UserRole)}
                        />
                      )}
                    </td>
                    <td>{u.company || <span className="text-muted">None</span>}</td>
                    <td>{formatDate(u.created_at)}</td>
                    <td>
                      {u.signup_attribution ? (
                        describeAttribution(u.signup_attribution)
                      ) : (
                        <span className="text-muted">Not recorded</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {shown.length === 0 && <p className="muted">No user matches your search.</p>}
          </>
        )
      }}
    </Loaded>
  )
}

function CompaniesTab({ query }: { query: string }) {
  const companies = useAdminCompanies()
  return (
    <Loaded query={companies} what="the companies">
      {(all) => {
        const shown = all.filter((c) =>
          matchesSearch(query, [c.name, c.industry, c.owner_name, c.owner_email, c.website]),
        )
        return (
          <>
            <Table
              caption={
                query
                  ? `${countOf(shown.length, 'company', 'companies')} of ${all.length} ${plural(shown.length, 'matches', 'match')} “${query}”`
                  : countOf(all.length, 'company', 'companies')
              }
            >
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Industry</th>
                  <th scope="col">Size</th>
                  <th scope="col">Members</th>
                  <th scope="col">Owner</th>
                  <th scope="col">Created</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((c) => (
                  <tr key={c.id}>
                    <td>{c.name}</td>
                    <td>{c.industry || <span className="text-muted">Not given</span>}</td>
                    <td>{c.size ? COMPANY_SIZE_LABELS[c.size] : <span className="text-muted">Not given</span>}</td>
                    <td>{c.member_count}</td>
                    <td>
                      {c.owner_email ? (
                        <>
                          {c.owner_name || c.owner_email}
                          {c.owner_name && (
                            <span className="block break-words text-sm text-muted">{c.owner_email}</span>
                          )}
                        </>
                      ) : (
                        <span className="text-muted">No owner</span>
                      )}
                    </td>
                    <td>{formatDate(c.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {shown.length === 0 && <p className="muted">No company matches your search.</p>}
          </>
        )
      }}
    </Loaded>
  )
}

export default function EntitiesPage() {
  const [params, setParams] = useSearchParams()
  const tab = entityTab(params.get('tab'))
  const [query, setQuery] = useState('')
  // Radix selects a tab on mouse down and again on the focus that follows, before the address has
  // changed: one history entry per tab change, not two.
  const requested = useRef(tab)
  useEffect(() => {
    requested.current = tab
  }, [tab])
  const select = (next: string) => {
    if (next === requested.current) return
    requested.current = next as EntityTab
    setParams(
      (p) => {
        p.set('tab', next)
        return p
      },
      { preventScrollReset: true },
    )
  }
  return (
    <>
      <PageHeader title="Users and companies" lead="Every account and every company on the platform." />
      <div className="max-w-md">
        <Field
          id="entities-search"
          label={tab === 'users' ? 'Search users' : 'Search companies'}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          hint={tab === 'users' ? 'By name, email, company or role.' : 'By name, industry, owner or website.'}
        />
      </div>
      <Tabs
        label="Users and companies"
        value={tab}
        onValueChange={select}
        tabs={[
          { value: 'users' satisfies EntityTab, label: 'Users', content: <UsersTab query={query.trim()} /> },
          {
            value: 'companies' satisfies EntityTab,
            label: 'Companies',
            content: <CompaniesTab query={query.trim()} />,
          },
        ]}
      />
    </>
  )
}
