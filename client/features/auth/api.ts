// The auth area's only door to the backend (supabase-js auth). Each call resolves to an error
// message the form can show, or null on success. spec §5, §8 messages are exact.
// supabase-js loads on the first call, not with the page: the sign-in page stays light.
import type { AuthChangeEvent, Session } from '@supabase/supabase-js'

const auth = async () => (await import('../../lib/supabase')).supabase().auth

export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password'
export const UNEXPECTED_LOGIN_ERROR = 'Unexpected login error'
export const LOGIN_FAILED = 'Login failed'
const UNREACHABLE = 'We could not reach the sign-in service. Check your connection and try again.'

const origin = () => window.location.origin

/** The service's own message, except when the request never reached it. */
const serviceMessage = (message: string) => (/failed to fetch|networkerror|load failed/i.test(message) ? UNREACHABLE : message)

async function attempt(run: () => Promise<{ error: { message: string } | null }>): Promise<string | null> {
  try {
    const { error } = await run()
    return error ? serviceMessage(error.message) : null
  } catch (error) {
    return error instanceof Error && error.message ? serviceMessage(error.message) : UNEXPECTED_LOGIN_ERROR
  }
}

export async function signIn(email: string, password: string): Promise<string | null> {
  if (!email || !password) return MISSING_CREDENTIALS
  let signedIn = false
  const failure = await attempt(async () => {
    const { data, error } = await (await auth()).signInWithPassword({ email, password })
    signedIn = Boolean(data.user)
    return { error }
  })
  return failure ?? (signedIn ? null : LOGIN_FAILED)
}

/** Creates the account; `signedIn` when no email confirmation is required (the local default). */
export async function signUp(email: string, password: string, firstName: string, lastName: string) {
  let signedIn = false
  const failure = await attempt(async () => {
    const { data, error } = await (await auth()).signUp({
      email,
      password,
      options: { data: { firstName, lastName }, emailRedirectTo: `${origin()}/email-confirm` },
    })
    signedIn = Boolean(data.session)
    return { error }
  })
  return { failure, signedIn }
}

export const sendPasswordReset = (email: string) =>
  attempt(async () => (await auth()).resetPasswordForEmail(email, { redirectTo: `${origin()}/update-password` }))

export const sendEmailCode = (email: string) =>
  attempt(async () => (await auth()).signInWithOtp({ email, options: { shouldCreateUser: false } }))

export const verifyEmailCode = (email: string, token: string) =>
  attempt(async () => (await auth()).verifyOtp({ email, token, type: 'email' }))

export type EmailLinkType = 'signup' | 'recovery' | 'magiclink' | 'email' | 'email_change' | 'invite'
export const verifyEmailLink = (tokenHash: string, type: EmailLinkType) =>
  attempt(async () => (await auth()).verifyOtp({ token_hash: tokenHash, type }))

export const updatePassword = (password: string) => attempt(async () => (await auth()).updateUser({ password }))

const client = async () => (await import('../../lib/supabase')).supabase()

/** spec §7 profile read: select from profiles, id = user id, exactly one row. */
export async function fetchProfile(userId: string) {
  const { data, error } = await (await client()).from('profiles').select('*').eq('id', userId).single()
  if (error) throw new Error(error.message)
  return data as unknown
}

export async function currentSession() {
  return (await (await auth()).getSession()).data.session
}

export async function onAuthChange(listener: (event: AuthChangeEvent, session: Session | null) => void) {
  return (await auth()).onAuthStateChange(listener).data.subscription
}

export async function signOut(): Promise<string | null> {
  return attempt(async () => (await auth()).signOut())
}
