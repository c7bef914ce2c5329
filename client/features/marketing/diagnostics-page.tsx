import { Badge, ButtonLink, Card, Container, Grid, Link, PageHeader, Section } from '../../ui'

type Check = {
  id: string
  name: string
  owner: string
  question: string
  measures: readonly string[]
  sources: string
}

const CHECKS: readonly Check[] = [
  {
    id: 'runway',
    name: 'Cash runway',
    owner: 'CFO',
    question: 'How many months can the company operate at its current net burn?',
    measures: [
      'Cash on hand across linked bank accounts',
      'Average monthly inflows and outflows',
      'Months of runway at the current rate',
    ],
    sources: 'Bank accounts through Plaid, payments through Stripe, your billing.',
  },
  {
    id: 'pipeline',
    name: 'Pipeline coverage',
    owner: 'CEO with the CMO',
    question: 'Is there enough open pipeline to reach the revenue you are aiming for?',
    measures: [
      'Value of open leads by stage',
      'Coverage of the period’s revenue target',
      'Leads that have not moved in weeks',
    ],
    sources: 'Leads, calls and meetings booked through Calendly.',
  },
  {
    id: 'roi',
    name: 'Campaign return',
    owner: 'CMO with the CFO',
    question: 'Which campaigns earn back what they cost?',
    measures: [
      'Spend against budget per campaign',
      'Leads and revenue attributed to each campaign',
      'Cost per lead and return on spend',
    ],
    sources: 'Campaigns, leads and analytics, plus TikTok results if connected.',
  },
  {
    id: 'churn',
    name: 'Churn risk',
    owner: 'CFO with the COO',
    question: 'Which customers are likely to leave, and how much revenue goes with them?',
    measures: ['Failed or late payments', 'Cancelled and downgraded subscriptions', 'Customers with no recent contact'],
    sources: 'Subscriptions and payments through Stripe, CRM activity.',
  },
  {
    id: 'ops',
    name: 'Operational bottlenecks',
    owner: 'COO',
    question: 'Where does work wait longer than it should?',
    measures: [
      'Time from a new lead to first contact',
      'Meetings booked against meetings held',
      'Strategy actions past their due date',
    ],
    sources: 'Leads, meetings through Calendly, notes through Notion, strategy actions.',
  },
]

type Rating = { label: string; tone: 'success' | 'warning' | 'accent'; meaning: string }

const RATINGS: readonly Rating[] = [
  { label: 'Healthy', tone: 'success', meaning: 'In good shape for a company like yours; nothing to do.' },
  {
    label: 'Watch',
    tone: 'warning',
    meaning: 'Drifting the wrong way; the owner explains why and what to look at next.',
  },
  { label: 'Act', tone: 'accent', meaning: 'Needs a decision; the owner can take it straight to the boardroom.' },
]

const RUN_STEPS: readonly string[] = [
  'Create your account and finish the onboarding wizard.',
  'Connect the integrations the checks read from. The more you connect, the more checks can run.',
  'Open Insights in your dashboard and run the diagnostic.',
  'Read each check’s rating, the figures behind it and the owner’s recommendation.',
  'Send any check rated “Act” to the boardroom, where the executives debate what to do about it.',
]

export default function DiagnosticsPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Business diagnostics"
        title="A health check for your business"
        lead="Your AI executives examine your own company data across five areas and tell you, in plain language and with the figures behind it, where the business is strong and where it needs a decision."
      >
        <div className="actions">
          <ButtonLink to="/signup">Create an account to run the diagnostic</ButtonLink>
        </div>
      </PageHeader>

      <Section
        id="checks"
        title="What the diagnostic checks"
        intro="Each check belongs to the executive whose remit it falls under, and uses only the data your company has entered or connected."
      >
        <Grid columns={2}>
          {CHECKS.map((c) => (
            <Card key={c.id} title={c.name}>
              <p>
                <Badge tone="neutral">Owner: {c.owner}</Badge>
              </p>
              <p>{c.question}</p>
              <ul>
                {c.measures.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
              <p className="muted">
                <strong>Reads from:</strong> {c.sources}
              </p>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="results" title="How results are reported">
        <p className="section-intro">Every check gets one of three ratings, with the numbers that led to it.</p>
        <ul className="grid grid-3 plain-list">
          {RATINGS.map((r) => (
            <Card key={r.label} as="li" title={<Badge tone={r.tone}>{r.label}</Badge>}>
              <p>{r.meaning}</p>
            </Card>
          ))}
        </ul>
        <p>
          When a check is missing the data it needs, the diagnostic says which source to connect instead of guessing. A
          result is never filled in with industry averages or invented figures.
        </p>
      </Section>

      <Section id="run" title="How to run it from your dashboard">
        <ol className="prose">
          {RUN_STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <p>
          Run it again after you act to see whether the numbers have moved. To measure a single decision, use the{' '}
          <Link to="/plugins/impact">impact plugin</Link>.
        </p>
        <div className="actions">
          <ButtonLink to="/signup">Create your account</ButtonLink>
          <ButtonLink to="/launch" variant="secondary">
            See how launch works
          </ButtonLink>
        </div>
      </Section>
    </Container>
  )
}
