// Table requests: GET/HEAD (read), POST (insert, upsert), PATCH (update), DELETE — each one SQL
// statement run inside the caller's transaction (as the caller's role, so RLS decides).
import type { Tx } from './db.ts'
import { RestError } from './rest-errors.ts'
import { parseCond, parseCount, parseField, parseLogic, parseOrder, parseSelect, splitTop } from './rest-parse.ts'
import { filterSql, findLevel, jsonQuery, levelSql, orderSql, planLevel, Sql, type Level } from './rest-query.ts'
import { qualified, quoteIdent as q, tableNotFound, type Relation, type Schema } from './rest-schema.ts'

export type RestRequest = {
  /** GET (also for HEAD), POST, PATCH, DELETE */
  method: string
  /** the table or function name from the path */
  name: string
  /** the query string, in order, repeated keys kept */
  params: [string, string][]
  body: unknown
  prefer: Map<string, string>
  /** Accept: application/vnd.pgrst.object+json */
  object: boolean
  /** Accept: …;nulls=stripped */
  strip: boolean
  /** Range: 0-9 */
  range: { offset: number; limit?: number } | null
}
export type RestResult = {
  status: number
  body: string | null
  n?: number
  total?: number | null
  offset?: number
  applied?: string[]
}
export type QueryRow = { body: string; n: number; one: string | null; total?: number }

/** Supabase's default "Max rows" (PostgREST db-max-rows): the most rows one read returns. */
export const MAX_ROWS = 1000

/** Keys that are never filters. */
const RESERVED = new Set(['select', 'columns', 'on_conflict', 'apikey'])

export const param = (req: RestRequest, key: string) => req.params.find(([k]) => k === key)?.[1]

/** Reads run in a read-only transaction, as PostgREST runs them (a write inside fails with 25006). */
export const readOnly = (tx: Tx) => tx.exec('set transaction read only')

export async function run<T>(tx: Tx, sql: Sql, text: string) {
  return tx.query<T>(text, sql.params, { paramTypes: sql.params.map(() => 25) })
}

/** Filters, logic trees, order, limit and offset from the query string, for the root or an embed (`rel.col=…`). */
export function applyQuery(level: Level, req: RestRequest, skip: Set<string> = new Set()) {
  for (const [key, value] of req.params) {
    if (RESERVED.has(key) || skip.has(key)) continue
    const arrow = key.indexOf('->')
    const segs = (arrow < 0 ? key : key.slice(0, arrow)).split('.')
    let last = segs.pop()!
    let negate = false
    if (arrow < 0 && (last === 'or' || last === 'and') && segs[segs.length - 1] === 'not') {
      segs.pop()
      negate = true
    }
    const target = findLevel(level, segs)
    if (arrow >= 0) last += key.slice(arrow)
    else if (last === 'or' || last === 'and') {
      target.filters.push(parseLogic(last, negate, value))
      continue
    } else if (last === 'order') {
      target.order = parseOrder(value)
      continue
    } else if (last === 'limit' || last === 'offset') {
      target[last] = parseCount(value, last)
      continue
    }
    target.filters.push(parseCond(parseField(last), value))
  }
  if (req.range && level.limit === undefined && level.offset === undefined) {
    level.offset = req.range.offset
    level.limit = req.range.limit
  }
}

/** Caps a read at MAX_ROWS like PostgREST's db-max-rows. */
export function capRows(level: Level) {
  level.limit = Math.min(level.limit ?? MAX_ROWS, MAX_ROWS)
}

export function singleError(n: number) {
  return new RestError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${n} rows`,
  )
}

/** The response for a JSON query row: the array, or with Accept object exactly one row. */
export function shape(row: QueryRow, req: RestRequest, status: number, offset = 0): RestResult {
  if (req.object && row.n !== 1) throw singleError(row.n)
  const total = row.total ?? null
  if (total !== null && offset > total)
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    )
  return { status, body: req.object ? row.one : row.body, n: row.n, total, offset }
}

const wantsCount = (req: RestRequest) =>
  req.prefer.get('count') === 'exact' ||
  req.prefer.get('count') === 'planned' ||
  req.prefer.get('count') === 'estimated'

export async function tableRequest(tx: Tx, schema: Schema, req: RestRequest): Promise<RestResult> {
  const rel = schema.tables.get(req.name)
  if (!rel) throw tableNotFound(schema, req.name)
  const sql = new Sql()
  const level = planLevel(schema, sql, rel, parseSelect(param(req, 'select') ?? '*'))
  if (req.method === 'GET') {
    await readOnly(tx)
    applyQuery(level, req)
    capRows(level)
    const p = levelSql(level, sql)
    const text = jsonQuery(level, p, qualified(rel.name), [...p.filters, ...p.inner], {
      strip: req.strip,
      count: wantsCount(req),
    })
    const { rows } = await run<QueryRow>(tx, sql, text)
    return shape(rows[0], req, 200, level.offset ?? 0)
  }
  if (req.method === 'POST') return insert(tx, sql, schema, rel, level, req)
  if (req.method === 'PATCH' || req.method === 'DELETE') return updateOrDelete(tx, sql, rel, level, req)
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`)
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function payloadColumns(rel: Relation, req: RestRequest, rows: Record<string, unknown>[]): string[] {
  const listed = param(req, 'columns')
  const cols =
    listed !== undefined
      ? splitTop(listed).map((c) => parseField(c, 'columns').name)
      : [...new Set(rows.flatMap((r) => Object.keys(r)))]
  for (const c of cols)
    if (!rel.columns.has(c))
      throw new RestError(400, 'PGRST204', `Could not find the '${c}' column of '${rel.name}' in the schema cache`)
  return cols
}

