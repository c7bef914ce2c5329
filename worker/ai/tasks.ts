// The AI agent's tasks on the built-in engine: fixed rules over the company's figures and records
// (the stale leads by name, the last 7 days), carried out by the executive the member chose, in
// their tone and with their escalation and risk appetite. Every line cites a record or a figure;
// nothing is estimated. The same records give the same answer.
import { EXECUTIVES, type ExecutiveId } from '../../shared/executives'
import { formatMoney, formatRate, STALE_AFTER_DAYS, type Metrics, type Snapshot } from '../../shared/metrics'
import { countOf as count } from '../../shared/plural'
import type { StaleLead, TaskAnswer, TaskContext, TaskRequest, WeekFigures } from '../../shared/schemas/agent-tasks'
import { CAMPAIGN_STATUS_LABELS } from '../../shared/schemas/campaign'
import type { ResolvedPreferences } from '../../shared/schemas/executive-preferences'
import { LEAD_STATUS_LABELS } from '../../shared/schemas/lead'
import { builtinAnswer, CFO_RETURN, evidence, readFigures } from './builtin'
import { clip, escalationStep, taskOpening, withEscalation } from './voice'

const DAY = 86_400_000

/** What the next step is for an open lead at each stage. */
const NEXT_STEP: Record<StaleLead['status'], string> = {
  new: 'make first contact',
  contacted: 'call again and book a meeting',
  qualified: 'send a proposal',
  proposal: 'ask for a decision',
}

/** New, won and lost leads in the 7 days before the snapshot (won and lost by their last update). */
export function weekFigures(snapshot: Snapshot, currency: string): WeekFigures {
  const since = snapshot.asOf.getTime() - 7 * DAY
  const week: WeekFigures = { created: 0, createdValue: 0, won: 0, wonValue: 0, lost: 0, lostValue: 0 }
  for (const lead of snapshot.leads) {
    const value = lead.currency === currency ? lead.value : 0
    if (Date.parse(lead.created_at) >= since) {
      week.created += 1
      week.createdValue += value
    }
    if (Date.parse(lead.updated_at) >= since && (lead.status === 'won' || lead.status === 'lost')) {
      week[lead.status] += 1
      week[`${lead.status}Value`] += value
    }
  }
  return week
}

