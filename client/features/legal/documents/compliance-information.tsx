import { Link } from '../../../ui'
import { APP_NAME, COMPANY, COMPLIANCE_CHECK_INTERVAL_DAYS } from '../../../../shared/constants'
import { legalPath } from '../../../../shared/legal-pages'
import { EmailLink, LegalDocument, LegalSection } from '../legal-document'

export default function ComplianceInformationPage() {
  return (
    <LegalDocument slug="compliance-information">
      <p>
        This page describes the frameworks {APP_NAME} is designed around and the controls that put them into practice.
        It does not claim any third-party certification or attestation, such as a SOC 2 report or an ISO 27001
        certificate. Where we say our controls are “aligned with” a framework, we mean we designed them against its
        requirements, not that an auditor has attested to them.
      </p>

      <LegalSection number={1} id="gdpr" title="GDPR and UK GDPR">
        <p>
          For the data your company puts into {APP_NAME} we act as your processor, and we offer data processing terms
          that meet Article 28 of the GDPR: processing only on your instructions, confidentiality of our staff,
          assistance with data subject requests, notice of new subprocessors, and deletion at the end of the service.
          Transfers outside the EEA and the UK rely on Standard Contractual Clauses. Lawful bases and rights are
          explained on our <Link to={legalPath('gdpr')}>GDPR page</Link>.
        </p>
      </LegalSection>

      <LegalSection number={2} id="ccpa" title="CCPA and CPRA">
        <p>
          For Customer Data we act as a service provider under the California Consumer Privacy Act: we use personal
          information only to provide the service you signed up for, and we do not sell it, share it for cross-context
          behavioural advertising, or combine it with data from other sources for our own purposes. How California
          residents exercise their rights is described in our{' '}
          <Link to={legalPath('privacy-policy')}>Privacy Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection number={3} id="soc2" title="Controls aligned with SOC 2">
        <p>Our controls follow the SOC 2 Trust Services Criteria for security, availability and confidentiality:</p>
        <h3>Access control and data isolation</h3>
        <ul>
          <li>
            Every table holding company data is protected by row-level security in Postgres, so a query only returns
            rows of a company the signed-in user belongs to, whatever the request asks for.
          </li>
          <li>
            The server calls the database with the user’s own credentials; a privileged service key is used only where
            no user exists, such as payment webhooks, and never reaches the browser.
          </li>
          <li>
            Roles are assigned by an existing administrator and enforced in the database; users cannot raise their own
            role.
          </li>
        </ul>
        <h3>Encryption</h3>
        <ul>
          <li>All traffic uses TLS, and HTTP Strict Transport Security keeps browsers on HTTPS.</li>
          <li>The database and its backups are encrypted at rest by our database host.</li>
          <li>
            Pages are served with a Content Security Policy using a fresh nonce per request, so only our own scripts and
            those of our payment provider can run.
          </li>
        </ul>
        <h3>Audit logging and monitoring</h3>
        <ul>
          <li>
            Security-relevant events are logged, including sign-ins, role changes, administrative actions and repeated
            attempts to open restricted areas without permission.
          </li>
          <li>
            Application errors are recorded with the time and page so that failures are investigated, and system health
            is monitored.
          </li>
        </ul>
        <h3>Change and vendor management</h3>
        <ul>
          <li>Code changes are reviewed and must pass our automated test suite before they are released.</li>
          <li>
            Subprocessors (Cloudflare, Supabase, Stripe and the integrations a customer enables) are chosen for their
            security practices and bound by written data protection terms.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={4} id="payments" title="Card payments">
        <p>
          Card details are entered in forms provided by Stripe and sent straight to Stripe; they never pass through or
          are stored on our servers. Stripe is responsible for protecting card data under its own PCI DSS compliance
          programme.
        </p>
      </LegalSection>

      <LegalSection number={5} id="ai-governance" title="AI governance">
        <ul>
          <li>AI output is advisory: our terms require a person to review it before the company acts on it.</li>
          <li>
            Customers choose where text is generated: Cloudflare Workers AI, their own OpenAI-compatible provider, or a
            built-in deterministic engine that sends nothing to a third-party model.
          </li>
          <li>
            Customer Data is not used to train AI models, and AI provider keys a company adds stay in its users’
            browsers.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={6} id="incidents" title="Incident response">
        <p>
          We investigate suspected security incidents as a priority. If one affects personal data you entrust to us, we
          notify your account administrators without undue delay, and within 72 hours of confirming it, with what we
          know, what we are doing and what you may need to do. Vulnerabilities can be reported to{' '}
          <EmailLink address={COMPANY.securityEmail} />.
        </p>
      </LegalSection>

      <LegalSection number={7} id="compliance-centre" title="The compliance centre">
        <p>
          Signed-in users can open the <Link to="/compliance">compliance centre</Link> to review pending GDPR and CCPA
          compliance updates, apply them, and schedule recurring compliance checks, every{' '}
          {COMPLIANCE_CHECK_INTERVAL_DAYS} days by default.
        </p>
      </LegalSection>

      <LegalSection number={8} id="requests" title="Security reviews and documents">
        <p>
          Customers can ask for our data processing agreement, subprocessor list or answers to a security questionnaire.
          Write to <EmailLink address={COMPANY.securityEmail} /> for security questions and{' '}
          <EmailLink address={COMPANY.salesEmail} /> for contractual documents. Enterprise plans include a security
          review. Our technical measures are summarised on the <Link to="/security">security page</Link>.
        </p>
      </LegalSection>
    </LegalDocument>
  )
}
