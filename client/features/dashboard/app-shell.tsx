// The shell shared by the dashboard, admin and compliance areas: a navigation sidebar on wide
// screens and a sheet behind a Menu button on phones, the preference controls, the account menu
// and the page outlet.
import { Menu as MenuIcon } from 'lucide-react'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { APP_NAME } from '../../../shared/constants'
import { PageOutlet } from '../../app/page-outlet'
import { PreferenceControls } from '../../app/preference-controls'
import { Button, Link, NavLink } from '../../ui'
import { UserMenu } from '../auth/user-menu'

// The sheet's code (Radix dialog) loads when the Menu button is first pressed.
const Dialog = lazy(() => import('../../ui/dialog').then((m) => ({ default: m.Dialog })))

export type NavGroup = { label: string; links: { to: string; label: string }[] }

function Navigation({ label, groups, onNavigate }: { label: string; groups: NavGroup[]; onNavigate?(): void }) {
  return (
    <nav aria-label={label} onClick={(e) => (e.target as HTMLElement).closest('a') && onNavigate?.()}>
      {groups.map((group) => (
        <div key={group.label}>
          <h2>{group.label}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

export function AppShell({ label, groups, children }: { label: string; groups: NavGroup[]; children?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const [sheetLoaded, setSheetLoaded] = useState(false)
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
          <Button variant="secondary" className="min-[900px]:hidden" aria-haspopup="dialog" aria-expanded={menuOpen} onClick={() => {
              setSheetLoaded(true)
              setMenuOpen(true)
            }}>
            <MenuIcon aria-hidden="true" size={18} /> Menu
          </Button>
          <PreferenceControls />
        </div>
        <UserMenu />
        <div className="hidden min-[900px]:block">
          <Navigation label={label} groups={groups} />
        </div>
        {sheetLoaded && (
          <Suspense fallback={null}>
            <Dialog variant="sheet" open={menuOpen} onOpenChange={setMenuOpen} title={label}>
              <div className="app-sidebar p-0">
                <Navigation label={`${label} (menu)`} groups={groups} onNavigate={() => setMenuOpen(false)} />
              </div>
            </Dialog>
          </Suspense>
        )}
      </aside>
      <main className="app-main" id="main" tabIndex={-1}>
        {children}
        <PageOutlet />
      </main>
    </div>
  )
}
