// The theme and accessibility controls every page header carries (spec §3, §4). Headers short of
// room say so: `themeInMenuBelow` — below that width the header's Menu sheet carries the theme
// control (1024 px for the site header, 900 px for the app shell, where their Menu buttons show),
// so the header keeps only the accessibility button; `iconOnlyBelow` — below that width the
// accessibility button shows its icon only (its name is still read out).
import { AccessibilityButton } from './accessibility-button'
import { ThemeSelect } from './theme-select'

// Whole class names, so Tailwind finds them.
const THEME_HIDDEN = { none: 'contents', lg: 'contents max-lg:hidden', shell: 'contents max-[900px]:hidden' } as const

export function PreferenceControls({
  themeInMenuBelow = 'none',
  iconOnlyBelow = 'sm',
}: {
  themeInMenuBelow?: keyof typeof THEME_HIDDEN
  iconOnlyBelow?: 'sm' | 'xl'
}) {
  return (
    <div className="preference-controls">
      <span className={THEME_HIDDEN[themeInMenuBelow]}>
        {/* One header a page: its control's id is fixed (see ThemeSelect). */}
        <ThemeSelect id="header-theme" />
      </span>
      <AccessibilityButton iconOnlyBelow={iconOnlyBelow} />
    </div>
  )
}
