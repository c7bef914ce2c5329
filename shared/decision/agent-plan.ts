// The AI agent's plan for a free instruction: the instruction is split into its parts ("List the
// leads from the spring webinar that nobody called and log a follow-up on each"), each read by the
// understanding layer (./ask.ts) against the part before it, and turned into a step. Reads (find
// leads, campaigns or calls; compute a metric) carry their result; writes (log a call, set a lead's
// status or owner, create a draft campaign, schedule a follow-up) carry the exact changes, for the member to
// confirm before the Worker makes them as that member. An instruction it cannot map says what it
// can do instead, with examples naming the company's own records. Pure.
import { formatMoney } from '../metrics'
import { CAMPAIGN_STATUS_LABELS } from '../schemas/campaign'
import type { ShownFigure } from '../schemas/chat'
import { LEAD_STATUS_LABELS, LEAD_STATUSES, leadName } from '../schemas/lead'
import { Semantic, runQuery } from '../semantic/compute'
import { chipsOf, readingLabel } from '../semantic/describe'
import { measureDef } from '../semantic/measures'
import type { Query } from '../semantic/model'
import { z } from '../zod'
import { answerChat, findLeads, type AskData, type AskLeadRecord } from './ask-answer'
import { instructionParts, memberName, readMessage, strategyHref, type AskMember, type Reading } from './ask'

import { AgentPlanRequestSchema, INSTRUCTION_MAX, INSTRUCTION_MIN } from '../schemas/agent-tasks'

export { AgentPlanRequestSchema, INSTRUCTION_MAX, INSTRUCTION_MIN }
export const MAX_CHANGES = 100

const Label = z.string().trim().min(1).max(300)
export const AgentChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('log-call'), leadId: z.uuid(), label: Label }),
  z.object({ kind: z.literal('set-status'), leadId: z.uuid(), status: z.enum(LEAD_STATUSES), label: Label }),
  // ownerId null: unassigned; the database refuses anyone who is not a member of the lead's company
  z.object({ kind: z.literal('set-owner'), leadId: z.uuid(), ownerId: z.uuid().nullable(), label: Label }),
  z.object({ kind: z.literal('create-campaign'), name: z.string().trim().min(1).max(200), label: Label }),
  z.object({ kind: z.literal('schedule-follow-up'), leadId: z.uuid(), dueOn: z.iso.date(), label: Label }),
])
export type AgentChange = z.infer<typeof AgentChangeSchema>

export const AgentRunRequestSchema = AgentPlanRequestSchema.extend({
  changes: z
    .array(AgentChangeSchema)
    .min(1, 'There is nothing to confirm')
    .max(MAX_CHANGES, `At most ${MAX_CHANGES} changes at once`),
})

type Item = { label: string; detail: string }
export type AgentStep =
  | { kind: 'read'; title: string; reply: string[]; items: Item[]; figures: ShownFigure[] }
  | { kind: 'write'; title: string; changes: AgentChange[] }
  | { kind: 'cannot'; title: string; reply: string[]; examples: string[]; link?: { href: string; label: string } }
export type AgentPlan = { steps: AgentStep[] }

/** What the agent can do, with examples naming the company's own records. */
export function agentExamples(d: AskData): string[] {
  const campaign = d.campaigns.find((c) => d.leads.some((l) => l.campaign_id === c.id))
  const lead = d.leads.find((l) => l.status !== 'won' && l.status !== 'lost')
  const name = lead ? leadName(lead) : 'a lead by name'
  return [
    campaign ? `List the leads from ${campaign.name} that nobody called` : 'List the open leads nobody called',
    `Log a call with ${name}`,
    `Schedule a follow-up with ${name} tomorrow`,
    `Set ${name}'s status to qualified`,
    ...(d.members && d.members.length > 0
      ? [
          `Assign ${campaign ? `the leads from ${campaign.name}` : name} to ${d.members[0].first_name || memberName(d.members[0])}`,
        ]
      : []),
    'Create a draft campaign called Winter webinar',
    'What is our win rate this year?',
  ]
}

// a lead's name and company fit in a change's 300-character label
const who = (l: AskLeadRecord) => (l.company_name ? `${leadName(l)} (${l.company_name})` : leadName(l)).slice(0, 240)

/** The changes an action reading makes on its leads, or why it cannot (the model's write tools use it too). */
export function changesFor(r: Reading, targets: AskLeadRecord[]): AgentChange[] | string {
  switch (r.action) {
    case 'log-call':
      return targets.map((l) => ({ kind: 'log-call', leadId: l.id, label: `Log a call with ${who(l)}` }))
    case 'schedule-follow-up':
      return targets.map((l) => ({
        kind: 'schedule-follow-up',
        leadId: l.id,
        dueOn: r.due!,
        label: `Schedule a follow-up with ${who(l)} due ${r.due}`,
      }))
    case 'set-status':
      if (!r.toStatus) return 'Say which status to set, e.g. “set Ada Lovelace’s status to qualified”.'
      return targets
        .filter((l) => l.status !== r.toStatus)
        .map((l) => ({
          kind: 'set-status',
          leadId: l.id,
          status: r.toStatus!,
          label: `Set ${who(l)} from ${LEAD_STATUS_LABELS[l.status]} to ${LEAD_STATUS_LABELS[r.toStatus!]}`,
        }))
    default:
      return 'That change is not one the agent makes.'
  }
}

