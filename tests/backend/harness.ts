// A fresh local backend per test file: in-memory Postgres with bootstrap, migrations and seed,
// served on a free port, and supabase-js clients pointed at it exactly as the browser does.
import { serve, type ServerType } from '@hono/node-server'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { AddressInfo } from 'node:net'
import { openDb, type Db } from '../../supabase/local/db.ts'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { createApp, type AppOptions } from '../../supabase/local/server.ts'

export type Backend = {
  url: string
  db: Db
  /** A browser-like client (anon key, its own session storage). */
  anon(): SupabaseClient
  /** The service-role client (server side only). */
  service(): SupabaseClient
  /** Emails the auth server "sent" to this address, newest first. */
  outbox(email: string): Promise<
    {
      to_email: string
      kind: string
      subject: string
      body: string
      token: string | null
      token_hash: string | null
      link: string | null
    }[]
  >
  stop(): Promise<void>
}

export async function startBackend({
  seed = true,
  auth,
}: {
  seed?: boolean
  auth?: AppOptions['auth']
} = {}): Promise<Backend> {
  const db = await openDb({ seed })
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: createApp(db, { auth }).fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const memoryStorage = () => {
    const m = new Map<string, string>()
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
    }
  }
  const client = (key: string) =>
    createClient(url, key, {
      auth: { storage: memoryStorage(), persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    })
  return {
    url,
    db,
    anon: () => client(ANON_KEY),
    service: () => client(SERVICE_ROLE_KEY),
    async outbox(email) {
      const res = await fetch(`${url}/__local/outbox?email=${encodeURIComponent(email)}`, {
        headers: { apikey: SERVICE_ROLE_KEY },
      })
      return res.json()
    },
    async stop() {
      await new Promise((r) => server.close(r))
      await db.close()
    },
  }
}

/** A browser-like client signed in with a password, and its access token (for calls to the Worker). */
export async function signIn(
  backend: Backend,
  email: string,
  password: string,
): Promise<{ client: SupabaseClient; token: string }> {
  const client = backend.anon()
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error || !data.session) throw new Error(`${email} could not sign in: ${error?.message ?? 'no session'}`)
  return { client, token: data.session.access_token }
}

// The demo companies and accounts of supabase/seed.sql (the README lists the logins): Dana owns
// Northwind and Omar owns Bluefin, each a stranger to the other's company; Avery is the platform admin.
export const NORTHWIND = 'c0000000-0000-4000-8000-000000000001' // Northwind Analytics
export const BLUEFIN = 'c0000000-0000-4000-8000-000000000002' // Bluefin Logistics
export const DANA = {
  id: 'b0000000-0000-4000-8000-000000000002',
  email: 'user@boardroom.local',
  password: 'User-demo-2026!',
}
export const OMAR = {
  id: 'b0000000-0000-4000-8000-000000000003',
  email: 'other@boardroom.local',
  password: 'Other-demo-2026!',
}
export const AVERY = {
  id: 'a0000000-0000-4000-8000-000000000001',
  email: 'admin@boardroom.local',
  password: 'Admin-demo-2026!',
}

export type SignedIn = Awaited<ReturnType<typeof signIn>>

/** A fresh backend, its service client, and the two companies' owners signed in (Dana, Omar): the set-up of the provider tests. */
export async function startWithOwners() {
  const backend = await startBackend()
  return {
    backend,
    service: backend.service(),
    dana: await signIn(backend, DANA.email, DANA.password),
    omar: await signIn(backend, OMAR.email, OMAR.password),
  }
}

/** Every kind of caller the RLS matrices over HTTP check (the service role aside). */
export type Caller = 'owner' | 'cadmin' | 'member' | 'stranger' | 'rival' | 'admin' | 'anon'
type NewCaller = 'cadmin' | 'member' | 'stranger' | 'rival'
const NEW_CALLERS: readonly NewCaller[] = ['cadmin', 'member', 'stranger', 'rival']
export type CallerClients = Record<Caller, SupabaseClient>
export type CallerIds = Record<NewCaller, string>

/**
 * A browser-like client for each kind of caller: Northwind's owner (Dana), a company admin and a
 * plain member of Northwind, a stranger, `rival` (the owner of a new company named `rivalName`),
 * the platform admin (Avery) and anon. The new users are `<who>@<domain>`; `uid` holds their ids.
 */
export async function signInCallers(backend: Backend, domain: string, rivalName: string) {
  const service = backend.service()
  const password = `${domain}-Password-1`
  const uid = {} as CallerIds
  for (const who of NEW_CALLERS) {
    const { data, error } = await service.auth.admin.createUser({
      email: `${who}@${domain}`,
      password,
      email_confirm: true,
    })
    if (error || !data.user) throw new Error(`${who}@${domain} could not be created: ${error?.message}`)
    uid[who] = data.user.id
  }
  const joined = await service.from('company_members').insert([
    { company_id: NORTHWIND, user_id: uid.cadmin, member_role: 'admin' },
    { company_id: NORTHWIND, user_id: uid.member, member_role: 'member' },
  ])
  if (joined.error) throw new Error(`Northwind's admin and member could not join: ${joined.error.message}`)
  const as = {
    owner: (await signIn(backend, DANA.email, DANA.password)).client,
    admin: (await signIn(backend, AVERY.email, AVERY.password)).client,
    anon: backend.anon(),
  } as CallerClients
  for (const who of NEW_CALLERS) as[who] = (await signIn(backend, `${who}@${domain}`, password)).client
  const rival = await as.rival.from('companies').insert({ name: rivalName }).select('id').single()
  if (rival.error) throw new Error(`${rivalName} could not be created: ${rival.error.message}`)
  return { as, uid, rivalCompany: rival.data.id as string }
}
