// A semantic query run over the company's records: each measure's arithmetic, written once (its
// formula in ./measures' definition), and the operations over it — a figure, a comparison of two
// periods or values, a ranking, a breakdown, a trend, a list of the rows. Every cut and every
// period goes through the same `figure`, so a breakdown's rows add up to the total and every screen
// that asks the same question gets the same number. Pure and deterministic.
import {
  addUnits,
  type Grain,
  inPeriod,
  type Period,
  type PeriodSpec,
  resolvePeriod,
  unitStart,
} from '../language/calendar'
import { scoreLead } from '../lead-score'
import { CALL_DIRECTION_LABELS, CALL_OUTCOME_LABELS } from '../schemas/call'
import { LEAD_STATUS_LABELS } from '../schemas/lead'
import { attributeDef, expandStatuses, valueLabel, valuesOf } from './attributes'
import {
  closedAt,
  leadLabel,
  mainCurrency,
  memberLabel,
  type SemanticCall,
  type SemanticCampaign,
  type SemanticData,
  type SemanticLead,
} from './data'
import { formatFigure, formatMoney, roundFor } from './format'
import { measureDef } from './measures'
import {
  type AttributeId,
  type Filter,
  type MeasureId,
  type Query,
  QuerySchema,
  type Result,
  type ResultRow,
  type SemanticQuery,
} from './model'
import { STALE_AFTER_DAYS, stageWeights } from './stages'

const DAY_MS = 86_400_000
type Kept = { all: readonly SemanticLead[]; of(...statuses: string[]): SemanticLead[] }

/** A figure and how it was got (the inputs "how we got this" lists). */
export type Figure = { value: number | null; inputs: string[] }
export type ListItem = { key: string; label: string; detail: string; value: number | null }

export type Computation = {
  query: Query
  result: Result
  /** How the headline figure was got. */
  inputs: string[]
  /** A list's records. */
  items: ListItem[]
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : null)
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** The records and what every measure needs of them, read once per query. */
export class Semantic {
  readonly d: SemanticData
  readonly currency: string
  private campaignById: Map<string, SemanticCampaign>
  private leadById: Map<string, SemanticLead>
  private calledLeads: Set<string>
  private weights: ReturnType<typeof stageWeights>
  private keptCache = new Map<string, Kept>()
  private byCampaign = new Map<string, SemanticLead[]>()
  private daysByCampaign = new Map<string, (SemanticData['campaignDays'][number] & { at: number })[]>()

  constructor(d: SemanticData) {
    this.d = d
    this.currency = mainCurrency(d)
    this.campaignById = new Map(d.campaigns.map((c) => [c.id, c]))
    this.leadById = new Map(d.leads.map((l) => [l.id, l]))
    this.calledLeads = new Set(d.calls.map((c) => c.lead_id).filter((id): id is string => id !== null))
    for (const r of d.campaignDays) {
      const row = { ...r, at: Date.parse(r.day) }
      const list = this.daysByCampaign.get(r.campaign_id)
      if (list) list.push(row)
      else this.daysByCampaign.set(r.campaign_id, [row])
    }
    for (const l of d.leads)
      if (l.campaign_id) {
        const list = this.byCampaign.get(l.campaign_id)
        if (list) list.push(l)
        else this.byCampaign.set(l.campaign_id, [l])
      }
    const won = d.leads.filter((l) => l.status === 'won').length
    const lost = d.leads.filter((l) => l.status === 'lost').length
    this.weights = stageWeights(won, lost)
  }

  /** Whether the weighted pipeline uses the company's own win rate. */
  get ownWinRate() {
    return this.weights.ownRate
  }
  stageWeight(status: SemanticLead['status']) {
    return this.weights.weight(status)
  }

  period(spec: PeriodSpec | undefined): Period | null {
    return spec ? resolvePeriod(spec, this.d.now) : null
  }

  // ---- Which records a filter keeps ---------------------------------------------------------------

