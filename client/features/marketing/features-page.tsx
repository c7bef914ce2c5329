import { Card, Container, Grid, Link, PageHeader, Section } from '../../ui'
import { SignupActions } from './signup-actions'
import { APP_NAME } from '../../../shared/constants'

type Feature = { name: string; body: string }
type FeatureGroup = { id: string; title: string; intro: string; features: readonly Feature[] }

const GROUPS: readonly FeatureGroup[] = [
  {
    id: 'executives',
    title: 'AI executives',
    intro: 'A CEO, CFO, CMO, CTO and COO, each with a remit and the data that belongs to it.',
    features: [
      {
        name: 'Executive profiles',
        body: 'See each executive’s remit, recent analyses and the decisions it argued for or against.',
      },
      {
        name: 'Executive preferences',
        body: 'Set how the executives speak, how cautious they are and when they escalate to the board.',
      },
      {
        name: 'Ask one executive',
        body: 'Give a single executive a task, such as “summarise last month’s cash movements”, without convening the board.',
      },
      { name: 'AI chat', body: 'Talk to the whole executive team in one conversation grounded in your company data.' },
    ],
  },
  {
    id: 'boardroom',
    title: 'Boardroom and decisions',
    intro: 'Where questions become decisions you can trace back.',
    features: [
      {
        name: 'AI boardroom',
        body: 'Put a question to the board and watch the executives analyse it and debate it in turn.',
      },
      {
        name: 'Structured debates',
        body: 'Run a formal debate on one decision: positions, rebuttals and a closing recommendation from the CEO.',
      },
      { name: 'Decision log', body: 'Every decision is kept with its rationale, the evidence used and any dissent.' },
      {
        name: 'Executive leaderboard',
        body: 'Executives ranked by how their recommendations worked out once measured.',
      },
    ],
  },
  {
    id: 'strategy',
    title: 'Strategy',
    intro: 'From a goal to a plan with owners.',
    features: [
      {
        name: 'Strategy generator',
        body: 'Describe a goal; the board drafts a strategy from your data with actions, owners and metrics.',
      },
      {
        name: 'Strategy library',
        body: 'Keep the strategies you generated and adopted, and follow their actions to completion.',
      },
      { name: 'Templates', body: 'Start from strategy and campaign templates in the template vault.' },
    ],
  },
  {
    id: 'crm',
    title: 'CRM',
    intro: 'A working CRM the executives read from and write to.',
    features: [
      { name: 'Campaigns', body: 'Plan campaigns with the AI CMO, set budgets and follow their results.' },
      { name: 'Leads', body: 'Track each lead’s status, contact details, history and next step.' },
      { name: 'Calls and meetings', body: 'Log sales calls and their outcomes; see meetings booked through Calendly.' },
      { name: 'Analytics', body: 'Campaign and lead performance over time.' },
    ],
  },
  {
    id: 'insight',
    title: 'Insight and forecasting',
    intro: 'What the executives found, and where things are heading.',
    features: [
      {
        name: 'Insights and KPIs',
        body: 'The findings the executives surface from your data and the key indicators they track.',
      },
      { name: 'Forecasts', body: 'Revenue and pipeline forecasts built from your own history.' },
      {
        name: 'Business diagnostic',
        body: 'A health check across cash runway, pipeline, campaign return, churn risk and operations.',
      },
      { name: 'Risk heatmap', body: 'Risks plotted by likelihood and impact, each with the executive who owns it.' },
    ],
  },
  {
    id: 'automation',
    title: 'Automation',
    intro: 'Work the executives can do for you on a schedule or on request.',
    features: [
      {
        name: 'AI bots',
        body: 'Automations that run on your data, such as a weekly cash summary or a stale-lead reminder.',
      },
      {
        name: 'Agent workflows',
        body: 'Multi-step workflows in which an executive uses your connected tools to finish a task.',
      },
    ],
  },
  {
    id: 'integrations',
    title: 'Integrations',
    intro: 'Connect the tools your data already lives in; every integration is optional.',
    features: [
      { name: 'Stripe', body: 'Payments and subscriptions for the CFO.' },
      { name: 'Plaid', body: 'Bank balances and transactions for the CFO.' },
      { name: 'Calendly', body: 'Booked meetings for the COO and the sales pipeline.' },
      { name: 'Notion', body: 'Notes and documents the board can cite.' },
      {
        name: 'People Data Labs',
        body: 'Company enrichment for leads: name, size, industry and location from the email domain.',
      },
      { name: 'TikTok', body: 'Short-video campaign results for the CMO.' },
    ],
  },
  {
    id: 'platform',
    title: 'Platform',
    intro: 'The foundations every plan gets.',
    features: [
      {
        name: 'Choice of AI engine',
        body: 'Workers AI, your own OpenAI-compatible endpoint, or a built-in engine that works offline from your data.',
      },
      {
        name: 'Row-level security',
        body: 'Your data sits in Postgres behind policies that only let your company’s members read it.',
      },
      {
        name: 'Billing',
        body: 'Your plan, invoices and payment method in one place, with card payments handled by Stripe.',
      },
      { name: 'Admin area', body: 'Users, companies, webhooks, settings and system health for administrators.' },
      { name: 'Compliance centre', body: 'Pending policy updates and your compliance check schedule.' },
      {
        name: 'Themes and accessibility',
        body: 'Dark, light or system theme, keyboard navigation and accessibility preferences.',
      },
    ],
  },
]

export default function FeaturesPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Features"
        title={`What ${APP_NAME} does`}
        lead="An AI executive team, a boardroom where they debate your decisions, strategies you can act on and the CRM they work from, all on your own company data."
      >
        <nav aria-label="Feature groups">
          <ul className="actions plain-list">
            {GROUPS.map((g) => (
              <li key={g.id}>
                <a href={`#${g.id}`}>{g.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      {GROUPS.map((g) => (
        <Section key={g.id} id={g.id} title={g.title} intro={g.intro}>
          <Grid columns={g.features.length % 3 === 0 ? 3 : 2}>
            {g.features.map((f) => (
              <Card key={f.name} title={f.name}>
                <p>{f.body}</p>
              </Card>
            ))}
          </Grid>
        </Section>
      ))}

      <Section id="features-next" title="See it on your own data">
        <p className="section-intro">
          Read <Link to="/launch">how to launch your AI boardroom</Link>, or compare what each plan includes.
        </p>
        <SignupActions />
      </Section>
    </Container>
  )
}
