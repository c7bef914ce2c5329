// The AI chat's threads, messages and computed answers (POST /api/ai/chat and /api/ai/threads),
// checked on both sides. An answer carries its figures with "how we got this" (formula, inputs,
// source), never a stance: the chat answers questions; decisions go to the boardroom.
import { INTENTS } from '../decision/intents'
import { z } from '../zod'
import { FactSchema } from './board-pack'

export const CHAT_MESSAGE_MIN = 2
export const CHAT_MESSAGE_MAX = 2000
export const THREAD_TITLE_MAX = 120

const Text = (max: number) => z.string().trim().min(1).max(max)

export const ChatRequestSchema = z.object({
  threadId: z.uuid('Choose one of your threads').optional(),
  message: z.string().trim().min(CHAT_MESSAGE_MIN, `Write at least ${CHAT_MESSAGE_MIN} characters`).max(CHAT_MESSAGE_MAX, `Keep the message under ${CHAT_MESSAGE_MAX} characters`),
})
export type ChatRequest = z.infer<typeof ChatRequestSchema>

export const ThreadRenameSchema = z.object({
  title: z.string().trim().min(1, 'Give the thread a name').max(THREAD_TITLE_MAX, `Keep the name under ${THREAD_TITLE_MAX} characters`),
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
})
export type ChatAnswer = z.infer<typeof ChatAnswerSchema>

export const ThreadSchema = z.object({ id: z.uuid(), title: z.string(), created_at: z.string(), updated_at: z.string() })
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
