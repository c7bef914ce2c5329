// The local Postgres (PGlite, real Postgres in WASM). A new database gets bootstrap.sql (what hosted
// Supabase provides), then every supabase/migrations/*.sql in order, then supabase/seed.sql — the
// same SQL `supabase db push` applies to a hosted project. Later migrations apply on next start.
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Claims } from './jwt.ts'

const SUPABASE_DIR = new URL('..', import.meta.url).pathname
const ROLES = { anon: 'anon', authenticated: 'authenticated', service_role: 'service_role' } as const

// Columns bootstrap.sql gained after a data folder was created (idempotent, run on every open).
const BOOTSTRAP_UPGRADES = `
  alter table auth.users add column if not exists email_change_token_current text;
  alter table auth.users add column if not exists email_change_confirm_status smallint not null default 0;`

export type Tx = Transaction
export type Db = {
  pg: PGlite
  /** Runs `fn` in one transaction as the claims' role with request.jwt.claims set: RLS decides. */
  asRole<T>(claims: Claims, fn: (tx: Tx) => Promise<T>): Promise<T>
  /** Runs `fn` in one transaction as the database owner (the auth server's own bookkeeping). */
  asOwner<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export type OpenOptions = {
  /** Folder for the data; omitted = in memory (tests). */
  dataDir?: string
  /** Delete the folder first and start from migrations and seed. */
  reset?: boolean
  /** Apply supabase/seed.sql to a new database (default true). */
  seed?: boolean
}

export async function openDb({ dataDir, reset = false, seed = true }: OpenOptions = {}): Promise<Db> {
  if (dataDir && reset) rmSync(dataDir, { recursive: true, force: true })
  // PGlite creates the data folder itself but not its parents (a fresh clone has no supabase/.data).
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true })
  const pg = new PGlite({ dataDir, extensions: { pgcrypto } })
  await pg.waitReady

  const fresh = !(await pg.query(`select 1 from pg_namespace where nspname = 'auth'`)).rows.length
  if (fresh) await pg.exec(readFileSync(new URL('./bootstrap.sql', import.meta.url), 'utf8'))
  else await pg.exec(BOOTSTRAP_UPGRADES)
  await applyMigrations(pg)
  if (fresh && seed) {
    const seedFile = join(SUPABASE_DIR, 'seed.sql')
    if (existsSync(seedFile)) await pg.exec(readFileSync(seedFile, 'utf8'))
  }

  return {
    pg,
    asRole(claims, fn) {
      return pg.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)])
        // The role name comes from a verified token and is one of three; never from raw input.
        await tx.exec(`set local role ${ROLES[claims.role]}`)
        return fn(tx)
      })
    },
    asOwner(fn) {
      return pg.transaction(fn)
    },
    close: () => pg.close(),
  }
}

async function applyMigrations(pg: PGlite) {
  await pg.exec(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, name text, applied_at timestamptz default now())`)
  const applied = new Set(
    (await pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  )
  const dir = join(SUPABASE_DIR, 'migrations')
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /^\d+_.+\.sql$/.test(f))
        .sort()
    : []
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_')
    if (applied.has(version)) continue
    await pg.transaction(async (tx) => {
      await tx.exec(readFileSync(join(dir, file), 'utf8'))
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        rest.join('_'),
      ])
    })
  }
}
