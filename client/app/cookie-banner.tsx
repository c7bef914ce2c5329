// spec §4 cookie banner: a non-modal region at the bottom of the page with a Simple tab (accept all,
// necessary only, customise) and an Advanced tab (one switch per category; necessary always on).
// Any choice saves the consent record, hides the banner and confirms with a toast (spec §8). The
// GDPR notice is shown at random (spec §9, a simulated location check); `random` is injectable.
// Loaded lazily by consent-gate.tsx, only when this browser has no valid consent.
import { useCallback, useId, useRef, useState } from 'react'
import { APP_NAME } from '../../shared/constants'
import type { ConsentChoice } from '../../shared/preferences'
import { legalPath } from '../../shared/legal-pages'
import { ConsentSwitches } from '../features/legal/consent-settings'
import { Alert, Button, Link } from '../ui'
import { Tabs } from '../ui/tabs'
import { ALL_CONSENT, NO_OPTIONAL_CONSENT, saveConsent, shouldShowGdprNotice } from './consent'
import { notify } from './notify'
import './cookie-banner.css'

export const CONSENT_MESSAGES = {
  all: 'All cookies accepted',
  necessary: 'Necessary cookies accepted',
  custom: 'Cookie preferences saved',
} as const

export const GDPR_NOTICE =
  'You appear to be browsing from the EU/EEA or UK. Under the GDPR we only use optional cookies with your consent.'

type Tab = 'simple' | 'advanced'

export default function CookieBanner({ random = Math.random }: { random?: () => number }) {
  const id = useId()
  const region = useRef<HTMLElement>(null)
  // Decided once per mount.
  const [gdprNotice] = useState(() => shouldShowGdprNotice(random))
  const [tab, setTab] = useState<Tab>('simple')
  const [choice, setChoice] = useState<ConsentChoice>(NO_OPTIONAL_CONSENT)
  const [hidden, setHidden] = useState(false)
  // 'Customise' unmounts the Simple panel with the focused button: focus moves to the first switch
  // you can change once the Advanced panel is in the document (Radix mounts it a render later).
  const focusSwitches = useRef(false)
  const advancedMounted = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node || !focusSwitches.current) return
      focusSwitches.current = false
      document.getElementById(`${id}-preferences`)?.focus()
    },
    [id],
  )

  const choose = (next: ConsentChoice, message: string) => {
    // The banner is about to go: focus inside it moves to the page's content, not to <body>.
    if (region.current?.contains(document.activeElement))
      document.getElementById('main')?.focus({ preventScroll: true })
    saveConsent(next)
    setHidden(true)
    void notify('success', message)
  }

  if (hidden) return null

  const simple = (
    <>
      <p>
        {APP_NAME} uses necessary cookies to keep you signed in and secure, to keep the settings you choose and to take
        you back to where you were. With your consent it also counts visits and may note which of its campaigns brought
        you here. Details in the <Link to={legalPath('cookie-policy')}>Cookies Policy</Link>.
      </p>
      <div className="cookie-banner-actions">
        <Button onClick={() => choose(ALL_CONSENT, CONSENT_MESSAGES.all)}>Accept all</Button>
        <Button variant="secondary" onClick={() => choose(NO_OPTIONAL_CONSENT, CONSENT_MESSAGES.necessary)}>
          Necessary only
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            focusSwitches.current = true
            setTab('advanced')
          }}
        >
          Customise
        </Button>
      </div>
    </>
  )

  const advanced = (
    <div ref={advancedMounted}>
      <ConsentSwitches idPrefix={id} value={choice} onChange={setChoice} />
      <div className="cookie-banner-actions">
        <Button onClick={() => choose(choice, CONSENT_MESSAGES.custom)}>Save preferences</Button>
      </div>
    </div>
  )

  return (
    <section ref={region} aria-label="Cookie consent" className="cookie-banner">
      <div className="cookie-banner-inner">
        <h2 className="cookie-banner-title">Your cookie choices</h2>
        {gdprNotice && <Alert>{GDPR_NOTICE}</Alert>}
        <Tabs
          label="Cookie consent options"
          value={tab}
          onValueChange={(value) => setTab(value as Tab)}
          tabs={[
            { value: 'simple', label: 'Simple', content: simple },
            { value: 'advanced', label: 'Advanced', content: advanced },
          ]}
        />
      </div>
    </section>
  )
}