/** Runs a mutation: with a representation, its rows go through the same JSON query as a read. */
async function mutate(
  tx: Tx,
  sql: Sql,
  level: Level,
  req: RestRequest,
  dml: (returning: boolean) => string,
  status: number,
): Promise<RestResult> {
  const ret = req.prefer.get('return')
  const applied = [...(ret ? [`return=${ret}`] : []), ...(wantsCount(req) ? [`count=${req.prefer.get('count')}`] : [])]
  if (ret === 'representation') {
    const p = levelSql(level, sql)
    const text = jsonQuery(level, p, 'pgrst_source', p.inner, {
      strip: req.strip,
      count: wantsCount(req),
      cte: dml(true),
    })
    const { rows } = await run<QueryRow>(tx, sql, text)
    return { ...shape(rows[0], req, status), applied }
  }
  const res = await run(tx, sql, dml(false))
  const n = res.affectedRows ?? 0
  return { status: status === 201 ? 201 : 204, body: null, n: 0, total: wantsCount(req) ? n : null, applied }
}

async function insert(
  tx: Tx,
  sql: Sql,
  schema: Schema,
  rel: Relation,
  level: Level,
  req: RestRequest,
): Promise<RestResult> {
  const rows = Array.isArray(req.body) ? req.body : [req.body]
  if (!rows.every(isObject)) throw new RestError(400, 'PGRST102', 'All object keys must match')
  const cols = payloadColumns(rel, req, rows)
  applyQuery(level, req, new Set(['on_conflict']))
  level.filters = [] // filters do not apply to an insert; embedded ones shape the representation
  if (!rows.length)
    return { status: 201, body: req.prefer.get('return') === 'representation' ? '[]' : null, n: 0, total: 0 }
  const resolution = req.prefer.get('resolution')
  let conflict = ''
  if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
    const onConflict = param(req, 'on_conflict')
    const target =
      onConflict !== undefined
        ? splitTop(onConflict).map((c) => parseField(c, 'on_conflict').name)
        : (schema.keys.find((k) => k.type === 'p' && k.table === rel.name)?.cols ?? [])
    for (const c of target)
      if (!rel.columns.has(c)) throw new RestError(400, '42703', `column ${rel.name}.${c} does not exist`)
    const targetSql = target.length ? ` (${target.map(q).join(', ')})` : ''
    const merge = resolution === 'merge-duplicates' && cols.length
    conflict = ` on conflict${targetSql} ${merge ? `do update set ${cols.map((c) => `${q(c)} = excluded.${q(c)}`).join(', ')}` : 'do nothing'}`
  }
  const T = qualified(rel.name)
  const body = sql.param(JSON.stringify(rows))
  const source = cols.length
    ? `(${cols.map(q).join(', ')}) select ${cols.map((c) => `_b.${q(c)}`).join(', ')} from json_populate_recordset(null::${T}, ${body}::json) as _b`
    : ` select from json_populate_recordset(null::${T}, ${body}::json) as _b`
  const result = await mutate(
    tx,
    sql,
    level,
    req,
    (ret) => `insert into ${T} as ${level.alias} ${source}${conflict}${ret ? ` returning ${level.alias}.*` : ''}`,
    201,
  )
  if (resolution) result.applied?.push(`resolution=${resolution}`)
  return result
}

async function updateOrDelete(tx: Tx, sql: Sql, rel: Relation, level: Level, req: RestRequest): Promise<RestResult> {
  applyQuery(level, req)
  const limited = level.limit !== undefined || !!level.offset
  if (!level.filters.length && !limited) {
    // hosted Supabase loads pg-safeupdate for API requests
    const verb = req.method === 'PATCH' ? 'UPDATE' : 'DELETE'
    throw new RestError(400, '21000', `${verb} requires a WHERE clause`)
  }
  const T = qualified(rel.name)
  // The mutation's own WHERE: the root filters (embedded ones only shape the representation);
  // with limit/offset, only the first rows in `order` (PostgREST's limited update/delete).
  const conds = level.filters.map((f) => filterSql(level, f, sql))
  if (limited) {
    const sub = { ...level, alias: sql.alias('t'), embeds: [] }
    const subWhere = level.filters.map((f) => filterSql(sub, f, sql))
    const order = level.order.map((t) => orderSql(sub, t, sql))
    conds.push(
      `${level.alias}.ctid = any(array(select ${sub.alias}.ctid from ${T} as ${sub.alias}${subWhere.length ? ` where ${subWhere.join(' and ')}` : ''}` +
        `${order.length ? ` order by ${order.join(', ')}` : ''}${level.limit !== undefined ? ` limit ${level.limit}` : ''}${level.offset ? ` offset ${level.offset}` : ''}))`,
    )
  }
  const where = ` where ${conds.join(' and ')}`
  level.filters = []
  level.limit = undefined
  level.offset = undefined
  if (req.method === 'DELETE')
    return mutate(
      tx,
      sql,
      level,
      req,
      (ret) => `delete from ${T} as ${level.alias}${where}${ret ? ` returning ${level.alias}.*` : ''}`,
      200,
    )
  if (!isObject(req.body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  const cols = payloadColumns(rel, req, [req.body])
  if (!cols.length)
    return {
      status: req.prefer.get('return') === 'representation' ? 200 : 204,
      body: req.prefer.get('return') === 'representation' ? '[]' : null,
      n: 0,
    }
  const body = sql.param(JSON.stringify(req.body))
  const set = cols.map((c) => `${q(c)} = _b.${q(c)}`).join(', ')
  return mutate(
    tx,
    sql,
    level,
    req,
    (ret) =>
      `update ${T} as ${level.alias} set ${set} from json_populate_record(null::${T}, ${body}::json) as _b${where}${ret ? ` returning ${level.alias}.*` : ''}`,
    200,
  )
}
