// PostgREST's "schema cache" for the public schema: tables, columns, keys, foreign keys and
// functions, read from pg_catalog. Every identifier the REST API puts into SQL is looked up here
// first and then quoted with quoteIdent — raw request input never reaches the SQL text.
import type { Tx } from './db.ts'
import { RestError } from './rest-errors.ts'

export type Column = { name: string; type: string }
export type Relation = { name: string; kind: string; columns: Map<string, Column> }
export type Key = {
  name: string
  type: 'p' | 'u' | 'f'
  table: string
  cols: string[]
  ftable: string | null
  fcols: string[] | null
}
export type FnArg = { name: string; type: string; mode: string }
export type Fn = {
  name: string
  args: FnArg[]
  ndefaults: number
  rettype: string
  retset: boolean
  /** 'b' base, 'c' composite, 'p' pseudo (void, record), 'd' domain, 'e' enum, 'r' range */
  rettyptype: string
  /** the public table the function returns rows of, if any */
  rettable: string | null
  volatile: string
}
export type Schema = { tables: Map<string, Relation>; keys: Key[]; fns: Map<string, Fn[]> }

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`
export const qualified = (name: string) => `"public".${quoteIdent(name)}`

const CATALOG_SQL = `select json_build_object(
  'tables', (select coalesce(json_agg(json_build_object('name', c.relname, 'kind', c.relkind, 'columns',
      (select coalesce(json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null)) order by a.attnum), '[]')
         from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped))), '[]')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')),
  'keys', (select coalesce(json_agg(json_build_object('name', con.conname, 'type', con.contype, 'table', c.relname,
      'cols', (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n),
      'ftable', fc.relname,
      'fcols', (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n))), '[]')
    from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_class fc on fc.oid = con.confrelid left join pg_namespace fn on fn.oid = fc.relnamespace
    where n.nspname = 'public' and con.contype in ('p', 'u', 'f') and (con.contype <> 'f' or fn.nspname = 'public')),
  'fns', (select coalesce(json_agg(json_build_object('name', p.proname, 'ndefaults', p.pronargdefaults,
      'rettype', format_type(p.prorettype, null), 'retset', p.proretset, 'rettyptype', t.typtype,
      'rettable', (select rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
                   where rc.oid = t.typrelid and rn.nspname = 'public' and rc.relkind in ('r', 'v', 'm', 'f', 'p')),
      'volatile', p.provolatile,
      'args', (select coalesce(json_agg(json_build_object('name', coalesce(p.proargnames[u.i], ''), 'type', format_type(u.t, null),
                 'mode', coalesce(p.proargmodes[u.i]::text, 'i')) order by u.i), '[]')
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, i)))), '[]')
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f'
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'))
)::text as catalog`

type RawTable = { name: string; kind: string; columns: Column[] }

export async function loadSchema(tx: Tx): Promise<Schema> {
  const { rows } = await tx.query<{ catalog: string }>(CATALOG_SQL)
  const raw = JSON.parse(rows[0].catalog) as { tables: RawTable[]; keys: Key[]; fns: Fn[] }
  const tables = new Map<string, Relation>()
  for (const t of raw.tables)
    tables.set(t.name, { name: t.name, kind: t.kind, columns: new Map(t.columns.map((c) => [c.name, c])) })
  const fns = new Map<string, Fn[]>()
  for (const f of raw.fns) fns.set(f.name, [...(fns.get(f.name) ?? []), f])
  return { tables, keys: raw.keys, fns }
}

// A cheap fingerprint of the public schema's catalog rows: any DDL changes some row's xmin or count.
const FINGERPRINT_SQL = `select concat_ws(':',
  (select sum(xmin::text::bigint) || '/' || count(*) from pg_class where relnamespace = 'public'::regnamespace),
  (select sum(a.xmin::text::bigint) || '/' || count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid where c.relnamespace = 'public'::regnamespace),
  (select sum(xmin::text::bigint) || '/' || count(*) from pg_constraint where connamespace = 'public'::regnamespace),
  (select sum(xmin::text::bigint) || '/' || count(*) from pg_proc where pronamespace = 'public'::regnamespace)) as fp`

/** The schema, reloaded only when the catalog changed since the last request (like PostgREST's reload on DDL). */
export function schemaCache() {
  let cached: { fp: string; schema: Schema } | null = null
  return async (tx: Tx): Promise<Schema> => {
    const fp = (await tx.query<{ fp: string }>(FINGERPRINT_SQL)).rows[0].fp
    if (cached?.fp !== fp) cached = { fp, schema: await loadSchema(tx) }
    return cached.schema
  }
}

export function tableNotFound(schema: Schema, name: string) {
  const near = closest(name, [...schema.tables.keys()])
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
    null,
    near ? `Perhaps you meant the table 'public.${near}'` : null,
  )
}

export function columnNotFound(rel: Relation, name: string) {
  return new RestError(400, '42703', `column ${rel.name}.${name} does not exist`, null, null)
}

function closest(name: string, candidates: string[]): string | null {
  let best: string | null = null
  let bestScore = Infinity
  for (const c of candidates) {
    const d = distance(name.toLowerCase(), c.toLowerCase())
    if (d < bestScore && d <= Math.max(2, Math.floor(name.length / 3))) [best, bestScore] = [c, d]
  }
  return best
}

function distance(a: string, b: string) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = cur
    }
  }
  return row[b.length]
}

// ---- relationships (embedding), resolved with PostgREST's findRel rules ----

export type Relationship = {
  target: string
  toOne: boolean
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many'
  /** [column of the embedding table, column of the target] */
  pairs: [string, string][]
  constraint: string
  self: boolean
  /** many-to-many: the junction table and its column pairs to each side */
  junction?: { table: string; source: [string, string][]; target: [string, string][]; constraints: [string, string] }
}

const isUnique = (schema: Schema, table: string, cols: string[]) =>
  schema.keys.some(
    (k) =>
      k.type !== 'f' && k.table === table && k.cols.length === cols.length && k.cols.every((c) => cols.includes(c)),
  )
const zip = (a: string[], b: string[]) => a.map((c, i) => [c, b[i]] as [string, string])

/** Every relationship from table `from`: both directions of each foreign key, and many-to-many. */
export function relationshipsFrom(schema: Schema, from: string): Relationship[] {
  const fks = schema.keys.filter((k) => k.type === 'f')
  const out: Relationship[] = []
  for (const fk of fks) {
    const one = isUnique(schema, fk.table, fk.cols)
    const self = fk.table === fk.ftable
    if (fk.table === from)
      out.push({
        target: fk.ftable!,
        toOne: true,
        cardinality: one ? 'one-to-one' : 'many-to-one',
        pairs: zip(fk.cols, fk.fcols!),
        constraint: fk.name,
        self,
      })
    if (fk.ftable === from)
      out.push({
        target: fk.table,
        toOne: one,
        cardinality: one ? 'one-to-one' : 'one-to-many',
        pairs: zip(fk.fcols!, fk.cols),
        constraint: fk.name,
        self,
      })
  }
  // many-to-many through a junction table whose primary key holds both foreign keys' columns
  for (const a of fks) {
    if (a.ftable !== from) continue
    const pk = schema.keys.find((k) => k.type === 'p' && k.table === a.table)
    if (!pk || !a.cols.every((c) => pk.cols.includes(c))) continue
    for (const b of fks) {
      if (b === a || b.table !== a.table || !b.cols.every((c) => pk.cols.includes(c))) continue
      out.push({
        target: b.ftable!,
        toOne: false,
        cardinality: 'many-to-many',
        pairs: [],
        constraint: b.name,
        self: b.ftable === from,
        junction: {
          table: a.table,
          source: zip(a.fcols!, a.cols),
          target: zip(b.cols, b.fcols!),
          constraints: [a.name, b.name],
        },
      })
    }
  }
  return out
}

/** `name` or `name!hint` embedded from `from` — exactly one relationship, else PGRST200/PGRST201. */
export function resolveRelationship(schema: Schema, from: string, name: string, hint?: string): Relationship {
  const single = (cols: [string, string][], side: 0 | 1, v: string | undefined) =>
    cols.length === 1 && cols[0][side] === v
  const found = relationshipsFrom(schema, from).filter((r) => {
    const m2m = !!r.junction
    if (r.self) {
      if (m2m || r.cardinality === 'one-to-one') return false
      if (hint) return r.target === name && r.cardinality === 'one-to-many' && single(r.pairs, 1, hint)
      return (
        (r.target === name && r.cardinality === 'one-to-many') ||
        (single(r.pairs, 0, name) && r.cardinality === 'many-to-one')
      )
    }
    if (!hint) return r.target === name || (!m2m && (r.constraint === name || single(r.pairs, 0, name)))
    return (
      r.target === name &&
      (m2m ? r.junction!.table === hint : r.constraint === hint || single(r.pairs, 0, hint) || single(r.pairs, 1, hint))
    )
  })
  if (found.length === 1) return found[0]
  if (!found.length)
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${from}' and '${name}${hint ? `' using the hint '${hint}` : ''}' in the schema 'public', but no matches were found.`,
      null,
    )
  const list = (cols: string[]) => `(${cols.join(', ')})`
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${from}' and '${name}'`,
    found.map((r) => ({
      cardinality: r.cardinality,
      embedding: `${from} with ${r.target}`,
      relationship: r.junction
        ? `${r.junction.table} using ${r.junction.constraints[0]}${list(r.junction.source.map(([, j]) => j))} and ${r.junction.constraints[1]}${list(r.junction.target.map(([j]) => j))}`
        : `${r.constraint} using ${from}${list(r.pairs.map(([a]) => a))} and ${r.target}${list(r.pairs.map(([, b]) => b))}`,
    })),
    `Try changing '${name}' to one of the following: ${found.map((r) => `'${r.target}!${r.junction ? r.junction.table : r.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  )
}
