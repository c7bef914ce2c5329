// /api/admin/webhooks: the edge half of /admin/webhooks (mounted under /api/admin, so only a
// platform admin gets here). Listing, adding, pausing and deleting happen in the browser under RLS;
// sending needs the signing secret and a server that makes the request, so it happens here.
//   POST /api/admin/webhooks/:id/test   sign and send a webhook.test event, record the delivery
//
// The Worker acts with the admin's own token: it reads the webhook under RLS, gets the secret from
// webhook_signing_secret() (security definer, platform admins only) and inserts the delivery under
// the "sending admin" policy. No service-role key is involved, and the secret never leaves the
// Worker. Why a target may be refused: ./webhook-delivery.ts.
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from '../../shared/zod'
import type { MemberEnv } from '../middleware/member'
import type { RoutesOf } from './validate'
import { deliver, resolvedRefusal, targetRefusal } from './webhook-delivery'
import { ApiError } from './api-error'

export const webhooks = new Hono<MemberEnv>()

const gone = (): never => {
  throw new ApiError(404, 'not_found', 'This webhook no longer exists.')
}

// A webhook id that is not a uuid names no webhook: the same 404 as a deleted one.
const WebhookParam = z.object({ id: z.uuid() })

const test = webhooks.post(
  '/:id/test',
  zValidator('param', WebhookParam, (result) => (result.success ? undefined : gone())),
  async (c) => {
    const { id } = c.req.valid('param')
    const db = c.get('db')
    const hook = await db.from('webhooks').select('id, url').eq('id', id).maybeSingle()
    if (hook.error) throw new ApiError(502, 'database', hook.error.message)
    if (!hook.data) return gone()
    const { url } = hook.data

    const appEnv = c.get('config').appEnv
    const refusal = targetRefusal(url, appEnv) ?? (appEnv === 'production' ? await resolvedRefusal(url) : null)
    if (refusal) throw new ApiError(422, 'target_refused', refusal)

    const secret = await db.rpc('webhook_signing_secret', { webhook_id: id })
    if (secret.error || typeof secret.data !== 'string')
      throw new ApiError(502, 'database', secret.error?.message ?? 'This webhook has no signing secret.')

    const outcome = await deliver(url, secret.data, 'webhook.test', {
      webhook_id: id,
      message: 'A test event sent from Boardroom’s admin area. No action is needed.',
    })
    const saved = await db
      .from('webhook_deliveries')
      .insert({ webhook_id: id, event: 'webhook.test', ...outcome })
      .select('id, webhook_id, event, status_code, ok, duration_ms, error, created_at')
      .single()
    // deleted while the request was in flight (23503), or the database refused: the send still happened
    if (saved.error)
      throw new ApiError(
        502,
        'database',
        `The event was sent but its delivery could not be recorded: ${saved.error.message}`,
      )
    return c.json({ delivery: saved.data }, 200)
  },
)

export type WebhookRoutes = RoutesOf<typeof test>
