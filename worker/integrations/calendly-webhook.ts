// Calendly's webhook deliveries (https://developer.calendly.com/api-docs/overview/webhooks/webhook-signatures):
// the header `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex>` is HMAC-SHA256 of `<t>.<raw body>`
// with the OAuth app's webhook signing key; Calendly advises refusing timestamps older than three
// minutes (a replayed delivery). A booked meeting (invitee.created) becomes a call on the company's
// lead with the invitee's email, or on a new lead (source calendly); a cancellation
// (invitee.canceled) is marked on that call.
import type { DbClient } from '../../shared/database'
import { z } from '../../shared/zod'

/** Calendly's advice: three minutes between signing and receipt, either way (clock skew). */
export const SIGNATURE_TOLERANCE_SECONDS = 180

const enc = new TextEncoder()

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')

/** HMAC-SHA256(key, `${t}.${body}`) as lowercase hex: what Calendly puts in v1. */
export async function calendlySignature(key: string, timestamp: string, body: string): Promise<string> {
  const hmac = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return hex(await crypto.subtle.sign('HMAC', hmac, enc.encode(`${timestamp}.${body}`)))
}

function equalTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

export type SignatureCheck = { ok: true } | { ok: false; status: 400 | 401; message: string }

/** Whether the delivery was signed with the key within the tolerance; why not otherwise. */
export async function verifyCalendlySignature(
  key: string,
  header: string | undefined,
  body: string,
  now = Date.now(),
): Promise<SignatureCheck> {
  if (!header) return { ok: false, status: 401, message: 'The Calendly-Webhook-Signature header is missing' }
  const parts = header.split(',').map((p) => p.trim().split('='))
  const t = parts.find(([k]) => k === 't')?.[1]
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '')
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0)
    return {
      ok: false,
      status: 400,
      message: 'The Calendly-Webhook-Signature header is not in the form t=<timestamp>,v1=<signature>',
    }
  if (Math.abs(now / 1000 - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) {
    return {
      ok: false,
      status: 401,
      message: `The Calendly signature's timestamp is more than ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes away from now: a stale or replayed delivery`,
    }
  }
  const expected = await calendlySignature(key, t, body)
  if (!signatures.some((s) => equalTime(s.toLowerCase(), expected)))
    return { ok: false, status: 401, message: 'The Calendly signature does not match this delivery' }
  return { ok: true }
}

// ---- the event (Calendly's Invitee payload, the fields this product uses) ----

const InviteeSchema = z
  .object({
    uri: z.string().url().max(500),
    email: z.string().trim().toLowerCase().email().max(320),
    name: z.string().max(300).nullable().optional(),
    first_name: z.string().max(100).nullable().optional(),
    last_name: z.string().max(100).nullable().optional(),
    created_at: z.string().datetime({ offset: true }).optional(),
    scheduled_event: z
      .object({
        uri: z.string().url().max(500).optional(),
        name: z.string().max(300).nullable().optional(),
        start_time: z.string().datetime({ offset: true }),
        end_time: z.string().datetime({ offset: true }),
      })
      .loose(),
    cancellation: z
      .object({
        canceled_by: z.string().max(300).nullable().optional(),
        reason: z.string().nullable().optional(),
        created_at: z.string().datetime({ offset: true }).optional(),
      })
      .loose()
      .nullable()
      .optional(),
  })
  .loose()

export const CalendlyEventSchema = z
  .object({ event: z.string().max(100), created_at: z.string().datetime({ offset: true }), payload: z.unknown() })
  .loose()
export const HANDLED_EVENTS = ['invitee.created', 'invitee.canceled'] as const

