import { lazy, Suspense } from 'react'
import { useMounted } from '../../../app/use-mounted'
import { Link } from '../../../ui'
import {
  APP_NAME,
  COMPANY,
  POLICY_VERSION,
  ROUTE_HISTORY_SIZE,
  SESSION_KEYS,
  STORAGE_KEYS,
} from '../../../../shared/constants'
import { legalPath } from '../../../../shared/legal-pages'
import { EmailLink, LegalDocument, LegalSection } from '../legal-document'

// The form (Radix switches, sonner) loads with this page only, not with the other legal documents.
const ConsentSettings = lazy(() => import('../consent-settings').then((m) => ({ default: m.ConsentSettings })))

type Category = { id: string; name: string; state: string; allows: string; stores: string; ifOff: string }

const CATEGORIES: readonly Category[] = [
  {
    id: 'necessary',
    name: 'Necessary',
    state: 'Always on. Cannot be switched off.',
    allows:
      'The site to work and to keep what you set yourself: keeping you signed in and secure, remembering your cookie choices, your theme and accessibility settings, the AI provider keys your company adds in this browser, and the “Back to where you were” link on a missing page.',
    stores: `Your consent record (${STORAGE_KEYS.cookieConsent}), your sign-in session, your theme (${STORAGE_KEYS.theme}) and accessibility settings (${STORAGE_KEYS.accessibility}) once you change them, your company’s AI provider keys if you add any (${STORAGE_KEYS.companyApiKeys}), and, for this tab only, a count of attempts to open an area that needs signing in (${SESSION_KEYS.guardAttempts}) and the addresses of the last ${ROUTE_HISTORY_SIZE} pages of this site you visited (${SESSION_KEYS.routeHistory}).`,
    ifOff:
      'These cannot be refused through the consent settings: without them you could not sign in, and a theme or accessibility setting you chose would be forgotten on the next page. To remove your theme and accessibility settings, reset them in the Accessibility panel or clear this site’s data.',
  },
  {
    id: 'preferences',
    name: 'Preferences',
    state: 'Off until you choose otherwise.',
    allows:
      'Optional conveniences beyond what you set yourself. Nothing uses this category today; your answer is kept so that anything added to it later is used only if you said yes.',
    stores: 'Nothing at present.',
    ifOff: 'Nothing changes today: the product works exactly the same.',
  },
  {
    id: 'analytics',
    name: 'Analytics',
    state: 'Off until you choose otherwise.',
    allows:
      'Sending first-party events, such as which pages are visited, to our own endpoint so that we can see what works and improve it.',
    stores: 'Nothing is shared with an analytics company; events go only to our servers.',
    ifOff: 'No analytics event is collected at all. The product works exactly the same.',
  },
  {
    id: 'marketing',
    name: 'Marketing',
    state: 'Off until you choose otherwise.',
    allows:
      'Recording which of our own campaigns or referral links brought you to the site, so we can judge where our marketing works.',
    stores: 'No advertising networks or social media pixels are loaded.',
    ifOff: 'Nothing about your visit is used for marketing measurement.',
  },
]

export default function CookieSettingsPage() {
  const mounted = useMounted()
  return (
    <LegalDocument slug="cookie-settings">
      <p>
        {APP_NAME} asks before it keeps anything in your browser that it does not strictly need. This page explains the
        four consent categories, what each one allows, how your choices are recorded and how to change them. The full
        list of stored items is in our <Link to={legalPath('cookie-policy')}>Cookies Policy</Link>.
      </p>

      <LegalSection number={1} id="how-consent-works" title="How consent works">
        <p>
          On your first visit, a cookie banner appears shortly after the page loads. Until you answer it, only necessary
          items are used. The banner offers three choices:
        </p>
        <ul>
          <li>
            <strong>Accept all</strong> switches on preferences, analytics and marketing.
          </li>
          <li>
            <strong>Necessary only</strong> keeps every optional category off.
          </li>
          <li>
            <strong>Customise</strong> lets you switch each optional category on or off before saving.
          </li>
        </ul>
        <p>Whichever you choose, the banner closes and does not ask again on this browser unless the policy changes.</p>
      </LegalSection>

      <LegalSection number={2} id="categories" title="The consent categories">
        {CATEGORIES.map((c) => (
          <section key={c.id} id={`category-${c.id}`} aria-labelledby={`category-${c.id}-title`}>
            <h3 id={`category-${c.id}-title`}>{c.name}</h3>
            <p>
              <strong>{c.state}</strong>
            </p>
            <dl>
              <dt>What it allows</dt>
              <dd>{c.allows}</dd>
              <dt>What is stored</dt>
              <dd>{c.stores}</dd>
              <dt>If it is off</dt>
              <dd>{c.ifOff}</dd>
            </dl>
          </section>
        ))}
      </LegalSection>

      <LegalSection number={3} id="record" title="How your choices are saved">
        <p>
          Your choices are saved in this browser’s local storage under <code>{STORAGE_KEYS.cookieConsent}</code>, not on
          our servers. The record holds:
        </p>
        <ul>
          <li>
            <code>necessary</code>: always <code>true</code>
            {';'}
          </li>
          <li>
            <code>preferences</code>, <code>analytics</code> and <code>marketing</code>: <code>true</code> or{' '}
            <code>false</code>, as you chose;
          </li>
          <li>the date and time you made the choice;</li>
          <li>
            the policy version the choice refers to, currently <code>{POLICY_VERSION}</code>.
          </li>
        </ul>
        <p>
          When we change our cookie or privacy policy in a way that affects these categories, the policy version changes
          and the banner asks you again: we never carry a choice over to purposes you were not told about. Because the
          record lives in your browser, each browser and device you use keeps its own choices.
        </p>
      </LegalSection>

      <LegalSection number={4} id="change" title="Changing your choices">
        <ul>
          <li>
            Use the switches under <a href="#your-choices">Your choices</a> below to switch any optional category on or
            off, then choose <strong>Save preferences</strong>. The change takes effect straight away.
          </li>
          <li>
            Clear this site’s data in your browser settings to remove the record and every optional item. The banner
            appears again on your next visit. Clearing site data also signs you out and removes any AI provider keys
            kept in that browser.
          </li>
          <li>
            Withdrawing analytics or marketing consent stops collection from that moment. To have events already
            collected deleted, write to <EmailLink address={COMPANY.privacyEmail} />.
          </li>
        </ul>
        <p>
          Withdrawing consent is as easy as giving it, and refusing optional categories never limits what you can do in{' '}
          {APP_NAME}.
        </p>
      </LegalSection>

      <LegalSection number={5} id="your-choices" title="Your choices">
        <p>These switches show and change the choice saved in this browser. Necessary items are always on.</p>
        {/* The choices live in this browser: the form loads there, not on the server. */}
        <Suspense fallback={<p className="muted">Loading your cookie choices…</p>}>
          {mounted ? <ConsentSettings /> : <p className="muted">Loading your cookie choices…</p>}
        </Suspense>
      </LegalSection>

      <LegalSection number={6} id="more" title="More information">
        <p>
          How we handle personal data is explained in our <Link to={legalPath('privacy-policy')}>Privacy Policy</Link>,
          and your rights under the GDPR on our <Link to={legalPath('gdpr')}>GDPR page</Link>. Questions about consent:{' '}
          <EmailLink address={COMPANY.privacyEmail} />.
        </p>
      </LegalSection>
    </LegalDocument>
  )
}
