// spec §4 auth state: loading → initialized, authenticated when a user is present. A session change
// loads the profile or clears the user; login success sets the user and clears the error; login
// failure stores the service's message; sign-out clears the user (an error is logged and ignored).
// spec §8: a profile fetch error is only logged and the user is left unchanged. When it failed
// because the server cannot be reached, `profileUnavailable` says so (screens then show the outage,
// never "set up your company", which the provisional user's missing company would suggest) and the
// profile is read again on the queries' back-off (2 s, 4 s, … 30 s) and on reconnect until it loads.
//
// In the app (followSession) the stored session gives the user at once — the layout renders before
// supabase-js has loaded — and supabase-js then confirms it and the profile row replaces it. On the
// sign-in page (followSession false) nothing loads until the visitor signs in.
//
// The provider holds the session's user only; the profile row lives in ONE store (ProfileStore):
// in the app, the query cache under the key every screen reads (client/lib/profile.ts), so an edit
// saved there shows in the header, the dashboard and the boardroom at once; on the sign-in pages,
// which have no query client, a store of the provider's own.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { retryDelay } from '../../app/query-client'
import { isUnreachable } from '../../lib/errors'
import { logger } from '../../lib/logger'
import {
  fetchProfile,
  loadClient,
  onSessionChange,
  passwordSignIn,
  readSession,
  UNEXPECTED_LOGIN_ERROR,
  type AuthClient,
  type LoadClient,
} from './api'
import { profileFromSession, toAppUser, type AppUser, type AuthUserLike, type Profile } from './app-user'
import { readStoredSession } from './stored-session'

export type LoginResult = { success: true; user: AppUser } | { success: false; error: string }

export type AuthContextValue = {
  user: AppUser | null
  loading: boolean
  initialized: boolean
  isAuthenticated: boolean
  error: string | null
  /** Defaults to true (spec §4). */
  emailVerified: boolean
  /** Never set (spec §4). */
  sessionExpired: boolean
  /** True from an explicit sign-out until the page leaves (guards then do not redirect). */
  signingOut: boolean
  /** The profile row could not be read because the server is unreachable; it is being retried. */
  profileUnavailable: boolean
  login(email: string, password: string): Promise<LoginResult>
  logout(): Promise<void>
  refreshProfile(): Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export const AUTH_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
] as const

/** The user as the session alone describes it, until the profile row is read. */
const provisionalUser = (authUser: AuthUserLike) => toAppUser(authUser, profileFromSession(authUser))

/** Where the signed-in user's profile row is kept: read from the database, peeked, watched. */
export type ProfileStore = {
  /** Reads the row afresh and keeps it; rejects (leaving what was kept) when it cannot be read. */
  read(client: AuthClient, userId: string): Promise<Profile>
  /** The kept row, the same object until it changes. */
  peek(userId: string): Profile | undefined
  subscribe(onChange: () => void): () => void
}

/** A store of the provider's own, for where no query client is (the sign-in pages). */
export function createLocalProfileStore(): ProfileStore {
  const rows = new Map<string, Profile>()
  const listeners = new Set<() => void>()
  return {
    async read(client, userId) {
      const row = await fetchProfile(client, userId)
      rows.set(userId, row)
      for (const l of listeners) l()
      return row
    },
    peek: (userId) => rows.get(userId),
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
  }
}

export type AuthProviderProps = {
  children: ReactNode
  /** Follow the stored session and its changes (the app); false loads nothing until login/logout. */
  followSession?: boolean
  /** Loads the supabase-js client (a stable function; tests pass a fake). */
  client?: LoadClient
  /** Where the profile row is kept (the app passes the query cache's, client/lib/profile.ts). */
  profiles?: ProfileStore
}

