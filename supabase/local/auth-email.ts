// Emailed tokens: a 6-digit code and its token_hash (GoTrue's sha224 of email + code), stored in the
// user's row, written to auth.local_outbox instead of being sent, verified once within the TTL.
import { createHash, randomInt } from 'node:crypto'
import { allowedRedirect, type AuthConfig } from './auth-config.ts'
import { emailExists, otpExpired } from './auth-errors.ts'
import type { VerifyType } from './auth-input.ts'
import type { AuthMethod } from './auth-sessions.ts'
import { markEmailVerified, requireUserById, userByEmail, type UserRow } from './auth-users.ts'
import type { Tx } from './db.ts'

/** Where a token lives in auth.users: the token column and when it was sent. */
const SLOTS = {
  confirmation: ['confirmation_token', 'confirmation_sent_at'],
  recovery: ['recovery_token', 'recovery_sent_at'],
  otp: ['otp_code', 'otp_sent_at'],
  email_change: ['email_change_token', 'email_change_sent_at'],
  email_change_current: ['email_change_token_current', 'email_change_sent_at'],
} as const
export type Slot = keyof typeof SLOTS

/** Which slots each verification type may consume, in order. */
const SLOTS_FOR: Record<VerifyType, Slot[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  recovery: ['recovery'],
  magiclink: ['otp'],
  email: ['otp', 'confirmation', 'recovery'],
  email_change: ['email_change', 'email_change_current'],
}
const METHOD_FOR: Record<VerifyType, AuthMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email: 'otp',
  email_change: 'email_change',
}

export type EmailKind =
  | 'signup'
  | 'recovery'
  | 'magiclink'
  | 'email_otp'
  | 'email_change'
  | 'email_change_current'
  | 'invite'
/** Subjects match supabase/config.toml [auth.email.template.*] (a backend test checks it). */
export const TEMPLATES: Record<EmailKind, { subject: string; action: string }> = {
  signup: { subject: 'Confirm Your Signup', action: 'Follow this link to confirm your email address' },
  invite: { subject: 'You have been invited', action: 'Follow this link to accept the invite' },
  recovery: { subject: 'Reset Your Password', action: 'Follow this link to reset your password' },
  magiclink: { subject: 'Your Magic Link', action: 'Follow this link to sign in' },
  email_otp: { subject: 'Your Sign-in Code', action: 'Follow this link to sign in' },
  email_change: {
    subject: 'Confirm Email Change',
    action: 'Follow this link to confirm the change of your email address',
  },
  email_change_current: {
    subject: 'Confirm Email Change',
    action: 'Someone asked to move your account to another email address. Follow this link to confirm it was you',
  },
}

export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0')
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex')

export type LinkContext = { config: AuthConfig; redirectTo?: string | null; apiUrl: string }
export type EmailToken = { otp: string; hash: string; link: string; verifyUrl: string; redirectTo: string }

/**
 * A new token in `slot` for the user (replacing any earlier one). `to` is the address it proves
 * (the new address for an email change). Links: the app's page with ?token_hash=…&type=… (redirect_to
 * when allowed, else the site URL + `defaultPath`), and GoTrue's own GET /verify link.
 */
export async function issueEmailToken(
  tx: Tx,
  ctx: LinkContext,
  userId: string,
  slot: Slot,
  to: string,
  type: string,
  defaultPath: string,
): Promise<EmailToken> {
  const otp = newOtp()
  const hash = tokenHash(to, otp)
  const [column, sentAt] = SLOTS[slot]
  await tx.query(`update auth.users set ${column} = $2, ${sentAt} = now() where id = $1`, [userId, hash])
  const redirect = allowedRedirect(ctx.config, ctx.redirectTo)
  const page = new URL(redirect ?? `${ctx.config.siteUrl}${defaultPath}`)
  page.searchParams.set('token_hash', hash)
  page.searchParams.set('type', type)
  // GoTrue falls back to the bare site URL, whose home page has nothing to read the fragment with;
  // the page that handles this kind of link does (the same page as the token_hash link).
  const redirectTo = redirect ?? `${ctx.config.siteUrl}${defaultPath}`
  const verifyUrl = `${ctx.apiUrl}/verify?${new URLSearchParams({ token: hash, type, redirect_to: redirectTo })}`
  return { otp, hash, link: page.toString(), verifyUrl, redirectTo }
}

