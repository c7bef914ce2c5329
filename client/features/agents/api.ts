// The agents area's door to data: the company's AI workflow (preferences and bots are saved in
// companies.ai_workflow through the company area's own hook, so RLS lets only owners and admins
// write it), and the Worker's /api/ai for the agent's tasks and the workflow's steps.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { TaskAnswerSchema, type TaskRequest } from '../../../shared/schemas/agent-tasks'
import { AGENT_TASKS } from '../../../shared/schemas/agent-tasks'
import { defaultAiWorkflow, readAiWorkflow, type AiWorkflow } from '../../../shared/schemas/ai-workflow'
import { BriefSchema, type StrategyRequest } from '../../../shared/schemas/boardroom'
import type { Membership } from '../../lib/membership'
import { z } from '../../../shared/zod'
import { EngineSchema } from '../../../shared/schemas/briefs'
import { useSaveAiWorkflow } from '../company/api'
import { aiRetry } from '../../lib/ai-client'
import { callWorker } from '../../lib/worker-api'
import { ActionSchema, PlanSchema, type AgentChangeView } from './schemas'

export type { AgentAction, AgentChangeView, AgentPlanResponse } from './schemas'

/** The stored workflow, or the suggested one when the company has not chosen (saving then stores it). */
export const workflowOf = (mine: Membership): { workflow: AiWorkflow; stored: boolean } => {
  const stored = readAiWorkflow(mine.company.ai_workflow)
  return { workflow: stored ?? defaultAiWorkflow(), stored: stored !== null }
}

/** Saves a change to part of the workflow, keeping the rest as stored. */
export function useSaveWorkflowPart(mine: Membership) {
  const save = useSaveAiWorkflow(mine.company.id)
  return {
    ...save,
    savePart: (change: (w: AiWorkflow) => AiWorkflow) => save.mutateAsync(change(workflowOf(mine).workflow)),
  }
}

const TaskResponseSchema = z.object({
  task: z.enum(AGENT_TASKS),
  answer: TaskAnswerSchema,
  engine: EngineSchema,
  model: z.string(),
})
export type TaskResponse = z.infer<typeof TaskResponseSchema>

export function useRunTask() {
  return useMutation({
    mutationFn: async (request: TaskRequest) =>
      TaskResponseSchema.parse(await callWorker((api) => api.ai.tasks.$post({ json: request }))),
  })
}

// The weekly review's three calls, each checked for what the next step needs.
const BriefsSchema = z.object({ briefs: z.array(BriefSchema), engine: EngineSchema, model: z.string() })
const StoredSchema = z.object({ id: z.uuid() })
const StoredSessionSchema = StoredSchema.extend({
  topic: z.string(),
  debate: z.object({ decision: z.object({ recommendation: z.string(), summary: z.string() }) }),
})
const StoredStrategySchema = StoredSchema.extend({ title: z.string() })

export const workflowCalls = {
  briefs: async () => BriefsSchema.parse(await callWorker((api) => api.ai.briefs.$get())),
  boardroom: async (question: string) =>
    StoredSessionSchema.parse(await callWorker((api) => api.ai.boardroom.$post({ json: { question } }))),
  strategy: async (request: StrategyRequest) =>
    StoredStrategySchema.parse(await callWorker((api) => api.ai.strategies.$post({ json: request }))),
}

// The agent's free instructions: a plan (reads with results, writes as a preview), the confirmed
// run, and the activity log with undo (/api/ai/agent/*).
export function usePlanInstruction() {
  return useMutation({
    mutationFn: async (instruction: string) =>
      PlanSchema.parse(await callWorker((api) => api.ai.agent.plan.$post({ json: { instruction } }))),
  })
}

export function useRunChanges() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (request: { instruction: string; changes: AgentChangeView[] }) =>
      z.object({ action: ActionSchema }).parse(await callWorker((api) => api.ai.agent.run.$post({ json: request })))
        .action,
    // the agent changed leads (status, owner): the lead screens read them again
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['agent-actions'] }),
        qc.invalidateQueries({ queryKey: ['leads'] }),
      ]),
  })
}

export function useAgentActions() {
  return useQuery({
    queryKey: ['agent-actions'],
    queryFn: async () =>
      z
        .object({ actions: z.array(ActionSchema), me: z.uuid() })
        .parse(await callWorker((api) => api.ai.agent.actions.$get())),
    retry: aiRetry,
  })
}

export function useUndoAction() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      z
        .object({ action: ActionSchema, skipped: z.array(z.string()) })
        .parse(await callWorker((api) => api.ai.agent.actions[':id'].undo.$post({ param: { id } }))),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['agent-actions'] }),
        qc.invalidateQueries({ queryKey: ['leads'] }),
      ]),
  })
}
