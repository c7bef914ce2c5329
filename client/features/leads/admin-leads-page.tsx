// /admin/leads: every company's leads, read-only (platform admins read all through RLS; nothing
// here writes). Pages of 25, newest first.
import { LEAD_SOURCE_LABELS, leadName } from '../../../shared/schemas/lead'
import { AdminList, usePageParam } from '../../ui/admin-list'
import { formatDate } from '../../lib/format-date'
import { formatMoney } from '../../../shared/metrics'
import { LeadStatusBadge } from '../../ui/status-badges'
import { useAllLeads } from './api'
import { LEAD_PAGE_SIZE } from './queries'

export default function AdminLeadsPage() {
  const page = usePageParam()
  const leads = useAllLeads(page)
  return (
    <AdminList
      title="All leads"
      lead="Every company's leads, read-only."
      noun="lead"
      path="/admin/leads"
      page={page}
      pageSize={LEAD_PAGE_SIZE}
      query={leads}
      empty={{ title: 'No leads yet', text: 'No company has recorded a lead.' }}
      caption="Leads across companies"
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
        {
          header: 'Value',
          numeric: true,
          className: 'whitespace-nowrap',
          cell: (l) => formatMoney(l.value, l.currency),
        },
        { header: 'Campaign', cell: (l) => l.campaign?.name ?? '—' },
        { header: 'Added', className: 'whitespace-nowrap', cell: (l) => formatDate(l.created_at) },
      ]}
    />
  )
}
