// /admin/campaigns: every company's campaigns, read-only (platform admins read all through RLS;
// nothing here writes). Pages of 25, newest first.
import { useSearchParams } from 'react-router'
import { CAMPAIGN_CHANNEL_LABELS } from '../../../shared/schemas/campaign'
import { z } from '../../../shared/zod'
import { ColumnsTable, EmptyState, PageHeader } from '../../ui'
import { formatDate, formatDay } from '../../lib/format-date'
import { formatMoney } from '../../../shared/metrics'
import { LoadError, Pager, TableSkeleton } from '../../ui/query-state'
import { CampaignStatusBadge } from '../../ui/status-badges'
import { useAllCampaigns } from './api'
import { ADMIN_PAGE_SIZE } from './queries'

const PageParam = z.coerce.number().int().min(1).max(10_000).catch(1)

export default function AdminCampaignsPage() {
  const [params] = useSearchParams()
  const page = PageParam.parse(params.get('page') ?? 1)
  const campaigns = useAllCampaigns(page)
  return (
    <>
      <PageHeader title="All campaigns" lead="Every company's campaigns, read-only." />
      {campaigns.isPending ? (
        <TableSkeleton label="Loading campaigns…" />
      ) : campaigns.isError ? (
        <LoadError what="the campaigns" error={campaigns.error} onRetry={() => void campaigns.refetch()} />
      ) : campaigns.data.total === 0 ? (
        <EmptyState title="No campaigns yet">No company has created a campaign.</EmptyState>
      ) : (
        <>
          <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={campaigns.data.total} shown={campaigns.data.rows.length} noun="campaign" linkTo={(p) => (p === 1 ? '/admin/campaigns' : `/admin/campaigns?page=${p}`)} />
          <ColumnsTable
            caption="Campaigns across companies"
            hideCaption
            rows={campaigns.data.rows}
            columns={[
              { header: 'Company', cell: (c) => c.company?.name ?? '—' },
              { header: 'Campaign', className: 'font-semibold', cell: (c) => c.name },
              { header: 'Status', cell: (c) => <CampaignStatusBadge status={c.status} /> },
              { header: 'Channel', cell: (c) => CAMPAIGN_CHANNEL_LABELS[c.channel] },
              { header: 'Budget', numeric: true, className: 'whitespace-nowrap', cell: (c) => formatMoney(c.budget, c.currency) },
              { header: 'Dates', className: 'whitespace-nowrap', cell: (c) => (c.start_date || c.end_date ? `${formatDay(c.start_date)} – ${formatDay(c.end_date)}` : '—') },
              { header: 'Created', className: 'whitespace-nowrap', cell: (c) => formatDate(c.created_at) },
            ]}
          />
        </>
      )}
    </>
  )
}