  /** A lead's value of an attribute ('none' where it has none). */
  leadValue(l: SemanticLead, attribute: AttributeId): string {
    switch (attribute) {
      case 'source':
        return l.source
      case 'campaign':
        return l.campaign_id ?? 'none'
      case 'channel':
        return (l.campaign_id && this.campaignById.get(l.campaign_id)?.channel) || 'none'
      case 'owner':
        return l.owner_id ?? 'none'
      case 'status':
        return l.status
      case 'industry':
        return l.industry?.trim() || 'none'
      case 'size':
        return l.company_size || 'none'
      case 'called':
        return this.calledLeads.has(l.id) ? 'yes' : 'no'
      case 'lead':
        return l.id
      default:
        return 'none'
    }
  }

  private keeps(value: string, f: Filter, attribute: AttributeId) {
    const values = attribute === 'status' ? expandStatuses(f.values) : f.values
    return values.includes(value)
  }

  leadPasses(l: SemanticLead, filters: readonly Filter[], range?: Query['valueRange']) {
    for (const f of filters) {
      if (!LEAD_ATTRIBUTES.has(f.attribute)) continue
      if (!this.keeps(this.leadValue(l, f.attribute), f, f.attribute)) return false
    }
    if (range?.min !== undefined && !(l.value >= range.min)) return false
    if (range?.max !== undefined && !(l.value <= range.max)) return false
    return true
  }

  callPasses(c: SemanticCall, filters: readonly Filter[]) {
    for (const f of filters) {
      if (f.attribute === 'direction' && !f.values.includes(c.direction ?? '')) return false
      if (f.attribute === 'outcome' && !f.values.includes(c.outcome ?? '')) return false
      // a call's owner is who logged it, not the lead's owner
      if (f.attribute === 'owner') {
        if (!f.values.includes(c.logged_by ?? 'none')) return false
        continue
      }
      if (LEAD_ATTRIBUTES.has(f.attribute)) {
        const lead = c.lead_id ? this.leadById.get(c.lead_id) : undefined
        if (!lead || !this.keeps(this.leadValue(lead, f.attribute), f, f.attribute)) return false
      }
    }
    return true
  }

  campaignValue(c: SemanticCampaign, attribute: AttributeId): string {
    return attribute === 'campaign'
      ? c.id
      : attribute === 'channel'
        ? c.channel
        : attribute === 'campaign_status'
          ? c.status
          : 'none'
  }

  campaignPasses(c: SemanticCampaign, filters: readonly Filter[]) {
    return filters.every(
      (f) => !CAMPAIGN_ATTRIBUTES.has(f.attribute) || f.values.includes(this.campaignValue(c, f.attribute)),
    )
  }

  private inCurrency = (r: { currency: string }) => r.currency === this.currency
  private money = (n: number) => formatMoney(n, this.currency)
  private sum = (leads: readonly SemanticLead[]) =>
    Math.round(leads.filter(this.inCurrency).reduce((t, l) => t + l.value, 0) * 100) / 100

  // ---- The measures ---------------------------------------------------------------------------------

  /** The leads a lead measure counts: filtered, and dated by the measure's date in the period. */
  private timesCache = new Map<SemanticLead, { created: number; closed: number }>()
  /** A lead's creation and close as instants (NaN while open). */
  private times(l: SemanticLead) {
    let t = this.timesCache.get(l)
    if (!t) {
      const closed = closedAt(l)
      t = { created: Date.parse(l.created_at), closed: closed ? Date.parse(closed) : Number.NaN }
      this.timesCache.set(l, t)
    }
    return t
  }

  /** The leads the filters keep, and those of each status (remembered: a figure's measures and periods share them). */
  private kept(filters: readonly Filter[], range: Query['valueRange']): Kept {
    const lead = filters.filter((f) => LEAD_ATTRIBUTES.has(f.attribute))
    const key = JSON.stringify([lead, range ?? null])
    let kept = this.keptCache.get(key)
    if (!kept) {
      const all =
        lead.length === 0 && !range ? this.d.leads : this.d.leads.filter((l) => this.leadPasses(l, lead, range))
      const byStatus = new Map<string, SemanticLead[]>()
      for (const l of all) {
        const list = byStatus.get(l.status)
        if (list) list.push(l)
        else byStatus.set(l.status, [l])
      }
      const of = (...statuses: string[]) => statuses.flatMap((st) => byStatus.get(st) ?? [])
      kept = { all, of }
      this.keptCache.set(key, kept)
    }
    return kept
  }