export function planInstruction(instruction: string, d: AskData): AgentPlan {
  const steps: AgentStep[] = []
  let previous: Reading | null = null
  for (const part of instructionParts(instruction)) {
    const r = readMessage(part, { now: d.now, records: d, me: d.me, previous })
    steps.push(stepFor(r, previous, d))
    if (r.intent !== 'out-of-scope') previous = r
  }
  return { steps }
}

/** What a list reading filtered on, in words ("Spring webinar, nobody called"). */
export function describeFilters(q: Query, d: AskData): string {
  return readingLabel(
    chipsOf(q, d, d.now).filter((c) => c.part !== 'measure' && !(c.part === 'filter' && c.values.length === 0)),
  )
}

export const leadItem = (l: AskLeadRecord, d: Pick<AskData, 'calls'>) => {
  const n = d.calls.filter((c) => c.lead_id === l.id).length
  return {
    label: l.company_name ? `${leadName(l)} (${l.company_name})` : leadName(l),
    detail: `${LEAD_STATUS_LABELS[l.status]} · ${formatMoney(l.value, l.currency)} · ${n === 0 ? 'no calls' : n === 1 ? '1 call' : `${n} calls`}`,
  }
}

/** The leads an action applies to: the previous step's list ("on each"), the leads named, or those its words describe. */
function targetsOf(r: Reading, previous: Reading | null, d: AskData): AskLeadRecord[] {
  if (r.each && previous?.intent === 'list' && previous.query) return findLeads(previous.query, d)
  if (r.leadIds)
    return r.leadIds.map((id) => d.leads.find((l) => l.id === id)).filter((l): l is AskLeadRecord => l !== undefined)
  if (r.targets) return findLeads(r.targets, d)
  return []
}

/** One step of a plan from a reading (the model's read tools run through it too). */
export function stepFor(r: Reading, previous: Reading | null, d: AskData): AgentStep {
  const cannot = (reply: string[], link?: { href: string; label: string }): AgentStep => ({
    kind: 'cannot',
    title: 'Not something the agent can do',
    reply,
    examples: agentExamples(d),
    ...(link ? { link } : {}),
  })
  switch (r.intent) {
    case 'list': {
      const q = r.query
      const entity = q ? measureDef(q.measure).entity : 'lead'
      if (q && entity === 'campaign') {
        const s = new Semantic(d)
        const list = s.campaignsFor(q.filters)
        return {
          kind: 'read',
          title: 'Find campaigns',
          reply: [`${list.length === 1 ? '1 campaign' : `${list.length} campaigns`}.`],
          items: list.slice(0, 50).map((c) => ({
            label: c.name,
            detail: `${CAMPAIGN_STATUS_LABELS[c.status]} · ${c.channel} · budget ${formatMoney(c.budget, c.currency)}`,
          })),
          figures: [],
        }
      }
      if (q && entity === 'call') {
        const c = runQuery({ ...q, operation: 'list' }, d)
        return {
          kind: 'read',
          title: 'Find calls',
          reply: [
            `${c.items.length === 1 ? '1 call' : `${c.items.length} calls`}${c.result.period ? ` in ${c.result.period.label}` : ''}.`,
          ],
          items: c.items.map((i) => ({ label: i.label, detail: i.detail })),
          figures: [],
        }
      }
      const leads = q ? findLeads(q, d) : []
      const filters = q ? describeFilters(q, d) : ''
      return {
        kind: 'read',
        title: 'Find leads',
        reply: [
          leads.length === 0
            ? `No lead matches${filters ? ` (${filters})` : ''}.`
            : `${leads.length === 1 ? '1 lead' : `${leads.length} leads`}${filters ? ` (${filters})` : ''}.`,
        ],
        items: leads.slice(0, 50).map((l) => leadItem(l, d)),
        figures: [],
      }
    }
    case 'metric':
    case 'comparison':
    case 'why': {
      const a = answerChat(r, d)
      return {
        kind: 'read',
        title: r.intent === 'comparison' ? 'Compare' : 'Compute',
        reply: a.reply,
        items: a.items,
        figures: a.figures,
      }
    }
    case 'action': {
      if (r.action === 'create-campaign') {
        if (!r.name)
          return cannot(['Say what to call the campaign, e.g. “create a draft campaign called Winter webinar”.'])
        return {
          kind: 'write',
          title: 'Create a draft campaign',
          changes: [
            {
              kind: 'create-campaign',
              name: r.name.slice(0, 200),
              label: `Create a draft campaign “${r.name.slice(0, 200)}”`,
            },
          ],
        }
      }
      if (r.action === 'set-owner') return ownerStep(r, previous, d, cannot)
      const leads = targetsOf(r, previous, d)
      if (leads.length === 0)
        return cannot([
          r.each
            ? 'There are no leads to act on: the list before this step is empty.'
            : 'Name the lead to act on (e.g. “log a call with Ada Lovelace”), or list leads first and say “on each”.',
        ])
      const changes = changesFor(r, leads.slice(0, MAX_CHANGES))
      if (typeof changes === 'string') return cannot([changes])
      if (changes.length === 0)
        return {
          kind: 'read',
          title: 'Nothing to change',
          reply: ['Every lead named already has that status.'],
          items: [],
          figures: [],
        }
      const title =
        r.action === 'log-call'
          ? 'Log calls'
          : r.action === 'schedule-follow-up'
            ? 'Schedule follow-ups'
            : 'Set lead status'
      return { kind: 'write', title, changes }
    }
    case 'decision':
      return cannot(['That is a decision: the board debates it from your figures and the CEO decides.'], {
        href: '/dashboard/ai-boardroom',
        label: 'Ask the board',
      })
    case 'goal':
      return cannot(['That is a goal: the strategy generator plans it from your figures.'], {
        href: strategyHref(r.text),
        label: 'Plan it in the strategy generator',
      })
    case 'out-of-scope':
      return cannot([
        'I can’t map that to your records. The agent finds leads, campaigns and calls, computes your figures, logs calls, sets a lead’s status or owner, creates draft campaigns and schedules follow-ups. For example:',
      ])
  }
}

