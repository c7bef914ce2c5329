import { Card, Container, Grid, Link, PageHeader, Section } from '../../ui'
import { APP_NAME, COMPANY } from '../../../shared/constants'
import { legalPath } from '../../../shared/legal-pages'
import { useSupportEmail } from '../../lib/support-email'

type Channel = {
  id: string
  title: string
  /** null: the support address, which the deployment decides (client/lib/support-email.ts). */
  email: string | null
  topics: readonly string[]
  response: string
}

const CHANNELS: readonly Channel[] = [
  {
    id: 'support',
    title: 'Support',
    email: null,
    topics: [
      'Help using the executives, the boardroom or the CRM',
      'Integrations that will not connect',
      'Billing questions and invoices',
    ],
    response: 'Within one business day.',
  },
  {
    id: 'sales',
    title: 'Sales',
    email: COMPANY.salesEmail,
    topics: [
      'Choosing a plan',
      'Enterprise pricing, invoiced billing and custom terms',
      'A walk-through for your team',
    ],
    response: 'Within one business day.',
  },
  {
    id: 'security',
    title: 'Security',
    email: COMPANY.securityEmail,
    topics: [
      'Reporting a vulnerability',
      'Security questionnaires and reviews',
      'A suspected compromise of your account',
    ],
    response: 'Acknowledged within two business days; urgent reports are triaged first.',
  },
  {
    id: 'privacy',
    title: 'Privacy',
    email: COMPANY.privacyEmail,
    topics: [
      'Requests to access, correct or delete personal data',
      'Questions about how we process data',
      'Consent and cookie questions',
    ],
    response: 'Acknowledged within five business days and answered within one month, as data protection law requires.',
  },
]

const TIPS: readonly string[] = [
  'Write from the email address of your account, and include your company’s name.',
  'Say what you were doing, what you expected and what happened instead; the page address helps.',
  'Never send passwords, one-time codes or API keys by email. We will never ask for them.',
]

export default function ContactPage() {
  const supportEmail = useSupportEmail()
  const channels = CHANNELS.flatMap((c) => {
    const email = c.email ?? supportEmail
    return email ? [{ ...c, email }] : []
  })
  return (
    <Container>
      <PageHeader
        eyebrow="Contact"
        title="Contact us"
        lead={`Reach the right ${APP_NAME} team directly by email. Business days are Monday to Friday, excluding public holidays.`}
      />

      <Section id="channels" title="Who to write to">
        <Grid columns={2}>
          {channels.map((c) => (
            <Card key={c.id} title={c.title}>
              <p>
                <a href={`mailto:${c.email}`}>
                  Email {c.title.toLowerCase()}: {c.email}
                </a>
              </p>
              <ul>
                {c.topics.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              <p className="muted">
                <strong>Expected response:</strong> {c.response}
              </p>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="tips" title="Help us answer quickly">
        <ul className="prose">
          {TIPS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </Section>

      <Section id="self-serve" title="Answers you may find first">
        <ul className="prose">
          <li>
            <Link to="/faq">Frequently asked questions</Link> about the executives, your data and billing.
          </li>
          <li>
            <Link to="/security">How we protect your data</Link> and how to disclose a vulnerability responsibly.
          </li>
          <li>
            <Link to="/launch">How to launch your AI boardroom</Link>, step by step.
          </li>
          <li>
            Our <Link to={legalPath('privacy-policy')}>privacy policy</Link> and{' '}
            <Link to={legalPath('terms-of-service')}>terms of service</Link>.
          </li>
        </ul>
        <p className="muted">{COMPANY.legalName}</p>
      </Section>
    </Container>
  )
}
