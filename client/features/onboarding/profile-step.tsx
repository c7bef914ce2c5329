// /onboarding/profile: the profile form; Continue saves it, then moves on.
import { Loaded } from '../../ui/query-state'
import { useCurrentRoute } from '../../app/root-layout'
import { PageHeader } from '../../ui'
import { useMyProfile } from '../profile/api'
import { ProfileForm } from '../profile'
import { StepActions, useOnboardingStep } from './step-actions'

export default function ProfileStep() {
  const route = useCurrentRoute()
  const profile = useMyProfile()
  const { goNext } = useOnboardingStep()
  return (
    <>
      <PageHeader title={route?.title ?? 'Your profile'} lead="How your team and the AI executives address you." />
      <Loaded query={profile} what="your profile">
        {(p) => <ProfileForm profile={p} onSaved={goNext} actions={(pending) => <StepActions pending={pending} />} />}
      </Loaded>
    </>
  )
}
