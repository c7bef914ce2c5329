// /onboarding: what set-up covers and where to start; invitations waiting for this user; for
// someone who finished already, the way to the dashboard.
import { ONBOARDING_STEPS } from '../../../shared/routes'
import { Loaded } from '../../ui/query-state'
import { useCurrentRoute } from '../../app/root-layout'
import { Alert, ButtonLink, PageHeader } from '../../ui'
import { PendingInvitations } from '../company'
import { useMyProfile } from '../profile/api'

const COVERS: Record<string, string> = {
  '/onboarding/profile': 'Your name, job title and avatar, as your team and the executives see them.',
  '/onboarding/company': 'Your company, its industry and size — or the company you were invited to.',
  '/onboarding/team': 'Invite the people who work with the executives, with their roles.',
  '/onboarding/integrations': 'The tools your data lives in that you want the executives to use.',
  '/onboarding/ai-workflow': 'Which decisions the AI executives bring to the boardroom, and how.',
  '/onboarding/complete': 'A summary of your set-up, with a link to change any of it.',
}

export default function WelcomePage() {
  const route = useCurrentRoute()
  const profile = useMyProfile()
  return (
    <>
      <PageHeader
        title={route?.title ?? 'Welcome'}
        lead="Set up your AI boardroom in a few minutes. Every step can be changed later."
      />
      <PendingInvitations />
      <h2>What set-up covers</h2>
      <ol className="grid gap-2 pl-5">
        {ONBOARDING_STEPS.slice(1).map((step) => (
          <li key={step.path}>
            <strong>{step.title}:</strong> {COVERS[step.path]}
          </li>
        ))}
      </ol>
      <Loaded query={profile} what="your profile">
        {(p) =>
          p.onboarded_at ? (
            <>
              <Alert tone="success">{`You finished set-up on ${new Date(p.onboarded_at).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })}.`}</Alert>
              <div className="actions">
                <ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>
                <ButtonLink variant="secondary" to={ONBOARDING_STEPS[1].path}>
                  Review your set-up
                </ButtonLink>
              </div>
            </>
          ) : (
            <div className="actions">
              <ButtonLink to={ONBOARDING_STEPS[1].path}>Start set-up</ButtonLink>
            </div>
          )
        }
      </Loaded>
    </>
  )
}
