// /api/enrichment: a lead's company filled from its email domain.
//   GET  /api/enrichment/status   which provider, whether this deployment is configured (and what is
//                                 missing), the per-company limits
//   POST /api/enrichment/enrich   { leadId } → the lead's enriched fields, each with its source and date
// The member's own token reads the lead (RLS: only their company's); a free-mail domain is refused
// before anything is sent; a domain's answer is cached for 30 days; lookups that reach the provider
// are limited per company (claim_enrichment_lookup) with a 429 that says when to try again. The
// fields are written with the service role, so only what the provider said is stored as its; the
// lead's own columns (company name, size, industry) are changed with the member's token (the lead's
// history records who).
import { Hono, type Context } from 'hono'
import {
  ENRICHED_FIELDS,
  ENRICHMENT_KEY_SECRET,
  ENRICHMENT_PROVIDERS,
  ENRICHMENT_LIMITS,
  EnrichLeadRequestSchema,
  emailDomain,
  isFreeMailDomain,
  isLeadColumn,
  sortEnrichedFields,
  type EnrichedField,
  type EnrichedFieldName,
  type EnrichLeadAnswer,
  type EnrichmentStatus,
} from '../../shared/schemas/enrichment'
import { serviceClient } from '../ai/store'
import type { Config } from '../env'
import {
  EnrichmentError,
  peopleDataLabs,
  type EnrichedCompany,
  type EnrichmentProvider,
} from '../integrations/enrichment'
import { requireMember, type MemberEnv } from '../middleware/member'
import { jsonBody, type RoutesOf } from './validate'
import { ApiError } from './api-error'

type Ctx = Context<MemberEnv>
const invalidRequest = { error: 'invalid_request' }
const DAY_MS = 86_400_000
const FIELDS_SELECT = 'field, value, previous_value, source, enriched_at'

function missingSettings(config: Config): string[] {
  return [
    ...(config.enrichment.apiKey ? [] : [ENRICHMENT_KEY_SECRET]),
    ...(config.supabaseServiceRoleKey ? [] : ['SUPABASE_SERVICE_ROLE_KEY']),
  ]
}

const providerOf = (config: Config): EnrichmentProvider =>
  peopleDataLabs(config.enrichment.apiKey!, config.enrichment.apiUrl)

/** "in 3 h 12 min" / "in 40 s": how long until `at`, for the 429's message. */
export function waitText(at: Date, now: Date): string {
  const seconds = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000))
  if (seconds <= 60) return `in ${seconds} s`
  const minutes = Math.ceil(seconds / 60)
  return minutes < 60 ? `in ${minutes} min` : `in ${Math.floor(minutes / 60)} h ${minutes % 60} min`
}

export const enrichment = new Hono<MemberEnv>()
enrichment.use(requireMember('Sign in to enrich a lead'))

const status = enrichment.get('/status', (c) => {
  const config = c.get('config')
  const missing = missingSettings(config)
  const answer: EnrichmentStatus = {
    provider: ENRICHMENT_PROVIDERS.peopledatalabs,
    configured: missing.length === 0,
    missing,
    limits: { perMinute: ENRICHMENT_LIMITS.perMinute, perDay: config.enrichment.dailyLimit },
  }
  return c.json(answer, 200)
})

/** The domain's company: from the cache when fresh, else from the provider under the company's limit. */
type Refusal = { status: 429 | 502; error: string; message: string; headers?: Record<string, string> }
const refused = (
  status: Refusal['status'],
  error: string,
  message: string,
  headers?: Record<string, string>,
): { refused: Refusal } => ({ refused: { status, error, message, headers } })

async function lookup(
  c: Ctx,
  companyId: string,
  domain: string,
): Promise<{ cached: boolean; company: EnrichedCompany | null } | { refused: Refusal }> {
  const config = c.get('config')
  const service = serviceClient(config)
  const provider = providerOf(config)
  const cached = await service
    .from('enrichment_cache')
    .select('found, company, fetched_at')
    .eq('domain', domain)
    .eq('provider', provider.id)
    .maybeSingle()
  if (cached.error) return refused(502, 'database', 'The enrichment cache could not be read. Try again.')
  if (cached.data && Date.now() - new Date(cached.data.fetched_at).getTime() < ENRICHMENT_LIMITS.cacheDays * DAY_MS) {
    return { cached: true, company: cached.data.found ? (cached.data.company as EnrichedCompany) : null }
  }
  const claim = await service.rpc('claim_enrichment_lookup', {
    company_id: companyId,
    domain,
    per_minute: ENRICHMENT_LIMITS.perMinute,
    per_day: config.enrichment.dailyLimit,
  })
  if (claim.error) return refused(502, 'database', 'The enrichment limit could not be checked. Try again.')
  if (claim.data) {
    const now = new Date()
    const retryAt = new Date(claim.data)
    const retryAfter = String(Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)))
    const perDay = retryAt.getTime() - now.getTime() > 60_000
    const message = perDay
      ? `Your company has used its ${config.enrichment.dailyLimit} company lookups for today (UTC). Try again after ${retryAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (${waitText(retryAt, now)}).`
      : `Your company has made ${ENRICHMENT_LIMITS.perMinute} company lookups in the last minute. Try again ${waitText(retryAt, now)}.`
    return refused(429, 'rate_limited', message, { 'Retry-After': retryAfter })
  }
  let found: Awaited<ReturnType<EnrichmentProvider['lookup']>>
  try {
    found = await provider.lookup(domain)
  } catch (error) {
    const code = error instanceof EnrichmentError ? error.code : 'unknown'
    console.error(JSON.stringify({ kind: 'enrichment-call-failed', provider: provider.id, code }))
    const message = error instanceof Error ? error.message : String(error)
    return code === 'rate_limited'
      ? refused(429, 'provider_rate_limited', `${message}. Try again in a minute.`, { 'Retry-After': '60' })
      : refused(502, 'provider', message)
  }
  const stored = await service.from('enrichment_cache').upsert(
    {
      domain,
      provider: provider.id,
      found: found.found,
      company: found.found ? found.company : {},
      fetched_at: new Date().toISOString(),
    },
    { onConflict: 'domain' },
  )
  if (stored.error)
    console.error(JSON.stringify({ kind: 'enrichment-cache-write-failed', message: stored.error.message }))
  return { cached: false, company: found.found ? found.company : null }
}

