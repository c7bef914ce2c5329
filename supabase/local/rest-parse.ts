// PostgREST's URL grammar: the select tree, filters (`col=not.op.value`), logic trees
// (`or=(a.eq.1,and(b.gt.2,c.is.null))`) and order terms. Pure parsing, no SQL here.
import { parseError } from './rest-errors.ts'

export type JsonOp = { arrow: '->' | '->>'; key: string }
export type FieldRef = { name: string; json: JsonOp[] }
export type Field = { kind: 'field'; field: FieldRef; alias?: string; cast?: string }
export type EmbedItem = {
  kind: 'embed'
  name: string
  alias?: string
  hint?: string
  inner: boolean
  spread: boolean
  items: SelectItem[]
}
export type SelectItem = { kind: 'star' } | Field | EmbedItem

export type Cond = {
  kind: 'cond'
  field: FieldRef
  negate: boolean
  op: string
  modifier?: 'any' | 'all'
  config?: string
  value: string
  list?: string[]
}
export type Logic = { kind: 'logic'; op: 'and' | 'or'; negate: boolean; items: Filter[] }
export type Filter = Cond | Logic
export type OrderTerm = { field: FieldRef; relation?: string; dir?: 'asc' | 'desc'; nulls?: 'first' | 'last' }

export const OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
])
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'])
export const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts'])
const CAST = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/

/** Deepest `or(and(…))` logic tree and deepest embed in a select: parsing recurses per level. */
export const MAX_LOGIC_DEPTH = 32
export const MAX_EMBED_DEPTH = 32

type Cursor = { s: string; i: number; depth?: number }
const NAME_CHAR = /[\p{L}\p{N}_$]/u

function fail(what: string, c: Cursor, expecting: string): never {
  const found = c.i < c.s.length ? `unexpected "${c.s[c.i]}"` : 'unexpected end of input'
  throw parseError(`${what} (${c.s})`, `${found} expecting ${expecting}`)
}

/** An identifier: `"quoted ""name"""` or a run of name characters (a hyphen only when not `->`). */
function name(c: Cursor, what: string): string {
  if (c.s[c.i] === '"') {
    let out = ''
    for (c.i++; c.i < c.s.length; c.i++) {
      if (c.s[c.i] === '"') {
        if (c.s[c.i + 1] === '"') {
          out += '"'
          c.i++
          continue
        }
        c.i++
        return out
      }
      out += c.s[c.i]
    }
    fail(what, c, 'closing quote')
  }
  const start = c.i
  while (
    c.i < c.s.length &&
    (NAME_CHAR.test(c.s[c.i]) || (c.s[c.i] === '-' && c.s[c.i + 1] !== '>') || c.s[c.i] === ' ')
  )
    c.i++
  if (c.i === start) fail(what, c, 'field name (* or [a..z0..9_$])')
  return c.s.slice(start, c.i).trim()
}

function jsonPath(c: Cursor, what: string): JsonOp[] {
  const ops: JsonOp[] = []
  while (c.s.startsWith('->', c.i)) {
    const arrow = c.s.startsWith('->>', c.i) ? '->>' : '->'
    c.i += arrow.length
    ops.push({ arrow, key: name(c, what) })
  }
  return ops
}

export function parseField(input: string, what = 'filter'): FieldRef {
  const c = { s: input, i: 0 }
  const field = { name: name(c, what), json: jsonPath(c, what) }
  if (c.i !== input.length) fail(what, c, '"->" or end of input')
  return field
}

// ---- select ----

export function parseSelect(raw: string): SelectItem[] {
  // whitespace outside double quotes is insignificant (postgrest-js strips it too)
  let quoted = false
  let input = ''
  for (const ch of raw) {
    if (ch === '"') quoted = !quoted
    if (ch === '"' || quoted || !/\s/.test(ch)) input += ch
  }
  const c = { s: input, i: 0 }
  if (input === '') return []
  const items = selectList(c)
  if (c.i !== input.length) fail('select', c, '"," or end of input')
  return items
}

function selectList(c: Cursor): SelectItem[] {
  c.depth = (c.depth ?? 0) + 1
  if (c.depth > MAX_EMBED_DEPTH)
    throw parseError(`select (${c.s})`, `embedded resources nest at most ${MAX_EMBED_DEPTH} levels`)
  const items = [selectItem(c)]
  while (c.s[c.i] === ',') {
    c.i++
    items.push(selectItem(c))
  }
  return items
}

