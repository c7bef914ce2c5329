// The decision analyses: small, pure functions that do the arithmetic a decision turns on. Each
// has its formula, its inputs (catalogue metrics), a threshold and the reason for it, and says
// which proposals it decides ("decisive"), guards against ruin ("guard") or informs ("context"),
// and which executive argues from it. An analysis whose inputs are missing says so — exactly which
// figures it needs and what value would decide it — instead of guessing. The engines only argue
// from these results; they never do arithmetic of their own.
import { countOf } from '../plural'
import { metric as metricDef } from './catalogue'
import { groupsNamed, type FigureBook } from './figures'
import { channelReturnsNamed, commercialAnalyses, pastRiseLoss } from './analyses-commercial'
import {
  amortisedPayment,
  type AnalysisResult,
  band,
  bandLow,
  type Def,
  loadedCostPerHire,
  missing,
  months,
  name,
  pct,
  type Polarity,
  Reader,
  securityPolarity,
  stopPolarity,
  type Support,
  type Verdict,
  x,
} from './analysis-kit'
import type { Proposal, ProposalKind } from './understand'
import { operationsAnalyses, secondRoundAnalyses } from './analyses-operations'

/** Customer lifetime value as gross profit: ARPA × gross margin ÷ monthly churn (the LTV fact if given). */
function ltvOf(r: Reader): { ltv: number; how: string } | { missing: string[] } {
  const given = r.n('ltv')
  if (given !== undefined) return { ltv: given, how: `LTV ${r.money(given)}` }
  const arpa = r.n('arpa') ?? r.n('price')
  const gm = r.n('gross_margin')
  const churn = r.n('churn')
  if (arpa === undefined || gm === undefined || churn === undefined || churn <= 0)
    return missing(
      'ltv',
      ...(arpa === undefined ? ['arpa'] : []),
      ...(gm === undefined ? ['gross_margin'] : []),
      ...(churn === undefined ? ['churn'] : []),
    )
  const ltv = (arpa * gm) / churn
  return { ltv, how: `LTV = ${r.money(arpa)} × ${pct(gm)} ÷ ${pct(churn, 2)} = ${r.money(ltv)}` }
}

/**
 * A space's occupancy when the pack gives its desks rather than a utilisation: (headcount + planned
 * hires) ÷ desks. Only for decisions about space (a lease, an office, closing a site): for a hire,
 * utilisation is the team's load, not its desks. Undefined when a utilisation is stated.
 */
function spaceOccupancy(r: Reader): { value: number; working: string[] } | undefined {
  if (!['lease', 'expansion', 'cut'].includes(r.p.kind) || r.find('utilisation') !== undefined) return undefined
  const desks = r.find('desks') ? r.n('desks') : undefined
  const people = desks !== undefined && desks > 0 ? r.n('headcount') : undefined
  if (desks === undefined || desks <= 0 || people === undefined) return undefined
  const planned = r.p.kind === 'cut' ? 0 : Math.max(0, r.n('hires') ?? 0)
  const value = (people + planned) / desks
  return {
    value,
    working: [
      `Occupancy: (${people}${planned ? ` + ${planned} planned hires` : ''}) people ÷ ${desks} desks = ${pct(value)}.`,
    ],
  }
}

/** What the proposal adds a month (costs) and saves a month, as far as the figures say. */
export function commitment(r: Reader): {
  upfront: number
  monthly: number
  monthlySaving: number
  parts: string[]
  unknown: string[]
} {
  const parts: string[] = []
  const unknown: string[] = []
  const kind = r.p.kind
  let upfront = 0
  let monthly = 0
  let monthlySaving = 0
  const down = r.n('down_payment')
  const loanAmount = r.loan()
  if (kind === 'financing') {
    if (down !== undefined) {
      upfront += down
      parts.push(`${r.money(down)} down payment`)
    }
    const payment =
      r.n('loan_payment') ??
      (loanAmount !== undefined && r.n('interest_rate') !== undefined && r.n('loan_term')
        ? amortisedPayment(loanAmount, r.n('interest_rate')!, r.n('loan_term')!)
        : undefined)
    if (payment !== undefined) {
      monthly += payment
      parts.push(`${r.money(payment)} a month in loan payments`)
    } else if (loanAmount !== undefined)
      unknown.push(
        ...(r.n('interest_rate') === undefined ? [name('interest_rate')] : []),
        ...(r.n('loan_term') === undefined ? [name('loan_term')] : []),
      )
  } else {
    const up = r.n('upfront_cost') ?? r.n('switching_cost')
    if (up !== undefined) {
      upfront += up
      parts.push(`${r.money(up)} up front`)
    }
  }
  const added = r.n('added_cost')
  if (added !== undefined) {
    monthly += added
    parts.push(`${r.money(added)} a month running cost`)
  }
  if (kind === 'lease' || kind === 'expansion') {
    const rent = r.n('rent')
    if (rent !== undefined) {
      monthly += rent
      parts.push(`${r.money(rent)} a month rent`)
    } else if (kind === 'lease') unknown.push('rent')
  }
  // Hires are the proposal's cost when it is to hire (or grow); a lease's planned hires only say how full the space will be.
  const hires = kind === 'lease' ? undefined : r.n('hires')
  if (hires !== undefined && hires > 0 && kind !== 'cut') {
    const each = loadedCostPerHire(r)
    if (each !== undefined) {
      monthly += (hires * each) / 12
      parts.push(`${hires} × ${r.money(each)} a year ÷ 12 = ${r.money((hires * each) / 12)} a month in salaries`)
    } else unknown.push('fully loaded cost per hire')
  }
  if (kind === 'spend-up') {
    const from = r.n('budget_from')
    const to = r.n('budget_to')
    const moved = r.n('amount_moved')
    const change = r.n('change_pct')
    const spend = r.n('marketing_spend')
    const extra =
      from !== undefined && to !== undefined
        ? to - from
        : to !== undefined && spend !== undefined
          ? to - spend
          : moved !== undefined
            ? moved
            : change !== undefined && spend !== undefined
              ? spend * change
              : undefined
    if (extra !== undefined) {
      monthly += extra
      parts.push(`${r.money(extra)} a month more spend`)
    } else unknown.push('the extra monthly spend')
  }
  const savings = r.n('savings')
  if (savings !== undefined) {
    monthlySaving += savings / 12
    parts.push(`less ${r.money(savings / 12)} a month saved`)
  }
  if (kind === 'vendor-switch') {
    const now = r.n('current_vendor_cost')
    const next = r.n('new_vendor_cost')
    if (now !== undefined && next !== undefined) {
      monthlySaving += (now - next) / 12
      parts.push(`${r.money((now - next) / 12)} a month vendor saving`)
    }
  }
  return { upfront, monthly, monthlySaving, parts, unknown }
}

// ---- The library -------------------------------------------------------------------------------------

const COST_KINDS: ProposalKind[] = [
  'spend-up',
  'hire',
  'financing',
  'expansion',
  'vendor-switch',
  'lease',
  'engineering-investment',
  'launch',
  'packaging',
  'other',
  'customer-deal',
]
const guardFor = (kinds: ProposalKind[]) => Object.fromEntries(kinds.map((k) => [k, ['guard', 1]])) as Def['kinds']

