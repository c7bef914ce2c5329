// The billing page's card-payment parts when Stripe is configured on this deployment: the
// subscription as Stripe last reported it (through the webhook), the invoices listed from Stripe, and
// the Customer Portal for the payment method and cancellation. Nothing here changes a plan: Stripe's
// signed webhook does. When Stripe is not configured, PaymentsSetupMissing names what the operator
// must set.
import type { ReactNode } from 'react'
import { CreditCard, ExternalLink, Receipt } from 'lucide-react'
import type { MemberRole } from '../../../shared/schemas/company'
import type { BillingSetup } from '../../../shared/schemas/billing'
import { notify } from '../../app/notify'
import { errorMessage } from '../../lib/errors'
import { formatDate } from '../../lib/format-date'
import { Alert, Badge, Button, Section, Table } from '../../ui'
import { LoadError } from '../../ui/query-state'
import { useInvoices, useStripeRedirect, type CompanyPlan } from './api'

const STATUS_WORDS: Record<string, string> = {
  active: 'active',
  trialing: 'in its trial',
  past_due: 'past due: Stripe could not take the last payment',
  unpaid: 'unpaid: Stripe stopped trying to take payment',
  canceled: 'canceled',
  incomplete: 'waiting for the first payment',
  incomplete_expired: 'expired before the first payment',
  paused: 'paused',
}

export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)

/** Subscription state as Stripe last reported it, or that the company has not subscribed by card. */
export function SubscriptionStatus({ plan }: { plan: CompanyPlan }) {
  if (!plan.subscription_status)
    return (
      <p className="muted text-sm" data-testid="subscription-status">
        No card subscription yet: choose a plan below to pay by card through Stripe.
      </p>
    )
  return (
    <p className="text-sm" data-testid="subscription-status">
      {`Card subscription through Stripe: ${STATUS_WORDS[plan.subscription_status] ?? plan.subscription_status}.`}
      {plan.subscription_status === 'canceled' && ' The company is back on the Starter plan’s limits.'}
    </p>
  )
}

export function PaymentsSetupMissing({ setup }: { setup: BillingSetup }) {
  return (
    <Alert tone="info">
      <p className="m-0 [overflow-wrap:anywhere]" data-testid="stripe-missing">
        {`Card payments (Stripe) are not configured on this deployment. The operator must set ${setup.missing.join(', ')} (README, Configuration) and register the webhook ${setup.webhookUrl} with Stripe.`}
      </p>
    </Alert>
  )
}

export function StripeInvoices({ companyId, role }: { companyId: string; role: MemberRole | null }) {
  const canRead = role === 'owner' || role === 'admin'
  const invoices = useInvoices(companyId, canRead)
  let body: ReactNode
  if (!canRead) body = <p>Owners and admins of the company see its invoices.</p>
  else if (invoices.isPending) body = <p className="muted">Loading invoices from Stripe…</p>
  else if (invoices.isError)
    body = <LoadError what="your invoices" error={invoices.error} onRetry={() => void invoices.refetch()} />
  else if (!invoices.data.customer)
    body = <p>No invoice yet: Stripe issues the first one when a plan is paid for by card.</p>
  else if (invoices.data.invoices.length === 0) body = <p>Stripe has issued no invoice to your company yet.</p>
  else
    body = (
      <Table caption="Invoices from Stripe, newest first">
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Date</th>
            <th scope="col" className="text-right">
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">Document</th>
          </tr>
        </thead>
        <tbody>
          {invoices.data.invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row">{invoice.number ?? invoice.id}</th>
              <td>{formatDate(invoice.created)}</td>
              <td className="text-right">{money(invoice.total, invoice.currency)}</td>
              <td>
                <Badge tone={invoice.status === 'paid' ? 'success' : invoice.status === 'open' ? 'warning' : 'neutral'}>
                  {invoice.status ?? 'draft'}
                </Badge>
              </td>
              <td>
                {invoice.hostedUrl ? (
                  <a
                    href={invoice.hostedUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1"
                  >
                    View <ExternalLink aria-hidden="true" size={14} />
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    )
  return (
    <Section title="Invoices" id="invoices">
      <p className="flex items-start gap-2 muted text-sm">
        <Receipt aria-hidden="true" size={20} className="mt-0 shrink-0" />
        <span>Listed from Stripe, which issues and keeps them.</span>
      </p>
      {body}
    </Section>
  )
}

export function PaymentMethod({
  plan,
  role,
  companyId,
}: {
  plan: CompanyPlan
  role: MemberRole | null
  companyId: string
}) {
  const portal = useStripeRedirect(companyId)
  return (
    <Section title="Payment method" id="payment-method">
      <p className="flex items-start gap-2">
        <CreditCard aria-hidden="true" size={20} className="mt-1 shrink-0" />
        <span>
          {plan.stripe_customer_id
            ? 'Your card is kept by Stripe, never by Boardroom. Change it, see past payments or cancel the subscription in Stripe’s Customer Portal.'
            : 'No card on file yet: the card you pay with in Stripe Checkout is kept by Stripe, never by Boardroom.'}
        </span>
      </p>
      {plan.stripe_customer_id &&
        (role === 'owner' ? (
          <Button
            variant="secondary"
            disabled={portal.isPending}
            onClick={() =>
              portal.mutate('portal', {
                onError: (error) =>
                  void notify('error', `Stripe’s Customer Portal did not open. ${errorMessage(error)}`),
              })
            }
          >
            {portal.isPending ? 'Opening Stripe…' : 'Manage payment method'}
          </Button>
        ) : (
          <p className="muted text-sm">Only an owner manages the payment method.</p>
        ))}
    </Section>
  )
}
