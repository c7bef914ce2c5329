// The shell shared by the dashboard, admin and onboarding areas: a navigation sidebar (or a header
// on phones), the theme control and the page outlet.
import type { ReactNode } from 'react'
import { PageOutlet } from '../../app/page-outlet'
import { APP_NAME } from '../../../shared/constants'
import { PreferenceControls } from '../../app/preference-controls'
import { UserMenu } from '../auth/user-menu'
import { Link, NavLink } from '../../ui'

export type NavGroup = { label: string; links: { to: string; label: string }[] }

export function AppShell({ label, groups, children }: { label: string; groups: NavGroup[]; children?: ReactNode }) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="app-sidebar">
        <div className="app-topbar">
          <Link to="/" className="brand">
            {APP_NAME}
          </Link>
          <PreferenceControls />
        </div>
        <UserMenu />
        <nav aria-label={label}>
          {groups.map((group) => (
            <div key={group.label}>
              <h2>{group.label}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      <main className="app-main" id="main" tabIndex={-1}>
        {children}
        <PageOutlet />
      </main>
    </div>
  )
}
