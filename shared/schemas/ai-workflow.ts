// Which decisions the AI executives bring to the boardroom, and how (companies.ai_workflow, a JSON
// object; the database checks only that it is one). Chosen in onboarding's AI workflow step; the
// optional `executives` holds each executive's preferences (./executive-preferences), added later,
// so a version-1 workflow stored without it still reads.
import { z } from '../zod'
import { ExecutivePreferencesSchema } from './executive-preferences'

export const EXECUTIVE_ROLES = ['CEO', 'CFO', 'CMO', 'CTO', 'COO'] as const
export type ExecutiveRole = (typeof EXECUTIVE_ROLES)[number]

export const EXECUTIVE_TITLES: Record<ExecutiveRole, string> = {
  CEO: 'Chief Executive Officer',
  CFO: 'Chief Financial Officer',
  CMO: 'Chief Marketing Officer',
  CTO: 'Chief Technology Officer',
  COO: 'Chief Operating Officer',
}

export const DECISION_KINDS = ['budget_change', 'new_campaign', 'pricing', 'hiring', 'risk_alert'] as const
export type DecisionKind = (typeof DECISION_KINDS)[number]

/** `uncountable`: the label is a mass noun ("Pricing needs…"), not a plural ("New campaigns need…"). */
export const DECISIONS: Record<DecisionKind, { label: string; description: string; uncountable?: true }> = {
  budget_change: { label: 'Budget changes', description: 'Moving or adding budget above a threshold.' },
  new_campaign: { label: 'New campaigns', description: 'Launching a marketing campaign.' },
  pricing: { label: 'Pricing', description: 'Changing prices, plans or discounts.', uncountable: true },
  hiring: { label: 'Hiring', description: 'Opening a role or changing the team plan.', uncountable: true },
  risk_alert: { label: 'Risk alerts', description: 'A risk the executives find in your data.' },
}

export const DECISION_MODES = ['approval', 'advisory'] as const
export type DecisionMode = (typeof DECISION_MODES)[number]

export const DECISION_MODE_LABELS: Record<DecisionMode, { label: string; description: string }> = {
  approval: { label: 'Needs approval', description: 'Nothing happens until someone on your team approves.' },
  advisory: { label: 'Advisory', description: 'The executives recommend; your team decides when to act.' },
}

/** The most a budget threshold may be (as the CRM's amounts). */
export const MAX_THRESHOLD = 1_000_000_000

const DecisionRuleSchema = z
  .object({
    enabled: z.boolean(),
    executives: z.array(z.enum(EXECUTIVE_ROLES)).max(EXECUTIVE_ROLES.length),
    mode: z.enum(DECISION_MODES),
    /** Budget changes only: the amount above which the change comes to the boardroom. */
    threshold: z
      .number()
      .int('Use a whole number')
      .min(0, 'Use 0 or more')
      .max(MAX_THRESHOLD, 'Use at most 1,000,000,000')
      .optional(),
  })
  .refine((r) => !r.enabled || r.executives.length > 0, {
    path: ['executives'],
    message: 'Choose at least one executive',
  })
  .refine((r) => new Set(r.executives).size === r.executives.length, {
    path: ['executives'],
    message: 'Choose each executive once',
  })

export const AiWorkflowSchema = z
  .object({
    version: z.literal(1),
    decisions: z.object({
      budget_change: DecisionRuleSchema,
      new_campaign: DecisionRuleSchema,
      pricing: DecisionRuleSchema,
      hiring: DecisionRuleSchema,
      risk_alert: DecisionRuleSchema,
    }),
    executives: ExecutivePreferencesSchema.optional(),
  })
  .refine((w) => w.decisions.budget_change.threshold !== undefined || !w.decisions.budget_change.enabled, {
    path: ['decisions', 'budget_change', 'threshold'],
    message: 'Enter the amount above which budget changes come to the boardroom',
  })
export type AiWorkflow = z.infer<typeof AiWorkflowSchema>
export type DecisionRule = AiWorkflow['decisions'][DecisionKind]

/** A starting point for a company that has not chosen yet: everything on, with the usual owners. */
export function defaultAiWorkflow(): AiWorkflow {
  return {
    version: 1,
    decisions: {
      budget_change: { enabled: true, executives: ['CFO', 'CEO'], mode: 'approval', threshold: 5000 },
      new_campaign: { enabled: true, executives: ['CMO'], mode: 'approval' },
      pricing: { enabled: true, executives: ['CEO', 'CFO', 'CMO'], mode: 'approval' },
      hiring: { enabled: true, executives: ['COO', 'CEO'], mode: 'advisory' },
      risk_alert: { enabled: true, executives: ['CEO', 'CTO', 'COO'], mode: 'advisory' },
    },
  }
}

/** The stored workflow, or null when none was chosen or it cannot be read (the screen then starts from the default). */
export function readAiWorkflow(stored: unknown): AiWorkflow | null {
  const parsed = AiWorkflowSchema.safeParse(stored)
  return parsed.success ? parsed.data : null
}
