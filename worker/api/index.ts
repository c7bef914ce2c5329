// /api: one sub-app per capability is mounted here. Unknown API paths answer JSON 404, never a page.
// Every answer is Cache-Control: no-store (a member's data, a one-time URL, a refusal: none may be
// kept by a cache), and every refusal a route throws as an ApiError is answered here (./api-error.ts).
import { Hono } from 'hono'
import type { MergeSchemaPath } from 'hono/types'
import { TELEMETRY_MAX_BYTES } from '../../shared/schemas/telemetry'
import type { AppEnv } from '../env'
import { requestBody } from '../middleware/request-body'
import { answerApiError } from './api-error'
import { admin, type AdminRoutes } from './admin'
import { ai, type AiRoutes } from './ai'
import { billing, type BillingRoutes } from './billing'
import { calendlyWebhook } from './calendly-webhook'
import { enrichment, type EnrichmentRoutes } from './enrichment'
import { health, type HealthRoutes } from './health'
import { integrations, type IntegrationRoutes } from './integrations'
import { notion, type NotionRoutes } from './notion'
import { oauthCallback } from './oauth-callback'
import { stripeWebhook } from './stripe-webhook'
import { telemetry, type TelemetryRoutes } from './telemetry'
import { tiktokSignIn, type TikTokSignInRoutes } from './tiktok-sign-in'

const KB = 1024

/**
 * Each endpoint's body limit, sized to its largest real request with room to spare. The AI requests
 * are a question (≤ 500 characters, up to 6 bytes each when \u-escaped: ~3 KB), a goal (≤ 300) or
 * an instruction (≤ 500); a debate also carries the board pack (up to 60 facts). Telemetry has its
 * own documented cap. Stripe's events carry whole objects (a subscription with its items) and are
 * far below 256 KB. Everything else takes no body (the webhook test send is a bare POST) or a small
 * one (billing's { companyId, plan }).
 */
export const BODY_LIMITS = {
  byPath: {
    '/api/ai/boardroom': 32 * KB,
    '/api/ai/strategies': 8 * KB,
    '/api/ai/ask': 8 * KB,
    '/api/ai/tasks': 8 * KB,
    '/api/log': TELEMETRY_MAX_BYTES,
    '/api/events': TELEMETRY_MAX_BYTES,
    '/api/webhooks/stripe': 256 * KB,
    // Calendly's invitee payload: the invitee, their answers to the booking questions and the event.
    '/api/webhooks/calendly': 64 * KB,
    // TikTok's answer passed on: a state, a code (or an error and TikTok's description of it)
    '/api/auth/tiktok/callback': 4 * KB,
  },
  otherwise: 1 * KB,
}

export const api = new Hono<AppEnv>()
api.use(async function noStore(c, next) {
  await next()
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
})
api.use(requestBody(BODY_LIMITS))
api.route('/health', health)
api.route('/ai', ai)
api.route('/admin', admin)
api.route('/billing', billing)
api.route('/integrations', integrations)
api.route('/notion', notion)
api.route('/enrichment', enrichment)
api.route('/webhooks/stripe', stripeWebhook)
api.route('/webhooks/calendly', calendlyWebhook)
api.route('/oauth', oauthCallback)
api.route('/auth/tiktok', tiktokSignIn)
api.route('/', telemetry)
api.all('*', (c) => c.json({ error: 'not_found', message: `No API endpoint at ${new URL(c.req.url).pathname}` }, 404))
api.onError(answerApiError)

/**
 * The API's type for hono's typed client (client/lib/worker-api.ts imports it as a type only): every
 * route's path, validated input and JSON answers, mounted where api.route() mounts it above. Stripe's
 * webhook is Stripe's to call, not the browser's.
 */
export type ApiType = Hono<
  AppEnv,
  MergeSchemaPath<HealthRoutes, '/health'> &
    MergeSchemaPath<AiRoutes, '/ai'> &
    MergeSchemaPath<AdminRoutes, '/admin'> &
    MergeSchemaPath<BillingRoutes, '/billing'> &
    MergeSchemaPath<IntegrationRoutes, '/integrations'> &
    MergeSchemaPath<NotionRoutes, '/notion'> &
    MergeSchemaPath<TikTokSignInRoutes, '/auth/tiktok'> &
    MergeSchemaPath<EnrichmentRoutes, '/enrichment'> &
    TelemetryRoutes,
  '/'
>
