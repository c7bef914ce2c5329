// The header of every page outside the app shell (public, legal, auth, onboarding, error screens,
// the session check): the skip link, the brand, optional navigation and actions, and the theme and
// accessibility controls every page has (spec §3, §4).
import type { ReactNode } from 'react'
import { APP_NAME } from '../../shared/constants'
import { Container, Link, SkipLink } from '../ui'
import { PreferenceControls } from './preference-controls'

/** The product's name, linking home. */
export function Brand() {
  return (
    <Link to="/" className="brand">
      {APP_NAME}
    </Link>
  )
}

/** `menu`: the header has a Menu sheet that takes the navigation and the theme control below 1024 px. */
export function SiteHeader({ nav, actions, menu = false }: { nav?: ReactNode; actions?: ReactNode; menu?: boolean }) {
  return (
    <>
      <SkipLink />
      <header className="site-header">
        <Container className="site-header-bar">
          <Brand />
          {nav}
          <PreferenceControls themeInMenuBelow={menu ? 'lg' : 'none'} iconOnlyBelow={menu ? 'xl' : 'sm'} />
          {actions}
        </Container>
      </header>
    </>
  )
}
