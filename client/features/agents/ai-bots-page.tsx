// /dashboard/ai-bots: the company's AI workflow rules as automations. Each kind of decision is a
// bot: what triggers it (a boardroom question on its topics; the risk bot also gates the weekly
// review's debate), which executives it names, approval or advisory, and on or off. Owners and
// admins switch a bot on or off (saving companies.ai_workflow); members see them read-only.
// Nothing here runs on a schedule, and the page says so.
import type { Membership } from '../../lib/membership'
import { MembershipGate } from '../../app/membership-gate'
import { useState } from 'react'
import { botTopics } from '../../../shared/ai-bots'
import {
  AiWorkflowSchema,
  DECISION_KINDS,
  DECISION_MODE_LABELS,
  DECISIONS,
  type AiWorkflow,
  type DecisionKind,
} from '../../../shared/schemas/ai-workflow'
import { errorMessage } from '../../lib/errors'
import { Alert, Badge, Card, Link, PageHeader, Section } from '../../ui'
import { SwitchField } from '../../ui/switch'
import { useSaveWorkflowPart, workflowOf } from './api'

function trigger(kind: DecisionKind): string {
  const topics = botTopics(kind).map((t) => t.toLowerCase())
  const base = `A question put to the boardroom about ${topics.join(' or ')}.`
  return kind === 'risk_alert'
    ? `${base} Also the weekly review in Agent workflows: it debates the top risk only while this bot is on.`
    : base
}

function rule(kind: DecisionKind, w: AiWorkflow): string {
  const r = w.decisions[kind]
  const parts = [
    r.executives.length > 0 ? r.executives.join(', ') : 'no executive chosen',
    DECISION_MODE_LABELS[r.mode].label,
  ]
  if (kind === 'budget_change' && r.threshold !== undefined)
    parts.push(`changes above ${r.threshold.toLocaleString('en-US')} in your currency`)
  return parts.join(' · ')
}

function Bots({ mine }: { mine: Membership }) {
  const { workflow, stored } = workflowOf(mine)
  const save = useSaveWorkflowPart(mine)
  const canEdit = mine.can.editCompany
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function toggle(kind: DecisionKind, enabled: boolean) {
    const next: AiWorkflow = {
      ...workflow,
      decisions: { ...workflow.decisions, [kind]: { ...workflow.decisions[kind], enabled } },
    }
    const parsed = AiWorkflowSchema.safeParse(next)
    if (!parsed.success) {
      setNotice({
        tone: 'error',
        text: `The ${DECISIONS[kind].label} bot was not switched on: ${parsed.error.issues[0]?.message}. Set it in the AI workflow on Executive preferences.`,
      })
      return
    }
    setNotice(null)
    try {
      await save.savePart(() => parsed.data)
      setNotice({ tone: 'success', text: `The ${DECISIONS[kind].label} bot is now ${enabled ? 'on' : 'off'}.` })
    } catch (error) {
      setNotice({ tone: 'error', text: `The ${DECISIONS[kind].label} bot was not changed: ${errorMessage(error)}` })
    }
  }

  return (
    <>
      {!canEdit && (
        <p className="muted">
          Only owners and admins of {mine.company.name} switch its bots on or off. You can see them here.
        </p>
      )}
      {!stored && (
        <p className="muted">
          Your company has not saved an AI workflow yet: these are the suggested rules, and switching a bot saves them.
        </p>
      )}
      <div role="status" aria-live="polite">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>
      <ul className="plain-list grid gap-4 lg:grid-cols-2" aria-label="Bots">
        {DECISION_KINDS.map((kind) => {
          const on = workflow.decisions[kind].enabled
          return (
            <Card as="li" key={kind}>
              <h2 className="mb-1 flex flex-wrap items-center gap-2 text-lg">
                {`${DECISIONS[kind].label} bot`}
                <Badge tone={on ? 'success' : 'neutral'}>{on ? 'On' : 'Off'}</Badge>
              </h2>
              <dl className="grid gap-1">
                <dt className="muted text-sm">Runs when</dt>
                <dd className="m-0">{trigger(kind)}</dd>
                <dt className="muted text-sm">What it does</dt>
                <dd className="m-0">
                  Adds its rule to the board’s decision as the first condition:{' '}
                  {DECISION_MODE_LABELS[workflow.decisions[kind].mode].description}
                </dd>
                <dt className="muted text-sm">Rule</dt>
                <dd className="m-0">{rule(kind, workflow)}</dd>
              </dl>
              <SwitchField
                id={`bot-${kind}`}
                label={`${DECISIONS[kind].label} bot on`}
                description={DECISIONS[kind].description}
                checked={on}
                disabled={!canEdit || save.isPending}
                onCheckedChange={(enabled) => void toggle(kind, enabled)}
              />
            </Card>
          )
        })}
      </ul>
    </>
  )
}

export default function AiBotsPage() {
  return (
    <>
      <PageHeader
        title="AI bots"
        lead="Automations that run on your data: each kind of decision in your AI workflow is a bot."
      />
      <Alert tone="info">
        Bots run when their trigger happens, as the boardroom answers. None runs on a schedule on this deployment.
        Change who each bot involves in the <Link to="/dashboard/executive-preferences#ai-workflow">AI workflow</Link>.
      </Alert>
      <Section>
        <MembershipGate>{(m) => <Bots mine={m} />}</MembershipGate>
      </Section>
    </>
  )
}