export function builtinTask(
  executive: ExecutiveId,
  request: TaskRequest,
  m: Metrics,
  context: TaskContext,
  prefs: ResolvedPreferences,
): TaskAnswer {
  const pref = prefs[executive]
  const title = EXECUTIVES[executive].title
  if (request.task === 'instruction') {
    const answer = builtinAnswer(executive, request.instruction ?? '', m, prefs)
    return {
      executive,
      title: `Your instruction to the ${title}`,
      reply: answer.reply,
      items: [],
      evidence: answer.evidence,
      nextSteps: answer.nextSteps,
    }
  }
  const f = readFigures(m)
  const money = f.money
  const done = (
    answer: Omit<TaskAnswer, 'executive' | 'nextSteps'>,
    steps: string[],
    concern: string | null,
  ): TaskAnswer => ({
    executive,
    ...answer,
    reply: answer.reply.map((line, i) => (i === 0 ? clip(`${taskOpening(pref.tone)}${line}`, 600) : line)),
    nextSteps: withEscalation(steps, escalationStep(pref.escalation, concern)),
  })

  if (request.task === 'stale-follow-ups') {
    const leads = context.staleLeads
    return done(
      {
        title: 'Follow-up plan for stale leads',
        reply: [
          m.stale.count === 0
            ? `No open lead has waited ${STALE_AFTER_DAYS} days or more: there is nothing to chase this week.`
            : `${count(m.stale.count, 'open lead')} worth ${money(m.stale.value)} ${m.stale.count === 1 ? 'has' : 'have'} had no update for ${STALE_AFTER_DAYS} days or more.`,
          ...(leads.length > 0
            ? [
                `Oldest first, ${leads.length === 1 ? 'the lead' : `the ${leads.length} leads`} below each get${leads.length === 1 ? 's' : ''} one next step, to be done and logged this week.`,
              ]
            : []),
        ],
        items: leads.map((l) => ({
          label: l.name,
          detail: `${LEAD_STATUS_LABELS[l.status]} · ${formatMoney(l.value, l.currency)} · untouched ${count(l.daysIdle, 'day')}: ${NEXT_STEP[l.status]}`,
        })),
        evidence: evidence(f.ev.stale, f.ev.bottleneck, f.ev.openPipeline),
      },
      m.stale.count > 0
        ? [
            'Log each follow-up on the lead, so it leaves this list.',
            'Run this task again next week to see what is still waiting.',
          ]
        : ['Keep every open lead’s next step dated.'],
      m.stale.count > 0
        ? `${count(m.stale.count, 'open lead')} ${m.stale.count === 1 ? 'is' : 'are'} going cold`
        : null,
    )
  }

  if (request.task === 'campaign-spend') {
    const bar = CFO_RETURN[pref.risk]
    const budgeted = m.campaigns.list.filter((c) => c.budget > 0)
    const verdict = (c: (typeof budgeted)[number]) =>
      !c.started
        ? 'not started'
        : (c.returnOnBudget ?? 0) < bar.opposeBelow
          ? 'pause or rework'
          : (c.returnOnBudget ?? 0) >= bar.supportFrom
            ? 'keep funding'
            : 'watch'
    const flagged = budgeted.filter((c) => verdict(c) === 'pause or rework')
    return done(
      {
        title: 'Campaign spend review',
        reply: [
          `${money(m.campaigns.totalBudget)} is budgeted across ${count(m.campaigns.total, 'campaign')}, ${money(m.campaigns.activeBudget)} of it in active campaigns.`,
          f.campaignReturn === null
            ? 'No campaign has a budget, so no return can be measured.'
            : `Together they have returned ${f.campaignReturn.toFixed(1)}× their budget in won deals.`,
          flagged.length > 0
            ? `At my ${pref.risk} bar (below ${bar.opposeBelow}× is too little), ${flagged
                .map((c) => c.name)
                .slice(0, 3)
                .join(', ')} should be paused or reworked.`
            : `No running campaign is below my ${pref.risk} bar of ${bar.opposeBelow}×.`,
        ],
        items: budgeted.slice(0, 10).map((c) => ({
          label: c.name,
          detail: `${CAMPAIGN_STATUS_LABELS[c.status]} · budget ${money(c.budget)} · ${count(c.leads, 'lead')} · ${money(c.wonValue)} won · ${(c.returnOnBudget ?? 0).toFixed(1)}×: ${verdict(c)}`,
        })),
        evidence: evidence(f.ev.campaignReturn, f.ev.activeBudget, f.ev.bestChannel),
      },
      flagged.length > 0
        ? [`Decide on ${flagged[0].name} this week: pause it or change what it asks for.`]
        : ['Keep budgets tied to measured return.'],
      flagged.length > 0 ? `${count(flagged.length, 'campaign')} returned too little for its budget` : null,
    )
  }

  const w = context.week
  return done(
    {
      title: 'This week’s pipeline',
      reply: [
        `In the last 7 days: ${count(w.created, 'new lead')} (${money(w.createdValue)}), ${w.won} won (${money(w.wonValue)}) and ${w.lost} lost (${money(w.lostValue)}).`,
        `Open now: ${money(m.leads.openValue)} in ${count(m.leads.open, 'lead')}, ${money(m.leads.weightedPipeline)} weighted by stage.`,
      ],
      items: m.leads.stages.map((s) => ({
        label: LEAD_STATUS_LABELS[s.status],
        detail: `${count(s.leads, 'lead')} worth ${money(s.value)}; ${money(s.weighted)} weighted at ${formatRate(s.weight)}`,
      })),
      evidence: evidence(f.ev.openPipeline, f.ev.weighted, f.ev.winRate, f.ev.velocity),
    },
    [
      w.created === 0
        ? 'No new lead arrived this week: check that every source still reaches the CRM.'
        : `Qualify this week’s ${count(w.created, 'new lead')} within two days.`,
    ],
    w.lost > w.won ? `more deals were lost than won this week` : null,
  )
}
