// Every count that meets a noun is written through shared/plural.ts (Intl.PluralRules): the helper
// itself, then the screens' counted phrases rendered with 0, 1 and 2 of each counted thing — none
// says "1 leads", "2 lead" or a doubled word.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { previewCaption } from '../../client/features/lead-import/import-dialog'
import { FiguresNote } from '../../client/ui/key-figures'
import { botCondition } from '../../shared/ai-bots'
import { bankFigures, type BankTransaction } from '../../shared/bank'
import { keyFigures } from '../../shared/key-figures'
import { plannedCounts } from '../../shared/lead-import-plan'
import type { LeadFacts } from '../../shared/metrics'
import { computeMetrics } from '../../shared/metrics-compute'
import { allowance, planById } from '../../shared/plans'
import { countOf, ONE_DECIMAL, plural } from '../../shared/plural'
import { DECISION_KINDS, DECISIONS } from '../../shared/schemas/ai-workflow'
import { describeEngine } from '../../shared/schemas/chat'
import { sessionLimitMessage } from '../../worker/billing/limits'
import { miscounts } from '../counted-text'

const COUNTS = [0, 1, 2] as const
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

describe('the one helper (Intl.PluralRules)', () => {
  it('0, 1 and 2 of a noun, a verb that agrees, and an irregular plural', () => {
    expect(COUNTS.map((n) => countOf(n, 'lead'))).toEqual(['0 leads', '1 lead', '2 leads'])
    expect(COUNTS.map((n) => countOf(n, 'company', 'companies'))).toEqual(['0 companies', '1 company', '2 companies'])
    expect(COUNTS.map((n) => plural(n, 'is', 'are'))).toEqual(['are', 'is', 'are'])
    expect(countOf(12_500, 'row')).toBe('12,500 rows')
  })

  it('a figure with decimals follows what is written: "1 month", "1.0 months", "1.5 months"', () => {
    expect(countOf(1, 'month')).toBe('1 month')
    expect(countOf(1.5, 'month')).toBe('1.5 months')
    expect(countOf(1, 'month', undefined, ONE_DECIMAL)).toBe('1.0 months')
    expect(countOf(0.96, 'month', undefined, ONE_DECIMAL)).toBe('1.0 months')
  })

  it('the checker the sweeps use catches each slip it is for', () => {
    expect(miscounts('1 gaps in our CRM records')).toHaveLength(1)
    expect(miscounts('We have 2 lead and 0 month')).toHaveLength(2)
    expect(miscounts('Runway: 1.0 month.')).toHaveLength(1)
    expect(miscounts('Campaign leads leads on leads: 66.')).toHaveLength(1)
    expect(miscounts('© Boardroom AI, Inc.. Questions')).toHaveLength(1)
    expect(miscounts('1 lead, 21 leads, 1.5 months, $1 plans, 1 of 3 is due, 2 leads')).toEqual([])
    // a noun used as an adjective ("2 decision reviews") is not a singular count; a verb after one is
    expect(miscounts('2 decision reviews are due')).toEqual([])
    expect(miscounts('2 lead was moved')).toHaveLength(1)
    // a heading and its paragraph, or two table cells, are not a doubled word
    expect(miscounts('Invoices\nInvoices appear here\tNone\tNone')).toEqual([])
  })
})

const lead = (status: LeadFacts['status']): LeadFacts => ({
  status,
  value: 1000,
  currency: 'USD',
  source: 'website',
  campaign_id: null,
  email: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
})
const metricsWith = (n: number, otherCurrency = 0) =>
  computeMetrics({
    company: { name: 'Counted Co', industry: null },
    leads: [
      ...Array.from({ length: n }, () => lead('won')),
      ...Array.from({ length: n }, () => lead('new')),
      ...Array.from({ length: n }, () => lead('lost')),
      ...Array.from({ length: otherCurrency }, () => ({ ...lead('new'), currency: 'EUR' })),
    ],
    campaigns: [],
    asOf: new Date('2026-11-20T00:00:00Z'),
  })

