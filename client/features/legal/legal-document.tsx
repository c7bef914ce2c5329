// The frame every legal document shares: heading with the revision date, the text as `prose`, and
// links to the other documents. Server-rendered then hydrated, so everything here is deterministic.
import type { ReactNode } from 'react'
import { Container, Link, PageHeader } from '../../ui'
import { LEGAL_LAST_UPDATED } from '../../../shared/constants'
import { LEGAL_PAGES, legalPath, type LegalSlug } from '../../../shared/legal-pages'
import { useSupportEmail } from '../../lib/support-email'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * '2026-11-20' → '20 November 2026'. Done by hand rather than with Intl or Date, so the server and
 * the browser print the same text whatever their locale or time zone (no hydration mismatch).
 */
export function formatLegalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) return isoDate
  const [, year, month, day] = match
  const monthName = MONTHS[Number(month) - 1]
  return monthName ? `${Number(day)} ${monthName} ${year}` : isoDate
}

export const legalTitle = (slug: LegalSlug): string => LEGAL_PAGES.find((p) => p.slug === slug)?.title ?? 'Legal'

/** A mailto link showing the address itself. */
export function EmailLink({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>
}

/** The one support address (client/lib/support-email.ts), or the contact page when none is set. */
export function SupportEmailLink() {
  const address = useSupportEmail()
  return address ? <EmailLink address={address} /> : <a href="/contact">our contact page</a>
}

/** One numbered part of a legal document; its h2 labels the section (and can be linked to by id). */
export function LegalSection({
  id,
  title,
  number,
  children,
}: {
  id: string
  title: string
  number?: number
  children: ReactNode
}) {
  const headingId = `${id}-title`
  return (
    <section id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{number === undefined ? title : `${number}. ${title}`}</h2>
      {children}
    </section>
  )
}

export function LegalDocument({ slug, children }: { slug: LegalSlug; children: ReactNode }) {
  const others = LEGAL_PAGES.filter((p) => p.slug !== slug)
  return (
    <Container>
      <PageHeader
        eyebrow="Legal"
        title={legalTitle(slug)}
        lead={`Last updated: ${formatLegalDate(LEGAL_LAST_UPDATED)}`}
      />
      <article className="prose">{children}</article>
      <nav className="prose section" aria-labelledby="related-documents-title">
        <h2 id="related-documents-title">Related documents</h2>
        <ul>
          {others.map((p) => (
            <li key={p.slug}>
              <Link to={legalPath(p.slug)}>{p.title}</Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/legal">All legal documents</Link>
        </p>
      </nav>
    </Container>
  )
}
