// A query said back to the member: the reading as chips ("Won value · October 2026 · all sources"),
// each a control with its options (measures, periods, the attribute's values) so the member can
// change it and ask again; the answer's sentence from the result; the definition behind the figure;
// and the screen that shows its rows. Pure: the Worker sends these with the answer.
import { GRAINS, type Grain, type PeriodSpec, resolvePeriod } from '../language/calendar'
import type { SemanticData } from './data'
import { attributeDef, valuesOf } from './attributes'
import type { Computation } from './compute'
import { formatFigure } from './format'
import { type Entity, MEASURES, measureDef } from './measures'
import type { AttributeId, MeasureId, Query, Result } from './model'

export type Chip =
  | { part: 'measure'; label: string; value: MeasureId }
  | { part: 'period'; label: string; value: PeriodSpec | null }
  | { part: 'compare'; label: string; value: PeriodSpec }
  | { part: 'filter'; label: string; attribute: AttributeId; values: string[] }
  | { part: 'operation'; label: string }

export type Option = { key: string; label: string }
export type PeriodOption = { key: string; label: string; spec: PeriodSpec | null }
export type ReadingOptions = {
  measures: Option[]
  periods: PeriodOption[]
  /** For each attribute a chip shows: its values, "all" first (key ''). */
  filters: { attribute: AttributeId; label: string; values: Option[] }[]
  /** What a figure can be cut by ('' for no cut). */
  by: Option[]
}

type Names = Pick<SemanticData, 'campaigns' | 'members' | 'leads'>

/** The attribute a measure's readings show even when nothing is kept ("all sources"). */
const PRIMARY: Record<Entity, AttributeId> = { lead: 'source', call: 'outcome', campaign: 'channel' }

const labelOf = (attribute: AttributeId, value: string, d: Names) => {
  const def = attributeDef(attribute)
  if (value === 'none' && def.none) return def.none
  return valuesOf(attribute, d).find((v) => v.id === value)?.label ?? value
}

const GRAIN_WORD: Record<Grain, string> = { day: 'day', week: 'week', month: 'month', quarter: 'quarter', year: 'year' }

function operationLabel(q: Query): string | null {
  switch (q.operation) {
    case 'breakdown':
      return `by ${attributeDef(q.by ?? 'source').name.toLowerCase()}`
    case 'rank': {
      const best = measureDef(q.measure).higherIsBetter === (q.order !== 'asc')
      const n = q.limit ?? 1
      return `${n === 1 ? (best ? 'best' : 'lowest') : `${best ? 'top' : 'bottom'} ${n}`} ${attributeDef(q.by ?? 'source').name.toLowerCase()}${n === 1 ? '' : 's'}`
    }
    case 'trend': {
      const grain = GRAIN_WORD[q.grain ?? 'month']
      if (!q.order) return `${grain} by ${grain}`
      return `${measureDef(q.measure).higherIsBetter === (q.order !== 'asc') ? 'best' : 'weakest'} ${grain}`
    }
    case 'list':
      return 'the records'
    case 'compare':
      return q.comparePeriod
        ? null
        : q.versus
          ? 'side by side'
          : `compared by ${attributeDef(q.by ?? 'source').name.toLowerCase()}`
    default:
      return null
  }
}

/** The reading as chips, in the order it is said. */
export function chipsOf(q: Query, d: Names, now: Date): Chip[] {
  const def = measureDef(q.measure)
  const chips: Chip[] = [{ part: 'measure', label: def.name, value: q.measure }]
  const period = q.period ? resolvePeriod(q.period, now).label : 'all time'
  chips.push({ part: 'period', label: period, value: q.period ?? null })
  if (q.comparePeriod)
    chips.push({
      part: 'compare',
      label: `against ${resolvePeriod(q.comparePeriod, now).label}`,
      value: q.comparePeriod,
    })
  const filters = q.filters.filter((f) => def.cuts.includes(f.attribute))
  for (const f of filters)
    chips.push({
      part: 'filter',
      attribute: f.attribute,
      values: f.values,
      label: f.values.map((v) => labelOf(f.attribute, v, d)).join(' or '),
    })
  const primary = PRIMARY[def.entity]
  if (!filters.some((f) => f.attribute === primary) && q.by !== primary)
    chips.push({ part: 'filter', attribute: primary, values: [], label: attributeDef(primary).all })
  for (const f of q.versus ?? [])
    chips.push({
      part: 'filter',
      attribute: f.attribute,
      values: f.values,
      label: `against ${f.values.map((v) => labelOf(f.attribute, v, d)).join(' or ')}`,
    })
  if (q.valueRange?.min !== undefined)
    chips.push({ part: 'operation', label: `worth at least ${q.valueRange.min.toLocaleString('en-US')}` })
  if (q.valueRange?.max !== undefined)
    chips.push({ part: 'operation', label: `worth at most ${q.valueRange.max.toLocaleString('en-US')}` })
  const op = operationLabel(q)
  if (op) chips.push({ part: 'operation', label: op })
  return chips
}

