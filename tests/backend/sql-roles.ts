// Straight-to-Postgres helpers for RLS matrices: run SQL as a kind of caller (a user's JWT claims,
// anon, service_role, or the database owner) inside a transaction that is always rolled back, so
// checks never depend on each other.
import type { Tx } from '../../supabase/local/db.ts'
import type { Claims } from '../../supabase/local/jwt.ts'
import { NORTHWIND, type Backend } from './harness'

export const user = (sub: string, email?: string): Claims => ({
  role: 'authenticated',
  sub,
  aud: 'authenticated',
  ...(email ? { email } : {}),
})
export const ANON: Claims = { role: 'anon' }
export const SERVICE: Claims = { role: 'service_role' }
export const RLS_DENIED = /row-level security/

class Rollback extends Error {
  constructor(readonly value: unknown) {
    super('rollback')
  }
}

export function sqlRoles(backend: () => Backend) {
  async function rolledBack<T>(
    run: (fn: (tx: Tx) => Promise<never>) => Promise<unknown>,
    fn: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    try {
      await run(async (tx) => {
        throw new Rollback(await fn(tx))
      })
    } catch (e) {
      if (e instanceof Rollback) return e.value as T
      throw e
    }
    throw new Error('unreachable')
  }

  /** Runs `fn` as `claims` and rolls the transaction back: returns what `fn` returned. */
  const as = <T>(claims: Claims, fn: (tx: Tx) => Promise<T>) => rolledBack((f) => backend().db.asRole(claims, f), fn)
  /** Same as the database owner (the auth server, the seed), rolled back. */
  const asOwner = <T>(fn: (tx: Tx) => Promise<T>) => rolledBack((f) => backend().db.asOwner(f), fn)
  const rows = <R = Record<string, unknown>>(claims: Claims, sql: string, params: unknown[] = []) =>
    as(claims, async (tx) => (await tx.query<R>(sql, params)).rows)
  const affected = (claims: Claims, sql: string, params: unknown[] = []) =>
    as(claims, async (tx) => (await tx.query(sql, params)).affectedRows ?? 0)
  const ids = async (claims: Claims, sql: string, params: unknown[] = []) =>
    (await rows<{ id: string }>(claims, sql, params)).map((r) => r.id).sort()
  return { as, asOwner, rows, affected, ids }
}

/** Inserts an auth user (the sign-up trigger makes the profile); unconfirmed when `confirmed` is false. */
export async function createUser(
  tx: Tx,
  id: string,
  email: string,
  { meta = {}, confirmed = true }: { meta?: Record<string, unknown>; confirmed?: boolean } = {},
) {
  await tx.query(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, $2, crypt('Test-password-1', gen_salt('bf', 4)), case when $4::boolean then now() end, $3)`,
    [id, email, JSON.stringify(meta), confirmed],
  )
}

/** Northwind's plain member (Mia) and company admin (Cai), and a stranger in no company: the team the SQL matrices add to the seed. */
export async function addNorthwindTeam(tx: Tx, ids: { member: string; cadmin: string; stranger: string }) {
  await createUser(tx, ids.member, 'member@test.local', { meta: { firstName: 'Mia', lastName: 'Member' } })
  await createUser(tx, ids.cadmin, 'cadmin@test.local', { meta: { firstName: 'Cai', lastName: 'Admin' } })
  await createUser(tx, ids.stranger, 'stranger@test.local')
  await tx.query(
    `insert into public.company_members (company_id, user_id, member_role) values ($1, $2, 'member'), ($1, $3, 'admin')`,
    [NORTHWIND, ids.member, ids.cadmin],
  )
}
