// /dashboard/executive-preferences: how each AI executive speaks (tone), decides (risk appetite) and
// escalates (when their answers ask for the boardroom), saved in companies.ai_workflow.executives
// and applied by the engine to every debate, answer and agent task. Owners and admins edit;
// members read. The company's AI workflow (which decisions come to the boardroom) sits below,
// through the company area's own form.
import type { Membership } from '../../lib/membership'
import { useState } from 'react'
import { EXECUTIVE_IDS, EXECUTIVES, type ExecutiveId } from '../../../shared/executives'
import {
  ESCALATION_LABELS,
  ESCALATIONS,
  ExecutivePreferencesSchema,
  isCustomised,
  resolvePreferences,
  RISK_APPETITES,
  RISK_LABELS,
  TONE_LABELS,
  TONES,
  type ExecutivePreference,
  type ResolvedPreferences,
} from '../../../shared/schemas/executive-preferences'
import { MembershipGate } from '../../app/membership-gate'
import { useZodForm } from '../../lib/form'
import { Alert, Badge, Button, Card, Link, PageHeader, Section, Select } from '../../ui'
import { AiWorkflowForm } from '../company'
import { useSaveWorkflowPart, workflowOf } from './api'

const options = <K extends string>(keys: readonly K[], labels: Record<K, { label: string; description: string }>) =>
  keys.map((k) => ({ value: k, label: `${labels[k].label}: ${labels[k].description}` }))
const TONE_OPTIONS = options(TONES, TONE_LABELS)
const RISK_OPTIONS = options(RISK_APPETITES, RISK_LABELS)
const ESCALATION_OPTIONS = options(ESCALATIONS, ESCALATION_LABELS)

function PreferencesForm({ mine }: { mine: Membership }) {
  const { workflow, stored } = workflowOf(mine)
  const [saved, setSaved] = useState(false)
  const save = useSaveWorkflowPart(mine)
  const canEdit = mine.can.editCompany
  const form = useZodForm(
    ExecutivePreferencesSchema,
    async (executives) => {
      await save.savePart((w) => ({ ...w, executives }))
      setSaved(true)
    },
    { defaultValues: resolvePreferences(workflow.executives), attempt: { what: 'the preferences' } },
  )
  const prefs = form.form.watch() as ResolvedPreferences
  const select = (id: ExecutiveId, key: keyof ExecutivePreference) => {
    const wired = form.field(`${id}.${key}` as never)
    return {
      ...wired,
      onChange: (event: { target: unknown; type?: unknown }) => {
        setSaved(false)
        wired.onChange(event)
      },
    }
  }

  return (
    <form
      onSubmit={(event) => {
        if (canEdit) return form.onSubmit(event)
        event.preventDefault()
      }}
      noValidate
      aria-label="Executive preferences"
    >
      {!canEdit && (
        <p className="muted">
          Only owners and admins of {mine.company.name} change the executives’ preferences. You can see them here.
        </p>
      )}
      {canEdit && !stored && (
        <p className="muted">
          Your company has not saved an AI workflow yet: saving these also saves the suggested workflow shown below.
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {EXECUTIVE_IDS.map((id) => {
          const exec = EXECUTIVES[id]
          return (
            <Card as="div" key={id}>
              <h3 className="mb-1 flex flex-wrap items-center gap-2 text-lg">
                <Link to={`/dashboard/executives/${id}`}>{`${exec.title} · ${exec.role}`}</Link>
                {isCustomised(prefs[id]) ? <Badge tone="accent">Customised</Badge> : <Badge>Default</Badge>}
              </h3>
              <p className="muted text-sm">{exec.remit}</p>
              <Select
                id={`pref-${id}-tone`}
                label={`${exec.title} tone`}
                options={TONE_OPTIONS}
                disabled={!canEdit}
                {...select(id, 'tone')}
              />
              <Select
                id={`pref-${id}-risk`}
                label={`${exec.title} risk appetite`}
                options={RISK_OPTIONS}
                disabled={!canEdit}
                {...select(id, 'risk')}
              />
              <Select
                id={`pref-${id}-escalation`}
                label={`${exec.title} escalation`}
                options={ESCALATION_OPTIONS}
                disabled={!canEdit}
                {...select(id, 'escalation')}
              />
            </Card>
          )
        })}
      </div>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      {saved && (
        <Alert tone="success">
          The executives’ preferences were saved. Their next debates, answers and tasks follow them.
        </Alert>
      )}
      {canEdit && (
        <div className="actions">
          <Button type="submit" disabled={form.pending}>
            {form.pending ? 'Saving…' : 'Save preferences'}
          </Button>
        </div>
      )}
    </form>
  )
}

const HOW_IT_WORKS = [
  ['Tone', 'A diplomatic executive opens their position by acknowledging the case for it; a direct one states it.'],
  [
    'Risk appetite',
    'Moves where a stance changes: the campaign return the CFO needs (cautious 1.5×, balanced 1×, bold 0.5× before opposing more spend), the share of leads going cold the COO tolerates, the data gaps the CTO accepts, the CMO’s readiness to back a test, and how much opposition makes the CEO stop.',
  ],
  [
    'Escalation',
    'Whether an answer in AI chat or the AI agent ends by asking for the boardroom: never, when the executive opposes (or a task finds a problem), or always.',
  ],
] as const

export default function ExecutivePreferencesPage() {
  return (
    <>
      <PageHeader title="Executive preferences" lead="How your AI executives speak, decide and escalate." />
      <MembershipGate>
        {(m) => (
          <>
            <Section
              title="Each executive"
              id="preferences"
              intro="The built-in engine applies these with fixed rules; a configured model is given them with every question."
            >
              <PreferencesForm key={m.company.id} mine={m} />
            </Section>
            <Section title="What each preference changes" id="how">
              <dl className="grid max-w-3xl gap-2">
                {HOW_IT_WORKS.map(([term, text]) => (
                  <div key={term}>
                    <dt className="font-semibold">{term}</dt>
                    <dd className="m-0">{text}</dd>
                  </div>
                ))}
              </dl>
            </Section>
            <Section
              title="AI workflow"
              id="ai-workflow"
              intro="Which decisions your AI executives bring to the boardroom, and how."
            >
              <AiWorkflowForm
                mine={m}
                onSaved={() => undefined}
                actions={(pending) =>
                  m.can.editCompany ? (
                    <div className="actions">
                      <Button type="submit" disabled={pending}>
                        {pending ? 'Saving…' : 'Save AI workflow'}
                      </Button>
                    </div>
                  ) : null
                }
              />
            </Section>
          </>
        )}
      </MembershipGate>
    </>
  )
}