  leadsFor(
    measure: MeasureId,
    filters: readonly Filter[],
    range: Query['valueRange'],
    p: Period | null,
  ): SemanticLead[] {
    const kept = this.kept(filters, range)
    // the period's bounds read once; each lead's dates read once (a breakdown asks many periods)
    const from = p?.from ? Date.parse(p.from) : -Infinity
    const to = p ? Date.parse(p.to) : Infinity
    const inside = (t: number) => t >= from && t < to
    const created = (l: SemanticLead) => !p || inside(this.times(l).created)
    const closedIn = (l: SemanticLead) => !p || inside(this.times(l).closed)
    const open = () => kept.of('new', 'contacted', 'qualified', 'proposal')
    switch (measure) {
      case 'won_value':
      case 'won_count':
      case 'average_deal':
        return kept.of('won').filter(closedIn)
      case 'lost_value':
      case 'lost_count':
        return kept.of('lost').filter(closedIn)
      case 'win_rate':
        return kept.of('won', 'lost').filter(closedIn)
      case 'open_deals':
      case 'open_pipeline':
      case 'weighted_pipeline':
      case 'average_open_deal':
        return open().filter(created)
      case 'stale_leads':
        return open().filter(
          (l) => created(l) && this.d.now.getTime() - Date.parse(l.updated_at) >= STALE_AFTER_DAYS * DAY_MS,
        )
      case 'lead_score': {
        const namedStatus = filters.some((f) => f.attribute === 'status' || f.attribute === 'lead')
        return (namedStatus ? [...kept.all] : open()).filter(created)
      }
      default:
        return p ? kept.all.filter(created) : [...kept.all]
    }
  }

  callsFor(filters: readonly Filter[], p: Period | null): SemanticCall[] {
    return this.d.calls.filter((c) => this.callPasses(c, filters) && (!p || inPeriod(p, c.occurred_at)))
  }

  campaignsFor(filters: readonly Filter[]): SemanticCampaign[] {
    return this.d.campaigns.filter((c) => this.campaignPasses(c, filters))
  }

  score(l: SemanticLead): number {
    const calls = this.d.calls
      .filter((c) => c.lead_id === l.id && c.outcome)
      .map((c) => ({ occurred_at: c.occurred_at, outcome: c.outcome! }))
    const moves = (this.d.moves?.get(l.id) ?? []).map((created_at) => ({ created_at }))
    return scoreLead({
      lead: {
        title: l.title ?? '',
        industry: l.industry ?? '',
        company_size: l.company_size ?? '',
        status: l.status,
        created_at: l.created_at,
      },
      calls,
      moves,
      icp: this.d.icp ?? null,
      asOf: this.d.now,
    }).score
  }

  /** One measure's figure for the records the filters keep, in the period (null: all time). */
  figure(measure: MeasureId, filters: readonly Filter[], range: Query['valueRange'], p: Period | null): Figure {
    const def = measureDef(measure)
    if (def.entity === 'lead') return this.leadFigure(measure, filters, range, p)
    if (def.entity === 'call') return this.callFigure(measure, filters, p)
    return this.campaignFigure(measure, filters, p)
  }

