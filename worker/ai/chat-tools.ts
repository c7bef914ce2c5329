// The tools a model calls in the chat and the agent (issue 16 item 6): THE SAME reads and writes the
// built-in engine uses (shared/decision/agent-plan stepFor / changesFor over ask-answer's findLeads
// and answerChat), with arguments checked by zod and given to the model as the JSON Schema zod
// derives. A read runs at once over the company's records (read as the member, RLS); a write only
// becomes a preview — the same change list the built-in agent shows — that the member confirms
// before the Worker makes it (POST /api/ai/agent/run). A tool never writes anything itself.
import { stepFor, changesFor, type AgentStep } from '../../shared/decision/agent-plan'
import { findLeads, leadItem, type AskData } from '../../shared/decision/ask-answer'
import { ownerOf, type Reading, type Subject } from '../../shared/decision/ask'
import { METRICS } from '../../shared/decision/catalogue'
import { resolvePeriod } from '../../shared/decision/periods'
import { CAMPAIGN_CHANNELS } from '../../shared/schemas/campaign'
import { LEAD_SOURCES, LEAD_STATUSES, leadName } from '../../shared/schemas/lead'
import { z } from '../../shared/zod'
import { findRefusedText, refusedTextMessage } from '../../shared/control-characters'
import type { ToolSpec } from './tool-model'

const MetricId = z.enum(METRICS.map((m) => m.id) as [string, ...string[]]).describe('A metric of the catalogue, by id')
const Period = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .describe('A period as people write it: "last month", "Q3", "since March", "this year", "last 30 days"')
const SubjectName = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .describe(
    `A campaign by its name, a channel (${CAMPAIGN_CHANNELS.join(', ')}) or a lead source (${LEAD_SOURCES.join(', ')})`,
  )
const LeadIds = z.array(z.uuid()).min(1).max(100).describe('Lead ids, as find_leads returned them')

const READS = {
  find_leads: {
    description:
      'List the company’s leads matching every filter given, with their ids, status, value and number of calls.',
    args: z.object({
      subjects: z.array(SubjectName).max(4).optional(),
      statuses: z.array(z.enum(LEAD_STATUSES)).max(6).optional(),
      calls: z
        .enum(['none', 'some'])
        .optional()
        .describe('none: nobody has called the lead; some: called at least once'),
      minValue: z.number().min(0).optional(),
      maxValue: z.number().min(0).optional(),
      period: Period.optional().describe('When the leads were created'),
    }),
  },
  find_campaigns: {
    description: 'List the company’s campaigns, optionally of some channels or names.',
    args: z.object({ subjects: z.array(SubjectName).max(4).optional() }),
  },
  find_calls: {
    description: 'List the calls logged, newest first, optionally in a period.',
    args: z.object({ period: Period.optional() }),
  },
  compute_metric: {
    description:
      'Compute one metric from the company’s records, analyses and recorded figures, with its formula and inputs; optionally for one campaign, channel or source and a period.',
    args: z.object({ metric: MetricId, subject: SubjectName.optional(), period: Period.optional() }),
  },
  compare: {
    description:
      'Compare a metric across two or more campaigns, channels or sources, or across every channel, source or campaign.',
    args: z.object({
      metric: MetricId.optional(),
      subjects: z.array(SubjectName).max(6).optional(),
      across: z.enum(['channel', 'source', 'campaign']).optional(),
      period: Period.optional(),
    }),
  },
} as const

const WRITES = {
  log_calls: {
    description:
      'Propose logging a call with each lead. Nothing is written: the member sees the change and confirms it.',
    args: z.object({ leadIds: LeadIds }),
  },
  set_lead_status: {
    description: 'Propose setting each lead’s status. Nothing is written until the member confirms.',
    args: z.object({ leadIds: LeadIds, status: z.enum(LEAD_STATUSES) }),
  },
  schedule_follow_ups: {
    description: 'Propose a follow-up with each lead, due on a day. Nothing is written until the member confirms.',
    args: z.object({ leadIds: LeadIds, dueOn: z.iso.date().describe('YYYY-MM-DD') }),
  },
  set_lead_owner: {
    description:
      'Propose making a member of the company the owner of each lead (owner: the member’s name or email, "me" for the member asking, or "nobody" to unassign). Nothing is written until the member confirms.',
    args: z.object({ leadIds: LeadIds, owner: z.string().trim().min(1).max(200) }),
  },
  create_draft_campaign: {
    description: 'Propose a new draft campaign. Nothing is written until the member confirms.',
    args: z.object({ name: z.string().trim().min(1).max(200) }),
  },
} as const

type ReadName = keyof typeof READS
type WriteName = keyof typeof WRITES
export type ToolName = ReadName | WriteName

