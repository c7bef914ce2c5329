import type { ReactNode } from 'react'
import { Badge, ButtonLink, Card, Container, Grid, Link, PageHeader, Section, Table } from '../../ui'
import { APP_NAME } from '../../../shared/constants'
import { legalPath } from '../../../shared/legal-pages'
import { allowance, formatPlanPrice, PLANS, type Plan } from '../../../shared/plans'
import { countOf } from '../../../shared/plural'

const seatsText = (p: Plan): string => allowance(p.seats, 'seat')
const executivesText = (p: Plan): string => countOf(p.executivesIncluded, 'AI executive')
const sessionsText = (p: Plan): string => `${allowance(p.boardroomSessionsPerMonth, 'boardroom session')} a month`

/** Every feature any plan lists, in the order it first appears (plans list features cumulatively). */
const ALL_FEATURES: string[] = PLANS.reduce<string[]>(
  (all, plan) => all.concat(plan.features.filter((f) => !all.includes(f))),
  [],
)

type Row = { label: string; value: (p: Plan) => string }

const SUMMARY_ROWS: readonly Row[] = [
  {
    label: 'Price per month',
    value: (p) => (p.monthlyPriceUsd === null ? 'Talk to sales' : `${formatPlanPrice(p)} (USD)`),
  },
  { label: 'Seats', value: (p) => (p.seats === null ? 'Unlimited' : String(p.seats)) },
  { label: 'AI executives', value: (p) => String(p.executivesIncluded) },
  {
    label: 'Boardroom sessions a month',
    value: (p) => (p.boardroomSessionsPerMonth === null ? 'Unlimited' : String(p.boardroomSessionsPerMonth)),
  },
]

function PlanCard({ plan }: { plan: Plan }) {
  const isSales = plan.monthlyPriceUsd === null
  return (
    <Card
      as="li"
      className={plan.highlighted ? 'plan-card plan-card-highlighted' : 'plan-card'}
      title={
        <>
          {plan.name} {plan.highlighted && <Badge tone="accent">Recommended</Badge>}
        </>
      }
    >
      <p className="muted">{plan.description}</p>
      <p>
        <span className="price">{formatPlanPrice(plan)}</span>
        {!isSales && <span className="muted"> per month</span>}
      </p>
      <ul>
        <li>{seatsText(plan)}</li>
        <li>{executivesText(plan)}</li>
        <li>{sessionsText(plan)}</li>
      </ul>
      <div className="actions">
        {isSales ? (
          <ButtonLink to="/contact" variant={plan.highlighted ? 'primary' : 'secondary'}>
            Contact sales about {plan.name}
          </ButtonLink>
        ) : (
          <ButtonLink to="/signup" variant={plan.highlighted ? 'primary' : 'secondary'}>
            Start with {plan.name}
          </ButtonLink>
        )}
      </div>
    </Card>
  )
}

type Faq = { q: string; a: ReactNode }

const BILLING_FAQ: readonly Faq[] = [
  {
    q: 'How am I billed?',
    a: 'Monthly, in US dollars, on the card you add in Billing. Card details go straight to our payment provider, Stripe; they never reach our servers. Each invoice is available in your dashboard.',
  },
  {
    q: 'Can I cancel at any time?',
    a: (
      <>
        Yes. Cancel from the <Link to="/dashboard/billing">billing page of your dashboard</Link>. There is no minimum
        term: your plan stays active until the end of the month you have paid for, and you are not charged again.
      </>
    ),
  },
  {
    q: 'Can I change plans?',
    a: 'Yes, from Billing. Moving up gives you the extra seats, executives and sessions straight away; moving down applies from your next billing month, so you keep what you paid for until then.',
  },
  {
    q: 'What happens if we use all our boardroom sessions?',
    a: 'Your CRM, strategies, decisions and data stay fully available. New boardroom sessions wait until the next billing month, or until you move to a larger plan.',
  },
  {
    q: 'Do you offer refunds?',
    a: (
      <>
        Refunds are handled as described in our <Link to={legalPath('refund-policy')}>refund policy</Link>. If a charge
        looks wrong, write to support from the <Link to="/contact">contact page</Link> and we will look into it.
      </>
    ),
  },
  {
    q: 'How does Enterprise pricing work?',
    a: 'Enterprise is priced on seats and the support you need, agreed with our sales team, and can be paid by invoice instead of by card.',
  },
]

export default function PricingPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Pricing"
        title={`${APP_NAME} plans`}
        lead="Every plan includes the CRM, the AI boardroom and the strategy generator, running on your own company data. Pay monthly and cancel at any time."
      />

      <Section id="plans" title="Choose a plan">
        <ul className="grid grid-3 plain-list">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </Section>

      <Section id="compare" title="Compare plans">
        <Table caption={`What each ${APP_NAME} plan includes, side by side.`}>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {PLANS.map((p) => (
                <th scope="col" key={p.id}>
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SUMMARY_ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {PLANS.map((p) => (
                  <td key={p.id}>{row.value(p)}</td>
                ))}
              </tr>
            ))}
            {ALL_FEATURES.map((feature) => (
              <tr key={feature}>
                <th scope="row">{feature}</th>
                {PLANS.map((p) => (
                  <td key={p.id}>
                    {p.features.includes(feature) ? 'Included' : <span className="muted">Not included</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>

      <Section id="billing-faq" title="Billing questions">
        <div className="prose">
          {BILLING_FAQ.map((item) => (
            <details key={item.q}>
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
        <p>
          More answers are on the <Link to="/faq">frequently asked questions page</Link>.
        </p>
      </Section>

      <Section id="pricing-next" title="Not sure which plan fits?">
        <Grid columns={2}>
          <Card title="Start small">
            <p>
              Starter gives you a CEO, CFO and CMO on your own data. Upgrade when you want the CTO, COO, forecasts and
              every integration.
            </p>
          </Card>
          <Card title="Talk it through">
            <p>Our sales team can walk you through the plans and what an Enterprise agreement covers.</p>
          </Card>
        </Grid>
        <div className="actions">
          <ButtonLink to="/signup">Create your account</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Contact sales
          </ButtonLink>
        </div>
      </Section>
    </Container>
  )
}
