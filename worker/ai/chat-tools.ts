// The tools a model calls in the chat and the agent: ONE read — a semantic query (measure ×
// filters × period × operation, shared/semantic), validated by zod and given to the model as the
// JSON Schema zod derives, answered by the same function the built-in chat uses, so a model's
// figures are the same definitions as every screen's — and, for the agent, the writes, which only
// become a preview (the same change list the built-in agent shows) that the member confirms before
// the Worker makes it (POST /api/ai/agent/run). A tool never writes anything itself.
import { answerChat, type AskData, type AskLeadRecord } from '../../shared/decision/ask-answer'
import { ownerOf, type Reading } from '../../shared/decision/ask'
import { changesFor, stepFor, type AgentStep } from '../../shared/decision/agent-plan'
import { GRAINS, readPeriods, type PeriodSpec } from '../../shared/language/calendar'
import { tokenize } from '../../shared/language/tokens'
import { attributeDef, valuesOf } from '../../shared/semantic/attributes'
import { MEASURES, measureDef } from '../../shared/semantic/measures'
import { ATTRIBUTE_IDS, MEASURE_IDS, OPERATIONS, type Query, QuerySchema } from '../../shared/semantic/model'
import { LEAD_STATUSES } from '../../shared/schemas/lead'
import { z } from '../../shared/zod'
import { findRefusedText, refusedTextMessage } from '../../shared/control-characters'
import type { ToolSpec } from './tool-model'

const PeriodText = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .describe(
    'A period as people write it: "last month", "October", "Q3 2025", "this year", "the last 30 days", "since March"',
  )
const LeadIds = z
  .array(z.uuid())
  .min(1)
  .max(100)
  .describe('Lead ids, as query_figures returned them (operation "list")')

