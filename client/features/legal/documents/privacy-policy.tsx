import { Link } from '../../../ui'
import { APP_NAME, COMPANY } from '../../../../shared/constants'
import { legalPath } from '../../../../shared/legal-pages'
import { EmailLink, LegalDocument, LegalSection } from '../legal-document'

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument slug="privacy-policy">
      <p>
        This policy explains how {COMPANY.legalName} handles personal data in {APP_NAME}: on our website, in the app and
        when we communicate with you. Questions go to <EmailLink address={COMPANY.privacyEmail} />.
      </p>

      <LegalSection number={1} id="roles" title="Who is responsible">
        <p>
          We are the <strong>controller</strong> of account, billing, website and communication data: we decide why and
          how it is used. For the data a company puts into {APP_NAME} or connects to it (its figures, CRM leads,
          campaigns, decisions and strategies, “Customer Data”), the company is the controller and we are its{' '}
          <strong>processor</strong>: we process that data only on its instructions. If you are a lead or contact held
          in a customer’s CRM, please contact that company first; we will help it answer you.
        </p>
      </LegalSection>

      <LegalSection number={2} id="data-we-collect" title="What we collect">
        <ul>
          <li>
            <strong>Account data:</strong> name, work email, password (stored only as a hash by our authentication
            provider), avatar, role, company and industry.
          </li>
          <li>
            <strong>Customer Data:</strong> what your company enters or imports, and what connected integrations send at
            your request.
          </li>
          <li>
            <strong>Billing data:</strong> plan, invoices and payment status. Card details are entered in Stripe’s form
            and go straight to Stripe; we never see full card numbers.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type and request logs kept for security, and error
            reports (message, time, page address and browser) when something fails.
          </li>
          <li>
            <strong>Usage analytics:</strong> which pages are opened and when, collected by our own endpoint, and only
            if you allow analytics cookies.
          </li>
          <li>
            <strong>Communications:</strong> messages you send us, and your choices about emails and text messages.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={3} id="use" title="How we use it">
        <p>
          We use personal data to provide the service and keep it secure, to bill you, to support you, to send the
          messages described in our <Link to={legalPath('messaging-consent')}>Messaging Consent</Link> and, with
          consent, to understand how the product is used. The lawful basis for each use is set out on our{' '}
          <Link to={legalPath('gdpr')}>GDPR page</Link>. We do not sell personal data and we do not share it for
          cross-context behavioural advertising.
        </p>
      </LegalSection>

      <LegalSection number={4} id="ai" title="How the AI executives process data">
        <p>
          When an executive analyses your data or the boardroom debates a question, the relevant Customer Data is sent
          to the text generator your company has chosen: Cloudflare Workers AI, an OpenAI-compatible provider your
          company configures (under your own agreement with that provider), or our built-in deterministic engine, which
          runs without any third-party model. We do not use Customer Data to train AI models. The executives give advice
          to your company; they do not take decisions about individuals that have legal or similarly significant
          effects.
        </p>
      </LegalSection>

      <LegalSection number={5} id="subprocessors" title="Who we share it with">
        <p>We share personal data only with service providers that process it for us under written terms:</p>
        <ul>
          <li>
            <strong>Cloudflare</strong>: hosting of the app at the edge, network security and Workers AI inference.
          </li>
          <li>
            <strong>Supabase</strong>: the Postgres database, with row-level security, and user authentication.
          </li>
          <li>
            <strong>Stripe</strong>: card payments, subscriptions and invoices.
          </li>
          <li>
            <strong>Integrations your company enables</strong>: Notion (notes), Stripe (your own payment data), People
            Data Labs (company enrichment: only a lead’s email domain, sent when a member chooses to enrich that lead),
            Calendly (scheduling), Plaid (bank account linking) and TikTok (short-video marketing), plus any AI provider
            you configure. Nothing is exchanged with them until an administrator connects them.
          </li>
        </ul>
        <p>
          We may also disclose data to professional advisers under confidentiality, to a buyer of our business, or where
          the law requires it.
        </p>
      </LegalSection>

      <LegalSection number={6} id="transfers" title="International transfers">
        <p>
          Our providers operate globally, so personal data may be processed outside your country, including in the
          United States. When data leaves the European Economic Area, the United Kingdom or Switzerland, we rely on the
          European Commission’s Standard Contractual Clauses (with the UK addendum where relevant) or on an adequacy
          decision, and we assess the protection the recipient provides.
        </p>
      </LegalSection>

      <LegalSection number={7} id="retention" title="How long we keep it">
        <ul>
          <li>
            Account and Customer Data: while the account is open. After closure you have 30 days to export it or ask us
            for a copy; we then delete it, and it leaves our backups as they roll over, within a further 90 days.
          </li>
          <li>Billing records: as long as tax and accounting law requires.</li>
          <li>Security logs and error reports: up to 12 months.</li>
          <li>Analytics events: up to 13 months, or until you withdraw consent and ask us to delete them.</li>
          <li>
            Records of consent: for as long as we rely on the consent, and then as long as we may need to prove it.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={8} id="security" title="Security">
        <p>
          Data is encrypted in transit and at rest, company data is isolated by row-level security policies in the
          database, and secrets stay on the server. Read more on our <Link to="/security">security page</Link> and in
          our <Link to={legalPath('compliance-information')}>Compliance Information</Link>.
        </p>
      </LegalSection>

      <LegalSection number={9} id="rights" title="Your rights">
        <p>
          Depending on where you live, you can ask to access, correct, delete or receive a copy of your personal data,
          to restrict or object to its processing, and to withdraw consent at any time. Residents of the European
          Economic Area and the United Kingdom have the rights described on our{' '}
          <Link to={legalPath('gdpr')}>GDPR page</Link>.
        </p>
        <p>
          California residents have the right under the CCPA to know what personal information we collect, use and
          disclose, to delete and correct it, to opt out of its sale or sharing (we do neither), and not to be treated
          differently for exercising these rights. An authorised agent may act for you with your written permission.
        </p>
        <p>
          To exercise any right, write to <EmailLink address={COMPANY.privacyEmail} /> from your account’s email
          address. We will verify your identity before acting and reply within one month (45 days for CCPA requests),
          telling you if we need longer.
        </p>
      </LegalSection>

      <LegalSection number={10} id="cookies" title="Cookies and browser storage">
        <p>
          We keep a few items in your browser, such as your theme and your cookie choices. Analytics and marketing only
          run if you agree. See the <Link to={legalPath('cookie-policy')}>Cookies Policy</Link> and{' '}
          <Link to={legalPath('cookie-settings')}>Cookie Settings</Link>.
        </p>
      </LegalSection>

      <LegalSection number={11} id="changes" title="Children and changes to this policy">
        <p>
          {APP_NAME} is a business service and is not meant for anyone under 18. We will post changes to this policy
          here with a new date and, if they are significant, tell account holders by email before they take effect.
        </p>
      </LegalSection>
    </LegalDocument>
  )
}