export function AuthProvider({
  children,
  followSession = true,
  client: load = loadClient,
  profiles: given,
}: AuthProviderProps) {
  const [stored] = useState(() => (followSession ? readStoredSession() : null))
  const [ownProfiles] = useState(createLocalProfileStore)
  const profiles = given ?? ownProfiles
  const [authUser, setAuthUser] = useState<AuthUserLike | null>(() => stored?.user ?? null)
  const profile = useSyncExternalStore(
    profiles.subscribe,
    () => (authUser ? profiles.peek(authUser.id) : undefined),
    () => undefined,
  )
  const user = useMemo(
    () => (authUser ? toAppUser(authUser, profile ?? profileFromSession(authUser)) : null),
    [authUser, profile],
  )
  const [loading, setLoading] = useState(followSession)
  // A stored session is an answer already: the guard lets the app render while it is confirmed.
  const [initialized, setInitialized] = useState(stored !== null)
  const [error, setError] = useState<string | null>(null)
  const [signingOut, setSigningOut] = useState(false)
  const [profileUnavailable, setProfileUnavailable] = useState(false)
  // Each session change numbers itself; a profile that arrives after a newer change is dropped.
  const change = useRef(0)

  /** The user with their profile row; null (logged, user unchanged) when the row cannot be read. */
  const loadUser = useCallback(
    async (client: AuthClient, authUser: AuthUserLike): Promise<AppUser | null> => {
      const mine = ++change.current
      try {
        const next = toAppUser(authUser, await profiles.read(client, authUser.id))
        if (mine === change.current) {
          setAuthUser(authUser)
          setProfileUnavailable(false)
        }
        return next
      } catch (e) {
        logger.error('Profile fetch failed', e)
        if (mine === change.current) setProfileUnavailable(isUnreachable(e))
        return null
      }
    },
    [profiles],
  )

  const clearUser = useCallback(() => {
    change.current++
    setAuthUser(null)
    setProfileUnavailable(false)
  }, [])

  useEffect(() => {
    if (!followSession) return
    let active = true
    let unsubscribe: (() => void) | undefined
    ;(async () => {
      let client: AuthClient
      try {
        client = await load()
      } catch (e) {
        logger.error('The sign-in service could not be loaded', e)
        if (!active) return
        setLoading(false)
        setInitialized(true)
        return
      }
      const session = await readSession(client).catch((e: unknown) => {
        logger.error('Session read failed', e)
        // unknown: keep what the stored session said; its profile is read once the server answers
        if (stored && isUnreachable(e)) setProfileUnavailable(true)
        return undefined
      })
      if (!active) return
      if (session?.user) await loadUser(client, session.user)
      else if (session === null) clearUser()
      if (!active) return
      setLoading(false)
      setInitialized(true)
      const subscription = onSessionChange(client, (event, next) => {
        logger.debug(`auth event ${event}`)
        if (event === 'SIGNED_OUT' || !next?.user) clearUser()
        // INITIAL_SESSION repeats the session read just above: its profile is loaded already.
        else if (event !== 'INITIAL_SESSION') void loadUser(client, next.user)
      })
      unsubscribe = () => subscription.unsubscribe()
      if (!active) unsubscribe()
    })()
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [followSession, load, loadUser, clearUser, stored])

  const login = useCallback(
    async (email: string, password: string): Promise<LoginResult> => {
      try {
        const client = await load()
        const result = await passwordSignIn(client, email, password)
        if ('failure' in result) {
          setError(result.failure)
          return { success: false, error: result.failure }
        }
        // Signed in even when the profile row cannot be read: the session says who it is.
        const next = (await loadUser(client, result.user)) ?? provisionalUser(result.user)
        setAuthUser(result.user)
        setError(null)
        return { success: true, user: next }
      } catch (e) {
        const message = e instanceof Error && e.message ? e.message : UNEXPECTED_LOGIN_ERROR
        setError(message)
        return { success: false, error: message }
      }
    },
    [load, loadUser],
  )

  const logout = useCallback(async () => {
    setSigningOut(true)
    try {
      const { error: failure } = await (await load()).auth.signOut()
      if (failure) logger.error('Sign-out failed', failure.message)
    } catch (e) {
      logger.error('Sign-out failed', e)
    }
    clearUser()
  }, [load, clearUser])

  const refreshProfile = useCallback(async () => {
    const client = await load()
    const session = await readSession(client)
    if (session?.user) await loadUser(client, session.user)
  }, [load, loadUser])

  // While the server is unreachable: read the profile again on the back-off, and at once on reconnect.
  useEffect(() => {
    if (!profileUnavailable) return
    let attempt = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let active = true
    const again = () => {
      clearTimeout(timer)
      void refreshProfile()
        .catch((e: unknown) => logger.error('Profile fetch failed', e))
        .finally(() => {
          if (active) timer = setTimeout(again, retryDelay(++attempt))
        })
    }
    timer = setTimeout(again, retryDelay(attempt))
    window.addEventListener('online', again)
    return () => {
      active = false
      clearTimeout(timer)
      window.removeEventListener('online', again)
    }
  }, [profileUnavailable, refreshProfile])

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      initialized,
      isAuthenticated: user !== null,
      error,
      emailVerified: true,
      sessionExpired: false,
      signingOut,
      profileUnavailable,
      login,
      logout,
      refreshProfile,
    }),
    [user, loading, initialized, error, signingOut, profileUnavailable, login, logout, refreshProfile],
  )
  return <AuthContext value={value}>{children}</AuthContext>
}

/**
 * spec §8: what a consumer gets where no provider exists and it asked not to fail (useOptionalAuth):
 * login resolves to 'Auth context not available'; the other actions reject with 'Not implemented'.
 */
export const AUTH_UNAVAILABLE: AuthContextValue = {
  user: null,
  loading: false,
  initialized: false,
  isAuthenticated: false,
  error: null,
  emailVerified: true,
  sessionExpired: false,
  signingOut: false,
  profileUnavailable: false,
  login: async () => ({ success: false, error: 'Auth context not available' }),
  logout: () => Promise.reject(new Error('Not implemented')),
  refreshProfile: () => Promise.reject(new Error('Not implemented')),
}

/** The auth state if a provider is present, else AUTH_UNAVAILABLE (never throws). */
export function useOptionalAuth(): AuthContextValue {
  return useContext(AuthContext) ?? AUTH_UNAVAILABLE
}

/** spec §8: using the hook outside its provider throws. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used within an AuthProvider')
  return value
}
