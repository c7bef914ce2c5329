// The agent's answers (/api/ai/agent/*) read through the client's schemas, for the tests that drive
// it: a plan and its steps by kind, a confirmed run's action, the activity log and an undo.
import { ActionSchema, PlanSchema, type AgentPlanResponse } from '../client/features/agents/schemas'
import { z } from '../shared/zod'

export const planOf = (body: unknown) => PlanSchema.parse(body).plan
export const planAnswerOf = (body: unknown) => PlanSchema.parse(body)
export const actionOf = (body: unknown) => z.object({ action: ActionSchema }).parse(body).action
export const actionsOf = (body: unknown) => z.object({ actions: z.array(ActionSchema) }).parse(body).actions
export const undoneOf = (body: unknown) => z.object({ skipped: z.array(z.string()) }).parse(body)

type Plan = AgentPlanResponse['plan']
type Step = Plan['steps'][number]
/** The plan's step `i`, which must be of `kind`. */
export function stepOf<K extends Step['kind']>(plan: Plan, i: number, kind: K): Extract<Step, { kind: K }> {
  const step = plan.steps[i]
  if (step?.kind !== kind) throw new Error(`step ${i + 1} is ${step?.kind ?? 'missing'}, not ${kind}`)
  return step as Extract<Step, { kind: K }>
}
