// /dashboard/strategy-generator: a goal ("Double MRR by June") → a strategy built from its metric,
// target and date and the company's own figures (POST /api/ai/strategies, shared/decision/strategy),
// stored as a draft; the member lands on it. The horizon is the deadline when the goal names none.
// ?goal=<text> prefills the goal (the chat routes goals here).
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { STRATEGY_HORIZONS, StrategyRequestSchema } from '../../../shared/schemas/boardroom'
import { notify } from '../../app/notify'
import { useZodForm } from '../../lib/form'
import { z } from '../../../shared/zod'
import { Button, ButtonLink, PageHeader, Select, TextArea } from '../../ui'
import { MembershipGate } from '../../app/membership-gate'
import { AiProblem } from '../../ui/load-states'
import { useGenerateStrategy } from './api'
import { countOf } from '../../../shared/plural'

const HORIZON_OPTIONS = STRATEGY_HORIZONS.map((d) => ({ value: String(d), label: countOf(d, 'day') }))

// The form's values as the fields hold them (the horizon a select's text), checked by the request's own rules.
const GeneratorFormSchema = z.object({
  goal: StrategyRequestSchema.shape.goal,
  horizonDays: z.coerce.number().pipe(StrategyRequestSchema.shape.horizonDays),
})

function GeneratorForm() {
  const generate = useGenerateStrategy()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<unknown>(null)
  // The chat routes a goal here as ?goal=<text> (shared/routes): the form starts from it.
  const [params] = useSearchParams()
  const prefilled = (params.get('goal') ?? '').slice(0, 300)
  const { onSubmit, field, pending } = useZodForm(
    GeneratorFormSchema,
    async (request) => {
      setFailure(null)
      try {
        const row = await generate.mutateAsync(request)
        void notify('success', `Strategy ready: ${row.title}`)
        navigate(`/dashboard/strategy/${row.id}`)
      } catch (e) {
        setFailure(e) // the AI screens' problem states (no company, rate limit, provider not configured)
      }
    },
    { defaultValues: { goal: prefilled, horizonDays: '90' } },
  )

  return (
    <form onSubmit={onSubmit} noValidate className="card max-w-2xl" aria-label="Generate a strategy">
      <TextArea
        id="strategy-goal"
        label="Goal"
        rows={3}
        readOnly={pending}
        hint="A figure, a target and a date, in your words: “Double MRR by June”, “Cut churn to 2% this year”, “Get 40 leads a month in 6 months”."
        {...field('goal')}
      />
      <Select
        id="strategy-horizon"
        label="Horizon"
        options={HORIZON_OPTIONS}
        hint="The deadline when the goal names no date."
        disabled={pending}
        {...field('horizonDays')}
      />
      {failure !== null && <AiProblem error={failure} />}
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
