// /dashboard/campaigns/payment-success: where Stripe Checkout sends the user back
// (?session_id=cs_…). The page says nothing about a payment until the Worker has asked Stripe for
// that session and confirmed it belongs to the user's company (GET /api/billing/checkout-session);
// then it shows what Stripe says, and the plan as the database has it (changed only by Stripe's
// webhook, so it may follow a few seconds later). A link naming a campaign (?campaign=) confirms
// only that the campaign is the user's company's: campaigns are not paid through Stripe here.
import { useSearchParams } from 'react-router'
import { planById } from '../../../shared/plans'
import { CHECKOUT_SESSION_ID, type CheckoutSessionStatus } from '../../../shared/schemas/billing'
import { isRowId } from '../../../shared/schemas/crm'
import { DataError } from '../../lib/errors'
import { Alert, ButtonLink, Card, PageHeader } from '../../ui'
import { useBillingSetup, useCheckoutSession, useCompanyPlan } from '../billing/api'
import { money, PaymentsSetupMissing } from '../billing/stripe-sections'
import { LoadError, DetailSkeleton } from '../../ui/query-state'
import { useCampaign } from './api'

export const PAYMENT_NOT_VERIFIED =
  'Payments are not connected to Boardroom AI yet, so we cannot confirm that a payment went through, and nothing has been charged or recorded here. Your payment provider’s receipt is the record of any payment.'

/** A provider's checkout reference, shown only if it looks like one (never arbitrary text). */
const reference = (value: string | null) => (value && /^[A-Za-z0-9_-]{6,120}$/.test(value) ? value : null)

function Unverified({ paymentRef }: { paymentRef: string | null }) {
  return (
    <Alert tone="info">
      <p className="mb-1">{PAYMENT_NOT_VERIFIED}</p>
      {paymentRef && (
        <p className="m-0">
          Reference the provider sent: <code className="break-all">{paymentRef}</code>. Quote it if you contact support.
        </p>
      )}
    </Alert>
  )
}

function CampaignCheck({ id, paymentRef }: { id: string; paymentRef: string | null }) {
  const campaign = useCampaign(id)
  if (campaign.isPending) return <DetailSkeleton label="Checking the campaign…" />
  if (campaign.isError)
    return <LoadError what="the campaign" error={campaign.error} onRetry={() => void campaign.refetch()} />
  if (!campaign.data)
    return (
      <>
        <Alert tone="error">
          Campaign not found: the campaign named in this link does not exist, or it belongs to a company you are not
          part of.
        </Alert>
        <Unverified paymentRef={paymentRef} />
        <ButtonLink to="/dashboard/campaigns">Go to your campaigns</ButtonLink>
      </>
    )
  return (
    <Card as="div" className="max-w-3xl">
      <h2 className="text-xl">{`You are back from the payment page for “${campaign.data.name}”`}</h2>
      <p>This campaign belongs to your company. Its plan, budget and status are unchanged by this visit.</p>
      <Unverified paymentRef={paymentRef} />
      <div className="actions mb-0">
        <ButtonLink to={`/dashboard/campaigns/${campaign.data.id}`}>Open the campaign</ButtonLink>
        <ButtonLink to="/dashboard/campaigns" variant="secondary">
          All campaigns
        </ButtonLink>
      </div>
    </Card>
  )
}

/** The plan as the database has it, looked at again every few seconds until Stripe's webhook applied it. */
function PlanAfterPayment({ session }: { session: CheckoutSessionStatus }) {
  const expected = session.plan
  const plan = useCompanyPlan(session.companyId, {
    refetchInterval: (q) => (expected && q.state.data?.plan !== expected ? 3000 : false),
  })
  if (!plan.data) return null
  if (expected && plan.data.plan !== expected)
    return (
      <p data-testid="plan-after-payment">{`Your company is on the ${planById(plan.data.plan).name} plan until Stripe’s notice of this payment reaches us (usually within seconds); this page updates by itself.`}</p>
    )
  return <p data-testid="plan-after-payment">{`Your company is now on the ${planById(plan.data.plan).name} plan.`}</p>
}

function SubscriptionCheckout({ id }: { id: string }) {
  const setup = useBillingSetup()
  const configured = setup.data?.configured === true
  const session = useCheckoutSession(id, configured)
  if (setup.isPending || (configured && session.isPending))
    return <DetailSkeleton label="Confirming your payment with Stripe…" />
  if (setup.isError)
    return <LoadError what="the payment settings" error={setup.error} onRetry={() => void setup.refetch()} />
  if (!configured)
    return (
      <>
        <PaymentsSetupMissing setup={setup.data} />
        <Unverified paymentRef={id} />
      </>
    )
  if (session.isError) {
    if (session.error instanceof DataError && (session.error.status === 404 || session.error.status === 400))
      return (
        <>
          <Alert tone="error">{`We could not confirm this payment: ${session.error.message}.`}</Alert>
          <ButtonLink to="/dashboard/billing">Go to billing</ButtonLink>
        </>
      )
    return <LoadError what="the payment" error={session.error} onRetry={() => void session.refetch()} />
  }
  const s = session.data!
  const paid = s.status === 'complete' && s.paymentStatus !== 'unpaid'
  return (
    <Card as="div" className="max-w-3xl">
      {paid ? (
        <>
          <h2 className="text-xl">Payment confirmed by Stripe</h2>
          <p data-testid="payment-confirmed">
            {`Stripe confirms this checkout${s.plan ? ` for the ${planById(s.plan).name} plan` : ''}${s.amountTotal !== null && s.currency ? `: ${money(s.amountTotal, s.currency)}` : ''}.`}
          </p>
          <PlanAfterPayment session={s} />
        </>
      ) : (
        <>
          <h2 className="text-xl">No payment confirmed</h2>
          <p data-testid="payment-unconfirmed">{`Stripe has not confirmed a payment for this checkout (checkout ${s.status ?? 'unknown'}, payment ${s.paymentStatus}). Nothing was changed.`}</p>
        </>
      )}
      <div className="actions mb-0">
        <ButtonLink to="/dashboard/billing">Go to billing</ButtonLink>
      </div>
    </Card>
  )
}

export default function PaymentSuccessPage() {
  const [params] = useSearchParams()
  const id = params.get('campaign') ?? undefined
  const sessionId = params.get('session_id')
  const paymentRef = reference(sessionId)
  if (!id && sessionId && CHECKOUT_SESSION_ID.test(sessionId))
    return (
      <>
        <PageHeader title="Payment" lead="What Stripe confirms about your checkout." />
        <SubscriptionCheckout id={sessionId} />
      </>
    )
  return (
    <>
      <PageHeader
        title="Campaign payment"
        lead="What we can confirm after you return from the card payment provider."
      />
      {isRowId(id) ? (
        <CampaignCheck id={id} paymentRef={paymentRef} />
      ) : (
        <>
          <Alert tone="info">This link does not name a campaign of yours, so there is nothing to confirm here.</Alert>
          <Unverified paymentRef={paymentRef} />
          <ButtonLink to="/dashboard/campaigns">Go to your campaigns</ButtonLink>
        </>
      )}
    </>
  )
}
