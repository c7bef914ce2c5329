import { Link } from '../../../ui'
import { APP_NAME, COMPANY } from '../../../../shared/constants'
import { legalPath } from '../../../../shared/legal-pages'
import { EmailLink, LegalDocument, LegalSection, SupportEmailLink } from '../legal-document'

export default function MessagingConsentPage() {
  return (
    <LegalDocument slug="messaging-consent">
      <p>
        This page explains the emails and text messages (SMS) {COMPANY.legalName} sends to people who use {APP_NAME},
        what you agree to when you opt in, and how to stop them. It applies to messages we send to you; messages your
        company sends to its own leads from the CRM are your company’s responsibility.
      </p>

      <LegalSection number={1} id="transactional-email" title="Transactional emails">
        <p>Creating an account means we send the emails needed to run it. These include:</p>
        <ul>
          <li>email address confirmation, one-time sign-in codes and password resets;</li>
          <li>receipts, invoices, failed-payment and plan-change notices;</li>
          <li>security alerts about your account;</li>
          <li>important notices about the service, including changes to our terms and policies.</li>
        </ul>
        <p>
          They are part of the service, so you cannot unsubscribe from them while your account is open. They do not
          contain marketing.
        </p>
      </LegalSection>

      <LegalSection number={2} id="optional-messages" title="Optional messages you can choose">
        <p>With your separate consent, we may also send:</p>
        <ul>
          <li>
            <strong>SMS alerts</strong> to the mobile number you give us: for example, a boardroom decision waiting for
            your review, a failed payment or a security alert.
          </li>
          <li>
            <strong>Marketing emails and SMS</strong>: product news, tips for working with your AI executives,
            invitations to webinars and offers.
          </li>
        </ul>
        <p>
          You opt in by ticking a box that is not pre-ticked, for example in onboarding or in your settings. Consent is
          never a condition of buying or using {APP_NAME}, and you can give it for SMS alerts without agreeing to
          marketing.
        </p>
      </LegalSection>

      <LegalSection number={3} id="frequency" title="How often">
        <p>
          Message frequency varies. SMS alerts depend on activity in your account. Marketing messages are sent no more
          than four times a month by email and no more than four times a month by SMS. We do not send marketing SMS
          between 9 pm and 8 am in your local time.
        </p>
      </LegalSection>

      <LegalSection number={4} id="stop-help" title="STOP, HELP and costs">
        <ul>
          <li>
            Reply <strong>STOP</strong> to any text message to stop all SMS from us. We send one final message
            confirming you are unsubscribed, and nothing more.
          </li>
          <li>
            Reply <strong>HELP</strong> for help. You can also write to <SupportEmailLink />.
          </li>
          <li>Message and data rates may apply, according to your mobile plan. We do not charge for messages.</li>
          <li>Mobile carriers are not liable for delayed or undelivered messages.</li>
        </ul>
      </LegalSection>

      <LegalSection number={5} id="withdraw" title="How to withdraw consent">
        <p>You can withdraw consent at any time, as easily as you gave it:</p>
        <ul>
          <li>reply STOP to a text message;</li>
          <li>use the unsubscribe link at the bottom of any marketing email;</li>
          <li>change your choices in your account settings; or</li>
          <li>
            write to <EmailLink address={COMPANY.privacyEmail} /> from the email address of your account.
          </li>
        </ul>
        <p>
          SMS opt-outs take effect immediately; email opt-outs within 10 business days at the latest, and usually at
          once. Withdrawing consent does not affect messages sent before, nor the transactional emails in section 1.
        </p>
      </LegalSection>

      <LegalSection number={6} id="records" title="Your number and our records">
        <p>
          We keep a record of your consent: what you agreed to, the number or address, the date and time, and the
          version of this page. We use it to prove consent and to honour opt-outs. We do not sell or share mobile
          numbers or consent records with third parties or affiliates for their marketing. They are processed only by
          the service providers that deliver messages for us, as described in our{' '}
          <Link to={legalPath('privacy-policy')}>Privacy Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection number={7} id="changes" title="Changes and contact">
        <p>
          If we change what we send in a way that needs new consent, we will ask again rather than assume it. Questions
          about this page: <SupportEmailLink />. Privacy questions: <EmailLink address={COMPANY.privacyEmail} />.
        </p>
      </LegalSection>
    </LegalDocument>
  )
}
