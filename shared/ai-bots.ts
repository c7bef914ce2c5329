// The AI bots: the company's AI workflow rules (shared/schemas/ai-workflow) seen as automations.
// Each kind of decision is one bot; it runs when a boardroom question is on its topic (the topic
// the engine gives the question, worker/ai/builtin classifyTopic) and writes its rule into the
// decision's conditions. The Worker applies this (worker/api/ai.ts); the AI bots screen shows the
// same trigger words, so what the screen says is what runs. Pure.
import { formatMoney } from './metrics'
import { DECISIONS, type AiWorkflow, type DecisionKind } from './schemas/ai-workflow'
import { TOPIC_LABELS, type Debate, type Topic } from './schemas/boardroom'
import { plural } from './plural'

/** Which bot a boardroom topic wakes; topics without a bot run none. */
export const TOPIC_BOT: Record<Topic, DecisionKind | null> = {
  spend: 'budget_change',
  growth: 'new_campaign',
  pricing: 'pricing',
  hiring: 'hiring',
  risk: 'risk_alert',
  product: null,
  operations: null,
  expansion: null,
  general: null,
}

/** The boardroom topics that trigger a bot, as labels. */
export const botTopics = (kind: DecisionKind) =>
  (Object.keys(TOPIC_BOT) as Topic[]).filter((t) => TOPIC_BOT[t] === kind).map((t) => TOPIC_LABELS[t])

/** The condition a bot adds to the board's decision. */
export function botCondition(
  kind: DecisionKind,
  rule: AiWorkflow['decisions'][DecisionKind],
  currency: string,
): string {
  const what =
    kind === 'budget_change' && rule.threshold !== undefined
      ? `Budget changes above ${formatMoney(rule.threshold, currency)}`
      : DECISIONS[kind].label
  const who = rule.executives.join(', ')
  // The verbs agree with the label (a mass noun takes the singular) and with how many sign off.
  const things = DECISIONS[kind].uncountable ? 1 : 2
  const people = rule.executives.length
  return rule.mode === 'approval'
    ? `${what} ${plural(things, 'needs', 'need')} your team’s approval (AI bots): ${who} ${plural(people, 'signs', 'sign')} off before anyone acts.`
    : `${what} ${plural(things, 'is', 'are')} advisory (AI bots): ${who} ${plural(people, 'recommends', 'recommend')}; your team decides when to act.`
}

/** The debate with its topic's bot applied: an enabled bot puts its rule first among the conditions. */
export function applyBot(debate: Debate, workflow: AiWorkflow | null, currency: string): Debate {
  const kind = TOPIC_BOT[debate.topic]
  const rule = kind && workflow?.decisions[kind]
  if (!kind || !rule?.enabled) return debate
  return {
    ...debate,
    decision: {
      ...debate.decision,
      conditions: [botCondition(kind, rule, currency), ...debate.decision.conditions].slice(0, 5),
    },
  }
}
