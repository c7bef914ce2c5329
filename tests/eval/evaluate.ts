// The boardroom's evaluation: every case of tests/eval/cases through the decision layer, exactly
// as POST /api/ai/boardroom runs it for a company with no standing or CRM figures (the case's pack
// is all the board knows), scored three ways: the board's decision, the CEO alone (its first-round
// stance), and a majority of first-round stances. Also counts how many key figures the board cites
// and how many numbers it states that no fact, figure or analysis gives (invented numbers).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runBoard } from '../../shared/decision/board'
import type { Fact } from '../../shared/schemas/board-pack'
import type { Debate, Recommendation, Stance } from '../../shared/schemas/boardroom'

export type Expected = 'approve' | 'reject' | 'gather-data'
export type EvalCase = {
  id: string
  kind: string
  question: string
  facts: Fact[]
  expected: Expected
  keyFigures: string[]
  needs: string[]
  rationale: string
  failing?: boolean
}

export function loadCases(dir = join(import.meta.dirname, 'cases')): EvalCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as EvalCase[])
}

export const callOf = (r: Recommendation): Expected =>
  r === 'proceed' || r === 'proceed-with-conditions' ? 'approve' : r === 'do-not-proceed' ? 'reject' : 'gather-data'
const stanceCall = (s: Stance): Expected =>
  s === 'support' || s === 'conditional' ? 'approve' : s === 'oppose' ? 'reject' : 'gather-data'

/** The plurality of first-round stances; a tie means the board has not made up its mind. */
export function majorityCall(debate: Debate): Expected {
  const counts = new Map<Expected, number>()
  for (const p of debate.positions) counts.set(stanceCall(p.stance), (counts.get(stanceCall(p.stance)) ?? 0) + 1)
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1])
  return sorted.length > 1 && sorted[0][1] === sorted[1][1] ? 'gather-data' : sorted[0][0]
}

const NUMBER = /-?\d[\d,]*(?:\.\d+)?/g
const numbersIn = (text: string) =>
  [...text.matchAll(NUMBER)].map((m) => Number(m[0].replace(/,/g, ''))).filter(Number.isFinite)

/** Numbers the board may state: the question's, the pack's, and every figure and analysis it shows. */
function allowedNumbers(question: string, facts: Fact[], debate: Debate): number[] {
  const texts = [question, ...facts.map((f) => `${f.label} ${f.value}`)]
  for (const f of debate.figures ?? []) texts.push(f.label, f.value, f.note ?? '')
  for (const a of debate.analyses ?? [])
    texts.push(
      a.name,
      a.result ?? '',
      a.formula,
      a.threshold,
      a.reason,
      a.rule,
      ...a.working,
      ...a.inputs.flatMap((i) => [i.label, i.value]),
      ...a.needs,
      String(a.value ?? ''),
    )
  const out = texts.flatMap(numbersIn)
  for (const f of facts) if (typeof f.value === 'number') out.push(f.value, f.value * 100, f.value / 100)
  return out
}

/** Numbers in what the executives and the CEO say that match nothing the board was given or computed. */
export function inventedNumbers(question: string, facts: Fact[], debate: Debate): number[] {
  const allowed = allowedNumbers(question, facts, debate)
  const said = [
    ...debate.positions.flatMap((p) => [p.summary, ...p.arguments, ...p.evidence.map((e) => `${e.label} ${e.value}`)]),
    ...debate.rebuttals.map((r) => r.text),
    debate.decision.summary,
    ...debate.decision.conditions,
    ...debate.decision.actions.map((a) => `${a.action} ${a.due}`),
    ...(debate.decision.whatWouldChange ?? []),
  ]
  const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.01, Math.abs(b) * 0.005)
  return said.flatMap(numbersIn).filter((n) => !allowed.some((a) => close(n, a)))
}

/** Which key figures the board cites: a figure counts when an analysis it argued from used it, or an executive quoted it. */
export function citedKeyFigures(c: EvalCase, debate: Debate): string[] {
  const used = new Set<string>()
  for (const a of debate.analyses ?? [])
    if (a.status === 'done') for (const i of a.inputs) used.add(i.label.toLowerCase())
  for (const p of debate.positions) for (const e of p.evidence) used.add(e.label.toLowerCase())
  return c.keyFigures.filter((k) => [...used].some((u) => u === k.toLowerCase() || u.endsWith(`: ${k.toLowerCase()}`)))
}

export type CaseResult = {
  id: string
  expected: Expected
  board: Expected
  ceo: Expected
  majority: Expected
  cited: number
  keyFigures: number
  invented: number[]
  failing: boolean
}

export function evaluateCase(c: EvalCase): CaseResult {
  const debate = runBoard({ question: c.question, facts: c.facts, standing: [], crm: null })
  return {
    id: c.id,
    expected: c.expected,
    board: callOf(debate.decision.recommendation),
    ceo: stanceCall(debate.positions.find((p) => p.executive === 'ceo')!.stance),
    majority: majorityCall(debate),
    cited: citedKeyFigures(c, debate).length,
    keyFigures: c.keyFigures.length,
    invented: inventedNumbers(c.question, c.facts, debate),
    failing: !!c.failing,
  }
}

export type Summary = {
  cases: number
  board: number
  ceo: number
  majority: number
  citation: number
  invented: number
  results: CaseResult[]
}

export function evaluate(cases = loadCases()): Summary {
  const results = cases.map(evaluateCase)
  const share = (f: (r: CaseResult) => boolean) => results.filter(f).length / results.length
  const keys = results.reduce((t, r) => t + r.keyFigures, 0)
  return {
    cases: results.length,
    board: share((r) => r.board === r.expected),
    ceo: share((r) => r.ceo === r.expected),
    majority: share((r) => r.majority === r.expected),
    citation: keys === 0 ? 1 : results.reduce((t, r) => t + r.cited, 0) / keys,
    invented: results.reduce((t, r) => t + r.invented.length, 0),
    results,
  }
}

export function report(s: Summary): string {
  const p = (n: number) => `${(n * 100).toFixed(1)}%`
  const wrong = s.results.filter((r) => r.board !== r.expected)
  return [
    `Boardroom evaluation: ${s.cases} cases`,
    '',
    '| | accuracy |',
    '|---|---|',
    `| The board (protocol and CEO decision) | ${p(s.board)} |`,
    `| Baseline: the CEO alone (first-round stance) | ${p(s.ceo)} |`,
    `| Baseline: majority of first-round stances | ${p(s.majority)} |`,
    '',
    `Key-figure citation rate: ${p(s.citation)}`,
    `Invented numbers: ${s.invented}`,
    '',
    wrong.length ? `Cases the board gets wrong (${wrong.length}):` : 'The board gets every case right.',
    ...wrong.map(
      (r) =>
        `  ${r.id}: expected ${r.expected}, board ${r.board}${r.failing ? ' (marked failing)' : ' (NOT marked failing)'}`,
    ),
  ].join('\n')
}
