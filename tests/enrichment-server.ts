// A local People Data Labs for the enrichment tests (backend and Chromium): it answers the documented
// Company Enrichment endpoint, GET /v5/company/enrich?website=…, only with the right key in the
// X-Api-Key header (401 otherwise, PDL's error shape), 404 for a domain it has no company for, 429
// when told to, and records every request. Bound to 127.0.0.1 on a free port.
import { createServer } from 'node:http'
import { listenLocally } from './local-server'

export const PDL_API_KEY = 'pdl-test-key-0001'

/** Records as PDL returns them with titlecase=true (the fields this product reads, plus some it ignores). */
export const PDL_COMPANIES: Record<string, Record<string, unknown>> = {
  'atelierbleu.example': {
    name: 'Atelier Bleu',
    display_name: 'Atelier Bleu',
    size: '11-50',
    employee_count: 45,
    industry: 'Retail',
    location: { name: 'Lyon, Auvergne-Rhône-Alpes, France', locality: 'Lyon', country: 'France' },
    website: 'atelierbleu.example',
    founded: 2014,
    linkedin_url: 'linkedin.com/company/atelier-bleu',
  },
  'summitsports.example': {
    name: 'Summit Sports',
    display_name: 'Summit Sports Co.',
    size: '201-500',
    employee_count: 320,
    industry: 'Sporting Goods',
    location: { name: 'Denver, Colorado, United States', locality: 'Denver', country: 'United States' },
    website: 'summitsports.example',
  },
  'tinyco.example': {
    name: 'Tinyco',
    display_name: null,
    size: null,
    employee_count: 4,
    industry: null,
    location: null,
  },
}

export type PdlRequest = { path: string; query: Record<string, string>; apiKey: string | null }

const err = (status: number, type: string, message: string): [number, unknown] => [
  status,
  { status, error: { type, message } },
]

export async function enrichmentServer() {
  const seen: PdlRequest[] = []
  const state = { rateLimited: false }
  const answer = ({ path, query, apiKey }: PdlRequest): [number, unknown] => {
    if (path !== '/v5/company/enrich') return err(404, 'not_found', `no endpoint ${path}`)
    if (apiKey !== PDL_API_KEY) return err(401, 'authentication_error', 'Invalid API Key')
    if (state.rateLimited)
      return err(429, 'rate_limit_error', 'An error occurred due to requests hitting the API too quick')
    const website = query.website
    if (!website)
      return err(
        400,
        'invalid_request_error',
        'Request object must contain at least one of: pdl_id, name, ticker, website, profile',
      )
    const company = PDL_COMPANIES[website]
    if (!company) return err(404, 'not_found', 'No records were found matching your request')
    return [200, { status: 200, id: `pdl-${website}`, ...company, likelihood: 9 }]
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const request: PdlRequest = {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      apiKey: (req.headers['x-api-key'] as string | undefined) ?? null,
    }
    seen.push(request)
    const [status, body] = req.method === 'GET' ? answer(request) : err(405, 'invalid_request_error', 'GET only')
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
  })
  return { ...(await listenLocally(server)), seen, state }
}
