// spec §4 theme: light | dark | system under a product-specific key, default dark, a class on the
// document root; system follows the device colour scheme live. The inline script in the document
// applies it before first paint (shared/prepaint-script.ts); this module keeps it applied.
// One store for the whole page, so every theme control (header, phone menu, settings) and the
// toaster show the same value; it follows a choice made in another tab too ('storage' event).
import { useSyncExternalStore } from 'react'
import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from '../../shared/constants'
import { readItem, writeItem } from '../lib/storage'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/** The colours actually showing: 'system' resolved through the device setting. */
export type ResolvedTheme = 'light' | 'dark'

/** The stored theme, or the default when none (or an unknown value) is stored. */
export function readTheme(): Theme {
  const stored = readItem(STORAGE_KEYS.theme)
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME
}

export function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme !== 'system') return theme
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light'
}

export function applyTheme(theme: Theme) {
  const dark = resolveTheme(theme) === 'dark'
  const root = document.documentElement
  root.classList.toggle('dark', dark)
  root.classList.toggle('light', !dark)
  root.dataset.theme = theme
}

let current: Theme | null = null
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  // key null: another tab cleared the whole storage.
  if (event.key !== null && event.key !== STORAGE_KEYS.theme) return
  current = readTheme()
  applyTheme(current)
  emit()
}

function onDeviceChange() {
  if (snapshot() !== 'system') return
  applyTheme('system')
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) {
    window.addEventListener('storage', onStorage)
    window.matchMedia(DARK_QUERY).addEventListener('change', onDeviceChange)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    window.removeEventListener('storage', onStorage)
    window.matchMedia(DARK_QUERY).removeEventListener('change', onDeviceChange)
  }
}

const snapshot = (): Theme => (current ??= readTheme())
const resolvedSnapshot = (): ResolvedTheme => resolveTheme(snapshot())

/** Applies and stores a theme. A browser that refuses storage still gets it for this page. */
export function setTheme(next: Theme) {
  writeItem(STORAGE_KEYS.theme, next)
  current = next
  applyTheme(next)
  emit()
}

export function useTheme() {
  // The server cannot know the stored theme: it (and hydration) renders the default, then the
  // browser's value.
  const theme = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_THEME)
  const resolved = useSyncExternalStore(
    subscribe,
    resolvedSnapshot,
    (): ResolvedTheme => (DEFAULT_THEME === 'light' ? 'light' : 'dark'),
  )
  return { theme, resolved, setTheme }
}