describe('the screens’ counted phrases with 0, 1 and 2', () => {
  it('the dashboard’s key figures and the note on other currencies', () => {
    const one = keyFigures(metricsWith(1))
    expect(one.find((f) => f.label === 'Won value')?.detail).toBe('from 1 won lead')
    expect(one.find((f) => f.label === 'Win rate')?.detail).toBe('of 2 closed leads')
    for (const n of COUNTS) {
      for (const f of keyFigures(metricsWith(n))) expect(miscounts(f.detail), `${n}: ${f.detail}`).toEqual([])
      const note = text(renderToString(<FiguresNote metrics={metricsWith(2, n)} />))
      expect(miscounts(note), note).toEqual([])
    }
    expect(text(renderToString(<FiguresNote metrics={metricsWith(2, 1)} />))).toContain(
      '1 record in other currencies is left out',
    )
  })

  it('an AI bot’s condition agrees with its label and with how many executives sign off', () => {
    const rule = (executives: ('CEO' | 'CFO')[], mode: 'approval' | 'advisory') => ({ enabled: true, executives, mode })
    expect(botCondition('pricing', rule(['CFO'], 'approval'), 'USD')).toBe(
      'Pricing needs your team’s approval (AI bots): CFO signs off before anyone acts.',
    )
    expect(botCondition('new_campaign', rule(['CEO', 'CFO'], 'advisory'), 'USD')).toBe(
      'New campaigns are advisory (AI bots): CEO, CFO recommend; your team decides when to act.',
    )
    expect(botCondition('hiring', rule(['CEO'], 'advisory'), 'USD')).toBe(
      'Hiring is advisory (AI bots): CEO recommends; your team decides when to act.',
    )
    for (const kind of DECISION_KINDS)
      for (const executives of [['CFO'], ['CEO', 'CFO']] as ('CEO' | 'CFO')[][])
        for (const mode of ['approval', 'advisory'] as const)
          expect(miscounts(botCondition(kind, rule(executives, mode), 'USD')), DECISIONS[kind].label).toEqual([])
  })

  it('the lead import: the preview’s caption and what the import button counts', () => {
    expect(previewCaption(1)).toBe('The first row as it will be stored')
    expect(previewCaption(2)).toBe('The first 2 rows as they will be stored')
    expect(
      plannedCounts([
        { row: 2, action: 'create', lead: {} as never },
        { row: 3, action: 'merge', target_row: 2 },
        { row: 4, action: 'skip', reason: 'Duplicate of row 2' },
        { row: 5, action: 'reject', reason: 'No name' },
        { row: 6, action: 'reject', reason: 'No name' },
      ]),
    ).toEqual({ imported: 2, skipped: 1, rejected: 2 })
  })

  it('plans: allowances and the session limit', () => {
    expect(COUNTS.map((n) => allowance(n, 'seat'))).toEqual(['0 seats', '1 seat', '2 seats'])
    expect(allowance(null, 'seat')).toBe('Unlimited seats')
    expect(miscounts(sessionLimitMessage(planById('starter'), 1))).toEqual([])
  })

  it('the model’s answer line, and the bank’s excluded items and runway', () => {
    for (const calls of COUNTS) expect(miscounts(describeEngine({ name: 'openai', model: 'm', calls }))).toEqual([])
    expect(describeEngine({ name: 'openai', model: 'm', calls: 1 })).toContain('· 1 model call.')
    for (const n of COUNTS) {
      const pending: BankTransaction[] = Array.from({ length: n }, (_, i) => ({
        accountId: 'a',
        amount: 10 + i,
        currency: 'USD',
        date: '2026-11-10',
        pending: true,
        category: null,
      }))
      const spent: BankTransaction = {
        accountId: 'a',
        amount: 3000,
        currency: 'USD',
        date: '2026-11-01',
        pending: false,
        category: null,
      }
      const figures = bankFigures(
        [
          { id: 'a', name: 'Checking', mask: null, type: 'depository', subtype: null, current: 3000, currency: 'USD' },
          ...Array.from({ length: n }, (_, i) => ({
            id: `c${i}`,
            name: `Card ${i}`,
            mask: null,
            type: 'credit',
            subtype: null,
            current: 10,
            currency: 'USD',
          })),
        ],
        [...pending, spent],
      )
      if ('error' in figures) throw new Error(figures.error)
      for (const line of [...figures.excluded, ...figures.working]) expect(miscounts(line), line).toEqual([])
      if (n === 1) expect(figures.excluded).toEqual(expect.arrayContaining(['1 pending transaction']))
    }
  })
})
