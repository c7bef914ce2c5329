// The AI agent's tasks (POST /api/ai/tasks): one executive carries out one task from a fixed list
// the engine can really do on the company's records, or answers a member's own instruction. The
// request and the answer are checked here, on both sides.
import { EXECUTIVE_IDS } from '../executives'
import { z } from '../zod'
import { EvidenceSchema, QUESTION_MAX, QUESTION_MIN } from './boardroom'

/** A free instruction to the agent (POST /api/ai/agent/plan): its length. */
export const INSTRUCTION_MIN = 3
export const INSTRUCTION_MAX = 1000
/** The instruction as the Worker takes it (decision/agent-plan's request) and the agent page's form checks it. */
export const AgentPlanRequestSchema = z.object({
  instruction: z
    .string()
    .trim()
    .min(INSTRUCTION_MIN, `Write an instruction of at least ${INSTRUCTION_MIN} characters`)
    .max(INSTRUCTION_MAX, `Keep the instruction under ${INSTRUCTION_MAX} characters`),
})

export const AGENT_TASKS = ['stale-follow-ups', 'campaign-spend', 'weekly-pipeline', 'instruction'] as const
export type AgentTask = (typeof AGENT_TASKS)[number]
export const AGENT_TASK_LABELS: Record<AgentTask, { label: string; description: string }> = {
  'stale-follow-ups': {
    label: 'Plan follow-ups for stale leads',
    description: 'Open leads nobody has touched for 14 days or more, oldest first, each with its next step.',
  },
  'campaign-spend': {
    label: 'Review campaign spend',
    description: 'Each campaign’s budget against the leads and won value it brought.',
  },
  'weekly-pipeline': {
    label: 'Summarise this week’s pipeline',
    description: 'What came in, was won and was lost in the last 7 days, and the open pipeline by stage.',
  },
  instruction: {
    label: 'Your own instruction',
    description: 'Anything else: the executive answers from your figures.',
  },
}

export const TaskRequestSchema = z
  .object({
    executive: z.enum(EXECUTIVE_IDS, 'Choose an executive'),
    task: z.enum(AGENT_TASKS, 'Choose a task'),
    instruction: z
      .string()
      .trim()
      .max(QUESTION_MAX, `Keep the instruction under ${QUESTION_MAX} characters`)
      .optional(),
  })
  .refine((r) => r.task !== 'instruction' || (r.instruction?.length ?? 0) >= QUESTION_MIN, {
    path: ['instruction'],
    message: `Write an instruction of at least ${QUESTION_MIN} characters`,
  })
export type TaskRequest = z.infer<typeof TaskRequestSchema>

const Text = (max: number) => z.string().trim().min(1).max(max)

export const TaskAnswerSchema = z.object({
  executive: z.enum(EXECUTIVE_IDS),
  title: Text(160),
  reply: z.array(Text(600)).min(1).max(4),
  /** The records the task is about (a lead, a campaign, a stage), each with what to do or what it shows. */
  items: z.array(z.object({ label: Text(160), detail: Text(300) })).max(10),
  evidence: z.array(EvidenceSchema).max(6),
  nextSteps: z.array(Text(300)).max(3),
})
export type TaskAnswer = z.infer<typeof TaskAnswerSchema>

/** What the engine is given beyond the company's metrics: the stale leads and the last 7 days. */
export type StaleLead = {
  name: string
  status: 'new' | 'contacted' | 'qualified' | 'proposal'
  value: number
  currency: string
  daysIdle: number
}
export type WeekFigures = {
  created: number
  createdValue: number
  won: number
  wonValue: number
  lost: number
  lostValue: number
}
export type TaskContext = { staleLeads: StaleLead[]; week: WeekFigures }
