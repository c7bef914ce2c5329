// The AI chat's threads, messages and computed answers (POST /api/ai/chat and /api/ai/threads),
// checked on both sides. An answer carries its figures with "how we got this" (formula, inputs,
// source), never a stance: the chat answers questions; decisions go to the boardroom.
import { INTENTS } from '../decision/intents'
import { ATTRIBUTE_IDS, MEASURE_IDS, PeriodSpecSchema, QuerySchema, ResultSchema } from '../semantic/model'
import { z } from '../zod'
import { FactSchema } from './board-pack'
import { ENGINES } from './boardroom'
import { countOf } from '../plural'

export const CHAT_MESSAGE_MIN = 2
export const CHAT_MESSAGE_MAX = 2000
export const THREAD_TITLE_MAX = 120

const Text = (max: number) => z.string().trim().min(1).max(max)

const MessageText = z
  .string()
  .trim()
  .min(CHAT_MESSAGE_MIN, `Write at least ${CHAT_MESSAGE_MIN} characters`)
  .max(CHAT_MESSAGE_MAX, `Keep the message under ${CHAT_MESSAGE_MAX} characters`)

/**
 * A message to the chat: a question in words, or a reading the member changed (a chip, or one of
 * the readings offered) — the query itself, answered as it is, in the same thread.
 */
export const ChatRequestSchema = z
  .object({
    threadId: z.uuid('Choose one of your threads').optional(),
    message: MessageText.optional(),
    query: QuerySchema.optional(),
  })
  .refine((r) => r.message !== undefined || r.query !== undefined, { message: 'Write a question', path: ['message'] })
export type ChatRequest = z.input<typeof ChatRequestSchema>
/** The question form alone (the page's text box). */
export const ChatQuestionSchema = z.object({ message: MessageText })

export const ThreadRenameSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Give the thread a name')
    .max(THREAD_TITLE_MAX, `Keep the name under ${THREAD_TITLE_MAX} characters`),
})

/** A figure an answer shows, and how it was got. */
export const ShownFigureSchema = z.object({
  label: Text(160),
  value: Text(80),
  formula: Text(300),
  inputs: z.array(Text(300)).max(12),
  source: Text(200),
})
export type ShownFigure = z.infer<typeof ShownFigureSchema>

/**
 * Which engine gave an answer and why, set when a model is configured: the model
 * (with its calls and the tools it called), or the built-in engine with the reason it answered
 * instead (a decision routed to the boardroom, the daily budget spent, a number in none of the figures…).
 */
export const AnswerEngineSchema = z.object({
  name: z.enum(ENGINES),
  model: z.string().max(200).optional(),
  note: Text(600).optional(),
  calls: z.number().int().min(0).optional(),
  tools: z.array(Text(60)).max(40).optional(),
})
export type AnswerEngine = z.infer<typeof AnswerEngineSchema>

/** The line shown with an answer: which engine gave it, and why. */
export function describeEngine(e: AnswerEngine): string {
  if (e.name === 'builtin') return e.note ?? 'Answered by the built-in engine.'
  const calls = e.calls === undefined ? '' : ` · ${countOf(e.calls, 'model call')}`
  const tools = e.tools && e.tools.length > 0 ? `from its tool calls (${e.tools.join(', ')})` : 'without calling a tool'
  return `Answered by the model ${e.model ?? ''} ${tools}${calls}. Every number in it was checked against the figures.`.replace(
    /\s+/g,
    ' ',
  )
}

/** One part of a reading, as shown above the answer: each is a control the member can change. */
export const ChipSchema = z.discriminatedUnion('part', [
  z.object({ part: z.literal('measure'), label: Text(120), value: z.enum(MEASURE_IDS) }),
  z.object({ part: z.literal('period'), label: Text(120), value: PeriodSpecSchema.nullable() }),
  z.object({ part: z.literal('compare'), label: Text(140), value: PeriodSpecSchema }),
  z.object({
    part: z.literal('filter'),
    label: Text(400),
    attribute: z.enum(ATTRIBUTE_IDS),
    values: z.array(z.string().max(200)).max(12),
  }),
  z.object({ part: z.literal('operation'), label: Text(120) }),
])
export type ShownChip = z.infer<typeof ChipSchema>
const OptionSchema = z.object({ key: z.string().max(200), label: Text(200) })

/** How the question was read: the query, its chips and their options, and other readings to offer. */
export const ShownReadingSchema = z.object({
  query: QuerySchema,
  /** "Won value · October 2026 · all sources" */
  label: Text(600),
  chips: z.array(ChipSchema).max(16),
  /** False when the measure was not named and a default was taken: the alternatives are offered. */
  sure: z.boolean(),
  alternatives: z.array(z.object({ query: QuerySchema, label: Text(600) })).max(2),
  options: z.object({
    measures: z.array(OptionSchema).max(60),
    periods: z
      .array(z.object({ key: z.string().max(400), label: Text(120), spec: PeriodSpecSchema.nullable() }))
      .max(20),
    filters: z
      .array(z.object({ attribute: z.enum(ATTRIBUTE_IDS), label: Text(80), values: z.array(OptionSchema).max(61) }))
      .max(10),
    by: z.array(OptionSchema).max(16),
  }),
  /** Which vocabulary entries produced the reading, and the words they matched. */
  trace: z.array(z.object({ entry: z.string().max(200), phrase: z.string().max(300) })).max(60),
})
export type ShownReading = z.infer<typeof ShownReadingSchema>

/** The definition behind a figure ("how is this counted?"). */
export const DefinitionSchema = z.object({
  measure: z.enum(MEASURE_IDS),
  name: Text(120),
  text: Text(400),
  /** What a period selects it by ("the date won"); null: not dated. */
  dated: z.string().max(120).nullable(),
})

export const ChatAnswerSchema = z.object({
  intent: z.enum(INTENTS),
  reply: z.array(Text(600)).min(1).max(6),
  figures: z.array(ShownFigureSchema).max(30),
  /** Records an answer lists (a list question), each with what it shows. */
  items: z.array(z.object({ label: Text(200), detail: Text(300) })).max(50),
  /** Out of scope: questions the company's own figures can answer. */
  suggestions: z.array(Text(200)).max(3),
  /** A decision: the question and the figures found, to open in the boardroom. */
  boardroom: z.object({ question: Text(1000), facts: z.array(FactSchema).max(60) }).optional(),
  /** Where the message is better handled (the strategy generator, the AI agent). */
  link: z.object({ href: Text(2200), label: Text(80) }).optional(),
  engine: AnswerEngineSchema.optional(),
  /** A question about the records: how it was read (changeable), the figure for machines, its definition. */
  reading: ShownReadingSchema.optional(),
  result: ResultSchema.optional(),
  definition: DefinitionSchema.optional(),
})
export type ChatAnswer = z.infer<typeof ChatAnswerSchema>

export const ThreadSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Thread = z.infer<typeof ThreadSchema>

export const ChatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  answer: ChatAnswerSchema.nullable(),
  created_at: z.string(),
})
export type ChatMessage = z.infer<typeof ChatMessageSchema>

/** What the boardroom page accepts as a prefill (router state from the chat). */
export const BoardPrefillSchema = z.object({ question: Text(1000), facts: z.array(FactSchema).max(60) })
export type BoardPrefill = z.infer<typeof BoardPrefillSchema>
