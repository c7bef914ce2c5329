import { Card, Container, Grid, Link, PageHeader, Section } from '../../ui'
import { APP_NAME, COMPANY } from '../../../shared/constants'
import { legalPath } from '../../../shared/legal-pages'

type Control = { title: string; body: string }
type ControlGroup = { id: string; title: string; intro: string; controls: readonly Control[] }

const GROUPS: readonly ControlGroup[] = [
  {
    id: 'data',
    title: 'Your data, isolated in the database',
    intro: 'Isolation is enforced by the database itself, not only by application code.',
    controls: [
      {
        title: 'Row-level security in Postgres',
        body: 'Every table holding company data has row-level security policies. A query only returns rows belonging to a company the signed-in user is a member of, whatever the request asks for.',
      },
      {
        title: 'Roles users cannot grant themselves',
        body: 'Roles such as administrator are assigned by an existing administrator and checked on the server. The policies stop any user from raising their own role, even through a direct database request.',
      },
      {
        title: 'Encryption at rest',
        body: 'The database and its backups are encrypted at rest by the database host.',
      },
    ],
  },
  {
    id: 'transport',
    title: 'Every connection protected',
    intro: `${APP_NAME} runs on Cloudflare’s edge and answers only over HTTPS.`,
    controls: [
      {
        title: 'Encryption in transit',
        body: 'All traffic between your browser, our edge, the database and connected services travels over TLS.',
      },
      {
        title: 'HTTP Strict Transport Security',
        body: 'HSTS tells browsers to use HTTPS for every visit, so a connection cannot be quietly downgraded to plain HTTP.',
      },
      {
        title: 'Content Security Policy with per-request nonces',
        body: 'Each page is served with a fresh random nonce, and the browser only runs scripts that carry it. Scripts, connections and frames are limited to our own origin and our payment provider, Stripe.',
      },
    ],
  },
  {
    id: 'secrets',
    title: 'Secrets and keys',
    intro: 'Credentials live where they are needed and nowhere else.',
    controls: [
      {
        title: 'Server secrets stay on the server',
        body: 'Database service credentials and integration secrets exist only in the server environment. They are never included in the code sent to your browser.',
      },
      {
        title: 'Your AI keys stay in your browser',
        body: 'API keys your company adds for its own AI provider are kept in your browser’s local storage, not in our database. You can remove them from Settings at any time.',
      },
      {
        title: 'Card details go to Stripe',
        body: 'Payment forms are provided by Stripe, so card numbers are sent straight to Stripe and never pass through our servers.',
      },
    ],
  },
]

const DISCLOSURE: readonly string[] = [
  'A description of the issue and where it is: the page, the request or the component.',
  'Steps to reproduce it, and what an attacker could achieve.',
  'Your name or handle if you would like to be credited.',
]

const RULES: readonly string[] = [
  'Test only against accounts and companies you own.',
  'Do not access, change or delete other customers’ data; stop and report as soon as you see any.',
  'Do not run denial-of-service, spam or social-engineering tests.',
  'Give us reasonable time to fix the issue before you disclose it publicly.',
]

export default function SecurityPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Trust"
        title="Security"
        lead={`Your AI executives read your most sensitive numbers: cash, revenue, customers. Here is how ${APP_NAME} keeps them yours.`}
      />

      {GROUPS.map((g) => (
        <Section key={g.id} id={g.id} title={g.title} intro={g.intro}>
          <Grid columns={3}>
            {g.controls.map((c) => (
              <Card key={c.title} title={c.title}>
                <p>{c.body}</p>
              </Card>
            ))}
          </Grid>
        </Section>
      ))}

      <Section id="disclosure" title="Responsible disclosure">
        <div className="prose">
          <p>
            If you believe you have found a vulnerability, email{' '}
            <a href={`mailto:${COMPANY.securityEmail}`}>{COMPANY.securityEmail}</a>. We acknowledge reports within two
            business days and keep you informed until the issue is resolved. We will not pursue action against anyone
            who reports in good faith and follows these rules.
          </p>
          <h3>Please include</h3>
          <ul>
            {DISCLOSURE.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          <h3>Please respect</h3>
          <ul>
            {RULES.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="more" title="Related documents">
        <ul className="prose">
          <li>
            <Link to={legalPath('privacy-policy')}>Privacy policy</Link>: what we collect and why.
          </li>
          <li>
            <Link to={legalPath('gdpr')}>GDPR compliance</Link>: your rights and how to exercise them.
          </li>
          <li>
            <Link to={legalPath('compliance-information')}>Compliance information</Link>: the standards and processes we
            follow.
          </li>
          <li>
            <Link to="/contact">Contact our security and privacy teams</Link>.
          </li>
        </ul>
      </Section>
    </Container>
  )
}