const enrich = enrichment.post('/enrich', jsonBody(EnrichLeadRequestSchema, invalidRequest), async (c) => {
  const { leadId } = c.req.valid('json')
  const config = c.get('config')
  const db = c.get('db')
  const lead = await db
    .from('leads')
    .select('id, company_id, email, company_name, company_size, industry')
    .eq('id', leadId)
    .maybeSingle()
  if (lead.error) throw new ApiError(502, 'database', 'The lead could not be read. Try again.')
  if (!lead.data)
    throw new ApiError(
      404,
      'not_found',
      'Lead not found: it may have been deleted, or it belongs to a company you are not part of.',
    )
  const { company_id: companyId, email } = lead.data
  const columns = {
    company_name: lead.data.company_name,
    company_size: lead.data.company_size,
    industry: lead.data.industry,
  }
  const missing = missingSettings(config)
  if (missing.length)
    throw new ApiError(
      409,
      'not_configured',
      `Lead enrichment is not configured on this deployment: the operator must set ${missing.join(', ')}`,
    )
  const domain = emailDomain(email)
  if (!domain)
    throw new ApiError(
      422,
      'no_domain',
      'This lead has no email address to take a company domain from. Add one, then enrich.',
    )
  if (isFreeMailDomain(domain))
    throw new ApiError(
      422,
      'free_mail',
      `${domain} is a free email provider: it says nothing about the lead’s company, so it is not enriched.`,
    )

  const provider = providerOf(config)
  const found = await lookup(c, companyId, domain)
  if ('refused' in found)
    throw new ApiError(found.refused.status, found.refused.error, found.refused.message, {
      headers: found.refused.headers,
    })
  if (!found.company)
    throw new ApiError(404, 'no_company_found', `No company found: ${provider.name} has no company for ${domain}.`)

  const service = serviceClient(config)
  const existing = await service.from('lead_enrichment_fields').select(FIELDS_SELECT).eq('lead_id', leadId)
  if (existing.error) throw new ApiError(502, 'database', 'The lead’s enriched fields could not be read. Try again.')
  const before = new Map(existing.data.map((f) => [f.field, f]))
  const now = new Date().toISOString()
  const rows = ENRICHED_FIELDS.flatMap((field) => {
    const value = found.company![field]
    if (!value) return []
    const current = isLeadColumn(field) ? columns[field] || null : (before.get(field)?.value ?? null)
    // The same value again: keep the record (and what it replaced), only its date moves.
    if (current === value) return before.has(field) ? [{ ...before.get(field)!, enriched_at: now }] : []
    return [{ field, value, previous_value: current, source: provider.id, enriched_at: now }]
  })
  if (rows.length === 0)
    throw new ApiError(
      404,
      'no_company_found',
      `No company found: ${provider.name} knows ${domain} but has none of its name, size, industry or location.`,
    )
  const written = await service.from('lead_enrichment_fields').upsert(
    rows.map((r) => ({ ...r, lead_id: leadId, company_id: companyId, domain })),
    { onConflict: 'lead_id,field' },
  )
  if (written.error) throw new ApiError(502, 'database', 'The enriched fields could not be saved. Try again.')
  // The lead's own columns change with the member's token: RLS applies and the lead's history says who.
  const changes: Partial<typeof columns> = {}
  for (const { field, value } of rows as { field: EnrichedFieldName; value: string }[])
    if (isLeadColumn(field) && value !== columns[field]) changes[field] = value
  if (Object.keys(changes).length) {
    const updated = await db.from('leads').update(changes).eq('id', leadId)
    if (updated.error) throw new ApiError(502, 'database', 'The lead’s company details could not be saved. Try again.')
  }
  const saved = await service.from('lead_enrichment_fields').select(FIELDS_SELECT).eq('lead_id', leadId)
  if (saved.error) throw new ApiError(502, 'database', 'The lead’s enriched fields could not be read. Try again.')
  const answer: EnrichLeadAnswer = {
    domain,
    provider: provider.name,
    cached: found.cached,
    fields: sortEnrichedFields(saved.data as EnrichedField[]),
  }
  return c.json(answer, 200)
})

export type EnrichmentRoutes = RoutesOf<typeof status> & RoutesOf<typeof enrich>
