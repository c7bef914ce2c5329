// /onboarding/complete: what was set up, each part with a link to change it; "Go to your
// dashboard" records that onboarding is done (profiles.onboarded_at) and goes there.
import { useMembership, type Membership } from '../../lib/membership'
import { countOf } from '../../../shared/plural'
import { useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { DECISION_KINDS, DECISION_MODE_LABELS, DECISIONS, readAiWorkflow } from '../../../shared/schemas/ai-workflow'
import { COMPANY_SIZE_LABELS, roleWithArticle } from '../../../shared/schemas/company'
import { integrationName } from '../../../shared/schemas/integrations'
import { invitationStatus } from '../../../shared/schemas/invitation'
import type { ProfileRow } from '../../../shared/schemas/profile'
import { Loaded } from '../../ui/query-state'
import { useCurrentRoute } from '../../app/root-layout'
import { errorMessage } from '../../lib/errors'
import { Alert, Button, ButtonLink, Card, Link, PageHeader } from '../../ui'
import { displayName } from '../auth'
import { useIntegrationRequests, useInvitations } from '../company/api'
import { useMembers } from '../members/api'
import { useFinishOnboarding, useMyProfile } from '../profile/api'
import { AvatarPreview } from '../profile'

function Part({ title, edit, children }: { title: string; edit: string; children: ReactNode }) {
  return (
    <Card as="li">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="m-0 text-xl">{title}</h2>
        <Link to={edit}>
          Edit <span className="visually-hidden">{title.toLowerCase()}</span>
        </Link>
      </div>
      <div className="mt-2">{children}</div>
    </Card>
  )
}

function TeamSummary({ mine }: { mine: Membership }) {
  const members = useMembers(mine.company.id)
  const canSeeInvitations = mine.role !== 'member'
  const invitations = useInvitations(mine.company.id, canSeeInvitations)
  const pending = invitations.data?.filter((i) => invitationStatus(i) === 'pending') ?? []
  return (
    <p className="m-0">
      {members.data ? `${countOf(members.data.length, 'member')}` : 'Members loading…'}
      {canSeeInvitations &&
        invitations.data &&
        ` · ${countOf(pending.length, 'pending invitation')}${pending.length ? `: ${pending.map((i) => i.email).join(', ')}` : ''}`}
    </p>
  )
}

function IntegrationsSummary({ mine }: { mine: Membership }) {
  const requests = useIntegrationRequests(mine.company.id)
  if (!requests.data) return <p className="m-0 muted">Loading…</p>
  return (
    <p className="m-0">
      {requests.data.length
        ? `Requested (not connected yet): ${requests.data.map((r) => integrationName(r.provider)).join(', ')}`
        : 'None chosen.'}
    </p>
  )
}

function WorkflowSummary({ mine }: { mine: Membership }) {
  const workflow = readAiWorkflow(mine.company.ai_workflow)
  if (!workflow) return <p className="m-0">Not chosen yet.</p>
  const on = DECISION_KINDS.filter((k) => workflow.decisions[k].enabled)
  if (!on.length) return <p className="m-0">No decisions come to the boardroom.</p>
  return (
    <ul className="m-0 pl-5">
      {on.map((k) => {
        const rule = workflow.decisions[k]
        return (
          <li key={k}>
            {`${DECISIONS[k].label}${k === 'budget_change' && rule.threshold !== undefined ? ` over ${rule.threshold.toLocaleString()}` : ''}: ${rule.executives.join(', ')} · ${DECISION_MODE_LABELS[rule.mode].label.toLowerCase()}`}
          </li>
        )
      })}
    </ul>
  )
}

function Summary({ profile, mine }: { profile: ProfileRow; mine: Membership | null }) {
  return (
    <ul className="plain-list grid gap-4">
      <Part title="Profile" edit="/onboarding/profile">
        <AvatarPreview
          firstName={profile.firstName}
          lastName={profile.lastName}
          email={profile.email}
          avatar={profile.avatar}
          size={48}
        />
        <p className="mb-0">{[displayName(profile), profile.jobTitle].filter(Boolean).join(' · ')}</p>
      </Part>
      <Part title="Company" edit="/onboarding/company">
        {mine ? (
          <p className="m-0">
            {[
              mine.company.name,
              mine.company.industry,
              mine.company.size ? COMPANY_SIZE_LABELS[mine.company.size] : '',
              mine.company.website,
            ]
              .filter(Boolean)
              .join(' · ')}
            {` — you are ${roleWithArticle(mine.role)}.`}
          </p>
        ) : (
          <p className="m-0">No company yet.</p>
        )}
      </Part>
      <Part title="Team" edit="/onboarding/team">
        {mine ? <TeamSummary mine={mine} /> : <p className="m-0">No company yet.</p>}
      </Part>
      <Part title="Integrations" edit="/onboarding/integrations">
        {mine ? <IntegrationsSummary mine={mine} /> : <p className="m-0">No company yet.</p>}
      </Part>
      <Part title="AI workflow" edit="/onboarding/ai-workflow">
        {mine ? <WorkflowSummary mine={mine} /> : <p className="m-0">No company yet.</p>}
      </Part>
    </ul>
  )
}

export default function CompletePage() {
  const route = useCurrentRoute()
  const profile = useMyProfile()
  const mine = useMembership()
  const finish = useFinishOnboarding()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)

  async function goToDashboard(p: ProfileRow) {
    setError(null)
    try {
      await finish.mutateAsync(p)
      navigate('/dashboard')
    } catch (e) {
      setError(`We could not record that set-up is done: ${errorMessage(e)}`)
    }
  }

  return (
    <>
      <PageHeader
        title={route?.title ?? 'All set'}
        lead="Here is what you set up. Change any of it now or later from your dashboard."
      />
      <Loaded query={profile} what="your profile">
        {(p) => (
          <Loaded query={mine} what="your company">
            {(m) => (
              <>
                <Summary profile={p} mine={m} />
                {error && <Alert tone="error">{error}</Alert>}
                <div className="actions">
                  <ButtonLink variant="secondary" to="/onboarding/ai-workflow">
                    Back
                  </ButtonLink>
                  <Button disabled={finish.isPending} onClick={() => void goToDashboard(p)}>
                    {finish.isPending ? 'Saving…' : 'Go to your dashboard'}
                  </Button>
                </div>
              </>
            )}
          </Loaded>
        )}
      </Loaded>
    </>
  )
}