/** "Won value · October 2026 · all sources" */
export const readingLabel = (chips: readonly Chip[]) => chips.map((c) => c.label).join(' · ')

/** The periods a member can switch to, at `now` (the reading's own first when it is none of them). */
export function periodOptions(current: PeriodSpec | undefined, now: Date): PeriodOption[] {
  const presets: PeriodSpec[] = [
    { type: 'calendar', grain: 'month', offset: 0 },
    { type: 'calendar', grain: 'month', offset: -1 },
    { type: 'calendar', grain: 'month', offset: -2 },
    { type: 'calendar', grain: 'quarter', offset: 0 },
    { type: 'calendar', grain: 'quarter', offset: -1 },
    { type: 'calendar', grain: 'year', offset: 0 },
    { type: 'calendar', grain: 'year', offset: -1 },
    { type: 'rolling', unit: 'day', count: 30 },
    { type: 'rolling', unit: 'day', count: 90 },
    { type: 'calendar', grain: 'week', offset: 0 },
    { type: 'calendar', grain: 'week', offset: -1 },
  ]
  const key = (s: PeriodSpec | null) => (s ? JSON.stringify(s) : 'all')
  const options: PeriodOption[] = [
    ...presets.map((spec) => ({ key: key(spec), label: resolvePeriod(spec, now).label, spec })),
    { key: 'all', label: 'all time', spec: null },
  ]
  if (current && !options.some((o) => o.key === key(current)))
    options.unshift({ key: key(current), label: resolvePeriod(current, now).label, spec: current })
  return options
}
export const periodKey = (s: PeriodSpec | null | undefined) => (s ? JSON.stringify(s) : 'all')

/** The controls a reading's chips offer. */
export function optionsOf(q: Query, d: Names, now: Date): ReadingOptions {
  const def = measureDef(q.measure)
  const shown = new Set<AttributeId>([...q.filters.map((f) => f.attribute), PRIMARY[def.entity]])
  shown.delete('lead')
  return {
    measures: MEASURES.map((m) => ({ key: m.id, label: m.name })),
    periods: periodOptions(q.period, now),
    filters: [...shown]
      .filter((a) => def.cuts.includes(a))
      .map((attribute) => {
        const a = attributeDef(attribute)
        const values = valuesOf(attribute, d).filter((v) => attribute !== 'status' || v.id !== 'open' || true)
        const kept = q.filters.find((f) => f.attribute === attribute)?.values ?? []
        const extra = kept
          .filter((k) => !values.some((v) => v.id === k))
          .map((k) => ({ id: k, label: labelOf(attribute, k, d) }))
        return {
          attribute,
          label: a.name,
          values: [
            { key: '', label: a.all },
            ...[...values, ...extra].slice(0, 60).map((v) => ({ key: v.id, label: v.label })),
          ],
        }
      }),
    by: [
      { key: '', label: 'no breakdown' },
      ...def.cuts
        .filter((a) => a !== 'lead')
        .map((a) => ({ key: a, label: `by ${attributeDef(a).name.toLowerCase()}` })),
    ],
  }
}

/** A query with one chip changed: the measure, the period, a filter's values, or the breakdown. */
export function changeQuery(
  q: Query,
  change:
    | { part: 'measure'; value: MeasureId }
    | { part: 'period'; value: PeriodSpec | null }
    | { part: 'filter'; attribute: AttributeId; values: string[] }
    | { part: 'by'; value: AttributeId | null },
): Query {
  switch (change.part) {
    case 'measure': {
      const cuts = measureDef(change.value).cuts
      return {
        ...q,
        measure: change.value,
        filters: q.filters.filter((f) => cuts.includes(f.attribute)),
        ...(q.by && !cuts.includes(q.by) ? { by: undefined, operation: 'value' as const } : {}),
        also: undefined,
      }
    }
    case 'period':
      return { ...q, period: change.value ?? undefined }
    case 'filter': {
      const rest = q.filters.filter((f) => f.attribute !== change.attribute)
      return {
        ...q,
        filters: change.values.length ? [...rest, { attribute: change.attribute, values: change.values }] : rest,
      }
    }
    case 'by':
      return change.value
        ? { ...q, operation: 'breakdown', by: change.value, comparePeriod: undefined, also: undefined }
        : { ...q, operation: 'value', by: undefined }
  }
}

const show = (r: Pick<Result, 'unit' | 'currency'>, v: number | null, unit = r.unit) =>
  formatFigure(unit, v, r.currency)

