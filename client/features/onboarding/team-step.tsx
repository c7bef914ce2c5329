// /onboarding/team: invite teammates by email with a role, see the invitations and members.
// Continue invites the address typed (if any), then moves on.
import { useMembership } from '../../lib/membership'
import { useState, type FormEvent } from 'react'
import { Loaded } from '../../ui/query-state'
import { useCurrentRoute } from '../../app/root-layout'
import { Button, PageHeader, Section } from '../../ui'
import { InvitationsList, InviteForm, NoEmailNotice, MembersSection } from '../company'
import { NoCompany } from '../../ui/no-company'
import { StepActions, useOnboardingStep } from './step-actions'

export default function TeamStep() {
  const route = useCurrentRoute()
  const mine = useMembership()
  const { goNext } = useOnboardingStep()
  const [pending, setPending] = useState(false)
  const next = (e: FormEvent) => {
    e.preventDefault()
    goNext()
  }
  return (
    <>
      <PageHeader
        title={route?.title ?? 'Your team'}
        lead="Invite the people who work with the executives. You can do this later too."
      />
      <Loaded query={mine} what="your company">
        {(m) =>
          m === null ? (
            <form onSubmit={next}>
              <NoCompany>A team belongs to a company.</NoCompany>
              <StepActions pending={false} />
            </form>
          ) : m.can.invite ? (
            <>
              <NoEmailNotice />
              <InviteForm
                mine={m}
                onContinue={goNext}
                onPendingChange={setPending}
                actions={(pending) => (
                  <div className="actions mt-0">
                    <Button type="submit" variant="secondary" disabled={pending}>
                      {pending ? 'Saving…' : 'Send invitation'}
                    </Button>
                  </div>
                )}
              />
              <Section title="Invitations" id="invitations" className="pt-2">
                <InvitationsList mine={m} />
              </Section>
              <Section title="Members" id="members" className="pt-2">
                <MembersSection mine={m} />
              </Section>
              <StepActions pending={pending} skip form="invite-form" />
            </>
          ) : (
            <form onSubmit={next}>
              <p>{`Only owners and admins of ${m.company.name} invite people. These are its members:`}</p>
              <MembersSection mine={m} />
              <StepActions pending={false} />
            </form>
          )
        }
      </Loaded>
    </>
  )
}
