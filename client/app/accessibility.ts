// spec §3 accessibility preferences: seven on/off flags and a font size (default 16), kept in the
// browser's local storage under a product-specific key. The inline script in the document applies
// them before first paint (shared/prepaint-script.ts); this module applies them exactly the same
// way afterwards: one class per enabled flag on <html>, and the font size as html style.fontSize.
import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from '../../shared/constants'
import {
  A11Y_FLAGS,
  a11yClass,
  AccessibilitySchema,
  DEFAULT_ACCESSIBILITY,
  FONT_SIZE,
  type A11yFlag,
  type AccessibilityPreferences,
} from '../../shared/preferences'
import { readJson, writeJson } from '../lib/storage'

/** Validates anything (parsed JSON, a stored value): bad fields fall back to their defaults. */
export function parseAccessibility(value: unknown): AccessibilityPreferences {
  const parsed = AccessibilitySchema.safeParse(value)
  return parsed.success ? parsed.data : { ...DEFAULT_ACCESSIBILITY }
}

/** The font size clamped to the allowed range and rounded to whole pixels. */
export function clampFontSize(size: number): number {
  if (!Number.isFinite(size)) return FONT_SIZE.default
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, Math.round(size)))
}

export function readAccessibility(): AccessibilityPreferences {
  // Missing, refused or unreadable storage: the defaults apply.
  return readJson(STORAGE_KEYS.accessibility, AccessibilitySchema) ?? { ...DEFAULT_ACCESSIBILITY }
}

export function applyAccessibility(prefs: AccessibilityPreferences) {
  const root = document.documentElement
  for (const flag of A11Y_FLAGS) root.classList.toggle(a11yClass(flag), prefs[flag] === true)
  const size = prefs.fontSize
  const valid = Number.isInteger(size) && size >= FONT_SIZE.min && size <= FONT_SIZE.max
  root.style.fontSize = valid && size !== FONT_SIZE.default ? `${size}px` : ''
}

/** Validates, stores and applies. A browser that refuses storage still gets them for this page. */
export function saveAccessibility(prefs: AccessibilityPreferences) {
  const valid = parseAccessibility(prefs)
  writeJson(STORAGE_KEYS.accessibility, valid)
  applyAccessibility(valid)
  return valid
}

// One store for the page: every panel (header, settings page) shows the same preferences, and a
// change made in another tab applies here too.
let current: AccessibilityPreferences | null = null
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}
const snapshot = () => (current ??= readAccessibility())

function onStorage(event: StorageEvent) {
  // key null: another tab cleared the whole storage.
  if (event.key !== null && event.key !== STORAGE_KEYS.accessibility) return
  current = readAccessibility()
  applyAccessibility(current)
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

function update(change: (prev: AccessibilityPreferences) => AccessibilityPreferences) {
  current = saveAccessibility(change(snapshot()))
  emit()
}

export function useAccessibility() {
  // The server cannot know the stored preferences: it (and hydration) renders the defaults; the
  // pre-paint script has already applied the stored ones to the document.
  const prefs = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_ACCESSIBILITY)
  return {
    prefs,
    setFlag: (flag: A11yFlag, on: boolean) => update((prev) => ({ ...prev, [flag]: on })),
    setFontSize: (size: number) => update((prev) => ({ ...prev, fontSize: clampFontSize(size) })),
    reset: () => update(() => ({ ...DEFAULT_ACCESSIBILITY })),
  }
}
