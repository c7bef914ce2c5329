// The actions under each onboarding step: Back (what was typed stays, see lib/drafts), an optional
// "Skip for now", and Continue — the step form's submit button, so Continue saves the step before
// moving on (the step's form navigates once it has saved).
import { useLocation, useNavigate } from 'react-router'
import { ONBOARDING_STEPS } from '../../../shared/routes'
import { normalisePath } from '../../../shared/paths'
import { Button, ButtonLink } from '../../ui'
import { NoCompany } from '../../ui/no-company'

export function useOnboardingStep() {
  const path = normalisePath(useLocation().pathname)
  const navigate = useNavigate()
  const index = Math.max(
    0,
    ONBOARDING_STEPS.findIndex((s) => s.path === path),
  )
  const previous = ONBOARDING_STEPS[index - 1]
  const next = ONBOARDING_STEPS[index + 1]
  return { index, previous, next, goNext: () => next && navigate(next.path) }
}

export function StepActions({
  pending,
  skip = false,
  continueLabel = 'Continue',
  pendingLabel = 'Saving…',
  form,
}: {
  pending: boolean
  skip?: boolean
  continueLabel?: string
  pendingLabel?: string
  /** The id of the form Continue submits, when the actions sit outside it. */
  form?: string
}) {
  const { previous, next } = useOnboardingStep()
  return (
    <div className="actions">
      {previous && (
        <ButtonLink variant="secondary" to={previous.path}>
          Back
        </ButtonLink>
      )}
      {skip && next && (
        <ButtonLink variant="ghost" to={next.path}>
          Skip for now
        </ButtonLink>
      )}
      <Button type="submit" form={form} name="intent" value="continue" disabled={pending}>
        {pending ? pendingLabel : continueLabel}
      </Button>
    </div>
  )
}

/** A step that needs a company, for someone without one: it says so, and Continue moves on. */
export function NoCompanyStep({ children }: { children: string }) {
  const { goNext } = useOnboardingStep()
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        goNext()
      }}
    >
      <NoCompany>{children}</NoCompany>
      <StepActions pending={false} />
    </form>
  )
}
