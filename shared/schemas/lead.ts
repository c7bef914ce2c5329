// Leads (supabase/migrations/*_leads.sql): the row as read, the form, the list filters. The lists
// below are the table's CHECK lists; tests/backend/crm-rls.test.ts keeps them equal.
import { EMAIL_RE } from '../patterns'
import { z } from '../zod'
import { COMPANY_SIZES } from './company'
import { CURRENCIES, CurrencyCodeSchema, moneyFromText, NumericSchema, optionalIdField, textField } from './crm'
import { NAME_OR_EMAIL, INVALID_EMAIL } from './crm-messages'
export { NAME_OR_EMAIL, INVALID_EMAIL }

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  proposal: 'Proposal',
  won: 'Won',
  lost: 'Lost',
}

/** Where a lead came from: by hand, the site, people, a campaign, and the spec §1 integrations. */
export const LEAD_SOURCES = [
  'manual',
  'website',
  'referral',
  'campaign',
  'event',
  'import',
  'notion',
  'stripe',
  'clearbit',
  'calendly',
  'plaid',
  'tiktok',
] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  manual: 'Added by hand',
  website: 'Website',
  referral: 'Referral',
  campaign: 'Campaign',
  event: 'Event',
  import: 'Import',
  notion: 'Notion',
  stripe: 'Stripe',
  clearbit: 'Clearbit',
  calendly: 'Calendly',
  plaid: 'Plaid',
  tiktok: 'TikTok',
}

export const LeadSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  company_name: z.string(),
  title: z.string(),
  industry: z.string(),
  company_size: z.enum(['', ...COMPANY_SIZES]),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  value: NumericSchema,
  currency: CurrencyCodeSchema,
  campaign_id: z.uuid().nullable(),
  notes: z.string(),
  created_by: z.uuid().nullable(),
  /** The member of the company who owns the lead; null: unassigned (supabase/migrations/20261201500100_lead_owner.sql). */
  owner_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Lead = z.infer<typeof LeadSchema>

/** A lead with the campaign it came from (embedded), as lists and the lead page read it. */
export const LeadWithCampaignSchema = LeadSchema.extend({
  campaign: z.object({ id: z.uuid(), name: z.string() }).nullable(),
})
export type LeadWithCampaign = z.infer<typeof LeadWithCampaignSchema>

/**
 * What a merge recorded (supabase/migrations/20261128300100_lead_imports.sql, *_merge_leads.sql), or
 * an owner change: the owners before and after (null = unassigned) and the names of them and of who
 * changed it as the member directory showed them then (20261202100100_lead_owner_history.sql).
 */
export const LeadMergeDetailSchema = z
  .object({
    file_name: z.string().optional(),
    row: z.number().optional(),
    absorbed: z.array(z.object({ id: z.string(), name: z.string(), email: z.string().nullable() })).optional(),
    from_owner: z.uuid().nullable().optional(),
    to_owner: z.uuid().nullable().optional(),
    from_name: z.string().nullable().optional(),
    to_name: z.string().nullable().optional(),
    actor_name: z.string().nullable().optional(),
  })
  .nullable()
  .catch(null)

export const LeadEventSchema = z.object({
  id: z.number(),
  lead_id: z.uuid(),
  kind: z.enum(['created', 'status_changed', 'merged', 'merge_undone', 'owner_changed']),
  detail: LeadMergeDetailSchema.optional(),
  from_status: z.enum(LEAD_STATUSES).nullable(),
  to_status: z.enum(LEAD_STATUSES).nullable(),
  actor: z.uuid().nullable(),
  created_at: z.string(),
})
export type LeadEvent = z.infer<typeof LeadEventSchema>

