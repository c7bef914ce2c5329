// The parts of a lead's page: its status pipeline, its details and its history.
import type { ReactNode } from 'react'
import { COMPANY_SIZE_LABELS } from '../../../shared/schemas/company'
import {
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadName,
  type LeadEvent,
  type LeadStatus,
  type LeadWithCampaign,
} from '../../../shared/schemas/lead'
import { notify } from '../../app/notify'
import { Button, Card, Link } from '../../ui'
import { describeError } from '../../lib/errors'
import { formatDateTime } from '../../lib/format-date'
import { formatMoney } from '../../../shared/metrics'
import { LoadError } from '../../ui/query-state'
import { useMemberNames } from '../members/api'
import { useLeadEvents, useUpdateLead } from './api'
import { UNASSIGNED } from './lead-owner'

/** new → contacted → qualified → proposal, then won or lost; any step can be chosen directly. */
export function LeadPipeline({ lead }: { lead: LeadWithCampaign }) {
  const update = useUpdateLead()
  const move = (status: LeadStatus) =>
    update.mutate(
      { id: lead.id, changes: { status } },
      {
        onSuccess: () => void notify('success', `${leadName(lead)} is now ${LEAD_STATUS_LABELS[status]}`),
        onError: (error) => void notify('error', `The status was not changed. ${describeError(error).message}`),
      },
    )
  return (
    <Card as="div" className="mb-6">
      <h2 className="text-xl" id="pipeline-title">
        Status
      </h2>
      <ol className="m-0 flex list-none flex-wrap gap-2 p-0" aria-labelledby="pipeline-title">
        {LEAD_STATUSES.map((status) => (
          <li key={status}>
            {status === lead.status ? (
              <span aria-current="step" className="btn btn-primary cursor-default">
                {LEAD_STATUS_LABELS[status]}
                <span className="visually-hidden"> (current status)</span>
              </span>
            ) : (
              <Button variant="secondary" disabled={update.isPending} onClick={() => move(status)}>
                <span className="visually-hidden">Move to </span>
                {LEAD_STATUS_LABELS[status]}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </Card>
  )
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd className="m-0 break-words">{children}</dd>
    </>
  )
}

const none = <span className="muted">—</span>

export function LeadDetails({ lead }: { lead: LeadWithCampaign }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr] sm:gap-y-2">
      <Row term="Email">{lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : none}</Row>
      <Row term="Phone">
        {lead.phone ? <a href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`}>{lead.phone}</a> : none}
      </Row>
      <Row term="Company">{lead.company_name || none}</Row>
      <Row term="Job title">{lead.title || none}</Row>
      <Row term="Industry">{lead.industry || none}</Row>
      <Row term="Company size">{lead.company_size ? COMPANY_SIZE_LABELS[lead.company_size] : none}</Row>
      <Row term="Source">{LEAD_SOURCE_LABELS[lead.source]}</Row>
      <Row term="Estimated value">{formatMoney(lead.value, lead.currency)}</Row>
      <Row term="Campaign">
        {lead.campaign ? <Link to={`/dashboard/campaigns/${lead.campaign.id}`}>{lead.campaign.name}</Link> : none}
      </Row>
      <Row term="Added">{formatDateTime(lead.created_at)}</Row>
      <Row term="Last changed">{formatDateTime(lead.updated_at)}</Row>
    </dl>
  )
}

/**
 * A member in an owner change: the directory's name today, else the name recorded with the change
 * (someone who has left is no longer in the directory), "Unassigned" for no owner.
 */
const memberName = (
  names: ReadonlyMap<string, string> | undefined,
  id: string | null | undefined,
  recorded: string | null | undefined,
) => (id ? (names?.get(id) ?? recorded ?? 'A former member') : UNASSIGNED)

/** One line of the history, as the lead page shows it (without its date). */
export const describeEvent = (e: LeadEvent, names: ReadonlyMap<string, string> | undefined) => {
  switch (e.kind) {
    case 'owner_changed': {
      const from = memberName(names, e.detail?.from_owner, e.detail?.from_name)
      const to = memberName(names, e.detail?.to_owner, e.detail?.to_name)
      // no actor: the service role (an operator), not a member
      const by = e.actor ? memberName(names, e.actor, e.detail?.actor_name) : 'the system'
      return `Owner changed from ${from} to ${to} by ${by}`
    }
    case 'created':
      return `Added as ${e.to_status ? LEAD_STATUS_LABELS[e.to_status] : 'a lead'}`
    case 'status_changed':
      return `Moved from ${LEAD_STATUS_LABELS[e.from_status!]} to ${LEAD_STATUS_LABELS[e.to_status!]}`
    case 'merged':
      return e.detail?.absorbed
        ? `Merged with ${e.detail.absorbed.map((a) => a.name || a.email || 'a lead').join(', ')}`
        : `Merged with row ${e.detail?.row ?? '?'} of the import ${e.detail?.file_name ?? ''}`.trim()
    case 'merge_undone':
      return `Import ${e.detail?.file_name ?? ''} undone: the values before the merge restored`.replace('  ', ' ')
  }
}

export function LeadHistory({ leadId, companyId }: { leadId: string; companyId: string }) {
  const events = useLeadEvents(leadId)
  const names = useMemberNames(companyId)
  if (events.isPending) return <p className="muted">Loading the history…</p>
  if (events.isError) return <LoadError what="the history" error={events.error} onRetry={() => void events.refetch()} />
  if (!events.data.length) return <p className="muted">No history recorded.</p>
  return (
    <ol className="m-0 list-none p-0">
      {events.data.map((e) => (
        <li key={e.id} className="border-b border-line py-2">
          {describeEvent(e, names.data)} <span className="text-sm text-muted">· {formatDateTime(e.created_at)}</span>
        </li>
      ))}
    </ol>
  )
}
