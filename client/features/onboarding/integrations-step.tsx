// /onboarding/integrations: which tools the company wants the executives to use. Nothing can be
// connected yet and the step says so; it records the request. Skippable.
import { useMembership } from '../../lib/membership'
import { Loaded } from '../../ui/query-state'
import { useCurrentRoute } from '../../app/root-layout'
import { PageHeader } from '../../ui'
import { useIntegrationRequests } from '../company/api'
import { IntegrationsForm, NotConnectedNotice } from '../company'
import { NoCompanyStep, StepActions, useOnboardingStep } from './step-actions'

export default function IntegrationsStep() {
  const route = useCurrentRoute()
  const mine = useMembership()
  const requests = useIntegrationRequests(mine.data?.company.id)
  const { goNext } = useOnboardingStep()
  return (
    <>
      <PageHeader
        title={route?.title ?? 'Integrations'}
        lead="The tools your data lives in. Choose the ones you want your executives to use."
      />
      <NotConnectedNotice />
      <Loaded query={mine} what="your company">
        {(m) =>
          m === null ? (
            <NoCompanyStep>Choosing integrations belongs to a company.</NoCompanyStep>
          ) : (
            <Loaded query={requests} what="your integrations">
              {(r) => (
                <IntegrationsForm
                  mine={m}
                  requested={r}
                  onSaved={goNext}
                  actions={(pending) => <StepActions pending={pending} skip />}
                />
              )}
            </Loaded>
          )
        }
      </Loaded>
    </>
  )
}
