// /onboarding/company: create the company (its creator becomes the owner), or — for someone who
// belongs to one — show it, editable by its owners and admins. Invitations waiting for the user
// come first: accepting one is the alternative to creating a company.
import { useMembership } from '../../lib/membership'
import { Loaded } from '../../ui/query-state'
import { useCurrentRoute } from '../../app/root-layout'
import { PageHeader } from '../../ui'
import { CompanyDetails, CompanyForm, PendingInvitations } from '../company'
import { StepActions, useOnboardingStep } from './step-actions'

export default function CompanyStep() {
  const route = useCurrentRoute()
  const mine = useMembership()
  const { goNext } = useOnboardingStep()
  return (
    <>
      <PageHeader title={route?.title ?? 'Your company'} lead="The company your AI executives work for." />
      <Loaded query={mine} what="your company">
        {(m) =>
          m === null ? (
            <>
              <PendingInvitations />
              <h2>Create your company</h2>
              <p className="muted">You become its owner. You can invite your team in the next step.</p>
              <CompanyForm
                company={null}
                onSaved={goNext}
                actions={(pending) => <StepActions pending={pending} skip />}
              />
            </>
          ) : m.can.editCompany ? (
            <CompanyForm
              company={m.company}
              onSaved={goNext}
              actions={(pending) => <StepActions pending={pending} />}
            />
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault()
                goNext()
              }}
            >
              <p>{`You are a member of ${m.company.name}. Its owners and admins edit these details.`}</p>
              <CompanyDetails company={m.company} />
              <StepActions pending={false} />
            </form>
          )
        }
      </Loaded>
    </>
  )
}
