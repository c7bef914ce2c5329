// /admin/campaigns: every company's campaigns, read-only (platform admins read all through RLS;
// nothing here writes). Pages of 25, newest first.
import { CAMPAIGN_CHANNEL_LABELS } from '../../../shared/schemas/campaign'
import { AdminList, usePageParam } from '../../ui/admin-list'
import { formatDate, formatDay } from '../../lib/format-date'
import { formatMoney } from '../../../shared/metrics'
import { CampaignStatusBadge } from '../../ui/status-badges'
import { useAllCampaigns } from './api'
import { ADMIN_PAGE_SIZE } from './queries'

export default function AdminCampaignsPage() {
  const page = usePageParam()
  const campaigns = useAllCampaigns(page)
  return (
    <AdminList
      title="All campaigns"
      lead="Every company's campaigns, read-only."
      noun="campaign"
      path="/admin/campaigns"
      page={page}
      pageSize={ADMIN_PAGE_SIZE}
      query={campaigns}
      empty={{ title: 'No campaigns yet', text: 'No company has created a campaign.' }}
      caption="Campaigns across companies"
      columns={[
        { header: 'Company', cell: (c) => c.company?.name ?? '—' },
        { header: 'Campaign', className: 'font-semibold', cell: (c) => c.name },
        { header: 'Status', cell: (c) => <CampaignStatusBadge status={c.status} /> },
        { header: 'Channel', cell: (c) => CAMPAIGN_CHANNEL_LABELS[c.channel] },
        {
          header: 'Budget',
          numeric: true,
          className: 'whitespace-nowrap',
          cell: (c) => formatMoney(c.budget, c.currency),
        },
        {
          header: 'Dates',
          className: 'whitespace-nowrap',
          cell: (c) => (c.start_date || c.end_date ? `${formatDay(c.start_date)} – ${formatDay(c.end_date)}` : '—'),
        },
        { header: 'Created', className: 'whitespace-nowrap', cell: (c) => formatDate(c.created_at) },
      ]}
    />
  )
}
