// /dashboard/profile: the same profile form as onboarding, the sign-in email (changed through
// auth), and the way to the company's set-up.
import { useState } from 'react'
import { Loaded } from '../../ui/query-state'
import { Alert, Button, ButtonLink, PageHeader, Section } from '../../ui'
import { useMyProfile } from './api'
import { EmailSection } from './email-section'
import { ProfileForm } from './profile-form'
import { TikTokSection } from './tiktok-section'

export default function ProfilePage() {
  const profile = useMyProfile()
  const [saved, setSaved] = useState(false)
  return (
    <>
      <PageHeader
        title="Profile"
        lead="Your name, job title and avatar, as your team and the AI executives see them."
      />
      <Loaded query={profile} what="your profile">
        {(p) => (
          <>
            <Section title="Your details" id="details">
              {saved && <Alert tone="success">Your profile was saved.</Alert>}
              <ProfileForm
                profile={p}
                onSaved={() => setSaved(true)}
                actions={(pending) => (
                  <div className="actions">
                    <Button type="submit" disabled={pending} onClick={() => setSaved(false)}>
                      {pending ? 'Saving…' : 'Save profile'}
                    </Button>
                  </div>
                )}
              />
            </Section>
            <Section title="Sign-in email" id="email">
              <EmailSection email={p.email} />
            </Section>
            <Section title="Sign in with TikTok" id="tiktok">
              <TikTokSection />
            </Section>
            <Section title="Company" id="company">
              <p>{p.company ? `You work in ${p.company}.` : 'You do not belong to a company yet.'}</p>
              <ButtonLink variant="secondary" to="/dashboard/company-setup">
                {p.company ? 'Company setup' : 'Set up your company'}
              </ButtonLink>
            </Section>
          </>
        )}
      </Loaded>
    </>
  )
}
