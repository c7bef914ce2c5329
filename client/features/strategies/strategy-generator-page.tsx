// /dashboard/strategy-generator: a goal, a focus and a horizon → the executives write a strategy
// from the company's own figures (POST /api/ai/strategies), stored as a draft; the member lands on it.
import { useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { STRATEGY_FOCUS_LABELS, STRATEGY_FOCUSES, STRATEGY_HORIZONS, StrategyRequestSchema } from '../../../shared/schemas/boardroom'
import { notify } from '../../app/notify'
import { fieldErrors, type FieldErrors } from '../../lib/errors'
import { Button, ButtonLink, PageHeader, Select } from '../../ui'
import { CompanyGate } from '../executives/company-gate'
import { AiProblem } from '../executives/states'
import { useGenerateStrategy } from './api'

const FOCUS_OPTIONS = [{ value: '', label: 'Choose a focus' }, ...STRATEGY_FOCUSES.map((f) => ({ value: f, label: STRATEGY_FOCUS_LABELS[f] }))]
const HORIZON_OPTIONS = STRATEGY_HORIZONS.map((d) => ({ value: String(d), label: `${d} days` }))

function GeneratorForm() {
  const generate = useGenerateStrategy()
  const navigate = useNavigate()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<unknown>(null)
  const busy = useRef(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const form = event.currentTarget
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>
    const parsed = StrategyRequestSchema.safeParse({ goal: values.goal ?? '', focus: values.focus || undefined, horizonDays: Number(values.horizonDays) })
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
          readOnly={pending}
          aria-invalid={errors.goal ? true : undefined}
          aria-describedby={['strategy-goal-hint', errors.goal && 'strategy-goal-error'].filter(Boolean).join(' ')}
        />
        <p className="field-hint" id="strategy-goal-hint">
          What the company wants to achieve, in your words (10 to 300 characters).
        </p>
        {errors.goal && (
          <p className="field-error" id="strategy-goal-error">
            {errors.goal}
          </p>
        )}
      </div>
      <Select id="strategy-focus" name="focus" label="Focus" options={FOCUS_OPTIONS} defaultValue="" error={errors.focus} disabled={pending} />
      <Select
        id="strategy-horizon"
        name="horizonDays"
        label="Horizon"
        options={HORIZON_OPTIONS}
        defaultValue="90"
        error={errors.horizonDays}
        hint="How long the plan runs before the board reviews it."
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
        lead="Name a goal and a focus: the executives write a plan from your company’s own figures, with targets, owners and risks. It is saved as a draft for you to adopt."
      />
      <CompanyGate>{() => <GeneratorForm />}</CompanyGate>
      <p className="mt-6">
        <ButtonLink variant="secondary" to="/dashboard/strategies">
          Your strategies
        </ButtonLink>
      </p>
    </>
  )
}
