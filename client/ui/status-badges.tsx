// Status badges: the label says the status; the tone only supports it.
import { CALL_OUTCOME_LABELS, type CallOutcome } from '../../shared/schemas/call'
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '../../shared/schemas/campaign'
import { LEAD_STATUS_LABELS, type LeadStatus } from '../../shared/schemas/lead'
import { Badge } from './index'

type Tone = 'neutral' | 'accent' | 'success' | 'warning'

const LEAD_TONES: Record<LeadStatus, Tone> = {
  new: 'accent',
  contacted: 'neutral',
  qualified: 'accent',
  proposal: 'warning',
  won: 'success',
  lost: 'neutral',
}
const CALL_TONES: Record<CallOutcome, Tone> = {
  connected: 'accent',
  meeting_booked: 'success',
  voicemail: 'neutral',
  no_answer: 'neutral',
  not_interested: 'warning',
}
const CAMPAIGN_TONES: Record<CampaignStatus, Tone> = {
  draft: 'neutral',
  scheduled: 'accent',
  active: 'success',
  paused: 'warning',
  completed: 'neutral',
}

export const LeadStatusBadge = ({ status }: { status: LeadStatus }) => (
  <Badge tone={LEAD_TONES[status]}>{LEAD_STATUS_LABELS[status]}</Badge>
)

export const CampaignStatusBadge = ({ status }: { status: CampaignStatus }) => (
  <Badge tone={CAMPAIGN_TONES[status]}>{CAMPAIGN_STATUS_LABELS[status]}</Badge>
)

export const CallOutcomeBadge = ({ outcome }: { outcome: CallOutcome }) => (
  <Badge tone={CALL_TONES[outcome]}>{CALL_OUTCOME_LABELS[outcome]}</Badge>
)
