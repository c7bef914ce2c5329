// SQL for a parsed request: one "level" per relation (the root and each embedded resource), each
// embed a LEFT JOIN LATERAL that yields its JSON (object for to-one, array for to-many). Every value
// is a $n parameter (sent as text, cast to the column's catalog type); every identifier has been
// checked against the schema cache and is quoted.
import { RestError } from './rest-errors.ts'
import { FTS, type EmbedItem, type FieldRef, type Filter, type OrderTerm, type SelectItem } from './rest-parse.ts'
import {
  columnNotFound,
  qualified,
  quoteIdent as q,
  resolveRelationship,
  type Relation,
  type Relationship,
  type Schema,
} from './rest-schema.ts'

export class Sql {
  params: string[] = []
  aliases = 0
  param(value: string) {
    this.params.push(value)
    return `$${this.params.length}`
  }
  alias(prefix: string) {
    return `${prefix}${++this.aliases}`
  }
}

export type Level = {
  rel: Relation
  alias: string
  items: SelectItem[]
  embeds: Embed[]
  filters: Filter[]
  order: OrderTerm[]
  limit?: number
  offset?: number
}
export type Embed = {
  key: string
  item: EmbedItem
  ship: Relationship
  level: Level
  lateral: string
  orderCols: Set<string>
}

const JSON_COL = '"__pgrst_json"'

export function column(rel: Relation, name: string) {
  const col = rel.columns.get(name)
  if (!col) throw columnNotFound(rel, name)
  return col
}