  private leadFigure(
    measure: MeasureId,
    filters: readonly Filter[],
    range: Query['valueRange'],
    p: Period | null,
  ): Figure {
    const leads = this.leadsFor(measure, filters, range, p)
    const n = leads.length
    switch (measure) {
      case 'won_value':
        return { value: this.sum(leads), inputs: [plural(n, 'won lead')] }
      case 'won_count':
        return { value: n, inputs: [`${plural(n, 'lead')} won, worth ${this.money(this.sum(leads))}`] }
      case 'lost_value':
        return { value: this.sum(leads), inputs: [plural(n, 'lost lead')] }
      case 'lost_count':
        return { value: n, inputs: [`${plural(n, 'lead')} lost, worth ${this.money(this.sum(leads))}`] }
      case 'win_rate': {
        const won = leads.filter((l) => l.status === 'won').length
        const rate = ratio(won, n)
        return { value: rate === null ? null : rate * 100, inputs: [`${won} won`, `${n - won} lost`] }
      }
      case 'average_deal':
      case 'average_open_deal': {
        const counted = leads.filter(this.inCurrency)
        const total = this.sum(counted)
        const open = measure === 'average_open_deal'
        return {
          value: ratio(total, counted.length),
          inputs: [
            `${this.money(total)} ${open ? 'open' : 'won'}`,
            plural(counted.length, open ? 'open lead' : 'won lead'),
          ],
        }
      }
      case 'leads':
        return { value: n, inputs: [plural(n, 'lead')] }
      case 'lead_value':
      case 'open_pipeline':
        return { value: this.sum(leads), inputs: [plural(n, measure === 'open_pipeline' ? 'open lead' : 'lead')] }
      case 'open_deals':
        return { value: n, inputs: [`${plural(n, 'open lead')}, worth ${this.money(this.sum(leads))}`] }
      case 'weighted_pipeline': {
        const value = leads.filter(this.inCurrency).reduce((t, l) => t + l.value * this.stageWeight(l.status), 0)
        const stages = (['new', 'contacted', 'qualified', 'proposal'] as const)
          .map((s) => ({ s, v: this.sum(leads.filter((l) => l.status === s)) }))
          .filter((x) => x.v > 0)
          .map((x) => `${LEAD_STATUS_LABELS[x.s]}: ${this.money(x.v)} × ${Math.round(this.stageWeight(x.s) * 100)}%`)
        return { value: Math.round(value * 100) / 100, inputs: stages.length ? stages : ['no open lead'] }
      }
      case 'conversion': {
        const won = leads.filter((l) => l.status === 'won').length
        const rate = ratio(won, n)
        return { value: rate === null ? null : rate * 100, inputs: [`${won} won`, `of ${plural(n, 'lead')} created`] }
      }
      case 'stale_leads':
        return {
          value: n,
          inputs: [
            `${plural(n, 'open lead')} untouched for ${STALE_AFTER_DAYS}+ days, worth ${this.money(this.sum(leads))}`,
          ],
        }
      case 'lead_score': {
        const scores = leads.map((l) => this.score(l))
        const mean = scores.length ? scores.reduce((t, s) => t + s, 0) / scores.length : null
        return { value: mean, inputs: [`the average of ${plural(scores.length, 'lead')}’ scores`] }
      }
      default:
        return { value: null, inputs: [] }
    }
  }

  private callFigure(measure: MeasureId, filters: readonly Filter[], p: Period | null): Figure {
    const calls = this.callsFor(filters, p)
    const minutes = calls.reduce((t, c) => t + (c.duration_minutes ?? 0), 0)
    if (measure === 'calls') return { value: calls.length, inputs: [plural(calls.length, 'call')] }
    if (measure === 'call_minutes')
      return { value: minutes, inputs: [`${plural(calls.length, 'call')}, ${plural(minutes, 'minute')}`] }
    return {
      value: ratio(minutes, calls.length),
      inputs: [plural(minutes, 'minute'), plural(calls.length, 'call')],
    }
  }

