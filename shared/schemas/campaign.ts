// Campaigns (supabase/migrations/*_campaigns.sql): the row as read, the form, the status moves.
// The lists and the transition table are the migration's; tests/backend/crm-rls.test.ts keeps
// them equal.
import { z } from '../zod'
import { CURRENCIES, CurrencyCodeSchema, dateField, moneyFromText, NumericSchema, textField } from './crm'
import { END_BEFORE_START, SCHEDULE_NEEDS_START } from './crm-messages'
export { END_BEFORE_START, SCHEDULE_NEEDS_START }

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'active', 'paused', 'completed'] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
}

/** Where a campaign may go from each status (the database refuses any other move). */
export const CAMPAIGN_TRANSITIONS: Record<CampaignStatus, readonly CampaignStatus[]> = {
  draft: ['scheduled', 'active'],
  scheduled: ['draft', 'active', 'paused'],
  active: ['paused', 'completed'],
  paused: ['active', 'completed'],
  completed: [],
}

/** The button that makes each move. */
export const CAMPAIGN_ACTION_LABELS: Record<CampaignStatus, string> = {
  draft: 'Move back to draft',
  scheduled: 'Schedule',
  active: 'Launch',
  paused: 'Pause',
  completed: 'Mark completed',
}

export const CAMPAIGN_CHANNELS = [
  'email',
  'social',
  'search',
  'display',
  'events',
  'content',
  'partnerships',
  'video',
] as const
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number]

export const CAMPAIGN_CHANNEL_LABELS: Record<CampaignChannel, string> = {
  email: 'Email',
  social: 'Social media',
  search: 'Search ads',
  display: 'Display ads',
  events: 'Events and webinars',
  content: 'Content',
  partnerships: 'Partnerships',
  video: 'Video',
}

export const CampaignSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  name: z.string(),
  objective: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  status: z.enum(CAMPAIGN_STATUSES),
  budget: NumericSchema,
  currency: CurrencyCodeSchema,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  target_audience: z.string(),
  created_by: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Campaign = z.infer<typeof CampaignSchema>

/** campaign_lead_stats: leads per campaign under the caller's RLS. */
export const CampaignLeadStatsSchema = z.object({
  campaign_id: z.uuid(),
  leads: z.number(),
  won: z.number(),
  won_value: NumericSchema,
  open_value: NumericSchema,
})
export type CampaignLeadStats = z.infer<typeof CampaignLeadStatsSchema>

/** Statuses a new campaign may start in (later ones are reached by moving it). */
export const NEW_CAMPAIGN_STATUSES = ['draft', 'scheduled', 'active'] as const satisfies readonly CampaignStatus[]

const campaignFields = {
  name: z.string().trim().min(1, 'Give the campaign a name').max(200, 'The name can be at most 200 characters'),
  objective: textField(2000, 'objective'),
  channel: z.enum(CAMPAIGN_CHANNELS, 'Choose a channel'),
  // what was typed ("$5,000", "5k"), read in the campaign's currency below
  budget: z.string(),
  currency: z.enum(CURRENCIES, 'Choose a currency'),
  start_date: dateField,
  end_date: dateField,
  target_audience: textField(500, 'target audience'),
}

const datesInOrder = (c: { start_date: string | null; end_date: string | null }) =>
  !c.start_date || !c.end_date || c.end_date >= c.start_date

/** The edit form: everything but the status, which moves through CAMPAIGN_TRANSITIONS. */
export const CampaignFormSchema = z
  .object(campaignFields)
  .refine(datesInOrder, { path: ['end_date'], message: END_BEFORE_START })
  .transform(moneyFromText('budget', 'budget'))
export type CampaignInput = z.infer<typeof CampaignFormSchema>

/** The new-campaign form: the fields and the status it starts in. */
export const NewCampaignFormSchema = z
  .object({ ...campaignFields, status: z.enum(NEW_CAMPAIGN_STATUSES, 'Choose how the campaign starts') })
  .refine(datesInOrder, { path: ['end_date'], message: END_BEFORE_START })
  .refine((c) => c.status !== 'scheduled' || c.start_date !== null, {
    path: ['start_date'],
    message: SCHEDULE_NEEDS_START,
  })
  .transform(moneyFromText('budget', 'budget'))
export type NewCampaignInput = z.infer<typeof NewCampaignFormSchema>

export const CampaignFiltersSchema = z.object({
  status: z.enum(CAMPAIGN_STATUSES).or(z.literal('')).catch(''),
})
