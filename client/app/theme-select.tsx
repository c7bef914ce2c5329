// spec §4: the theme control on every page (compact, in headers) and on the settings page.
import { useId } from 'react'
import { THEMES, type Theme } from '../../shared/constants'
import { Select } from '../ui'
import { useTheme } from './theme'

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' }
const OPTIONS = THEMES.map((t) => ({ value: t, label: LABELS[t] }))

/**
 * `id`: the select's own id, for the one in a page's header: a header hydrated by itself (an island,
 * client/islands.tsx) is a root of its own in the browser, where useId would not give the id the
 * server gave it inside the whole page.
 */
export function ThemeSelect({
  id,
  label = 'Theme',
  compact = true,
  hint,
}: {
  id?: string
  label?: string
  compact?: boolean
  hint?: string
}) {
  const { theme, setTheme } = useTheme()
  const generated = useId()
  return (
    <Select
      id={id ?? generated}
      label={label}
      hint={hint}
      compact={compact}
      options={OPTIONS}
      value={theme}
      onChange={(e) => setTheme(e.target.value as Theme)}
    />
  )
}