export type Applied = {
  outcome: 'call_created' | 'call_and_lead_created' | 'call_cancelled' | 'already_recorded'
  callId: string
  leadId: string
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** Splits "Ada Lovelace" when Calendly gives only the full name. */
function nameParts(invitee: z.infer<typeof InviteeSchema>): { first: string; last: string } {
  if (invitee.first_name || invitee.last_name)
    return { first: (invitee.first_name ?? '').slice(0, 100), last: (invitee.last_name ?? '').slice(0, 100) }
  const full = (invitee.name ?? '').trim()
  const at = full.lastIndexOf(' ')
  return at > 0
    ? { first: full.slice(0, at).slice(0, 100), last: full.slice(at + 1).slice(0, 100) }
    : { first: full.slice(0, 100), last: '' }
}

async function leadFor(
  db: DbClient,
  companyId: string,
  invitee: z.infer<typeof InviteeSchema>,
): Promise<{ id: string; created: boolean }> {
  const find = () =>
    db
      .from('leads')
      .select('id')
      .eq('company_id', companyId)
      .ilike('email', escapeLike(invitee.email))
      .limit(1)
      .maybeSingle()
  const found = await find()
  if (found.error) throw new Error(found.error.message)
  if (found.data) return { id: found.data.id, created: false }
  const { first, last } = nameParts(invitee)
  const event = invitee.scheduled_event.name ? `“${invitee.scheduled_event.name}”` : 'a meeting'
  const inserted = await db
    .from('leads')
    .insert({
      company_id: companyId,
      email: invitee.email,
      first_name: first,
      last_name: last,
      source: 'calendly',
      status: 'new',
      notes: `Booked ${event} through Calendly.`.slice(0, 5000),
    })
    .select('id')
    .single()
  if (!inserted.error) return { id: inserted.data.id, created: true }
  // Another delivery created the same lead a moment ago (one lead per email in a company).
  if (inserted.error.code === '23505') {
    const again = await find()
    if (again.data) return { id: again.data.id, created: false }
  }
  throw new Error(inserted.error.message)
}

const minutesBetween = (start: string, end: string) =>
  Math.max(0, Math.min(600, Math.round((Date.parse(end) - Date.parse(start)) / 60_000)))

/** The call row for a booking, as the Worker writes it. */
function bookedCall(companyId: string, leadId: string, invitee: z.infer<typeof InviteeSchema>, bookedAt: string) {
  const when = invitee.scheduled_event.start_time
  // A call cannot be dated in the future: it is dated when the meeting was booked; scheduled_for says when it takes place.
  const occurred = Math.min(Date.parse(invitee.created_at ?? bookedAt), Date.now())
  return {
    company_id: companyId,
    lead_id: leadId,
    direction: 'inbound',
    outcome: 'meeting_booked',
    duration_minutes: minutesBetween(when, invitee.scheduled_event.end_time),
    notes: `Booked through Calendly: ${invitee.scheduled_event.name ?? 'a meeting'}.`.slice(0, 2000),
    occurred_at: new Date(occurred).toISOString(),
    source: 'calendly',
    external_ref: invitee.uri,
    scheduled_for: when,
  }
}

/**
 * Applies one signed event to the company's CRM with the service role. Returns null for events this
 * product does not use, or throws a ZodError when the payload is not Calendly's Invitee shape.
 */
export async function applyCalendlyEvent(
  db: DbClient,
  companyId: string,
  event: z.infer<typeof CalendlyEventSchema>,
): Promise<Applied | null> {
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.event)) return null
  const invitee = InviteeSchema.parse(event.payload)
  const existing = await db
    .from('calls')
    .select('id, lead_id, cancelled_at')
    .eq('company_id', companyId)
    .eq('external_ref', invitee.uri)
    .maybeSingle()
  if (existing.error) throw new Error(existing.error.message)

  if (event.event === 'invitee.created') {
    if (existing.data)
      return { outcome: 'already_recorded', callId: existing.data.id, leadId: existing.data.lead_id ?? '' }
    const lead = await leadFor(db, companyId, invitee)
    const call = await db
      .from('calls')
      .insert(bookedCall(companyId, lead.id, invitee, event.created_at))
      .select('id')
      .single()
    if (call.error) throw new Error(call.error.message)
    return { outcome: lead.created ? 'call_and_lead_created' : 'call_created', callId: call.data.id, leadId: lead.id }
  }

  // invitee.canceled: the booking's call is marked; a booking made before the connection gets its call now.
  const cancelledAt = invitee.cancellation?.created_at ?? event.created_at
  const reason = [
    invitee.cancellation?.canceled_by ? `Cancelled by ${invitee.cancellation.canceled_by}` : 'Cancelled',
    invitee.cancellation?.reason?.trim(),
  ]
    .filter(Boolean)
    .join(': ')
    .slice(0, 500)
  let callId = existing.data?.id
  let leadId = existing.data?.lead_id ?? ''
  if (!callId) {
    const lead = await leadFor(db, companyId, invitee)
    leadId = lead.id
    const call = await db
      .from('calls')
      .insert(bookedCall(companyId, lead.id, invitee, event.created_at))
      .select('id')
      .single()
    if (call.error) throw new Error(call.error.message)
    callId = call.data.id
  }
  const updated = await db.from('calls').update({ cancelled_at: cancelledAt, cancel_reason: reason }).eq('id', callId)
  if (updated.error) throw new Error(updated.error.message)
  return { outcome: 'call_cancelled', callId, leadId }
}
