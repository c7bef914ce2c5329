// What every analysis is made of, apart from the analyses themselves (./analyses and the modules it
// gathers: ./analyses-commercial, ./analyses-operations): the result and definition types, the Reader
// that looks figures up for one question, and the small formatting and threshold helpers. It imports
// none of the analysis modules, so they can all import it without a cycle.
import { countOf } from '../plural'
import type { ExecutiveId } from '../executives'
import { formatMoney } from '../metrics'
import { metric as metricDef } from './catalogue'
import { formatValue, showFigure, SOURCE_LABELS, type FigureBook } from './figures'
import type { Proposal, ProposalKind } from './understand'

export type Verdict = 'pass' | 'borderline' | 'fail'
export type Role = 'decisive' | 'guard' | 'context'
export type Support = 'for' | 'against' | 'mixed'
export type Polarity = 1 | -1

export type AnalysisInput = { metric: string; label: string; value: string; source: string }

export type AnalysisResult = {
  id: string
  name: string
  owners: ExecutiveId[]
  role: Role
  formula: string
  threshold: string
  reason: string
  /** "Approve if …": what value of this analysis would decide the question. */
  rule: string
  status: 'done' | 'missing'
  /** done: the health of the figure itself; for the proposal see `supports`. */
  verdict?: Verdict
  supports?: Support
  /** Failing it is a hard constraint (negative unit economics, runway under the floor…). */
  hard: boolean
  value?: number
  display?: string
  /** One sentence with the result, for the executive who argues from it. */
  summary?: string
  inputs: AnalysisInput[]
  working: string[]
  /** Missing: the figures it needs, by name. */
  needs: string[]
}

export type Outcome = {
  value: number
  display: string
  verdict: Verdict
  working: string[]
  summary: string
  hard?: boolean
}
export type Run = Outcome | { missing: string[] } | null

export type Def = {
  id: string
  name: string
  owners: ExecutiveId[]
  formula: string
  threshold: string
  reason: string
  rule: string
  /** Failing it is a hard constraint when it argues against the proposal. */
  hard?: boolean
  kinds: Partial<Record<ProposalKind, [Role, Polarity | ((p: Proposal) => Polarity)]>>
  run(r: Reader): Run
}

// ---- Reading inputs ------------------------------------------------------------------------------

