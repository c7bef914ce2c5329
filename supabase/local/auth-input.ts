// Request bodies as supabase-js sends them, validated with zod. Unknown fields (captcha tokens,
// PKCE parameters) are accepted and ignored; a wrong type is a 400, never a 5xx.
import type { Context } from 'hono'
import { z } from 'zod'
import { findRefusedText, refusedTextMessage, textProblem } from '../../shared/control-characters.ts'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth-config.ts'
import { apiError, validationFailed } from './auth-errors.ts'
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts'

const meta = z.record(z.string(), z.unknown())
const str = z.string().max(4096)
const opt = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined)

export const SignupBody = z.looseObject({ email: opt(str), phone: opt(str), password: opt(str), data: opt(meta) })
export const PasswordGrantBody = z.looseObject({ email: opt(str), phone: opt(str), password: opt(str) })
export const RefreshGrantBody = z.looseObject({ refresh_token: str })
export const EmailBody = z.looseObject({ email: opt(str), phone: opt(str) })
export const OtpBody = z.looseObject({
  email: opt(str),
  phone: opt(str),
  data: opt(meta),
  create_user: opt(z.boolean()),
})
export const EMAIL_VERIFY_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const
export type VerifyType = (typeof EMAIL_VERIFY_TYPES)[number]
export const VerifyBody = z.looseObject({
  type: z.enum(EMAIL_VERIFY_TYPES, { error: 'Verify requires a verification type' }),
  token_hash: opt(str),
  token: opt(str),
  email: opt(str),
  redirect_to: opt(str),
})
export const ResendBody = z.looseObject({
  type: z.enum(['signup', 'email_change', 'sms', 'phone_change']),
  email: opt(str),
  phone: opt(str),
})
export const UserUpdateBody = z.looseObject({
  email: opt(str),
  phone: opt(str),
  password: opt(str),
  data: opt(meta),
  nonce: opt(str),
})
export const AdminUserBody = z.looseObject({
  email: opt(str),
  phone: opt(str),
  password: opt(str),
  email_confirm: opt(z.boolean()),
  phone_confirm: opt(z.boolean()),
  user_metadata: opt(meta),
  app_metadata: opt(meta),
  ban_duration: opt(str),
  id: opt(z.uuid()),
})
export const GenerateLinkBody = z.looseObject({
  type: z.enum(['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new']),
  email: str,
  new_email: opt(str),
  password: opt(str),
  data: opt(meta),
  redirect_to: opt(str),
  redirectTo: opt(str),
})
export const InviteBody = z.looseObject({ email: str, data: opt(meta) })
export const DeleteUserBody = z.looseObject({ should_soft_delete: opt(z.boolean()) })
export const Uuid = z.uuid()
export const ListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  per_page: z.coerce.number().int().min(1).max(1000).catch(50),
})

/** A query parameter, refused like a body field when it holds a control character or a lone surrogate. */
export function queryParam(c: Context, name: string): string | undefined {
  const value = c.req.query(name)
  const problem = value === undefined ? null : textProblem(value)
  if (problem) throw validationFailed(`${name} contains ${problem}`)
  return value
}

/** The JSON body parsed with `schema`; an empty body counts as `{}`. */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let raw: unknown = {}
  const text = await c.req.text()
  if (text.trim()) {
    // Metadata is stored as given and re-encoded: a few thousand levels would overflow the stack.
    if (nestsDeeperThan(text))
      throw validationFailed(`The request body nests JSON deeper than ${MAX_JSON_DEPTH} levels`)
    try {
      raw = JSON.parse(text)
    } catch (error) {
      throw apiError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`)
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw apiError(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
  // NUL would reach Postgres (22P05, a 500) and a lone surrogate is not UTF-8: no field may hold them.
  const refused = findRefusedText(raw)
  if (refused) throw validationFailed(refusedTextMessage(refused))
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    throw validationFailed(`${where}${issue?.message ?? 'Invalid request body'}`)
  }
  return parsed.data
}

// GoTrue's check: something@something.tld, at most 255 characters; stored lower case.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

export function normalizeEmail(email: string): string {
  const trimmed = email.trim()
  if (trimmed.length > 255 || !EMAIL_RE.test(trimmed))
    throw validationFailed('Unable to validate email address: invalid format')
  return trimmed.toLowerCase()
}

/**
 * GoTrue's length rules, counted in UTF-8 bytes as Go's len() counts them: bcrypt reads only the
 * first 72 bytes, so a longer password (72 characters of accented letters are ~144 bytes) would
 * silently match any password sharing those bytes. The messages are GoTrue's, which say characters.
 */
export function checkPassword(password: string): void {
  const bytes = Buffer.byteLength(password, 'utf8')
  if (bytes < MIN_PASSWORD_LENGTH) {
    throw apiError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    })
  }
  if (bytes > MAX_PASSWORD_LENGTH)
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`)
}

/** A Go duration as GoTrue's ban_duration takes it ("24h", "1h30m", "876000h"), in milliseconds; "none" = 0. */
export function parseBanDuration(value: string): number {
  if (value === 'none') return 0
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)]
  if (!parts.length || parts.map((p) => p[0]).join('') !== value)
    throw validationFailed('invalid format for ban duration')
  return parts.reduce((sum, p) => sum + Number(p[1]) * units[p[2]], 0)
}

/** The public URL of this auth API (…/auth/v1), as links and the `iss` claim name it. */
export function apiUrl(c: Context): string {
  const url = new URL(c.req.url)
  const at = url.pathname.indexOf('/auth/v1')
  return url.origin + (at >= 0 ? url.pathname.slice(0, at + '/auth/v1'.length) : '')
}
