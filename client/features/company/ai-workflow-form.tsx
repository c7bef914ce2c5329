// Which decisions the AI executives bring to the boardroom and how: per kind of decision, on or
// off, the executives involved, whether it needs approval or is advisory, and for budget changes
// the amount above which they come up. Saved as companies.ai_workflow (shared/schemas/ai-workflow).
import type { Membership } from '../../lib/membership'
import type { ReactNode } from 'react'
import {
  AiWorkflowSchema,
  DECISION_KINDS,
  DECISION_MODE_LABELS,
  DECISION_MODES,
  DECISIONS,
  defaultAiWorkflow,
  EXECUTIVE_ROLES,
  EXECUTIVE_TITLES,
  readAiWorkflow,
  type AiWorkflow,
  type DecisionKind,
  type DecisionRule,
} from '../../../shared/schemas/ai-workflow'
import { readExpected } from '../../../shared/language/amount'
import { z } from '../../../shared/zod'
import { useZodForm } from '../../lib/form'
import { SettingForm } from '../../ui/setting-form'
import { AmountField, Card } from '../../ui'
import { Checkbox, ChoiceGroup } from '../../ui/choice'
import { useSaveAiWorkflow } from './api'

// The threshold is typed as text (the field keeps whatever was typed) and read as a number on save.
type Draft = { decisions: Record<DecisionKind, Omit<DecisionRule, 'threshold'>>; threshold: string }

const toDraft = (w: AiWorkflow): Draft => ({
  decisions: Object.fromEntries(
    DECISION_KINDS.map((k) => [
      k,
      { enabled: w.decisions[k].enabled, executives: w.decisions[k].executives, mode: w.decisions[k].mode },
    ]),
  ) as Draft['decisions'],
  threshold: String(w.decisions.budget_change.threshold ?? ''),
})

// The threshold is money in the company's main currency, typed as people type it ("5,000", "5k").
const readThreshold = (typed: string) => readExpected(typed, { kind: 'money' })

/** What the threshold typed so far reads as, beside it before saving. */
function thresholdReading(typed: string | undefined): string | null {
  if (!typed?.trim()) return null
  const read = readThreshold(typed)
  return read.ok ? `Reads as ${read.shown}` : null
}

// The executives' preferences are edited on their own screen: saving the workflow keeps them.
function fromDraft(d: Draft, stored: AiWorkflow | null): unknown {
  const read = d.threshold.trim() === '' ? undefined : readThreshold(d.threshold)
  const threshold = read === undefined ? undefined : read.ok ? read.value : Number.NaN
  return {
    version: 1,
    decisions: { ...d.decisions, budget_change: { ...d.decisions.budget_change, threshold } },
    ...(stored?.executives ? { executives: stored.executives } : {}),
  }
}

/** The form's values (a Draft) read as a workflow, each refusal at the field it is about. */
const workflowFormSchema = (stored: AiWorkflow | null) =>
  z.custom<Draft>().transform((draft, ctx): AiWorkflow => {
    const values = fromDraft(draft, stored) as AiWorkflow
    const read = draft.threshold.trim() ? readThreshold(draft.threshold) : null
    if (read && !read.ok) ctx.addIssue({ code: 'custom', path: ['threshold'], message: read.message })
    const parsed = AiWorkflowSchema.safeParse(values)
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues) {
      // decisions.<kind>.threshold is the threshold field; decisions.<kind>.<field> the kind's own
      const path = issue.path.at(-1) === 'threshold' ? ['threshold'] : issue.path
      if (path[0] !== 'threshold' || !Number.isNaN(values.decisions.budget_change.threshold))
        ctx.addIssue({ code: 'custom', path: path as PropertyKey[], message: issue.message })
    }
    return z.NEVER
  })

export function AiWorkflowForm({
  mine,
  onSaved,
  actions,
}: {
  mine: Membership
  onSaved(): void
  actions(pending: boolean): ReactNode
}) {
  const stored = readAiWorkflow(mine.company.ai_workflow)
  const save = useSaveAiWorkflow(mine.company.id)
  const canEdit = mine.can.editCompany
  const form = useZodForm(
    workflowFormSchema(stored),
    async (workflow) => {
      await save.mutateAsync(workflow)
      onSaved()
    },
    {
      defaultValues: toDraft(stored ?? defaultAiWorkflow()),
      draft: `ai-workflow:${mine.company.id}`,
      attempt: {
        what: 'the AI workflow',
        notAllowed: 'Only owners and admins of the company can choose its AI workflow.',
      },
    },
  )
  const d = form.form.watch() as Draft
  const setRule = (kind: DecisionKind, patch: Partial<Omit<DecisionRule, 'threshold'>>) =>
    form.form.setValue(
      'decisions',
      { ...d.decisions, [kind]: { ...d.decisions[kind], ...patch } },
      { shouldValidate: form.form.formState.isSubmitted },
    )

  return (
    <SettingForm
      form={form}
      canEdit={canEdit}
      onSaved={onSaved}
      savedMessage="The AI workflow was saved."
      readOnlyNote={`Only owners and admins of ${mine.company.name} change its AI workflow.`}
    >
      {!stored && canEdit && (
        <p className="muted">A suggested starting point is filled in below: change anything, then save.</p>
      )}
      <div className="grid gap-4">
        {DECISION_KINDS.map((kind) => {
          const rule = d.decisions[kind]
          return (
            <Card as="div" key={kind}>
              <Checkbox
                id={`workflow-${kind}-enabled`}
                label={`Bring ${DECISIONS[kind].label.toLowerCase()} to the boardroom`}
                description={DECISIONS[kind].description}
                checked={rule.enabled}
                disabled={!canEdit}
                onChange={(enabled) => setRule(kind, { enabled })}
              />
              {rule.enabled && (
                <>
                  {kind === 'budget_change' && (
                    <AmountField
                      id="workflow-budget-threshold"
                      label="Only changes above this amount"
                      disabled={!canEdit}
                      {...form.field('threshold')}
                      hint="A whole amount in your company's main currency, for example 5,000 or 5k."
                      reading={thresholdReading(d.threshold)}
                    />
                  )}
                  <ChoiceGroup
                    id={`workflow-${kind}-executives`}
                    type="checkbox"
                    legend={`Executives involved in ${DECISIONS[kind].label.toLowerCase()}`}
                    columns={3}
                    disabled={!canEdit}
                    value={rule.executives}
                    onChange={(executives) =>
                      setRule(kind, { executives: EXECUTIVE_ROLES.filter((r) => executives.includes(r)) })
                    }
                    error={form.fieldError(`decisions.${kind}.executives`)}
                    choices={EXECUTIVE_ROLES.map((r) => ({ value: r, label: r, description: EXECUTIVE_TITLES[r] }))}
                  />
                  <ChoiceGroup
                    id={`workflow-${kind}-mode`}
                    type="radio"
                    legend={`Approval for ${DECISIONS[kind].label.toLowerCase()}`}
                    columns={2}
                    disabled={!canEdit}
                    value={[rule.mode]}
                    onChange={([mode]) => setRule(kind, { mode })}
                    choices={DECISION_MODES.map((m) => ({
                      value: m,
                      label: DECISION_MODE_LABELS[m].label,
                      description: DECISION_MODE_LABELS[m].description,
                    }))}
                  />
                </>
              )}
            </Card>
          )
        })}
      </div>
      {actions(form.pending)}
    </SettingForm>
  )
}