/** Reads figures for one analysis and remembers which it used, so the working can cite them. */
export class Reader {
  used = new Map<string, AnalysisInput>()
  constructor(
    readonly book: FigureBook,
    readonly p: Proposal,
    readonly group?: string,
  ) {}
  /**
   * A metric's figure: the named row's, else the company-wide one; with no row named, else the
   * only row that has it. Another row's figure is never read as the named row's.
   */
  find(metric: string, group = this.group) {
    const f = (group ? this.book.get(metric, group) : undefined) ?? this.book.get(metric)
    if (f || group) return f
    const rows = this.book.groups.filter((g) => this.book.get(metric, g))
    return rows.length === 1 ? this.book.get(metric, rows[0]) : undefined
  }
  n(metric: string, group = this.group): number | undefined {
    const f = this.find(metric, group)
    if (!f || typeof f.value !== 'number') return undefined
    const key = `${metric}|${f.group ?? ''}`
    if (!this.used.has(key))
      this.used.set(key, {
        metric,
        label: f.group ? `${f.group}: ${f.label}` : f.label,
        value: showFigure(f, this.book.currency),
        source: `${SOURCE_LABELS[f.source]}${f.asOf ? `, ${f.asOf}` : ''}${f.conversion ? ` (${f.conversion})` : ''}`,
      })
    return f.value
  }
  t(metric: string, group = this.group): string | undefined {
    const f = this.find(metric, group)
    if (!f) return undefined
    const key = `${metric}|`
    if (!this.used.has(key))
      this.used.set(key, { metric, label: f.label, value: String(f.value), source: SOURCE_LABELS[f.source] })
    return String(f.value)
  }
  /** CAC as given, or spend ÷ the customers it won over the same period (the row's, when the question names one). */
  cac(): { value: number; how: string } | undefined {
    const given = this.n('cac')
    if (given !== undefined) return { value: given, how: `CAC ${this.money(given)}` }
    const spend = this.n('marketing_spend')
    const won = this.n('new_customers')
    if (spend === undefined || won === undefined) return undefined
    if (won <= 0) return { value: Infinity, how: `${this.money(spend)} a month of spend won no customers` }
    return {
      value: spend / won,
      how: `CAC = ${this.money(spend)} ÷ ${Number(won.toFixed(2))} customers a month = ${this.money(spend / won)}`,
    }
  }
  /** The amount borrowed: a stated loan; else, buying with a loan, the price less the down payment. */
  loan(): number | undefined {
    const stated = this.find('loan_amount')
    if (stated && stated.source !== 'question') return this.n('loan_amount')
    const price = this.n('upfront_cost')
    if (price !== undefined && this.p.kind === 'financing') return Math.max(0, price - (this.n('down_payment') ?? 0))
    return stated ? this.n('loan_amount') : undefined
  }
  /** Cash and monthly net burn; cash from runway × burn when only those are given. */
  cashAndBurn(): { cash: number; burn: number; how: string[] } | { missing: string[]; runway?: number } {
    const stated = this.n('cash')
    const burn = this.n('net_burn')
    const runway = this.n('runway')
    const cash = stated ?? (runway !== undefined && burn !== undefined ? runway * burn : undefined)
    if (cash === undefined || burn === undefined)
      return {
        missing: [...(cash === undefined ? [name('cash')] : []), ...(burn === undefined ? [name('net_burn')] : [])],
        ...(runway !== undefined ? { runway } : {}),
      }
    const how =
      stated === undefined
        ? [`Cash from runway × burn: ${months(runway!)} × ${this.money(burn)} = ${this.money(cash)}.`]
        : []
    return { cash, burn, how }
  }
  money = (n: number) => formatMoney(n, this.book.currency)
  show = (metric: string, n: number) =>
    formatValue(metricDef(metric).dimension, n, this.book.currency, metricDef(metric).period)
}

/** A metric's name in running text: "monthly net burn", "CAC payback", "LTV ÷ CAC". */
export const name = (id: string) =>
  metricDef(id)
    .name.split(' ')
    .map((w) => (/^[A-Z0-9]{2,}$/.test(w.replace(/[()]/g, '')) ? w : w.toLowerCase()))
    .join(' ')
export const missing = (...ids: string[]) => ({ missing: ids.map((id) => (id.includes(' ') ? id : name(id))) })
export const pct = (n: number, digits = 1) => `${Number((n * 100).toFixed(digits))}%`
export const x = (n: number) => `${Number(n.toFixed(2))}×`
/** "1 month", "2.5 months": to one decimal, the noun by the number. */
export const months = (n: number) => countOf(Number(n.toFixed(1)), 'month')
export const band = (v: number, passFrom: number, failBelow: number): Verdict =>
  v >= passFrom ? 'pass' : v >= failBelow ? 'borderline' : 'fail'
export const bandLow = (v: number, passUpTo: number, failAbove: number): Verdict =>
  v <= passUpTo ? 'pass' : v <= failAbove ? 'borderline' : 'fail'

/** The loan's monthly payment: P·r ÷ (1 − (1 + r)^−n), r the monthly rate; P ÷ n at 0 %. */
export function amortisedPayment(principal: number, annualRate: number, termMonths: number): number {
  const r = annualRate / 12
  return r === 0 ? principal / termMonths : (principal * r) / (1 - (1 + r) ** -termMonths)
}

/** A hire's yearly cost: as stated, plus employer on-costs (payroll taxes, benefits) when the pack gives them apart. */
export function loadedCostPerHire(r: Reader): number | undefined {
  const cost = r.n('cost_per_hire')
  if (cost === undefined) return undefined
  const on = r.n('employer_oncost')
  return on !== undefined && on > 0 ? cost * (1 + on) : cost
}

export const stopPolarity = (p: Proposal): Polarity => (p.direction === 'stop' ? -1 : 1)
/** Weakening a control is judged by what it puts at risk; strengthening one by the same figures the other way. */
export const securityPolarity = (p: Proposal): Polarity => (p.direction === 'strengthen' ? -1 : 1)
