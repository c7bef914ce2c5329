import { Card, Container, Link, PageHeader, Section } from '../../ui'
import { APP_NAME, COMPANY, LEGAL_LAST_UPDATED } from '../../../shared/constants'
import { LEGAL_PAGES, legalPath, type LegalSlug } from '../../../shared/legal-pages'
import { EmailLink, formatLegalDate, SupportEmailLink } from './legal-document'

const SUMMARIES = {
  'terms-of-service': `The agreement between your company and ${COMPANY.legalName}: accounts and roles, acceptable use, your data, fees and liability.`,
  'privacy-policy':
    'What personal data we collect, why, who processes it for us, how long we keep it and your rights over it.',
  'cookie-policy': 'Every item we keep in your browser, the category it belongs to and why it is there.',
  'compliance-information':
    'How we align with GDPR, CCPA and SOC 2 controls: data isolation, encryption, audit logging and incident response.',
  'refund-policy':
    'The 14-day refund on your first subscription payment, plan changes, billing errors and how to ask for a refund.',
  'messaging-consent':
    'The emails and text messages we send, how often, and how to stop them with STOP or unsubscribe.',
  gdpr: 'The lawful bases we rely on, your rights under the GDPR, how to exercise them and where to complain.',
  'cookie-settings': 'The consent categories, what each one allows, and how your choices are saved and changed.',
} as const satisfies Record<LegalSlug, string>

export default function LegalIndexPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Legal"
        title="Legal"
        lead={`The terms and policies that govern ${APP_NAME}. Last updated: ${formatLegalDate(LEGAL_LAST_UPDATED)}.`}
      />

      <Section id="documents" title="Documents">
        <ul className="grid grid-2 plain-list">
          {LEGAL_PAGES.map((p) => (
            <Card key={p.slug} as="li" title={<Link to={legalPath(p.slug)}>{p.title}</Link>}>
              <p className="muted">{SUMMARIES[p.slug]}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section id="questions" title="Questions about these documents">
        <div className="prose">
          <p>
            For privacy and data protection requests, write to <EmailLink address={COMPANY.privacyEmail} />. For
            billing, refunds and anything else about your account, write to <SupportEmailLink />. Enterprise customers
            can ask <EmailLink address={COMPANY.salesEmail} /> for a data processing agreement or custom terms.
          </p>
        </div>
      </Section>
    </Container>
  )
}
