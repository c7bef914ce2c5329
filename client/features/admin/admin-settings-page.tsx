// /admin/settings: the product-wide settings (platform_settings). The announcement every signed-in
// user sees above the dashboard (on or off, information or warning, up to 280 characters) and the
// support address shown with it and in the dashboard's help. The database decides who may save
// (platform admins), and stamps who changed it last and when.
import { useState } from 'react'
import {
  ANNOUNCEMENT_MAX,
  ANNOUNCEMENT_TONE_LABELS,
  ANNOUNCEMENT_TONES,
  PlatformSettingsFormSchema,
  type PlatformSettings,
  type PlatformSettingsForm,
} from '../../../shared/schemas/platform-settings'
import { Loaded } from '../../ui/query-state'
import { useZodForm } from '../../lib/form'
import { Alert, Button, Card, Field, PageHeader, Section, Select, TextArea } from '../../ui'
import { SwitchField } from '../../ui/switch'
import { AiBudgetPanel } from './ai-budget-panel'
import { AnnouncementBanner, useSupportAddress } from './announcement'
import { useAccountEmail } from './api'
import { SETTINGS_ADMIN_ONLY, usePlatformSettings, useSavePlatformSettings } from './platform-settings-api'

const TONE_OPTIONS = ANNOUNCEMENT_TONES.map((t) => ({ value: t, label: ANNOUNCEMENT_TONE_LABELS[t] }))

function LastChanged({ settings }: { settings: PlatformSettings }) {
  const who = useAccountEmail(settings.updated_by)
  const when = new Date(settings.updated_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <p className="muted text-sm">{`Last changed ${when}${settings.updated_by ? ` by ${who.data ?? 'an admin'}` : ' when the product was set up'}.`}</p>
  )
}

function SettingsForm({ settings }: { settings: PlatformSettings }) {
  const [saved, setSaved] = useState(false)
  const save = useSavePlatformSettings()
  const form = useZodForm(
    PlatformSettingsFormSchema,
    async (parsed) => {
      await save.mutateAsync(parsed)
      setSaved(true)
    },
    {
      defaultValues: {
        announcement_enabled: settings.announcement_enabled,
        announcement_text: settings.announcement_text,
        announcement_tone: settings.announcement_tone,
        support_email: settings.support_email,
      },
      attempt: { what: 'the settings', notAllowed: SETTINGS_ADMIN_ONLY },
    },
  )
  const values = form.form.watch() as PlatformSettingsForm
  const supportEmail = useSupportAddress(values.support_email)
  const enabled = form.control('announcement_enabled')
  const field = (name: keyof PlatformSettingsForm) => {
    const wired = form.field(name)
    return {
      ...wired,
      onChange: (event: { target: unknown; type?: unknown }) => {
        setSaved(false)
        wired.onChange(event)
      },
    }
  }
  const left = ANNOUNCEMENT_MAX - values.announcement_text.trim().length

  return (
    <form onSubmit={form.onSubmit} noValidate>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      {saved && <Alert tone="success">Settings saved. Signed-in users see them on their next page load.</Alert>}
      <Section
        title="Announcement"
        id="announcement"
        intro="Shown at the top of every dashboard page to every signed-in user."
      >
        <Card as="div">
          <SwitchField
            id="settings-announcement-enabled"
            label="Show the announcement"
            description="Off hides it from everyone; the text is kept."
            checked={Boolean(enabled.value)}
            onCheckedChange={(on) => {
              setSaved(false)
              enabled.onChange(on)
            }}
          />
          <TextArea
            id="settings-announcement-text"
            label="Announcement text"
            rows={3}
            {...field('announcement_text')}
            hint={
              left >= 0
                ? `${left} of ${ANNOUNCEMENT_MAX} characters left.`
                : `${-left} characters over the limit of ${ANNOUNCEMENT_MAX}.`
            }
          />
          <Select
            id="settings-announcement-tone"
            label="Tone"
            options={TONE_OPTIONS}
            {...field('announcement_tone')}
            hint="A warning stands out more, for outages and deadlines."
          />
          {values.announcement_enabled && values.announcement_text.trim() && (
            <>
              <p className="muted text-sm mb-1">Preview:</p>
              <AnnouncementBanner
                text={values.announcement_text.trim()}
                tone={values.announcement_tone}
                supportEmail={supportEmail}
              />
            </>
          )}
        </Card>
      </Section>
      <Section title="Support" id="support">
        <Card as="div">
          <Field
            id="settings-support-email"
            label="Support email address (optional)"
            type="email"
            autoComplete="email"
            spellCheck={false}
            {...field('support_email')}
            hint="The one support address: in the footer, the legal and contact pages, with the announcement and in the dashboard’s help (public pages within a minute). Leave it empty to use the deployment’s SUPPORT_EMAIL."
          />
        </Card>
      </Section>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Save settings'}
      </Button>
    </form>
  )
}

export default function AdminSettingsPage() {
  const settings = usePlatformSettings()
  return (
    <>
      <PageHeader
        title="Admin settings"
        lead="Product-wide settings: what every signed-in user is told, and where they get help."
      />
      <Loaded query={settings} what="the settings">
        {(row) =>
          row ? (
            <>
              <LastChanged settings={row} />
              <SettingsForm settings={row} />
            </>
          ) : (
            <Alert tone="error">
              The settings row is missing: apply the migration 20261127000100_platform_settings.sql to this database.
            </Alert>
          )
        }
      </Loaded>
      <AiBudgetPanel />
    </>
  )
}
