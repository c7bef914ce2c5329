// /dashboard/campaigns/:campaignId: one campaign — details, budget against what its leads are worth,
// the moves its status allows, its leads, and editing in place. An unknown id, or a campaign of a
// company the user is not part of (RLS hides it the same way), is "Campaign not found".
import { Pencil } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useParams } from 'react-router'
import {
  CAMPAIGN_ACTION_LABELS,
  CAMPAIGN_CHANNEL_LABELS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_TRANSITIONS,
  type Campaign,
  type CampaignStatus,
} from '../../../shared/schemas/campaign'
import { isRowId } from '../../../shared/schemas/crm'
import { LEAD_STATUS_LABELS, leadName } from '../../../shared/schemas/lead'
import { notify } from '../../app/notify'
import { Button, Card, ColumnsTable, Link, PageHeader, Section } from '../../ui'
import { describeError } from '../../lib/errors'
import { formatDateTime, formatDay } from '../../lib/format-date'
import { formatMoney } from '../../../shared/metrics'
import { DetailSkeleton, LoadError, NotFound } from '../../ui/query-state'
import { CampaignStatusBadge } from '../../ui/status-badges'
import { campaignFigures } from '../../../shared/campaign-figures'
import { formatMultiple } from '../../../shared/semantic/format'
import { useCampaignLeads } from '../leads/api'
import { useCampaignMetrics } from './metrics-api'
import { useCampaign, useCampaignLeadFacts, useUpdateCampaign } from './api'
import { EditCampaignForm } from './campaign-form'
import { CampaignPerformance } from './performance'

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd className="m-0 break-words">{children}</dd>
    </>
  )
}

function StatusMoves({ campaign }: { campaign: Campaign }) {
  const update = useUpdateCampaign()
  const moves = CAMPAIGN_TRANSITIONS[campaign.status]
  const move = (status: CampaignStatus) =>
    update.mutate(
      { id: campaign.id, changes: { status } },
      {
        onSuccess: () =>
          void notify('success', `“${campaign.name}” is now ${CAMPAIGN_STATUS_LABELS[status].toLowerCase()}`),
        onError: (error) => void notify('error', `The status was not changed. ${describeError(error).message}`),
      },
    )
  return (
    <Card as="div" className="mb-6">
      <h2 className="text-xl">Status</h2>
      <p>
        This campaign is <CampaignStatusBadge status={campaign.status} />.{' '}
        {moves.length === 0 ? 'A completed campaign stays completed.' : 'You can:'}
      </p>
      {moves.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {moves.map((next) => (
            <Button
              key={next}
              variant={next === 'active' ? 'primary' : 'secondary'}
              disabled={update.isPending}
              onClick={() => move(next)}
            >
              {CAMPAIGN_ACTION_LABELS[next]}
            </Button>
          ))}
        </div>
      )}
    </Card>
  )
}

function CampaignLeads({ campaign }: { campaign: Campaign }) {
  const leads = useCampaignLeads(campaign.id)
  const facts = useCampaignLeadFacts(campaign.id)
  const days = useCampaignMetrics(campaign.company_id, campaign.id)
  if (leads.isPending || facts.isPending || days.isPending) return <p className="muted">Loading its leads…</p>
  if (leads.isError)
    return <LoadError what="this campaign's leads" error={leads.error} onRetry={() => void leads.refetch()} />
  if (facts.isError)
    return <LoadError what="this campaign's leads" error={facts.error} onRetry={() => void facts.refetch()} />
  if (days.isError)
    return <LoadError what="the campaign's metrics" error={days.error} onRetry={() => void days.refetch()} />
  const rows = leads.data
  const won = rows.filter((l) => l.status === 'won')
  const openValue = rows.filter((l) => l.status !== 'won' && l.status !== 'lost').reduce((sum, l) => sum + l.value, 0)
  // the semantic layer's definitions, as the chat, analytics, the leaderboard and the board count them
  const f = campaignFigures(campaign, facts.data, days.data, new Date())
  const money = (n: number | null) => (n === null ? 'No data' : formatMoney(n, campaign.currency))
  const times = (n: number | null) => (n === null ? 'No data' : formatMultiple(n))
  return (
    <>
      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Budget', money(f.budget)],
          ['Spend', money(f.spend)],
          ['Leads', String(f.leads)],
          ['Cost per lead', money(f.costPerLead)],
          ['Won value', money(f.wonValue)],
          ['Return on spend', times(f.returnOnSpend)],
          ['Return on budget', times(f.returnOnBudget)],
          ['Reported revenue', money(f.reportedRevenue)],
        ].map(([term, value]) => (
          <div key={term} className="card m-0 p-3">
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="m-0 text-xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {rows.length === 0 ? (
        <p className="muted">
          No leads from this campaign yet. When you <Link to="/dashboard/leads">add a lead</Link>, choose this campaign
          as where it came from.
        </p>
      ) : (
        <>
          <p className="muted">{`${won.length} won; ${formatMoney(openValue, campaign.currency)} still open in the pipeline.`}</p>
          <ColumnsTable
            caption={`Leads from ${campaign.name}`}
            hideCaption
            rows={rows}
            columns={[
              { header: 'Name', cell: (l) => <Link to={`/dashboard/leads/${l.id}`}>{leadName(l)}</Link> },
              { header: 'Company', cell: (l) => l.company_name || <span className="muted">—</span> },
              { header: 'Status', cell: (l) => LEAD_STATUS_LABELS[l.status] },
              {
                header: 'Value',
                numeric: true,
                className: 'whitespace-nowrap',
                cell: (l) => formatMoney(l.value, l.currency),
              },
            ]}
          />
        </>
      )}
    </>
  )
}

