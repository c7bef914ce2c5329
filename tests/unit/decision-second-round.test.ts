// The second round of general analyses (shared/decision/analyses-operations.ts, `secondRoundAnalyses`),
// table-tested like tests/unit/decision-operations.test.ts with figures of our own: for each, the verdict
// and the result a member would see, the opposite verdict, and what it says when a figure is missing.
// Then whole sessions: the board's call on a question and pack of our own.
import { describe, expect, it } from 'vitest'
import { analyse, ANALYSES, type AnalysisResult, type Support, type Verdict } from '../../shared/decision/analyses'
import { secondRoundAnalyses } from '../../shared/decision/analyses-operations'
import { runBoard } from '../../shared/decision/board'
import { buildBook } from '../../shared/decision/figures'
import { understand } from '../../shared/decision/understand'
import type { Fact } from '../../shared/schemas/board-pack'

const bookOf = (question: string, facts: Fact[]) => {
  const proposal = understand(question)
  return buildBook({ pack: facts, question: proposal.magnitudes, standing: [], crm: null, questionText: question, kind: proposal.kind })
}
const analysisOf = (question: string, facts: Fact[], id: string): AnalysisResult | undefined => analyse(bookOf(question, facts), understand(question)).find((a) => a.id === id)

const usd = (label: string, value: number, group?: string): Fact => ({ label, value, unit: 'USD', ...(group ? { group } : {}) })
const pc = (label: string, value: number): Fact => ({ label, value, unit: '%' })
const mo = (label: string, value: number): Fact => ({ label, value, unit: 'months' })
const num = (label: string, value: number): Fact => ({ label, value, unit: 'count' })
const xs = (label: string, value: number): Fact => ({ label, value, unit: 'x' })
const text = (label: string, value: string): Fact => ({ label, value, unit: 'text' })

type Expected = { verdict: Verdict | 'missing' | 'not run'; shows?: string; needs?: string[]; hard?: boolean; supports?: Support }
type Case = [note: string, question: string, facts: Fact[], expected: Expected]

const Q = {
  kidsLaunch: 'Should we launch the spelling game for primary schools next month?',
}

const CASES: Record<string, Case[]> = {
  'child-data-consent': [
    ['children, no consent', Q.kidsLaunch, [pc('Share of users under 13', 80), text('Parental consent flow', 'No'), num('Schools signed up', 50)], { verdict: 'fail', shows: 'no consent', hard: true, supports: 'against' }],
    ['children, consent collected', Q.kidsLaunch, [pc('Share of users under 13', 80), text('Parental consent flow', 'Yes, email plus card check')], { verdict: 'pass', shows: 'collected', supports: 'for' }],
    ['target ages under 13, no consent', Q.kidsLaunch, [text('Target age', '7 to 11'), text('Verifiable parental consent', 'not built')], { verdict: 'fail', shows: 'no consent', hard: true }],
    ['teenagers only', Q.kidsLaunch, [pc('Users under 13', 0), text('Parental consent', 'no')], { verdict: 'pass', shows: 'no children' }],
    ['children, consent not stated', Q.kidsLaunch, [pc('Users under 13', 60)], { verdict: 'missing', needs: ['whether verifiable parental consent is collected'] }],
    ['nothing about children', Q.kidsLaunch, [num('Schools signed up', 50)], { verdict: 'not run' }],
  ],
}

describe('the table of second-round analysis cases', () => {
  it('covers every second-round analysis, each with a pass, a fail and a missing or not-applicable case, and each is in the library', () => {
    const ids = secondRoundAnalyses().map((a) => a.id)
    expect(ids.filter((id) => !ANALYSES.some((a) => a.id === id))).toEqual([])
    expect(ids.filter((id) => !(id in CASES))).toEqual([])
    expect(Object.keys(CASES).filter((id) => !ids.includes(id))).toEqual([])
    expect(ids.filter((id) => !CASES[id]!.some(([, , , e]) => e.verdict === 'missing' || e.verdict === 'not run'))).toEqual([])
    expect(ids.filter((id) => !CASES[id]!.some(([, , , e]) => e.verdict === 'pass') || !CASES[id]!.some(([, , , e]) => e.verdict === 'fail'))).toEqual([])
  })
})

describe.each(Object.keys(CASES))('%s', (id) => {
  it.each(CASES[id]!)('%s', (_note, question, facts, expected) => {
    const a = analysisOf(question, facts, id)
    if (expected.verdict === 'not run') return expect(a).toBeUndefined()
    expect(a, `${id} did not run for “${question}”`).toBeDefined()
    if (expected.verdict === 'missing') return expect({ status: a!.status, needs: a!.needs }).toEqual({ status: 'missing', needs: expected.needs })
    expect({ status: a!.status, verdict: a!.verdict, display: a!.display }).toEqual({ status: 'done', verdict: expected.verdict, display: expected.shows })
    if (expected.hard !== undefined) expect(a!.hard).toBe(expected.hard)
    if (expected.supports !== undefined) expect(a!.supports).toBe(expected.supports)
  })
})

describe('whole sessions', () => {
  const call = (question: string, facts: Fact[]) => runBoard({ question, facts, standing: [], crm: null }).decision.recommendation
  const approve = (r: string) => r === 'proceed' || r === 'proceed-with-conditions'

  it('does not launch to children without parental consent, whatever the demand', () => {
    expect(call(Q.kidsLaunch, [pc('Share of users under 13', 90), text('Parental consent flow', 'No'), num('Schools on the waitlist', 500)])).toBe('do-not-proceed')
    expect(approve(call(Q.kidsLaunch, [pc('Share of users under 13', 90), text('Parental consent flow', 'Yes'), num('Schools on the waitlist', 500)]))).toBe(true)
  })
})
