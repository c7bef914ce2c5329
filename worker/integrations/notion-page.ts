// What a Notion export says, as a plain document (headings, paragraphs, lists, tables) that
// ./notion.ts turns into Notion's blocks. Pure, so a test reads the exact page. Every figure on it
// is one the session or strategy holds, with the source it holds for it; nothing is computed here
// but the headline figures the strategy's screen shows from its stored CRM figures (shared/key-figures).
import { SOURCE_LABELS } from '../../shared/decision/kinds'
import { EXECUTIVES } from '../../shared/executives'
import { keyFigures } from '../../shared/key-figures'
import type { Metrics } from '../../shared/metrics'
import {
  RECOMMENDATION_LABELS,
  STANCE_LABELS,
  STRATEGY_FOCUS_LABELS,
  TOPIC_LABELS,
  type Debate,
  type Strategy,
} from '../../shared/schemas/boardroom'
import { countOf } from '../../shared/plural'

export type NotionBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string; link?: { text: string; url: string } }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] }

export type NotionDocument = { title: string; blocks: NotionBlock[] }

/** The fields of a stored session the page reads (boardroom_sessions). */
export type SessionForExport = {
  id: string
  question: string
  topic: Debate['topic']
  debate: Debate
  metrics: Metrics | null
  outcome: 'open' | 'adopted' | 'rejected'
  outcome_note: string
  decided_at: string | null
  created_at: string
}

/** The fields of a stored strategy the page reads (strategies). */
export type StrategyForExport = {
  id: string
  goal: string
  focus: keyof typeof STRATEGY_FOCUS_LABELS
  horizon_days: number
  title: string
  plan: Strategy
  metrics: Metrics | null
  status: 'draft' | 'adopted' | 'archived'
  created_at: string
}

