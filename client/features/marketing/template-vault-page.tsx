import { Badge, ButtonLink, Card, Container, Link, PageHeader, Section } from '../../ui'

type Category = 'Growth strategy' | 'Finance strategy' | 'Operations strategy' | 'Campaign'
type Template = { id: string; name: string; category: Category; owner: string; produces: string }

const TEMPLATES: readonly Template[] = [
  {
    id: 'market-expansion',
    name: 'New market entry',
    category: 'Growth strategy',
    owner: 'CEO',
    produces:
      'A go or no-go recommendation for a new market, with the first three quarters of actions, owners and the metrics that would prove it is working.',
  },
  {
    id: 'pricing-review',
    name: 'Pricing review',
    category: 'Growth strategy',
    owner: 'CFO with the CMO',
    produces:
      'Price change options modelled on your current customers and payments, with the expected effect on revenue and cancellations.',
  },
  {
    id: 'product-launch',
    name: 'Product launch plan',
    category: 'Growth strategy',
    owner: 'CMO with the CTO',
    produces:
      'A launch timeline with readiness checks, channels, a budget and the success metrics for the first 90 days.',
  },
  {
    id: 'runway-extension',
    name: 'Runway extension',
    category: 'Finance strategy',
    owner: 'CFO',
    produces:
      'A ranked list of cost and revenue moves from your bank and billing data, with the months of runway each one adds.',
  },
  {
    id: 'annual-budget',
    name: 'Annual budget',
    category: 'Finance strategy',
    owner: 'CFO',
    produces:
      'A month-by-month budget by department built from last year’s actuals, with the assumptions behind each line.',
  },
  {
    id: 'lead-response',
    name: 'Lead response process',
    category: 'Operations strategy',
    owner: 'COO',
    produces:
      'A follow-up process with response-time targets, hand-offs between people and a weekly check on leads left waiting.',
  },
  {
    id: 'tool-consolidation',
    name: 'Tool consolidation',
    category: 'Operations strategy',
    owner: 'CTO with the CFO',
    produces:
      'An inventory of the tools you pay for, overlaps between them and a plan to retire the ones you do not need.',
  },
  {
    id: 'lead-generation',
    name: 'Lead generation campaign',
    category: 'Campaign',
    owner: 'CMO',
    produces:
      'A campaign plan with target audience, channel mix, budget split and a forecast of leads and cost per lead.',
  },
  {
    id: 'win-back',
    name: 'Customer win-back',
    category: 'Campaign',
    owner: 'CMO with the CFO',
    produces:
      'A campaign aimed at cancelled or lapsed customers, with the offer, the message and the revenue it needs to recover to pay off.',
  },
  {
    id: 'event',
    name: 'Event or webinar',
    category: 'Campaign',
    owner: 'CMO with the COO',
    produces:
      'An event plan with invitations, booking through Calendly, follow-up sequence and a forecast of meetings booked.',
  },
  {
    id: 'short-video',
    name: 'Short-video campaign',
    category: 'Campaign',
    owner: 'CMO',
    produces: 'A TikTok campaign plan with content themes, posting schedule, budget and the results to track.',
  },
]

const CATEGORIES: readonly Category[] = ['Growth strategy', 'Finance strategy', 'Operations strategy', 'Campaign']
const slug = (c: Category): string => c.toLowerCase().replace(/\s+/g, '-')

const HOW: readonly string[] = [
  'Pick a template in the strategy generator or when you plan a new campaign.',
  'The executive who owns it fills it in from your company’s own data: your leads, campaigns, billing and bank accounts.',
  'Edit anything you disagree with, or send it to the boardroom for debate before you adopt it.',
]

export default function TemplateVaultPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Template vault"
        title="Strategy and campaign templates"
        lead="Ready-made structures for common decisions. Each template tells an executive what to produce; your company data fills it in."
      >
        <nav aria-label="Template categories">
          <ul className="actions plain-list">
            {CATEGORIES.map((c) => (
              <li key={c}>
                <a href={`#${slug(c)}`}>{c} templates</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      <Section id="how" title="How templates work">
        <ol className="prose">
          {HOW.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ol>
      </Section>

      {CATEGORIES.map((c) => (
        <Section key={c} id={slug(c)} title={`${c} templates`}>
          <ul className="grid grid-3 plain-list">
            {TEMPLATES.filter((t) => t.category === c).map((t) => (
              <Card key={t.id} as="li" title={t.name}>
                <p>
                  <Badge tone="accent">{t.category}</Badge> <Badge>Owner: {t.owner}</Badge>
                </p>
                <p>
                  <strong>Produces:</strong> {t.produces}
                </p>
              </Card>
            ))}
          </ul>
        </Section>
      ))}

      <Section id="vault-start" title="Use a template">
        <p className="section-intro">
          Templates are available to every company from the dashboard. See{' '}
          <Link to="/campaigns/create">how campaign planning works</Link> before you start a campaign template.
        </p>
        <div className="actions">
          <ButtonLink to="/signup">Create your account</ButtonLink>
          <ButtonLink to="/features" variant="secondary">
            Explore all features
          </ButtonLink>
        </div>
      </Section>
    </Container>
  )
}