// ---- Owners --------------------------------------------------------------------------------------

const listed = (members: readonly AskMember[]) =>
  members.map((m) => (m.first_name || m.last_name ? `${memberName(m)} (${m.email})` : m.email)).join(', ')

/** Whether a set-owner reading names its leads by what they are (campaign, source, stage, calls, value, period). */
const filtersLeads = (r: Reading) => r.targets !== undefined

/**
 * "Assign the spring webinar leads to Dana": the owner resolved against the company's member
 * directory (none or several: said, with the members listed), the leads as a list would find them
 * (or the leads named, or the previous step's list), and one change per lead whose owner differs.
 */
function ownerStep(
  r: Reading,
  previous: Reading | null,
  d: AskData,
  cannot: (reply: string[]) => AgentStep,
): AgentStep {
  const members = d.members ?? []
  const nameOf = (id: string) => {
    const m = members.find((x) => x.id === id)
    return m ? memberName(m) : 'a former member'
  }
  let ownerId: string | null
  if (!r.owner) return cannot(['Say who should own the leads, e.g. “assign the spring webinar leads to Dana”.'])
  if (r.owner.kind === 'none') ownerId = null
  else if (r.owner.kind === 'me') {
    if (!d.me) return cannot(['I could not tell who you are: sign in again and repeat the instruction.'])
    ownerId = d.me
  } else {
    const found = r.owner.members
    if (found.length !== 1) {
      const who = r.owner.text.charAt(0).toUpperCase() + r.owner.text.slice(1)
      if (members.length === 0)
        return cannot([`I could not read your company’s members, so I cannot tell who “${who}” is.`])
      return cannot([
        found.length === 0
          ? `No member of your company is called “${who}”.`
          : `“${who}” could be any of ${found.length} members: ${listed(found)}. Say which, by full name or email.`,
        `Your company’s members: ${listed(members)}.`,
      ])
    }
    ownerId = found[0].id
  }
  const targets = targetsOf(r, previous, d)
  if (targets.length === 0)
    return cannot([
      r.each
        ? 'There are no leads to act on: the list before this step is empty.'
        : filtersLeads(r)
          ? `No lead matches (${describeFilters(r.targets!, d)}).`
          : 'Say which leads, e.g. “assign the spring webinar leads nobody called to Dana” or “make me the owner of Ada Lovelace”.',
    ])
  const owner = ownerId === null ? null : nameOf(ownerId)
  const changes: AgentChange[] = targets
    .filter((l) => (l.owner_id ?? null) !== ownerId)
    .slice(0, MAX_CHANGES)
    .map((l) => ({
      kind: 'set-owner',
      leadId: l.id,
      ownerId,
      label: owner
        ? `Assign ${who(l)} to ${owner}${l.owner_id ? ` (was ${nameOf(l.owner_id)})` : ''}`
        : `Unassign ${who(l)} (was ${nameOf(l.owner_id!)})`,
    }))
  if (changes.length === 0)
    return {
      kind: 'read',
      title: 'Nothing to change',
      reply: [owner ? `Every lead named is already owned by ${owner}.` : 'Every lead named is already unassigned.'],
      items: [],
      figures: [],
    }
  return { kind: 'write', title: owner ? `Assign leads to ${owner}` : 'Unassign leads', changes }
}
