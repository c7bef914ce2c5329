// /dashboard/company-setup: the company's details, its ideal customer profile (lead scores), members with roles, invitations, requested
// integrations and AI workflow — the onboarding steps' own components, each saved on its own.
// Without a company: invitations waiting for the user, or create one.
import { roleWithArticle } from '../../../shared/schemas/company'
import { useMembership, type Membership } from '../../lib/membership'
import { useState } from 'react'
import { Loaded } from '../../ui/query-state'
import { Alert, Button, PageHeader, Section } from '../../ui'
import { useIntegrationRequests } from './api'
import { AiWorkflowForm } from './ai-workflow-form'
import { CompanyFiguresSection } from './company-figures-section'
import { CompanyDetails, CompanyForm } from './company-form'
import { IntegrationsForm, NotConnectedNotice } from './integrations-form'
import { InvitationsList, InviteForm, NoEmailNotice } from './invitations-section'
import { MembersSection } from './members-section'
import { PendingInvitations } from './pending-invitations'
import { IcpSection } from '../scores/icp-form'

const SaveButton = ({ pending, label }: { pending: boolean; label: string }) => (
  <div className="actions">
    <Button type="submit" disabled={pending}>
      {pending ? 'Saving…' : label}
    </Button>
  </div>
)

function Company({ mine }: { mine: Membership }) {
  const can = mine.can
  const requests = useIntegrationRequests(mine.company.id)
  const [saved, setSaved] = useState(false)
  return (
    <>
      <Section title={mine.company.name} id="details" intro={`You are ${roleWithArticle(mine.role)} of this company.`}>
        {saved && <Alert tone="success">The company's details were saved.</Alert>}
        {can.editCompany ? (
          <CompanyForm
            key={mine.company.id}
            company={mine.company}
            onSaved={() => setSaved(true)}
            actions={(pending) => <SaveButton pending={pending} label="Save details" />}
          />
        ) : (
          <CompanyDetails company={mine.company} />
        )}
      </Section>
      <IcpSection companyId={mine.company.id} canEdit={can.editCompany} />
      <Section title="Members" id="members">
        <MembersSection mine={mine} />
      </Section>
      {can.invite && (
        <Section title="Invitations" id="invitations">
          <NoEmailNotice />
          <InviteForm mine={mine} actions={(pending) => <SaveButton pending={pending} label="Send invitation" />} />
          <InvitationsList mine={mine} />
        </Section>
      )}
      <Section title="Integrations" id="integrations">
        <NotConnectedNotice />
        <Loaded query={requests} what="the integrations">
          {(r) => (
            <IntegrationsForm
              mine={mine}
              requested={r}
              onSaved={() => undefined}
              actions={(pending) =>
                can.editCompany ? <SaveButton pending={pending} label="Save integrations" /> : null
              }
            />
          )}
        </Loaded>
      </Section>
      <Section
        title="Company figures for the board"
        id="figures"
        intro="Your standing financial and operating figures, each with the date it was true. Every boardroom debate receives them beside your CRM figures."
      >
        <CompanyFiguresSection mine={mine} />
      </Section>
      <Section
        title="AI workflow"
        id="ai-workflow"
        intro="Which decisions your AI executives bring to the boardroom, and how."
      >
        <AiWorkflowForm
          mine={mine}
          onSaved={() => undefined}
          actions={(pending) => (can.editCompany ? <SaveButton pending={pending} label="Save AI workflow" /> : null)}
        />
      </Section>
    </>
  )
}

export default function CompanySetupPage() {
  const mine = useMembership()
  return (
    <>
      <PageHeader title="Company setup" lead="Your company, its industry and your team." />
      <Loaded query={mine} what="your company">
        {(m) =>
          m ? (
            <>
              <PendingInvitations />
              <Company mine={m} />
            </>
          ) : (
            <>
              <PendingInvitations />
              <Section
                title="Create your company"
                id="create"
                intro="You become its owner, and can then invite your team."
              >
                <CompanyForm
                  company={null}
                  onSaved={() => undefined}
                  actions={(pending) => <SaveButton pending={pending} label="Create company" />}
                />
              </Section>
            </>
          )
        }
      </Loaded>
    </>
  )
}
