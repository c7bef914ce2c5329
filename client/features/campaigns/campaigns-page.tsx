// /dashboard/campaigns: the company's campaigns with status, channel, budget, dates and the leads
// each brought in; filtered by status (kept in the address).
import { countOf } from '../../../shared/plural'
import { Plus } from 'lucide-react'
import { useSearchParams } from 'react-router'
import {
  CAMPAIGN_CHANNEL_LABELS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  CampaignFiltersSchema,
  type Campaign,
  type CampaignLeadStats,
} from '../../../shared/schemas/campaign'
import { Button, ButtonLink, EmptyState, Link, PageHeader, Select, Table } from '../../ui'
import type { MembershipCompany } from '../../lib/membership'
import { MembershipGate } from '../../app/membership-gate'
import { formatDay } from '../../lib/format-date'
import { formatMoney } from '../../../shared/metrics'
import { LoadError, TableSkeleton } from '../../ui/query-state'
import { CampaignStatusBadge } from '../../ui/status-badges'
import { useCampaignLeadStats, useCampaigns } from './api'

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...CAMPAIGN_STATUSES.map((s) => ({ value: s, label: CAMPAIGN_STATUS_LABELS[s] })),
]

function CampaignsTable({
  campaigns,
  stats,
  caption,
}: {
  campaigns: readonly Campaign[]
  stats: Map<string, CampaignLeadStats> | undefined
  caption: string
}) {
  return (
    <Table caption={caption} hideCaption>
      <thead>
        <tr>
          <th scope="col">Campaign</th>
          <th scope="col">Status</th>
          <th scope="col">Channel</th>
          <th scope="col" className="text-right">
            Budget
          </th>
          <th scope="col">Dates</th>
          <th scope="col" className="text-right">
            Leads
          </th>
          <th scope="col" className="text-right">
            Won value
          </th>
        </tr>
      </thead>
      <tbody>
        {campaigns.map((c) => {
          const s = stats?.get(c.id)
          return (
            <tr key={c.id}>
              <td>
                <Link to={`/dashboard/campaigns/${c.id}`} className="font-semibold">
                  {c.name}
                </Link>
              </td>
              <td>
                <CampaignStatusBadge status={c.status} />
              </td>
              <td>{CAMPAIGN_CHANNEL_LABELS[c.channel]}</td>
              <td className="text-right whitespace-nowrap">{formatMoney(c.budget, c.currency)}</td>
              <td className="whitespace-nowrap">
                {c.start_date || c.end_date ? (
                  `${formatDay(c.start_date)} – ${formatDay(c.end_date)}`
                ) : (
                  <span className="muted">Not set</span>
                )}
              </td>
              <td className="text-right">{stats ? (s?.leads ?? 0) : '…'}</td>
              <td className="text-right whitespace-nowrap">
                {stats ? formatMoney(s?.won_value ?? 0, c.currency) : '…'}
              </td>
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}

function CampaignList({ company }: { company: MembershipCompany }) {
  const [params, setParams] = useSearchParams()
  const { status } = CampaignFiltersSchema.parse(Object.fromEntries(params))
  const campaigns = useCampaigns(company.id, status)
  const stats = useCampaignLeadStats(company.id)

  return (
    <>
      <div className="my-4 flex flex-wrap items-center gap-3">
        <ButtonLink to="/dashboard/campaigns/new">
          <Plus aria-hidden="true" size={18} /> New campaign
        </ButtonLink>
        <Select
          compact
          id="campaign-status-filter"
          label="Filter by status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => setParams(e.currentTarget.value ? { status: e.currentTarget.value } : {})}
        />
      </div>
      {campaigns.isPending ? (
        <TableSkeleton label="Loading campaigns…" />
      ) : campaigns.isError ? (
        <LoadError what="your campaigns" error={campaigns.error} onRetry={() => void campaigns.refetch()} />
      ) : campaigns.data.length === 0 && !status ? (
        <EmptyState
          title="No campaigns yet"
          action={<ButtonLink to="/dashboard/campaigns/new">Create your first campaign</ButtonLink>}
        >
          Plan a campaign with its channel, budget and dates; the leads it brings in are counted here.
        </EmptyState>
      ) : campaigns.data.length === 0 ? (
        <EmptyState
          title={`No ${CAMPAIGN_STATUS_LABELS[status as Exclude<typeof status, ''>].toLowerCase()} campaigns`}
          action={
            <Button variant="secondary" onClick={() => setParams({})}>
              Show every campaign
            </Button>
          }
        />
      ) : (
        <>
          <p className="muted" role="status" aria-live="polite">
            {`${countOf(campaigns.data.length, 'campaign')}`}
          </p>
          {stats.isError && (
            <LoadError what="the lead counts" error={stats.error} onRetry={() => void stats.refetch()} />
          )}
          <CampaignsTable campaigns={campaigns.data} stats={stats.data} caption={`${company.name} campaigns`} />
        </>
      )}
    </>
  )
}

export default function CampaignsPage() {
  return (
    <>
      <PageHeader
        title="Campaigns"
        lead="Your marketing campaigns: where they run, what they cost and the leads they bring in."
      />
      <MembershipGate noCompany={`Your campaigns belong to your company, and your account is not part of one yet.`}>
        {(m) => <CampaignList company={m.company} />}
      </MembershipGate>
    </>
  )
}
