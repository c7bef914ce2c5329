// Company enrichment behind one small interface: given an email domain, the company behind it (name,
// size, industry, location) or "no company found". One real provider: People Data Labs' Company
// Enrichment API (https://docs.peopledatalabs.com/docs/reference-company-enrichment-api):
//   GET /v5/company/enrich?website=<domain>&titlecase=true   with the key in the X-Api-Key header
//   200 the company record at the top level ({ status, display_name, name, size, employee_count,
//       industry, location: { name, … }, likelihood, … }); 404 no match (not charged);
//   401/403 a bad key; 402 out of credits; 429 over the account's rate (10 a minute on the free plan).
//   Errors: { status, error: { type, message } }.
// Answers are checked with zod; nothing of the key ever reaches a message (ADR 0020).
import {
  ENRICHMENT_PROVIDERS,
  sizeBucket,
  type EnrichedFieldName,
  type EnrichmentProviderId,
} from '../../shared/schemas/enrichment'
import { z } from '../../shared/zod'

/** What a provider found for a domain: each field's text (the size as a lead's size bucket), or null when it does not know it. */
export type EnrichedCompany = Record<EnrichedFieldName, string | null>
export type EnrichmentLookup = { found: true; company: EnrichedCompany } | { found: false }

export type EnrichmentProvider = {
  id: EnrichmentProviderId
  name: string
  lookup(domain: string): Promise<EnrichmentLookup>
}

export class EnrichmentError extends Error {
  constructor(
    /** The provider's HTTP status (0: never reached). */
    readonly status: number,
    readonly code: 'unreachable' | 'bad_key' | 'no_credits' | 'rate_limited' | 'bad_response' | 'provider_error',
    message: string,
  ) {
    super(message)
  }
}

export const PEOPLEDATALABS_URL = 'https://api.peopledatalabs.com'

const ErrorSchema = z.object({
  error: z.object({ type: z.union([z.string(), z.array(z.string())]).optional(), message: z.string() }),
})

const text = z.string().trim().max(200).nullish()
// The documented Company Schema's base fields this product uses; the rest is ignored.
const CompanySchema = z.object({
  status: z.literal(200),
  name: text,
  display_name: text,
  size: text,
  employee_count: z.number().int().nonnegative().nullish(),
  industry: text,
  location: z.object({ name: text }).nullish(),
})

const orNull = (s: string | null | undefined) => (s?.trim() ? s.trim().slice(0, 200) : null)

/** The four fields from a People Data Labs company record. */
export function fromPeopleDataLabs(record: z.infer<typeof CompanySchema>): EnrichedCompany {
  return {
    company_name: orNull(record.display_name) ?? orNull(record.name),
    company_size: sizeBucket(record.size, record.employee_count),
    industry: orNull(record.industry)?.slice(0, 100) ?? null,
    location: orNull(record.location?.name),
  }
}

export function peopleDataLabs(apiKey: string, baseUrl = PEOPLEDATALABS_URL): EnrichmentProvider {
  const name = ENRICHMENT_PROVIDERS.peopledatalabs
  return {
    id: 'peopledatalabs',
    name,
    async lookup(domain) {
      const url = new URL('/v5/company/enrich', baseUrl)
      url.searchParams.set('website', domain)
      url.searchParams.set('titlecase', 'true')
      let response: Response
      try {
        response = await fetch(url, {
          headers: { 'X-Api-Key': apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(15_000),
        })
      } catch (error) {
        throw new EnrichmentError(
          0,
          'unreachable',
          `${name} could not be reached (${error instanceof Error ? error.message : String(error)})`,
        )
      }
      const json: unknown = await response.json().catch(() => undefined)
      if (response.status === 404) return { found: false }
      if (!response.ok) {
        const said = ErrorSchema.safeParse(json)
        const reason = said.success ? said.data.error.message : `it answered ${response.status}`
        if (response.status === 401 || response.status === 403)
          throw new EnrichmentError(
            response.status,
            'bad_key',
            `${name} refused the API key (PEOPLEDATALABS_API_KEY): ${reason}`,
          )
        if (response.status === 402)
          throw new EnrichmentError(
            402,
            'no_credits',
            `${name} has no enrichment credits left on this account: ${reason}`,
          )
        if (response.status === 429)
          throw new EnrichmentError(429, 'rate_limited', `${name} is limiting this deployment’s requests: ${reason}`)
        throw new EnrichmentError(response.status, 'provider_error', `${name} could not look the company up: ${reason}`)
      }
      const parsed = CompanySchema.safeParse(json)
      if (!parsed.success)
        throw new EnrichmentError(502, 'bad_response', `${name}’s answer was not in its documented shape`)
      return { found: true, company: fromPeopleDataLabs(parsed.data) }
    },
  }
}
