// /dashboard/settings: appearance, accessibility, the company API keys kept in this browser, help
// (with the support address an admin set on /admin/settings).
import { AccessibilityButton } from '../../app/accessibility-button'
import { ThemeSelect } from '../../app/theme-select'
import { Card, PageHeader, Section } from '../../ui'
import { HELP_ARTICLES, HelpContent } from '../help'
import { SupportContact } from '../admin/announcement'
import { ApiKeysSection } from './api-keys-section'

export default function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" lead="Preferences for this browser, and the API keys your executives may use." />
      <Section title="Appearance and accessibility" id="appearance">
        <Card as="div">
          <ThemeSelect
            label="Colour theme"
            compact={false}
            hint="Light, dark, or the same as this device. Applies to every page in this browser."
          />
          <p className="muted">Text size, contrast, motion, focus, spacing and colours:</p>
          <AccessibilityButton label="Open accessibility preferences" />
        </Card>
      </Section>
      <Section title="Keys" id="keys">
        <ApiKeysSection />
      </Section>
      <Section title="Help" id="help">
        <SupportContact />
        {HELP_ARTICLES.map((a) => (
          <HelpContent key={a.id} article={a} />
        ))}
      </Section>
    </>
  )
}
