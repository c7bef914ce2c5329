// /dashboard/billing: the company's plan (and any plan change an owner requested), usage against
// the plan's countable limits (members vs seats, this month's boardroom sessions), changing plan
// (owners; everyone else reads), invoices and payment method. With Stripe configured (GET
// /api/billing/setup) the plan is bought in Stripe Checkout, the card managed in the Customer Portal
// and invoices listed from Stripe; without it the page names the settings the operator must set,
// says plainly that no card payment provider is connected, and plan changes are requests.
import { CreditCard, Receipt } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { planById, PLAN_IDS } from '../../../shared/plans'
import type { BillingSetup } from '../../../shared/schemas/billing'
import { Alert, PageHeader, Section } from '../../ui'
import { useIntegrationRequests } from '../company/api'
import { useMembers } from '../members/api'
import type { Membership, MembershipCompany } from '../../lib/membership'
import { MembershipGate } from '../../app/membership-gate'
import { formatDate } from '../../lib/format-date'
import { DetailSkeleton, LoadError } from '../../ui/query-state'
import { useBillingSetup, useBoardroomSessionsThisMonth, useCompanyPlan } from './api'
import { ChangePlan, CurrentPlan, Usage } from './plan-sections'
import { PaymentMethod, PaymentsSetupMissing, StripeInvoices, SubscriptionStatus } from './stripe-sections'

function StripeStatus({ companyId }: { companyId: string }) {
  const requests = useIntegrationRequests(companyId)
  const stripe = requests.data?.find((r) => r.provider === 'stripe')
  if (!stripe) return null
  return (
    <p className="muted text-sm">{`Your company requested the Stripe integration on ${formatDate(stripe.requested_at)}; it is not connected yet.`}</p>
  )
}

function PaymentsNotConnected({ companyId, setup }: { companyId: string; setup: BillingSetup | undefined }) {
  return (
    <>
      {setup && <PaymentsSetupMissing setup={setup} />}
      <Section title="Invoices" id="invoices">
        <p className="flex items-start gap-2">
          <Receipt aria-hidden="true" size={20} className="mt-1 shrink-0" />
          <span>
            Invoices appear here once card payments (Stripe) are connected. No payment provider is configured on this
            deployment, so no invoice has been issued and nothing has been charged.
          </span>
        </p>
        <StripeStatus companyId={companyId} />
      </Section>
      <Section title="Payment method" id="payment-method">
        <p className="flex items-start gap-2">
          <CreditCard aria-hidden="true" size={20} className="mt-1 shrink-0" />
          <span>
            No payment method is on file. Once card payments (Stripe) are connected, a card is added on Stripe's own
            page; Boardroom never stores card details.
          </span>
        </p>
      </Section>
    </>
  )
}

function BillingWorkspace({ company, role }: { company: MembershipCompany; role: Membership['role'] }) {
  const plan = useCompanyPlan(company.id)
  const members = useMembers(company.id)
  const sessions = useBoardroomSessionsThisMonth(company.id)
  const setup = useBillingSetup()
  const card = setup.data?.configured === true
  if (plan.isPending) return <DetailSkeleton label="Loading your plan…" />
  if (plan.isError) return <LoadError what="your plan" error={plan.error} onRetry={() => void plan.refetch()} />
  return (
    <>
      <CurrentPlan plan={plan.data} members={members.data ?? []} canRequest={role === 'owner'} companyId={company.id} />
      {card && <SubscriptionStatus plan={plan.data} />}
      {members.isError ? (
        <LoadError what="your members" error={members.error} onRetry={() => void members.refetch()} />
      ) : sessions.isError ? (
        <LoadError
          what="this month's boardroom sessions"
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <Usage
          plan={planById(plan.data.plan)}
          members={members.data?.length ?? null}
          sessions={sessions.data ?? null}
        />
      )}
      {/* until the caller's role is known, neither the owner's choices nor the read-only note */}
      {!setup.isPending && (
        <ChangePlan plan={plan.data} role={role} companyId={company.id} companyName={company.name} setup={setup.data} />
      )}
      {card ? (
        <>
          <StripeInvoices companyId={company.id} role={role} />
          <PaymentMethod plan={plan.data} role={role} companyId={company.id} />
        </>
      ) : (
        <PaymentsNotConnected companyId={company.id} setup={setup.data} />
      )}
    </>
  )
}

/** Back from Stripe: a cancelled checkout, or a confirmed plan change that the webhook applies. */
function ReturnNotice() {
  const [params] = useSearchParams()
  const changed = params.get('changed')
  if (params.get('checkout') === 'cancelled')
    return <Alert tone="info">Checkout was cancelled: nothing was charged and your plan is unchanged.</Alert>
  if (changed && (PLAN_IDS as readonly string[]).includes(changed))
    return (
      <Alert tone="info">{`Stripe confirmed the change to the ${planById(changed as (typeof PLAN_IDS)[number]).name} plan; it shows here as soon as Stripe’s notice reaches us, usually within seconds.`}</Alert>
    )
  return null
}

export default function BillingPage() {
  return (
    <>
      <PageHeader title="Billing" lead="Your plan, what your company uses of it, invoices and payment method." />
      <ReturnNotice />
      <MembershipGate
        noCompany={`Your plan and billing details belong to your company, and your account is not part of one yet.`}
      >
        {(m) => <BillingWorkspace company={m.company} role={m.role} />}
      </MembershipGate>
    </>
  )
}