/** "Sends" the email: one row in auth.local_outbox. */
export async function sendEmail(tx: Tx, to: string, kind: EmailKind, token: EmailToken, config?: AuthConfig) {
  const { subject, action } = TEMPLATES[kind]
  config?.onEmail?.({ to, subject, link: token.link, code: token.otp })
  const body = `${action}:\n${token.link}\n\nOr enter this code: ${token.otp}\n\nThe link and the code work once and expire in one hour.\n(Auth server link: ${token.verifyUrl})\n`
  await tx.query(
    `insert into auth.local_outbox (to_email, kind, subject, body, token, token_hash, link) values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      to,
      kind === 'email_change_current' ? 'email_change' : kind, // both emails of an address change are 'email_change'
      subject,
      body,
      token.otp,
      token.hash,
      token.link,
    ],
  )
}

export async function issueAndSend(tx: Tx, ctx: LinkContext, user: UserRow, kind: EmailKind, to = user.email ?? '') {
  const plan: Record<EmailKind, [Slot, string, string]> = {
    signup: ['confirmation', 'signup', '/email-confirm'],
    invite: ['confirmation', 'invite', '/email-confirm'],
    recovery: ['recovery', 'recovery', '/update-password'],
    magiclink: ['otp', 'magiclink', '/email-confirm'],
    email_otp: ['otp', 'magiclink', '/email-confirm'],
    email_change: ['email_change', 'email_change', '/email-confirm'],
    email_change_current: ['email_change_current', 'email_change', '/email-confirm'],
  }
  const [slot, type, path] = plan[kind]
  const token = await issueEmailToken(tx, ctx, user.id, slot, to, type, path)
  await sendEmail(tx, to, kind, token, ctx.config)
  return token
}

export type VerifyInput = { tokenHash: string } | { email: string; token: string }
export type Verified = { user: UserRow; method: AuthMethod } | { pending: true }

/** GoTrue's answer when one of the two email-change links has been followed. */
export const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email'

/**
 * Starts an email change to `newEmail`: a link to the new address and, with double confirmation
 * (GoTrue's secure email change), one to the current address; both must be followed.
 */
export async function sendEmailChange(tx: Tx, ctx: LinkContext, user: UserRow, newEmail: string) {
  await tx.query(
    `update auth.users set email_change = $2, email_change_confirm_status = 0, email_change_token = null, email_change_token_current = null, updated_at = now() where id = $1`,
    [user.id, newEmail],
  )
  await issueAndSend(tx, ctx, user, 'email_change', newEmail)
  if (ctx.config.doubleConfirmChanges && user.email)
    await issueAndSend(tx, ctx, user, 'email_change_current', user.email)
}

/**
 * Consumes a token of `type`: clears it, confirms the address it proves (applying a pending email
 * change once every required link has been followed), and returns the user and how they signed in,
 * or `pending` when the other email-change link is still to be followed. Unknown, used and expired
 * tokens all fail with otp_expired, as GoTrue's do.
 */
export async function consumeEmailToken(
  tx: Tx,
  config: AuthConfig,
  type: VerifyType,
  input: VerifyInput,
): Promise<Verified> {
  const hash = 'tokenHash' in input ? input.tokenHash : tokenHash(input.email, input.token)
  for (const slot of SLOTS_FOR[type]) {
    const [column, sentAt] = SLOTS[slot]
    const { rows } = await tx.query<{
      id: string
      email: string | null
      email_change: string | null
      confirmed: number
      sent_at: Date | null
    }>(
      `select id, email, email_change, email_change_confirm_status as confirmed, ${sentAt} as sent_at from auth.users where ${column} = $1 and deleted_at is null`,
      [hash],
    )
    const row = rows[0]
    if (!row) continue
    if ('email' in input) {
      const proves = (slot === 'email_change' ? row.email_change : row.email)?.toLowerCase()
      if (proves !== input.email.toLowerCase()) continue
    }
    if (!row.sent_at || row.sent_at.getTime() + config.otpTtlS * 1000 < Date.now()) throw otpExpired()
    await tx.query(`update auth.users set ${column} = null where id = $1`, [row.id])
    const isChange = slot === 'email_change' || slot === 'email_change_current'
    if (isChange && config.doubleConfirmChanges && row.confirmed === 0 && row.email) {
      await tx.query(`update auth.users set email_change_confirm_status = 1 where id = $1`, [row.id])
      return { pending: true }
    }
    if (isChange) {
      const newEmail = row.email_change
      if (!newEmail) throw otpExpired()
      const taken = await userByEmail(tx, newEmail)
      if (taken && taken.id !== row.id) throw emailExists()
      await tx.query(
        `update auth.users set email_change = null, email_change_sent_at = null, email_change_token = null, email_change_token_current = null, email_change_confirm_status = 0 where id = $1`,
        [row.id],
      )
      await markEmailVerified(tx, row.id, newEmail)
    } else if (row.email) {
      await markEmailVerified(tx, row.id, row.email)
    }
    return { user: await requireUserById(tx, row.id), method: METHOD_FOR[type] }
  }
  throw otpExpired()
}
