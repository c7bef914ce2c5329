import { ButtonLink, Card, Container, Link, PageHeader, Section } from '../../ui'
import { SignupActions } from './signup-actions'
import { APP_NAME } from '../../../shared/constants'

type Step = { title: string; body: string; details: readonly string[] }

const SIGN_UP: readonly Step[] = [
  {
    title: 'Create your account',
    body: 'Sign up with your work email and a password.',
    details: [
      'Use your work address: it is the one your colleagues will recognise when you invite them.',
      'Each person signs up with their own account; accounts are never shared.',
    ],
  },
  {
    title: 'Confirm your email',
    body: 'Open the link we send you to confirm the address belongs to you.',
    details: ['If you prefer, sign in with a one-time code sent to the same address.'],
  },
]

const ONBOARDING: readonly Step[] = [
  {
    title: 'Your profile',
    body: 'Your name and your role in the company.',
    details: ['The executives address their recommendations to you and tailor them to your responsibilities.'],
  },
  {
    title: 'Your company',
    body: 'Your company’s name and industry.',
    details: ['This gives the board its context: what you sell, to whom and what “good” looks like in your sector.'],
  },
  {
    title: 'Your team',
    body: 'Invite the people who will work with the executives.',
    details: [
      'Colleagues join your company and see the same decisions, strategies and CRM.',
      'Roles are assigned by an administrator; nobody can grant themselves more access.',
    ],
  },
  {
    title: 'Integrations',
    body: 'Connect the tools your data already lives in.',
    details: [
      'Stripe for payments and Plaid for bank accounts give the CFO real revenue and cash.',
      'Calendly for meetings and Notion for notes give the COO the operating picture.',
      'People Data Labs enrichment (each lead’s company from its email domain) and TikTok give the CMO richer leads and campaign results.',
      'Every integration is optional; you can connect more later from the dashboard.',
    ],
  },
  {
    title: 'AI workflow',
    body: 'Choose which decisions the executives bring to the boardroom.',
    details: [
      'For example: budget changes above a threshold, new campaigns, pricing, hiring.',
      'Pick the AI engine: Workers AI, your own OpenAI-compatible endpoint or the built-in engine that works offline.',
    ],
  },
]

const FIRST_MEETING: readonly Step[] = [
  {
    title: 'Put a question to the board',
    body: 'Open the AI boardroom and ask a real question, such as “Should we raise our prices by 10% next quarter?”',
    details: ['Add the context only you know: constraints, deadlines, what you have already tried.'],
  },
  {
    title: 'Watch the debate',
    body: 'Each executive states a position from its remit and the evidence behind it, then responds to the others.',
    details: [
      'The CFO prices the option, the CMO weighs the effect on demand, the COO checks what it takes to deliver, and the CEO sums up.',
    ],
  },
  {
    title: 'Record the decision',
    body: 'Accept, amend or reject the board’s recommendation. The decision is kept with its rationale and any dissent.',
    details: ['Generate a strategy from it with actions, owners and the metrics to watch.'],
  },
]

function StepList({ steps, start = 1 }: { steps: readonly Step[]; start?: number }) {
  return (
    <ol className="grid plain-list" start={start}>
      {steps.map((s, i) => (
        <Card key={s.title} as="li" title={`Step ${start + i}: ${s.title}`}>
          <p>{s.body}</p>
          <ul>
            {s.details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </Card>
      ))}
    </ol>
  )
}

export default function LaunchPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Get started"
        title="Launch your AI boardroom"
        lead={`From sign-up to your first board meeting: how a company gets its ${APP_NAME} executives working on its own data.`}
      >
        <SignupActions />
      </PageHeader>

      <Section
        id="sign-up"
        title="1. Sign up"
        intro="An account belongs to a person; the company you create next is what the executives work for."
      >
        <StepList steps={SIGN_UP} />
      </Section>

      <Section
        id="onboarding"
        title="2. Set up with the onboarding wizard"
        intro="The wizard walks you through five short steps and shows your progress as you go."
      >
        <StepList steps={ONBOARDING} start={SIGN_UP.length + 1} />
      </Section>

      <Section
        id="first-meeting"
        title="3. Hold your first board meeting"
        intro="When set-up is complete you land on your dashboard. The executives have read what you connected and are ready for a question."
      >
        <StepList steps={FIRST_MEETING} start={SIGN_UP.length + ONBOARDING.length + 1} />
      </Section>

      <Section id="after-launch" title="After launch">
        <ul>
          <li>
            Run the <Link to="/diagnostics">business health diagnostic</Link> to see where the board thinks you stand.
          </li>
          <li>
            Plan your next campaign with the AI CMO: <Link to="/campaigns/create">how campaign planning works</Link>.
          </li>
          <li>
            Measure what each decision changed with the <Link to="/plugins/impact">impact plugin</Link>.
          </li>
          <li>
            Train your team with the short courses in the <Link to="/academy">{APP_NAME} Academy</Link>.
          </li>
        </ul>
        <div className="actions">
          <ButtonLink to="/signup">Start your launch</ButtonLink>
        </div>
      </Section>
    </Container>
  )
}
