// The boardroom's evaluation set (tests/eval/cases/*.json) is data that the eval
// runner and the board pack API both read, so its format is checked here: a case that the API would
// refuse, or whose key figures are not in its own pack, would measure nothing.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from '../../shared/zod'
import { PROPOSAL_KINDS } from '../../shared/decision/kinds'
import { PLAIN_UNITS } from '../../shared/schemas/board-pack'

const CASES_DIR = join(__dirname, '..', 'eval', 'cases')

// The kinds and units the API takes: the same lists, so a case is written as a member would send it.
const KINDS = PROPOSAL_KINDS
const OUTCOMES = ['approve', 'reject', 'gather-data'] as const
const NAMED_UNITS = PLAIN_UNITS

// The board pack's fact, as POST /api/ai/boardroom documents it.
const FactSchema = z
  .object({
    label: z.string().trim().min(1).max(80),
    value: z.union([z.number().finite(), z.string().trim().min(1).max(120)]),
    unit: z.union([z.enum(NAMED_UNITS), z.string().regex(/^[A-Z]{3}$/, 'an ISO currency code')]).optional(),
    group: z.string().trim().min(1).max(80).optional(),
  })
  .strict()
  .refine((f) => (typeof f.value === 'string' ? f.unit === undefined || f.unit === 'text' : f.unit !== 'text'), {
    message: 'a text value has unit "text" (or none); a number never has unit "text"',
  })

const CaseSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case'),
    kind: z.enum(KINDS),
    question: z.string().trim().min(10).max(500),
    facts: z.array(FactSchema).max(60),
    expected: z.enum(OUTCOMES),
    keyFigures: z.array(z.string()),
    needs: z.array(z.string().trim().min(3)),
    rationale: z.string().trim().min(80),
    failing: z.boolean().optional(),
  })
  .strict()

type EvalCase = z.infer<typeof CaseSchema>

