// Who is in the company, with their roles. Owners and admins change roles and remove members (only
// owners touch the owner role — the database refuses the rest and its reason is shown); anyone can
// leave (a last owner is told why they cannot). Making someone the owner hands ownership over, after
// a confirmation: they become the owner and the current owner an admin.
import type { Membership } from '../../lib/membership'
import { formatDate } from '../../lib/format-date'
import { countOf } from '../../../shared/plural'
import { useState } from 'react'
import {
  MEMBER_ROLE_LABELS,
  MEMBER_ROLE_WITH_ARTICLE,
  MEMBER_ROLES,
  type Member,
  type MemberRole,
} from '../../../shared/schemas/company'
import { isTikTokAccountEmail } from '../../../shared/schemas/tiktok-sign-in'
import { errorMessage } from '../../lib/errors'
import { notify } from '../../app/notify'
import { Alert, Badge, Button, Select, Table, TableHead } from '../../ui'
import { Dialog } from '../../ui/dialog'
import { Skeleton } from '../../ui/skeleton'
import { displayName, useAuth } from '../auth'
import { useChangeMemberRole, useRemoveMember } from './api'
import { useMembers } from '../members/api'

const ROLE_OPTIONS = MEMBER_ROLES.map((r) => ({ value: r, label: MEMBER_ROLE_LABELS[r] }))

/** Leaving, or removing a member, after a confirmation in the page (an alert dialog). */
function RemoveMember({
  member,
  self,
  name,
  company,
  remove,
  onFailed,
}: {
  member: Member
  self: boolean
  name: string
  company: string
  remove: ReturnType<typeof useRemoveMember>
  onFailed(text: string): void
}) {
  const [open, setOpen] = useState(false)
  const action = self ? 'Leave company' : 'Remove member'
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      role="alertdialog"
      title={self ? `Leave ${company}?` : `Remove ${name} from ${company}?`}
      description={
        self
          ? 'You will lose access to its data until someone invites you again.'
          : `${name} will lose access to its data until someone invites them again.`
      }
      trigger={
        <Button variant="ghost" disabled={remove.isPending}>
          {self ? (
            'Leave company'
          ) : (
            <>
              Remove <span className="visually-hidden">{name}</span>
            </>
          )}
        </Button>
      }
    >
      <div className="actions mb-0">
        <Button
          disabled={remove.isPending}
          // mutateAsync, not mutate's callbacks: leaving unmounts this row before they would run.
          onClick={async () => {
            try {
              await remove.mutateAsync(member.user_id)
              setOpen(false)
              void notify('success', self ? `You left ${company}.` : `${name} was removed from ${company}.`)
            } catch (e) {
              setOpen(false)
              onFailed(`${self ? 'You did not leave the company' : `${name} was not removed`}: ${errorMessage(e)}`)
            }
          }}
        >
          {remove.isPending ? (self ? 'Leaving…' : 'Removing…') : action}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
          Cancel
        </Button>
      </div>
    </Dialog>
  )
}

export function MembersSection({ mine }: { mine: Membership }) {
  const { user } = useAuth()
  const members = useMembers(mine.company.id)
  const changeRole = useChangeMemberRole(mine.company.id)
  const remove = useRemoveMember(mine.company.id)
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [transferTo, setTransferTo] = useState<Member | null>(null)
  const can = mine.can

  if (members.isPending) return <Skeleton className="h-24 w-full" />
  if (members.isError)
    return <Alert tone="error">{`The members could not be loaded: ${errorMessage(members.error)}`}</Alert>

  const name = (m: Member) => displayName({ firstName: m.firstName, lastName: m.lastName, email: m.email })
  // Owners manage everyone else; admins manage everyone but owners (and cannot make owners).
  const manageable = (m: Member) =>
    can.manageMembers && m.user_id !== user?.id && (can.manageOwners || m.member_role !== 'owner')
  const roleOptions = can.manageOwners ? ROLE_OPTIONS : ROLE_OPTIONS.filter((o) => o.value !== 'owner')

  async function onRole(m: Member, role: MemberRole) {
    setResult(null)
    if (role === 'owner' && m.member_role !== 'owner' && !transferTo) return setTransferTo(m)
    setTransferTo(null)
    try {
      await changeRole.mutateAsync({ userId: m.user_id, role })
      setResult({
        tone: 'success',
        text:
          role === 'owner'
            ? `${name(m)} is now the owner of ${mine.company.name}; you are an admin.`
            : `${name(m)} is now ${MEMBER_ROLE_WITH_ARTICLE[role]}.`,
      })
    } catch (e) {
      setResult({ tone: 'error', text: `${name(m)}'s role was not changed: ${errorMessage(e)}` })
    }
  }

  return (
    <>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <Dialog
        open={transferTo !== null}
        onOpenChange={(open) => !open && setTransferTo(null)}
        role="alertdialog"
        title={transferTo ? `Make ${name(transferTo)} the owner of ${mine.company.name}?` : ''}
        description="Ownership is handed over: they become the owner and you become an admin. Only they can give it back."
      >
        <div className="actions mb-0">
          <Button disabled={changeRole.isPending} onClick={() => transferTo && void onRole(transferTo, 'owner')}>
            {changeRole.isPending ? 'Handing over…' : 'Hand over ownership'}
          </Button>
          <Button variant="secondary" onClick={() => setTransferTo(null)} disabled={changeRole.isPending}>
            Cancel
          </Button>
        </div>
      </Dialog>
      <Table caption={`${countOf(members.data.length, 'member')} of ${mine.company.name}`}>
        <TableHead columns={['Name', 'Email', 'Role', 'Joined']} actions />
        <tbody>
          {members.data.map((m) => (
            <tr key={m.user_id}>
              <td>
                {name(m)}
                {m.user_id === user?.id && <span className="text-muted"> (you)</span>}
                {m.jobTitle && <span className="block text-sm text-muted">{m.jobTitle}</span>}
              </td>
              <td className="break-words">{isTikTokAccountEmail(m.email) ? 'None (signs in with TikTok)' : m.email}</td>
              <td>
                {manageable(m) ? (
                  <Select
                    compact
                    id={`member-role-${m.user_id}`}
                    label={`Role of ${name(m)}`}
                    options={roleOptions}
                    value={m.member_role}
                    disabled={changeRole.isPending}
                    onChange={(e) => void onRole(m, e.currentTarget.value as MemberRole)}
                  />
                ) : (
                  <Badge tone={m.member_role === 'owner' ? 'accent' : 'neutral'}>
                    {MEMBER_ROLE_LABELS[m.member_role]}
                  </Badge>
                )}
              </td>
              <td>{formatDate(m.joined_at)}</td>
              <td>
                {(m.user_id === user?.id || manageable(m)) && (
                  <RemoveMember
                    member={m}
                    self={m.user_id === user?.id}
                    name={name(m)}
                    company={mine.company.name}
                    remove={remove}
                    onFailed={(text) => setResult({ tone: 'error', text })}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  )
}
