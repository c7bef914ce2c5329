// spec §4 auth state: loading → initialized, authenticated when a user is present. A session change
// loads the profile or clears the user; login success sets the user and clears the error; login
// failure stores the service's message; sign-out clears the user (an error is logged and ignored).
// spec §8: a profile fetch error is only logged and the user is left unchanged.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { logger } from '../../lib/logger'
import { currentSession, fetchProfile, onAuthChange, signIn, signOut, UNEXPECTED_LOGIN_ERROR } from './api'
import { ProfileSchema, toAppUser, type AppUser, type AuthUserLike } from './user'

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
  login(email: string, password: string): Promise<LoginResult>
  logout(): Promise<void>
  refreshProfile(): Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export const AUTH_EVENTS = ['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT', 'TOKEN_REFRESHED', 'USER_UPDATED', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'] as const

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AppUser | null>(null)
  const [loading, setLoading] = useState(true)
  const [initialized, setInitialized] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [signingOut, setSigningOut] = useState(false)

  // Loads the profile for an auth user; on failure logs and leaves the current user unchanged.
  const loadUser = useCallback(async (authUser: AuthUserLike) => {
    try {
      const profile = ProfileSchema.parse(await fetchProfile(authUser.id))
      const next = toAppUser(authUser, profile)
      setUser(next)
      return next
    } catch (e) {
      logger.error('Profile fetch failed', e)
      return null
    }
  }, [])

  useEffect(() => {
    let active = true
    let unsubscribe: (() => void) | undefined
    ;(async () => {
      const session = await currentSession().catch((e) => {
        logger.error('Session read failed', e)
        return null
      })
      if (session?.user) await loadUser(session.user)
      if (!active) return
      setLoading(false)
      setInitialized(true)
      const subscription = await onAuthChange((event, next) => {
        logger.debug(`auth event ${event}`)
        if (event === 'SIGNED_OUT' || !next?.user) setUser(null)
        else if (event !== 'INITIAL_SESSION') void loadUser(next.user)
      })
      unsubscribe = () => subscription.unsubscribe()
      if (!active) unsubscribe()
    })()
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [loadUser])

  const login = useCallback(
    async (email: string, password: string): Promise<LoginResult> => {
      try {
        const failure = await signIn(email, password)
        if (failure) {
          setError(failure)
          return { success: false, error: failure }
        }
        const session = await currentSession()
        const next = session?.user ? await loadUser(session.user) : null
        if (!next) {
          setError('Login failed')
          return { success: false, error: 'Login failed' }
        }
        setError(null)
        return { success: true, user: next }
      } catch (e) {
        const message = e instanceof Error && e.message ? e.message : UNEXPECTED_LOGIN_ERROR
        setError(message)
        return { success: false, error: message }
      }
    },
    [loadUser],
  )

  const logout = useCallback(async () => {
    setSigningOut(true)
    const failure = await signOut().catch((e: unknown) => String(e))
    if (failure) logger.error('Sign-out failed', failure)
    setUser(null)
  }, [])

  const refreshProfile = useCallback(async () => {
    const session = await currentSession()
    if (session?.user) await loadUser(session.user)
  }, [loadUser])

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
      login,
      logout,
      refreshProfile,
    }),
    [user, loading, initialized, error, signingOut, login, logout, refreshProfile],
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
