import { ButtonLink, Card, Container, Link, PageHeader, Section } from '../../ui'
import { SignupActions } from './signup-actions'

type PlanStep = { title: string; you: string; cmo: string }

const STEPS: readonly PlanStep[] = [
  {
    title: 'Goal',
    you: 'Say what the campaign is for: qualified leads, trial sign-ups, revenue from a product, or reactivating past customers, and by when.',
    cmo: 'Turns it into a measurable target and checks it against what your past campaigns achieved.',
  },
  {
    title: 'Audience',
    you: 'Describe who you want to reach, or start from a segment of your existing leads.',
    cmo: 'Proposes segments from your CRM, such as industry, company size or stage (filled from each lead’s email domain through People Data Labs where enrichment is set up), and explains why each fits the goal.',
  },
  {
    title: 'Channels',
    you: 'Tell the CMO which channels you can run: email, paid social, TikTok, events, partners or outbound calls.',
    cmo: 'Recommends a channel mix based on where your leads have come from so far, and what each channel asks of your team.',
  },
  {
    title: 'Budget',
    you: 'Set the most you are willing to spend and over what period.',
    cmo: 'Splits the budget across channels and flags anything the CFO would question, such as spend that outruns your cash runway.',
  },
  {
    title: 'Forecast',
    you: 'Review the expected outcome before you commit.',
    cmo: 'Forecasts leads, cost per lead and revenue from your own campaign history, with a low and a high case and the assumptions behind them.',
  },
]

const AFTER: readonly string[] = [
  'Launch the campaign and track spend, leads and revenue against the forecast in Analytics.',
  'New leads land in your CRM tagged with the campaign that brought them in.',
  'Take a large or unusual campaign to the boardroom first, so the CFO and COO can challenge it before money is spent.',
  'After the campaign, the impact plugin compares what happened with what the plan expected.',
]

export default function CampaignCreatePage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Campaigns"
        title="Create a campaign with your AI CMO"
        lead="Plan a campaign in five steps with an AI CMO that knows your leads, your past campaigns and your budget, and forecast the result before you spend anything."
      >
        <div className="actions">
          <ButtonLink to="/dashboard/campaigns/new">Plan a new campaign</ButtonLink>
          <ButtonLink to="/signup" variant="secondary">
            Create an account first
          </ButtonLink>
        </div>
      </PageHeader>

      <Section
        id="steps"
        title="The five planning steps"
        intro="At each step you decide and the CMO advises, using the data in your CRM rather than generic benchmarks."
      >
        <ol className="grid plain-list">
          {STEPS.map((s, i) => (
            <Card key={s.title} as="li" title={`${i + 1}. ${s.title}`}>
              <dl>
                <dt>
                  <strong>You</strong>
                </dt>
                <dd>{s.you}</dd>
                <dt>
                  <strong>Your AI CMO</strong>
                </dt>
                <dd>{s.cmo}</dd>
              </dl>
            </Card>
          ))}
        </ol>
      </Section>

      <Section id="after" title="After you plan it">
        <ul className="prose">
          {AFTER.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
        <p>
          Want a head start? Begin from a campaign template in the <Link to="/vault/templates">template vault</Link>, or
          read how the <Link to="/plugins/impact">impact plugin measures results</Link>.
        </p>
      </Section>

      <Section id="campaign-start" title="Plan your next campaign">
        <p className="section-intro">
          Already have an account? Open the campaign planner in your dashboard and start with the goal.
        </p>
        <SignupActions to="/dashboard/campaigns/new" label="Open the campaign planner" />
      </Section>
    </Container>
  )
}
