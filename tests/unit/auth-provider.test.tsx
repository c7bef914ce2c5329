// @vitest-environment jsdom
// spec §4 auth state transitions and §8 login messages, through the AuthProvider with a fake
// supabase client: every session event, login success/failure/exception, profile and sign-out
// errors, and the stored session that lets the app render before supabase-js has loaded.
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthClient, LoadClient } from '../../client/features/auth/api'
import { AuthProvider, useAuth, type AuthContextValue } from '../../client/features/auth/auth-provider'
import { AUTH_STORAGE_KEY } from '../../client/features/auth/stored-session'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

type Row = { id: string; email: string; firstName: string; lastName: string; role: string }
const ADA: Row = { id: 'u-ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'admin' }
const BOB: Row = { id: 'u-bob', email: 'bob@example.com', firstName: 'Bob', lastName: 'Builder', role: 'user' }
const authUser = (row: Row, appRole = 'user') => ({
  id: row.id,
  email: row.email,
  app_metadata: { provider: 'email', role: appRole },
  user_metadata: { firstName: `${row.firstName} (token)` },
})
const session = (row: Row) =>
  ({
    access_token: 'a',
    refresh_token: 'r',
    expires_at: 9e9,
    expires_in: 3600,
    token_type: 'bearer',
    user: authUser(row),
  }) as never

type Listener = Parameters<AuthClient['auth']['onAuthStateChange']>[0]

/** A fake of the supabase-js client: profiles by id, a scripted sign-in, observable calls. */
function fakeClient(
  options: {
    session?: Row | null
    profiles?: Row[]
    signIn?: AuthClient['auth']['signInWithPassword']
    signOutError?: string
  } = {},
) {
  const profiles = new Map((options.profiles ?? [ADA, BOB]).map((p) => [p.id, p]))
  const calls = { profile: [] as string[], getSession: 0, signOut: 0 }
  /** The backend stopped: the profile read never arrives (supabase-js: status 0, a fetch TypeError). */
  const server = { down: false }
  let listener: Listener | undefined
  const client: AuthClient = {
    auth: {
      getSession: async () => {
        calls.getSession++
        return { data: { session: options.session ? session(options.session) : null } }
      },
      onAuthStateChange: (l) => {
        listener = l
        return { data: { subscription: { unsubscribe: () => (listener = undefined) } } }
      },
      signInWithPassword:
        options.signIn ??
        (async ({ email }) => ({ data: { user: email === ADA.email ? authUser(ADA, 'admin') : null }, error: null })),
      signOut: async () => {
        calls.signOut++
        return { error: options.signOutError ? { message: options.signOutError } : null }
      },
    },
    from: () => ({
      select: () => ({
        eq: (_column, id) => ({
          single: async () => {
            calls.profile.push(id)
            if (server.down)
              return { data: null, error: { message: 'TypeError: Failed to fetch', code: '' }, status: 0 }
            const row = profiles.get(id)
            return row
              ? { data: row, error: null, status: 200 }
              : {
                  data: null,
                  error: { message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116' },
                  status: 406,
                }
          },
        }),
      }),
    }),
  }
  const load = async () => client
  const emit = (event: Parameters<Listener>[0], row: Row | null) =>
    act(async () => listener!(event, row ? session(row) : null))
  return { client, load, calls, emit, profiles, server }
}

let root: Root | undefined
let auth: AuthContextValue
function Probe() {
  auth = useAuth()
  return null
}
async function mount(children: ReactNode) {
  root = createRoot(document.createElement('div'))
  await act(async () => root!.render(children))
}
/** Mounts the provider over `client`: answers what useAuth() gave at the very first render (`auth` follows the later ones). */
async function mountAuth(client: LoadClient) {
  let first: AuthContextValue | undefined
  function First() {
    first ??= useAuth()
    return null
  }
  await mount(
    <AuthProvider client={client}>
      <First />
      <Probe />
    </AuthProvider>,
  )
  return first
}
const errors = () => vi.mocked(console.error).mock.calls.map((c) => String(c[0]))

beforeEach(() => {
  localStorage.clear()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
  document.body.innerHTML = '<script type="application/json" id="app-config">{"appEnv":"local"}</script>'
})
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
  vi.restoreAllMocks()
})