/** "2026-11-27 14:03 UTC": one unambiguous form for a page read anywhere. */
export const utc = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`

const PRODUCT = 'Boardroom AI'
const CONFIDENCE = { low: 'low', medium: 'medium', high: 'high' } as const
const OUTCOME_LINES = {
  adopted: 'The company adopted this decision',
  rejected: 'The company rejected this decision',
  open: 'The company has not yet recorded whether it adopted this decision.',
} as const

const list = (items: readonly string[] | undefined): NotionBlock[] =>
  items?.length ? [{ kind: 'bullets', items: [...items] }] : []
const titled = (title: string, items: readonly string[] | undefined): NotionBlock[] =>
  items?.length ? [{ kind: 'subheading', text: title }, ...list(items)] : []
const backLink = (url: string, what: string): NotionBlock => ({
  kind: 'paragraph',
  text: `Exported from ${PRODUCT}. `,
  link: { text: `Open this ${what} in ${PRODUCT}`, url },
})

/** The CRM figures stored with a row, as the screens show them, each sourced to the records and their date. */
function crmFigureRows(metrics: Metrics): string[][] {
  const source = `CRM records as of ${utc(metrics.asOf)}`
  return keyFigures(metrics).map((f) => [f.label, f.value, `${source} (${f.detail})`])
}

/** A boardroom session: the question, the CEO's decision, what the company decided, each position, the figures. */
export function sessionDocument(session: SessionForExport, sessionUrl: string): NotionDocument {
  const { debate } = session
  const { decision } = debate
  const figures: NotionBlock[] = debate.figures?.length
    ? [
        {
          kind: 'table',
          header: ['Figure', 'Value', 'Source'],
          rows: debate.figures.map((f) => [
            f.label,
            f.value,
            `${SOURCE_LABELS[f.source]}${f.asOf ? `, as of ${f.asOf}` : ''}`,
          ]),
        },
      ]
    : session.metrics
      ? [
          { kind: 'paragraph', text: 'The board argued from the company’s CRM figures at the time:' },
          { kind: 'table', header: ['Figure', 'Value', 'Source'], rows: crmFigureRows(session.metrics) },
        ]
      : [{ kind: 'paragraph', text: 'The board had no figures for this question.' }]
  const outcome =
    session.outcome === 'open'
      ? OUTCOME_LINES.open
      : `${OUTCOME_LINES[session.outcome]}${session.decided_at ? ` on ${utc(session.decided_at)}` : ''}.${session.outcome_note ? ` Note: ${session.outcome_note}` : ''}`
  return {
    title: `Boardroom decision: ${session.question}`,
    blocks: [
      backLink(sessionUrl, 'session'),
      { kind: 'paragraph', text: `Asked ${utc(session.created_at)} · ${TOPIC_LABELS[session.topic]}` },
      { kind: 'heading', text: 'The question' },
      { kind: 'paragraph', text: session.question },
      { kind: 'heading', text: 'The CEO’s decision' },
      {
        kind: 'paragraph',
        text: `${RECOMMENDATION_LABELS[decision.recommendation]} (confidence: ${CONFIDENCE[decision.confidence]})`,
      },
      { kind: 'paragraph', text: decision.summary },
      ...titled('The figures that would decide it', decision.needs),
      ...titled('Conditions', decision.conditions),
      ...titled('What would change the decision', decision.whatWouldChange),
      ...titled(
        'Dissent',
        decision.dissent?.map((d) => `${EXECUTIVES[d.executive].title}: ${STANCE_LABELS[d.stance]} — ${d.reason}`),
      ),
      { kind: 'subheading', text: 'Actions' },
      {
        kind: 'table',
        header: ['Action', 'Owner', 'Due'],
        rows: decision.actions.map((a) => [a.action, EXECUTIVES[a.owner].title, a.due]),
      },
      { kind: 'heading', text: 'What the company decided' },
      { kind: 'paragraph', text: outcome },
      { kind: 'heading', text: 'Each executive’s position' },
      ...debate.positions.flatMap((p): NotionBlock[] => [
        {
          kind: 'subheading',
          text: `${EXECUTIVES[p.executive].title} (${EXECUTIVES[p.executive].role}): ${STANCE_LABELS[p.stance]}`,
        },
        { kind: 'paragraph', text: p.summary },
        ...list(p.arguments),
        ...(p.evidence.length
          ? [
              {
                kind: 'paragraph' as const,
                text: `Figures cited: ${p.evidence.map((e) => `${e.label} ${e.value}`).join('; ')}`,
              },
            ]
          : []),
      ]),
      ...(debate.rebuttals.length
        ? [
            { kind: 'heading' as const, text: 'Rebuttals' },
            ...list(
              debate.rebuttals.map(
                (r) => `${EXECUTIVES[r.executive].title} answers the ${EXECUTIVES[r.respondsTo].title}: ${r.text}`,
              ),
            ),
          ]
        : []),
      { kind: 'heading', text: 'The figures' },
      ...figures,
    ],
  }
}

const STRATEGY_STATUS = { draft: 'Draft', adopted: 'Adopted', archived: 'Archived' } as const

/** A strategy: the goal, objectives, the arithmetic, initiatives by owner, risks and the figures it started from. */
export function strategyDocument(strategy: StrategyForExport, strategyUrl: string): NotionDocument {
  const { plan } = strategy
  const goalPlan = plan.goalPlan
  return {
    title: `Strategy: ${strategy.title}`,
    blocks: [
      backLink(strategyUrl, 'strategy'),
      {
        kind: 'paragraph',
        text: `${STRATEGY_STATUS[strategy.status]} · ${STRATEGY_FOCUS_LABELS[strategy.focus]} · ${countOf(strategy.horizon_days, 'day')} · created ${utc(strategy.created_at)}`,
      },
      { kind: 'heading', text: 'The goal' },
      { kind: 'paragraph', text: strategy.goal },
      { kind: 'paragraph', text: plan.summary },
      ...(goalPlan
        ? [
            ...(goalPlan.alternative ? [{ kind: 'paragraph' as const, text: goalPlan.alternative }] : []),
            ...(goalPlan.arithmetic.length
              ? [
                  { kind: 'subheading' as const, text: 'The arithmetic' },
                  {
                    kind: 'table' as const,
                    header: ['Step', 'How', 'Value'],
                    rows: goalPlan.arithmetic.map((s) => [s.label, s.formula, s.value]),
                  },
                ]
              : []),
            ...(goalPlan.plan.length
              ? [
                  { kind: 'subheading' as const, text: 'Month by month' },
                  {
                    kind: 'table' as const,
                    header: ['Month', 'What happens', goalPlan.goal.metricName],
                    rows: goalPlan.plan.map((m) => [m.month, m.actions, m.expected]),
                  },
                ]
              : []),
          ]
        : []),
      { kind: 'heading', text: goalPlan ? 'KPIs to watch' : 'Objectives' },
      {
        kind: 'table',
        header: ['KPI', 'Baseline', 'Target'],
        rows: plan.objectives.map((o) => [o.kpi, o.baseline, o.target]),
      },
      { kind: 'heading', text: 'Initiatives by owner' },
      ...list(
        plan.initiatives.map(
          (i) =>
            `${EXECUTIVES[i.owner].title}: ${i.action} (${i.timeframe})${i.effect ? ` — ${i.effect}${i.basis ? `, ${i.basis}` : ''}` : ''}`,
        ),
      ),
      { kind: 'heading', text: 'Risks' },
      ...(plan.risks.length
        ? list(plan.risks)
        : [{ kind: 'paragraph' as const, text: 'The executives named no risks for this plan.' }]),
      { kind: 'heading', text: 'The figures it started from' },
      ...(strategy.metrics
        ? [{ kind: 'table' as const, header: ['Figure', 'Value', 'Source'], rows: crmFigureRows(strategy.metrics) }]
        : [{ kind: 'paragraph' as const, text: 'The figures kept with this strategy can no longer be read.' }]),
    ],
  }
}
