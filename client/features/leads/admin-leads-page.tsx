// /admin/leads: every company's leads, read-only (platform admins read all through RLS; nothing
// here writes). Pages of 25, newest first.
import { useSearchParams } from 'react-router'
import { LEAD_SOURCE_LABELS, leadName } from '../../../shared/schemas/lead'
import { z } from '../../../shared/zod'
import { EmptyState, PageHeader, Table } from '../../ui'
import { formatDate } from '../../lib/format-date'
import { formatMoney } from '../../../shared/metrics'
import { LoadError, Pager, TableSkeleton } from '../../ui/query-state'
import { LeadStatusBadge } from '../../ui/status-badges'
import { useAllLeads } from './api'
import { LEAD_PAGE_SIZE } from './queries'

const PageParam = z.coerce.number().int().min(1).max(10_000).catch(1)

export default function AdminLeadsPage() {
  const [params] = useSearchParams()
  const page = PageParam.parse(params.get('page') ?? 1)
  const leads = useAllLeads(page)
  return (
    <>
      <PageHeader title="All leads" lead="Every company's leads, read-only." />
      {leads.isPending ? (
        <TableSkeleton label="Loading leads…" />
      ) : leads.isError ? (
        <LoadError what="the leads" error={leads.error} onRetry={() => void leads.refetch()} />
      ) : leads.data.total === 0 ? (
        <EmptyState title="No leads yet">No company has recorded a lead.</EmptyState>
      ) : (
        <>
          <Pager page={page} pageSize={LEAD_PAGE_SIZE} total={leads.data.total} shown={leads.data.rows.length} noun="lead" linkTo={(p) => (p === 1 ? '/admin/leads' : `/admin/leads?page=${p}`)} />
          <Table caption="Leads across companies" hideCaption>
            <thead>
              <tr>
                <th scope="col">Company</th>
                <th scope="col">Lead</th>
                <th scope="col">Status</th>
                <th scope="col">Source</th>
                <th scope="col" className="text-right">
                  Value
                </th>
                <th scope="col">Campaign</th>
                <th scope="col">Added</th>
              </tr>
            </thead>
            <tbody>
              {leads.data.rows.map((l) => (
                <tr key={l.id}>
                  <td>{l.company?.name ?? '—'}</td>
                  <td>
                    <span className="font-semibold">{leadName(l)}</span>
                    {l.email && <div className="text-sm text-muted break-all">{l.email}</div>}
                  </td>
                  <td>
                    <LeadStatusBadge status={l.status} />
                  </td>
                  <td>{LEAD_SOURCE_LABELS[l.source]}</td>
                  <td className="text-right whitespace-nowrap">{formatMoney(l.value, l.currency)}</td>
                  <td>{l.campaign?.name ?? '—'}</td>
                  <td className="whitespace-nowrap">{formatDate(l.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </>
  )
}
