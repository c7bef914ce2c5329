// /admin/leads: every company's leads, read-only (platform admins read all through RLS; nothing
// here writes). Pages of 25, newest first.
import { useSearchParams } from 'react-router'
import { LEAD_SOURCE_LABELS, leadName } from '../../../shared/schemas/lead'
import { z } from '../../../shared/zod'
import { ColumnsTable, EmptyState, PageHeader } from '../../ui'
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
          <ColumnsTable
            caption="Leads across companies"
            hideCaption
            rows={leads.data.rows}
            columns={[
              { header: 'Company', cell: (l) => l.company?.name ?? '—' },
              {
                header: 'Lead',
                cell: (l) => (
                  <>
                    <span className="font-semibold">{leadName(l)}</span>
                    {l.email && <div className="text-sm text-muted break-all">{l.email}</div>}
                  </>
                ),
              },
              { header: 'Status', cell: (l) => <LeadStatusBadge status={l.status} /> },
              { header: 'Source', cell: (l) => LEAD_SOURCE_LABELS[l.source] },
              { header: 'Value', numeric: true, className: 'whitespace-nowrap', cell: (l) => formatMoney(l.value, l.currency) },
              { header: 'Campaign', cell: (l) => l.campaign?.name ?? '—' },
              { header: 'Added', className: 'whitespace-nowrap', cell: (l) => formatDate(l.created_at) },
            ]}
          />
        </>
      )}
    </>
  )
}
