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

/**
 * `menu`: the header has a Menu sheet that takes the navigation and the theme control below 1024 px.
 * `preferences`: false leaves out the theme and accessibility controls (an island's fallback, when
 * they failed to render in the browser: client/islands.tsx).
 */
export type SiteHeaderBarProps = { nav?: ReactNode; actions?: ReactNode; menu?: boolean; preferences?: boolean }

/** What the header holds: everything inside <header>, which a page can hydrate on its own. */
export function SiteHeaderBar({ nav, actions, menu = false, preferences = true }: SiteHeaderBarProps) {
  return (
    <Container className="site-header-bar">
      <Brand />
      {nav}
      {preferences && <PreferenceControls themeInMenuBelow={menu ? 'lg' : 'none'} iconOnlyBelow={menu ? 'xl' : 'sm'} />}
      {actions}
    </Container>
  )
}

/** `island`: names the header as an island (data-island), hydrated by itself on a static page (client/islands.tsx). */
export function SiteHeader({ island, ...bar }: SiteHeaderBarProps & { island?: string }) {
  return (
    <>
      <SkipLink />
      <header className="site-header" data-island={island}>
        <SiteHeaderBar {...bar} />
      </header>
    </>
  )
}
