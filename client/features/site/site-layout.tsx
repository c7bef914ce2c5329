// Layout of the public, legal and auth pages: header with navigation, footer with the legal links.
// Below 1024 px the navigation, the theme control and the sign-in links move into a Menu sheet, so
// the header stays one row on phones and tablets.
import type { ReactNode } from 'react'
import { COMPANY } from '../../../shared/constants'
import { LEGAL_PAGES, legalPath } from '../../../shared/legal-pages'
import { SiteHeader, type SiteHeaderBarProps } from '../../app/site-header'
import { ThemeSelect } from '../../app/theme-select'
import { ButtonLink, Container, NavLink } from '../../ui'
import { MenuSheet } from '../../ui/menu-sheet'
import { useSupportEmail } from '../../lib/support-email'

const NAV = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/security', label: 'Security' },
  { to: '/academy', label: 'Academy' },
  { to: '/faq', label: 'FAQ' },
]

const NavItems = () =>
  NAV.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to}>{item.label}</NavLink>
    </li>
  ))

function SignInLinks() {
  return (
    <>
      <ButtonLink to="/login" variant="ghost">
        Sign in
      </ButtonLink>
      <ButtonLink to="/signup">Start free</ButtonLink>
    </>
  )
}

function PhoneMenu() {
  return (
    <MenuSheet title="Menu" className="px-3 lg:hidden">
      {() => (
        <div className="phone-menu">
          <nav aria-label="Main (menu)">
            <ul className="phone-menu-list">
              <NavItems />
            </ul>
          </nav>
          <ThemeSelect compact={false} />
          <div className="actions">
            <SignInLinks />
          </div>
        </div>
      )}
    </MenuSheet>
  )
}

/**
 * The public header's contents: navigation, sign-in links and the Menu sheet. A static page hydrates
 * this alone (the island named site-header, client/islands.tsx). `preferences: false` is that
 * island's fallback, should its controls fail in the browser: no controls and no Menu sheet, so the
 * navigation and sign-in links show at every width.
 */
export function publicHeader({ preferences = true } = {}): SiteHeaderBarProps {
  const wide = preferences ? 'max-lg:hidden' : undefined
  return {
    menu: preferences,
    preferences,
    nav: (
      <nav aria-label="Main" className={wide}>
        <ul className="nav-list">
          <NavItems />
        </ul>
      </nav>
    ),
    actions: (
      <>
        <span className={preferences ? 'contents max-lg:hidden' : 'contents'}>
          <SignInLinks />
        </span>
        {preferences && <PhoneMenu />}
      </>
    ),
  }
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  const supportEmail = useSupportEmail()
  return (
    <>
      <SiteHeader island="site-header" {...publicHeader()} />
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
            © {COMPANY.legalName} · Questions:{' '}
            {supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : <a href="/contact">contact us</a>}
          </p>
        </Container>
      </footer>
    </>
  )
}
