import { Link } from '../../../ui'
import { APP_NAME, COMPANY } from '../../../../shared/constants'
import { PLANS } from '../../../../shared/plans'
import { legalPath } from '../../../../shared/legal-pages'
import { LegalDocument, LegalSection, SupportEmailLink } from '../legal-document'

// The self-serve plans (paid by card); the others are priced and billed by agreement with sales.
const cardPlanNames = PLANS.filter((p) => p.monthlyPriceUsd !== null).map((p) => p.name)
const cardPlans =
  cardPlanNames.length > 1
    ? `${cardPlanNames.slice(0, -1).join(', ')} and ${cardPlanNames[cardPlanNames.length - 1]} plans`
    : `${cardPlanNames.join('')} plan`

export default function RefundPolicyPage() {
  return (
    <LegalDocument slug="refund-policy">
      <p>
        This policy explains when {COMPANY.legalName} refunds payments for {APP_NAME} and how to ask for a refund. It
        forms part of our <Link to={legalPath('terms-of-service')}>Terms of Service</Link>.
      </p>

      <LegalSection number={1} id="scope" title="What this policy covers">
        <p>
          It applies to the {cardPlans}, which are paid monthly in advance, in US dollars, by card through our payment
          provider, Stripe. Enterprise plans follow the refund terms in their order form; where the order form is
          silent, this policy applies.
        </p>
      </LegalSection>

      <LegalSection number={2} id="first-payment" title="14-day refund on your first subscription payment">
        <p>
          If {APP_NAME} is not right for your company, you can ask for a full refund of your company’s first
          subscription payment within 14 days of the date it was charged. We refund the whole amount, with no questions
          about your reasons, and close the subscription straight away. This applies once per company: it does not cover
          later renewals, or a new subscription opened after an earlier one was refunded.
        </p>
      </LegalSection>

      <LegalSection number={3} id="renewals" title="Monthly renewals and cancellation">
        <p>
          You can cancel at any time from the <Link to="/dashboard/billing">billing page of your dashboard</Link>. There
          is no minimum term and no cancellation fee. Your plan stays active until the end of the month you have paid
          for and is not charged again. Because you keep full access for that month, renewal payments are not refunded,
          in full or in part, except as described in sections 5 and 6.
        </p>
      </LegalSection>

      <LegalSection number={4} id="plan-changes" title="Changing plans">
        <ul>
          <li>
            <strong>Upgrades</strong> take effect immediately. You pay only the pro-rated difference between the two
            plans for the days left in your current billing month; from the next month you pay the new plan’s full
            price.
          </li>
          <li>
            <strong>Downgrades</strong> take effect from your next billing month. You keep the higher plan, with its
            seats, executives and sessions, until the month you have paid for ends, so there is no unused balance to
            refund. From then on you pay the lower price.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={5} id="billing-errors" title="Billing errors">
        <p>
          If we charge you by mistake, for example twice for the same month, after you cancelled, or at the wrong price,
          we refund the incorrect amount in full, whenever you tell us. Please check your invoices in Billing and let us
          know as soon as you notice anything wrong.
        </p>
      </LegalSection>

      <LegalSection number={6} id="service-problems" title="Service problems">
        <p>
          If a fault on our side makes {APP_NAME} substantially unavailable for a prolonged period, tell us and we will
          offer a pro-rated refund or a credit on your next invoice for the time affected. Problems caused by
          third-party services you connect (such as your own AI provider or an integration), or by a breach of our
          terms, are not covered.
        </p>
      </LegalSection>

      <LegalSection number={7} id="how-to-request" title="How to ask for a refund">
        <p>
          Write to <SupportEmailLink /> from the email address of an administrator of your account, with:
        </p>
        <ul>
          <li>your company’s name and the invoice number or the date and amount of the charge;</li>
          <li>which section of this policy you are relying on, and, for billing errors, what went wrong.</li>
        </ul>
        <p>
          We reply within one business day. Approved refunds are sent through Stripe to the card that was charged; your
          bank usually shows them within 5 to 10 business days. We cannot refund to a different card or account.
        </p>
      </LegalSection>

      <LegalSection number={8} id="chargebacks" title="Disputes and chargebacks">
        <p>
          Please contact us before disputing a charge with your bank; most problems are solved faster that way. If a
          chargeback is opened while we are resolving a request, we may pause the account until the dispute is closed.
          Accounts closed for a serious breach of our acceptable use rules are not eligible for the refund in section 2.
        </p>
      </LegalSection>

      <LegalSection number={9} id="your-rights" title="Your legal rights">
        <p>
          Nothing in this policy limits rights you have under the law that cannot be excluded by contract. Where the law
          gives you a stronger right to a refund, that right applies.
        </p>
      </LegalSection>
    </LegalDocument>
  )
}
