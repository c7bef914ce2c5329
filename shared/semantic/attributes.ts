// What a measure can be cut by, as data: each attribute's names (for "by source", "which
// campaign"), its values with the words people use for them, and — for the company's own values
// (campaigns, members, industries, sizes, leads) — how to list them from its records. ./compute
// reads a record's value of each attribute; ./read matches these phrases in a question.
import { CALL_DIRECTION_LABELS, CALL_DIRECTIONS, CALL_OUTCOME_LABELS, CALL_OUTCOMES } from '../schemas/call'
import {
  CAMPAIGN_CHANNEL_LABELS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_CHANNELS,
} from '../schemas/campaign'
import { COMPANY_SIZES } from '../schemas/company'
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, LEAD_STATUS_LABELS, LEAD_STATUSES } from '../schemas/lead'
import { leadLabel, memberLabel, type SemanticData } from './data'
import type { AttributeId } from './model'
import { OPEN_STATUSES } from './stages'

export type AttributeValue = { id: string; label: string; phrases: readonly string[] }

export type AttributeDef = {
  id: AttributeId
  /** "Source", "Owner": the chip's heading. */
  name: string
  /** "all sources": the chip when nothing is kept. */
  all: string
  /** Words that name the attribute itself ("by source", "which campaign"). */
  phrases: readonly string[]
  /** Values that are the same for every company, with their words. */
  values?: readonly AttributeValue[]
  /** The label of the "no value" group (no campaign, no owner). */
  none?: string
}

const SOURCE_WORDS: Record<string, readonly string[]> = {
  manual: ['added by hand', 'manual', 'manually', 'entered by hand', 'typed in'],
  website: ['website', 'web site', 'web', 'site', 'inbound web', 'web form', 'pricing page', 'online', 'our site'],
  referral: [
    'referral',
    'referrals',
    'referred',
    'word of mouth',
    'recommendations',
    'introductions',
    'intros',
    'referral source',
  ],
  campaign: ['campaign source', 'source campaign'],
  event: ['event', 'events', 'trade show', 'trade shows', 'conference', 'conferences', 'summit', 'meetup', 'meetups'],
  import: ['import', 'imported', 'imports', 'csv', 'spreadsheet'],
  notion: ['notion'],
  stripe: ['stripe'],
  clearbit: ['clearbit', 'enrichment'],
  calendly: ['calendly', 'booked call', 'booking page'],
  plaid: ['plaid'],
  tiktok: ['tiktok', 'tik tok'],
}
const CHANNEL_WORDS: Record<string, readonly string[]> = {
  email: ['email', 'emails', 'e mail', 'email marketing', 'mailing', 'mailings'],
  social: ['social', 'social media', 'paid social', 'linkedin', 'facebook', 'instagram', 'twitter', 'meta ads'],
  search: ['search', 'search ads', 'paid search', 'google ads', 'adwords', 'ppc', 'sem'],
  display: ['display', 'display ads', 'banner', 'banners'],
  // "events" is also a lead source: the reading takes the one its measure can be cut by
  events: ['webinar', 'webinars', 'events', 'event campaigns', 'live sessions', 'events and webinars'],
  content: ['content', 'blog', 'blogs', 'seo', 'e book', 'ebook', 'ebooks', 'whitepaper', 'whitepapers', 'guides'],
  partnerships: ['partnership', 'partnerships', 'partner', 'partners', 'reseller', 'resellers', 'affiliates'],
  video: ['video', 'videos', 'youtube'],
}
const STATUS_WORDS: Record<string, readonly string[]> = {
  new: ['status new', 'still new', 'new stage', 'in new', 'untouched new'],
  contacted: ['contacted', 'contacted stage', 'in contact'],
  qualified: ['qualified', 'sql', 'sqls', 'qualified stage'],
  proposal: ['proposal', 'proposals', 'proposal stage', 'in proposal', 'quoted', 'quote sent', 'at proposal'],
  won: ['status won', 'closed won'],
  lost: ['status lost', 'closed lost'],
  open: ['open', 'active', 'in play', 'live', 'still open', 'unclosed'],
}
const CAMPAIGN_STATUS_WORDS: Record<string, readonly string[]> = {
  draft: ['draft', 'drafts'],
  scheduled: ['scheduled', 'planned', 'upcoming'],
  active: ['active', 'running', 'live'],
  paused: ['paused', 'on hold', 'stopped'],
  completed: ['completed', 'finished', 'ended', 'done', 'past'],
}
const DIRECTION_WORDS: Record<string, readonly string[]> = {
  inbound: ['inbound', 'incoming', 'received'],
  outbound: ['outbound', 'outgoing', 'cold calls'],
}
const OUTCOME_WORDS: Record<string, readonly string[]> = {
  connected: ['connected', 'answered', 'got through', 'reached'],
  meeting_booked: ['meeting booked', 'meetings booked', 'booked a meeting', 'booked meetings', 'meetings', 'meeting'],
  voicemail: ['voicemail', 'voicemails', 'left a message', 'left messages'],
  no_answer: ['no answer', 'unanswered', 'did not answer', 'didnt answer', 'nobody answered', 'not answered'],
  not_interested: ['not interested', 'uninterested'],
}
const CALLED_WORDS: Record<string, readonly string[]> = {
  no: [
    'nobody called',
    'hasnt been contacted',
    'has not been contacted',
    'not been contacted',
    'havent contacted',
    'not yet contacted',
    'no phone calls',
    'no one has phoned',
    'nobody has phoned',
    'not phoned',
    'never phoned',
    'not had a call',
    'havent had a call',
    'hasnt had a call',
    'had no call',
    'had no calls',
    'never had a call',
    'nobody has called',
    'nobody phoned',
    'nobody rang',
    'no one called',
    'no one has called',
    'noone called',
    'not called',
    'not been called',
    'not yet called',
    'never called',
    'never been called',
    'uncalled',
    'without a call',
    'without calls',
    'with no calls',
    'no calls',
    'havent called',
    'have not called',
    'hasnt been called',
    'has not been called',
    'didnt call',
    'did not call',
    'we didnt call',
    'nobody contacted',
    'no one contacted',
    'not contacted',
    'never contacted',
    'uncontacted',
    'not followed up',
    'nobody followed up',
  ],
  // every phrase keeps two words once "we" is dropped: "called" alone would be any call
  yes: [
    'have called',
    'has been called',
    'did call',
    'were called',
    'was called',
    'been called',
    'already called',
    'called already',
    'with a call',
    'with calls',
    'had a call',
    'got a call',
    'have phoned',
    'spoke to',
    'spoken to',
  ],
}