/** The answer in words, from the result alone (what every number in it is, and where it is from). */
export function sentenceOf(c: Computation, chips: readonly Chip[]): string[] {
  const r = c.result
  const name = measureDef(r.measure).name
  const context = chips
    .filter((x) => x.part === 'filter' && 'values' in x && x.values.length > 0)
    .map((x) => x.label)
    .join(', ')
  const where = [context, r.period?.label ?? 'all time'].filter(Boolean).join(', ')
  switch (r.operation) {
    case 'value':
      if (r.rows.length > 0)
        return [
          `${where.charAt(0).toUpperCase()}${where.slice(1)}: ${r.rows.map((x) => `${x.label.toLowerCase()} ${show(r, x.value, x.unit)}`).join(', ')}.`,
        ]
      // a share: the records kept, as a part of all of them
      if (r.unit === 'percent' && measureDef(r.measure).unit !== 'percent')
        return [`${name}, ${where}: ${show(r, r.value)} of all ${name.toLowerCase()}.`]
      return [`${name}, ${where}: ${show(r, r.value)}.`]
    case 'compare': {
      const [a, b] = r.rows
      if (!a || !b) return [`${name}, ${where}: ${show(r, r.value)}.`]
      const lines = [`${name}: ${r.rows.map((x) => `${x.label} ${show(r, x.value)}`).join('; ')}.`]
      if (r.rows.length === 2 && a.value !== null && b.value !== null) {
        const diff = a.value - b.value
        const pct =
          b.value !== 0 ? ` (${diff > 0 ? '+' : ''}${Math.round((diff / Math.abs(b.value)) * 1000) / 10}%)` : ''
        lines.push(
          diff === 0
            ? `The same in both.`
            : `${diff > 0 ? a.label : b.label} is higher, by ${show(r, Math.abs(diff))}${diff > 0 ? pct : ''}.`,
        )
      }
      return lines
    }
    case 'rank':
      if (r.rows.length === 0)
        return [
          `No ${chips.find((x) => x.part === 'operation')?.label ?? 'row'} has ${name.toLowerCase()} to rank${r.period ? ` in ${r.period.label}` : ''}.`,
        ]
      return [
        `${r.rows.length === 1 ? `${r.rows[0].label}` : r.rows.map((x, i) => `${i + 1}. ${x.label}`).join('; ')}${r.rows.length === 1 ? `, with ${name.toLowerCase()} of ${show(r, r.rows[0].value)}` : ''} (${where}).`,
        ...(r.rows.length > 1 ? [`${r.rows.map((x) => `${x.label}: ${show(r, x.value)}`).join('; ')}.`] : []),
      ]
    case 'breakdown':
      return [
        `${name} ${chips.find((x) => x.part === 'operation')?.label ?? ''}, ${where}: ${show(r, r.value)} in all.`,
        `${r.rows.map((x) => `${x.label} ${show(r, x.value)}`).join('; ')}.`,
      ]
    case 'trend': {
      const each = `${name}, ${where}: ${r.rows.map((x) => `${x.label} ${show(r, x.value)}`).join('; ')}.`.slice(0, 590)
      // a period ranked: which one, then every period's figure
      return r.top.length > 0 ? [`${r.top[0]}, with ${name.toLowerCase()} of ${show(r, r.value)}.`, each] : [each]
    }
    case 'list':
      return [
        c.items.length === 0
          ? `No record matches (${where}).`
          : `${c.items.length === 1 ? '1 record' : `${c.items.length} records`} (${where})${r.value !== null && measureDef(r.measure).unit !== 'count' ? `; ${name.toLowerCase()} ${show(r, r.value)}` : ''}.`,
      ]
  }
}

/** Where the rows behind a figure are shown: the filtered list or the chart. */
export function rowsLink(q: Query, d: Names): { href: string; label: string } {
  const def = measureDef(q.measure)
  const one = (a: AttributeId) => {
    const f = q.filters.find((x) => x.attribute === a)
    return f && f.values.length === 1 ? f.values[0] : undefined
  }
  if (def.entity === 'call') {
    const outcome = one('outcome')
    return { href: `/dashboard/calls${outcome ? `?outcome=${outcome}` : ''}`, label: 'See the calls' }
  }
  if (def.entity === 'campaign') {
    const campaign = one('campaign')
    if (campaign && d.campaigns.some((c) => c.id === campaign))
      return { href: `/dashboard/campaigns/${campaign}`, label: 'See the campaign' }
    return { href: '/dashboard/analytics#campaigns', label: 'See the campaigns in analytics' }
  }
  if (q.operation === 'trend' && (q.measure === 'won_value' || q.measure === 'won_count'))
    return { href: '/dashboard/forecast', label: 'See won value month by month' }
  const params = new URLSearchParams()
  const status = one('status')
  const statusOf: Partial<Record<MeasureId, string>> = {
    won_value: 'won',
    won_count: 'won',
    lost_value: 'lost',
    lost_count: 'lost',
  }
  const s = statusOf[q.measure] ?? (status && status !== 'open' ? status : undefined)
  if (s) params.set('status', s)
  const source = one('source')
  if (source) params.set('source', source)
  const campaign = one('campaign')
  if (campaign && campaign !== 'none') params.set('campaign', campaign)
  const owner = one('owner')
  if (owner) params.set('owner', owner)
  const search = params.toString()
  return { href: `/dashboard/leads${search ? `?${search}` : ''}`, label: 'See the leads' }
}

export { GRAINS }
