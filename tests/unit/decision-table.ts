// The table harness for decision analyses that live outside the general library's table
// (tests/unit/decision-operations.test.ts, tests/unit/decision-second-round.test.ts): the book the
// boardroom builds for a question and pack, the analysis it runs, and the two checks every table
// makes — each analysis has a pass, a fail and a missing or not-applicable case, and each case's
// verdict, result and needs are what a member would see.
import { describe, expect, it } from 'vitest'
import {
  analyse,
  ANALYSES,
  type AnalysisResult,
  type Def,
  type Support,
  type Verdict,
} from '../../shared/decision/analyses'
import { runBoard } from '../../shared/decision/board'
import { buildBook } from '../../shared/decision/figures'
import { understand } from '../../shared/decision/understand'
import type { Fact } from '../../shared/schemas/board-pack'

/** A board-pack row as a member types it: label, value and unit, and the table row (`group`) it belongs to. */
const fact =
  (unit: Fact['unit']) =>
  (label: string, value: number, group?: string): Fact => ({ label, value, unit, ...(group ? { group } : {}) })
export const usd = fact('USD')
export const eur = fact('EUR')
export const gbp = fact('GBP')
export const pc = fact('%')
export const count = fact('count')
export const inMonths = fact('months')
export const times = fact('x')
export const text = (label: string, value: string): Fact => ({ label, value, unit: 'text' })

/** The board's recommendation on this question and pack (no standing or CRM figures). */
export const call = (question: string, facts: Fact[]) =>
  runBoard({ question, facts, standing: [], crm: null }).decision.recommendation

/** The figure book the boardroom builds for this question and pack (no standing or CRM figures). */
export const bookOf = (question: string, facts: Fact[]) => {
  const proposal = understand(question)
  return buildBook({
    pack: facts,
    question: proposal.magnitudes,
    standing: [],
    crm: null,
    questionText: question,
    kind: proposal.kind,
  })
}
export const analysisOf = (question: string, facts: Fact[], id: string): AnalysisResult | undefined =>
  analyse(bookOf(question, facts), understand(question)).find((a) => a.id === id)

export type Expected = {
  verdict: Verdict | 'missing' | 'not run'
  shows?: string
  needs?: string[]
  hard?: boolean
  supports?: Support
}
export type Case = [note: string, question: string, facts: Fact[], expected: Expected]

/** The coverage check and one test per case, for the analyses `defs` and their table. */
export function describeAnalysisTable(title: string, defs: Def[], cases: Record<string, Case[]>) {
  describe(title, () => {
    it('covers every analysis, each with a pass, a fail and a missing or not-applicable case, and each is in the library', () => {
      const ids = defs.map((a) => a.id)
      expect(ids.filter((id) => !ANALYSES.some((a) => a.id === id))).toEqual([])
      expect(ids.filter((id) => !(id in cases))).toEqual([])
      expect(Object.keys(cases).filter((id) => !ids.includes(id))).toEqual([])
      expect(
        ids.filter((id) => !cases[id]!.some(([, , , e]) => e.verdict === 'missing' || e.verdict === 'not run')),
      ).toEqual([])
      expect(
        ids.filter(
          (id) =>
            !cases[id]!.some(([, , , e]) => e.verdict === 'pass') ||
            !cases[id]!.some(([, , , e]) => e.verdict === 'fail'),
        ),
      ).toEqual([])
    })
  })

  describe.each(Object.keys(cases))('%s', (id) => {
    it.each(cases[id]!)('%s', (_note, question, facts, expected) => {
      const a = analysisOf(question, facts, id)
      if (expected.verdict === 'not run') return expect(a).toBeUndefined()
      expect(a, `${id} did not run for “${question}”`).toBeDefined()
      if (expected.verdict === 'missing')
        return expect({ status: a!.status, needs: a!.needs }).toEqual({ status: 'missing', needs: expected.needs })
      expect({ status: a!.status, verdict: a!.verdict, display: a!.display }).toEqual({
        status: 'done',
        verdict: expected.verdict,
        display: expected.shows,
      })
      if (expected.hard !== undefined) expect(a!.hard).toBe(expected.hard)
      if (expected.supports !== undefined) expect(a!.supports).toBe(expected.supports)
    })
  })
}