const files = readdirSync(CASES_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort()
const loaded = files.map((file) => ({ file, raw: JSON.parse(readFileSync(join(CASES_DIR, file), 'utf8')) as unknown }))

function parseFile(file: string, raw: unknown): EvalCase[] {
  const result = z.array(CaseSchema).safeParse(raw)
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`)
  return result.data
}

const cases: EvalCase[] = loaded.flatMap(({ file, raw }) => parseFile(file, raw))

/** The format rules every case follows, in either set. */
function perCaseRules(set: () => EvalCase[]) {
  it('names as key figures only labels of facts in the case', () => {
    for (const c of set()) {
      const labels = new Set(c.facts.map((f) => f.label))
      for (const key of c.keyFigures)
        expect(labels.has(key), `${c.id}: key figure "${key}" is not a fact label`).toBe(true)
      expect(new Set(c.keyFigures).size, `${c.id}: a key figure is listed twice`).toBe(c.keyFigures.length)
    }
  })

  it('cites key figures for every decided case, and says what is missing for every gather-data case', () => {
    for (const c of set()) {
      if (c.expected === 'gather-data') {
        expect(c.needs.length, `${c.id} must list the figures it needs`).toBeGreaterThan(0)
      } else {
        expect(c.keyFigures.length, `${c.id} must name the figures the decision turns on`).toBeGreaterThan(0)
        expect(c.needs, `${c.id} is decided, so it needs nothing`).toEqual([])
      }
    }
  })

  it('never labels two facts of the same table row alike', () => {
    for (const c of set()) {
      const keys = c.facts.map((f) => `${f.group ?? ''}\u0000${f.label}`)
      expect(new Set(keys).size, `${c.id} repeats a label within one group`).toBe(keys.length)
    }
  })
}

describe('boardroom evaluation set', () => {
  it('has one file per proposal kind, each an array of well-formed cases of that kind', () => {
    expect(files.length).toBeGreaterThan(0)
    for (const { file, raw } of loaded) {
      const kind = file.replace(/\.json$/, '')
      expect(KINDS, `${file} is not named after a proposal kind`).toContain(kind)
      for (const c of parseFile(file, raw)) expect(c.kind, `${c.id} sits in ${file}`).toBe(kind)
    }
  })

  it('has at least 48 cases with unique ids', () => {
    expect(cases.length).toBeGreaterThanOrEqual(48)
    const seen = new Set<string>()
    for (const c of cases) {
      expect(seen.has(c.id), `duplicate id ${c.id}`).toBe(false)
      seen.add(c.id)
    }
  })

  it('covers every proposal kind at least twice and each outcome at least 12 times', () => {
    for (const kind of KINDS) {
      expect(cases.filter((c) => c.kind === kind).length, kind).toBeGreaterThanOrEqual(2)
    }
    for (const outcome of OUTCOMES) {
      expect(cases.filter((c) => c.expected === outcome).length, outcome).toBeGreaterThanOrEqual(12)
    }
  })

  perCaseRules(() => cases)

  it('includes the warehouse loan without figures, clearly good and clearly ruinous, and packs with no facts', () => {
    const byId = new Map(cases.map((c) => [c.id, c]))
    expect(byId.get('financing-warehouse-loan-no-figures')?.expected).toBe('gather-data')
    expect(byId.get('financing-warehouse-loan-clearly-good')?.expected).toBe('approve')
    expect(byId.get('financing-warehouse-loan-ruinous')?.expected).toBe('reject')
    const empty = cases.filter((c) => c.facts.length === 0)
    expect(empty.length).toBeGreaterThanOrEqual(2)
    for (const c of empty) expect(c.expected, `${c.id} has no facts`).toBe('gather-data')
  })
})

// The held-out set (tests/eval/holdout/*.json) is written blind to the engine and is never used to tune
// it: the same format rules, a smaller floor (every kind at least once, each outcome at least 7 times),
// and no case shared with the main set, so a score on it measures general judgment.
const HOLDOUT_DIR = join(__dirname, '..', 'eval', 'holdout')
const holdoutFiles = readdirSync(HOLDOUT_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort()
const holdoutLoaded = holdoutFiles.map((file) => ({
  file,
  raw: JSON.parse(readFileSync(join(HOLDOUT_DIR, file), 'utf8')) as unknown,
}))
const holdout: EvalCase[] = holdoutLoaded.flatMap(({ file, raw }) => parseFile(`holdout/${file}`, raw))

describe('boardroom held-out evaluation set', () => {
  it('has one file per proposal kind, each an array of well-formed cases of that kind', () => {
    expect(holdoutFiles.length).toBeGreaterThan(0)
    for (const { file, raw } of holdoutLoaded) {
      const kind = file.replace(/\.json$/, '')
      expect(KINDS, `holdout/${file} is not named after a proposal kind`).toContain(kind)
      for (const c of parseFile(`holdout/${file}`, raw)) expect(c.kind, `${c.id} sits in holdout/${file}`).toBe(kind)
    }
  })

  it('has at least 24 cases with ids unique within it and unused by the main set', () => {
    expect(holdout.length).toBeGreaterThanOrEqual(24)
    const mainIds = new Set(cases.map((c) => c.id))
    const seen = new Set<string>()
    for (const c of holdout) {
      expect(seen.has(c.id), `duplicate id ${c.id}`).toBe(false)
      expect(mainIds.has(c.id), `${c.id} is also a main-set id`).toBe(false)
      seen.add(c.id)
    }
  })

  it('asks no question of the main set', () => {
    const mainQuestions = new Set(cases.map((c) => c.question.trim().toLowerCase()))
    for (const c of holdout) {
      expect(mainQuestions.has(c.question.trim().toLowerCase()), `${c.id} repeats a main-set question`).toBe(false)
    }
  })

  it('covers every proposal kind at least once and each outcome at least 7 times', () => {
    // Written before buying an asset was a kind of its own: it covers every kind there was then.
    for (const kind of KINDS.filter((k) => k !== 'investment')) {
      expect(holdout.filter((c) => c.kind === kind).length, kind).toBeGreaterThanOrEqual(1)
    }
    for (const outcome of OUTCOMES) {
      expect(holdout.filter((c) => c.expected === outcome).length, outcome).toBeGreaterThanOrEqual(7)
    }
  })

  perCaseRules(() => holdout)

  it('includes packs with no facts, tables, text facts, percentages, ratios and runway in months', () => {
    const empty = holdout.filter((c) => c.facts.length === 0)
    expect(empty.length).toBeGreaterThanOrEqual(2)
    for (const c of empty) expect(c.expected, `${c.id} has no facts`).toBe('gather-data')
    const facts = holdout.flatMap((c) => c.facts)
    expect(
      facts.some((f) => f.group !== undefined),
      'a table (group)',
    ).toBe(true)
    expect(
      facts.some((f) => f.unit === 'text'),
      'a text fact',
    ).toBe(true)
    expect(
      facts.some((f) => f.unit === '%'),
      'a percentage',
    ).toBe(true)
    expect(
      facts.some((f) => f.unit === 'x'),
      'a ratio',
    ).toBe(true)
    expect(
      facts.some((f) => f.unit === 'months' && /runway/i.test(f.label)),
      'runway in months',
    ).toBe(true)
  })
})

// The blind rounds (tests/eval/blind-r<N>/*.json): each written by a writer who never opened the engine,
// scored once on first sight (docs/ai-executives.md), then frozen. The same format; at least 40 cases each;
// no id or question shared with any other set, so each round still measures judgment on unseen cases.
const BLIND_ROUNDS = readdirSync(join(__dirname, '..', 'eval'))
  .filter((name) => name.startsWith('blind-'))
  .sort()

describe.each(BLIND_ROUNDS)('boardroom blind round %s', (round) => {
  const dir = join(__dirname, '..', 'eval', round)
  const roundFiles = readdirSync(dir).filter((name) => name.endsWith('.json'))
  const set = roundFiles.flatMap((file) => {
    const parsed = parseFile(`${round}/${file}`, JSON.parse(readFileSync(join(dir, file), 'utf8')))
    for (const c of parsed) expect(`${c.kind}.json`, `${c.id} sits in ${round}/${file}`).toBe(file)
    return parsed
  })
  const others = [
    ...cases,
    ...holdout,
    ...BLIND_ROUNDS.filter((r) => r !== round).flatMap((r) =>
      readdirSync(join(__dirname, '..', 'eval', r))
        .filter((name) => name.endsWith('.json'))
        .flatMap((file) => parseFile(file, JSON.parse(readFileSync(join(__dirname, '..', 'eval', r, file), 'utf8')))),
    ),
  ]

  it('has at least 40 cases, ids unique and used by no other set, and no question another set asks', () => {
    expect(set.length).toBeGreaterThanOrEqual(40)
    const ids = new Set(others.map((c) => c.id))
    const questions = new Set(others.map((c) => c.question.trim().toLowerCase()))
    const seen = new Set<string>()
    for (const c of set) {
      expect(seen.has(c.id), `duplicate id ${c.id}`).toBe(false)
      expect(ids.has(c.id), `${c.id} is used by another set`).toBe(false)
      expect(questions.has(c.question.trim().toLowerCase()), `${c.id} repeats another set's question`).toBe(false)
      seen.add(c.id)
    }
  })

  perCaseRules(() => set)
})
