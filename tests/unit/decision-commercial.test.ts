// The commercial side of the decision layer: how questions about budgets, prices,
// add-ons, annual billing, orders and board numbers are read, and the existing analyses these
// readings reach — a reallocation whose channels are named in the labels, a price pilot's volume
// change, spend that won no customers, a deal's monthly delivery cost — each with the opposite
// verdict and the missing-figure case. The new analyses' tables are in decision-commercial-cases.ts.
import { describe, expect, it } from 'vitest'
import { understand } from '../../shared/decision/understand'
import { analysisOf, call, count, pc, times, usd } from './decision-table'

describe('reading commercial questions', () => {
  it.each([
    ['Should we bump Meta ads from $5k to $9k a month?', 'spend-up', 'up'],
    ['Should we take TikTok from €2k to €4k per month?', 'spend-up', 'up'],
    ['Should we cut LinkedIn Sponsored Content from $20k to $8k a month?', 'spend-down', 'down'],
    ['We spend $3k a month on radio ads. Should we reduce that to $1k?', 'spend-down', 'down'],
    ['Should we raise our 60-minute massage from $80 to $95?', 'price-change', 'up'],
    ['Should we lower the platform commission from 20% to 15%?', 'price-change', 'down'],
    ['Should we offer annual billing at 15% off?', 'discount', null],
    ['Should we offer annual plans billed up front?', 'packaging', null],
    ['Should we include the analytics add-on free in all plans?', 'packaging', null],
    ['A wholesaler wants 2,000 cases at $12 each. Should we take the order?', 'customer-deal', null],
    ['A client wants us on a 6-month retainer at $20k a month. Should we sign?', 'customer-deal', null],
    ['Can we tell investors we will reach $2M of ARR by June?', 'forecast-commitment', null],
  ])('“%s” is %s', (question, kind, direction) => {
    const p = understand(question)
    expect({ kind: p.kind, direction: p.direction }).toEqual({ kind, direction })
  })

  it('reads a budget moved from one monthly amount to another as today’s and the proposed budget', () => {
    expect(
      understand('Should we cut LinkedIn Sponsored Content from $20k to $8k a month?').magnitudes.map((m) => [
        m.metric,
        m.value,
      ]),
    ).toEqual([
      ['budget_from', 20000],
      ['budget_to', 8000],
    ])
    // "cut that to $1k": the amount after "to" is the new budget, the spend stated first today's.
    expect(
      understand('We spend $3k a month on radio ads. Should we reduce that to $1k?').magnitudes.map((m) => [
        m.metric,
        m.value,
      ]),
    ).toEqual([
      ['budget_from', 3000],
      ['budget_to', 1000],
    ])
  })

  it('reads a rate that is the price moved from 20% to 15% as a 25% price cut, not a 20% one', () => {
    const p = understand('Should we lower the platform commission from 20% to 15%?')
    expect(p.magnitudes.find((m) => m.metric === 'price_change')?.value).toBeCloseTo(-0.25, 10)
  })

  it('reads a quarter’s board number as a three-month revenue target', () => {
    const p = understand('Can I tell the board we will do at least $3M of revenue this quarter?')
    expect(p.kind).toBe('forecast-commitment')
    expect(p.magnitudes.map((m) => [m.metric, m.value])).toEqual([
      ['revenue_target', 3000000],
      ['timeframe', 3],
    ])
  })
})

describe('a reallocation whose pack names each channel in its labels', () => {
  const q = 'Should we move $10k a month from Bing Ads to Pinterest?'
  it('compares the destination’s ROAS with the source’s', () => {
    // 1.2 ÷ 3 = 0.4×: the money would earn less than half as much.
    const a = analysisOf(
      q,
      [times('Bing Ads ROAS', 3), times('Pinterest pilot ROAS', 1.2), pc('Gross margin', 50)],
      'reallocation',
    )
    expect({ verdict: a?.verdict, display: a?.display, supports: a?.supports }).toEqual({
      verdict: 'fail',
      display: '0.4×',
      supports: 'against',
    })
    expect(a?.inputs.map((i) => i.label)).toEqual(['Bing Ads ROAS', 'Pinterest pilot ROAS'])
  })
  it('passes a destination that clearly returns more', () => {
    // 4.5 ÷ 3 = 1.5×.
    const a = analysisOf(q, [times('Bing Ads ROAS', 3), times('Pinterest pilot ROAS', 4.5)], 'reallocation')
    expect({ verdict: a?.verdict, display: a?.display }).toEqual({ verdict: 'pass', display: '1.5×' })
  })
  it('still asks for each channel’s return when only one is named', () => {
    const a = analysisOf(q, [times('Bing Ads ROAS', 3), times('Blended ROAS', 2)], 'reallocation')
    expect(a?.status).toBe('missing')
  })
})

