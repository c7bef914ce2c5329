import { Badge, ButtonLink, Card, Container, Link, PageHeader, Section } from '../../ui'
import { APP_NAME } from '../../../shared/constants'
import { countOf } from '../../../shared/plural'

type Level = 'Foundations' | 'Practice' | 'Advanced'
type Course = {
  id: string
  title: string
  level: Level
  audience: string
  description: string
  lessons: readonly { title: string; minutes: number }[]
}

const COURSES: readonly Course[] = [
  {
    id: 'meet-the-board',
    title: 'Meet your AI board',
    level: 'Foundations',
    audience: 'Everyone',
    description: 'What each executive is responsible for, what data it reads, and what it will and will not do.',
    lessons: [
      { title: 'Five executives, five remits', minutes: 8 },
      { title: 'Where the evidence comes from', minutes: 7 },
      { title: 'Recommendations, not orders', minutes: 5 },
    ],
  },
  {
    id: 'good-questions',
    title: 'Asking the board a good question',
    level: 'Foundations',
    audience: 'Founders and managers',
    description:
      'How to frame a decision so the debate is useful: one question, clear options, real constraints and a deadline.',
    lessons: [
      { title: 'Decisions versus open questions', minutes: 6 },
      { title: 'Giving context only you know', minutes: 7 },
      { title: 'Reading a debate and calling the decision', minutes: 9 },
    ],
  },
  {
    id: 'connect-data',
    title: 'Connecting your data',
    level: 'Foundations',
    audience: 'Operations and finance',
    description: 'Which integrations feed which executive, and how to check that the board is seeing complete numbers.',
    lessons: [
      { title: 'Stripe and Plaid for the CFO', minutes: 8 },
      { title: 'Calendly and Notion for the COO', minutes: 6 },
      { title: 'People Data Labs enrichment and TikTok for the CMO', minutes: 6 },
    ],
  },
  {
    id: 'crm-daily',
    title: 'The CRM, day to day',
    level: 'Practice',
    audience: 'Sales and marketing',
    description:
      'Keeping leads, calls and campaigns up to date so the executives’ forecasts and diagnostics stay accurate.',
    lessons: [
      { title: 'Lead stages that mean something', minutes: 7 },
      { title: 'Logging calls and next steps', minutes: 5 },
      { title: 'Reading campaign analytics', minutes: 8 },
    ],
  },
  {
    id: 'campaign-cmo',
    title: 'Planning a campaign with the AI CMO',
    level: 'Practice',
    audience: 'Marketing',
    description:
      'Goal, audience, channels, budget and forecast: working through a campaign plan and challenging the CMO’s assumptions.',
    lessons: [
      { title: 'From goal to target', minutes: 6 },
      { title: 'Choosing audience and channels', minutes: 8 },
      { title: 'Budgets the CFO will accept', minutes: 7 },
      { title: 'Trusting, and testing, a forecast', minutes: 9 },
    ],
  },
  {
    id: 'strategy',
    title: 'From decision to strategy',
    level: 'Practice',
    audience: 'Founders and managers',
    description:
      'Turning a boardroom decision into a strategy with actions, owners and metrics, and following it through.',
    lessons: [
      { title: 'Using the strategy generator', minutes: 8 },
      { title: 'Assigning owners and dates', minutes: 5 },
      { title: 'Reviewing progress with the COO', minutes: 7 },
    ],
  },
  {
    id: 'measure',
    title: 'Measuring what decisions changed',
    level: 'Advanced',
    audience: 'Leadership',
    description:
      'Choosing metrics for a decision, reading impact reports and knowing the difference between change and cause.',
    lessons: [
      { title: 'Picking the right metrics', minutes: 7 },
      { title: 'Reading an impact report', minutes: 8 },
      { title: 'Overlapping decisions and other caveats', minutes: 6 },
    ],
  },
  {
    id: 'tune',
    title: 'Tuning your executives',
    level: 'Advanced',
    audience: 'Administrators',
    description:
      'Executive preferences, AI bots, agent workflows and choosing between Workers AI, your own endpoint and the built-in engine.',
    lessons: [
      { title: 'Tone, caution and escalation', minutes: 7 },
      { title: 'Automating routine analyses with AI bots', minutes: 9 },
      { title: 'Choosing an AI engine', minutes: 8 },
    ],
  },
]

const totalMinutes = (c: Course): number => c.lessons.reduce((sum, l) => sum + l.minutes, 0)
const LEVELS: readonly Level[] = ['Foundations', 'Practice', 'Advanced']
const LEVEL_INTRO: Record<Level, string> = {
  Foundations: 'Start here: what the board is and how to give it what it needs.',
  Practice: 'The everyday work of running a company alongside AI executives.',
  Advanced: 'For the people who measure results and configure the executives.',
}

export default function AcademyPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Academy"
        title={`${APP_NAME} Academy`}
        lead="Short, practical courses for teams learning to work with AI executives: how to ask the board, keep the data it reads in shape and act on what it recommends."
      />

      {LEVELS.map((level) => (
        <Section key={level} id={level.toLowerCase()} title={level} intro={LEVEL_INTRO[level]}>
          <ul className="grid grid-2 plain-list">
            {COURSES.filter((c) => c.level === level).map((c) => (
              <Card key={c.id} as="li" title={c.title}>
                <p>
                  <Badge tone="accent">{countOf(totalMinutes(c), 'minute')}</Badge>{' '}
                  <Badge>{countOf(c.lessons.length, 'lesson')}</Badge> <Badge>For: {c.audience}</Badge>
                </p>
                <p>{c.description}</p>
                <ol>
                  {c.lessons.map((l) => (
                    <li key={l.title}>
                      {l.title} <span className="muted">({l.minutes} min)</span>
                    </li>
                  ))}
                </ol>
              </Card>
            ))}
          </ul>
        </Section>
      ))}

      <Section id="academy-start" title="Learn on your own data">
        <p className="section-intro">
          Every course is built around the screens of the app, so the fastest way to learn is with your own company
          connected. New to {APP_NAME}? Read <Link to="/launch">how to launch your AI boardroom</Link> first.
        </p>
        <div className="actions">
          <ButtonLink to="/signup">Create your account</ButtonLink>
          <ButtonLink to="/faq" variant="secondary">
            Read the FAQ
          </ButtonLink>
        </div>
      </Section>
    </Container>
  )
}