describe('AuthProvider: start-up (spec §4 loading → initialized)', () => {
  it('without a stored session: loading, then initialized with no user', async () => {
    const fake = fakeClient()
    const first = await mountAuth(fake.load)
    expect(first).toMatchObject({
      loading: true,
      initialized: false,
      user: null,
      isAuthenticated: false,
      emailVerified: true,
      sessionExpired: false,
    })
    await vi.waitFor(() =>
      expect(auth).toMatchObject({ loading: false, initialized: true, user: null, isAuthenticated: false }),
    )
    expect(fake.calls.profile).toEqual([])
  })

  it('with a stored session: the user at the first render (names from sign-up, role from the token), then the profile row', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ ...(session(ADA) as object), user: authUser(ADA, 'admin') }),
    )
    const fake = fakeClient({ session: ADA })
    const first = await mountAuth(fake.load)
    expect(first).toMatchObject({ initialized: true, loading: true, isAuthenticated: true })
    expect(first?.user).toMatchObject({
      id: ADA.id,
      firstName: 'Ada (token)',
      role: 'admin',
      app_metadata: { is_admin: true },
    })
    await vi.waitFor(() => expect(auth.loading).toBe(false))
    expect(auth.user).toMatchObject({
      id: ADA.id,
      name: 'Ada Lovelace',
      role: 'admin',
      app_metadata: { is_admin: true },
    })
    expect(fake.calls.profile).toEqual([ADA.id])
  })

  it('a stored session the service no longer has: the user is cleared', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session(BOB)))
    const fake = fakeClient({ session: null })
    await mount(
      <AuthProvider client={fake.load}>
        <Probe />
      </AuthProvider>,
    )
    await vi.waitFor(() => expect(auth).toMatchObject({ loading: false, initialized: true, user: null }))
  })

  it('a stored session while the server is down: the profile is unavailable (not "no company"), read again on the back-off until it loads', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ ...(session(ADA) as object), user: authUser(ADA, 'admin') }),
    )
    const fake = fakeClient({ session: ADA })
    fake.server.down = true
    await mount(
      <AuthProvider client={fake.load}>
        <Probe />
      </AuthProvider>,
    )
    await vi.waitFor(() =>
      expect(auth).toMatchObject({
        loading: false,
        initialized: true,
        isAuthenticated: true,
        profileUnavailable: true,
      }),
    )
    expect(auth.user).toMatchObject({ id: ADA.id, firstName: 'Ada (token)', company_id: null })
    // the first retry comes after retryDelay(0) = 1 s, and finds the server still down
    await vi.waitFor(() => expect(fake.calls.profile.length).toBe(2), { timeout: 2500 })
    expect(auth.profileUnavailable).toBe(true)
    fake.server.down = false
    // the next after 2 s: the server is back, the profile row replaces the provisional user
    await vi.waitFor(() => expect(auth).toMatchObject({ profileUnavailable: false, user: { name: 'Ada Lovelace' } }), {
      timeout: 3500,
    })
    const reads = fake.calls.profile.length
    await new Promise((r) => setTimeout(r, 1200))
    expect(fake.calls.profile.length).toBe(reads) // and the retries stop
  })

  it('a profile the server refuses (not an outage) is not retried', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session(BOB)))
    const fake = fakeClient({ session: BOB, profiles: [ADA] })
    await mount(
      <AuthProvider client={fake.load}>
        <Probe />
      </AuthProvider>,
    )
    await vi.waitFor(() => expect(auth).toMatchObject({ loading: false, profileUnavailable: false }))
    await new Promise((r) => setTimeout(r, 1200))
    expect(fake.calls.profile).toEqual([BOB.id])
  })

  it('ignores a malformed stored session', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ refresh_token: 'r', expires_at: 1, user: { id: 42 } }))
    await mount(
      <AuthProvider client={fakeClient().load}>
        <Probe />
      </AuthProvider>,
    )
    expect(auth.user).toBeNull()
  })
})

describe('AuthProvider: session events (spec §4)', () => {
  async function ready(fake = fakeClient()) {
    await mount(
      <AuthProvider client={fake.load}>
        <Probe />
      </AuthProvider>,
    )
    await vi.waitFor(() => expect(auth.initialized).toBe(true))
    return fake
  }

  it.each(['SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'] as const)(
    '%s loads the profile of the session’s user',
    async (event) => {
      const fake = await ready()
      await fake.emit(event, ADA)
      await vi.waitFor(() =>
        expect(auth.user).toMatchObject({ id: ADA.id, name: 'Ada Lovelace', email: ADA.email, role: 'admin' }),
      )
      expect(auth.isAuthenticated).toBe(true)
      await fake.emit(event, BOB)
      await vi.waitFor(() =>
        expect(auth.user).toMatchObject({
          id: BOB.id,
          name: 'Bob Builder',
          role: 'user',
          app_metadata: { is_admin: false },
        }),
      )
      expect(fake.calls.profile).toEqual([ADA.id, BOB.id])
    },
  )

  it('SIGNED_OUT clears the user', async () => {
    const fake = await ready()
    await fake.emit('SIGNED_IN', ADA)
    await vi.waitFor(() => expect(auth.user?.id).toBe(ADA.id))
    await fake.emit('SIGNED_OUT', null)
    expect(auth).toMatchObject({ user: null, isAuthenticated: false })
  })

  it('INITIAL_SESSION repeats the start-up read (no second profile fetch); without a session it clears the user', async () => {
    const fake = await ready(fakeClient({ session: ADA }))
    await vi.waitFor(() => expect(auth.user?.id).toBe(ADA.id))
    await fake.emit('INITIAL_SESSION', ADA)
    expect(fake.calls.profile).toEqual([ADA.id])
    await fake.emit('INITIAL_SESSION', null)
    expect(auth.user).toBeNull()
  })

  it('a profile fetch error is logged and the user left unchanged', async () => {
    const fake = await ready()
    await fake.emit('SIGNED_IN', ADA)
    await vi.waitFor(() => expect(auth.user?.id).toBe(ADA.id))
    fake.profiles.delete(BOB.id)
    await fake.emit('USER_UPDATED', BOB)
    await vi.waitFor(() => expect(errors()).toContain('[error] Profile fetch failed'))
    expect(auth.user).toMatchObject({ id: ADA.id, name: 'Ada Lovelace' })
  })

  it('a profile that arrives after a sign-out does not bring the user back', async () => {
    const fake = fakeClient()
    let release!: () => void
    const slow = new Promise<void>((r) => (release = r))
    const from = fake.client.from
    fake.client.from = (table) => {
      const query = from(table)
      return {
        select: (c) => ({
          eq: (col, id) => ({
            single: async () => {
              await slow
              return query.select(c).eq(col, id).single()
            },
          }),
        }),
      }
    }
    await ready(fake)
    await fake.emit('SIGNED_IN', ADA)
    await fake.emit('SIGNED_OUT', null)
    await act(async () => release())
    await new Promise((r) => setTimeout(r, 10))
    expect(auth.user).toBeNull()
  })
})

