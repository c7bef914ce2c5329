// `npm run db:types`: shared/database.types.ts, the `Database` type of supabase-js, generated from
// supabase/migrations. The migrations are applied to a fresh in-memory PGlite by the local backend's
// own runner (supabase/local/db.ts: bootstrap.sql, then every migration, no seed) and the public
// schema is read from pg_catalog: tables, views, their columns (type, nullability, default, identity,
// generated), foreign keys, enums, composite types and the functions PostgREST can call. The output
// has the shape `supabase gen types typescript` emits, so `createClient<Database>(…)` types every
// .from(), .select() (embedded relations too) and .rpc(); `Update` is written as Partial<Insert>, and a
// view the app may not write has no write types.
//
// tests/backend/database-types.test.ts regenerates it in memory and fails when the committed file
// differs: after changing a migration, run `npm run db:types` and commit the result.
import { writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { openDb } from '../supabase/local/db.ts'

export const OUTPUT = new URL('../shared/database.types.ts', import.meta.url)

const CATALOG_SQL = `select json_build_object(
  'types', (select json_agg(json_build_object('oid', t.oid, 'name', t.typname, 'schema', n.nspname, 'kind', t.typtype,
      'category', t.typcategory, 'elem', t.typelem, 'base', t.typbasetype, 'relid', t.typrelid))
    from pg_type t join pg_namespace n on n.oid = t.typnamespace),
  'relations', (select coalesce(json_agg(json_build_object('oid', c.oid, 'name', c.relname, 'kind', c.relkind,
      'updatable', pg_relation_is_updatable(c.oid, false),
      'writable', has_table_privilege('authenticated', c.oid, 'INSERT') and has_table_privilege('authenticated', c.oid, 'UPDATE'))
      order by c.relname), '[]')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')),
  'columns', (select coalesce(json_agg(json_build_object('relid', a.attrelid, 'name', a.attname, 'type', a.atttypid,
      'notNull', a.attnotnull, 'hasDefault', a.atthasdef, 'identity', a.attidentity, 'generated', a.attgenerated)
      order by a.attname), '[]')
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped),
  'keys', (select coalesce(json_agg(json_build_object('name', con.conname, 'type', con.contype, 'relid', con.conrelid,
      'cols', (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n),
      'ftable', fc.relname, 'fschema', fn.nspname,
      'fcols', (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n)) order by con.conname), '[]')
    from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_class fc on fc.oid = con.confrelid left join pg_namespace fn on fn.oid = fc.relnamespace
    where n.nspname = 'public' and con.contype in ('p', 'u', 'f')),
  'uniqueIndexes', (select coalesce(json_agg(json_build_object('relid', i.indrelid,
      'cols', (select json_agg(a.attname order by k.i) from unnest(i.indkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n))), '[]')
    from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and i.indisunique and i.indpred is null and i.indexprs is null),
  'enums', (select coalesce(json_agg(json_build_object('type', e.enumtypid, 'label', e.enumlabel) order by e.enumtypid, e.enumsortorder), '[]')
    from pg_enum e join pg_type t on t.oid = e.enumtypid join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'public'),
  'functions', (select coalesce(json_agg(json_build_object('name', p.proname, 'ret', p.prorettype, 'retset', p.proretset,
      'ndefaults', p.pronargdefaults, 'argnames', p.proargnames, 'argmodes', p.proargmodes,
      'argtypes', coalesce(p.proallargtypes, p.proargtypes::oid[]))
      order by p.proname, pg_get_function_identity_arguments(p.oid)), '[]')
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind = 'f'
      and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'))
)::text as catalog`

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'])
const STRING = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'char',
  'name',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'macaddr8',
  'tsvector',
  'tsquery',
  'money',
  'bit',
  'varbit',
  'xml',
])
const PATH = 'Database["public"]'
/** supabase-js's Json: what a json or jsonb column holds. */
const JSON_TYPE = { union: ['string', 'number', 'boolean', 'null', '{ [key: string]: Json | undefined }', 'Json[]'] }

const identifier = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name))

/** Reads the public schema of a database that has the migrations applied. */
export async function readCatalog(pg) {
  const { rows } = await pg.query(CATALOG_SQL)
  return JSON.parse(rows[0].catalog)
}