const spec = (name: string, t: { description: string; args: z.ZodType }): ToolSpec => {
  const { $schema: _drop, ...parameters } = z.toJSONSchema(t.args) as Record<string, unknown>
  return { name, description: t.description, parameters }
}

/** The tools the chat offers (reads only: the chat answers; the agent acts) and the agent's (reads and writes). */
export const CHAT_TOOLS: ToolSpec[] = Object.entries(READS).map(([n, t]) => spec(n, t))
export const AGENT_TOOLS: ToolSpec[] = [...CHAT_TOOLS, ...Object.entries(WRITES).map(([n, t]) => spec(n, t))]

/** What one tool call gave: what the model is told, and the plan step the member sees. */
export type ToolResult = { forModel: unknown; step?: AgentStep }

class ToolInputError extends Error {}

function subjectOf(name: string, d: AskData): Subject {
  const n = name.trim().toLowerCase()
  const channel = CAMPAIGN_CHANNELS.find((c) => c === n)
  if (channel) return { kind: 'channel', channel }
  const source = LEAD_SOURCES.find((s) => s === n)
  if (source) return { kind: 'source', source }
  const campaign =
    d.campaigns.find((c) => c.name.toLowerCase() === n) ?? d.campaigns.find((c) => c.name.toLowerCase().includes(n))
  if (campaign) return { kind: 'campaign', id: campaign.id, name: campaign.name }
  throw new ToolInputError(`"${name}" is none of the company’s campaigns, channels or sources`)
}

function periodOf(text: string | undefined, d: AskData) {
  if (!text) return undefined
  const period = resolvePeriod(text, d.today)
  if (!period)
    throw new ToolInputError(
      `the period "${text}" could not be read; write it as "last month", "Q3", "since March" or "this year"`,
    )
  return period
}

const reading = (r: Partial<Reading> & Pick<Reading, 'intent'>): Reading => ({
  text: '',
  subjects: [],
  people: [],
  ...r,
})

/** What the model is told of a read step: its words, figures and records (never more than the member sees). */
const told = (step: AgentStep) =>
  step.kind === 'read'
    ? {
        reply: step.reply,
        figures: step.figures.map((f) => ({ label: f.label, value: f.value, formula: f.formula })),
        records: step.items,
      }
    : step.kind === 'cannot'
      ? { reply: step.reply }
      : { error: 'not a read' }

function runRead(name: ReadName, args: unknown, d: AskData): ToolResult {
  switch (name) {
    case 'find_leads': {
      const a = READS.find_leads.args.parse(args)
      const r = reading({
        intent: 'list',
        entity: 'leads',
        subjects: (a.subjects ?? []).map((s) => subjectOf(s, d)),
        statuses: a.statuses,
        calls: a.calls,
        minValue: a.minValue,
        maxValue: a.maxValue,
        period: periodOf(a.period, d),
      })
      const step = stepFor(r, null, d)
      const leads = findLeads(r, d).slice(0, 50)
      return {
        step,
        forModel: {
          reply: step.kind === 'read' ? step.reply : [],
          leads: leads.map((l) => ({ id: l.id, name: leadName(l), company: l.company_name, ...leadItem(l, d.calls) })),
        },
      }
    }
    case 'find_campaigns': {
      const a = READS.find_campaigns.args.parse(args)
      const step = stepFor(
        reading({ intent: 'list', entity: 'campaigns', subjects: (a.subjects ?? []).map((s) => subjectOf(s, d)) }),
        null,
        d,
      )
      return { step, forModel: told(step) }
    }
    case 'find_calls': {
      const a = READS.find_calls.args.parse(args)
      const step = stepFor(reading({ intent: 'list', entity: 'calls', period: periodOf(a.period, d) }), null, d)
      return { step, forModel: told(step) }
    }
    case 'compute_metric': {
      const a = READS.compute_metric.args.parse(args)
      const step = stepFor(
        reading({
          intent: 'metric',
          metric: a.metric,
          subjects: a.subject ? [subjectOf(a.subject, d)] : [],
          period: periodOf(a.period, d),
        }),
        null,
        d,
      )
      return { step, forModel: told(step) }
    }
    case 'compare': {
      const a = READS.compare.args.parse(args)
      const subjects = (a.subjects ?? []).map((s) => subjectOf(s, d))
      if (subjects.length < 2 && !a.across) throw new ToolInputError('compare needs two or more subjects, or across')
      const step = stepFor(
        reading({ intent: 'comparison', metric: a.metric, subjects, across: a.across, period: periodOf(a.period, d) }),
        null,
        d,
      )
      return { step, forModel: told(step) }
    }
  }
}

