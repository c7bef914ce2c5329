import { Link } from '../../../ui'
import { APP_NAME, COMPANY } from '../../../../shared/constants'
import { legalPath } from '../../../../shared/legal-pages'
import { EmailLink, LegalDocument, LegalSection, SupportEmailLink } from '../legal-document'

export default function TermsOfServicePage() {
  return (
    <LegalDocument slug="terms-of-service">
      <p>
        These terms are an agreement between {COMPANY.legalName} (“we”, “us”) and the company or organisation that
        creates an {APP_NAME} account (“you”, the “Customer”). Whoever accepts them on the Customer’s behalf confirms
        they are authorised to do so. If you have signed an order form with us, the order form prevails where it differs
        from these terms.
      </p>

      <LegalSection number={1} id="service" title="The service">
        <p>
          {APP_NAME} gives your company a team of AI executives (CEO, CFO, CMO, CTO and COO) that analyse your own data,
          debate decisions in an AI boardroom and generate strategies, alongside a CRM for campaigns, leads, analytics
          and forecasts, billing, integrations with other services, an onboarding wizard and an admin area. We may
          improve or change features; we will not materially reduce the core functions of your paid plan during a
          billing period you have paid for.
        </p>
      </LegalSection>

      <LegalSection number={2} id="accounts" title="Accounts and roles">
        <ul>
          <li>
            Each person uses their own account, created with a valid work email address. Accounts are for people aged 18
            or over.
          </li>
          <li>
            Every account has a role. The default role lets a person work with their company’s executives, boardroom and
            CRM; the administrator role adds administrative functions. Roles are assigned by an existing administrator
            and enforced on our servers and in the database; nobody can grant themselves a role.
          </li>
          <li>
            You are responsible for the people you invite, for keeping passwords and one-time codes secret, and for what
            happens under your accounts.
          </li>
          <li>
            Tell us at once at <EmailLink address={COMPANY.securityEmail} /> if you suspect an account has been
            compromised.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={3} id="acceptable-use" title="Acceptable use">
        <p>You must not, and must not let anyone else:</p>
        <ul>
          <li>break the law, or infringe anyone’s intellectual property, privacy or other rights;</li>
          <li>
            upload data you have no right to process, including personal data collected without a lawful basis or
            special-category data the service is not meant to hold;
          </li>
          <li>send spam or unlawful marketing from the CRM, or contact leads who have opted out;</li>
          <li>
            try to reach another company’s data, probe or bypass our security or access controls, or test for
            vulnerabilities outside the rules on our <Link to="/security">security page</Link>
            {';'}
          </li>
          <li>overload the service, scrape it, resell it, or use it to build a competing product;</li>
          <li>
            use AI output to deceive people, for example by presenting it as advice from a qualified professional.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={4} id="ai-output" title="AI output is advisory">
        <p>
          Analyses, debates, forecasts, strategies and other text produced by the AI executives are generated
          automatically, either by a language model (Cloudflare Workers AI, or an OpenAI-compatible provider you
          configure) or by our built-in deterministic engine. They may be incomplete, out of date or wrong, and they
          depend on the data you provide.
        </p>
        <p>
          AI output is decision support, not professional advice. It is not financial, investment, accounting, tax,
          legal or employment advice, and no AI executive is an officer, employee or adviser of your company. A person
          in your company must review output before you act on it, and your company remains responsible for its
          decisions.
        </p>
      </LegalSection>

      <LegalSection number={5} id="your-data" title="Your data">
        <p>
          You own the data you and your users put into {APP_NAME} or connect to it (“Customer Data”), and the output
          generated from it. You grant us only the rights needed to host, process and display Customer Data to provide
          and secure the service. We do not sell Customer Data and do not use it to train AI models. When we process
          personal data on your behalf we act as your processor, as described in our{' '}
          <Link to={legalPath('privacy-policy')}>Privacy Policy</Link> and <Link to={legalPath('gdpr')}>GDPR page</Link>
          .
        </p>
        <p>
          You are responsible for the accuracy of Customer Data and for having the right to use it, including any
          notices and consents it requires.
        </p>
      </LegalSection>

      <LegalSection number={6} id="third-parties" title="Subprocessors and integrations">
        <p>
          We run the service with Cloudflare (hosting and AI inference), Supabase (database and authentication) and
          Stripe (card payments). When you enable an integration such as Notion, Stripe, People Data Labs (lead
          enrichment), Calendly, Plaid or TikTok, or configure your own AI provider, data flows between {APP_NAME} and
          that service at your instruction, and that provider’s own terms apply to your use of it. API keys your company
          adds for its AI provider are kept in your browser and are not sent to our database.
        </p>
      </LegalSection>

      <LegalSection number={7} id="fees" title="Fees and billing">
        <p>
          Paid plans are billed monthly in advance, in US dollars, on the card you add in Billing; Enterprise plans may
          be invoiced as agreed in an order form. Prices exclude taxes, which are added where the law requires. You can
          change plan or cancel at any time from Billing: a cancelled plan stays active until the end of the month you
          have paid for and is not renewed. Refunds follow our{' '}
          <Link to={legalPath('refund-policy')}>Refund Policy</Link>. If a payment fails, we will tell you and may
          restrict the account after a reasonable period if it stays unpaid.
        </p>
      </LegalSection>

      <LegalSection number={8} id="security" title="Confidentiality and security">
        <p>
          Each party keeps the other’s non-public information confidential and uses it only for this agreement. We
          protect Customer Data with the measures described on our <Link to="/security">security page</Link> and in our{' '}
          <Link to={legalPath('compliance-information')}>Compliance Information</Link>, and we will notify you without
          undue delay of a security incident affecting it.
        </p>
      </LegalSection>

      <LegalSection number={9} id="termination" title="Suspension and termination">
        <p>
          You may close your account at any time. We may suspend access immediately if it is needed to stop a security
          threat, a serious breach of section 3 or unlawful activity, and may terminate these terms on written notice if
          a material breach is not remedied within 30 days. After closure you have 30 days to export Customer Data or
          ask us for a copy; we then delete it as set out in our Privacy Policy.
        </p>
      </LegalSection>

      <LegalSection number={10} id="warranties" title="Warranties and liability">
        <p>
          We will provide the service with reasonable skill and care. Apart from that, and to the extent the law allows,
          the service and its AI output are provided “as is”, without warranties of fitness for a particular purpose or
          of uninterrupted or error-free operation.
        </p>
        <p>
          To the extent the law allows, neither party is liable for indirect or consequential loss, or for lost profits,
          revenue or data arising from decisions based on AI output, and each party’s total liability under these terms
          is limited to the fees paid or payable by you in the 12 months before the claim. Nothing in these terms limits
          liability that cannot be limited by law.
        </p>
      </LegalSection>

      <LegalSection number={11} id="changes" title="Changes and contact">
        <p>
          We may update these terms. For material changes we will give at least 30 days’ notice by email or in the
          product; continuing to use the service after that date means you accept the new terms. These terms are
          governed by the law stated in your order form or, if none is stated, the law of the place where{' '}
          {COMPANY.legalName} is incorporated. Questions: <SupportEmailLink />. Our postal address is the one shown on
          your invoice or order form.
        </p>
      </LegalSection>
    </LegalDocument>
  )
}
