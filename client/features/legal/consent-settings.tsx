// spec §3/§5 cookie consent on the Cookie Settings legal page: the same switches as the banner's
// Advanced tab, editing the same record. Lazily loaded by that page (Radix stays out of
// the other legal pages). The server renders the defaults; the stored record is read after mount.
import { useEffect, useId, useState } from 'react'
import { POLICY_VERSION } from '../../../shared/constants'
import type { ConsentChoice, ConsentRecord } from '../../../shared/preferences'
import { NO_OPTIONAL_CONSENT, onConsentChange, readConsent, saveConsent } from '../../app/consent'
import { notify } from '../../app/notify'
import { Button } from '../../ui'
import { SwitchField } from '../../ui/switch'

export const CONSENT_SAVED_MESSAGE = 'Cookie preferences saved'

const OPTIONAL: { key: keyof ConsentChoice; label: string; description: string }[] = [
  {
    key: 'preferences',
    label: 'Preferences',
    description: 'Optional conveniences beyond what you set yourself (none in use today)',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'First-party events about the pages you visit, sent only to our servers',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Which of our own campaigns or referral links brought you here',
  },
]

/** Necessary (always on, cannot be switched off) and one switch per optional category. */
export function ConsentSwitches({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string
  value: ConsentChoice
  onChange(next: ConsentChoice): void
}) {
  return (
    <div className="consent-switches">
      <SwitchField
        id={`${idPrefix}-necessary`}
        label="Necessary"
        description="Always on: sign-in, security, your consent choice, the theme and accessibility settings you choose, and the pages you visited in this tab"
        checked
        disabled
        onCheckedChange={() => {}}
      />
      {OPTIONAL.map(({ key, label, description }) => (
        <SwitchField
          key={key}
          id={`${idPrefix}-${key}`}
          label={label}
          description={description}
          checked={value[key]}
          onCheckedChange={(on) => onChange({ ...value, [key]: on })}
        />
      ))}
    </div>
  )
}

const choiceOf = ({ preferences, analytics, marketing }: ConsentRecord): ConsentChoice => ({
  preferences,
  analytics,
  marketing,
})

function formatSavedAt(timestamp: string): string {
  try {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(timestamp))
  } catch {
    return timestamp
  }
}

export function ConsentSettings() {
  const id = useId()
  const [choice, setChoice] = useState<ConsentChoice>(NO_OPTIONAL_CONSENT)
  const [saved, setSaved] = useState<ConsentRecord | null>(null)
  // Whether the stored record has been read: the server (and hydration) cannot know it.
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    const show = (record: ConsentRecord | null) => {
      setSaved(record)
      setChoice(record ? choiceOf(record) : NO_OPTIONAL_CONSENT)
    }
    show(readConsent())
    setLoaded(true)
    // A choice made in the banner or another tab shows here too.
    return onConsentChange(show)
  }, [])

  const save = () => {
    saveConsent(choice)
    void notify('success', CONSENT_SAVED_MESSAGE)
  }

  return (
    <div className="consent-settings">
      <ConsentSwitches idPrefix={`${id}-consent`} value={choice} onChange={setChoice} />
      <div className="actions">
        <Button onClick={save}>Save preferences</Button>
      </div>
      <p className="muted consent-saved-at">
        {!loaded ? (
          'Checking this browser for a saved choice…'
        ) : saved ? (
          <>
            Your current choice was saved on <time dateTime={saved.timestamp}>{formatSavedAt(saved.timestamp)}</time>{' '}
            under policy version <code>{saved.version}</code>.
          </>
        ) : (
          <>
            You have not saved a choice in this browser for policy version <code>{POLICY_VERSION}</code> yet, so only
            necessary items are used.
          </>
        )}
      </p>
    </div>
  )
}
