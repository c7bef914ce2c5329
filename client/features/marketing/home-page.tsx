import { ButtonLink, Card, Container, Grid, Link, PageHeader, Section } from '../../ui'
import { SignupActions } from './signup-actions'
import { APP_NAME } from '../../../shared/constants'

type Pillar = { title: string; body: string }

const PILLARS: readonly Pillar[] = [
  {
    title: 'An executive team that reads your data',
    body: 'Five AI executives analyse your CRM, campaigns, leads, billing, bank accounts, meetings and notes: the numbers your company already has, not generic benchmarks.',
  },
  {
    title: 'A boardroom that debates before it decides',
    body: 'Put a question to the board. Each executive argues from its own remit, challenges the others and the board records a decision with its rationale and dissent.',
  },
  {
    title: 'Strategies you can act on',
    body: 'Turn a goal and a decision into a strategy with actions, owners and the metrics to watch, then follow it through from the dashboard.',
  },
  {
    title: 'A working CRM beside the board',
    body: 'Run campaigns, track leads and calls, read analytics and forecasts in the same place the executives draw their evidence from.',
  },
]

type Executive = { role: string; title: string; remit: string; reads: string }

const EXECUTIVES: readonly Executive[] = [
  {
    role: 'CEO',
    title: 'Chief Executive Officer',
    remit:
      'Chairs the boardroom, weighs the trade-offs between the other executives and keeps every decision tied to the company’s goals and priorities.',
    reads: 'Strategies, past decisions, KPIs and the analyses of the rest of the board.',
  },
  {
    role: 'CFO',
    title: 'Chief Financial Officer',
    remit: 'Watches cash, runway, revenue and margins, and prices every proposal before the board commits to it.',
    reads: 'Bank balances and transactions through Plaid, payments through Stripe, and your billing.',
  },
  {
    role: 'CMO',
    title: 'Chief Marketing Officer',
    remit:
      'Plans campaigns, chooses audiences and channels, sets budgets and reports which campaigns actually brought in leads and revenue.',
    reads: 'Campaigns, leads, analytics, lead companies enriched through People Data Labs and TikTok results.',
  },
  {
    role: 'CTO',
    title: 'Chief Technology Officer',
    remit:
      'Looks after your tools and data: which integrations are connected and healthy, what can be automated, and which AI provider the board runs on.',
    reads: 'Integration status, AI bots and agent workflows, and your AI settings.',
  },
  {
    role: 'COO',
    title: 'Chief Operating Officer',
    remit:
      'Turns decisions into work, finds bottlenecks in how leads, meetings and follow-ups move, and checks that actions land on time.',
    reads: 'Meetings through Calendly, notes through Notion, sales calls and strategy actions.',
  },
]

type Step = { title: string; body: string }

const STEPS: readonly Step[] = [
  {
    title: 'Connect your company',
    body: 'Create your account, describe your company and connect the tools your data already lives in: Stripe, Plaid, Calendly, Notion or TikTok. Leads’ companies are filled in through People Data Labs.',
  },
  {
    title: 'Ask the board',
    body: 'Bring a decision to the AI boardroom: a price change, a hire, a campaign, a cost to cut. The executives analyse your data and debate it in front of you.',
  },
  {
    title: 'Act and measure',
    body: 'Adopt the decision, generate a strategy from it and follow the results in your CRM, forecasts and the impact plugin.',
  },
]

type Engine = { name: string; body: string }

const ENGINES: readonly Engine[] = [
  { name: 'Workers AI', body: 'Models that run on Cloudflare’s network, close to where the app itself runs.' },
  {
    name: 'Your OpenAI-compatible endpoint',
    body: 'Point the executives at the provider and model your company already uses.',
  },
  {
    name: 'Built-in engine',
    body: 'A deterministic engine that works offline from your own data, with no external AI provider at all.',
  },
]

export default function HomePage() {
  return (
    <Container>
      <PageHeader
        eyebrow={APP_NAME}
        title="AI executives for your business"
        lead="A CEO, CFO, CMO, CTO and COO that analyse your own company data, debate your decisions in an AI boardroom and turn them into strategies, alongside a CRM for your campaigns and leads."
      >
        <div className="actions">
          <ButtonLink to="/signup">Create your account</ButtonLink>
          <ButtonLink to="/pricing" variant="secondary">
            See pricing
          </ButtonLink>
        </div>
      </PageHeader>

      <Section id="what" title="What your AI board does">
        <Grid columns={2}>
          {PILLARS.map((p) => (
            <Card key={p.title} title={p.title}>
              <p>{p.body}</p>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section
        id="executives"
        title="Meet the executive team"
        intro="Each executive has a remit and reads the data that belongs to it, so a debate in the boardroom sounds like a real board: finance, marketing, technology and operations pulling in different directions until the CEO calls it."
      >
        <ul className="grid grid-3 plain-list">
          {EXECUTIVES.map((e) => (
            <Card key={e.role} as="li" title={`AI ${e.role}: ${e.title}`}>
              <p>{e.remit}</p>
              <p className="muted">
                <strong>Reads:</strong> {e.reads}
              </p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section id="how" title="How it works">
        <ol className="grid grid-3 plain-list">
          {STEPS.map((s, i) => (
            <Card key={s.title} as="li" title={`${i + 1}. ${s.title}`}>
              <p>{s.body}</p>
            </Card>
          ))}
        </ol>
        <p>
          The full walk-through is on <Link to="/launch">how to launch your AI boardroom</Link>.
        </p>
      </Section>

      <Section
        id="engines"
        title="Your data, your choice of AI"
        intro="Your data is stored in Postgres behind row-level security, so only your company’s members can read it, and the app runs on Cloudflare’s edge. The executives can write with any of three engines."
      >
        <Grid columns={3}>
          {ENGINES.map((e) => (
            <Card key={e.name} title={e.name}>
              <p>{e.body}</p>
            </Card>
          ))}
        </Grid>
        <p>
          Read <Link to="/security">how we protect your company’s data</Link> or browse{' '}
          <Link to="/features">every feature</Link>.
        </p>
      </Section>

      <Section id="start" title="Hold your first board meeting today">
        <p className="section-intro">
          Set-up takes a few steps: your profile, your company, your team, your integrations and the decisions you want
          the board to take on.
        </p>
        <SignupActions />
      </Section>
    </Container>
  )
}
