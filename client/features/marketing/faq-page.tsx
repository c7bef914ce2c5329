import type { ReactNode } from 'react'
import { Container, Link, PageHeader, Section } from '../../ui'
import { APP_NAME, COMPANY } from '../../../shared/constants'
import { legalPath } from '../../../shared/legal-pages'

type Faq = { q: string; a: ReactNode }
type FaqGroup = { id: string; title: string; items: readonly Faq[] }

const GROUPS: readonly FaqGroup[] = [
  {
    id: 'product',
    title: 'The product',
    items: [
      {
        q: `What is ${APP_NAME}?`,
        a: 'A business web app with a team of AI executives (CEO, CFO, CMO, CTO and COO) that analyse your company’s own data, debate your decisions in an AI boardroom and turn them into strategies, alongside a working CRM for campaigns, leads, analytics and forecasts.',
      },
      {
        q: 'Do the AI executives make decisions for us?',
        a: 'No. They analyse, argue and recommend; a person in your company accepts, amends or rejects every decision. Each decision is recorded with its rationale so you can see why it was taken.',
      },
      {
        q: 'What data do the executives use?',
        a: 'Only your company’s data: what you enter in the CRM and what you connect through integrations. They do not see other companies’ data, and they say so when a question needs data you have not connected.',
      },
      {
        q: 'Which tools can we connect?',
        a: (
          <>
            Stripe for payments, Plaid for bank accounts, Calendly for meetings, Notion for notes, People Data Labs for
            company enrichment and TikTok for short-video campaigns. The{' '}
            <Link to="/galaxy/plugins/leaderboard">plugin galaxy</Link> describes what each one adds.
          </>
        ),
      },
      {
        q: 'Is it a replacement for our CRM?',
        a: 'It includes a working CRM with campaigns, leads, calls, analytics and forecasts. You can run your whole pipeline in it, and the executives read from it directly, with no export or sync to set up.',
      },
      {
        q: 'Which plan includes which executives?',
        a: (
          <>
            Starter includes the CEO, CFO and CMO; Growth and Enterprise include all five. The{' '}
            <Link to="/pricing">pricing page</Link> compares seats, boardroom sessions and features.
          </>
        ),
      },
    ],
  },
  {
    id: 'ai',
    title: 'AI and your data',
    items: [
      {
        q: 'Which AI models do the executives use?',
        a: 'You choose: Workers AI on Cloudflare’s network, any OpenAI-compatible endpoint with your own key, or the built-in engine.',
      },
      {
        q: 'Does it work without an external AI provider?',
        a: 'Yes. The built-in engine is deterministic and works offline from your company’s own data, so analyses, diagnostics and forecasts still run with no provider configured.',
      },
      {
        q: 'Where is our data stored, and who can read it?',
        a: (
          <>
            In Postgres with row-level security: database policies allow only members of your company to read its rows.
            Read more on the <Link to="/security">security page</Link>.
          </>
        ),
      },
      {
        q: 'Where are our AI provider keys kept?',
        a: 'API keys your company adds for its own AI provider are stored in your browser, not in our database. Clearing them in Settings removes them.',
      },
      {
        q: 'How do we exercise our data protection rights?',
        a: (
          <>
            Write to <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>. Our{' '}
            <Link to={legalPath('gdpr')}>GDPR page</Link> and{' '}
            <Link to={legalPath('privacy-policy')}>privacy policy</Link> explain what we hold and how to access, correct
            or delete it.
          </>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: 'Account and billing',
    items: [
      {
        q: 'How do I add my team?',
        a: 'Invite colleagues during onboarding or later from company setup. Each person has their own account, and an administrator assigns roles; nobody can grant themselves extra access.',
      },
      {
        q: 'How do I cancel?',
        a: (
          <>
            From the <Link to="/dashboard/billing">billing page of your dashboard</Link>, at any time. Your plan stays
            active until the end of the month you have paid for.
          </>
        ),
      },
      {
        q: 'Do you give refunds?',
        a: (
          <>
            See our <Link to={legalPath('refund-policy')}>refund policy</Link> for when a refund applies and how to ask
            for one.
          </>
        ),
      },
      {
        q: 'Is the app accessible?',
        a: 'It works with a keyboard and screen readers, follows your system’s reduced-motion setting, and offers dark, light and system themes plus accessibility preferences in Settings.',
      },
      {
        q: 'How do I report a security issue?',
        a: (
          <>
            Email <a href={`mailto:${COMPANY.securityEmail}`}>{COMPANY.securityEmail}</a>. Our{' '}
            <Link to="/security">security page</Link> explains what to include.
          </>
        ),
      },
    ],
  },
]

export default function FaqPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Help"
        title="Frequently asked questions"
        lead={
          <>
            Answers about the AI executives, your data and your account. Can’t find yours?{' '}
            <Link to="/contact">Contact our team</Link>.
          </>
        }
      />
      {GROUPS.map((g) => (
        <Section key={g.id} id={g.id} title={g.title}>
          <div className="prose">
            {g.items.map((item) => (
              <details key={item.q}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </div>
        </Section>
      ))}
    </Container>
  )
}
