// /onboarding/ai-workflow: which decisions the AI executives bring to the boardroom, and how.
import { useMembership } from '../../lib/membership'
import { Loaded } from '../../ui/query-state'
import { useCurrentRoute } from '../../app/root-layout'
import { PageHeader } from '../../ui'
import { AiWorkflowForm } from '../company'
import { NoCompanyStep, StepActions, useOnboardingStep } from './step-actions'

export default function AiWorkflowStep() {
  const route = useCurrentRoute()
  const mine = useMembership()
  const { goNext } = useOnboardingStep()
  return (
    <>
      <PageHeader
        title={route?.title ?? 'AI workflow'}
        lead="Choose which decisions your AI executives bring to the boardroom, who weighs in, and whether your team must approve."
      />
      <Loaded query={mine} what="your company">
        {(m) =>
          m === null ? (
            <NoCompanyStep>An AI workflow belongs to a company.</NoCompanyStep>
          ) : (
            <AiWorkflowForm mine={m} onSaved={goNext} actions={(pending) => <StepActions pending={pending} skip />} />
          )
        }
      </Loaded>
    </>
  )
}