export const ANALYSES: Def[] = [
  {
    id: 'runway-after',
    name: 'Runway after the commitment',
    owners: ['cfo', 'ceo'],
    formula: '(cash − upfront cost) ÷ (monthly net burn + added monthly cost − monthly saving)',
    threshold: 'at least 12 months; under 6 months is a hard floor',
    reason:
      'Common venture guidance is to keep 12–18 months of runway; below about 6 months a company has to raise or cut from weakness.',
    rule: 'Approve only if at least 12 months of runway remain after the commitment.',
    hard: true,
    kinds: guardFor(COST_KINDS),
    run(r) {
      const c = commitment(r)
      const funds = r.cashAndBurn()
      if ('missing' in funds) {
        const runway = funds.runway
        if (funds.missing.length === 2 && runway !== undefined && c.upfront === 0 && c.monthly === 0) {
          return {
            value: runway,
            display: months(runway),
            verdict: runway >= 12 ? 'pass' : runway >= 6 ? 'borderline' : 'fail',
            hard: runway < 6,
            working: [`Runway today: ${months(runway)}; the proposal's cost is not known, so this is before it.`],
            summary: `Runway today is ${months(runway)}, before this commitment.`,
          }
        }
        return { missing: funds.missing }
      }
      const { cash, burn, how } = funds
      if (c.unknown.length > 0) return missing(...c.unknown)
      // Without any cost of the proposal, the runway "after" it is only today's: no evidence either way.
      if (c.parts.length === 0) return { missing: ['what it costs (up front, or a month)'] }
      const after = cash - c.upfront
      const newBurn = burn + c.monthly - c.monthlySaving
      const working = [
        ...how,
        `Commitment: ${c.parts.length ? c.parts.join('; ') : 'no cost stated'}.`,
        `Cash after: ${r.money(cash)} − ${r.money(c.upfront)} = ${r.money(after)}.`,
        `Monthly net burn after: ${r.money(burn)} + ${r.money(c.monthly)} − ${r.money(c.monthlySaving)} = ${r.money(newBurn)}.`,
      ]
      if (after < 0)
        return {
          value: 0,
          display: 'no cash left',
          verdict: 'fail',
          hard: true,
          working: [...working, 'The upfront cost is more than the cash.'],
          summary: `It needs ${r.money(c.upfront)} up front and we hold ${r.money(cash)}: we cannot pay for it.`,
        }
      if (newBurn <= 0)
        return {
          value: Infinity,
          display: 'cash-flow positive',
          verdict: 'pass',
          working: [...working, 'Burn after is zero or less: the company stays cash-flow positive.'],
          summary: `After it we still do not burn cash (${r.money(after)} left).`,
        }
      const v = after / newBurn
      working.push(`Runway: ${r.money(after)} ÷ ${r.money(newBurn)} = ${months(v)}.`)
      return {
        value: v,
        display: months(v),
        verdict: band(v, 12, 6),
        hard: v < 6,
        working,
        summary: `Runway after it would be ${months(v)} (${r.money(after)} ÷ ${r.money(newBurn)} a month)${v < 6 ? ', under the 6-month floor' : v < 12 ? ', short of the 12 months we should keep' : ''}.`,
      }
    },
  },
  {
    id: 'runway-now',
    name: 'Runway today',
    owners: ['cfo', 'ceo'],
    formula: 'cash ÷ monthly net burn',
    threshold: 'under 12 months makes cutting costs urgent; under 6 it is necessary',
    reason:
      'With less than 12–18 months of runway, extending it is the first job (common venture guidance); with more, a cut has execution and morale costs and needs its own case.',
    rule: 'Cut if runway is under 12 months and the cut does not cost more gross profit than it saves.',
    kinds: { cut: ['decisive', -1], 'spend-down': ['context', -1] },
    run(r) {
      const runway = r.n('runway')
      const cash = r.n('cash')
      const burn = r.n('net_burn')
      const v = runway ?? (cash !== undefined && burn !== undefined ? (burn <= 0 ? Infinity : cash / burn) : undefined)
      if (v === undefined)
        return missing(...(cash === undefined ? ['cash'] : []), ...(burn === undefined ? ['net_burn'] : []))
      const working =
        runway !== undefined
          ? [`Runway as given: ${months(runway)}.`]
          : [`${r.money(cash!)} ÷ ${r.money(burn!)} a month = ${Number.isFinite(v) ? months(v) : 'no burn'}.`]
      if (!Number.isFinite(v))
        return {
          value: v,
          display: 'not burning cash',
          verdict: 'pass',
          working,
          summary: 'We are not burning cash, so nothing forces a cut.',
        }
      return {
        value: v,
        display: months(v),
        verdict: band(v, 12, 6),
        working,
        summary:
          v < 12
            ? `Runway is only ${months(v)}: we need to extend it.`
            : `Runway is ${months(v)}; nothing forces a cut.`,
      }
    },
  },
  {
    id: 'ltv-cac',
    name: 'LTV ÷ CAC',
    owners: ['cfo'],
    formula: 'customer lifetime value (ARPA × gross margin ÷ monthly churn) ÷ customer acquisition cost',
    threshold: '3× or more; under 1× loses money on every customer',
    reason:
      '3:1 is the common SaaS benchmark (e.g. David Skok, "SaaS Metrics 2.0"); under 1:1 each new customer destroys value.',
    rule: 'Approve if each customer is worth at least 3× what it costs to win.',
    hard: true,
    kinds: {
      'spend-up': ['decisive', 1],
      'campaign-continue-stop': ['decisive', stopPolarity],
      launch: ['context', 1],
      packaging: ['context', 1],
      reallocate: ['context', 1],
      expansion: ['context', 1],
      hire: ['context', 1],
    },
    run(r) {
      const given = r.n('ltv_cac')
      if (given !== undefined)
        return {
          value: given,
          display: x(given),
          verdict: band(given, 3, 1),
          hard: given < 1,
          working: [`LTV ÷ CAC as given: ${x(given)}.`],
          summary: `LTV ÷ CAC is ${x(given)}${given < 1 ? ': we lose money on every customer we win' : given < 3 ? ', short of the 3× benchmark' : ', above the 3× benchmark'}.`,
        }
      const c = r.cac()
      // Spend that won no customers loses money whatever a customer would be worth.
      if (c !== undefined && !Number.isFinite(c.value))
        return {
          value: 0,
          display: '0×',
          verdict: 'fail',
          hard: true,
          working: [`${c.how}.`],
          summary: `The spend has won no customers at all: ${c.how}.`,
        }
      const l = ltvOf(r)
      if ('missing' in l || c === undefined)
        return missing(...(c === undefined ? ['cac'] : []), ...('missing' in l ? l.missing : []))
      if (c.value <= 0) return null
      if (!Number.isFinite(c.value))
        return {
          value: 0,
          display: '0×',
          verdict: 'fail',
          hard: true,
          working: [`${c.how}.`],
          summary: `The spend has won no customers at all: ${c.how}.`,
        }
      const v = l.ltv / c.value
      return {
        value: v,
        display: x(v),
        verdict: band(v, 3, 1),
        hard: v < 1,
        working: [l.how, c.how, `LTV ÷ CAC = ${r.money(l.ltv)} ÷ ${r.money(c.value)} = ${x(v)}.`],
        summary: `Each customer is worth ${r.money(l.ltv)} against ${r.money(c.value)} to win: ${x(v)}${v < 1 ? ', so we lose money on every one' : v < 3 ? ', short of 3×' : ''}.`,
      }
    },
  },
  {
    id: 'cac-payback',
    name: 'CAC payback',
    owners: ['cfo'],
    formula: 'CAC ÷ (ARPA × gross margin), in months',
    threshold: '12 months or less; over 24 months is too slow',
    reason:
      'Efficient SaaS companies recover acquisition cost within about 12 months (KeyBanc/OpenView SaaS surveys); beyond 24 months growth drains cash.',
    rule: 'Approve if a customer repays its acquisition cost within 12 months.',
    kinds: {
      'spend-up': ['decisive', 1],
      hire: ['context', 1],
      'campaign-continue-stop': ['context', stopPolarity],
      launch: ['context', 1],
    },
    run(r) {
      const given = r.n('cac_payback')
      if (given !== undefined)
        return {
          value: given,
          display: months(given),
          verdict: bandLow(given, 12, 24),
          working: [`CAC payback as given: ${months(given)}.`],
          summary: `CAC payback is ${months(given)}.`,
        }
      const c = r.cac()
      const cac = c?.value
      // Spend that won no customers has no acquisition cost to repay: it never pays back.
      if (c !== undefined && !Number.isFinite(c.value))
        return {
          value: Infinity,
          display: 'never',
          verdict: 'fail',
          working: [`${c.how}.`],
          summary: `The spend has won no customers, so it never pays back: ${c.how}.`,
        }
      const arpa = r.n('arpa') ?? r.n('price')
      const gm = r.n('gross_margin')
      if (cac === undefined || arpa === undefined || gm === undefined)
        return missing(
          ...(cac === undefined ? ['cac'] : []),
          ...(arpa === undefined ? ['arpa'] : []),
          ...(gm === undefined ? ['gross_margin'] : []),
        )
      if (arpa * gm <= 0) return null
      const v = cac / (arpa * gm)
      return {
        value: v,
        display: months(v),
        verdict: bandLow(v, 12, 24),
        working: [`${r.money(cac)} ÷ (${r.money(arpa)} × ${pct(gm)}) = ${months(v)}.`],
        summary: `A customer repays its ${r.money(cac)} acquisition cost in ${months(v)}.`,
      }
    },
  },
  {
    id: 'roas-breakeven',
    name: 'Return on spend against break-even',
    owners: ['cmo'],
    formula: 'return on ad spend (revenue ÷ spend) against break-even ROAS = 1 ÷ gross margin',
    threshold: 'at least 1.2 × break-even; below break-even the spend loses money',
    reason:
      'Spend pays for itself only when the gross profit it brings exceeds it: break-even ROAS is 1 ÷ gross margin (standard marketing-finance arithmetic).',
    rule: 'Spend more only if each unit of spend brings back at least 1 ÷ gross margin in revenue, with headroom.',
    kinds: {
      'spend-up': ['decisive', 1],
      'spend-down': ['decisive', -1],
      'campaign-continue-stop': ['decisive', stopPolarity],
      reallocate: ['context', 1],
      launch: ['context', 1],
    },
    run(r) {
      const given = r.n('roas')
      const roi = r.n('roi')
      const revenue = r.n('channel_revenue')
      const spend = r.n('marketing_spend')
      const roas = given ?? (roi !== undefined ? 1 + roi : revenue !== undefined && spend ? revenue / spend : undefined)
      if (roas === undefined)
        return missing(
          'roas',
          ...(revenue === undefined ? ['channel_revenue'] : []),
          ...(spend === undefined ? ['marketing_spend'] : []),
        )
      const gm = r.n('gross_margin')
      const be = gm && gm > 0 ? 1 / gm : 1
      const working = [
        given !== undefined
          ? `ROAS as given: ${x(roas)}.`
          : roi !== undefined
            ? `ROAS = 1 + ROI ${pct(roi)} = ${x(roas)}.`
            : `ROAS = ${r.money(revenue!)} ÷ ${r.money(spend!)} = ${x(roas)}.`,
        gm
          ? `Break-even ROAS = 1 ÷ ${pct(gm)} = ${x(be)}.`
          : 'Gross margin not given: break-even taken as 1× (revenue equals spend), which flatters the spend.',
      ]
      const ratio = roas / be
      const verdict: Verdict = ratio >= 1.2 ? 'pass' : ratio >= 1 ? 'borderline' : 'fail'
      return {
        value: roas,
        display: x(roas),
        verdict,
        working,
        summary: `Spend returns ${x(roas)} in revenue against a break-even of ${x(be)}${verdict === 'fail' ? ': it loses money' : verdict === 'borderline' ? ': barely above break-even' : ''}.`,
      }
    },
  },
  {
    id: 'marginal-cac',
    name: 'Marginal CAC against LTV',
    owners: ['cmo', 'cfo'],
    formula: 'LTV ÷ (extra spend ÷ extra customers), or LTV ÷ marginal CAC',
    threshold: '3× or more; extra spend usually buys customers dearer than the average',
    reason:
      'Returns diminish as spend rises in a channel; the next customer must still clear 3:1 (Skok, "SaaS Metrics 2.0").',
    rule: 'Approve if the customers the extra spend buys are each worth at least 3× what they cost.',
    kinds: { 'spend-up': ['decisive', 1] },
    run(r) {
      let mc = r.n('marginal_cac')
      const working: string[] = []
      if (mc === undefined) {
        const extraCustomers = r.n('new_customers')
        const from = r.n('budget_from')
        const to = r.n('budget_to')
        const moved = r.n('amount_moved')
        const extra = from !== undefined && to !== undefined ? to - from : moved
        if (extraCustomers === undefined || extra === undefined || extraCustomers <= 0) return missing('marginal_cac')
        mc = extra / extraCustomers
        working.push(`Marginal CAC = ${r.money(extra)} ÷ ${extraCustomers} = ${r.money(mc)}.`)
      }
      const l = ltvOf(r)
      if ('missing' in l) return l
      if (mc <= 0) return null
      const v = l.ltv / mc
      working.push(l.how, `${r.money(l.ltv)} ÷ ${r.money(mc)} = ${x(v)}.`)
      return {
        value: v,
        display: x(v),
        verdict: band(v, 3, 1),
        working,
        summary: `The extra customers would cost ${r.money(mc)} each against ${r.money(l.ltv)} of value: ${x(v)}.`,
      }
    },
  },
  {
    id: 'burn-multiple',
    name: 'Burn multiple',
    owners: ['cfo'],
    formula: 'net burn ÷ net new ARR (both over a year)',
    threshold: '1.5× or less is efficient; over 3× is a warning',
    reason: 'David Sacks (Craft Ventures, 2020): under 1.5 is great, 2–3 suspect, over 3 bad.',
    rule: 'Add spend only while each unit of burn buys at least two-thirds of a unit of new ARR.',
    kinds: { 'spend-up': ['context', 1], hire: ['context', 1], launch: ['context', 1] },
    run(r) {
      const given = r.n('burn_multiple')
      if (given !== undefined)
        return {
          value: given,
          display: x(given),
          verdict: bandLow(given, 1.5, 3),
          working: [`Burn multiple as given: ${x(given)}.`],
          summary: `Our burn multiple is ${x(given)}.`,
        }
      const burn = r.n('net_burn')
      const arr = r.n('net_new_arr')
      if (burn === undefined || arr === undefined)
        return missing(...(burn === undefined ? ['net_burn'] : []), ...(arr === undefined ? ['net_new_arr'] : []))
      if (arr <= 0)
        return {
          value: Infinity,
          display: 'no new ARR',
          verdict: 'fail',
          working: [`Net new ARR is ${r.money(arr)}.`],
          summary: 'We burn cash without adding ARR.',
        }
      const v = (burn * 12) / arr
      return {
        value: v,
        display: x(v),
        verdict: bandLow(v, 1.5, 3),
        working: [`(${r.money(burn)} × 12) ÷ ${r.money(arr)} = ${x(v)}.`],
        summary: `We burn ${x(v)} for each unit of new ARR.`,
      }
    },
  },
  {
    id: 'rule-of-40',
    name: 'Rule of 40',
    owners: ['ceo'],
    formula: 'revenue growth % + profit (EBITDA or free-cash-flow) margin %',
    threshold: '40 or more',
    reason: 'A widely used SaaS health test (Brad Feld, 2015): growth and profitability together should reach 40%.',
    rule: 'Healthy companies can afford growth bets; below 40 the balance should shift to efficiency.',
    kinds: { 'spend-up': ['context', 1], cut: ['context', -1], 'spend-down': ['context', -1], other: ['context', 1] },
    run(r) {
      const g = r.n('growth_rate')
      const m = r.n('operating_margin')
      if (g === undefined || m === undefined)
        return missing(...(g === undefined ? ['growth_rate'] : []), ...(m === undefined ? ['operating_margin'] : []))
      const v = (g + m) * 100
      return {
        value: v,
        display: `${Number(v.toFixed(1))}`,
        verdict: band(v, 40, 20),
        working: [`${pct(g)} growth + ${pct(m)} margin = ${Number(v.toFixed(1))}.`],
        summary: `Growth plus margin is ${Number(v.toFixed(1))}, ${v >= 40 ? 'above' : 'below'} the rule of 40.`,
      }
    },
  },
  {
    id: 'loan-vs-benefit',
    name: 'Benefit against loan payments',
    owners: ['cfo'],
    formula:
      'yearly benefit (savings + added profit + added revenue × gross margin) ÷ yearly loan payments (amortised: P·r ÷ (1 − (1 + r)^−n))',
    threshold: '1.25× or more (the usual bank debt-service cover); under 1× the asset does not pay its loan',
    reason: 'Banks commonly require a debt service coverage ratio of at least 1.25 (e.g. SBA 7(a) lending guidance).',
    rule: 'Approve if what it saves or earns a year is at least 1.25× the loan’s yearly payments.',
    kinds: { financing: ['decisive', 1], expansion: ['guard', 1], lease: ['context', 1] },
    run(r) {
      const loan = r.loan()
      if (r.p.kind !== 'financing' && loan === undefined && r.n('loan_payment') === undefined) return null
      if (r.n('fundraise_amount') !== undefined && loan === undefined) return null
      let payment = r.n('loan_payment')
      const working: string[] = []
      const need: string[] = []
      if (payment === undefined) {
        const rate = r.n('interest_rate')
        const term = r.n('loan_term')
        if (loan === undefined) need.push('loan_amount')
        if (rate === undefined) need.push('interest_rate')
        if (term === undefined) need.push('loan_term')
        if (loan !== undefined && rate !== undefined && term !== undefined && term > 0) {
          payment = amortisedPayment(loan, rate, term)
          working.push(
            `Monthly payment on ${r.money(loan)} at ${pct(rate, 2)} over ${months(term)}: ${r.money(payment)}.`,
          )
        }
      }
      const b = benefit(r)
      if (b.annual === undefined) need.push('annual savings or added profit from what the loan buys')
      if (payment === undefined || b.annual === undefined || need.length > 0) return missing(...need)
      const yearly = payment * 12
      const v = b.annual / yearly
      working.push(
        ...b.working,
        `Cover: ${r.money(b.annual)} ÷ (${r.money(payment)} × 12 = ${r.money(yearly)}) = ${x(v)}.`,
      )
      return {
        value: v,
        display: x(v),
        verdict: band(v, 1.25, 1),
        working,
        summary:
          v < 1
            ? `It brings ${r.money(b.annual)} a year but the loan costs ${r.money(yearly)} a year: it does not pay for itself.`
            : `It brings ${r.money(b.annual)} a year against ${r.money(yearly)} of loan payments: ${x(v)} cover.`,
      }
    },
  },
  {
    id: 'debt-service-cover',
    name: 'Company debt service cover',
    owners: ['cfo'],
    formula: 'EBITDA ÷ (existing + new yearly debt payments)',
    threshold: '1.25× or more; under 1× the company cannot service its debt',
    reason: 'The debt service coverage covenant banks commonly set is 1.25× (e.g. SBA lending guidance).',
    rule: 'Borrow only if earnings cover all debt payments at least 1.25 times.',
    hard: true,
    kinds: { financing: ['guard', 1] },
    run(r) {
      const ebitda = r.n('ebitda')
      if (ebitda === undefined) return missing('ebitda')
      const existing = r.n('existing_debt_service') ?? 0
      const loan = r.loan()
      const rate = r.n('interest_rate')
      const term = r.n('loan_term')
      const payment =
        r.n('loan_payment') ??
        (loan !== undefined && rate !== undefined && term ? amortisedPayment(loan, rate, term) : undefined)
      if (payment === undefined) return missing('loan payment (or the interest rate and term)')
      const yearly = (existing + payment) * 12
      if (yearly <= 0) return null
      const v = ebitda / yearly
      return {
        value: v,
        display: x(v),
        verdict: band(v, 1.25, 1),
        hard: v < 1,
        working: [
          `(${r.money(existing)} + ${r.money(payment)}) × 12 = ${r.money(yearly)} a year of debt payments.`,
          `${r.money(ebitda)} ÷ ${r.money(yearly)} = ${x(v)}.`,
        ],
        summary: `Earnings of ${r.money(ebitda)} cover all debt payments ${x(v)}.`,
      }
    },
  },
  {
    id: 'payback',
    name: 'Payback of the investment',
    owners: ['cfo', 'coo'],
    formula: 'upfront cost ÷ (monthly benefit − monthly running cost), in months',
    threshold: '24 months or less; over 36 months, or longer than the asset lasts, is too slow',
    reason:
      'Small and mid-sized firms commonly require capital projects to pay back within 2–3 years (payback rule used in capital budgeting, e.g. Brealey, Myers & Allen, ch. 5).',
    rule: 'Approve if the benefit repays the upfront cost within 24 months.',
    kinds: {
      expansion: ['decisive', 1],
      'engineering-investment': ['decisive', 1],
      launch: ['decisive', 1],
      other: ['decisive', 1],
      lease: ['context', 1],
      packaging: ['context', 1],
    },
    run(r) {
      const up = r.n('upfront_cost') ?? r.n('switching_cost')
      const b = benefit(r)
      const need: string[] = []
      if (up === undefined) need.push('upfront_cost')
      if (b.annual === undefined) need.push('annual savings or added profit it brings')
      if (up === undefined || b.annual === undefined) return missing(...need)
      const running =
        (r.n('added_cost') ?? 0) +
        (r.p.kind === 'expansion' || r.p.kind === 'lease' ? (r.n('rent') ?? 0) : 0) +
        (r.n('hires') && r.n('cost_per_hire') ? (r.n('hires')! * r.n('cost_per_hire')!) / 12 : 0)
      const net = b.annual / 12 - running
      const working = [
        ...b.working,
        `Net monthly benefit: ${r.money(b.annual)} ÷ 12 − ${r.money(running)} running cost = ${r.money(net)}.`,
      ]
      if (net <= 0)
        return {
          value: Infinity,
          display: 'never',
          verdict: 'fail',
          working: [...working, 'The running cost eats the whole benefit: it never pays back.'],
          summary: `Its running cost (${r.money(running)} a month) eats the benefit: it never pays back.`,
        }
      const v = up / net
      working.push(`Payback: ${r.money(up)} ÷ ${r.money(net)} = ${months(v)}.`)
      const life = r.n('useful_life')
      const verdict: Verdict = life !== undefined && v > life ? 'fail' : bandLow(v, 24, 36)
      return {
        value: v,
        display: months(v),
        verdict,
        working,
        summary: `It pays back its ${r.money(up)} in ${months(v)}${life !== undefined && v > life ? `, longer than it lasts (${months(life)})` : ''}.`,
      }
    },
  },
  {
    id: 'npv',
    name: 'Net present value',
    owners: ['cfo'],
    formula: '−upfront cost + Σ yearly net benefit ÷ (1 + rate)^t over its life',
    threshold: 'above zero',
    reason:
      'A project is worth doing when its discounted cash flows exceed its cost (NPV rule, Brealey, Myers & Allen, ch. 2); the rate is the loan’s or the company’s hurdle rate.',
    rule: 'Approve if the discounted benefit over its life exceeds the cost.',
    kinds: {
      expansion: ['context', 1],
      'engineering-investment': ['context', 1],
      other: ['context', 1],
      financing: ['context', 1],
    },
    run(r) {
      const up = r.n('upfront_cost') ?? (r.p.kind === 'financing' ? r.n('loan_amount') : undefined)
      const life = r.n('useful_life') ?? (r.p.kind === 'financing' ? r.n('loan_term') : undefined)
      const rate = r.n('hurdle_rate') ?? r.n('interest_rate')
      const b = benefit(r)
      if (up === undefined || life === undefined || rate === undefined || b.annual === undefined)
        return missing(
          ...(up === undefined ? ['upfront_cost'] : []),
          ...(life === undefined ? ['useful_life'] : []),
          ...(rate === undefined ? ['hurdle_rate'] : []),
          ...(b.annual === undefined ? ['annual savings or added profit'] : []),
        )
      const running = (r.n('added_cost') ?? 0) * 12
      const yearly = b.annual - running
      const years = Math.max(1, Math.round(life / 12))
      let pv = 0
      for (let t = 1; t <= years; t++) pv += yearly / (1 + rate) ** t
      const v = pv - up
      return {
        value: v,
        display: r.money(v),
        verdict: v > 0 ? 'pass' : v > -0.1 * up ? 'borderline' : 'fail',
        working: [
          ...b.working,
          `${countOf(years, 'year')} of ${r.money(yearly)} at ${pct(rate, 2)}: present value ${r.money(pv)}.`,
          `NPV = ${r.money(pv)} − ${r.money(up)} = ${r.money(v)}.`,
        ],
        summary: `Over ${countOf(years, 'year')}, discounted at ${pct(rate, 2)}, it is worth ${r.money(v)} net.`,
      }
    },
  },
  {
    id: 'price-breakeven',
    name: 'Price change against the volume it can lose',
    owners: ['cfo', 'cmo'],
    formula:
      'rise p at gross margin m: break-even volume loss = p ÷ (m + p); cut d: required volume gain = d ÷ (m − d)',
    threshold:
      'expected loss under three-quarters of break-even (rise); expected gain at least 1.25 × the required gain (cut)',
    reason:
      'Standard price–volume arithmetic (Nagle & Müller, "The Strategy and Tactics of Pricing", ch. 6): gross profit holds only if volume moves less than these amounts.',
    rule: 'Raise prices if fewer customers leave than the break-even share; cut them only if volume grows by more than the required share.',
    kinds: { 'price-change': ['decisive', 1], packaging: ['context', 1] },
    run(r) {
      const change = r.n('price_change')
      // where the pack gives the contribution margin (after every variable cost) instead, it is the margin a price change works on.
      const gm = r.n('gross_margin') ?? r.n('contribution_margin')
      // A pilot of the new price measures the volume it loses: a fall in bookings, orders or GMV.
      const pilotChange = r.find('volume_loss') === undefined ? r.n('pilot_volume_change') : undefined
      const stated = r.n('volume_loss') ?? (pilotChange !== undefined ? Math.max(0, -pilotChange) : undefined)
      if (change !== undefined && change > 0 && gm === undefined) {
        // Without the margin, the most lenient break-even (a 100 % margin) still rules out a loss above it;
        // and as every lower margin has a higher break-even, a loss well under it passes at any margin.
        const loss = stated
        const bound = change / (1 + change)
        const from = pilotChange !== undefined ? `Volume change in the pilot: ${pct(pilotChange)}. ` : ''
        if (loss !== undefined && loss > bound)
          return {
            value: loss,
            display: pct(loss),
            verdict: 'fail',
            working: [
              `Even at a 100% margin the break-even loss is ${pct(change)} ÷ (1 + ${pct(change)}) = ${pct(bound)}.`,
              `${from}Expected loss ${pct(loss)} is above it whatever our margin.`,
            ],
            summary: `A ${pct(change)} rise loses money if more than ${pct(bound)} of volume goes, at any margin; we expect ${pct(loss)} to go.`,
          }
        if (loss !== undefined && loss <= 0.75 * bound)
          return {
            value: loss,
            display: pct(loss),
            verdict: 'pass',
            working: [
              `At any margin the break-even loss is at least ${pct(change)} ÷ (1 + ${pct(change)}) = ${pct(bound)}.`,
              `${from}Expected loss ${pct(loss)} is ${x(loss / bound)} of it.`,
            ],
            summary: `A ${pct(change)} rise keeps gross profit unless more than ${pct(bound)} of volume goes, whatever our margin; we expect ${pct(loss)} to go.`,
          }
      }
      if (change === undefined || gm === undefined)
        return missing(...(change === undefined ? ['price_change'] : []), ...(gm === undefined ? ['gross_margin'] : []))
      if (change >= 0) {
        const be = change / (gm + change)
        let loss = stated
        const pilotWorking: string[] =
          pilotChange !== undefined ? [`Volume change in the pilot: ${pct(pilotChange)}.`] : []
        if (loss === undefined) {
          // A price pilot measures the loss: extra churn over a year, or fewer new deals won.
          const base = r.n('churn')
          const pilot = r.n('pilot_churn')
          const winBase = r.n('win_rate')
          const winPilot = r.n('pilot_win_rate')
          const churnLoss =
            base !== undefined && pilot !== undefined ? Math.max(0, 1 - ((1 - pilot) / (1 - base)) ** 12) : undefined
          const winLoss =
            winBase !== undefined && winPilot !== undefined && winBase > 0
              ? Math.max(0, 1 - winPilot / winBase)
              : undefined
          if (churnLoss !== undefined)
            pilotWorking.push(
              `Extra churn in the pilot over a year: 1 − ((1 − ${pct(pilot!, 2)}) ÷ (1 − ${pct(base!, 2)}))^12 = ${pct(churnLoss, 2)}.`,
            )
          if (winLoss !== undefined)
            pilotWorking.push(
              `New deals lost in the pilot: 1 − ${pct(winPilot!)} ÷ ${pct(winBase!)} = ${pct(winLoss, 2)}.`,
            )
          const measured = [churnLoss, winLoss].filter((v): v is number => v !== undefined)
          if (measured.length) loss = Math.max(...measured)
          // a past rise's measured effect, scaled to this rise (pastRiseLoss in ./analyses-commercial).
          const past = loss === undefined ? pastRiseLoss(r, change) : undefined
          if (past) {
            pilotWorking.push(...past.working)
            loss = past.loss
          }
        }
        if (loss === undefined) return { missing: [`expected share of customers lost (break-even is ${pct(be)})`] }
        const ratio = loss / be
        return {
          value: loss,
          display: pct(loss),
          verdict: ratio <= 0.75 ? 'pass' : ratio < 1 ? 'borderline' : 'fail',
          working: [
            `Break-even loss = ${pct(change)} ÷ (${pct(gm)} + ${pct(change)}) = ${pct(be)}.`,
            ...pilotWorking,
            `Expected loss ${pct(loss, 2)} is ${x(ratio)} of break-even.`,
          ],
          summary: `A ${pct(change)} rise keeps gross profit unless more than ${pct(be)} of volume goes; we expect ${pct(loss, 2)}.`,
        }
      }
      const d = -change
      if (d >= gm)
        return {
          value: Infinity,
          display: 'impossible',
          verdict: 'fail',
          hard: true,
          working: [`A ${pct(d)} cut is at least the ${pct(gm)} gross margin: every sale would lose money.`],
          summary: `A ${pct(d)} cut wipes out our ${pct(gm)} gross margin.`,
        }
      const req = d / (gm - d)
      const gain = r.n('volume_gain')
      if (gain === undefined) return { missing: [`expected volume gain (it must exceed ${pct(req)})`] }
      return {
        value: gain,
        display: pct(gain),
        verdict: gain >= req * 1.25 ? 'pass' : gain >= req ? 'borderline' : 'fail',
        working: [
          `Required gain = ${pct(d)} ÷ (${pct(gm)} − ${pct(d)}) = ${pct(req)}.`,
          `Expected gain: ${pct(gain)}.`,
        ],
        summary: `A ${pct(d)} cut needs ${pct(req)} more volume to hold gross profit; we expect ${pct(gain)}.`,
      }
    },
  },
  {
    id: 'deal-margin',
    name: 'Margin left on the deal',
    owners: ['cfo'],
    formula:
      '(value over the term × (1 − discount) × (1 − commission) − delivery costs over the term − one-off costs) ÷ value after discount; without stated costs, our gross margin stands in for them',
    threshold: 'within 10 points of our gross margin; under half of it is too thin; at or below zero it loses money',
    reason:
      'A discount and every cost of a deal come straight out of its margin; deal desks hold deals near the normal margin and refuse loss-making ones.',
    rule: 'Approve if the deal still earns close to our normal gross margin after the discount and its costs.',
    hard: true,
    kinds: { discount: ['decisive', 1], 'customer-deal': ['decisive', 1] },
    run(r) {
      const value = r.n('deal_value')
      if (value === undefined || value <= 0) return missing('deal_value')
      const d = r.n('discount') ?? 0
      const gm = r.n('gross_margin') ?? r.n('contribution_margin')
      const commission = r.n('commission') ?? 0
      const term = r.n('lease_term')
      const years = term !== undefined && term > 12 ? term / 12 : 1
      // Costs that recur with the deal, per year; and costs paid once to win or set it up.
      const yearly =
        (r.n('delivery_cost') ?? 0) +
        (r.n('delivery_cost_monthly') ?? 0) * 12 +
        (r.n('cost_to_serve') ?? 0) * 12 +
        (r.n('infra_cost') ?? 0) * 12 +
        (r.n('added_cost') ?? 0) * 12
      const once = (r.n('upfront_cost') ?? 0) + (r.n('switching_cost') ?? 0)
      const hasCosts =
        r.n('delivery_cost') !== undefined ||
        r.n('delivery_cost_monthly') !== undefined ||
        r.n('cost_to_serve') !== undefined ||
        r.n('infra_cost') !== undefined ||
        r.n('added_cost') !== undefined
      if (!hasCosts && gm === undefined) return missing('delivery_cost', 'gross_margin')
      const gross = value * years
      const net = gross * (1 - d)
      const working = [
        `Value: ${r.money(value)} × ${Number(years.toFixed(2))} years${d ? ` × (1 − ${pct(d)})` : ''} = ${r.money(net)}.`,
      ]
      // Our margin is earned at list price: a discount lowers the price, not what delivering costs.
      let cost = hasCosts ? yearly * years : gross * (1 - gm!)
      working.push(
        hasCosts
          ? `Delivery costs: ${r.money(yearly)} a year × ${Number(years.toFixed(2))} = ${r.money(yearly * years)}.`
          : `Delivery costs at our ${pct(gm!)} gross margin, on the value before any discount: ${r.money(gross)} × ${pct(1 - gm!)} = ${r.money(cost)}.`,
      )
      if (commission) {
        cost += net * commission
        working.push(`Commission: ${r.money(net)} × ${pct(commission)} = ${r.money(net * commission)}.`)
      }
      if (once) {
        cost += once
        working.push(`One-off costs: ${r.money(once)}.`)
      }
      const m = (net - cost) / net
      working.push(`Margin: (${r.money(net)} − ${r.money(cost)}) ÷ ${r.money(net)} = ${pct(m)}.`)
      const usual = gm
      const verdict: Verdict =
        m <= 0
          ? 'fail'
          : usual !== undefined
            ? m >= usual - 0.1
              ? 'pass'
              : m >= usual / 2
                ? 'borderline'
                : 'fail'
            : m >= 0.2
              ? 'pass'
              : 'borderline'
      return {
        value: m,
        display: pct(m),
        verdict,
        hard: m <= 0,
        working,
        summary:
          m <= 0
            ? `The deal brings ${r.money(net)} and costs ${r.money(cost)}: it loses money.`
            : `The deal keeps a ${pct(m)} margin${usual !== undefined ? ` against our usual ${pct(usual)}` : ''}.`,
      }
    },
  },
  {
    id: 'discount-volume',
    name: 'Volume a discount must add',
    owners: ['cmo'],
    formula: 'required volume increase = d ÷ (m − d), against the expected uplift',
    threshold: 'expected uplift at least 1.25 × the required increase',
    reason: 'A promotion holds gross profit only if volume rises by d ÷ (m − d) (Nagle & Müller, ch. 6).',
    rule: 'Run the discount only if it adds more volume than it gives away in margin.',
    kinds: { discount: ['decisive', 1] },
    run(r) {
      if (r.n('deal_value') !== undefined) return null
      const d = r.n('discount')
      const gm = r.n('gross_margin')
      if (d === undefined || gm === undefined)
        return missing(...(d === undefined ? ['discount'] : []), ...(gm === undefined ? ['gross_margin'] : []))
      if (d >= gm)
        return {
          value: Infinity,
          display: 'impossible',
          verdict: 'fail',
          hard: true,
          working: [`The ${pct(d)} discount is at least the ${pct(gm)} margin.`],
          summary: `A ${pct(d)} discount is more than our ${pct(gm)} margin.`,
        }
      const req = d / (gm - d)
      const gain = r.n('volume_gain')
      if (gain === undefined) return { missing: [`expected volume uplift (it must exceed ${pct(req)})`] }
      return {
        value: gain,
        display: pct(gain),
        verdict: gain >= 1.25 * req ? 'pass' : gain >= req ? 'borderline' : 'fail',
        working: [
          `Required increase = ${pct(d)} ÷ (${pct(gm)} − ${pct(d)}) = ${pct(req)}.`,
          `Expected uplift: ${pct(gain)}.`,
        ],
        summary: `The discount needs ${pct(req)} more volume to break even; we expect ${pct(gain)}.`,
      }
    },
  },
  {
    id: 'hire-return',
    name: 'Return on each hire',
    owners: ['coo', 'cfo'],
    formula:
      'yearly gross profit a hire brings (quota × attainment × gross margin, less ramp; or the stated benefit) ÷ fully loaded yearly cost',
    threshold: '1.5× or more; under 1× the hire costs more than it brings',
    reason:
      'A sales hire is commonly expected to bring 3–5× their cost in revenue (quota-to-OTE rule); at typical margins that is 1.5× or more in gross profit.',
    rule: 'Hire if each person brings at least 1.5× their loaded cost in gross profit in the first year.',
    kinds: { hire: ['decisive', 1] },
    run(r) {
      const cost = loadedCostPerHire(r)
      const hires = r.n('hires') ?? 1
      if (cost === undefined) return missing('cost_per_hire')
      const gm = r.n('gross_margin')
      const quota = r.n('quota')
      const attainment = r.n('quota_attainment')
      const ramp = r.n('ramp_time') ?? 0
      const working: string[] = []
      let perHire: number | undefined
      // A prospecting hire's yearly revenue from the funnel: meetings a month × 12 × meeting-to-opportunity × win rate × deal size.
      const meetings = r.n('meetings_per_rep')
      const toOpp = r.n('meeting_to_opp')
      const win = r.n('win_rate')
      const deal = r.n('average_deal') ?? (r.n('arpa') !== undefined ? r.n('arpa')! * 12 : undefined)
      if (
        quota === undefined &&
        meetings !== undefined &&
        toOpp !== undefined &&
        win !== undefined &&
        deal !== undefined
      ) {
        const revenue = meetings * 12 * toOpp * win * deal
        working.push(
          `${Number(meetings.toFixed(1))} meetings × 12 × ${pct(toOpp)} × ${pct(win)} × ${r.money(deal)} = ${r.money(revenue)} a year of revenue per hire.`,
        )
        if (gm === undefined) {
          // Without a margin, the quota-to-cost rule: a revenue hire should bring 3× (and at least 1.5×) its cost.
          const v = revenue / cost
          working.push(`${r.money(revenue)} ÷ ${r.money(cost)} = ${x(v)} of cost in revenue (gross margin not given).`)
          return {
            value: v,
            display: x(v),
            verdict: band(v, 3, 1.5),
            working,
            summary: `Each hire should bring about ${r.money(revenue)} a year in revenue against ${r.money(cost)} of cost: ${x(v)}.`,
          }
        }
        perHire = revenue * gm * (Math.max(0, 12 - ramp) / 12)
        working.push(
          `× ${pct(gm)} margin × ${Number(Math.max(0, 12 - ramp).toFixed(1))}/12 productive months = ${r.money(perHire)}.`,
        )
      } else if (quota !== undefined && gm !== undefined) {
        const a = attainment ?? 1
        const year1 = Math.max(0, 12 - ramp) / 12
        perHire = quota * a * gm * year1
        working.push(
          `${r.money(quota)} quota × ${pct(a)} attainment × ${pct(gm)} margin × ${Number((year1 * 12).toFixed(1))}/12 months productive = ${r.money(perHire)}.`,
        )
      } else {
        const b = benefit(r)
        if (b.annual !== undefined) {
          perHire = b.annual / hires
          working.push(...b.working, `${r.money(b.annual)} ÷ ${hires} = ${r.money(perHire)} a hire.`)
        }
      }
      if (perHire === undefined)
        return missing(
          ...(quota === undefined ? ['quota (or the added profit or savings the hires bring)'] : []),
          ...(gm === undefined ? ['gross_margin'] : []),
        )
      const v = perHire / cost
      working.push(`${r.money(perHire)} ÷ ${r.money(cost)} = ${x(v)}.`)
      return {
        value: v,
        display: x(v),
        verdict: band(v, 1.5, 1),
        working,
        summary: `Each hire brings about ${r.money(perHire)} a year in gross profit against ${r.money(cost)} of cost: ${x(v)}.`,
      }
    },
  },
  {
    id: 'utilisation',
    name: 'Capacity in use',
    owners: ['coo'],
    formula:
      'utilisation of the team or space today; for space, (headcount + planned hires) ÷ desks when only those are given',
    threshold: '85% or more means we need capacity; under 70% we have slack',
    reason:
      'Teams and sites run sustainably around 75–85% utilisation (common operations and professional-services benchmark; workplace planners size offices for about 80–85% desk occupancy); above it work queues or people have no desk, below it capacity is paid for and idle.',
    rule: 'Add capacity when utilisation is above 85%; remove it only when it is well below 70%.',
    // Taking space is decided by whether we need it; a lease's affordability is the guards' (runway, commitment share).
    kinds: { hire: ['guard', 1], expansion: ['decisive', 1], lease: ['decisive', 1], cut: ['guard', -1] },
    run(r) {
      const space = spaceOccupancy(r)
      const u = r.n('utilisation') ?? space?.value
      if (u === undefined) return missing('utilisation')
      const working = space?.working ?? [`Utilisation: ${pct(u)}.`]
      return {
        value: u,
        display: pct(u),
        verdict: band(u, 0.85, 0.7),
        working,
        summary:
          space && u > 1
            ? `The office is at ${pct(u)} of its desks: more people than desks.`
            : u >= 0.85
              ? `We run at ${pct(u)} of capacity: we are stretched.`
              : u >= 0.7
                ? `We run at ${pct(u)} of capacity: busy but not stretched.`
                : `We run at only ${pct(u)} of capacity: there is slack.`,
      }
    },
  },
  {
    id: 'cut-tradeoff',
    name: 'Savings against the gross profit at risk',
    owners: ['cfo', 'coo'],
    formula: 'yearly savings ÷ (revenue at risk × gross margin)',
    threshold: '2× or more; under 1× the cut costs more than it saves',
    reason:
      'A cut is worth making when it saves more than the gross profit it puts at risk; 2× leaves room for the revenue loss being underestimated.',
    rule: 'Cut if it saves at least twice the gross profit it puts at risk.',
    kinds: { cut: ['decisive', 1], 'spend-down': ['decisive', 1] },
    run(r) {
      let savings = r.n('savings')
      const working: string[] = []
      if (savings === undefined) {
        const change = r.n('change_pct')
        const spend = r.n('marketing_spend')
        const moved = r.n('amount_moved')
        if (r.p.kind === 'spend-down' && moved !== undefined) savings = Math.abs(moved) * 12
        else if (r.p.kind === 'spend-down' && change !== undefined && spend !== undefined)
          savings = Math.abs(change) * spend * 12
        if (savings !== undefined) working.push(`Savings: ${r.money(savings)} a year.`)
      }
      const risk = r.n('revenue_at_risk')
      if (savings === undefined || risk === undefined)
        return missing(
          ...(savings === undefined ? ['savings'] : []),
          ...(risk === undefined ? ['revenue_at_risk'] : []),
        )
      const gm = r.n('gross_margin') ?? 1
      const lost = risk * gm
      working.push(`Gross profit at risk: ${r.money(risk)} × ${pct(gm)} = ${r.money(lost)}.`)
      if (lost <= 0)
        return {
          value: Infinity,
          display: 'nothing at risk',
          verdict: 'pass',
          working,
          summary: `It saves ${r.money(savings)} a year and puts no revenue at risk.`,
        }
      const v = savings / lost
      working.push(`${r.money(savings)} ÷ ${r.money(lost)} = ${x(v)}.`)
      return {
        value: v,
        display: x(v),
        verdict: band(v, 2, 1),
        working,
        summary: `It saves ${r.money(savings)} a year against ${r.money(lost)} of gross profit at risk: ${x(v)}.`,
      }
    },
  },
  {
    id: 'pipeline-coverage',
    name: 'Pipeline coverage of the target',
    owners: ['cmo', 'cfo'],
    formula: 'open pipeline ÷ target',
    threshold: '3× or more; under 2× the target is unlikely',
    reason:
      'B2B sales teams commonly need about 3× pipeline to close a target at typical 20–30% win rates (sales-management rule of thumb).',
    rule: 'Commit if the pipeline is at least 3× the target.',
    kinds: { 'forecast-commitment': ['decisive', 1] },
    run(r) {
      const given = r.n('pipeline_coverage')
      if (given !== undefined)
        return {
          value: given,
          display: x(given),
          verdict: band(given, 3, 2),
          working: [`Coverage as given: ${x(given)}.`],
          summary: `Pipeline covers the target ${x(given)}.`,
        }
      const pipe = r.n('pipeline')
      const target = r.n('revenue_target')
      if (pipe === undefined || target === undefined || target <= 0)
        return missing(...(pipe === undefined ? ['pipeline'] : []), ...(target === undefined ? ['revenue_target'] : []))
      const v = pipe / target
      return {
        value: v,
        display: x(v),
        verdict: band(v, 3, 2),
        working: [`${r.money(pipe)} ÷ ${r.money(target)} = ${x(v)}.`],
        summary: `The pipeline of ${r.money(pipe)} covers the ${r.money(target)} target ${x(v)}.`,
      }
    },
  },
  {
    id: 'weighted-cover',
    name: 'Expected wins against the target',
    owners: ['cfo'],
    formula: 'weighted pipeline (or pipeline × win rate) ÷ target',
    threshold: '1× or more; under 0.8× the commitment is likely missed',
    reason:
      'A forecast commitment should rest on the pipeline expected to close, not on its face value (standard sales-forecasting practice).',
    rule: 'Commit if the pipeline expected to close covers the target.',
    kinds: { 'forecast-commitment': ['decisive', 1] },
    run(r) {
      const target = r.n('revenue_target')
      const weighted = r.n('weighted_pipeline')
      const pipe = r.n('pipeline')
      const rate = r.n('win_rate')
      if (target === undefined || target <= 0) return missing('revenue_target')
      const expected = weighted ?? (pipe !== undefined && rate !== undefined ? pipe * rate : undefined)
      if (expected === undefined) return missing('weighted_pipeline', 'win_rate')
      const v = expected / target
      const working =
        weighted !== undefined
          ? [`${r.money(weighted)} ÷ ${r.money(target)} = ${x(v)}.`]
          : [
              `${r.money(pipe!)} × ${pct(rate!)} = ${r.money(expected)} expected to close.`,
              `${r.money(expected)} ÷ ${r.money(target)} = ${x(v)}.`,
            ]
      return {
        value: v,
        display: x(v),
        verdict: band(v, 1, 0.8),
        working,
        summary: `We expect to close about ${r.money(expected)} against a ${r.money(target)} target (${x(v)}).`,
      }
    },
  },
  {
    id: 'growth-needed',
    name: 'Target against the revenue trend',
    owners: ['ceo', 'cmo'],
    formula: 'target ÷ revenue expected over the period at today’s growth (Σ revenue × (1 + g)^t)',
    threshold: '1× or less; more than 1.15× asks for growth we have not shown',
    reason:
      'A commitment above the demonstrated trend needs a named driver; forecasting practice anchors on the run rate and recent growth.',
    rule: 'Commit if the target is within reach of today’s revenue at the recent growth rate.',
    kinds: { 'forecast-commitment': ['decisive', 1] },
    run(r) {
      const target = r.n('revenue_target')
      const revenue = r.n('revenue') ?? r.n('mrr')
      const span = r.n('timeframe')
      if (target === undefined || revenue === undefined || span === undefined)
        return missing(
          ...(target === undefined ? ['revenue_target'] : []),
          ...(revenue === undefined ? ['revenue'] : []),
          ...(span === undefined ? ['timeframe'] : []),
        )
      const g = r.n('mom_growth') ?? (r.n('growth_rate') !== undefined ? (1 + r.n('growth_rate')!) ** (1 / 12) - 1 : 0)
      let total = 0
      const n = Math.max(1, Math.round(span))
      for (let t = 1; t <= n; t++) total += revenue * (1 + g) ** t
      const v = target / total
      return {
        value: v,
        display: x(v),
        verdict: bandLow(v, 1, 1.15),
        working: [
          `${countOf(n, 'month')} of ${r.money(revenue)} growing ${pct(g, 2)} a month: ${r.money(total)}.`,
          `${r.money(target)} ÷ ${r.money(total)} = ${x(v)}.`,
        ],
        summary: `At today’s trend we would book about ${r.money(total)} in ${countOf(n, 'month')} against ${r.money(target)} (${x(v)}).`,
      }
    },
  },
  {
    id: 'concentration',
    name: 'Customer concentration',
    owners: ['ceo', 'cfo'],
    formula: 'the customer’s yearly value ÷ (yearly revenue + its value)',
    threshold: '20% or less; over 40% makes us dependent on one customer',
    reason:
      'Auditors flag customers over 10% of revenue and lenders and investors treat 20–25%+ as concentration risk.',
    rule: 'Accept large customers while no one customer exceeds about 20% of revenue.',
    kinds: { 'customer-deal': ['context', 1], discount: ['context', 1] },
    run(r) {
      const share = r.n('customer_share')
      if (share !== undefined)
        return {
          value: share,
          display: pct(share),
          verdict: bandLow(share, 0.2, 0.4),
          working: [`Share as given: ${pct(share)}.`],
          summary: `This customer would be ${pct(share)} of revenue.`,
        }
      const value = r.n('deal_value')
      const revenue = r.n('revenue') ?? r.n('mrr')
      if (value === undefined || revenue === undefined)
        return missing(...(value === undefined ? ['deal_value'] : []), ...(revenue === undefined ? ['revenue'] : []))
      // The deal value is a year's (ACV), as the deal's margin and the question reader take it: a longer term does not shrink it.
      const yearly = value
      const v = yearly / (revenue * 12 + yearly)
      return {
        value: v,
        display: pct(v),
        verdict: bandLow(v, 0.2, 0.4),
        working: [`${r.money(yearly)} ÷ (${r.money(revenue)} × 12 + ${r.money(yearly)}) = ${pct(v)}.`],
        summary: `This customer would be ${pct(v)} of our revenue.`,
      }
    },
  },
  {
    id: 'payment-terms',
    name: 'Payment terms',
    owners: ['cfo'],
    formula: 'days until the customer pays',
    threshold: '60 days or less; over 90 days ties up cash',
    reason: 'Net 30–60 is standard B2B practice; longer terms finance the customer out of our cash.',
    rule: 'Accept terms up to 60 days; longer only with a price that pays for the cash.',
    kinds: { 'customer-deal': ['context', 1], discount: ['context', 1] },
    run(r) {
      const days = r.n('payment_terms')
      if (days === undefined) return missing('payment_terms')
      return {
        value: days,
        display: countOf(days, 'day'),
        verdict: bandLow(days, 60, 90),
        working: [`Terms: ${countOf(days, 'day')}.`],
        summary: `They would pay after ${countOf(days, 'day')}.`,
      }
    },
  },
  {
    id: 'free-plan',
    name: 'Value of a free user against its cost',
    owners: ['cmo', 'cfo'],
    formula: 'free-to-paid conversion × LTV ÷ (cost to serve a free user a month × 12)',
    threshold: '3× or more; under 1× the free plan loses money',
    reason:
      'A free tier is acquisition spend: it should meet the same 3:1 return as paid acquisition (Skok; OpenView freemium benchmarks).',
    rule: 'Offer the free plan if each free user is worth at least 3× a year of serving them.',
    kinds: { packaging: ['decisive', 1], launch: ['context', 1] },
    run(r) {
      const conv = r.n('free_to_paid')
      const cost = r.n('cost_per_free_user')
      const l = ltvOf(r)
      if (conv === undefined || cost === undefined || 'missing' in l)
        return missing(
          ...(conv === undefined ? ['free_to_paid'] : []),
          ...(cost === undefined ? ['cost_per_free_user'] : []),
          ...('missing' in l ? l.missing : []),
        )
      const value = conv * l.ltv
      const yearCost = cost * 12
      if (yearCost <= 0) return null
      const v = value / yearCost
      return {
        value: v,
        display: x(v),
        verdict: band(v, 3, 1),
        working: [
          l.how,
          `${pct(conv, 2)} × ${r.money(l.ltv)} = ${r.money(value)} per free user.`,
          `A year of serving one: ${r.money(cost)} × 12 = ${r.money(yearCost)}.`,
          `${r.money(value)} ÷ ${r.money(yearCost)} = ${x(v)}.`,
        ],
        summary: `A free user is worth ${r.money(value)} against ${r.money(yearCost)} a year to serve: ${x(v)}.`,
      }
    },
  },
  {
    id: 'churn',
    name: 'Monthly churn',
    owners: ['cmo', 'coo'],
    formula: 'customers lost in a month ÷ customers at its start',
    threshold: '2% a month or less; over 5% the base leaks faster than most companies can refill it',
    reason:
      'SaaS benchmarks put healthy SMB churn near 1–2% a month (about 12–22% a year); above 5% growth spend fills a leaking bucket.',
    rule: 'Grow spend on a base that keeps its customers.',
    kinds: {
      packaging: ['context', 1],
      'price-change': ['context', 1],
      'spend-up': ['context', 1],
      launch: ['context', 1],
    },
    run(r) {
      const c = r.n('churn')
      if (c === undefined) return missing('churn')
      return {
        value: c,
        display: pct(c, 2),
        verdict: bandLow(c, 0.02, 0.05),
        working: [`Monthly churn: ${pct(c, 2)}.`],
        summary: `We lose ${pct(c, 2)} of customers a month.`,
      }
    },
  },
  {
    id: 'nrr',
    name: 'Net revenue retention',
    owners: ['cmo'],
    formula: 'revenue from last year’s customers today ÷ their revenue a year ago',
    threshold: '100% or more; under 90% the base shrinks',
    reason:
      'Public SaaS benchmarks treat NRR above 100% as healthy and under 90% as a warning (e.g. KeyBanc SaaS survey).',
    rule: 'Customers who grow their spend make price and growth bets safer.',
    kinds: { 'price-change': ['context', 1], 'spend-up': ['context', 1], packaging: ['context', 1] },
    run(r) {
      const v = r.n('nrr')
      if (v === undefined) return missing('nrr')
      return {
        value: v,
        display: pct(v),
        verdict: band(v, 1, 0.9),
        working: [`NRR: ${pct(v)}.`],
        summary: `Net revenue retention is ${pct(v)}.`,
      }
    },
  },
  {
    id: 'uptime-sla',
    name: 'Uptime against our commitment',
    owners: ['cto'],
    formula: 'measured uptime − committed uptime (SLA)',
    threshold: 'at or above the SLA',
    reason:
      'Missing an SLA costs service credits and trust; reliability work comes first when we miss it (SRE practice, e.g. Google SRE book, error budgets).',
    rule: 'Invest in reliability while uptime is under the SLA; launch only when it is met.',
    kinds: { 'engineering-investment': ['context', -1], launch: ['guard', 1], 'vendor-switch': ['context', -1] },
    run(r) {
      const up = r.n('uptime')
      const sla = r.n('sla')
      if (up === undefined || sla === undefined)
        return missing(...(up === undefined ? ['uptime'] : []), ...(sla === undefined ? ['sla'] : []))
      const gap = up - sla
      return {
        value: gap,
        display: `${gap >= 0 ? '+' : ''}${Number((gap * 100).toFixed(3))} points`,
        verdict: gap >= 0 ? 'pass' : gap > -0.001 ? 'borderline' : 'fail',
        working: [`${pct(up, 3)} − ${pct(sla, 3)} = ${Number((gap * 100).toFixed(3))} points.`],
        summary:
          gap >= 0
            ? `Uptime ${pct(up, 3)} meets our ${pct(sla, 3)} commitment.`
            : `Uptime ${pct(up, 3)} misses our ${pct(sla, 3)} commitment.`,
      }
    },
  },
  {
    id: 'critical-vulnerabilities',
    name: 'Open critical vulnerabilities',
    owners: ['cto'],
    formula: 'count of open critical-severity findings',
    threshold: 'zero before a launch or any weakening of controls',
    reason:
      'Critical findings are fixed before release under common secure-development policy (e.g. OWASP SAMM, PCI DSS 6.3.3 within one month).',
    rule: 'Ship or relax controls only with no open critical vulnerabilities.',
    hard: true,
    kinds: {
      launch: ['guard', 1],
      'security-tradeoff': ['decisive', securityPolarity],
      'engineering-investment': ['context', -1],
      'vendor-switch': ['guard', 1],
    },
    run(r) {
      const n = r.n('critical_vulns')
      if (n === undefined) return missing('critical_vulns')
      return {
        value: n,
        display: `${n}`,
        verdict: n === 0 ? 'pass' : 'fail',
        working: [`Open critical vulnerabilities: ${n}.`],
        summary:
          n === 0
            ? 'No critical vulnerability is open.'
            : `${n} critical ${n === 1 ? 'vulnerability is' : 'vulnerabilities are'} still open.`,
      }
    },
  },
  {
    id: 'obligations',
    name: 'Contractual and regulatory obligations at stake',
    owners: ['cto', 'ceo'],
    formula: 'customers or revenue that require the control, and the control’s status',
    threshold: 'no obligation broken',
    reason:
      'Breaking a security commitment in a contract or a regulation (SOC 2 reports promised to customers, GDPR Art. 32) exposes the company to termination and fines; no saving justifies it.',
    rule: 'Relax a control only where no customer contract or regulation requires it.',
    hard: true,
    kinds: { 'security-tradeoff': ['decisive', securityPolarity], 'vendor-switch': ['guard', 1] },
    run(r) {
      const requiring = r.n('customers_requiring')
      const atRisk = r.n('revenue_at_risk')
      const newVendor =
        r.p.kind === 'vendor-switch' && r.book.groups.length >= 2
          ? (r.book.groups.find((g) => r.p.to && groupsNamed(r.p.to, [g]).length > 0) ??
            r.book.groups.find((g) => !/\b(current|existing|today|incumbent)\b/i.test(g)))
          : undefined
      const status = r.t('compliance_status', newVendor)
      const bad =
        status !== undefined &&
        /\b(expired|lapsed|none|no|missing|not started|failed|fail|overdue|out of date|outdated|not available|unavailable|pending|qualified opinion|exceptions?)\b/i.test(
          status,
        )
      if (r.p.kind === 'vendor-switch') {
        if (status === undefined) return missing('compliance_status')
        return {
          value: bad ? 1 : 0,
          display: status,
          verdict: bad ? (requiring || atRisk ? 'fail' : 'borderline') : 'pass',
          working: [`Vendor assurance: ${status}.`],
          summary: bad ? `The new vendor’s assurance is “${status}”.` : `The new vendor’s assurance is “${status}”.`,
        }
      }
      if (requiring === undefined && atRisk === undefined) return missing('customers_requiring', 'revenue_at_risk')
      const exposed = (requiring ?? 0) > 0 || (atRisk ?? 0) > 0
      const working = [
        requiring !== undefined ? `Customers requiring it: ${requiring}.` : '',
        atRisk !== undefined ? `Revenue that depends on it: ${r.money(atRisk)} a year.` : '',
        status !== undefined ? `Status today: ${status}.` : '',
      ].filter(Boolean)
      return {
        value: exposed ? 1 : 0,
        display: exposed ? 'obligation at stake' : 'none at stake',
        verdict: exposed ? 'fail' : 'pass',
        working,
        summary: exposed
          ? `Customers depend on this control${atRisk !== undefined ? ` (${r.money(atRisk)} a year)` : requiring !== undefined ? ` (${requiring} by contract)` : ''}: relaxing it breaks a commitment.`
          : 'No customer contract or regulation we know of requires it.',
      }
    },
  },
  {
    id: 'security-expected-loss',
    name: 'Saving against the expected loss',
    owners: ['cto', 'cfo'],
    formula: 'yearly saving ÷ (chance of a breach a year × its cost)',
    threshold: '2× or more; under 1× the saving is smaller than the risk it buys',
    reason:
      'Annualised loss expectancy (ALE = probability × impact) is the standard way to price a security control (NIST SP 800-30).',
    rule: 'Relax a control only if it saves well over the yearly loss it risks.',
    kinds: { 'security-tradeoff': ['decisive', securityPolarity] },
    run(r) {
      const saving = r.n('savings') ?? (r.n('upfront_cost') !== undefined ? r.n('upfront_cost') : undefined)
      const p = r.n('breach_probability')
      const cost = r.n('breach_cost')
      if (saving === undefined || p === undefined || cost === undefined)
        return missing(
          ...(saving === undefined ? ['savings'] : []),
          ...(p === undefined ? ['breach_probability'] : []),
          ...(cost === undefined ? ['breach_cost'] : []),
        )
      const ale = p * cost
      if (ale <= 0)
        return {
          value: Infinity,
          display: 'no expected loss',
          verdict: 'pass',
          working: [`Expected loss: ${pct(p)} × ${r.money(cost)} = ${r.money(ale)}.`],
          summary: 'The risk it adds has no expected cost.',
        }
      const v = saving / ale
      return {
        value: v,
        display: x(v),
        verdict: band(v, 2, 1),
        working: [
          `Expected loss: ${pct(p)} × ${r.money(cost)} = ${r.money(ale)} a year.`,
          `${r.money(saving)} ÷ ${r.money(ale)} = ${x(v)}.`,
        ],
        summary: `It saves ${r.money(saving)} against an expected loss of ${r.money(ale)} a year: ${x(v)}.`,
      }
    },
  },
  {
    id: 'vendor-payback',
    name: 'Payback of switching vendor',
    owners: ['cto', 'coo'],
    formula: 'switching cost ÷ (current yearly cost − new yearly cost) × 12, in months',
    threshold: '12 months or less; over 24 months, or no saving, is not worth the disruption',
    reason:
      'Procurement practice expects a vendor switch to repay its migration within a year; migrations also carry risk the saving must cover.',
    rule: 'Switch if the saving repays the switching cost within 12 months.',
    kinds: { 'vendor-switch': ['decisive', 1] },
    run(r) {
      let now = r.n('current_vendor_cost')
      let next = r.n('new_vendor_cost')
      // Two vendors as two table rows: the current one is marked so, or named after "from".
      if ((now === undefined || next === undefined) && r.book.groups.length >= 2) {
        const current =
          r.book.groups.find((g) => /\b(current|existing|today|incumbent|now)\b/i.test(g)) ??
          (r.p.from ? r.book.groups.find((g) => groupsNamed(r.p.from!, [g]).length > 0) : undefined)
        const other =
          r.book.groups.find((g) => g !== current && (!r.p.to || groupsNamed(r.p.to, [g]).length > 0)) ??
          r.book.groups.find((g) => g !== current)
        // A vendor's own row only: a company-wide figure is neither vendor's cost.
        const yearly = (g: string) => {
          for (const id of [
            'current_vendor_cost',
            'new_vendor_cost',
            'added_cost',
            'infra_cost',
            'cost_to_serve',
            'price',
            'marketing_spend',
          ]) {
            const v = r.book.get(id, g) ? r.n(id, g) : undefined
            if (v !== undefined) return metricDef(id).period === 'month' ? v * 12 : v
          }
          return undefined
        }
        if (current && other) {
          now ??= yearly(current)
          next ??= yearly(other)
        }
      }
      const change = r.n('change_pct')
      if (next === undefined && now !== undefined && change !== undefined) next = now * (1 + change)
      const sw = r.n('switching_cost')
      const saving = r.n('savings')
      const annual = now !== undefined && next !== undefined ? now - next : saving
      if (annual === undefined || sw === undefined)
        return missing(
          ...(annual === undefined ? ['current_vendor_cost', 'new_vendor_cost'] : []),
          ...(sw === undefined ? ['switching_cost'] : []),
        )
      const working =
        now !== undefined && next !== undefined
          ? [`Saving: ${r.money(now)} − ${r.money(next)} = ${r.money(annual)} a year.`]
          : [`Saving: ${r.money(annual)} a year.`]
      if (annual <= 0)
        return {
          value: Infinity,
          display: 'no saving',
          verdict: 'fail',
          working,
          summary: `The new vendor costs ${r.money(-annual)} a year more.`,
        }
      const v = sw / (annual / 12)
      working.push(`${r.money(sw)} ÷ ${r.money(annual / 12)} a month = ${months(v)}.`)
      return {
        value: v,
        display: months(v),
        verdict: bandLow(v, 12, 24),
        working,
        summary: `Switching costs ${r.money(sw)} and saves ${r.money(annual)} a year: it pays back in ${months(v)}.`,
      }
    },
  },
  {
    id: 'rent-share',
    name: 'Rent as a share of revenue',
    owners: ['coo', 'cfo'],
    formula: 'monthly rent ÷ monthly revenue',
    threshold: '10% or less; over 15% the space costs more than the business can carry',
    reason: 'Small-business advisers commonly keep occupancy costs within 5–10% of revenue.',
    rule: 'Sign if the rent stays within about 10% of revenue.',
    kinds: { lease: ['decisive', 1], expansion: ['context', 1] },
    run(r) {
      const rent = r.n('rent')
      const revenue = r.n('revenue') ?? r.n('mrr')
      if (rent === undefined || revenue === undefined)
        return missing(...(rent === undefined ? ['rent'] : []), ...(revenue === undefined ? ['revenue'] : []))
      if (revenue <= 0)
        return {
          value: Infinity,
          display: 'no revenue',
          verdict: 'fail',
          working: ['There is no revenue to carry the rent.'],
          summary: 'We have no revenue to carry the rent.',
        }
      const v = rent / revenue
      return {
        value: v,
        display: pct(v),
        verdict: bandLow(v, 0.1, 0.15),
        working: [`${r.money(rent)} ÷ ${r.money(revenue)} = ${pct(v)}.`],
        summary: `Rent of ${r.money(rent)} a month would be ${pct(v)} of revenue.`,
      }
    },
  },
  ...commercialAnalyses(),
  {
    id: 'demand-evidence',
    name: 'Evidence of demand',
    owners: ['cmo'],
    formula: 'waitlist, pilots, letters of intent or qualified prospects for what we launch or where we expand',
    threshold: 'some committed demand before building to it',
    reason:
      'Validated demand before scaling is the core of lean practice (Ries, "The Lean Startup"; Blank, customer development).',
    rule: 'Launch or expand where customers have already shown they will buy.',
    kinds: { launch: ['decisive', 1], expansion: ['context', 1] },
    run(r) {
      const n = r.n('demand_signals')
      if (n === undefined) return missing('demand_signals')
      return {
        value: n,
        display: `${n}`,
        verdict: n > 0 ? 'pass' : 'fail',
        working: [`Demand signals: ${n}.`],
        summary: n > 0 ? `${n} prospects have already shown they want it.` : 'No customer has shown demand for it yet.',
      }
    },
  },
  {
    id: 'launch-readiness',
    name: 'Release blockers',
    owners: ['cto'],
    formula: 'open critical bugs',
    threshold: 'zero at launch',
    reason:
      'Launching with known blocking defects damages first impressions and support load (release-management practice).',
    rule: 'Launch when no blocking bug is open.',
    kinds: { launch: ['guard', 1] },
    run(r) {
      const n = r.n('open_bugs')
      if (n === undefined) return missing('open_bugs')
      return {
        value: n,
        display: `${n}`,
        verdict: n === 0 ? 'pass' : 'fail',
        working: [`Open critical bugs: ${n}.`],
        summary: n === 0 ? 'No blocking bug is open.' : `${n} blocking ${n === 1 ? 'bug is' : 'bugs are'} open.`,
      }
    },
  },
  {
    id: 'reallocation',
    name: 'Return where the money goes against where it comes from',
    owners: ['cmo'],
    formula: 'ROAS (or LTV ÷ CAC, or 1 ÷ CAC) of the destination ÷ the same of the source',
    threshold: 'destination at least 1.2× the source; returns fall as a channel scales, so small gaps are not enough',
    reason:
      'Budget should follow marginal return; because returns diminish with scale, a gap under about 20% rarely survives the move (marketing-mix practice).',
    rule: 'Move the money if the destination returns clearly more per unit than the source.',
    kinds: { reallocate: ['decisive', 1] },
    run(r) {
      const groups = r.book.groups
      const pick = (text: string | undefined) => {
        if (!text) return undefined
        const words = text.toLowerCase()
        return (
          groups.find((g) => words.includes(g.toLowerCase()) || g.toLowerCase().includes(words)) ??
          groups.find((g) =>
            g
              .toLowerCase()
              .split(/\s+/)
              .some((w) => w.length > 3 && words.includes(w)),
          )
        )
      }
      const from = pick(r.p.from)
      const to = pick(r.p.to)
      // No table, but each channel's return written under its name ("Snapchat test ROAS").
      if (groups.length === 0) {
        const named = channelReturnsNamed(r)
        if (named) return { ...named, verdict: band(named.value, 1.2, 1) }
      }
      if (!from || !to || from === to)
        return { missing: ['the return (ROAS or CAC) of each channel, as a table with one group per channel'] }
      // A channel's own figures only: a company-wide (blended) return is not either channel's.
      const own = (metric: string, g: string) => (r.book.get(metric, g) ? r.n(metric, g) : undefined)
      const score = (g: string): { v: number; how: string } | undefined => {
        const roas = own('roas', g)
        if (roas !== undefined) return { v: roas, how: `${g} ROAS ${x(roas)}` }
        const rev = own('channel_revenue', g)
        const spend = own('marketing_spend', g)
        if (rev !== undefined && spend)
          return { v: rev / spend, how: `${g}: ${r.money(rev)} ÷ ${r.money(spend)} = ${x(rev / spend)}` }
        const ltvCac = own('ltv_cac', g)
        if (ltvCac !== undefined) return { v: ltvCac, how: `${g} LTV ÷ CAC ${x(ltvCac)}` }
        const cac = own('cac', g)
        if (cac !== undefined && cac > 0) return { v: 1 / cac, how: `${g} CAC ${r.money(cac)}` }
        // Customers per unit of spend, from the row's spend and the customers it won over the same period.
        const won = own('new_customers', g)
        if (spend && won !== undefined)
          return { v: won / spend, how: `${g}: ${Number(won.toFixed(2))} customers from ${r.money(spend)} of spend` }
        return undefined
      }
      const a = score(from)
      const b = score(to)
      if (!a || !b) return { missing: [`the return (ROAS or CAC) of ${!a ? from : to}`] }
      const v = b.v / a.v
      return {
        value: v,
        display: x(v),
        verdict: band(v, 1.2, 1),
        working: [a.how, b.how, `${to} ÷ ${from} = ${x(v)}.`],
        summary:
          v >= 1
            ? `${to} returns ${x(v)} what ${from} does per unit spent.`
            : `${to} returns less than ${from} per unit spent (${x(v)}).`,
      }
    },
  },
  {
    id: 'commitment-cover',
    name: 'Runway against the commitment’s term',
    owners: ['cfo'],
    formula: 'runway after signing (months) against the term we commit to (months)',
    threshold:
      'runway covers the term, or at least 18 months of it; under 12 months we sign for longer than we can pay',
    reason:
      'A fixed commitment outlives a short runway: the rent or fees fall due whether or not the company raises again (common finance practice: match commitments to funded runway).',
    rule: 'Sign only if runway after signing covers the term or at least 18 months of it.',
    kinds: { lease: ['guard', 1], 'customer-deal': ['context', 1] },
    run(r) {
      const term = r.n('lease_term')
      if (term === undefined) return missing('lease_term')
      const c = commitment(r)
      const funds = r.cashAndBurn()
      if ('missing' in funds) return { missing: funds.missing }
      const { cash, burn, how } = funds
      // Runway after signing needs what signing costs (a lease's rent): without it, it is only today's runway.
      if (c.unknown.length > 0) return missing(...c.unknown)
      const newBurn = burn + c.monthly - c.monthlySaving
      const left = cash - c.upfront
      if (newBurn <= 0)
        return {
          value: Infinity,
          display: 'cash-flow positive',
          verdict: 'pass',
          working: ['No burn after signing: the company carries the commitment from its earnings.'],
          summary: 'We stay cash-flow positive with it, so the term is covered.',
        }
      const v = Math.max(0, left / newBurn)
      const need = Math.min(term, 18)
      return {
        value: v,
        display: months(v),
        verdict: v >= need ? 'pass' : v >= 12 ? 'borderline' : 'fail',
        working: [
          ...how,
          `Runway after signing: ${r.money(left)} ÷ ${r.money(newBurn)} = ${months(v)}.`,
          `Term: ${months(term)}.`,
        ],
        summary: `We would commit to ${months(term)} with ${months(v)} of runway${v < 12 ? ': the commitment outlives our cash' : ''}.`,
      }
    },
  },
  {
    id: 'commitment-share',
    name: 'Total commitment against cash',
    owners: ['cfo'],
    formula: '(monthly rent or fee × term in months + upfront cost) ÷ cash',
    threshold: '25% of cash or less; over 100% while burning cash is a hard limit',
    reason:
      'A lease or long contract is owed in full whatever happens to revenue: treasury prudence keeps a fixed commitment to a small share of cash, and obligations larger than the cash of a loss-making company are a classic cause of insolvency.',
    rule: 'Sign only if everything the commitment obliges us to pay is a small share (a quarter or less) of the cash we hold.',
    hard: true,
    kinds: { lease: ['guard', 1], expansion: ['guard', 1] },
    run(r) {
      // An expansion is judged on this only when it signs a lease; a lease always is.
      if (r.p.kind !== 'lease' && (r.find('rent') === undefined || r.find('lease_term') === undefined)) return null
      const rent = r.n('rent')
      const term = r.n('lease_term')
      // Cash as stated, else runway × burn.
      const funds = r.find('cash') === undefined ? r.cashAndBurn() : undefined
      const cash = funds === undefined ? r.n('cash') : 'cash' in funds ? funds.cash : undefined
      if (rent === undefined || term === undefined || cash === undefined)
        return missing(
          ...(rent === undefined ? ['rent'] : []),
          ...(term === undefined ? ['lease_term'] : []),
          ...(cash === undefined ? ['cash'] : []),
        )
      // A deposit is cash paid up front like a fit-out.
      const upfront = (r.n('upfront_cost') ?? 0) + (r.n('down_payment') ?? 0)
      const total = rent * term + upfront
      const burn = r.n('net_burn')
      const working = [
        ...(funds && 'how' in funds ? funds.how : []),
        `Total commitment: ${r.money(rent)} × ${months(term)}${upfront ? ` + ${r.money(upfront)} up front` : ''} = ${r.money(total)}.`,
      ]
      if (burn !== undefined && burn <= 0)
        return {
          value: cash > 0 ? total / cash : Infinity,
          display: 'paid from earnings',
          verdict: 'pass',
          working: [
            ...working,
            `Monthly net burn is ${r.money(burn)}: the company pays it from what it earns, not from its cash.`,
          ],
          summary: `We do not burn cash, so the ${r.money(total)} commitment is paid from earnings.`,
        }
      if (cash <= 0)
        return {
          value: Infinity,
          display: 'no cash',
          verdict: 'fail',
          hard: true,
          working,
          summary: `We hold no cash to stand behind a ${r.money(total)} commitment.`,
        }
      const v = total / cash
      working.push(`${r.money(total)} ÷ ${r.money(cash)} cash = ${pct(v)}.`)
      const burning = burn !== undefined && burn > 0
      return {
        value: v,
        display: pct(v),
        verdict: v <= 0.25 ? 'pass' : v <= 1 ? 'borderline' : 'fail',
        hard: v > 1 && burning,
        working,
        summary:
          v > 1
            ? `We would commit to ${r.money(total)}, more than the ${r.money(cash)} we hold${burning ? ' while burning cash' : ''}.`
            : `The whole commitment of ${r.money(total)} is ${pct(v)} of our ${r.money(cash)} cash.`,
      }
    },
  },
  {
    id: 'cannibalisation',
    name: 'Revenue a repackaging gives away against what it wins',
    owners: ['cfo', 'cmo'],
    formula:
      'MRR lost = MRR of the plan affected × share of its customers who move down; MRR won a month = sign-ups a month × expected increase × free-to-paid conversion × ARPA; months to win it back = MRR lost ÷ MRR won a month',
    threshold: '12 months or less; over 24 months the change destroys more revenue than it creates',
    reason:
      'Moving paid value into a free or cheaper tier cannibalises the customers who pay for it today; pricing practice (e.g. Ramanujam & Tacke, "Monetizing Innovation"; Simon-Kucher on cannibalisation) accepts it only when the new paying customers it brings replace the lost revenue within about a year.',
    rule: 'Repackage only if the new paying customers it brings replace the revenue it cannibalises within 12 months.',
    kinds: { packaging: ['decisive', 1] },
    run(r) {
      // Only a change that paying customers could move down to: nothing in the figures says any would.
      if (r.find('volume_loss') === undefined && r.find('plan_mrr') === undefined) return null
      const planMrr = r.n('plan_mrr') ?? r.n('mrr')
      const share = r.n('volume_loss')
      const signups = r.n('signups')
      const gain = r.n('signup_gain')
      const conv = r.n('free_to_paid')
      const arpa = r.n('arpa') ?? r.n('price')
      const need = [
        ...(planMrr === undefined ? ['plan_mrr'] : []),
        ...(share === undefined ? ['share of paying customers who would move down'] : []),
        ...(signups === undefined ? ['signups'] : []),
        ...(gain === undefined ? ['signup_gain'] : []),
        ...(conv === undefined ? ['free_to_paid'] : []),
        ...(arpa === undefined ? ['arpa'] : []),
      ]
      if (
        planMrr === undefined ||
        share === undefined ||
        signups === undefined ||
        gain === undefined ||
        conv === undefined ||
        arpa === undefined
      )
        return missing(...need)
      const lost = planMrr * share
      const extra = signups * gain
      const won = extra * conv * arpa
      const working = [
        `MRR lost: ${r.money(planMrr)} × ${pct(share)} = ${r.money(lost)}.`,
        `New paying customers a month: ${Number(signups.toFixed(2))} sign-ups × ${pct(gain)} = ${Number(extra.toFixed(2))} more sign-ups × ${pct(conv, 2)} = ${Number((extra * conv).toFixed(2))}.`,
        `MRR won a month: ${Number((extra * conv).toFixed(2))} × ${r.money(arpa)} = ${r.money(won)}.`,
      ]
      if (lost <= 0)
        return {
          value: 0,
          display: 'nothing given away',
          verdict: 'pass',
          working,
          summary: 'No paying customer is expected to move down: the change gives no revenue away.',
        }
      if (won <= 0)
        return {
          value: Infinity,
          display: 'never',
          verdict: 'fail',
          working: [...working, 'It wins no new MRR: the lost revenue is never won back.'],
          summary: `It gives away ${r.money(lost)} of MRR and wins none back.`,
        }
      const v = lost / won
      working.push(`${r.money(lost)} ÷ ${r.money(won)} a month = ${months(v)}.`)
      return {
        value: v,
        display: months(v),
        verdict: bandLow(v, 12, 24),
        working,
        summary: `It gives away ${r.money(lost)} of MRR and wins back ${r.money(won)} of new MRR a month: ${months(v)} to replace it${v > 24 ? ', so it destroys more revenue than it creates' : ''}.`,
      }
    },
  },
  {
    id: 'project-vs-runway',
    name: 'Runway against the time the work takes',
    owners: ['ceo', 'cfo'],
    formula: 'runway (months) against the project’s duration (months)',
    threshold:
      'at least the duration plus 6 months; a project that outlasts the runway is not finished by a company that exists',
    reason:
      'Work that pays off only after the cash runs out cannot pay off; boards keep a margin of about 6 months beyond the plan (common venture guidance on runway).',
    rule: 'Start it only if runway outlasts the work by at least 6 months.',
    hard: true,
    kinds: {
      'engineering-investment': ['guard', 1],
      launch: ['guard', 1],
      expansion: ['guard', 1],
      other: ['context', 1],
    },
    run(r) {
      const duration = r.n('timeframe')
      if (duration === undefined) return missing('timeframe')
      const given = r.n('runway')
      // Read only when runway is not given, so the inputs list what the arithmetic used.
      const cash = given === undefined ? r.n('cash') : undefined
      const burn = cash !== undefined ? r.n('net_burn') : undefined
      // A company that burns no cash (or makes it) outlasts any project: cash ÷ a burn of zero or less is no runway figure.
      if (cash !== undefined && burn !== undefined && burn <= 0)
        return {
          value: Infinity,
          display: 'not burning cash',
          verdict: 'pass',
          working: [`Monthly net burn is ${r.money(burn)}: the company does not run out of cash.`],
          summary: `We do not burn cash, so the ${months(duration)} of work is funded.`,
        }
      const runway = given ?? (cash !== undefined && burn !== undefined ? cash / burn : undefined)
      if (runway === undefined) return missing('runway')
      const v = runway - duration
      return {
        value: v,
        display: months(v),
        verdict: v >= 6 ? 'pass' : v >= 0 ? 'borderline' : 'fail',
        hard: v < 0,
        working: [`${months(runway)} of runway − ${months(duration)} of work = ${months(v)}.`],
        summary:
          v < 0
            ? `The work takes ${months(duration)} and our cash lasts ${months(runway)}: we run out before it is done.`
            : `Our ${months(runway)} of runway outlasts the ${months(duration)} of work by ${months(v)}.`,
      }
    },
  },
  {
    id: 'raise-runway',
    name: 'Runway after the raise',
    owners: ['cfo', 'ceo'],
    formula: '(cash + amount raised) ÷ monthly net burn',
    threshold: '18 months or more; a round should fund the next milestone with margin',
    reason:
      'Investors commonly advise raising enough for 18–24 months of runway (e.g. Y Combinator and Carta guidance).',
    rule: 'Raise if the round buys at least 18 months of runway.',
    kinds: { financing: ['decisive', 1] },
    run(r) {
      const raise = r.n('fundraise_amount')
      if (raise === undefined) return null
      const funds = r.cashAndBurn()
      if ('missing' in funds) return { missing: funds.missing }
      const { cash, burn, how } = funds
      if (burn <= 0)
        return {
          value: Infinity,
          display: 'not burning cash',
          verdict: 'pass',
          working: ['No burn: the raise is pure reserve.'],
          summary: 'We do not burn cash, so the raise is reserve.',
        }
      const v = (cash + raise) / burn
      return {
        value: v,
        display: months(v),
        verdict: band(v, 18, 12),
        working: [...how, `(${r.money(cash)} + ${r.money(raise)}) ÷ ${r.money(burn)} = ${months(v)}.`],
        summary: `The raise would give us ${months(v)} of runway.`,
      }
    },
  },
  {
    id: 'dilution',
    name: 'Dilution',
    owners: ['ceo'],
    formula: 'share of the company sold in the round',
    threshold: '25% or less; over 35% in one round is heavy',
    reason: 'Seed to Series B rounds typically sell 15–25% of the company (Carta fundraising data).',
    rule: 'Accept terms that sell no more than about a quarter of the company.',
    kinds: { financing: ['guard', 1] },
    run(r) {
      if (r.n('fundraise_amount') === undefined) return null
      const d = r.n('dilution')
      if (d === undefined) return missing('dilution')
      return {
        value: d,
        display: pct(d),
        verdict: bandLow(d, 0.25, 0.35),
        working: [`Dilution: ${pct(d)}.`],
        summary: `The round sells ${pct(d)} of the company.`,
      }
    },
  },
  ...operationsAnalyses(),
  ...secondRoundAnalyses(),
]

