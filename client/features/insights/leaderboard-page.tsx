// /dashboard/leaderboard: the company's campaigns ranked by return on budget and by won value.
import { formatMoney, type CampaignMetrics, type Metrics } from '../../../shared/metrics'
import { CAMPAIGN_CHANNEL_LABELS } from '../../../shared/schemas/campaign'
import { ButtonLink, EmptyState, Link, PageHeader, Section, Table } from '../../ui'
import { rankByReturn, rankByWonValue, type Ranked } from './campaign-ranking'
import { FiguresNote } from '../../ui/key-figures'
import { MetricsGate } from './metrics-gate'

function RankTable({
  caption,
  rows,
  measure,
  currency,
}: {
  caption: string
  rows: Ranked<CampaignMetrics>[]
  measure: 'return' | 'won'
  currency: string
}) {
  const money = (n: number) => formatMoney(n, currency)
  return (
    <Table caption={caption} hideCaption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Campaign</th>
          <th scope="col">Channel</th>
          <th scope="col" className="text-right">
            {measure === 'return' ? 'Return on budget' : 'Won value'}
          </th>
          <th scope="col" className="text-right">
            {measure === 'return' ? 'Won value / budget' : 'Won leads / leads'}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ rank, item: c }) => (
          <tr key={c.id}>
            <td className="tabular-nums">{rank}</td>
            <th scope="row" className="font-normal">
              <Link to={`/dashboard/campaigns/${c.id}`}>{c.name}</Link>
            </th>
            <td>{CAMPAIGN_CHANNEL_LABELS[c.channel]}</td>
            <td className="text-right font-semibold tabular-nums">
              {measure === 'return' ? `${c.returnOnBudget!.toFixed(2)}×` : money(c.wonValue)}
            </td>
            <td className="text-right tabular-nums">
              {measure === 'return' ? `${money(c.wonValue)} / ${money(c.budget)}` : `${c.won} / ${c.leads}`}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

function Leaderboard({ metrics }: { metrics: Metrics }) {
  const list = metrics.campaigns.list
  if (list.length === 0) {
    return (
      <EmptyState
        title="No campaigns to rank yet"
        action={<ButtonLink to="/dashboard/campaigns/new">Plan a campaign</ButtonLink>}
      >
        Campaigns are ranked by what they returned: give them a budget and attribute the leads they bring.
      </EmptyState>
    )
  }
  const byReturn = rankByReturn(list)
  return (
    <>
      <FiguresNote metrics={metrics} />
      <Section
        title="By return on budget"
        id="by-return"
        intro="Value won from a campaign’s leads ÷ its budget. Below 1× it has not paid back yet."
      >
        {byReturn.ranked.length > 0 ? (
          <RankTable
            caption="Campaigns ranked by return on budget"
            rows={byReturn.ranked}
            measure="return"
            currency={metrics.currency}
          />
        ) : (
          <p className="muted">No campaign has a budget, so none has a return to rank.</p>
        )}
        {byReturn.unranked.length > 0 && (
          <p className="muted text-sm">{`Not ranked (no budget): ${byReturn.unranked.map((c) => c.name).join(', ')}.`}</p>
        )}
      </Section>
      <Section title="By won value" id="by-won" intro="The value of the leads each campaign brought that were won.">
        <RankTable
          caption="Campaigns ranked by won value"
          rows={rankByWonValue(list)}
          measure="won"
          currency={metrics.currency}
        />
      </Section>
    </>
  )
}

export default function LeaderboardPage() {
  return (
    <>
      <PageHeader
        title="Leaderboard"
        lead="Your campaigns ranked by what they returned on their budget and by the value they won."
      />
      <p>
        <Link to="/dashboard/executive-leaderboard">The executive leaderboard</Link>
      </p>
      <MetricsGate>{(metrics) => <Leaderboard metrics={metrics} />}</MetricsGate>
    </>
  )
}