const READS = {
  query_figures: {
    description: `Compute a figure from the company's CRM records with the one definition every screen uses, optionally filtered, in a period, compared, ranked, broken down, as a trend, or as the list of records (with their ids). Measures: ${MEASURES.map((m) => `${m.id} (${m.definition})`).join('; ')}`,
    args: z.object({
      measure: z.enum(MEASURE_IDS),
      filters: z
        .array(
          z.object({
            attribute: z.enum(ATTRIBUTE_IDS),
            values: z
              .array(z.string().trim().min(1).max(200))
              .min(1)
              .max(12)
              .describe(
                'Values by name: a source ("referral"), a status ("proposal", "open"), a channel ("social"), a campaign\'s or a member\'s name, "none" for no campaign or no owner',
              ),
          }),
        )
        .max(8)
        .optional(),
      period: PeriodText.optional().describe(
        "When: by the measure's own date (won value: the date won); omitted: all time",
      ),
      operation: z
        .enum(OPERATIONS)
        .optional()
        .describe(
          'value (default), compare (with comparePeriod, or several values of one attribute), rank, breakdown, trend, list',
        ),
      comparePeriod: PeriodText.optional(),
      by: z.enum(ATTRIBUTE_IDS).optional().describe('What a rank, breakdown or compare cuts by'),
      grain: z.enum(GRAINS).optional().describe("A trend's step"),
      order: z.enum(['desc', 'asc']).optional(),
      limit: z.number().int().min(1).max(50).optional(),
      valueMin: z.number().min(0).optional(),
      valueMax: z.number().min(0).optional(),
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

/** The tools the chat offers (the one query: the chat answers; the agent acts) and the agent's (the query and the writes). */
export const CHAT_TOOLS: ToolSpec[] = Object.entries(READS).map(([n, t]) => spec(n, t))
export const AGENT_TOOLS: ToolSpec[] = [...CHAT_TOOLS, ...Object.entries(WRITES).map(([n, t]) => spec(n, t))]

/** What one tool call gave: what the model is told, the plan step the member sees, and the query it ran. */
export type ToolResult = { forModel: unknown; step?: AgentStep; query?: Query }

class ToolInputError extends Error {}

function periodOf(text: string | undefined, d: AskData): PeriodSpec | undefined {
  if (!text) return undefined
  const found = readPeriods(tokenize(text), d.now)
  if (found.length !== 1)
    throw new ToolInputError(
      `the period "${text}" could not be read; write it as "last month", "Q3 2025", "since March" or "this year"`,
    )
  return found[0].spec
}

/** A value named by the model, as the attribute's own id ("Referral" → referral, a campaign's name → its id). */
function valueNamed(attribute: Query['filters'][number]['attribute'], said: string, d: AskData): string {
  const all = valuesOf(attribute, d)
  const n = said.trim().toLowerCase()
  const found =
    all.find((v) => v.id.toLowerCase() === n || v.label.toLowerCase() === n) ??
    all.find((v) => v.phrases.some((p) => p.toLowerCase() === n)) ??
    all.find((v) => v.label.toLowerCase().includes(n))
  if (found) return found.id
  if (n === 'none' && attributeDef(attribute).none) return 'none'
  throw new ToolInputError(
    `"${said}" is no ${attributeDef(attribute).name.toLowerCase()} of the company; known: ${all
      .slice(0, 20)
      .map((v) => v.label)
      .join(', ')}`,
  )
}

/** The tool's arguments as a semantic query, every value resolved against the company's records. */
export function queryOf(args: unknown, d: AskData): Query {
  const a = READS.query_figures.args.parse(args)
  return QuerySchema.parse({
    measure: a.measure,
    filters: (a.filters ?? []).map((f) => ({
      attribute: f.attribute,
      values: f.values.map((v) => valueNamed(f.attribute, v, d)),
    })),
    period: periodOf(a.period, d),
    comparePeriod: periodOf(a.comparePeriod, d),
    operation: a.operation ?? (a.comparePeriod ? 'compare' : 'value'),
    by: a.by,
    grain: a.grain,
    order: a.order,
    limit: a.limit,
    ...(a.valueMin !== undefined || a.valueMax !== undefined
      ? { valueRange: { min: a.valueMin, max: a.valueMax } }
      : {}),
  })
}

const intentOf = (q: Query): Reading['intent'] =>
  q.operation === 'list' ? 'list' : q.operation === 'value' || q.operation === 'trend' ? 'metric' : 'comparison'

function runRead(_name: ReadName, args: unknown, d: AskData): ToolResult {
  const query = queryOf(args, d)
  const answer = answerChat({ intent: intentOf(query), text: '', query, sure: true }, d)
  const step: AgentStep = {
    kind: 'read',
    title: measureDef(query.measure).name,
    reply: answer.reply,
    items: answer.items,
    figures: answer.figures,
  }
  return {
    step,
    query,
    forModel: {
      reading: answer.reading?.label,
      reply: answer.reply,
      result: answer.result,
      definition: answer.definition?.text,
      ...(query.operation === 'list' && answer.result
        ? { records: answer.result.rows.map((r, i) => ({ id: r.key, name: r.label, detail: answer.items[i]?.detail })) }
        : {}),
    },
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
        `these lead ids are none of the company’s leads: ${unknown.join(', ')}; take ids from query_figures with operation "list"`,
      )
    const owner = ownerOf(who.toLowerCase(), d)
    if (!owner) throw new ToolInputError('owner must be a member’s name or email, "me" or "nobody"')
    const step = stepFor(
      {
        intent: 'action',
        text: '',
        action: 'set-owner',
        owner,
        leadIds: leads.filter((l) => l !== undefined).map((l) => l.id),
      },
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
      `these lead ids are none of the company’s leads: ${unknown.join(', ')}; take ids from query_figures with operation "list"`,
    )
  const action = name === 'log_calls' ? 'log-call' : name === 'set_lead_status' ? 'set-status' : 'schedule-follow-up'
  const changes = changesFor(
    { intent: 'action', text: '', action, toStatus: a.status, due: a.dueOn },
    leads.filter((l): l is AskLeadRecord => l !== undefined),
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
