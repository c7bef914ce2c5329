// The auth area's only door to the backend (supabase-js auth and the spec §7 profile read). spec
// §5, §8 messages are exact. supabase-js loads on first use, never with a page: the sign-in page
// stays light and the dashboard renders from the stored session first (stored-session.ts).
import { signupAttribution } from '../../app/attribution'
import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { isUnreachable, throwIfError } from '../../lib/errors'
import { type AuthUserLike, landingPath, type Profile, profileFromSession } from './app-user'

export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password'
export const UNEXPECTED_LOGIN_ERROR = 'Unexpected login error'
export const LOGIN_FAILED = 'Login failed'
const UNREACHABLE = 'We could not reach the sign-in service. Check your connection and try again.'
const LINK_FAILED = 'This link is invalid or has expired. Ask for a new one.'

type ServiceError = { message: string } | null

/** What the auth area uses of the supabase-js client; unit tests pass a fake of this shape. */
export type AuthClient = {
  auth: {
    getSession(): Promise<{ data: { session: Session | null }; error?: unknown }>
    onAuthStateChange(listener: (event: AuthChangeEvent, session: Session | null) => void): {
      data: { subscription: { unsubscribe(): void } }
    }
    signInWithPassword(credentials: {
      email: string
      password: string
    }): Promise<{ data: { user: AuthUserLike | null }; error: ServiceError }>
    signOut(): Promise<{ error: ServiceError }>
  }
  from(table: 'profiles'): {
    select(columns: '*'): {
      eq(
        column: 'id',
        value: string,
      ): { single(): PromiseLike<{ data: unknown; error: (ServiceError & { code?: string }) | null; status?: number }> }
    }
  }
}
export type LoadClient = () => Promise<AuthClient>

/** The browser's supabase-js client, loaded on first use (seen through AuthClient). */
export const loadClient: LoadClient = async () => {
  const client = (await import('../../lib/supabase')).supabase()
  return {
    auth: client.auth,
    from: (table) => ({
      select: (columns) => ({
        eq: (column, value) => ({ single: () => client.from(table).select(columns).eq(column, value).single() }),
      }),
    }),
  }
}
const auth = async () => (await import('../../lib/supabase')).supabase().auth

const origin = () => window.location.origin

/** The service's own message, except when the request never reached it. */
const serviceMessage = (message: string) =>
  /failed to fetch|networkerror|load failed/i.test(message) ? UNREACHABLE : message
const thrownMessage = (error: unknown) =>
  error instanceof Error && error.message ? serviceMessage(error.message) : UNEXPECTED_LOGIN_ERROR

async function attempt(run: () => Promise<{ error: ServiceError }>): Promise<string | null> {
  try {
    const { error } = await run()
    return error ? serviceMessage(error.message) : null
  } catch (error) {
    return thrownMessage(error)
  }
}

/**
 * spec §5, §8 password sign-in: the signed-in auth user, or the message to show — the service's,
 * an exception's ('Unexpected login error' without one), or 'Login failed' when no user came back.
 */
export async function passwordSignIn(
  client: AuthClient,
  email: string,
  password: string,
): Promise<{ user: AuthUserLike } | { failure: string }> {
  if (!email || !password) return { failure: MISSING_CREDENTIALS }
  try {
    const { data, error } = await client.auth.signInWithPassword({ email, password })
    if (error) return { failure: serviceMessage(error.message) }
    return data.user ? { user: data.user } : { failure: LOGIN_FAILED }
  } catch (error) {
    // spec §8: an exception gives its own message, word for word, or 'Unexpected login error'.
    return { failure: error instanceof Error && error.message ? error.message : UNEXPECTED_LOGIN_ERROR }
  }
}

/** Signs in; the message to show, or null once signed in. */
export async function signIn(email: string, password: string, load: LoadClient = loadClient): Promise<string | null> {
  if (!email || !password) return MISSING_CREDENTIALS
  const result = await passwordSignIn(await load(), email, password)
  return 'failure' in result ? result.failure : null
}

/** spec §7 profile read: select from profiles, id = user id, exactly one row; validated. */
export async function fetchProfile(client: AuthClient, userId: string): Promise<Profile> {
  const [{ ProfileSchema }, { data, error, status }] = await Promise.all([
    import('./profile'),
    client.from('profiles').select('*').eq('id', userId).single(),
  ])
  // with its status: an outage (0, 5xx) is told apart from a refusal (lib/errors isUnreachable)
  throwIfError(error, status)
  return ProfileSchema.parse(data)
}