describe('AuthProvider: login and logout (spec §4, §8)', () => {
  async function formProvider(fake: ReturnType<typeof fakeClient>) {
    await mount(
      <AuthProvider client={fake.load} followSession={false}>
        <Probe />
      </AuthProvider>,
    )
    return fake
  }

  it('login success sets the user and clears the error; nothing loads before it', async () => {
    const fake = await formProvider(
      fakeClient({
        signIn: async ({ password }) =>
          password === 'right'
            ? { data: { user: authUser(ADA, 'admin') }, error: null }
            : { data: { user: null }, error: { message: 'Invalid login credentials' } },
      }),
    )
    expect(auth).toMatchObject({ initialized: false, loading: false, user: null })
    expect(fake.calls.getSession).toBe(0)
    let result = await act(() => auth.login(ADA.email, 'wrong'))
    expect(result).toEqual({ success: false, error: 'Invalid login credentials' })
    expect(auth.error).toBe('Invalid login credentials')
    result = await act(() => auth.login(ADA.email, 'right'))
    expect(result).toMatchObject({ success: true, user: { id: ADA.id, name: 'Ada Lovelace', role: 'admin' } })
    expect(auth).toMatchObject({ error: null, isAuthenticated: true, user: { id: ADA.id } })
  })

  it("no user returned gives 'Login failed'", async () => {
    await formProvider(fakeClient({ signIn: async () => ({ data: { user: null }, error: null }) }))
    expect(await act(() => auth.login('x@example.com', 'pw'))).toEqual({ success: false, error: 'Login failed' })
    expect(auth.error).toBe('Login failed')
  })

  it("an exception gives its message, or 'Unexpected login error'; missing credentials the spec §5 message", async () => {
    await formProvider(fakeClient({ signIn: async () => Promise.reject(new Error('Service exploded')) }))
    expect(await act(() => auth.login('x@example.com', 'pw'))).toEqual({ success: false, error: 'Service exploded' })
    expect(auth.error).toBe('Service exploded')
    await act(async () => root!.unmount())
    await formProvider(fakeClient({ signIn: async () => Promise.reject('no message') }))
    expect(await act(() => auth.login('x@example.com', 'pw'))).toEqual({
      success: false,
      error: 'Unexpected login error',
    })
    expect(await act(() => auth.login('', 'pw'))).toEqual({
      success: false,
      error: 'You must provide either an email or phone number and a password',
    })
    await act(async () => root!.unmount())
    await mount(
      <AuthProvider followSession={false} client={() => Promise.reject(new Error('Loading chunk failed'))}>
        <Probe />
      </AuthProvider>,
    )
    expect(await act(() => auth.login('x@example.com', 'pw'))).toEqual({
      success: false,
      error: 'Loading chunk failed',
    })
  })

  it('a signed-in user whose profile cannot be read is signed in (not "Login failed"), and the error is logged', async () => {
    const fake = fakeClient({ profiles: [] })
    await formProvider(fake)
    const result = await act(() => auth.login(ADA.email, 'pw'))
    expect(result).toMatchObject({ success: true, user: { id: ADA.id, firstName: 'Ada (token)', role: 'admin' } })
    expect(auth).toMatchObject({ error: null, isAuthenticated: true })
    expect(errors()).toContain('[error] Profile fetch failed')
  })

  it('logout clears the user; a sign-out error is logged and ignored', async () => {
    const fake = await formProvider(fakeClient({ signOutError: 'Network down' }))
    await act(() => auth.login(ADA.email, 'pw'))
    expect(auth.user?.id).toBe(ADA.id)
    await act(() => auth.logout())
    expect(auth).toMatchObject({ user: null, signingOut: true })
    expect(fake.calls.signOut).toBe(1)
    expect(errors()).toContain('[error] Sign-out failed')
  })
})
