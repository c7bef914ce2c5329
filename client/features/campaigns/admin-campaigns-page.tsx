// /admin/campaigns: every company's campaigns, read-only (platform admins read all through RLS;
// nothing here writes). Pages of 25, newest first.
import { useSearchParams } from 'react-router'
import { CAMPAIGN_CHANNEL_LABELS } from '../../../shared/schemas/campaign'
import { z } from '../../../shared/zod'
import { EmptyState, PageHeader, Table } from '../../ui'
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
          <Table caption="Campaigns across companies" hideCaption>
            <thead>
              <tr>
                <th scope="col">Company</th>
                <th scope="col">Campaign</th>
                <th scope="col">Status</th>
                <th scope="col">Channel</th>
                <th scope="col" className="text-right">
                  Budget
                </th>
                <th scope="col">Dates</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.data.rows.map((c) => (
                <tr key={c.id}>
                  <td>{c.company?.name ?? '—'}</td>
                  <td className="font-semibold">{c.name}</td>
                  <td>
                    <CampaignStatusBadge status={c.status} />
                  </td>
                  <td>{CAMPAIGN_CHANNEL_LABELS[c.channel]}</td>
                  <td className="text-right whitespace-nowrap">{formatMoney(c.budget, c.currency)}</td>
                  <td className="whitespace-nowrap">{c.start_date || c.end_date ? `${formatDay(c.start_date)} – ${formatDay(c.end_date)}` : '—'}</td>
                  <td className="whitespace-nowrap">{formatDate(c.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </>
  )
}
