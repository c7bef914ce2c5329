// POST /rpc/fn (JSON named arguments) and GET /rpc/fn?arg=… : the overload is chosen by argument
// names like PostgREST does; arguments reach Postgres as one JSON parameter typed by json_to_record
// with the catalog's argument types. Set-returning and composite results support select/filters.
import type { Tx } from './db.ts'
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts'
import { parseError, RestError } from './rest-errors.ts'
import { parseSelect, type SelectItem } from './rest-parse.ts'
import { jsonQuery, levelSql, planLevel, Sql } from './rest-query.ts'
import { qualified, quoteIdent as q, type Fn, type FnArg, type Relation, type Schema } from './rest-schema.ts'
import {
  applyQuery,
  capRows,
  param,
  readOnly,
  run,
  shape,
  type QueryRow,
  type RestRequest,
  type RestResult,
} from './rest-table.ts'

const inputs = (fn: Fn) => fn.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v')
const outputs = (fn: Fn) => fn.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't')
const isJson = (a: FnArg) => a.type === 'json' || a.type === 'jsonb'

type Chosen = { fn: Fn; used: FnArg[]; single?: FnArg }

function choose(schema: Schema, name: string, keys: string[] | null, req: RestRequest): Chosen {
  const fns = schema.fns.get(name) ?? []
  const singleObject = req.prefer.get('params') === 'single-object'
  const matches: Chosen[] = []
  for (const fn of fns) {
    const ins = inputs(fn)
    const required = ins.slice(0, ins.length - fn.ndefaults)
    if (req.method !== 'GET' && ins.length === 1 && isJson(ins[0]) && (singleObject || ins[0].name === '')) {
      matches.push({ fn, used: [], single: ins[0] })
      continue
    }
    if (!keys || ins.some((a) => a.name === '')) continue
    const names = new Set(ins.map((a) => a.name))
    const given = req.method === 'GET' ? keys.filter((k) => names.has(k)) : keys
    if (given.every((k) => names.has(k)) && required.every((a) => given.includes(a.name)))
      matches.push({ fn, used: ins.filter((a) => given.includes(a.name)) })
  }
  if (matches.length > 1 && req.method === 'GET') {
    const most = Math.max(...matches.map((m) => m.used.length))
    matches.splice(0, matches.length, ...matches.filter((m) => m.used.length === most))
  }
  if (matches.length === 1) return matches[0]
  const sorted = [...(keys ?? [])].sort()
  if (!matches.length)
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${sorted.join(', ')}) in the schema cache`,
      `Searched for the function public.${name} ${sorted.length ? `with parameters ${sorted.join(', ')}` : 'without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    )
  throw new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${matches
      .map(
        (m) =>
          `public.${name}(${inputs(m.fn)
            .map((a) => `${a.name} => ${a.type}`)
            .join(', ')})`,
      )
      .join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  )
}

export async function rpcRequest(tx: Tx, schema: Schema, req: RestRequest): Promise<RestResult> {
  const body = req.body === undefined || req.body === null || req.body === '' ? {} : req.body
  const isGet = req.method === 'GET'
  const named = isGet || (typeof body === 'object' && body !== null && !Array.isArray(body))
  const values = (isGet ? Object.fromEntries(req.params) : named ? body : {}) as Record<string, unknown>
  const keys = named
    ? Object.keys(values).filter((k) => !isGet || !['select', 'order', 'limit', 'offset', 'apikey'].includes(k))
    : null
  const { fn, used, single } = choose(schema, req.name, keys, req)
  const sql = new Sql()
  // GET calls and stable/immutable functions run read-only, like PostgREST
  if (isGet || fn.volatile !== 'v') await readOnly(tx)

  // the call: "public"."fn"(name => _a.name, …) reading its arguments from one JSON parameter
  let from = ''
  let call: string
  if (single) call = `${qualified(fn.name)}(${sql.param(JSON.stringify(body))}::${single.type})`
  else if (!used.length) call = `${qualified(fn.name)}()`
  else {
    const args: Record<string, unknown> = {}
    for (const a of used) {
      const v = values[a.name]
      args[a.name] = isGet && isJson(a) && typeof v === 'string' ? tryJson(a.name, v) : v
    }
    from = `json_to_record(${sql.param(JSON.stringify(args))}::json) as _a(${used.map((a) => `${q(a.name)} ${a.type}`).join(', ')})`
    call = `${qualified(fn.name)}(${used.map((a) => `${a.mode === 'v' ? 'variadic ' : ''}${q(a.name)} => _a.${q(a.name)}`).join(', ')})`
  }
  const argKeys = new Set(isGet ? used.map((a) => a.name) : [])

  if (fn.rettype === 'void') {
    await run(tx, sql, `select ${call}${from ? ` from ${from}` : ''}`)
    return { status: 204, body: null }
  }

  // rows: a public table type, or OUT/TABLE columns; anything else is a scalar (or set of them)
  const out = outputs(fn)
  let rel: Relation | undefined = fn.rettable ? schema.tables.get(fn.rettable) : undefined
  if (!rel && fn.rettype === 'record' && out.length)
    rel = { name: fn.name, kind: 'f', columns: new Map(out.map((a) => [a.name, { name: a.name, type: a.type }])) }
  const source = `${from ? `${from} cross join lateral ` : ''}${call}`

  if (!rel && !fn.retset) {
    const { rows } = await run<{ body: string }>(
      tx,
      sql,
      `select to_json(${call})::text as body${from ? ` from ${from}` : ''}`,
    )
    return { status: 200, body: rows[0].body ?? 'null' }
  }

  let items: SelectItem[]
  let scalar: string | undefined
  let fromSql: string
  if (rel) {
    items = parseSelect(param(req, 'select') ?? '*')
    fromSql = source
  } else {
    // setof scalar: one column named after the function
    scalar = fn.name
    rel = { name: fn.name, kind: 'f', columns: new Map([[fn.name, { name: fn.name, type: fn.rettype }]]) }
    items = [{ kind: 'field', field: { name: fn.name, json: [] } }]
    fromSql = `(select _f as ${q(fn.name)} from ${source} as _f)`
  }
  const level = planLevel(schema, sql, rel, items)
  applyQuery(level, req, argKeys)
  if (fn.retset) capRows(level)
  const p = levelSql(level, sql)
  const count = ['exact', 'planned', 'estimated'].includes(req.prefer.get('count') ?? '')
  const text = jsonQuery(level, p, fromSql, [...p.filters, ...p.inner], { strip: req.strip, count, scalar })
  const { rows } = await run<QueryRow>(tx, sql, text)
  if (!fn.retset && !req.object) return { status: 200, body: rows[0].one ?? 'null' }
  const result = shape(rows[0], req, 200, level.offset ?? 0)
  return req.prefer.get('return') === 'minimal' ? { ...result, body: null } : result
}

function tryJson(name: string, v: string): unknown {
  if (nestsDeeperThan(v)) throw parseError(`the argument ${name}`, `JSON nests deeper than ${MAX_JSON_DEPTH} levels`)
  try {
    return JSON.parse(v)
  } catch {
    return v
  }
}