/** Resolves the select tree against the schema: columns exist, embeds follow one foreign key. */
export function planLevel(schema: Schema, sql: Sql, rel: Relation, items: SelectItem[]): Level {
  const level: Level = { rel, alias: sql.alias('t'), items, embeds: [], filters: [], order: [] }
  for (const item of items) {
    if (item.kind === 'field') column(rel, item.field.name)
    if (item.kind !== 'embed') continue
    const ship = resolveRelationship(schema, rel.name, item.name, item.hint)
    if (item.spread && !ship.toOne)
      throw new RestError(
        400,
        'PGRST119',
        `A spread operation on '${item.name}' is not possible`,
        `'${rel.name}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
      )
    const target = schema.tables.get(ship.target)!
    level.embeds.push({
      key: item.alias ?? item.name,
      item,
      ship,
      level: planLevel(schema, sql, target, item.items),
      lateral: sql.alias('l'),
      orderCols: new Set(),
    })
  }
  return level
}

/** The level an embedded path (`rel.sub`) names. */
export function findLevel(level: Level, path: string[]): Level {
  let cur = level
  for (const seg of path) {
    const e = cur.embeds.find((x) => x.key === seg) ?? cur.embeds.find((x) => x.item.name === seg)
    if (!e)
      throw new RestError(
        400,
        'PGRST108',
        `'${seg}' is not an embedded resource in this request`,
        null,
        `Verify that '${seg}' is included in the 'select' query parameter.`,
      )
    cur = e.level
  }
  return cur
}

export type Parts = {
  select: string[]
  joins: string[]
  filters: string[]
  inner: string[]
  order: string[]
  page: string
}

export function levelSql(level: Level, sql: Sql): Parts {
  const order = level.order.map((t) => orderSql(level, t, sql))
  const filters = level.filters.map((f) => filterSql(level, f, sql))
  const select: string[] = []
  for (const item of level.items) {
    if (item.kind === 'star') select.push(`${level.alias}.*`)
    else if (item.kind === 'field') {
      const { expr } = fieldExpr(level, item.field, sql)
      const name =
        item.alias ?? (item.field.json.length ? item.field.json[item.field.json.length - 1].key : item.field.name)
      select.push(`${item.cast ? `(${expr})::${item.cast}` : expr} as ${q(name)}`)
    } else {
      const e = level.embeds.find((x) => x.item === item)!
      if (item.spread) for (const name of outputNames(e.level)) select.push(`${e.lateral}.${q(name)}`)
      else if (item.items.length) select.push(`${e.lateral}.${JSON_COL} as ${q(e.key)}`)
    }
  }
  const joins = level.embeds.map((e) => lateralSql(level, e, sql))
  const inner = level.embeds.filter((e) => e.item.inner).map((e) => present(e))
  const page = `${level.limit !== undefined ? ` limit ${level.limit}` : ''}${level.offset ? ` offset ${level.offset}` : ''}`
  return { select, joins, filters, inner, order, page }
}

function outputNames(level: Level): string[] {
  return level.items.flatMap((item) => {
    if (item.kind === 'star') return [...level.rel.columns.keys()]
    if (item.kind === 'field')
      return [
        item.alias ?? (item.field.json.length ? item.field.json[item.field.json.length - 1].key : item.field.name),
      ]
    const e = level.embeds.find((x) => x.item === item)!
    return item.spread ? outputNames(e.level) : item.items.length ? [e.key] : []
  })
}

const present = (e: Embed) =>
  e.ship.toOne ? `${e.lateral}.${JSON_COL} is not null` : `json_array_length(${e.lateral}.${JSON_COL}) > 0`

function joinCond(parent: string, child: string, ship: Relationship, sql: Sql): string {
  if (!ship.junction) return ship.pairs.map(([p, t]) => `${child}.${q(t)} = ${parent}.${q(p)}`).join(' and ')
  const j = sql.alias('j')
  const conds = [
    ...ship.junction.source.map(([p, jc]) => `${j}.${q(jc)} = ${parent}.${q(p)}`),
    ...ship.junction.target.map(([jc, t]) => `${j}.${q(jc)} = ${child}.${q(t)}`),
  ]
  return `exists (select 1 from ${qualified(ship.junction.table)} as ${j} where ${conds.join(' and ')})`
}

function lateralSql(parent: Level, e: Embed, sql: Sql): string {
  const c = e.level
  const p = levelSql(c, sql)
  const where = [joinCond(parent.alias, c.alias, e.ship, sql), ...p.filters, ...p.inner]
  const body = `from ${qualified(c.rel.name)} as ${c.alias} ${p.joins.join(' ')} where ${where.join(' and ')}`
  const orderCols = [...e.orderCols].map((col) => `, ${c.alias}.${q(col)} as ${q(`__pgrst_o_${col}`)}`).join('')
  if (e.item.spread)
    return `left join lateral (select true as ${JSON_COL}${p.select.map((s) => `, ${s}`).join('')}${orderCols} ${body} limit 1) as ${e.lateral} on true`
  if (e.ship.toOne)
    return `left join lateral (select (select row_to_json(_x) from (select ${p.select.join(', ')}) as _x) as ${JSON_COL}${orderCols} ${body} limit 1) as ${e.lateral} on true`
  const order = p.order.length ? ` order by ${p.order.join(', ')}` : ''
  return `left join lateral (select coalesce(json_agg(_x), '[]') as ${JSON_COL} from (select ${p.select.join(', ')} ${body}${order}${p.page}) as _x) as ${e.lateral} on true`
}

function fieldExpr(level: Level, f: FieldRef, sql: Sql): { expr: string; type: string } {
  let type = column(level.rel, f.name).type
  let expr = `${level.alias}.${q(f.name)}`
  for (const op of f.json) {
    const key = /^-?\d+$/.test(op.key) ? `${sql.param(op.key)}::int` : `${sql.param(op.key)}::text`
    expr = `(${expr}${op.arrow}${key})`
    if (op.arrow === '->>') type = 'text'
  }
  return { expr, type }
}

export function orderSql(level: Level, t: OrderTerm, sql: Sql): string {
  let expr: string
  if (t.relation) {
    const e = level.embeds.find((x) => x.key === t.relation)
    if (!e?.ship.toOne)
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${t.relation}' is not possible`,
        `'${level.rel.name}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`,
      )
    column(e.level.rel, t.field.name)
    e.orderCols.add(t.field.name)
    expr = `${e.lateral}.${q(`__pgrst_o_${t.field.name}`)}`
  } else expr = fieldExpr(level, t.field, sql).expr
  return `${expr}${t.dir ? ` ${t.dir}` : ''}${t.nulls ? ` nulls ${t.nulls}` : ''}`
}