/** The yearly benefit a proposal brings, from the figures that say so. */
export function benefit(r: Reader): { annual: number | undefined; working: string[] } {
  const parts: string[] = []
  let total = 0
  let any = false
  const savings = r.n('savings')
  if (savings !== undefined) {
    total += savings
    any = true
    parts.push(`${r.money(savings)} savings`)
  }
  const profit = r.n('added_profit')
  if (profit !== undefined) {
    total += profit
    any = true
    parts.push(`${r.money(profit)} added profit`)
  }
  const revenue = r.n('added_revenue')
  if (revenue !== undefined) {
    const gm = r.n('gross_margin') ?? r.n('contribution_margin')
    if (gm !== undefined) {
      total += revenue * gm
      any = true
      parts.push(`${r.money(revenue)} revenue × ${pct(gm)} margin = ${r.money(revenue * gm)}`)
    } else if (!any)
      return {
        annual: undefined,
        working: [`Added revenue of ${r.money(revenue)} is known but not its margin, so its profit is not.`],
      }
  }
  // Buying a company (a table row named in the question): its revenue is the added revenue, its burn an added cost.
  const target = r.p.kind === 'other' ? r.book.focus : undefined
  if (!any && target) {
    const rev = r.n('mrr', target) ?? r.n('revenue', target)
    const gm = r.n('gross_margin', target) ?? r.n('gross_margin')
    if (rev !== undefined && gm !== undefined) {
      const burn = r.n('net_burn', target) ?? 0
      const yearly = rev * 12 * gm - Math.max(0, burn) * 12
      total += yearly
      any = true
      parts.push(
        `${target}: ${r.money(rev * 12)} revenue × ${pct(gm)} margin − ${r.money(Math.max(0, burn) * 12)} burn = ${r.money(yearly)}`,
      )
    }
  }
  // A new market with its own pipeline: what is expected to close, at our margin.
  if (!any && r.p.kind === 'expansion') {
    const pipe = r.n('pipeline')
    const win = r.n('win_rate')
    const gm = r.n('gross_margin')
    if (pipe !== undefined && win !== undefined && gm !== undefined) {
      total += pipe * win * gm
      any = true
      parts.push(`${r.money(pipe)} pipeline × ${pct(win)} win rate × ${pct(gm)} margin = ${r.money(pipe * win * gm)}`)
    }
  }
  const hours = r.n('hours_saved')
  const hourly = r.n('hourly_cost')
  if (hours !== undefined && hourly !== undefined) {
    total += hours * hourly * 12
    any = true
    parts.push(`${hours} hours × ${r.money(hourly)} × 12 = ${r.money(hours * hourly * 12)}`)
  }
  if (!any) return { annual: undefined, working: [] }
  return { annual: total, working: [`Yearly benefit: ${parts.join(' + ')} = ${r.money(total)}.`] }
}