function runWrite(name: WriteName, args: unknown, d: AskData): ToolResult {
  if (name === 'create_draft_campaign') {
    const { name: campaign } = WRITES.create_draft_campaign.args.parse(args)
    const step: AgentStep = {
      kind: 'write',
      title: 'Create a draft campaign',
      changes: [{ kind: 'create-campaign', name: campaign, label: `Create a draft campaign “${campaign}”` }],
    }
    return {
      step,
      forModel: { previewed: step.changes.map((c) => c.label), note: 'Nothing is written until the member confirms.' },
    }
  }
  if (name === 'set_lead_owner') {
    const { leadIds, owner: who } = WRITES.set_lead_owner.args.parse(args)
    const leads = leadIds.map((id) => d.leads.find((l) => l.id === id))
    const unknown = leadIds.filter((_, i) => !leads[i])
    if (unknown.length > 0)
      throw new ToolInputError(
        `these lead ids are none of the company’s leads: ${unknown.join(', ')}; take ids from find_leads`,
      )
    const owner = ownerOf(who.toLowerCase(), { leads: d.leads, campaigns: d.campaigns, members: d.members })
    if (!owner) throw new ToolInputError('owner must be a member’s name or email, "me" or "nobody"')
    const step = stepFor(
      reading({ intent: 'action', action: 'set-owner', owner, people: leads.filter((l) => l !== undefined) }),
      null,
      d,
    )
    if (step.kind === 'cannot') throw new ToolInputError(step.reply.join(' '))
    if (step.kind !== 'write')
      return { forModel: { previewed: [], note: step.kind === 'read' ? step.reply.join(' ') : 'Nothing to change.' } }
    return {
      step,
      forModel: { previewed: step.changes.map((c) => c.label), note: 'Nothing is written until the member confirms.' },
    }
  }
  const a = (
    name === 'log_calls'
      ? WRITES.log_calls
      : name === 'set_lead_status'
        ? WRITES.set_lead_status
        : WRITES.schedule_follow_ups
  ).args.parse(args) as { leadIds: string[]; status?: (typeof LEAD_STATUSES)[number]; dueOn?: string }
  const leads = a.leadIds.map((id) => d.leads.find((l) => l.id === id))
  const unknown = a.leadIds.filter((_, i) => !leads[i])
  if (unknown.length > 0)
    throw new ToolInputError(
      `these lead ids are none of the company’s leads: ${unknown.join(', ')}; take ids from find_leads`,
    )
  const action = name === 'log_calls' ? 'log-call' : name === 'set_lead_status' ? 'set-status' : 'schedule-follow-up'
  const changes = changesFor(
    reading({ intent: 'action', action, toStatus: a.status, due: a.dueOn }),
    leads.filter((l) => l !== undefined),
  )
  if (typeof changes === 'string') throw new ToolInputError(changes)
  if (changes.length === 0)
    return { forModel: { previewed: [], note: 'Every lead named already has that status: nothing to change.' } }
  const title =
    action === 'log-call' ? 'Log calls' : action === 'schedule-follow-up' ? 'Schedule follow-ups' : 'Set lead status'
  return {
    step: { kind: 'write', title, changes },
    forModel: { previewed: changes.map((c) => c.label), note: 'Nothing is written until the member confirms.' },
  }
}

const isRead = (name: string): name is ReadName => Object.hasOwn(READS, name)
const isWrite = (name: string): name is WriteName => Object.hasOwn(WRITES, name)

/**
 * Runs one tool call the model asked for over the company's records. A bad call (an unknown tool,
 * arguments that do not fit, a name that is no record) is told to the model as an error it can
 * correct; it never throws.
 */
export function runTool(name: string, argumentsText: string, d: AskData, allowWrites: boolean): ToolResult {
  let args: unknown
  try {
    args = JSON.parse(argumentsText || '{}')
  } catch {
    return { forModel: { error: 'the arguments were not JSON' } }
  }
  // Text no person types (NUL, controls, lone surrogates) never reaches a preview or the database.
  const refused = findRefusedText(args)
  if (refused) return { forModel: { error: refusedTextMessage(refused) } }
  try {
    if (isRead(name)) return runRead(name, args, d)
    if (isWrite(name) && allowWrites) return runWrite(name, args, d)
    return {
      forModel: {
        error: `there is no tool ${JSON.stringify(name).slice(0, 80)}${isWrite(name) ? ' in the chat: changes are made in the AI agent' : ''}`,
      },
    }
  } catch (error) {
    if (error instanceof ToolInputError) return { forModel: { error: error.message } }
    if (error instanceof z.ZodError)
      return {
        forModel: { error: error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ') },
      }
    throw error
  }
}
