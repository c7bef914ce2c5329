// spec §4 theme: light | dark | system under a product-specific key, default dark, a class on the
// document root; system follows the device colour scheme live. The inline script in the document
// applies it before first paint; this module keeps it applied afterwards.
import { useEffect, useState } from 'react'
import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from '../../shared/constants'

const DARK_QUERY = '(prefers-color-scheme: dark)'

export function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.theme)
    return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME
  } catch {
    return DEFAULT_THEME
  }
}

export function applyTheme(theme: Theme) {
  const dark = theme === 'system' ? window.matchMedia(DARK_QUERY).matches : theme === 'dark'
  const root = document.documentElement
  root.classList.toggle('dark', dark)
  root.classList.toggle('light', !dark)
  root.dataset.theme = theme
}

export function useTheme() {
  // The server cannot know the stored theme: start from the default, then read it after hydration.
  const [theme, setThemeState] = useState<Theme>(DEFAULT_THEME)
  useEffect(() => setThemeState(readTheme()), [])
  useEffect(() => {
    if (theme !== 'system') return
    const media = window.matchMedia(DARK_QUERY)
    const follow = () => applyTheme('system')
    media.addEventListener('change', follow)
    return () => media.removeEventListener('change', follow)
  }, [theme])
  const setTheme = (next: Theme) => {
    try {
      localStorage.setItem(STORAGE_KEYS.theme, next)
    } catch {
      // Storage may be unavailable (private mode): the choice still applies to this page.
    }
    applyTheme(next)
    setThemeState(next)
  }
  return { theme, setTheme }
}
