// spec §4: the theme control on every page (compact, in headers) and on the settings page.
import { useId } from 'react'
import { THEMES, type Theme } from '../../shared/constants'
import { Select } from '../ui'
import { useTheme } from './theme'

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' }
const OPTIONS = THEMES.map((t) => ({ value: t, label: LABELS[t] }))

export function ThemeSelect({
  label = 'Theme',
  compact = true,
  hint,
}: {
  label?: string
  compact?: boolean
  hint?: string
}) {
  const { theme, setTheme } = useTheme()
  const id = useId()
  return (
    <Select
      id={id}
      label={label}
      hint={hint}
      compact={compact}
      options={OPTIONS}
      value={theme}
      onChange={(e) => setTheme(e.target.value as Theme)}
    />
  )
}
