// The billing page's plan parts: the current plan with any pending change request, usage against
// the plan's countable limits, and (owners only) changing plan: with Stripe configured, a plan with a
// price goes to Stripe Checkout (or the Customer Portal for a live subscription) and the plan changes
// when Stripe's webhook says it is paid; otherwise, and for a plan agreed with sales, the owner's
// request is recorded, not charged, and the page says so.
import { allowance, formatPlanPrice, planById, PLANS, planUsage, type Plan } from '../../../shared/plans'
import { MEMBER_ROLE_WITH_ARTICLE, type Member, type MemberRole } from '../../../shared/schemas/company'
import { notify } from '../../app/notify'
import { Alert, Badge, Button, Card, Section, Table } from '../../ui'
import { errorMessage } from '../../lib/errors'
import { displayName } from '../auth'
import { formatDate } from '../../lib/format-date'
import type { BillingSetup } from '../../../shared/schemas/billing'
import { useRequestPlan, useStripeRedirect, type CompanyPlan } from './api'

const price = (plan: Plan) =>
  plan.monthlyPriceUsd === null ? 'Price agreed with sales' : `${formatPlanPrice(plan)} a month`
const limit = (n: number | null) => (n === null ? 'Unlimited' : n.toLocaleString('en-US'))

export function CurrentPlan({
  plan,
  members,
  canRequest,
  companyId,
}: {
  plan: CompanyPlan
  members: readonly Member[]
  canRequest: boolean
  companyId: string
}) {
  const current = planById(plan.plan)
  const withdraw = useRequestPlan(companyId)
  const requester = members.find((m) => m.user_id === plan.plan_requested_by)
  return (
    <Section title="Your plan" id="plan">
      <Card as="div">
        <p className="m-0 text-2xl font-bold" data-testid="current-plan">
          {current.name}
        </p>
        <p className="m-0 font-semibold">{price(current)}</p>
        <p className="muted mb-0">{current.description}</p>
      </Card>
      {plan.requested_plan && (
        <Alert tone="info">
          <p className="mb-2">
            {`${requester ? displayName({ firstName: requester.firstName, lastName: requester.lastName, email: requester.email }) : 'An owner'} requested the ${planById(plan.requested_plan).name} plan`}
            {plan.plan_requested_at ? ` on ${formatDate(plan.plan_requested_at)}` : ''}. Nothing is charged for a
            request: the Boardroom team applies the change once payment is arranged.
          </p>
          {canRequest && (
            <Button
              variant="secondary"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(plan.plan, {
                  onSuccess: () => void notify('success', 'Plan change request withdrawn'),
                  onError: (error) => void notify('error', `The request was not withdrawn. ${errorMessage(error)}`),
                })
              }
            >
              Withdraw the request
            </Button>
          )}
        </Alert>
      )}
    </Section>
  )
}

export function Usage({ plan, members, sessions }: { plan: Plan; members: number | null; sessions: number | null }) {
  const rows = planUsage(plan, { members: members ?? 0, boardroomSessionsThisMonth: sessions ?? 0 })
  const known = [members, sessions]
  return (
    <Section title="Usage" id="usage" intro={`What your company uses of the ${plan.name} plan's limits.`}>
      <Table caption={`Usage of the ${plan.name} plan`}>
        <thead>
          <tr>
            <th scope="col">Limit</th>
            <th scope="col" className="text-right">
              Used
            </th>
            <th scope="col" className="text-right">
              Included
            </th>
            <th scope="col">Counted</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className="text-right" data-usage={row.label}>
                {known[i] === null ? '…' : row.used.toLocaleString('en-US')}{' '}
                {row.over && <Badge tone="warning">Over the limit</Badge>}
              </td>
              <td className="text-right">{limit(row.limit)}</td>
              <td className="text-sm muted">{row.counted}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="muted text-sm">{`The ${plan.name} plan includes ${plan.executivesIncluded} AI executives on the board.`}</p>
    </Section>
  )
}

export function ChangePlan({
  plan,
  role,
  companyId,
  companyName,
  setup,
}: {
  plan: CompanyPlan
  role: MemberRole | null
  companyId: string
  companyName: string
  setup: BillingSetup | undefined
}) {
  const request = useRequestPlan(companyId)
  const stripe = useStripeRedirect(companyId)
  const byCard = (p: Plan) => setup?.configured === true && setup.purchasable.includes(p.id)
  if (role !== 'owner') {
    return (
      <Section title="Change plan" id="change-plan">
        <p>{`Only an owner of ${companyName} can change its plan${role ? `; you are ${MEMBER_ROLE_WITH_ARTICLE[role]}` : ''}. Plans are compared on the pricing page.`}</p>
      </Section>
    )
  }
  return (
    <Section
      title="Change plan"
      id="change-plan"
      intro={
        setup?.configured
          ? 'A plan with a price is paid by card on Stripe’s own page; your plan changes once Stripe confirms the payment. A plan agreed with sales is requested from the Boardroom team.'
          : 'Your request is recorded for the Boardroom team; no card is charged on this deployment.'
      }
    >
      <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-3">
        {PLANS.map((p) => {
          const isCurrent = p.id === plan.plan
          const isRequested = p.id === plan.requested_plan
          return (
            <Card as="li" key={p.id} title={p.name}>
              <p className="m-0 font-semibold">{price(p)}</p>
              <p className="muted text-sm">{`${allowance(p.seats, 'seat')} · ${allowance(p.boardroomSessionsPerMonth, 'session')} a month`}</p>
              {isCurrent ? (
                <Badge tone="success">Current plan</Badge>
              ) : byCard(p) ? (
                <Button
                  disabled={stripe.isPending}
                  onClick={() =>
                    stripe.mutate(
                      { plan: p.id },
                      { onError: (error) => void notify('error', `Stripe did not open. ${errorMessage(error)}`) },
                    )
                  }
                >
                  {`Choose ${p.name}`}
                </Button>
              ) : isRequested ? (
                <Badge tone="accent">Requested</Badge>
              ) : (
                <Button
                  variant="secondary"
                  disabled={request.isPending}
                  onClick={() =>
                    request.mutate(p.id, {
                      onSuccess: () => void notify('success', `Requested the ${p.name} plan`),
                      onError: (error) => void notify('error', `The request was not recorded. ${errorMessage(error)}`),
                    })
                  }
                >
                  {`Request ${p.name}`}
                </Button>
              )}
            </Card>
          )
        })}
      </ul>
    </Section>
  )
}
