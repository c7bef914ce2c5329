// Above every dashboard screen, only when it matters: invitations waiting for the signed-in user
// (someone invited who signs in lands on the dashboard), and a way back to set-up for someone who
// has not finished it. Loaded after the first render (dashboard-layout.tsx), so it costs the
// dashboard's first load nothing.
import { Alert, ButtonLink } from '../../ui'
import { useMyProfile } from '../profile/api'
import { PendingInvitations } from './pending-invitations'

export default function SetupNotice() {
  const profile = useMyProfile()
  return (
    <div className="max-w-3xl">
      <PendingInvitations heading="none" />
      {profile.data && !profile.data.onboarded_at && (
        <Alert tone="info">
          <span className="mr-3">You have not finished setting up your company and AI boardroom.</span>
          <ButtonLink variant="secondary" to="/onboarding">
            Continue set-up
          </ButtonLink>
        </Alert>
      )}
    </div>
  )
}