const labelled = <K extends string>(
  ids: readonly K[],
  labels: Record<K, string>,
  words: Record<string, readonly string[]>,
): AttributeValue[] => ids.map((id) => ({ id, label: labels[id], phrases: words[id] ?? [] }))

export const OPEN_VALUE = 'open'

export const ATTRIBUTES: readonly AttributeDef[] = [
  {
    id: 'source',
    name: 'Source',
    all: 'all sources',
    phrases: [
      'source',
      'sources',
      'lead source',
      'lead sources',
      'where they came from',
      'where leads come from',
      'come from',
      'came from',
      'comes from',
      'origin',
    ],
    values: labelled(LEAD_SOURCES, LEAD_SOURCE_LABELS, SOURCE_WORDS),
  },
  {
    id: 'campaign',
    name: 'Campaign',
    all: 'all campaigns',
    phrases: ['campaign', 'campaigns', 'marketing campaign', 'marketing campaigns'],
    none: 'No campaign',
  },
  {
    id: 'channel',
    name: 'Channel',
    all: 'all channels',
    phrases: ['channel', 'channels', 'marketing channel', 'marketing channels', 'campaign channel'],
    values: labelled(CAMPAIGN_CHANNELS, CAMPAIGN_CHANNEL_LABELS, CHANNEL_WORDS),
    none: 'No campaign',
  },
  {
    id: 'owner',
    name: 'Owner',
    all: 'all owners',
    phrases: [
      'owner',
      'owners',
      'rep',
      'reps',
      'sales rep',
      'sales reps',
      'salesperson',
      'salespeople',
      'seller',
      'sellers',
      'team member',
      'member',
      'members',
      'person',
      'people',
      'who owns',
    ],
    values: [
      {
        id: 'none',
        label: 'Unassigned',
        phrases: [
          'unassigned',
          'no owner',
          'without an owner',
          'nobody owns',
          'not assigned',
          'arent assigned',
          'isnt assigned',
          'not assigned to anyone',
          'assigned to nobody',
          'assigned to no one',
          'nobody is assigned',
        ],
      },
    ],
    none: 'Unassigned',
  },
  {
    id: 'status',
    name: 'Status',
    all: 'every status',
    phrases: ['status', 'statuses', 'stage', 'stages', 'pipeline stage', 'pipeline stages', 'deal stage'],
    values: [
      ...labelled(LEAD_STATUSES, LEAD_STATUS_LABELS, STATUS_WORDS),
      { id: OPEN_VALUE, label: 'Open', phrases: STATUS_WORDS.open },
    ],
  },
  {
    id: 'industry',
    name: 'Industry',
    all: 'all industries',
    phrases: ['industry', 'industries', 'sector', 'sectors', 'vertical', 'verticals'],
    none: 'Industry not known',
  },
  {
    id: 'size',
    name: 'Company size',
    all: 'all company sizes',
    phrases: ['company size', 'company sizes', 'size', 'sizes', 'headcount band'],
    values: COMPANY_SIZES.map((s) => ({ id: s, label: `${s} employees`, phrases: [] })),
    none: 'Size not known',
  },
  {
    id: 'called',
    name: 'Calls',
    all: 'called or not',
    phrases: [],
    values: [
      { id: 'no', label: 'Nobody called', phrases: CALLED_WORDS.no },
      { id: 'yes', label: 'Called at least once', phrases: CALLED_WORDS.yes },
    ],
  },
  { id: 'lead', name: 'Lead', all: 'all leads', phrases: [] },
  {
    id: 'campaign_status',
    name: 'Campaign status',
    all: 'every campaign status',
    phrases: ['campaign status', 'campaign statuses'],
    values: labelled(CAMPAIGN_STATUSES, CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUS_WORDS),
  },
  {
    id: 'direction',
    name: 'Direction',
    all: 'inbound and outbound',
    phrases: ['direction', 'directions'],
    values: labelled(CALL_DIRECTIONS, CALL_DIRECTION_LABELS, DIRECTION_WORDS),
  },
  {
    id: 'outcome',
    name: 'Outcome',
    all: 'every outcome',
    phrases: ['outcome', 'outcomes', 'call outcome', 'call outcomes', 'result of the call'],
    values: labelled(CALL_OUTCOMES, CALL_OUTCOME_LABELS, OUTCOME_WORDS),
  },
]

