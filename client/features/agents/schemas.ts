// What the agent's routes answer (/api/ai/agent/*), checked where it arrives: a plan (reads with
// their results, writes as a preview of their changes, what it cannot do) and the stored actions.
import { AgentChangeSchema } from '../../../shared/decision/agent-plan'
import { AnswerEngineSchema } from '../../../shared/schemas/chat'
import { z } from '../../../shared/zod'

const ShownFigure = z.object({
  label: z.string(),
  value: z.string(),
  formula: z.string(),
  inputs: z.array(z.string()),
  source: z.string(),
})
const Item = z.object({ label: z.string(), detail: z.string() })
// The changes a plan previews are the ones the run accepts, field for field.
const ChangeSchema = AgentChangeSchema
const StepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('read'),
    title: z.string(),
    reply: z.array(z.string()),
    items: z.array(Item),
    figures: z.array(ShownFigure),
  }),
  z.object({ kind: z.literal('write'), title: z.string(), changes: z.array(ChangeSchema) }),
  z.object({
    kind: z.literal('cannot'),
    title: z.string(),
    reply: z.array(z.string()),
    examples: z.array(z.string()),
    link: z.object({ href: z.string(), label: z.string() }).optional(),
  }),
])
export const PlanSchema = z.object({
  instruction: z.string(),
  plan: z.object({ steps: z.array(StepSchema), summary: z.array(z.string()).optional() }),
  engine: AnswerEngineSchema.optional(),
})
export type AgentPlanResponse = z.infer<typeof PlanSchema>
export type AgentChangeView = z.infer<typeof ChangeSchema>
export const ActionSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid().nullable(),
  instruction: z.string(),
  summary: z.string(),
  changes: z.array(z.object({ label: z.string() }).loose()),
  created_at: z.string(),
  undone_at: z.string().nullable(),
})
export type AgentAction = z.infer<typeof ActionSchema>