const COMPARE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
}
const TEXT: Record<string, string> = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' }
const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}
const IS: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
}

export function filterSql(level: Level, f: Filter, sql: Sql): string {
  if (f.kind === 'logic') {
    const body = `(${f.items.map((x) => filterSql(level, x, sql)).join(` ${f.op} `)})`
    return f.negate ? `not ${body}` : body
  }
  let out: string
  const embed =
    !f.field.json.length && !level.rel.columns.has(f.field.name)
      ? level.embeds.find((e) => e.key === f.field.name)
      : undefined
  if (embed) {
    // `rel=is.null` / `rel=not.is.null`: rows whose embedded resource is (not) empty
    if (f.op !== 'is' || (f.value !== 'null' && f.value !== 'not_null'))
      throw new RestError(
        400,
        'PGRST100',
        `"failed to parse filter (${f.field.name})"`,
        'only is.null and not.is.null can filter on an embedded resource',
      )
    out = f.value === 'null' ? `not (${present(embed)})` : present(embed)
  } else {
    const { expr, type } = fieldExpr(level, f.field, sql)
    const val = (v: string, t = type) => `cast(${sql.param(v)} as ${t})`
    if (f.op in COMPARE)
      out = f.modifier
        ? `${expr} ${COMPARE[f.op]} ${f.modifier}(${val(f.value, `${type}[]`)})`
        : `${expr} ${COMPARE[f.op]} ${val(f.value)}`
    else if (f.op in TEXT) {
      const pattern = f.op.endsWith('like') ? f.value.replaceAll('*', '%') : f.value
      out = f.modifier
        ? `${expr}::text ${TEXT[f.op]} ${f.modifier}(${val(pattern, 'text[]')})`
        : `${expr}::text ${TEXT[f.op]} ${sql.param(pattern)}`
    } else if (f.op === 'in') out = f.list!.length ? `${expr} in (${f.list!.map((v) => val(v)).join(', ')})` : 'false'
    else if (f.op === 'is') out = `${expr} is ${IS[f.value]}`
    else if (f.op === 'isdistinct') out = `${expr} is distinct from ${val(f.value)}`
    else if (FTS.has(f.op)) {
      const cfg = f.config ? `${val(f.config, 'regconfig')}, ` : ''
      out = `${type === 'tsvector' ? expr : `to_tsvector(${cfg}${expr})`} @@ ${TSQUERY[f.op]}(${cfg}${sql.param(f.value)})`
    } else throw new RestError(400, 'PGRST100', `"failed to parse filter (${f.op})"`, 'unknown operator')
  }
  return f.negate ? `not (${out})` : out
}

export type JsonOpts = { strip?: boolean; count?: boolean; scalar?: string; cte?: string }

/**
 * The response body for a level read from `from` (a table, function call or the `pgrst_source` of
 * a mutation): one row with the JSON array `body`, the row count `n`, the single row `one` and,
 * with count, the `total` before limit/offset.
 */
export function jsonQuery(level: Level, p: Parts, from: string, where: string[], opts: JsonOpts): string {
  const body = `from ${from} as ${level.alias} ${p.joins.join(' ')}${where.length ? ` where ${where.join(' and ')}` : ''}`
  const rows = `select ${p.select.join(', ')} ${body}${p.order.length ? ` order by ${p.order.join(', ')}` : ''}${p.page}`
  const row = opts.scalar ? `_r.${q(opts.scalar)}` : opts.strip ? 'json_strip_nulls(row_to_json(_r))' : '_r'
  const total = opts.cte ? `(select count(*) from pgrst_source)` : `(select count(*) from (select 1 ${body}) as _c)`
  return `${opts.cte ? `with pgrst_source as (${opts.cte}) ` : ''}select coalesce(json_agg(${row}), '[]')::text as body, count(*)::int as n,
    case when count(*) = 1 then (json_agg(${row}) -> 0)::text end as one${opts.count ? `, ${total}::int as total` : ''} from (${rows}) as _r`
}
