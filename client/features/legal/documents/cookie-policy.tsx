import { Link, Table } from '../../../ui'
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

type StoredItem = { storageKey: string; category: 'Necessary' | 'Preferences'; purpose: string; kept: string }

const UNTIL_CLEARED = 'Until you change it or clear your browser’s site data.'
const UNTIL_TAB_CLOSED = 'In session storage: until you close the tab.'

const STORED_ITEMS: readonly StoredItem[] = [
  {
    storageKey: STORAGE_KEYS.cookieConsent,
    category: 'Necessary',
    purpose: 'Your cookie choices for each category, when you made them and the policy version they refer to.',
    kept: 'Until you change your choices or clear your browser’s site data. A new policy version asks you again.',
  },
  {
    storageKey: 'sb-…-auth-token',
    category: 'Necessary',
    purpose: 'Your sign-in session, kept by our authentication library (Supabase) and refreshed automatically.',
    kept: 'Until you sign out or the session expires.',
  },
  {
    storageKey: STORAGE_KEYS.companyApiKeys,
    category: 'Necessary',
    purpose:
      'API keys your company adds for its own AI provider, only if you add them. They stay in this browser and are never stored on our servers.',
    kept: 'Until you remove them in Settings or clear your browser’s site data.',
  },
  {
    storageKey: STORAGE_KEYS.theme,
    category: 'Necessary',
    purpose: 'The theme you chose: light, dark or system. Stored only once you choose one, because you asked for it.',
    kept: UNTIL_CLEARED,
  },
  {
    storageKey: STORAGE_KEYS.accessibility,
    category: 'Necessary',
    purpose:
      'The accessibility settings you chose: high contrast, large text, reduced motion, enhanced focus, screen-reader mode, text spacing, inverted colours and font size. Stored only once you change one, because you asked for it.',
    kept: UNTIL_CLEARED,
  },
  {
    storageKey: SESSION_KEYS.guardAttempts,
    category: 'Necessary',
    purpose:
      'How many times this tab tried to open an area that needs signing in, so repeated attempts can be logged for security.',
    kept: UNTIL_TAB_CLOSED,
  },
  {
    storageKey: SESSION_KEYS.routeHistory,
    category: 'Necessary',
    purpose: `The addresses of the last ${ROUTE_HISTORY_SIZE} pages of this site you visited in this tab (paths only, nothing else about you), for the “Back to where you were” link on missing pages and refused areas. It never leaves your browser; the link cannot work without it, so it is kept whatever your choices.`,
    kept: UNTIL_TAB_CLOSED,
  },
]

export default function CookiePolicyPage() {
  return (
    <LegalDocument slug="cookie-policy">
      <p>
        This policy explains what {APP_NAME} keeps in your browser and why. It is version {POLICY_VERSION}; your cookie
        choices are recorded against this version.
      </p>

      <LegalSection number={1} id="what-are-cookies" title="Cookies and browser storage">
        <p>
          Cookies are small files a website stores in your browser. Similar technologies, such as the browser’s local
          storage, work in almost the same way and are covered by the same law, so this policy calls them all “cookies”.{' '}
          {APP_NAME} itself keeps its items in local storage and session storage rather than in HTTP cookies. We do not
          use third-party advertising or tracking cookies.
        </p>
      </LegalSection>

      <LegalSection number={2} id="categories" title="The four categories">
        <ul>
          <li>
            <strong>Necessary</strong>: needed for the site to work, to keep you signed in, to remember your cookie
            choices, to keep the theme and accessibility settings you choose (a setting you ask for is part of the
            service you asked for), and to remember the pages of this site you visited in a tab so that a missing page
            can take you back to where you were. They are always on and cannot be switched off, because the service
            cannot run without them.
          </li>
          <li>
            <strong>Preferences</strong>: optional conveniences beyond what you set yourself. {APP_NAME} keeps nothing
            under this category today; your choice is recorded so that anything added to it later is used only if you
            said yes. Off unless you switch it on.
          </li>
          <li>
            <strong>Analytics</strong>: let us measure which pages are used so we can improve them. Off unless you
            switch them on.
          </li>
          <li>
            <strong>Marketing</strong>: let us measure which of our own campaigns brought you to {APP_NAME}. Off unless
            you switch them on.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={3} id="stored-items" title="What we store">
        <Table caption={`Items ${APP_NAME} keeps in your browser’s local storage and session storage.`}>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Category</th>
              <th scope="col">Purpose</th>
              <th scope="col">Kept</th>
            </tr>
          </thead>
          <tbody>
            {STORED_ITEMS.map((item) => (
              <tr key={item.storageKey}>
                <th scope="row">
                  <code>{item.storageKey}</code>
                </th>
                <td>{item.category}</td>
                <td>{item.purpose}</td>
                <td>{item.kept}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p>The part of the session key shown as “…” is the identifier of our database project.</p>
      </LegalSection>

      <LegalSection number={4} id="analytics" title="Analytics">
        <p>
          Our analytics are first-party: events such as “a page was visited” are sent only to our own endpoint,{' '}
          <code>/api/events</code>, and stored with the rest of our service data. No analytics provider receives them
          and no analytics script from another company is loaded. Nothing is collected until you allow the analytics
          category, and collection stops as soon as you withdraw it.
        </p>
      </LegalSection>

      <LegalSection number={5} id="marketing" title="Marketing">
        <p>
          With marketing consent we may record which of our own campaigns or referral links brought you to the site, to
          judge where our marketing works. We do not load advertising networks or social media pixels. If that ever
          changes, we will list each provider here and ask for your consent again before anything is set.
        </p>
      </LegalSection>

      <LegalSection number={6} id="third-party" title="Cookies set by other services">
        <p>
          When you add a card in Billing, the payment form is provided by Stripe, which may set its own cookies (such as{' '}
          <code>__stripe_mid</code> and <code>__stripe_sid</code>) to prevent fraud. They are necessary for the payment
          and are governed by Stripe’s privacy policy. When an administrator connects an integration such as Notion,
          Calendly, Plaid or TikTok, the sign-in step takes place on that service’s own site, under its own cookie
          policy.
        </p>
      </LegalSection>

      <LegalSection number={7} id="your-choices" title="Your choices">
        <p>
          On your first visit the cookie banner lets you accept all categories, accept only the necessary ones, or
          choose Customise to set each category yourself. You can change your mind at any time as described in{' '}
          <Link to={legalPath('cookie-settings')}>Cookie Settings</Link>. You can also clear this site’s data in your
          browser’s settings; the banner then asks again on your next visit. Your browser’s own controls can block
          storage altogether, but signing in needs the necessary items.
        </p>
      </LegalSection>

      <LegalSection number={8} id="contact" title="Contact">
        <p>
          Questions about this policy: <EmailLink address={COMPANY.privacyEmail} />. How we handle the personal data
          involved is explained in our <Link to={legalPath('privacy-policy')}>Privacy Policy</Link>.
        </p>
      </LegalSection>
    </LegalDocument>
  )
}