// ---- Running the library for a proposal -----------------------------------------------------------

function supportOf(verdict: Verdict, polarity: Polarity): Support {
  if (verdict === 'borderline') return 'mixed'
  return (verdict === 'pass') === (polarity === 1) ? 'for' : 'against'
}

/** Every analysis that bears on the proposal, run on the book. */
export function analyse(book: FigureBook, p: Proposal): AnalysisResult[] {
  const out: AnalysisResult[] = []
  for (const def of ANALYSES) {
    const entry = def.kinds[p.kind]
    if (!entry) continue
    const [role, pol] = entry
    const polarity = typeof pol === 'function' ? pol(p) : pol
    const reader = new Reader(book, p, book.focus)
    const run = def.run(reader)
    if (run === null) continue
    const base = {
      id: def.id,
      name: def.name,
      owners: def.owners,
      role,
      formula: def.formula,
      threshold: def.threshold,
      reason: def.reason,
      rule: def.rule,
      inputs: [...reader.used.values()],
    }
    if ('missing' in run) {
      out.push({ ...base, status: 'missing', hard: false, working: [], needs: [...new Set(run.missing)] })
      continue
    }
    const supports = supportOf(run.verdict, polarity)
    const hard = !!def.hard && supports === 'against' && run.verdict === 'fail' && (run.hard ?? true)
    out.push({
      ...base,
      status: 'done',
      verdict: run.verdict,
      supports,
      hard,
      value: Number.isFinite(run.value) ? Number(run.value.toFixed(4)) : undefined,
      display: run.display,
      summary: run.summary,
      working: run.working,
      needs: [],
    })
  }
  return out
}