describe('a price rise judged from a pilot’s volume change', () => {
  const q = 'Should we raise our 60-minute massage from $80 to $100?'
  it('passes a small loss at any margin', () => {
    // +25%: even at a 100% margin break-even is 25 ÷ 125 = 20%; a 3% fall is well under 0.75 × 20%.
    const a = analysisOf(q, [pc('Booking change at the pilot studio', -3)], 'price-breakeven')
    expect({ verdict: a?.verdict, display: a?.display, supports: a?.supports }).toEqual({
      verdict: 'pass',
      display: '3%',
      supports: 'for',
    })
  })
  it('fails a loss above the any-margin break-even', () => {
    const a = analysisOf(q, [pc('Booking change at the pilot studio', -25)], 'price-breakeven')
    expect({ verdict: a?.verdict, display: a?.display, supports: a?.supports }).toEqual({
      verdict: 'fail',
      display: '25%',
      supports: 'against',
    })
  })
  it('needs the margin when the loss sits between the two', () => {
    // 18% is above 0.75 × 20% = 15% and under 20%: it depends on the margin.
    const a = analysisOf(q, [pc('Booking change at the pilot studio', -18)], 'price-breakeven')
    expect({ status: a?.status, needs: a?.needs }).toEqual({ status: 'missing', needs: ['gross margin'] })
  })
})

describe('spend that won no customers', () => {
  const q = 'Should we renew the podcast sponsorship for another quarter at $15k?'
  it('fails LTV ÷ CAC as a hard limit even with no LTV figures', () => {
    const a = analysisOf(q, [count('Deals won from the podcast', 0)], 'ltv-cac')
    expect({ verdict: a?.verdict, display: a?.display, hard: a?.hard }).toEqual({
      verdict: 'fail',
      display: '0×',
      hard: true,
    })
    expect(call(q, [count('Deals won from the podcast', 0)])).toBe('do-not-proceed')
  })
  it('still needs the LTV when the spend did win customers', () => {
    const a = analysisOf(q, [count('Deals won from the podcast', 3)], 'ltv-cac')
    expect(a?.status).toBe('missing')
    expect(call(q, [count('Deals won from the podcast', 3)])).toBe('gather-data')
  })
})

describe('a deal whose delivery cost is stated a month', () => {
  const q = 'A client wants us on a 12-month retainer at $30k a month. Should we sign?'
  it('counts twelve months of it against twelve months of fees', () => {
    // ($360,000 − $18,000 × 12) ÷ $360,000 = 40%, against a 35% usual margin.
    const a = analysisOf(q, [usd('Delivery team cost per month', 18000), pc('Gross margin', 35)], 'deal-margin')
    expect({ verdict: a?.verdict, display: a?.display }).toEqual({ verdict: 'pass', display: '40%' })
  })
  it('fails one that costs more a month than it brings', () => {
    // ($360,000 − $32,000 × 12) ÷ $360,000 = −6.7%.
    const a = analysisOf(q, [usd('Delivery team cost per month', 32000), pc('Gross margin', 35)], 'deal-margin')
    expect({ verdict: a?.verdict, display: a?.display, hard: a?.hard }).toEqual({
      verdict: 'fail',
      display: '-6.7%',
      hard: true,
    })
  })
})

describe('the board on commercial questions', () => {
  it('keeps ad spend that is profitable at the margin and cuts spend that is not', () => {
    const q = 'Should we cut Google Ads from $10k to $5k a month?'
    expect(call(q, [times('ROAS on the last $2k of spend', 4), pc('Gross margin', 50)])).toBe('do-not-proceed')
    expect(call(q, [times('ROAS on the last $2k of spend', 1.5), pc('Gross margin', 50)])).toBe('proceed')
    expect(call(q, [times('ROAS on the last $2k of spend', 4)])).toBe('gather-data')
  })
  it('turns down an order below unit cost and takes one at our margin', () => {
    const q = 'A distributor wants 10,000 units at $20 each. Should we take the order?'
    expect(call(q, [usd('Price per unit offered', 20), usd('Unit cost', 21)])).toBe('do-not-proceed')
    expect(['proceed', 'proceed-with-conditions']).toContain(
      call(q, [usd('Price per unit offered', 20), usd('Unit cost', 13), pc('Gross margin', 35)]),
    )
    expect(call(q, [usd('Price per unit offered', 20)])).toBe('gather-data')
  })
})

describe('amounts a deal or a campaign question states', () => {
  it('reads an order of units at a price each as the order’s value and its unit price', () => {
    expect(
      understand('A distributor wants 4,000 cases at $12.50 each. Should we take the order?').magnitudes.map((m) => [
        m.metric,
        m.value,
      ]),
    ).toEqual([
      ['units', 4000],
      ['unit_price', 12.5],
      ['deal_value', 50000],
    ])
  })
  it('judges the order on a unit cost from the pack alone', () => {
    const q = 'A distributor wants 4,000 cases at $12.50 each. Should we take the order?'
    // $12.50 − $13 = −$0.50 a case: −4%, and −$2,000 on the order.
    const a = analysisOf(q, [usd('Unit cost', 13)], 'unit-contribution')
    expect({ verdict: a?.verdict, display: a?.display, hard: a?.hard }).toEqual({
      verdict: 'fail',
      display: '-4%',
      hard: true,
    })
  })
  it('reads a campaign’s amount for a quarter as a third of it a month', () => {
    expect(
      understand('Should we renew the trade show sponsorship for another quarter at $24k?').magnitudes.map((m) => [
        m.metric,
        m.value,
      ]),
    ).toEqual([['marketing_spend', 8000]])
    expect(
      understand('Should we keep the newsletter sponsorship at $2k a month?').magnitudes.map((m) => [
        m.metric,
        m.value,
      ]),
    ).toEqual([['marketing_spend', 2000]])
  })
})
