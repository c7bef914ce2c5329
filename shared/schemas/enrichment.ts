// Lead enrichment: a lead's company filled from its email domain — name, size,
// industry, location — by one provider (People Data Labs' Company Enrichment API, ADR
// 0020). Each enriched field keeps its value, source, date and the value it replaced,
// so a member can revert it. The Worker calls the provider (the key is a Worker secret); the
// browser reads the stored fields under row level security.
import { z } from '../zod'
import { COMPANY_SIZES, type CompanySize } from './company'

export const ENRICHED_FIELDS = ['company_name', 'company_size', 'industry', 'location'] as const
export type EnrichedFieldName = (typeof ENRICHED_FIELDS)[number]

/** The fields that are the lead's own columns (leads.company_name, company_size, industry): enriching
 * sets the column, reverting gives it its previous text back. Location has no column of its own. */
export const LEAD_COLUMN_FIELDS = [
  'company_name',
  'company_size',
  'industry',
] as const satisfies readonly EnrichedFieldName[]
export const isLeadColumn = (field: EnrichedFieldName): field is (typeof LEAD_COLUMN_FIELDS)[number] =>
  (LEAD_COLUMN_FIELDS as readonly string[]).includes(field)

export const ENRICHED_FIELD_LABELS: Record<EnrichedFieldName, string> = {
  company_name: 'Company name',
  company_size: 'Company size',
  industry: 'Industry',
  location: 'Location',
}

/** The one provider this deployment speaks to, by its id in lead_enrichment_fields.source. */
export const ENRICHMENT_PROVIDERS = { peopledatalabs: 'People Data Labs' } as const
export type EnrichmentProviderId = keyof typeof ENRICHMENT_PROVIDERS
export const ENRICHMENT_KEY_SECRET = 'PEOPLEDATALABS_API_KEY'

export const ENRICHMENT_LIMITS = {
  /** Provider lookups per company per minute: People Data Labs' free tier allows 10 a minute. */
  perMinute: 10,
  /** Provider lookups per company per UTC day unless ENRICHMENT_DAILY_LIMIT says otherwise. */
  perDayDefault: 100,
  /** How long a domain's answer is reused before the provider is asked again. */
  cacheDays: 30,
} as const

/**
 * Domains of free and personal mailboxes: an address there says nothing about the person's
 * employer, so it is never sent to the provider. The largest providers worldwide; ADR
 * 0020 says why this short list rather than a 100,000-domain package.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'yahoo.de',
  'yahoo.es',
  'yahoo.it',
  'yahoo.co.jp',
  'yahoo.com.br',
  'ymail.com',
  'rocketmail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'hotmail.de',
  'hotmail.es',
  'hotmail.it',
  'outlook.com',
  'outlook.fr',
  'outlook.de',
  'live.com',
  'live.fr',
  'live.co.uk',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'aim.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'tutanota.com',
  'tuta.io',
  'zoho.com',
  'zohomail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'gmx.fr',
  'web.de',
  't-online.de',
  'freenet.de',
  'mail.com',
  'email.com',
  'yandex.com',
  'yandex.ru',
  'ya.ru',
  'mail.ru',
  'rambler.ru',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'libero.it',
  'virgilio.it',
  'btinternet.com',
  'sky.com',
  'comcast.net',
  'verizon.net',
  'att.net',
  'sbcglobal.net',
  'qq.com',
  '163.com',
  '126.com',
  'sina.com',
  'naver.com',
  'daum.net',
  'hanmail.net',
  'rediffmail.com',
  'fastmail.com',
  'fastmail.fm',
  'hey.com',
  'duck.com',
  'mailbox.org',
  'posteo.de',
  'seznam.cz',
  'wp.pl',
  'o2.pl',
  'interia.pl',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
])

/**
 * A provider's headcount range as one of the lead's size buckets (COMPANY_SIZES, the same list as
 * the company's own size, scored against the ideal customer profile). People Data Labs' ranges
 * (Company Schema, `size`) are 1-10, 11-50, 51-200, 201-500, 501-1000, 1001-5000, 5001-10000 and
 * 10001+: a range falls in the bucket holding both its ends, so 201-500 and 501-1000 are 201-1000 and
 * everything from 1001 up is 1000+. Without a range, the exact `employee_count` picks the bucket
 * (1–10, 11–50, 51–200, 201–1000, over 1000). Nothing usable: null.
 */
export function sizeBucket(range: string | null | undefined, employees: number | null | undefined): CompanySize | null {
  const bounds = /^\s*(\d[\d,]*)\s*(?:-\s*(\d[\d,]*)|\+)\s*$/.exec(range ?? '')
  const low = bounds ? Number(bounds[1]!.replaceAll(',', '')) : (employees ?? null)
  if (low === null || !Number.isFinite(low) || low < 1) return null
  const high = bounds ? (bounds[2] ? Number(bounds[2].replaceAll(',', '')) : Infinity) : low
  const bucket = (
    [
      [1, 10],
      [11, 50],
      [51, 200],
      [201, 1000],
    ] as const
  ).findIndex(([from, to]) => low >= from && high <= to)
  if (bucket >= 0) return COMPANY_SIZES[bucket]!
  return low > 1000 ? '1000+' : null
}

/** The domain of an email address, lowercased; null when there is none to take. */
export function emailDomain(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf('@') ?? -1
  if (!email || at < 1) return null
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null
}

export const isFreeMailDomain = (domain: string) => FREE_MAIL_DOMAINS.has(domain)

const LEAD_ID = z.uuid({ error: 'leadId must be a lead id' })

/** POST /api/enrichment/enrich */
export const EnrichLeadRequestSchema = z.object({ leadId: LEAD_ID }, { error: 'Send { leadId }' })

/** One enriched field as stored (lead_enrichment_fields) and as the Worker answers it. */
export const EnrichedFieldSchema = z.object({
  field: z.enum(ENRICHED_FIELDS),
  value: z.string(),
  previous_value: z.string().nullable(),
  source: z.enum(Object.keys(ENRICHMENT_PROVIDERS) as [EnrichmentProviderId]),
  enriched_at: z.string(),
})
export type EnrichedField = z.infer<typeof EnrichedFieldSchema>

export type EnrichmentStatus = {
  provider: string
  configured: boolean
  /** The settings an operator must set before any lead can be enriched. */
  missing: string[]
  limits: { perMinute: number; perDay: number }
}

export type EnrichLeadAnswer = { domain: string; provider: string; cached: boolean; fields: EnrichedField[] }

export const providerName = (id: string) => (ENRICHMENT_PROVIDERS as Record<string, string>)[id] ?? id

/** Fields in the order the lead page lists them. */
export const sortEnrichedFields = <T extends { field: EnrichedFieldName }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => ENRICHED_FIELDS.indexOf(a.field) - ENRICHED_FIELDS.indexOf(b.field))
