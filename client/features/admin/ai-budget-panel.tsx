// /admin/settings, "AI budget": how many boardroom debates a configured model voices per
// company per UTC day — a platform default and per-company overrides. Past it the built-in engine
// speaks and the session says why. Empty default: the operator's AI_DAILY_DEBATES decides.
import { useState } from 'react'
import { CompanyBudgetFormSchema, DAILY_DEBATES_MAX, PlatformBudgetFormSchema } from '../../../shared/schemas/ai-budget'
import { Loaded } from '../../ui/query-state'
import { errorMessage } from '../../lib/errors'
import { formatDateTime } from '../../lib/format-date'
import { useZodForm } from '../../lib/form'
import { Alert, Button, Card, Field, Section, Select, Table, TableHead } from '../../ui'
import {
  BUDGET_ADMIN_ONLY,
  useAiBudget,
  useRemoveCompanyBudget,
  useSaveCompanyBudget,
  useSavePlatformBudget,
  type AiBudget,
} from './ai-budget-api'

const countHint = `0 to ${DAILY_DEBATES_MAX.toLocaleString('en-GB')}; 0 means no debate on the model (it still writes briefs, strategies and answers).`

function PlatformDefault({ value }: { value: number | null }) {
  const [saved, setSaved] = useState(false)
  const save = useSavePlatformBudget()
  const form = useZodForm(
    PlatformBudgetFormSchema,
    async (v) => {
      await save.mutateAsync(v.ai_daily_debates)
      setSaved(true)
    },
    {
      defaultValues: { ai_daily_debates: value === null ? '' : String(value) },
      attempt: { what: 'the budget', notAllowed: BUDGET_ADMIN_ONLY },
    },
  )
  return (
    <form
      onSubmit={(event) => {
        setSaved(false)
        return form.onSubmit(event)
      }}
      noValidate
      aria-label="Platform default budget"
    >
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      {saved && <Alert tone="success">Budget saved. It applies to the next debate.</Alert>}
      <Field
        id="ai-budget-default"
        label="Model-voiced debates per company per day (platform default)"
        inputMode="numeric"
        {...form.field('ai_daily_debates')}
        hint={`${countHint} Leave it empty to use the AI_DAILY_DEBATES setting of the deployment (no budget if that is unset too).`}
      />
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Save the default'}
      </Button>
    </form>
  )
}

function Overrides({ budget }: { budget: AiBudget }) {
  const save = useSaveCompanyBudget()
  const remove = useRemoveCompanyBudget()
  const [removeError, setRemoveError] = useState<string | null>(null)
  const form = useZodForm(
    CompanyBudgetFormSchema,
    async (v) => {
      await save.mutateAsync(v)
      form.form.reset({ company_id: '', daily_debates: '' })
    },
    {
      defaultValues: { company_id: '', daily_debates: '' },
      attempt: { what: 'the company’s budget', notAllowed: BUDGET_ADMIN_ONLY },
    },
  )
  const name = (id: string) => budget.companies.find((c) => c.id === id)?.name ?? id
  return (
    <>
      {budget.overrides.length === 0 ? (
        <p className="muted">No company has its own budget: every company has the default.</p>
      ) : (
        <Table caption="Companies with their own budget">
          <TableHead columns={['Company', 'Debates a day', 'Set']} actions="Remove" />
          <tbody>
            {budget.overrides.map((o) => (
              <tr key={o.company_id}>
                <td>{name(o.company_id)}</td>
                <td>{o.daily_debates.toLocaleString('en-GB')}</td>
                <td>{formatDateTime(o.updated_at)}</td>
                <td>
                  <Button
                    variant="secondary"
                    disabled={remove.isPending}
                    onClick={() => {
                      setRemoveError(null)
                      remove.mutate(o.company_id, {
                        onError: (e) => setRemoveError(errorMessage(e, { notAllowed: BUDGET_ADMIN_ONLY })),
                      })
                    }}
                  >
                    {`Remove ${name(o.company_id)}’s budget`}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {removeError && <Alert tone="error">{`The budget was not removed: ${removeError}`}</Alert>}
      <form onSubmit={form.onSubmit} noValidate aria-label="A company’s own budget">
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        <Select
          id="ai-budget-company"
          label="Company"
          options={[
            { value: '', label: 'Choose a company' },
            ...budget.companies.map((c) => ({ value: c.id, label: c.name })),
          ]}
          {...form.field('company_id')}
        />
        <Field
          id="ai-budget-company-count"
          label="Its model-voiced debates per day"
          inputMode="numeric"
          {...form.field('daily_debates')}
          hint={`${countHint} Replaces the default for this company.`}
        />
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Saving…' : 'Set the company’s budget'}
        </Button>
      </form>
    </>
  )
}

export function AiBudgetPanel() {
  const budget = useAiBudget()
  return (
    <Section
      title="AI budget"
      id="ai-budget"
      intro="How many boardroom debates the configured model voices for each company per day (UTC). Past it the built-in engine speaks, and the session says why."
    >
      <Loaded query={budget} what="the AI budget">
        {(b) => (
          <>
            <Card as="div">
              <PlatformDefault value={b.platform} />
            </Card>
            <Card as="div">
              <Overrides budget={b} />
            </Card>
          </>
        )}
      </Loaded>
    </Section>
  )
}