  private campaignFigure(measure: MeasureId, filters: readonly Filter[], p: Period | null): Figure {
    const campaigns = this.campaignsFor(filters).filter(this.inCurrency)
    const ids = new Set(campaigns.map((c) => c.id))
    const from = p?.from ? Date.parse(p.from) : -Infinity
    const to = p ? Date.parse(p.to) : Infinity
    const days = [...ids].flatMap((id) =>
      // a day's metrics count in any period that overlaps the day ("the last 7 days" from now−7 days
      // takes that whole day)
      (this.daysByCampaign.get(id) ?? []).filter((r) => !p || (r.at + DAY_MS > from && r.at < to)),
    )
    const total = (k: 'spend' | 'revenue' | 'impressions' | 'clicks') =>
      Math.round(days.reduce((t, r) => t + r[k], 0) * 100) / 100
    const leads = [...ids].flatMap((id) => this.byCampaign.get(id) ?? [])
    const created = leads.filter((l) => !p || (this.times(l).created >= from && this.times(l).created < to))
    const won = leads.filter(
      (l) => l.status === 'won' && (!p || (this.times(l).closed >= from && this.times(l).closed < to)),
    )
    const wonValue = this.sum(won)
    const budget = Math.round(campaigns.reduce((t, c) => t + c.budget, 0) * 100) / 100
    const spend = total('spend')
    const money = this.money
    switch (measure) {
      case 'campaigns': {
        const running = p
          ? campaigns.filter(
              (c) =>
                c.start_date !== null &&
                Date.parse(c.start_date) < Date.parse(p.to) &&
                (c.end_date === null || p.from === null || Date.parse(c.end_date) + DAY_MS > Date.parse(p.from)),
            )
          : campaigns
        return { value: running.length, inputs: running.slice(0, 12).map((c) => c.name) }
      }
      case 'campaign_budget':
        return { value: budget, inputs: campaigns.slice(0, 12).map((c) => `${c.name}: ${money(c.budget)}`) }
      case 'campaign_spend':
        return { value: spend, inputs: [`${plural(days.length, 'campaign day')} of imported metrics`] }
      case 'campaign_leads':
        return { value: created.length, inputs: [`${plural(created.length, 'lead')} attributed to them`] }
      // without imported metrics there is no spend to divide: "no data", not $0 a lead
      case 'cost_per_lead':
        return {
          value: days.length ? ratio(spend, created.length) : null,
          inputs: [`${money(spend)} spent`, plural(created.length, 'lead')],
        }
      case 'return_on_spend':
        return {
          value: days.length ? ratio(wonValue, spend) : null,
          inputs: [`${money(wonValue)} won from ${plural(won.length, 'lead')}`, `${money(spend)} spent`],
        }
      case 'return_on_budget':
        return {
          value: ratio(wonValue, budget),
          inputs: [`${money(wonValue)} won from ${plural(won.length, 'lead')}`, `${money(budget)} budget`],
        }
      case 'reported_revenue':
        return { value: total('revenue'), inputs: [`${plural(days.length, 'campaign day')} of imported metrics`] }
      case 'impressions':
        return { value: total('impressions'), inputs: [`${plural(days.length, 'campaign day')} of imported metrics`] }
      case 'clicks':
        return { value: total('clicks'), inputs: [`${plural(days.length, 'campaign day')} of imported metrics`] }
      case 'click_through_rate': {
        const rate = ratio(total('clicks'), total('impressions'))
        return {
          value: rate === null ? null : rate * 100,
          inputs: [`${total('clicks')} clicks`, `${total('impressions')} impressions`],
        }
      }
      case 'cost_per_click':
        return {
          value: days.length ? ratio(spend, total('clicks')) : null,
          inputs: [`${money(spend)} spent`, `${total('clicks')} clicks`],
        }
      case 'cost_per_thousand': {
        const perImpression = days.length ? ratio(spend, total('impressions')) : null
        return {
          value: perImpression === null ? null : perImpression * 1000,
          inputs: [`${money(spend)} spent`, `${total('impressions')} impressions`],
        }
      }
      case 'budget_used': {
        const used = ratio(spend, budget)
        return {
          value: used === null ? null : used * 100,
          inputs: [`${money(spend)} spent`, `${money(budget)} budget`],
        }
      }
      case 'budget_left':
        return {
          value: Math.round((budget - spend) * 100) / 100,
          inputs: [`${money(budget)} budget`, `${money(spend)} spent`],
        }
      default:
        return { value: null, inputs: [] }
    }
  }

  // ---- Groups ---------------------------------------------------------------------------------------

  /** The values of an attribute that occur for a measure's records (or its filter's values), in a stable order. */
  groups(measure: MeasureId, attribute: AttributeId, filters: readonly Filter[]): string[] {
    const kept = filters.find((f) => f.attribute === attribute)
    if (kept) return attribute === 'status' ? expandStatuses(kept.values) : [...kept.values]
    const entity = measureDef(measure).entity
    const present = new Set<string>()
    if (entity === 'campaign') for (const c of this.d.campaigns) present.add(this.campaignValue(c, attribute))
    else if (entity === 'call' && (attribute === 'direction' || attribute === 'outcome' || attribute === 'owner'))
      for (const c of this.d.calls)
        present.add(
          (attribute === 'direction' ? c.direction : attribute === 'outcome' ? c.outcome : c.logged_by) ?? 'none',
        )
    else for (const l of this.d.leads) present.add(this.leadValue(l, attribute))
    const order = valuesOf(attribute, this.d).map((v) => v.id)
    return [...present].sort((a, b) => {
      const ia = order.indexOf(a)
      const ib = order.indexOf(b)
      if (a === 'none' || b === 'none') return a === 'none' ? 1 : -1
      return (ia < 0 ? 1e6 : ia) - (ib < 0 ? 1e6 : ib) || a.localeCompare(b)
    })
  }