/** Catalogue metrics an analysis computes from other figures: a question about one is answered by running it. */
export const METRIC_ANALYSIS: Readonly<Record<string, string>> = {
  cac_payback: 'cac-payback',
  runway: 'runway-now',
  ltv_cac: 'ltv-cac',
  burn_multiple: 'burn-multiple',
  pipeline_coverage: 'pipeline-coverage',
}

/**
 * One analysis run on a book outside any proposal (the chat's "what's our CAC payback?"): its
 * value, working and inputs, or the figures it needs. No verdict on a proposal is drawn from it.
 */
export function runAnalysis(
  id: string,
  book: FigureBook,
): Pick<
  AnalysisResult,
  'id' | 'name' | 'formula' | 'status' | 'display' | 'value' | 'working' | 'inputs' | 'needs' | 'summary'
> | null {
  const def = ANALYSES.find((d) => d.id === id)
  if (!def) return null
  const reader = new Reader(book, { kind: 'other', isDecision: false, direction: null, magnitudes: [] })
  const run = def.run(reader)
  if (run === null) return null
  const base = { id: def.id, name: def.name, formula: def.formula, inputs: [...reader.used.values()] }
  if ('missing' in run) return { ...base, status: 'missing', working: [], needs: [...new Set(run.missing)] }
  return {
    ...base,
    status: 'done',
    value: Number.isFinite(run.value) ? run.value : undefined,
    display: run.display,
    working: run.working,
    summary: run.summary,
    needs: [],
  }
}

// The pieces every analysis is made of live in ./analysis-kit; importers of this module still find them here.
export {
  amortisedPayment,
  type AnalysisInput,
  type AnalysisResult,
  band,
  bandLow,
  type Def,
  loadedCostPerHire,
  missing,
  months,
  pct,
  Reader,
  type Role,
  securityPolarity,
  stopPolarity,
  type Support,
  type Verdict,
  x,
} from './analysis-kit'
