// With a model configured, the model also reads: the question's kind of proposal and each pack figure's
// role and period, into the same structure the built-in reader makes (shared/decision/reading), checked
// by zod. The engine still computes and decides; the model's reading goes in as corrections (a member's
// own corrections win over it), and where it differs from the built-in reading the session shows both.
// One call, within the board's timeout; a model that answers badly leaves the built-in reading alone.
import { PROPOSAL_KIND_LABELS, PROPOSAL_KINDS } from '../../shared/decision/kinds'
import { PERIOD_LABELS, PERIODS, ROLE_LABELS, ROLE_QUANTITIES, ROLES } from '../../shared/decision/reading/roles'
import type { Fact } from '../../shared/schemas/board-pack'
import type { ReadingCorrections, ReadingView } from '../../shared/schemas/boardroom'
import { z } from '../../shared/zod'
import { type AskModel, parseJson } from './model-board'

export const ModelReadingSchema = z.object({
  kind: z.enum(PROPOSAL_KINDS),
  facts: z
    .array(
      z.object({
        index: z.number().int().min(0),
        role: z.enum(ROLES).nullable(),
        period: z.enum(PERIODS).nullable(),
      }),
    )
    .max(60),
})
export type ModelReading = z.infer<typeof ModelReadingSchema>

const SYSTEM = `You read a business decision question and the figures given with it, for a board that decides from them.
You do not decide and you do not compute. For the question, say which kind of proposal it is; for each figure, say what role it plays in the decision and what period it is quoted per.
Answer with one JSON object that matches the JSON Schema given, and nothing else.`

export type ReadResult = {
  /** Null when the model did not answer with a reading that fits. */
  read: { corrections: ReadingCorrections; model: NonNullable<ReadingView['model']> } | null
  /** What the call cost, answered or not. */
  usage: { prompt: number; completion: number }
}

const label = (view: ReadingView, index: number) =>
  view.figures.find((f) => f.index === index)?.label ?? `figure ${index + 1}`

/** Asks the model to read; `read` is null when it cannot (no answer, a malformed one, a timeout). */
export async function readWithModel(
  ask: AskModel,
  question: string,
  facts: readonly Fact[],
  builtin: ReadingView,
  timeoutMs: number,
): Promise<ReadResult> {
  // The same shape as every board call (worker/ai/model-board.ts): the round, the material, the schema.
  const material = {
    question,
    figures: facts.map((f, index) => ({ index, ...f })),
    kinds: Object.fromEntries(PROPOSAL_KINDS.map((k) => [k, PROPOSAL_KIND_LABELS[k]])),
    roles: Object.fromEntries(ROLES.map((r) => [r, ROLE_LABELS[r]])),
    periods: Object.fromEntries(PERIODS.map((p) => [p, PERIOD_LABELS[p]])),
  }
  const user = [
    'Round: reading. Executive: ceo.',
    'Read the question into its kind of proposal, and each figure (by index) into its role and period; null when a figure plays no role, or has no period (a stock, a rate, a duration).',
    `The material (JSON):\n${JSON.stringify(material)}`,
    `\nJSON Schema of the answer:\n${JSON.stringify(z.toJSONSchema(ModelReadingSchema))}`,
  ].join('\n')
  let reading: ModelReading
  let usage = { prompt: 0, completion: 0 }
  try {
    const reply = await ask(SYSTEM, user, { timeoutMs, maxTokens: 700 })
    usage = reply.usage ?? usage
    reading = ModelReadingSchema.parse(parseJson(reply.text))
  } catch {
    return { read: null, usage }
  }
  const differences: string[] = []
  const facts_: NonNullable<ReadingCorrections['facts']> = []
  if (reading.kind !== builtin.kind)
    differences.push(
      `Kind: the model read ${PROPOSAL_KIND_LABELS[reading.kind].toLowerCase()}, the built-in reader ${PROPOSAL_KIND_LABELS[builtin.kind].toLowerCase()}.`,
    )
  for (const f of reading.facts) {
    const mine = builtin.figures.find((b) => b.index === f.index)
    // A figure the pack does not have, or a role its value cannot be, is the model's slip: ignored.
    if (!mine || f.index >= facts.length) continue
    if (f.role && !ROLE_QUANTITIES[f.role].includes(mine.quantity)) continue
    const roleDiffers = f.role !== mine.role
    const periodDiffers = f.period !== mine.period && f.period !== null
    if (!roleDiffers && !periodDiffers) continue
    facts_.push({
      index: f.index,
      ...(roleDiffers ? { role: f.role } : {}),
      ...(periodDiffers ? { period: f.period } : {}),
    })
    const what = (role: string | null, period: string | null) =>
      `${role ? ROLE_LABELS[role as keyof typeof ROLE_LABELS].toLowerCase() : 'nothing'}${period ? `, ${PERIOD_LABELS[period as keyof typeof PERIOD_LABELS].toLowerCase()}` : ''}`
    differences.push(
      `“${label(builtin, f.index)}”: the model read ${what(f.role, f.period ?? mine.period)}, the built-in reader ${what(mine.role, mine.period)}.`,
    )
  }
  return {
    read: {
      corrections: {
        ...(reading.kind !== builtin.kind ? { kind: reading.kind } : {}),
        ...(facts_.length ? { facts: facts_ } : {}),
      },
      model: { kind: reading.kind, differences: differences.slice(0, 20) },
    },
    usage,
  }
}

/** The model's corrections under the member's: a member's correction of a figure or the kind wins. */
export function mergeCorrections(
  model: ReadingCorrections,
  member: ReadingCorrections | undefined,
): ReadingCorrections {
  if (!member) return model
  const byIndex = new Map((model.facts ?? []).map((f) => [f.index, f]))
  for (const f of member.facts ?? []) byIndex.set(f.index, f)
  const facts = [...byIndex.values()]
  const kind = member.kind ?? model.kind
  return { ...(kind ? { kind } : {}), ...(facts.length ? { facts } : {}) }
}
