// auth.users and auth.identities: lookups, creation, and the user JSON GoTrue returns.
import { randomUUID } from 'node:crypto'
import { userNotFound } from './auth-errors.ts'
import type { Tx } from './db.ts'

type Json = Record<string, unknown>
export type UserRow = {
  id: string
  aud: string
  role: string
  email: string | null
  phone: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  phone_confirmed_at: Date | null
  confirmation_sent_at: Date | null
  recovery_sent_at: Date | null
  email_change: string | null
  email_change_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Json | null
  raw_user_meta_data: Json | null
  is_anonymous: boolean
  banned_until: Date | null
  created_at: Date
  updated_at: Date
}
type IdentityRow = {
  id: string
  user_id: string
  provider: string
  provider_id: string
  identity_data: Json
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
}

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, is_anonymous, banned_until, created_at, updated_at`

async function one(tx: Tx, where: string, value: unknown): Promise<UserRow | null> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${where} and deleted_at is null`,
    [value],
  )
  return rows[0] ?? null
}

export const userById = (tx: Tx, id: string) => one(tx, 'id = $1', id)
export const userByEmail = (tx: Tx, email: string) => one(tx, 'lower(email) = lower($1)', email)
export const userByPhone = (tx: Tx, phone: string) => one(tx, 'phone = $1', phone)

export async function requireUserById(tx: Tx, id: string): Promise<UserRow> {
  const user = await userById(tx, id)
  if (!user) throw userNotFound()
  return user
}

export const isBanned = (user: UserRow) => Boolean(user.banned_until && user.banned_until.getTime() > Date.now())

/** app_metadata as GoTrue issues it: the provider fields, then whatever the database holds (role, is_admin…). */
export const appMetadata = (raw: Json | null): Json => ({ provider: 'email', providers: ['email'], ...(raw ?? {}) })

/** GoTrue's metadata update: top-level keys replace, null removes a key. */
export function mergeMeta(current: Json | null, patch: Json): Json {
  const merged: Json = { ...(current ?? {}), ...patch }
  for (const [key, value] of Object.entries(patch)) if (value === null) delete merged[key]
  return merged
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined)

function identityJson(row: IdentityRow) {
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    email: typeof row.identity_data?.email === 'string' ? row.identity_data.email : undefined,
  }
}

/** The user as GoTrue serialises it (absent timestamps are left out, as Go's omitempty does). */
export async function userJson(tx: Tx, user: UserRow) {
  const { rows } = await tx.query<IdentityRow>(
    'select id, user_id, provider, provider_id, identity_data, last_sign_in_at, created_at, updated_at from auth.identities where user_id = $1 order by created_at',
    [user.id],
  )
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at ?? user.phone_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change ?? undefined,
    email_change_sent_at: user.email_change ? iso(user.email_change_sent_at) : undefined,
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: appMetadata(user.raw_app_meta_data),
    user_metadata: user.raw_user_meta_data ?? {},
    identities: rows.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  }
}
export type UserJson = Awaited<ReturnType<typeof userJson>>

export const loadUserJson = async (tx: Tx, id: string) => userJson(tx, await requireUserById(tx, id))

export type NewUser = {
  email: string
  passwordHash: string | null
  confirmed: boolean
  userMeta?: Json
  appMeta?: Json
  id?: string
}

/** Inserts the user and its email identity; returns the row as stored (after any database triggers). */
export async function createUser(tx: Tx, user: NewUser): Promise<UserRow> {
  const id = user.id ?? randomUUID()
  const identity = { sub: id, email: user.email, email_verified: user.confirmed, phone_verified: false }
  await tx.query(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, $3, case when $4::boolean then now() end, $5::jsonb, $6::jsonb)`,
    [
      id,
      user.email,
      user.passwordHash,
      user.confirmed,
      JSON.stringify(appMetadata(user.appMeta ?? null)),
      JSON.stringify({ ...user.userMeta, ...identity }),
    ],
  )
  await tx.query(
    `insert into auth.identities (user_id, provider, provider_id, identity_data) values ($1, 'email', $2, $3::jsonb)`,
    [id, id, JSON.stringify(identity)],
  )
  return requireUserById(tx, id)
}

/** Records that the user owns `email`: confirms it, and sets email_verified where GoTrue keeps it. */
export async function markEmailVerified(tx: Tx, id: string, email: string) {
  const patch = JSON.stringify({ email, email_verified: true })
  await tx.query(
    `update auth.users set email = $2, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now(),
       raw_user_meta_data = case when raw_user_meta_data ? 'email_verified' then raw_user_meta_data || $3::jsonb else raw_user_meta_data end
     where id = $1`,
    [id, email, patch],
  )
  await tx.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now() where user_id = $1 and provider = 'email'`,
    [id, patch],
  )
}
