import { Link, Table } from '../../../ui'
import { APP_NAME, COMPANY } from '../../../../shared/constants'
import { legalPath } from '../../../../shared/legal-pages'
import { EmailLink, LegalDocument, LegalSection } from '../legal-document'

type Basis = { use: string; basis: string }

const LAWFUL_BASES: readonly Basis[] = [
  {
    use: 'Creating and running your account, providing the AI executives, boardroom and CRM',
    basis: 'Contract (Article 6(1)(b))',
  },
  {
    use: 'Billing, invoicing and keeping tax records',
    basis: 'Contract and legal obligation (Article 6(1)(b) and (c))',
  },
  {
    use: 'Transactional emails such as sign-in codes, receipts and security alerts',
    basis: 'Contract (Article 6(1)(b))',
  },
  {
    use: 'Keeping the service secure, preventing fraud and abuse, logging errors',
    basis: 'Legitimate interests (Article 6(1)(f))',
  },
  {
    use: 'Telling business customers about changes and features relevant to their plan',
    basis: 'Legitimate interests (Article 6(1)(f))',
  },
  { use: 'Preferences, analytics and marketing storage in your browser', basis: 'Consent (Article 6(1)(a))' },
  { use: 'Optional SMS alerts and marketing emails or SMS', basis: 'Consent (Article 6(1)(a))' },
  {
    use: 'Answering lawful requests from authorities and defending legal claims',
    basis: 'Legal obligation and legitimate interests',
  },
]

const RIGHTS: readonly { name: string; body: string }[] = [
  { name: 'Access', body: 'get a copy of the personal data we hold about you and information about how we use it.' },
  {
    name: 'Rectification',
    body: 'have inaccurate data corrected; you can also edit your profile yourself at any time.',
  },
  {
    name: 'Erasure',
    body: 'have your data deleted when we no longer need it or you withdraw the consent it relies on.',
  },
  { name: 'Restriction', body: 'ask us to pause using your data while a complaint or correction is resolved.' },
  {
    name: 'Portability',
    body: 'receive data you gave us in a structured, machine-readable format, or have it sent to another provider.',
  },
  {
    name: 'Objection',
    body: 'object to processing based on legitimate interests, and to direct marketing at any time.',
  },
  { name: 'Withdraw consent', body: 'withdraw any consent, without affecting processing that took place before.' },
]

export default function GdprPage() {
  return (
    <LegalDocument slug="gdpr">
      <p>
        This page explains how {COMPANY.legalName} meets the General Data Protection Regulation (GDPR) and the UK GDPR,
        and how people in the European Economic Area, the United Kingdom and Switzerland can exercise their rights. It
        adds to our <Link to={legalPath('privacy-policy')}>Privacy Policy</Link>.
      </p>

      <LegalSection number={1} id="roles" title="Controller and processor">
        <p>
          We are the controller of the personal data of our users, website visitors and billing contacts. For data a
          company stores in {APP_NAME}, including people in its CRM, the company is the controller and we are its
          processor under Article 28, acting only on its documented instructions.
        </p>
      </LegalSection>

      <LegalSection number={2} id="lawful-bases" title="Lawful bases">
        <Table caption="Why we process personal data, and the legal basis for each purpose.">
          <thead>
            <tr>
              <th scope="col">Purpose</th>
              <th scope="col">Lawful basis</th>
            </tr>
          </thead>
          <tbody>
            {LAWFUL_BASES.map((b) => (
              <tr key={b.use}>
                <th scope="row">{b.use}</th>
                <td>{b.basis}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p>
          Where we rely on legitimate interests we have weighed them against your rights, and you can ask us for that
          assessment. {APP_NAME} is not designed to hold special categories of personal data, and our terms ask
          customers not to upload them. The AI executives do not take decisions about individuals that produce legal or
          similarly significant effects (Article 22).
        </p>
      </LegalSection>

      <LegalSection number={3} id="rights" title="Your rights">
        <p>You have the right to:</p>
        <ul>
          {RIGHTS.map((r) => (
            <li key={r.name}>
              <strong>{r.name}</strong>: {r.body}
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection number={4} id="exercise" title="How to exercise your rights">
        <ol>
          <li>
            Write to <EmailLink address={COMPANY.privacyEmail} />, ideally from the email address of your account,
            saying which right you want to exercise.
          </li>
          <li>
            We acknowledge your request within five business days and may ask for information to confirm your identity.
          </li>
          <li>
            We answer within one month. For complex or numerous requests we may extend this by up to two further months,
            and will tell you why within the first month.
          </li>
        </ol>
        <p>
          Requests are free unless they are manifestly unfounded or excessive. If your data is held by one of our
          customers, for example as a lead in its CRM, we pass your request to that company and help it respond.
        </p>
      </LegalSection>

      <LegalSection number={5} id="privacy-contact" title="Privacy contact">
        <p>
          Our privacy team handles data protection questions and the tasks of a data protection officer. Reach it at{' '}
          <EmailLink address={COMPANY.privacyEmail} />. Postal correspondence can go to the address on your invoice or
          order form.
        </p>
      </LegalSection>

      <LegalSection number={6} id="transfers" title="International transfers">
        <p>
          Some of our subprocessors (Cloudflare, Supabase, Stripe, and any integrations your company enables) process
          data outside the EEA and the UK, including in the United States. We protect these transfers with the European
          Commission’s Standard Contractual Clauses and the UK International Data Transfer Addendum, or rely on an
          adequacy decision where one applies, together with the technical measures described in our{' '}
          <Link to={legalPath('compliance-information')}>Compliance Information</Link>. You can ask us for a copy of the
          relevant safeguards.
        </p>
      </LegalSection>

      <LegalSection number={7} id="customers" title="For business customers">
        <p>
          Our data processing terms cover the Article 28 requirements, list our subprocessors, and give you notice
          before we add or replace one so that you can object. We notify you of a personal data breach affecting your
          data without undue delay, so that you can meet your own 72-hour duty to inform the supervisory authority. Ask{' '}
          <EmailLink address={COMPANY.privacyEmail} /> for a copy.
        </p>
      </LegalSection>

      <LegalSection number={8} id="complaints" title="Complaints to a supervisory authority">
        <p>
          If you are unhappy with how we handle your data, please tell us first so we can put it right. You also have
          the right to complain to a data protection supervisory authority, in particular in the country where you live
          or work or where you think the breach took place. The European Data Protection Board lists the authorities of
          the EEA at <a href="https://edpb.europa.eu/about-edpb/about-edpb/members_en">edpb.europa.eu</a>; in the United
          Kingdom it is the Information Commissioner’s Office at{' '}
          <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a>.
        </p>
      </LegalSection>
    </LegalDocument>
  )
}