  label(attribute: AttributeId, value: string): string {
    if (attribute === 'direction') return CALL_DIRECTION_LABELS[value as 'inbound'] ?? value
    if (attribute === 'outcome') return CALL_OUTCOME_LABELS[value as 'connected'] ?? value
    return valueLabel(attribute, value, this.d)
  }

  /** The filters with one attribute's values replaced. */
  static only(filters: readonly Filter[], attribute: AttributeId, values: string[]): Filter[] {
    return [...filters.filter((f) => f.attribute !== attribute), { attribute, values }]
  }

  /** The buckets of a trend: each calendar unit of `grain` from the period's start to its end. */
  buckets(p: Period, grain: Grain): Period[] {
    const out: Period[] = []
    const end = Date.parse(p.to)
    for (let start = unitStart(new Date(p.from!), grain); start.getTime() < end; start = addUnits(start, grain, 1)) {
      const spec: PeriodSpec = { type: 'named', grain, start: start.toISOString().slice(0, 10) }
      const unit = resolvePeriod(spec, this.d.now)
      out.push({ ...unit, to: Date.parse(unit.to) > end ? p.to : unit.to })
    }
    return out.slice(-60)
  }

  // ---- Lists ----------------------------------------------------------------------------------------

  items(q: Query, p: Period | null): ListItem[] {
    const def = measureDef(q.measure)
    const order = q.order ?? 'desc'
    const limit = q.limit ?? 50
    const sortBy = (a: ListItem, b: ListItem) =>
      order === 'desc' ? (b.value ?? -Infinity) - (a.value ?? -Infinity) : (a.value ?? Infinity) - (b.value ?? Infinity)
    if (def.entity === 'lead') {
      const leads = this.leadsFor(q.measure, q.filters, q.valueRange, p)
      const members = new Map(this.d.members.map((m) => [m.id, memberLabel(m)]))
      const calls = (id: string) => this.d.calls.filter((c) => c.lead_id === id).length
      return leads
        .map((l) => {
          const value = q.measure === 'lead_score' ? this.score(l) : l.value
          const n = calls(l.id)
          return {
            key: l.id,
            label: l.company_name ? `${leadLabel(l)} (${l.company_name})` : leadLabel(l),
            detail: [
              LEAD_STATUS_LABELS[l.status],
              formatMoney(l.value, l.currency),
              ...(q.measure === 'lead_score' ? [`score ${value}`] : []),
              n === 0 ? 'no calls' : plural(n, 'call'),
              l.owner_id ? `owner ${members.get(l.owner_id) ?? 'a former member'}` : 'unassigned',
            ].join(' · '),
            value,
          }
        })
        .sort((a, b) => sortBy(a, b) || a.label.localeCompare(b.label))
        .slice(0, limit)
    }
    if (def.entity === 'call') {
      return this.callsFor(q.filters, p)
        .sort((a, b) => b.occurred_at.localeCompare(a.occurred_at))
        .slice(0, limit)
        .map((c, i) => {
          const lead = c.lead_id ? this.leadById.get(c.lead_id) : undefined
          return {
            key: `${c.occurred_at}-${i}`,
            label: lead ? leadLabel(lead) : 'No lead',
            detail: [
              c.occurred_at.slice(0, 10),
              c.direction ? CALL_DIRECTION_LABELS[c.direction] : null,
              c.outcome ? CALL_OUTCOME_LABELS[c.outcome] : null,
              c.duration_minutes !== undefined ? `${c.duration_minutes} min` : null,
            ]
              .filter(Boolean)
              .join(' · '),
            value: c.duration_minutes ?? null,
          }
        })
    }
    return this.campaignsFor(q.filters)
      .map((c) => {
        const f = this.figure(q.measure, Semantic.only(q.filters, 'campaign', [c.id]), undefined, p)
        return {
          key: c.id,
          label: c.name,
          detail: `${attributeDef('channel').values!.find((v) => v.id === c.channel)!.label} · ${formatFigure(def.unit, f.value === null ? null : roundFor(def.unit, f.value), this.currency)}`,
          value: f.value,
        }
      })
      .sort((a, b) => sortBy(a, b) || a.label.localeCompare(b.label))
      .slice(0, limit)
  }
}

