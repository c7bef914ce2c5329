// The platform announcement above every dashboard screen (set on /admin/settings), and the support
// address for the dashboard's help. Loaded after the first render (dashboard-layout.tsx), so it
// costs the dashboard's first load nothing; one small query, shared by both.
import type { AnnouncementTone } from '../../../shared/schemas/platform-settings'
import { Alert } from '../../ui'
import { usePlatformSettings } from './platform-settings-api'

export function AnnouncementBanner({
  text,
  tone,
  supportEmail,
}: {
  text: string
  tone: AnnouncementTone
  supportEmail: string
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

export default function Announcement() {
  const settings = usePlatformSettings().data
  if (!settings?.announcement_enabled || !settings.announcement_text.trim()) return null
  return (
    <div className="max-w-3xl pt-4">
      <AnnouncementBanner
        text={settings.announcement_text}
        tone={settings.announcement_tone}
        supportEmail={settings.support_email}
      />
    </div>
  )
}

/** The dashboard help's way to a person: the support address, or a plain statement that none is set. */
export function SupportContact() {
  const settings = usePlatformSettings()
  if (settings.isPending || settings.isError) return null
  const email = settings.data?.support_email
  return email ? (
    <p>
      Need a person? Write to <a href={`mailto:${email}`}>{email}</a>.
    </p>
  ) : (
    <p className="muted">No support address has been set for this workspace yet; ask your company’s owner.</p>
  )
}
