import { Badge, ButtonLink, Card, Container, Link, PageHeader, Section } from '../../ui'
import { APP_NAME } from '../../../shared/constants'

type Category = 'Measurement' | 'Finance' | 'Sales and customers' | 'Operations and knowledge' | 'Marketing'
type Plugin = { id: string; name: string; category: Category; adds: string; executives: readonly string[] }

const PLUGINS: readonly Plugin[] = [
  {
    id: 'impact',
    name: 'Impact',
    category: 'Measurement',
    adds: 'Measures what each boardroom decision changed in your metrics afterwards, against a baseline taken when the decision was made.',
    executives: ['CEO', 'CFO', 'CMO', 'CTO', 'COO'],
  },
  {
    id: 'stripe',
    name: 'Stripe billing',
    category: 'Finance',
    adds: 'Payments, subscriptions, cancellations and failed charges, so revenue and churn figures come from what customers actually paid.',
    executives: ['CFO', 'COO'],
  },
  {
    id: 'plaid',
    name: 'Plaid banking',
    category: 'Finance',
    adds: 'Balances and transactions from your linked bank accounts, for cash position, burn and runway.',
    executives: ['CFO'],
  },
  {
    id: 'clearbit',
    name: 'People Data Labs enrichment',
    category: 'Sales and customers',
    adds: 'Company details such as industry, size and location on your leads, for sharper audiences and pipeline analysis.',
    executives: ['CMO', 'CEO'],
  },
  {
    id: 'calendly',
    name: 'Calendly scheduling',
    category: 'Sales and customers',
    adds: 'Meetings booked with leads and customers, so the pipeline and follow-up times reflect real conversations.',
    executives: ['COO', 'CMO'],
  },
  {
    id: 'notion',
    name: 'Notion notes',
    category: 'Operations and knowledge',
    adds: 'Your notes and documents, which the executives can cite as context in analyses and boardroom debates.',
    executives: ['COO', 'CEO', 'CTO'],
  },
  {
    id: 'tiktok',
    name: 'TikTok',
    category: 'Marketing',
    adds: 'Your TikTok account’s short-video results, so the CMO can plan and judge short-video campaigns alongside the rest.',
    executives: ['CMO'],
  },
]

const CATEGORIES: readonly Category[] = [
  'Measurement',
  'Finance',
  'Sales and customers',
  'Operations and knowledge',
  'Marketing',
]
const slug = (c: Category): string => c.toLowerCase().replace(/\s+/g, '-')

const RANKING: readonly string[] = [
  'Only connected plugins take part, and only your own company’s activity is counted.',
  'A plugin ranks higher the more of your executives draw on it, and the more often its data is used in their analyses, debates and decisions.',
  'Rankings are never compared with other companies, and nothing about your usage is shared with them.',
]

export default function PluginLeaderboardPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Plugin galaxy"
        title="Plugin leaderboard"
        lead={`The plugins that ship with ${APP_NAME}, what each one adds to your AI executives, and how your leaderboard ranks them by how your own executives use them.`}
      />

      <Section
        id="ranking"
        title="How the leaderboard ranks plugins"
        intro="The leaderboard appears in your dashboard once plugins are connected, and is calculated from your company’s own usage."
      >
        <ul className="prose">
          {RANKING.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <p className="muted">
          This page lists the plugins by category, in no ranked order, because rankings only exist for a company’s own
          executives.
        </p>
      </Section>

      {CATEGORIES.map((c) => (
        <Section key={c} id={slug(c)} title={c}>
          <ul className="grid grid-2 plain-list">
            {PLUGINS.filter((p) => p.category === c).map((p) => (
              <Card key={p.id} as="li" title={p.name}>
                <p>{p.adds}</p>
                <p>
                  <span className="muted">Feeds: </span>
                  {p.executives.map((e) => (
                    <span key={e}>
                      <Badge>{e}</Badge>{' '}
                    </span>
                  ))}
                </p>
              </Card>
            ))}
          </ul>
        </Section>
      ))}

      <Section id="galaxy-start" title="Connect your first plugins">
        <p className="section-intro">
          Plugins are connected during onboarding or later from your dashboard. Read more about the{' '}
          <Link to="/plugins/impact">impact plugin</Link>, or see{' '}
          <Link to="/security">how connected data is protected</Link>.
        </p>
        <div className="actions">
          <ButtonLink to="/signup">Create your account</ButtonLink>
          <ButtonLink to="/pricing" variant="secondary">
            See which plans include each plugin
          </ButtonLink>
        </div>
      </Section>
    </Container>
  )
}
