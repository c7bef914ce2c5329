// The platform announcement above every dashboard screen (set on /admin/settings), and the support
// address for the dashboard's help. Loaded after the first render (dashboard-layout.tsx), so it
// costs the dashboard's first load nothing; one small query, shared by both.
import type { AnnouncementTone } from '../../../shared/schemas/platform-settings'
import { Alert } from '../../ui'
import { usePlatformSettings } from './platform-settings-api'
import { useSupportEmail } from '../../lib/support-email'

export function AnnouncementBanner({
  text,
  tone,
  supportEmail,
}: {
  text: string
  tone: AnnouncementTone
  supportEmail: string | null
}) {
  return (
    <Alert tone={tone}>
      <strong>{tone === 'warning' ? 'Important: ' : 'Announcement: '}</strong>
      <span data-announcement="">{text}</span>
      {supportEmail && (
        <span className="muted">
          {' '}
          Questions? <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </span>
      )}
    </Alert>
  )
}

/** The one support address: the admin's setting, else the deployment's (client/lib/support-email.ts). */
export function useSupportAddress(setting: string | undefined) {
  const configured = useSupportEmail()
  return setting?.trim() || configured
}

export default function Announcement() {
  const settings = usePlatformSettings().data
  const supportEmail = useSupportAddress(settings?.support_email)
  if (!settings?.announcement_enabled || !settings.announcement_text.trim()) return null
  return (
    <div className="max-w-3xl pt-4">
      <AnnouncementBanner
        text={settings.announcement_text}
        tone={settings.announcement_tone}
        supportEmail={supportEmail}
      />
    </div>
  )
}

/** The dashboard help's way to a person: the support address, or a plain statement that none is set. */
export function SupportContact() {
  const settings = usePlatformSettings()
  const email = useSupportAddress(settings.data?.support_email)
  if (settings.isPending || settings.isError) return null
  return email ? (
    <p>
      Need a person? Write to <a href={`mailto:${email}`}>{email}</a>.
    </p>
  ) : (
    <p className="muted">No support address is set on this deployment; ask your company’s owner.</p>
  )
}