/** The create and edit form (FormData strings in, the row's columns out). */
export const LeadFormSchema = z
  .object({
    first_name: textField(100, 'first name'),
    last_name: textField(100, 'last name'),
    email: z
      .string()
      .trim()
      .max(320, 'The email address can be at most 320 characters')
      .pipe(z.union([z.literal(''), z.email({ pattern: EMAIL_RE, error: INVALID_EMAIL })]))
      .transform((v) => (v === '' ? null : v)),
    phone: textField(40, 'phone number').regex(/^[0-9+(). -]*$/, 'Use digits, spaces and + ( ) . - only'),
    company_name: textField(200, 'company name'),
    title: textField(200, 'job title'),
    // optional: a form without them (or an older client) leaves the columns as they are
    industry: textField(100, 'industry').optional(),
    company_size: z.enum(['', ...COMPANY_SIZES], 'Choose a company size').optional(),
    source: z.enum(LEAD_SOURCES, 'Choose where the lead came from'),
    status: z.enum(LEAD_STATUSES, 'Choose a status'),
    // what was typed ("$24,500", "24.5k"), read in the lead's currency below
    value: z.string(),
    currency: z.enum(CURRENCIES, 'Choose a currency'),
    campaign_id: optionalIdField,
    // optional: a form without it (or an older client) leaves the owner as it is; '' = unassigned
    owner_id: optionalIdField.optional(),
    notes: textField(5000, 'notes'),
  })
  .refine((l) => l.first_name !== '' || l.last_name !== '' || l.email !== null, {
    path: ['first_name'],
    message: NAME_OR_EMAIL,
  })
  .transform(moneyFromText('value', 'estimated value'))
export type LeadInput = z.infer<typeof LeadFormSchema>

export const LEAD_SORTS = ['created_desc', 'created_asc', 'value_desc', 'value_asc', 'score_desc'] as const
export type LeadSort = (typeof LEAD_SORTS)[number]
export const LEAD_SORT_LABELS: Record<LeadSort, string> = {
  created_desc: 'Newest first',
  created_asc: 'Oldest first',
  value_desc: 'Highest value',
  value_asc: 'Lowest value',
  score_desc: 'Highest score',
}

/** The owner filter's words: the reader's own leads, or the leads nobody owns. */
export const LEAD_OWNER_FILTERS = ['me', 'none'] as const

/** The leads list's filters, read from the address bar: anything unknown falls back to the default. */
export const LeadFiltersSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  status: z.enum(LEAD_STATUSES).or(z.literal('')).catch(''),
  source: z.enum(LEAD_SOURCES).or(z.literal('')).catch(''),
  sort: z.enum(LEAD_SORTS).catch('created_desc'),
  /** Only leads of this campaign (its id); '' for all. */
  campaign: z.uuid().or(z.literal('')).catch(''),
  /** Only leads this member owns (leads.owner_id): a member's id, 'me' (whoever reads the list) or 'none' (unassigned); '' for all. */
  owner: z.uuid().or(z.enum(LEAD_OWNER_FILTERS)).or(z.literal('')).catch(''),
  /** Only leads this member added (leads.created_by); '' for all. */
  added_by: z.uuid().or(z.literal('')).catch(''),
  /** Only leads scoring at least this (shared/lead-score.ts); 0 for all. */
  min_score: z.coerce.number().int().min(0).max(100).catch(0),
  /** Only leads scoring at most this; 100 for all. */
  max_score: z.coerce.number().int().min(0).max(100).catch(100),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})
export type LeadFilters = z.infer<typeof LeadFiltersSchema>

/** Whether the list is narrowed by score (scores are computed as they are read, client/features/scores). */
export const filtersByScore = (f: Pick<LeadFilters, 'min_score' | 'max_score'>) => f.min_score > 0 || f.max_score < 100

/**
 * How long deleted leads can be restored ("Undo" in the toast; restore_leads in the database checks
 * the same window, supabase/migrations/20261129500100_lead_bulk_actions.sql lead_undo_minutes()).
 */
export const LEAD_UNDO_MINUTES = 10
/** How long the toast offering "Undo" stays up after a bulk delete. */
export const LEAD_UNDO_TOAST_SECONDS = 30

export const leadName = (l: Pick<Lead, 'first_name' | 'last_name' | 'email'>) =>
  `${l.first_name} ${l.last_name}`.trim() || l.email || 'Unnamed lead'