/** Creates the account; `signedIn` when no email confirmation is required (the local default). */
export async function signUp(email: string, password: string, firstName: string, lastName: string) {
  let signedIn = false
  const failure = await attempt(async () => {
    const { data, error } = await (await auth()).signUp({
      email,
      password,
      // With Marketing consent, the campaign that brought the visitor (the database records it).
      options: {
        data: { firstName, lastName, attribution: signupAttribution() ?? undefined },
        emailRedirectTo: `${origin()}/email-confirm`,
      },
    })
    signedIn = Boolean(data.session)
    return { error }
  })
  return { failure, signedIn }
}

export const sendPasswordReset = (email: string) =>
  attempt(async () => (await auth()).resetPasswordForEmail(email, { redirectTo: `${origin()}/update-password` }))

/**
 * Emails a sign-in code to an address that has an account. Hosted GoTrue answers 422 otp_disabled
 * for an address without one; the local backend answers alike for both. Either way the page says
 * the same, so it never tells anyone which addresses have an account.
 */
export const sendEmailCode = (email: string) =>
  attempt(async () => {
    const { error } = await (await auth()).signInWithOtp({ email, options: { shouldCreateUser: false } })
    return { error: error && 'code' in error && error.code === 'otp_disabled' ? null : error }
  })

export const verifyEmailCode = (email: string, token: string) =>
  attempt(async () => (await auth()).verifyOtp({ email, token, type: 'email' }))

/**
 * Where the session just opened (an emailed code) lands without a return path (app-user.ts
 * landingPath): its profile says the role and company; unread, the session's role claim decides.
 */
export async function signedInLanding(load: LoadClient = loadClient): Promise<string> {
  try {
    const client = await load()
    const user = (await readSession(client))?.user
    if (!user) return '/dashboard'
    return landingPath(await fetchProfile(client, user.id).catch(() => profileFromSession(user)))
  } catch {
    return '/dashboard'
  }
}

export const updatePassword = (password: string) => attempt(async () => (await auth()).updateUser({ password }))

/** What following an emailed link did. */
export type LinkOutcome =
  | { status: 'none' }
  | { status: 'confirmed'; type: string | null }
  | { status: 'pending'; message: string }
  | { status: 'failed'; message: string }

export type EmailLinkType = 'signup' | 'recovery' | 'magiclink' | 'email' | 'email_change' | 'invite'

/** GoTrue's answer to the first of the two links of an email change (double confirmation). */
export const OTHER_LINK_PENDING = 'Confirmation link accepted. Please proceed to confirm link sent to the other email'

/** Our own email templates' link (?token_hash=…&type=…): verified here, which signs the user in. */
export async function verifyEmailLink(tokenHash: string, type: EmailLinkType): Promise<LinkOutcome> {
  try {
    const { data, error } = await (await auth()).verifyOtp({ token_hash: tokenHash, type })
    if (error) return { status: 'failed', message: serviceMessage(error.message) }
    if (data.session) return { status: 'confirmed', type }
    return type === 'email_change'
      ? { status: 'pending', message: OTHER_LINK_PENDING }
      : { status: 'failed', message: LINK_FAILED }
  } catch (error) {
    return { status: 'failed', message: thrownMessage(error) }
  }
}

/**
 * The auth server's own link (GoTrue's default templates, the local backend's "Auth server link"):
 * GET /verify redirects here with the session (#access_token=…&type=…), the failure
 * (#error=…&error_description=…) or a notice (#message=…) in the fragment. supabase-js
 * (detectSessionInUrl) stores the session and clears the fragment; the rest is read here.
 */
export async function sessionFromRedirect(): Promise<LinkOutcome> {
  const params = new URLSearchParams(window.location.hash.slice(1))
  const clearFragment = () => history.replaceState(history.state, '', `${location.pathname}${location.search}`)
  if (params.has('access_token')) {
    try {
      const client = await auth()
      const { error } = await client.initialize()
      const { data } = await client.getSession()
      clearFragment()
      if (error || !data.session)
        return { status: 'failed', message: error ? serviceMessage(error.message) : LINK_FAILED }
      return { status: 'confirmed', type: params.get('type') }
    } catch (error) {
      return { status: 'failed', message: thrownMessage(error) }
    }
  }
  if (params.has('error') || params.has('error_description') || params.has('error_code')) {
    clearFragment()
    return { status: 'failed', message: params.get('error_description') || LINK_FAILED }
  }
  if (params.has('message')) {
    clearFragment()
    return { status: 'pending', message: params.get('message')! }
  }
  return { status: 'none' }
}

/**
 * The session; throws when it cannot be known (a refresh that could not reach the server), so the
 * caller keeps what the stored session said instead of signing the user out during an outage.
 */
export async function readSession(client: AuthClient): Promise<Session | null> {
  const { data, error } = await client.auth.getSession()
  if (!data.session && isUnreachable(error)) throw error
  return data.session
}

export function onSessionChange(
  client: AuthClient,
  listener: (event: AuthChangeEvent, session: Session | null) => void,
) {
  return client.auth.onAuthStateChange(listener).data.subscription
}
