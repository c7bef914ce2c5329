// /dashboard/analytics: how leads and won value move month by month, where they come from (source,
// channel) and what each campaign spent, cost per lead and returned on its spend and budget — the
// semantic layer's definitions, through GET /api/ai/metrics. Every chart has its
// data table; every figure is the company's own (GET /api/ai/metrics). "Over time" draws the
// monthly history with a chart library (./charts-over-time, a lazy chunk).
import { lazy, Suspense } from 'react'
import { formatMoney, type Metrics } from '../../../shared/metrics'
import { CAMPAIGN_CHANNEL_LABELS } from '../../../shared/schemas/campaign'
import { ButtonLink, EmptyState, Link, PageHeader, Section, Table } from '../../ui'
import { CompanyPerformance } from '../campaigns/performance'
import { MembershipGate } from '../../app/membership-gate'
import { BarChart } from '../../ui/bar-chart'
import { channelBars, monthBars, sourceBars } from '../../lib/chart-data'
import { FiguresNote } from '../../ui/key-figures'
import { MetricsGate, NoLeadsYet } from './metrics-gate'
import { TilesSkeleton } from '../../ui/load-states'

// The charts over time and their library load after the page's own figures (their own chunk).
const ChartsOverTime = lazy(() => import('./charts-over-time'))

const times = (n: number | null) => (n === null ? '—' : `${n.toFixed(2)}×`)

function CampaignTable({ metrics }: { metrics: Metrics }) {
  const money = (n: number | null) => (n === null ? '—' : formatMoney(n, metrics.currency))
  if (metrics.campaigns.list.length === 0) {
    return (
      <EmptyState
        title="No campaigns yet"
        action={<ButtonLink to="/dashboard/campaigns/new">Plan a campaign</ButtonLink>}
      >
        Cost per lead and the returns on spend and budget appear once a campaign has a budget, imported spend and leads
        attributed to it.
      </EmptyState>
    )
  }
  return (
    <Table caption="Campaigns: budget, spend, leads, cost per lead, won value, return on spend and return on budget">
      <thead>
        <tr>
          <th scope="col">Campaign</th>
          <th scope="col">Channel</th>
          <th scope="col" className="text-right">
            Budget
          </th>
          <th scope="col" className="text-right">
            Spend
          </th>
          <th scope="col" className="text-right">
            Leads
          </th>
          <th scope="col" className="text-right">
            Cost per lead
          </th>
          <th scope="col" className="text-right">
            Won value
          </th>
          <th scope="col" className="text-right">
            Return on spend
          </th>
          <th scope="col" className="text-right">
            Return on budget
          </th>
        </tr>
      </thead>
      <tbody>
        {metrics.campaigns.list.map((c) => (
          <tr key={c.id}>
            <th scope="row" className="font-normal">
              <Link to={`/dashboard/campaigns/${c.id}`}>{c.name}</Link>
            </th>
            <td>{CAMPAIGN_CHANNEL_LABELS[c.channel]}</td>
            <td className="text-right tabular-nums">{money(c.budget)}</td>
            <td className="text-right tabular-nums">{money(c.spend)}</td>
            <td className="text-right tabular-nums">{c.leads}</td>
            <td className="text-right tabular-nums">{money(c.costPerLead)}</td>
            <td className="text-right tabular-nums">{money(c.wonValue)}</td>
            <td className="text-right tabular-nums">{times(c.returnOnSpend)}</td>
            <td className="text-right tabular-nums">{times(c.returnOnBudget)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

function Analytics({ metrics, companyId }: { metrics: Metrics; companyId: string }) {
  const cur = metrics.currency
  if (metrics.leads.total === 0) return <NoLeadsYet what="Analytics" />
  return (
    <>
      <FiguresNote metrics={metrics} />
      <Section
        title="Over time"
        id="over-time"
        intro="Each chart: arrow keys read it month by month, and its data table is one button away."
      >
        <Suspense fallback={<TilesSkeleton label="Loading the charts…" />}>
          <ChartsOverTime metrics={metrics} companyId={companyId} />
        </Suspense>
      </Section>
      <Section
        title="The last six months"
        id="months"
        intro="A won lead counts in the month it was marked won; the current month is still running."
      >
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <BarChart
            title="Leads created per month"
            labelHeader="Month"
            valueHeader="Leads created"
            bars={monthBars(metrics.months, 'created', cur)}
            empty="No lead was created in these six months."
          />
          <BarChart
            title="Won value per month"
            labelHeader="Month"
            valueHeader="Won value"
            bars={monthBars(metrics.months, 'wonValue', cur)}
            empty="Nothing was won in these six months: mark leads won as deals close."
          />
        </div>
      </Section>
      <Section title="By lead source" id="sources">
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <BarChart
            title="Leads by source"
            labelHeader="Source"
            valueHeader="Leads"
            bars={sourceBars(metrics.sources, 'leads', cur)}
          />
          <BarChart
            title="Won value by source"
            labelHeader="Source"
            valueHeader="Won value"
            bars={sourceBars(metrics.sources, 'wonValue', cur)}
            empty="No source has a won lead yet."
          />
        </div>
      </Section>
      <Section
        title="By campaign channel"
        id="channels"
        intro="Only leads attributed to a campaign count towards its channel."
      >
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <BarChart
            title="Leads by channel"
            labelHeader="Channel"
            valueHeader="Leads"
            bars={channelBars(metrics.channels, 'leads', cur)}
            empty="No lead is attributed to a campaign yet."
          />
          <BarChart
            title="Won value by channel"
            labelHeader="Channel"
            valueHeader="Won value"
            bars={channelBars(metrics.channels, 'wonValue', cur)}
            empty="No campaign has a won lead yet."
          />
        </div>
      </Section>
      <Section
        title="Campaigns"
        id="campaigns"
        intro="Spend is what a campaign’s imported daily metrics say it spent; cost per lead is that spend ÷ the leads it brought; return on spend is the value won from them ÷ the spend, return on budget the same ÷ the budget (below 1× it has not paid back). The same definitions as the chat and the leaderboard."
      >
        <CampaignTable metrics={metrics} />
      </Section>
      <Section
        title="Campaign performance"
        id="performance"
        intro="What the ad platforms reported day by day: click-through rate (clicks ÷ impressions) and cost per customer (spend ÷ the customers they reported). Their leads and revenue are their own attribution, not the CRM’s."
      >
        <MembershipGate noCompany="Campaign metrics belong to your company, and your account is not part of one yet.">
          {(m) => <CompanyPerformance companyId={m.company.id} />}
        </MembershipGate>
      </Section>
    </>
  )
}

export default function AnalyticsPage() {
  return (
    <>
      <PageHeader
        title="Analytics"
        lead="How your leads and won value move, where they come from and what your campaigns return."
      />
      <MetricsGate>{(metrics, companyId) => <Analytics metrics={metrics} companyId={companyId} />}</MetricsGate>
    </>
  )
}