export const ATTRIBUTE_BY_ID = new Map(ATTRIBUTES.map((a) => [a.id, a])) as ReadonlyMap<AttributeId, AttributeDef>
export const attributeDef = (id: AttributeId): AttributeDef => ATTRIBUTE_BY_ID.get(id)!

/** The statuses a status filter's values stand for ("open" is every open stage). */
export const expandStatuses = (values: readonly string[]): string[] =>
  values.flatMap((v) => (v === OPEN_VALUE ? [...OPEN_STATUSES] : [v]))

/** An industry's words that name it alone ("retail" for "E-commerce and retail"). */
const distinctWords = (value: string, all: readonly string[]) =>
  value
    .toLowerCase()
    .split(' ')
    .filter((w) => w.length >= 4 && !['and', 'services', 'with'].includes(w))
    .filter((w) => all.filter((o) => o.toLowerCase().split(' ').includes(w)).length === 1)

/**
 * Every value of an attribute for this company, with its words: the fixed ones, and its own
 * campaigns, members, industries and leads.
 */
export function valuesOf(id: AttributeId, d: Pick<SemanticData, 'campaigns' | 'members' | 'leads'>): AttributeValue[] {
  const def = attributeDef(id)
  switch (id) {
    case 'campaign':
      return d.campaigns.map((c) => ({ id: c.id, label: c.name, phrases: [c.name] }))
    case 'owner':
      return [
        ...d.members.map((m) => ({
          id: m.id,
          label: memberLabel(m),
          phrases: [memberLabel(m), m.first_name, m.last_name, m.email.split('@')[0]].filter(
            (p) => p.trim().length > 1,
          ),
        })),
        ...(def.values ?? []),
      ]
    case 'industry': {
      const all = [...new Set(d.leads.map((l) => l.industry ?? '').filter(Boolean))].sort()
      return all.map((v) => ({ id: v, label: v, phrases: [v, ...distinctWords(v, all)] }))
    }
    case 'lead':
      return d.leads
        .filter((l) => l.first_name || l.last_name)
        .map((l) => ({
          id: l.id,
          label: l.company_name ? `${leadLabel(l)} (${l.company_name})` : leadLabel(l),
          phrases: [leadLabel(l), ...(l.company_name ? [l.company_name] : [])],
        }))
    default:
      return [...(def.values ?? [])]
  }
}

/** How a value of an attribute is said ("Referral", "Dana Demo", "Unassigned"). */
export function valueLabel(
  id: AttributeId,
  value: string,
  d: Pick<SemanticData, 'campaigns' | 'members' | 'leads'>,
): string {
  const def = attributeDef(id)
  if (value === 'none' && def.none) return def.none
  if (id === 'industry') return value
  return valuesOf(id, d).find((v) => v.id === value)?.label ?? value
}
