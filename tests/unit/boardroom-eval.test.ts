// The boardroom's evaluation set as a gate: the board's accuracy may not fall below the level
// recorded in tests/eval/baseline.json, it may state no number that no figure or analysis gives,
// and the cases marked failing are exactly the ones it gets wrong (fix the engine, then unmark the
// case; never edit a case to fit the engine). `npm run eval:boardroom` prints the full report.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { evaluate, loadCases, report } from '../eval/evaluate'

const baseline = JSON.parse(readFileSync(new URL('../eval/baseline.json', import.meta.url), 'utf8')) as {
  board: number
  invented: number
  holdout: { board: number }
  blind: Record<string, { firstSeen: number; board: number; unsafe: number }>
}
const summary = evaluate(loadCases())
// Written blind to the engine and never tuned to: its accuracy is the honest estimate for unseen questions.
const holdout = evaluate(loadCases(fileURLToPath(new URL('../eval/holdout', import.meta.url))))
// The blind rounds: scored once on first sight, then frozen; they gate as the held-out set does, except that
// their unsafe approvals are held at the recorded count (tuning the engine to them would void the round).
const blind = Object.keys(baseline.blind).map((round) => ({
  round,
  summary: evaluate(loadCases(fileURLToPath(new URL(`../eval/${round}`, import.meta.url)))),
  recorded: baseline.blind[round],
}))
const unsafeOf = (results: typeof summary.results) =>
  results.filter((r) => r.expected === 'reject' && r.board === 'approve').map((r) => r.id)

describe('the boardroom evaluation set', () => {
  it('decides at least as accurately as recorded, and better than both baselines', () => {
    console.log(report(summary))
    expect(summary.board).toBeGreaterThanOrEqual(baseline.board)
    expect(summary.board).toBeGreaterThan(summary.ceo)
    expect(summary.board).toBeGreaterThan(summary.majority)
  })

  it('states no invented number', () => {
    for (const s of [summary, holdout, ...blind.map((b) => b.summary)])
      expect(s.results.filter((r) => r.invented.length > 0).map((r) => [r.id, r.invented])).toEqual([])
  })

  it.each(blind)(
    'on blind $round, decides at least as accurately as recorded, with no more unsafe approvals',
    ({ round, summary: s, recorded }) => {
      console.log(`Blind ${round} (first seen ${(recorded.firstSeen * 100).toFixed(1)}%, frozen):\n${report(s)}`)
      expect(s.board).toBeGreaterThanOrEqual(recorded.board)
      expect(unsafeOf(s.results).length).toBeLessThanOrEqual(recorded.unsafe)
    },
  )

  it('on the held-out set, decides at least as accurately as recorded and better than both baselines', () => {
    console.log(`Held-out set (never tuned to):\n${report(holdout)}`)
    expect(holdout.board).toBeGreaterThanOrEqual(baseline.holdout.board)
    expect(holdout.board).toBeGreaterThan(holdout.ceo)
    expect(holdout.board).toBeGreaterThan(holdout.majority)
  })

  it('never approves what a sound board would reject, in the studied and held-out sets', () => {
    expect(unsafeOf([...summary.results, ...holdout.results])).toEqual([])
  })

  it('gets every case right that is not marked failing, and still gets the marked ones wrong, in every set', () => {
    const all = [...summary.results, ...holdout.results, ...blind.flatMap((b) => b.summary.results)]
    const wrongUnmarked = all
      .filter((r) => !r.failing && r.board !== r.expected)
      .map((r) => `${r.id}: expected ${r.expected}, got ${r.board}`)
    const fixedButMarked = all.filter((r) => r.failing && r.board === r.expected).map((r) => r.id)
    expect(wrongUnmarked).toEqual([])
    expect(fixedButMarked).toEqual([])
  })
})
