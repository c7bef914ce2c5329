// Sign in with TikTok's server side, as the service role: the single-use states (with their PKCE
// verifiers and the browser they belong to), and a verified TikTok identity turned into an
// account — the one it is linked to, or a new one — and a one-time sign-in token for it.
//
// The session: supabase-js has no TikTok provider, so the Worker asks the auth server's admin API
// for a magic-link token of the account (generateLink, nothing is emailed) and hands the browser
// only its hash; the browser exchanges it with verifyOtp({ token_hash, type: 'magiclink' }), as it
// does for our emailed links, and supabase-js then holds the session as after any sign-in.
import type { DbClient } from '../../shared/database'
import { TIKTOK_ACCOUNT_EMAIL_DOMAIN, TIKTOK_STATE_MINUTES } from '../../shared/schemas/tiktok-sign-in'
import type { TikTokUser } from './tiktok'
import { sameBrowser, sha256Hex } from './oauth'

export type Intent = 'sign-in' | 'link'
export type StartedState = { intent: Intent; userId: string | null; returnTo: string | null; codeVerifier: string }

/** Records a started sign-in; old rows (over a day) are cleared on the way. */
export async function saveState(
  service: DbClient,
  input: {
    state: string
    browserSecret: string
    codeVerifier: string
    intent: Intent
    userId: string | null
    returnTo: string | null
  },
) {
  const now = Date.now()
  await service
    .from('tiktok_sign_in_states')
    .delete()
    .lt('created_at', new Date(now - 86_400_000).toISOString())
  const { error } = await service.from('tiktok_sign_in_states').insert({
    state_hash: await sha256Hex(input.state),
    browser_hash: await sha256Hex(input.browserSecret),
    code_verifier: input.codeVerifier,
    intent: input.intent,
    user_id: input.userId,
    return_to: input.returnTo,
    expires_at: new Date(now + TIKTOK_STATE_MINUTES * 60_000).toISOString(),
  })
  if (error) throw new Error(`The sign-in could not be started: ${error.message}`)
}

export type TakeResult = { ok: StartedState } | { refused: 'unknown' | 'other-browser' | 'replayed' | 'expired' }

/**
 * The started sign-in this state names, used up: each state answers once. A state of another
 * browser (its cookie missing or different) is refused without using it up, so nobody can spend
 * someone else's sign-in; an expired one is used up too.
 */
export async function takeState(
  service: DbClient,
  state: string,
  browserSecret: string | undefined,
): Promise<TakeResult> {
  const stateHash = await sha256Hex(state)
  const found = await service
    .from('tiktok_sign_in_states')
    .select('browser_hash, code_verifier, intent, user_id, return_to, expires_at, used_at')
    .eq('state_hash', stateHash)
    .maybeSingle()
  if (found.error) throw new Error(found.error.message)
  const row = found.data
  if (!row) return { refused: 'unknown' }
  if (!(await sameBrowser(browserSecret, row.browser_hash))) return { refused: 'other-browser' }
  if (row.used_at) return { refused: 'replayed' }
  // Used up only if nobody else used it in between (two tabs sending the same answer at once).
  const taken = await service
    .from('tiktok_sign_in_states')
    .update({ used_at: new Date().toISOString() })
    .eq('state_hash', stateHash)
    .is('used_at', null)
    .select('state_hash')
  if (taken.error) throw new Error(taken.error.message)
  if (!taken.data?.length) return { refused: 'replayed' }
  if (Date.parse(row.expires_at) <= Date.now()) return { refused: 'expired' }
  return {
    ok: { intent: row.intent as Intent, userId: row.user_id, returnTo: row.return_to, codeVerifier: row.code_verifier },
  }
}

/**
 * The address of an account TikTok created (TIKTOK_ACCOUNT_EMAIL_DOMAIN says why). Derived from the
 * open_id, so the same TikTok user always maps to the same address.
 */
export async function tiktokAccountEmail(openId: string): Promise<string> {
  return `tiktok-${(await sha256Hex(`tiktok:${openId}`)).slice(0, 32)}@${TIKTOK_ACCOUNT_EMAIL_DOMAIN}`
}

/** First and last name from TikTok's display name (the profile shows them; the user can change them). */
function names(displayName: string) {
  const words = displayName.trim().split(/\s+/).filter(Boolean)
  return { firstName: (words[0] ?? 'TikTok user').slice(0, 100), lastName: words.slice(1).join(' ').slice(0, 100) }
}

export type SignedInAccount = { userId: string; email: string; created: boolean }

/** The account this TikTok user signs in to: the linked one, else a new account linked to it. */
export async function accountFor(service: DbClient, user: TikTokUser): Promise<SignedInAccount> {
  const linked = await service.from('tiktok_identities').select('user_id').eq('open_id', user.openId).maybeSingle()
  if (linked.error) throw new Error(linked.error.message)
  const seen = { display_name: user.displayName, avatar_url: user.avatarUrl, last_sign_in_at: new Date().toISOString() }
  if (linked.data) {
    const account = await service.auth.admin.getUserById(linked.data.user_id)
    if (account.error || !account.data.user?.email)
      throw new Error(account.error?.message ?? 'The linked account has no email address')
    await service.from('tiktok_identities').update(seen).eq('user_id', linked.data.user_id)
    return { userId: linked.data.user_id, email: account.data.user.email, created: false }
  }
  const email = await tiktokAccountEmail(user.openId)
  const created = await service.auth.admin.createUser({
    email,
    email_confirm: true,
    user_metadata: { ...names(user.displayName), signed_up_with: 'tiktok' },
  })
  if (created.error || !created.data.user) throw new Error(created.error?.message ?? 'The account could not be created')
  const userId = created.data.user.id
  const link = await service.from('tiktok_identities').insert({ user_id: userId, open_id: user.openId, ...seen })
  if (link.error) {
    // Another sign-in of the same TikTok user linked an account first: this one goes, theirs stays.
    await service.auth.admin.deleteUser(userId)
    throw new Error(link.error.message)
  }
  return { userId, email, created: true }
}

/** Links the TikTok user to a signed-in account; 'taken' when another account has it. */
export async function linkAccount(service: DbClient, userId: string, user: TikTokUser): Promise<'linked' | 'taken'> {
  const owner = await service.from('tiktok_identities').select('user_id').eq('open_id', user.openId).maybeSingle()
  if (owner.error) throw new Error(owner.error.message)
  if (owner.data && owner.data.user_id !== userId) return 'taken'
  const saved = await service.from('tiktok_identities').upsert(
    {
      user_id: userId,
      open_id: user.openId,
      display_name: user.displayName,
      avatar_url: user.avatarUrl,
      linked_at: new Date().toISOString(),
    },
    { onConflict: 'user_id' },
  )
  if (saved.error) throw new Error(saved.error.message)
  return 'linked'
}

/** A one-time magic-link token hash for the account (nothing is emailed). */
export async function signInToken(service: DbClient, email: string): Promise<string> {
  const { data, error } = await service.auth.admin.generateLink({ type: 'magiclink', email })
  if (error || !data.properties?.hashed_token) throw new Error(error?.message ?? 'No sign-in token was issued')
  return data.properties.hashed_token
}
