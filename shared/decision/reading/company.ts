// The company's own figures as readings: its standing figures (kept by catalogue metric on
// /dashboard/company-setup) and its CRM figures, each given the role its metric plays
// (./metric-roles). They enter a debate only where an analysis of the proposal uses them.
import { METRIC_BY_ID } from '../catalogue'
import type { Figure } from '../figures'
import type { StandingFigure } from '../../schemas/board-pack'
import { isCurrencyUnit } from '../../schemas/board-pack'
import type { FigureReading } from './fact'
import { METRIC_ROLES } from './metric-roles'
import type { Period, QuantityKind } from './roles'

const QUANTITY: Record<string, QuantityKind> = {
  money: 'money',
  percent: 'rate',
  ratio: 'ratio',
  months: 'duration',
  days: 'duration',
  hours: 'count',
  count: 'count',
  score: 'score',
  text: 'text',
}

function fromMetric(
  ref: string,
  source: 'standing' | 'crm',
  metric: string,
  label: string,
  value: number,
  currency: string | undefined,
  asOf: string | undefined,
  group?: string,
): FigureReading {
  const def = METRIC_BY_ID.get(metric)
  const map = METRIC_ROLES[metric]
  const quantity = def ? QUANTITY[def.dimension] : 'count'
  const period: Period | null = def?.dimension === 'money' ? (def.period === 'once' ? 'once' : def.period) : null
  return {
    ref,
    source,
    label,
    ...(group ? { group } : {}),
    written: String(value),
    quantity,
    value: def?.dimension === 'days' ? value / 30.44 : value,
    ...(quantity === 'money' && currency ? { currency } : {}),
    role: map?.role ?? null,
    period,
    scope: map?.scope ?? 'today',
    trace: map
      ? [`role ${map.role} ← the company's ${def?.name ?? metric}`]
      : [`unread: the company's ${def?.name ?? metric} plays no general role`],
    ...(asOf ? { asOf } : {}),
  }
}

/** Standing figures as readings; their values as kept (percentages as written become fractions). */
export function readStanding(rows: StandingFigure[]): FigureReading[] {
  return rows.map((row) =>
    fromMetric(
      `standing:${row.metric}`,
      'standing',
      row.metric,
      row.label,
      row.unit === '%' ? row.value / 100 : row.value,
      isCurrencyUnit(row.unit) ? row.unit : undefined,
      row.as_of,
    ),
  )
}

/** CRM figures (already normalised by ../figures crmFigures) as readings in the company's currency. */
export function readCrm(figures: Figure[], currency: string): FigureReading[] {
  return figures
    .filter((f) => typeof f.value === 'number')
    .map((f) =>
      fromMetric(
        `crm:${f.metric}${f.group ? `:${f.group}` : ''}`,
        'crm',
        f.metric,
        f.label,
        f.value as number,
        currency,
        f.asOf,
        f.group,
      ),
    )
}
