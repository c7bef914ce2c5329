// What the ad platforms reported, from the imported daily metrics (shared/campaign-performance.ts):
// the campaign page shows one campaign's totals and its months; analytics shows every campaign and
// every channel. Their leads, customers and revenue are the platforms' own attribution: the CRM's
// cost per lead and return on spend (the semantic layer's) are shown beside them, never computed
// from them. A ratio with nothing to divide by reads "No data". The monthly rows are the series a
// chart takes (series() in shared/campaign-performance.ts); here they are a table.
import { lazy, type ReactNode } from 'react'
import {
  byCampaign,
  byChannel,
  performance,
  series,
  type CampaignInfo,
  type Performance,
} from '../../../shared/campaign-performance'
import { CAMPAIGN_CHANNEL_LABELS } from '../../../shared/schemas/campaign'
import { Button, EmptyState, Link, Table } from '../../ui'
import { DeferredPopup } from '../../ui/deferred-popup'
import { formatMoney } from '../../../shared/metrics'
import { LoadError, TableSkeleton } from '../../ui/query-state'
import { useCampaigns } from './api'
import { useCampaignMetrics } from './metrics-api'

const MetricsImportDialog = lazy(() => import('./metrics-import-dialog'))

const NO_DATA = 'No data'
const whole = (n: number) => n.toLocaleString('en-US')
export const formatCtr = (n: number | null) => (n === null ? NO_DATA : `${(n * 100).toFixed(2)} %`)
const money = (n: number | null, currency: string) => (n === null ? NO_DATA : formatMoney(n, currency))

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const monthLabel = (period: string) => MONTH.format(new Date(`${period}-01T00:00:00Z`))

function PerformanceTable<R extends Performance>({
  caption,
  first,
  rows,
  rowKey,
  label,
  currency,
}: {
  caption: string
  first: string
  rows: readonly R[]
  /** What a row is: the campaign's id, the channel, the month. */
  rowKey(row: R): string
  label(row: R): ReactNode
  currency: string
}) {
  const num = 'text-right tabular-nums whitespace-nowrap'
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          {[
            'Spend',
            'Impressions',
            'Clicks',
            'CTR',
            'Leads reported',
            'Customers reported',
            'Cost per customer',
            'Reported revenue',
          ].map((h) => (
            <th key={h} scope="col" className="text-right">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)}>
            <th scope="row" className="text-left font-normal">
              {label(r)}
            </th>
            <td className={num}>{formatMoney(r.spend, currency)}</td>
            <td className={num}>{whole(r.impressions)}</td>
            <td className={num}>{whole(r.clicks)}</td>
            <td className={num}>{formatCtr(r.ctr)}</td>
            <td className={num}>{whole(r.leads)}</td>
            <td className={num}>{whole(r.customers)}</td>
            <td className={num}>{money(r.costPerCustomer, currency)}</td>
            <td className={num}>{formatMoney(r.revenue, currency)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

export function ImportMetricsButton({
  companyId,
  campaigns,
}: {
  companyId: string
  campaigns: readonly { id: string; name: string }[]
}) {
  return (
    <DeferredPopup
      kind="dialog"
      button={(props) => (
        <Button variant="secondary" {...props}>
          Import daily metrics
        </Button>
      )}
      render={(popup) => <MetricsImportDialog companyId={companyId} campaigns={campaigns} {...popup} />}
    />
  )
}

/** One campaign: its totals over every imported day, and month by month. */
export function CampaignPerformance({
  campaign,
}: {
  campaign: CampaignInfo & { company_id: string; currency: string }
}) {
  // the import button stays in one place whatever the tables show, so its dialog survives the refresh after an import
  return (
    <>
      <div className="mb-3">
        <ImportMetricsButton companyId={campaign.company_id} campaigns={[campaign]} />
      </div>
      <CampaignTables campaign={campaign} />
    </>
  )
}

function CampaignTables({ campaign }: { campaign: CampaignInfo & { company_id: string; currency: string } }) {
  const metrics = useCampaignMetrics(campaign.company_id, campaign.id)
  if (metrics.isPending) return <TableSkeleton label="Loading the campaign's metrics…" />
  if (metrics.isError)
    return <LoadError what="the campaign's metrics" error={metrics.error} onRetry={() => void metrics.refetch()} />
  if (metrics.data.length === 0)
    return (
      <EmptyState title="No daily metrics yet">
        Import the daily export of your ad platform (spend, impressions, clicks, leads, customers, revenue) to see this
        campaign&apos;s spend, click-through rate and cost per customer, and its return on spend.
      </EmptyState>
    )
  const all = performance(metrics.data)
  const first = metrics.data[0].day
  const last = metrics.data[metrics.data.length - 1].day
  return (
    <>
      <PerformanceTable
        caption={`Totals, ${first} to ${last}`}
        first="Period"
        rows={[all]}
        rowKey={() => 'all'}
        label={() => `${first} – ${last}`}
        currency={campaign.currency}
      />
      <PerformanceTable
        caption="Month by month"
        first="Month"
        rows={series(metrics.data, 'month')}
        rowKey={(r) => r.period}
        label={(r) => monthLabel(r.period)}
        currency={campaign.currency}
      />
    </>
  )
}

/** Every campaign and every channel with imported metrics (analytics). */
export function CompanyPerformance({ companyId }: { companyId: string }) {
  const campaigns = useCampaigns(companyId)
  return (
    <>
      {campaigns.data && (
        <div className="mb-3">
          <ImportMetricsButton companyId={companyId} campaigns={campaigns.data} />
        </div>
      )}
      <CompanyTables companyId={companyId} />
    </>
  )
}

function CompanyTables({ companyId }: { companyId: string }) {
  const metrics = useCampaignMetrics(companyId)
  const campaigns = useCampaigns(companyId)
  if (metrics.isPending || campaigns.isPending) return <TableSkeleton label="Loading campaign metrics…" />
  if (metrics.isError)
    return <LoadError what="campaign metrics" error={metrics.error} onRetry={() => void metrics.refetch()} />
  if (campaigns.isError)
    return <LoadError what="your campaigns" error={campaigns.error} onRetry={() => void campaigns.refetch()} />
  const list = campaigns.data
  if (metrics.data.length === 0)
    return (
      <EmptyState title="No daily campaign metrics yet">
        Import your ad platforms&apos; daily exports to compare spend, click-through rate and cost per customer across
        campaigns and channels, and to measure each campaign&apos;s return on spend.
      </EmptyState>
    )
  // amounts are in each campaign's currency: the tables use the one most campaigns use
  const currency =
    list
      .map((c) => c.currency)
      .sort((a, b) => list.filter((c) => c.currency === b).length - list.filter((c) => c.currency === a).length)[0] ??
    'USD'
  return (
    <>
      <PerformanceTable
        caption="By campaign"
        first="Campaign"
        rows={byCampaign(metrics.data, list)}
        rowKey={(r) => r.id}
        label={(r) => <Link to={`/dashboard/campaigns/${r.id}`}>{r.name}</Link>}
        currency={currency}
      />
      <PerformanceTable
        caption="By channel"
        first="Channel"
        rows={byChannel(metrics.data, list)}
        rowKey={(r) => r.channel}
        label={(r) => CAMPAIGN_CHANNEL_LABELS[r.channel]}
        currency={currency}
      />
      <PerformanceTable
        caption="Month by month, every campaign"
        first="Month"
        rows={series(metrics.data, 'month')}
        rowKey={(r) => r.period}
        label={(r) => monthLabel(r.period)}
        currency={currency}
      />
    </>
  )
}
