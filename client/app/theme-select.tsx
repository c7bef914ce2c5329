import { useId } from 'react'
import { THEMES, type Theme } from '../../shared/constants'
import { useTheme } from './theme'

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' }

/** The theme control shown on every page. */
export function ThemeSelect() {
  const { theme, setTheme } = useTheme()
  const id = useId()
  return (
    <span className="theme-select">
      <label htmlFor={id} className="visually-hidden">
        Theme
      </label>
      <select id={id} value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
        {THEMES.map((t) => (
          <option key={t} value={t}>
            {LABELS[t]}
          </option>
        ))}
      </select>
    </span>
  )
}