const LEAD_ATTRIBUTES = new Set<AttributeId>([
  'source',
  'campaign',
  'channel',
  'owner',
  'status',
  'industry',
  'size',
  'called',
  'lead',
])
const CAMPAIGN_ATTRIBUTES = new Set<AttributeId>(['campaign', 'channel', 'campaign_status'])

/** The default span of a trend: the last 12 calendar months, this one included. */
export const TREND_PERIOD = (now: Date): PeriodSpec => ({
  type: 'since',
  start: addUnits(unitStart(now, 'month'), 'month', -11).toISOString().slice(0, 10),
})

const periodOut = (p: Period | null) => (p ? { label: p.label, from: p.from, to: p.to } : null)

/** Runs a query over the records: the figure(s), the rows, the list. */
export function runQuery(input: SemanticQuery, d: SemanticData | Semantic): Computation {
  const s = d instanceof Semantic ? d : new Semantic(d)
  const q = QuerySchema.parse(input)
  const def = measureDef(q.measure)
  // a filter the measure cannot be cut by is not applied (the reading says so)
  const filters = q.filters.filter((f) => def.cuts.includes(f.attribute))
  const query: Query = { ...q, filters }
  const round = (v: number | null) => (v === null ? null : roundFor(def.unit, v))
  const periodSpec = q.operation === 'trend' && !q.period ? TREND_PERIOD(s.d.now) : q.period
  const p = s.period(periodSpec)
  const base = {
    measure: q.measure,
    unit: def.unit,
    currency: s.currency,
    operation: q.operation,
    period: periodOut(p),
    comparePeriod: null,
    top: [] as string[],
  }
  const headline = s.figure(q.measure, filters, q.valueRange, p)

  switch (q.operation) {
    case 'value': {
      const part = q.share ? filters.find((f) => f.attribute === q.share) : undefined
      if (part) {
        const whole = s.figure(
          q.measure,
          filters.filter((f) => f !== part),
          q.valueRange,
          p,
        )
        const share = headline.value === null ? null : ratio(headline.value, whole.value ?? 0)
        return {
          query,
          result: {
            ...base,
            unit: 'percent',
            value: share === null ? null : roundFor('percent', share * 100),
            rows: [],
          },
          inputs: [...headline.inputs, `of ${whole.inputs.join(', ')}`],
          items: [],
        }
      }
      const also = (q.also ?? []).filter((m) => m !== q.measure)
      const rows: ResultRow[] = also.length
        ? [q.measure, ...also].map((m) => {
            const unit = measureDef(m).unit
            const fs = q.filters.filter((f) => measureDef(m).cuts.includes(f.attribute))
            const v = s.figure(m, fs, q.valueRange, p).value
            return { key: m, label: measureDef(m).name, value: v === null ? null : roundFor(unit, v), unit }
          })
        : []
      return { query, result: { ...base, value: round(headline.value), rows }, inputs: headline.inputs, items: [] }
    }

    case 'compare': {
      if (q.comparePeriod) {
        const p2 = s.period(q.comparePeriod)!
        const second = s.figure(q.measure, filters, q.valueRange, p2)
        const rows: ResultRow[] = [
          { key: 'period:1', label: p?.label ?? 'all time', value: round(headline.value) },
          { key: 'period:2', label: p2.label, value: round(second.value) },
        ]
        return {
          query,
          result: { ...base, value: rows[0].value, rows, comparePeriod: periodOut(p2) },
          inputs: [
            ...headline.inputs.map((i) => `${rows[0].label}: ${i}`),
            ...second.inputs.map((i) => `${p2.label}: ${i}`),
          ],
          items: [],
        }
      }
      if (q.versus && q.versus.length > 0) {
        const segments = [filters, q.versus.filter((f) => def.cuts.includes(f.attribute))]
        const rows = segments.map((fs, i) => ({
          key: `segment:${i + 1}`,
          label: fs.map((f) => f.values.map((v) => s.label(f.attribute, v)).join(' or ')).join(', ') || 'All',
          value: round(s.figure(q.measure, fs, q.valueRange, p).value),
        }))
        return { query, result: { ...base, value: rows[0].value, rows }, inputs: headline.inputs, items: [] }
      }
      const by = q.by ?? filters[0]?.attribute
      if (!by)
        return {
          query,
          result: { ...base, value: round(headline.value), rows: [] },
          inputs: headline.inputs,
          items: [],
        }
      const kept = filters.find((f) => f.attribute === by)?.values ?? []
      // one value named: it against all the others together
      const keys = kept.length >= 2 ? kept : kept.length === 1 ? [kept[0], '*rest'] : s.groups(q.measure, by, filters)
      const others = filters.filter((f) => f.attribute !== by)
      const rows = keys.map((key) => {
        if (key === '*rest') {
          const all = s.groups(q.measure, by, others).filter((g) => g !== kept[0])
          const f = s.figure(q.measure, Semantic.only(others, by, all.length ? all : ['*none']), q.valueRange, p)
          return { key, label: `Everything else`, value: round(f.value) }
        }
        const f = s.figure(q.measure, Semantic.only(others, by, [key]), q.valueRange, p)
        return { key, label: s.label(by, key), value: round(f.value) }
      })
      return {
        query: { ...query, by },
        result: { ...base, value: rows[0]?.value ?? null, rows },
        inputs: headline.inputs,
        items: [],
      }
    }

    case 'rank':
    case 'breakdown': {
      const by = q.by ?? 'source'
      const others = filters.filter((f) => f.attribute !== by)
      const keys = s.groups(q.measure, by, filters)
      let rows = keys.map((key) => ({
        key,
        label: s.label(by, key),
        value: round(s.figure(q.measure, Semantic.only(others, by, [key]), q.valueRange, p).value),
      }))
      const desc = (q.order ?? 'desc') === 'desc'
      rows.sort((a, b) =>
        a.value === null || b.value === null
          ? (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0)
          : desc
            ? b.value - a.value
            : a.value - b.value,
      )
      if (q.operation === 'rank') {
        // a ranking is of real values: no "no campaign" or "unassigned" row, nothing unmeasurable
        rows = rows.filter((r) => r.key !== 'none' && r.value !== null).slice(0, q.limit ?? 1)
        const first = rows[0]
        return {
          query: { ...query, by },
          result: { ...base, value: first?.value ?? null, rows, top: rows.map((r) => r.label) },
          inputs: headline.inputs,
          items: [],
        }
      }
      return {
        query: { ...query, by },
        result: { ...base, value: round(headline.value), rows: rows.slice(0, 60) },
        inputs: headline.inputs,
        items: [],
      }
    }

    case 'trend': {
      const grain = q.grain ?? 'month'
      const rows = s.buckets(p!, grain).map((b) => ({
        key: b.from!.slice(0, 10),
        label: b.label,
        value: round(s.figure(q.measure, filters, q.valueRange, b).value),
      }))
      // "which month had the best sales": the periods ranked, the first one's figure
      if (q.order) {
        const ranked = rows
          .filter((r) => r.value !== null)
          .sort((a, b) => (q.order === 'asc' ? a.value! - b.value! : b.value! - a.value!))
          .slice(0, q.limit ?? 1)
        return {
          query: { ...query, period: periodSpec, grain },
          result: { ...base, value: ranked[0]?.value ?? null, rows, top: ranked.map((r) => r.label) },
          inputs: headline.inputs,
          items: [],
        }
      }
      return {
        query: { ...query, period: periodSpec, grain },
        result: { ...base, value: round(headline.value), rows },
        inputs: headline.inputs,
        items: [],
      }
    }

    case 'list': {
      const items = s.items(query, p)
      // the records chosen by their value ("the largest deal", "our five biggest wins"): their figure
      // is theirs — one record's value, or what the ones listed add up to
      const chosen = !!q.order && !!q.limit && def.unit === 'money'
      return {
        query,
        result: {
          ...base,
          value: chosen ? round(items.reduce((sum, i) => sum + (i.value ?? 0), 0)) : round(headline.value),
          rows: items.slice(0, 60).map((i) => ({ key: i.key, label: i.label, value: round(i.value) })),
        },
        inputs: headline.inputs,
        items,
      }
    }
  }
}

/** A measure's figure in one line, the same words every screen uses ("$142,600", "43%", "8.00×"). */
export const show = (measure: MeasureId, value: number | null, currency: string) =>
  formatFigure(measureDef(measure).unit, value === null ? null : roundFor(measureDef(measure).unit, value), currency)