/** The TypeScript source of shared/database.types.ts for a catalog read by readCatalog. */
export function renderTypes(catalog) {
  const types = new Map(catalog.types.map((t) => [t.oid, t]))
  const relations = new Map(catalog.relations.map((r) => [r.oid, r]))
  const publicTables = new Map(catalog.relations.filter((r) => r.kind === 'r' || r.kind === 'p').map((r) => [r.oid, r]))
  const enumsByType = new Map()
  for (const e of catalog.enums) enumsByType.set(e.type, [...(enumsByType.get(e.type) ?? []), e.label])

  /** A Postgres type as TypeScript, as postgres-meta's TypeScript template writes it. */
  function tsType(oid) {
    const t = types.get(oid)
    if (!t) return 'unknown'
    if (t.category === 'A' && t.elem) return `${tsType(t.elem)}[]`
    if (t.kind === 'd') return tsType(t.base)
    if (t.kind === 'e') return t.schema === 'public' ? `${PATH}["Enums"][${JSON.stringify(t.name)}]` : 'string'
    if (t.kind === 'c') {
      const rel = relations.get(t.relid)
      if (rel && t.schema === 'public')
        return `${PATH}[${rel.kind === 'v' || rel.kind === 'm' ? '"Views"' : '"Tables"'}][${JSON.stringify(rel.name)}]["Row"]`
      if (t.schema === 'public') return `${PATH}["CompositeTypes"][${JSON.stringify(t.name)}]`
      return 'unknown'
    }
    if (t.name === 'bool') return 'boolean'
    if (NUMBER.has(t.name)) return 'number'
    if (STRING.has(t.name)) return 'string'
    if (t.name === 'json' || t.name === 'jsonb') return 'Json'
    if (t.name === 'void') return 'undefined'
    if (t.name === 'record') return 'Record<string, unknown>'
    return 'unknown'
  }

  const columnsOf = (relid) => catalog.columns.filter((c) => c.relid === relid)

  const uniqueSets = [
    ...catalog.keys.filter((k) => k.type !== 'f').map((k) => ({ relid: k.relid, cols: k.cols })),
    ...catalog.uniqueIndexes,
  ]
  const isUnique = (relid, cols) =>
    uniqueSets.some((u) => u.relid === relid && u.cols.length === cols.length && u.cols.every((c) => cols.includes(c)))
  const list = (items) => `[${items.map((c) => JSON.stringify(c)).join(', ')}]`

  const relationships = (relid) => ({
    items: catalog.keys
      .filter((k) => k.type === 'f' && k.relid === relid && k.fschema === 'public')
      .map((fk) => [
        ['foreignKeyName', JSON.stringify(fk.name)],
        ['columns', list(fk.cols)],
        ['isOneToOne', String(isUnique(relid, fk.cols))],
        ['referencedRelation', JSON.stringify(fk.ftable)],
        ['referencedColumns', list(fk.fcols)],
      ]),
  })

  function relationType(rel, writable) {
    const cols = columnsOf(rel.oid)
    const view = rel.kind === 'v' || rel.kind === 'm'
    // A view's columns can be null whatever its tables say (an outer join, an aggregate); the CLI says so too.
    const nullable = (c) => view || !c.notNull
    const type = (c) => `${tsType(c.type)}${nullable(c) ? ' | null' : ''}`
    const readOnly = (c) => c.generated === 's' || c.identity === 'a'
    const node = [['Row', cols.map((c) => [identifier(c.name), type(c)])]]
    if (writable) {
      node.push([
        'Insert',
        cols.map((c) =>
          readOnly(c)
            ? [`${identifier(c.name)}?`, 'never']
            : [`${identifier(c.name)}${nullable(c) || c.hasDefault || c.identity === 'd' ? '?' : ''}`, type(c)],
        ),
      ])
      // Every column of an update is optional and a read-only one is never set, as in an insert: Partial<Insert>.
      node.push(['Update', `Partial<${PATH}[${view ? '"Views"' : '"Tables"'}][${JSON.stringify(rel.name)}]["Insert"]>`])
    }
    node.push(['Relationships', relationships(rel.oid)])
    return [identifier(rel.name), node]
  }

  const tables = catalog.relations.filter((r) => publicTables.has(r.oid)).map((r) => relationType(r, true))
  // A view takes Insert and Update types only when PostgREST can write through it (pg_relation_is_updatable:
  // insert 8, update 4) and a signed-in user may (the grants): our views are read-only for the app, so a
  // write to one fails the typecheck instead of answering 42501 at run time.
  const views = catalog.relations
    .filter((r) => r.kind === 'v' || r.kind === 'm')
    .map((r) => relationType(r, (r.updatable & 12) === 12 && r.writable))

  function functionType(fn) {
    const modes = fn.argmodes ?? fn.argtypes.map(() => 'i')
    const names = fn.argnames ?? fn.argtypes.map(() => '')
    const all = fn.argtypes.map((type, i) => ({ type, name: names[i], mode: modes[i] }))
    const inArgs = all.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v')
    const outArgs = all.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't')
    const firstDefault = inArgs.length - fn.ndefaults
    const args = inArgs.length
      ? inArgs.map((a, i) => [`${identifier(a.name)}${i >= firstDefault ? '?' : ''}`, tsType(a.type)])
      : 'never'
    // returns table (…) or out parameters: an object of them; otherwise the return type
    const row = outArgs.length ? outArgs.map((a) => [identifier(a.name), tsType(a.type)]) : tsType(fn.ret)
    return [
      ['Args', args],
      ['Returns', fn.retset ? { arrayOf: row } : row],
    ]
  }

  const byName = new Map()
  for (const fn of catalog.functions) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn])
  const functions = [...byName].map(([name, overloads]) => [
    identifier(name),
    overloads.length === 1 ? functionType(overloads[0]) : { union: overloads.map(functionType) },
  ])

  const enumTypes = [...enumsByType]
    .map(([oid, labels]) => [types.get(oid).name, labels])
    .sort(([a], [b]) => a.localeCompare(b))
  const enums = enumTypes.map(([name, labels]) => [identifier(name), labels.map((l) => JSON.stringify(l)).join(' | ')])
  const composites = catalog.types
    .filter((t) => t.schema === 'public' && t.kind === 'c' && !relations.has(t.relid))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => [identifier(t.name), columnsOf(t.relid).map((c) => [identifier(c.name), `${tsType(c.type)} | null`])])

  /** A node as TypeScript at `indent`: a string is a type, an array of [key, node] an object type. */
  function render(node, indent) {
    const pad = ' '.repeat(indent)
    if (typeof node === 'string') return node
    if (node.arrayOf)
      return typeof node.arrayOf === 'string' ? `${node.arrayOf}[]` : `${render(node.arrayOf, indent)}[]`
    if (node.union) return node.union.map((n) => `\n${pad}  | ${render(n, indent + 4)}`).join('')
    if (node.items)
      return node.items.length
        ? `[\n${node.items.map((n) => `${pad}  ${render(n, indent + 2)},\n`).join('')}${pad}]`
        : '[]'
    if (!node.length) return `{\n${pad}  [_ in never]: never\n${pad}}`
    return `{\n${node.map(([key, value]) => `${pad}  ${key}:${value.union ? '' : ' '}${render(value, indent + 2)}\n`).join('')}${pad}}`
  }

  const schema = [
    ['Tables', tables],
    ['Views', views],
    ['Functions', functions],
    ['Enums', enums],
    ['CompositeTypes', composites],
  ]

  return `// Generated by \`npm run db:types\` (scripts/gen-db-types.mjs) from supabase/migrations. Do not edit:
// change a migration, run \`npm run db:types\` and commit both. tests/backend/database-types.test.ts
// fails when this file and the migrations disagree.

export type Json =${render(JSON_TYPE, 0)}

export type Database = {
  // The local backend and hosted Supabase both serve PostgREST 12 semantics to supabase-js.
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: ${render(schema, 2)}
}

export const Constants = {
  public: {
    Enums: ${enumTypes.length ? `{\n${enumTypes.map(([n, l]) => `        ${identifier(n)}: [${l.map((x) => JSON.stringify(x)).join(', ')}],`).join('\n')}\n      }` : '{}'},
  },
} as const
`
}

/** Applies the migrations to a fresh in-memory database and renders the types (what the drift test compares). */
export async function generateDatabaseTypes() {
  const db = await openDb({ seed: false })
  try {
    return renderTypes(await readCatalog(db.pg))
  } finally {
    await db.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const source = await generateDatabaseTypes()
  writeFileSync(OUTPUT, source)
  console.log(`[db:types] wrote ${OUTPUT.pathname.replace(`${process.cwd()}/`, '')} from supabase/migrations`)
}
