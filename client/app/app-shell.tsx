// The shell shared by the dashboard, admin and compliance areas: a navigation sidebar on wide
// screens and a sheet behind a Menu button below 900 px (with the theme control, so the top bar
// stays one row), the preference controls, the account menu and the page outlet.
import type { ReactNode } from 'react'
import type { NavGroup } from './nav'
import { PageOutlet } from './page-outlet'
import { PreferenceControls } from './preference-controls'
import { Brand } from './site-header'
import { ThemeSelect } from './theme-select'
import { NavLink, SkipLink } from '../ui'
import { MenuSheet } from '../ui/menu-sheet'
import { UserMenu } from '../features/auth/user-menu'

function Navigation({ label, groups, onNavigate }: { label: string; groups: NavGroup[]; onNavigate?(): void }) {
  return (
    <nav aria-label={label}>
      {groups.map((group) => (
        <div key={group.label}>
          <h2>{group.label}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={onNavigate}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

export function AppShell({ label, groups, children }: { label: string; groups: NavGroup[]; children?: ReactNode }) {
  return (
    <div className="app-shell">
      <SkipLink />
      <aside className="app-sidebar">
        <div className="app-topbar">
          <Brand />
          <PreferenceControls themeInMenuBelow="shell" />
          <MenuSheet title={label} className="px-3 min-[900px]:hidden">
            {(close) => (
              <div className="app-sidebar p-0">
                <ThemeSelect compact={false} />
                <Navigation label={`${label} (menu)`} groups={groups} onNavigate={close} />
              </div>
            )}
          </MenuSheet>
        </div>
        <UserMenu />
        <div className="hidden min-[900px]:block">
          <Navigation label={label} groups={groups} />
        </div>
      </aside>
      <main className="app-main" id="main" tabIndex={-1}>
        {children}
        <PageOutlet />
      </main>
    </div>
  )
}
