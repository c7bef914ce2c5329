// /dashboard/strategy-generator: a goal ("Double MRR by June") → a strategy built from its metric,
// target and date and the company's own figures (POST /api/ai/strategies, shared/decision/strategy),
// stored as a draft; the member lands on it. The horizon is the deadline when the goal names none.
// ?goal=<text> prefills the goal (the chat routes goals here).
import { useRef, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { STRATEGY_HORIZONS, StrategyRequestSchema } from '../../../shared/schemas/boardroom'
import { notify } from '../../app/notify'
import { fieldErrors, type FieldErrors } from '../../lib/errors'
import { Button, ButtonLink, PageHeader, Select } from '../../ui'
import { MembershipGate } from '../../app/membership-gate'
import { AiProblem } from '../../ui/load-states'
import { useGenerateStrategy } from './api'

const HORIZON_OPTIONS = STRATEGY_HORIZONS.map((d) => ({ value: String(d), label: `${d} days` }))

function GeneratorForm() {
  const generate = useGenerateStrategy()
  const navigate = useNavigate()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<unknown>(null)
  const busy = useRef(false)
  // The chat routes a goal here as ?goal=<text> (shared/routes): the form starts from it.
  const [params] = useSearchParams()
  const prefilled = (params.get('goal') ?? '').slice(0, 300)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const form = event.currentTarget
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>
    const parsed = StrategyRequestSchema.safeParse({ goal: values.goal ?? '', horizonDays: Number(values.horizonDays) })
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues)
      setErrors(found)
      const first = [...form.elements].find((el) => (el as HTMLInputElement).name in found) as HTMLElement | undefined
      requestAnimationFrame(() => first?.focus())
      return
    }
    busy.current = true
    setErrors({})
    setFailure(null)
    try {
      const row = await generate.mutateAsync(parsed.data)
      void notify('success', `Strategy ready: ${row.title}`)
      navigate(`/dashboard/strategy/${row.id}`)
    } catch (e) {
      setFailure(e)
      busy.current = false
    }
  }

  const pending = generate.isPending
  return (
    <form onSubmit={submit} noValidate className="card max-w-2xl" aria-label="Generate a strategy">
      <div className="field">
        <label htmlFor="strategy-goal">Goal</label>
        <textarea
          id="strategy-goal"
          name="goal"
          rows={3}
          defaultValue={prefilled}
          readOnly={pending}
          aria-invalid={errors.goal ? true : undefined}
          aria-describedby={['strategy-goal-hint', errors.goal && 'strategy-goal-error'].filter(Boolean).join(' ')}
        />
        <p className="field-hint" id="strategy-goal-hint">
          A figure, a target and a date, in your words: “Double MRR by June”, “Cut churn to 2% this year”, “Get 40 leads a month in 6 months”.
        </p>
        {errors.goal && (
          <p className="field-error" id="strategy-goal-error">
            {errors.goal}
          </p>
        )}
      </div>
      <Select
        id="strategy-horizon"
        name="horizonDays"
        label="Horizon"
        options={HORIZON_OPTIONS}
        defaultValue="90"
        error={errors.horizonDays}
        hint="The deadline when the goal names no date."
        disabled={pending}
      />
      {failure !== null && (
        <AiProblem error={failure} />
      )}
      <Button type="submit" disabled={pending}>
        {pending ? 'The executives are writing the strategy…' : 'Generate strategy'}
      </Button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {pending ? 'The executives are writing the strategy…' : ''}
      </p>
    </form>
  )
}

export default function StrategyGeneratorPage() {
  return (
    <>
      <PageHeader
        title="Strategy generator"
        lead="Name a goal: the plan starts from your figure today and its trend, sizes initiatives from your own records so they add up to the gap, and shows every step of the arithmetic, a month-by-month plan and the KPIs to watch. It is saved as a draft for you to adopt."
      />
      <MembershipGate>{() => <GeneratorForm />}</MembershipGate>
      <p className="mt-6">
        <ButtonLink variant="secondary" to="/dashboard/strategies">
          Your strategies
        </ButtonLink>
      </p>
    </>
  )
}
