// Layout of the public, legal and auth pages: header with navigation, footer with the legal links.
import { APP_NAME, COMPANY } from '../../../shared/constants'
import { LEGAL_PAGES, legalPath } from '../../../shared/routes'
import { PreferenceControls } from '../../app/preference-controls'
import type { ReactNode } from 'react'
import { Container, Link, NavLink } from '../../ui'

const NAV = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/security', label: 'Security' },
  { to: '/academy', label: 'Academy' },
  { to: '/faq', label: 'FAQ' },
]

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Container>
          <Link to="/" className="brand">
            {APP_NAME}
          </Link>
          <nav aria-label="Main">
            <ul className="nav-list">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <PreferenceControls />
          <Link to="/login" className="btn btn-ghost">
            Sign in
          </Link>
          <Link to="/signup" className="btn btn-primary">
            Start free
          </Link>
        </Container>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <Container>
          <nav aria-label="Legal">
            <ul className="nav-list">
              {LEGAL_PAGES.map((p) => (
                <li key={p.slug}>
                  <NavLink to={legalPath(p.slug)}>{p.title}</NavLink>
                </li>
              ))}
              <li>
                <NavLink to="/contact">Contact</NavLink>
              </li>
            </ul>
          </nav>
          <p>
            © {COMPANY.legalName}. Questions: <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>
          </p>
        </Container>
      </footer>
    </>
  )
}