function CampaignView({ campaign }: { campaign: Campaign }) {
  const [editing, setEditing] = useState(false)
  const update = useUpdateCampaign()
  return (
    <>
      <PageHeader eyebrow="Campaign" title={campaign.name} lead={campaign.objective || undefined}>
        <p className="mt-2">
          <CampaignStatusBadge status={campaign.status} />
        </p>
      </PageHeader>
      <div className="actions mt-0">
        {!editing && (
          <Button onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" size={18} /> Edit campaign
          </Button>
        )}
        <Link to="/dashboard/campaigns" className="self-center">
          All campaigns
        </Link>
      </div>
      {editing ? (
        <Section title="Edit campaign" id="edit">
          <Card as="div">
            <EditCampaignForm
              campaign={campaign}
              submitLabel="Save changes"
              pendingLabel="Saving…"
              onCancel={() => setEditing(false)}
              onSubmit={async (values) => {
                await update.mutateAsync({ id: campaign.id, changes: values })
                void notify('success', 'Campaign saved')
                setEditing(false)
              }}
            />
          </Card>
        </Section>
      ) : (
        <>
          <StatusMoves campaign={campaign} />
          <Section title="Details" id="details">
            <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr] sm:gap-y-2">
              <Row term="Channel">{CAMPAIGN_CHANNEL_LABELS[campaign.channel]}</Row>
              <Row term="Budget">{formatMoney(campaign.budget, campaign.currency)}</Row>
              <Row term="Starts">{formatDay(campaign.start_date)}</Row>
              <Row term="Ends">{formatDay(campaign.end_date)}</Row>
              <Row term="Target audience">{campaign.target_audience || <span className="muted">—</span>}</Row>
              <Row term="Created">{formatDateTime(campaign.created_at)}</Row>
            </dl>
          </Section>
          <Section
            title="Performance"
            id="performance"
            intro="What the ad platforms reported day by day: click-through rate is clicks ÷ impressions, cost per customer spend ÷ the customers they reported. Their revenue is their own attribution; return on spend above is the value won from this campaign’s leads ÷ its spend."
          >
            <CampaignPerformance campaign={campaign} />
          </Section>
          <Section title="Budget and leads" id="leads">
            <CampaignLeads campaign={campaign} />
          </Section>
        </>
      )}
    </>
  )
}

function CampaignNotFound() {
  return (
    <>
      <PageHeader title="Campaign not found" lead="There is no campaign at this address that you can see." />
      <NotFound title="This campaign is not available" back="/dashboard/campaigns" backLabel="Back to campaigns">
        It may never have existed, or it belongs to a company you are not part of.
      </NotFound>
    </>
  )
}

function CampaignLoader({ id }: { id: string }) {
  const campaign = useCampaign(id)
  if (campaign.isPending) return <DetailSkeleton label="Loading the campaign…" />
  if (campaign.isError)
    return (
      <>
        <PageHeader title="Campaign" />
        <LoadError what="this campaign" error={campaign.error} onRetry={() => void campaign.refetch()} />
      </>
    )
  return campaign.data ? <CampaignView campaign={campaign.data} /> : <CampaignNotFound />
}

export default function CampaignPage() {
  const { campaignId } = useParams()
  return isRowId(campaignId) ? <CampaignLoader key={campaignId} id={campaignId} /> : <CampaignNotFound />
}