function selectItem(c: Cursor): SelectItem {
  const spread = c.s.startsWith('...', c.i)
  if (spread) c.i += 3
  if (!spread && c.s[c.i] === '*') {
    c.i++
    return { kind: 'star' }
  }
  let first = name(c, 'select')
  let alias: string | undefined
  if (c.s[c.i] === ':' && c.s[c.i + 1] !== ':') {
    c.i++
    alias = first
    first = name(c, 'select')
  }
  if (spread || c.s[c.i] === '!' || c.s[c.i] === '(') {
    let hint: string | undefined
    let inner = false
    while (c.s[c.i] === '!') {
      c.i++
      const h = name(c, 'select')
      if (h === 'inner' || h === 'left') inner = h === 'inner'
      else hint = h
    }
    if (c.s[c.i] !== '(') fail('select', c, '"("')
    c.i++
    const items = c.s[c.i] === ')' ? [] : selectList(c)
    if (c.s[c.i] !== ')') fail('select', c, '")"')
    c.i++
    c.depth = (c.depth ?? 1) - 1
    return { kind: 'embed', name: first, alias, hint, inner, spread, items }
  }
  const json = jsonPath(c, 'select')
  let cast: string | undefined
  if (c.s.startsWith('::', c.i)) {
    c.i += 2
    const m = /^[A-Za-z0-9_[\]]+/.exec(c.s.slice(c.i))
    if (!m || !CAST.test(m[0])) fail('select', c, 'a type name')
    cast = m[0]
    c.i += m[0].length
  }
  return { kind: 'field', field: { name: first, json }, alias, cast }
}

// ---- filters ----

/** `[not.]op[(modifier)].operand` — the right-hand side of `col=...`. */
export function parseCond(field: FieldRef, input: string, inLogic = false): Cond {
  let rest = input
  const negate = rest.startsWith('not.')
  if (negate) rest = rest.slice(4)
  const m = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest)
  if (!m || !OPERATORS.has(m[1]))
    throw parseError(`filter (${input})`, `unknown operator or missing value in "${input}"`)
  const [, op, mod, raw] = m
  const cond: Cond = { kind: 'cond', field, negate, op, value: raw }
  if (mod !== undefined) {
    if (FTS.has(op)) cond.config = mod
    else if ((mod === 'any' || mod === 'all') && QUANTIFIABLE.has(op)) cond.modifier = mod
    else throw parseError(`filter (${input})`, `unexpected modifier "${mod}" for operator "${op}"`)
  }
  if (op === 'in') cond.list = parseList(raw, input)
  else if (op === 'is') {
    cond.value = raw.toLowerCase()
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(cond.value))
      throw parseError(`filter (${input})`, 'expecting null, not_null, true, false or unknown')
  } else if (inLogic) cond.value = unquote(raw)
  return cond
}

function unquote(v: string) {
  return v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v
}

/** `(a,"b,c",d)` → ['a', 'b,c', 'd'] */
function parseList(raw: string, input: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')'))
    throw parseError(`filter (${input})`, 'expecting "(" and ")" around the list')
  const body = raw.slice(1, -1)
  return body === '' ? [] : splitTop(body).map(unquote)
}

/** Splits on commas outside double quotes and parentheses. */
export function splitTop(s: string): string[] {
  const out: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]
    if (ch === '\\' && quoted) i++
    else if (ch === '"') quoted = !quoted
    else if (!quoted && ch === '(') depth++
    else if (!quoted && ch === ')') depth--
    else if (!quoted && depth === 0 && ch === ',') {
      out.push(s.slice(start, i))
      start = i + 1
    }
  }
  out.push(s.slice(start))
  return out
}

/** `or=(…)` / `and=(…)` / `not.or=(…)`: `op` names the key, `input` the parenthesised list. */
export function parseLogic(op: 'and' | 'or', negate: boolean, input: string, depth = 1): Logic {
  if (!input.startsWith('(') || !input.endsWith(')')) throw parseError(`logic tree (${input})`, 'expecting "(" and ")"')
  if (depth > MAX_LOGIC_DEPTH)
    throw parseError(`logic tree (${input})`, `logic trees nest at most ${MAX_LOGIC_DEPTH} levels`)
  const items = splitTop(input.slice(1, -1)).map((item): Filter => {
    const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item)
    if (nested) return parseLogic(nested[2] as 'and' | 'or', !!nested[1], nested[3], depth + 1)
    const c = { s: item, i: 0 }
    const field = { name: name(c, 'logic tree'), json: jsonPath(c, 'logic tree') }
    if (c.s[c.i] !== '.') fail('logic tree', c, '"." after the field name')
    return parseCond(field, item.slice(c.i + 1), true)
  })
  return { kind: 'logic', op, negate, items }
}

// ---- order ----

export function parseOrder(input: string): OrderTerm[] {
  return splitTop(input).map((term) => {
    const parts = term.split('.')
    const term0: Partial<OrderTerm> = {}
    while (parts.length > 1) {
      const last = parts[parts.length - 1]
      if (last === 'asc' || last === 'desc') term0.dir = last
      else if (last === 'nullsfirst' || last === 'nullslast') term0.nulls = last === 'nullsfirst' ? 'first' : 'last'
      else break
      parts.pop()
    }
    const target = parts.join('.')
    const rel = /^([^()]+)\(([^()]+)\)$/.exec(target)
    if (rel) return { ...term0, relation: parseField(rel[1], 'order').name, field: parseField(rel[2], 'order') }
    return { ...term0, field: parseField(target, 'order') }
  })
}

export function parseCount(input: string, what: string): number {
  if (!/^\d+$/.test(input)) throw parseError(what, `expecting a non-negative integer, got "${input}"`)
  return Number(input)
}
