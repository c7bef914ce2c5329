// spec §3 accessibility preferences: seven on/off flags and a font size (default 16), kept in the
// browser's local storage under a product-specific key. The inline script in the document applies
// them before first paint (shared/prepaint-script.ts); this module applies them exactly the same
// way afterwards: one class per enabled flag on <html>, and the font size as html style.fontSize.
import { useEffect, useRef, useState } from 'react'
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
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.accessibility)
    return stored ? parseAccessibility(JSON.parse(stored)) : { ...DEFAULT_ACCESSIBILITY }
  } catch {
    // Storage unavailable (private mode, disabled) or not JSON: the defaults apply.
    return { ...DEFAULT_ACCESSIBILITY }
  }
}

export function applyAccessibility(prefs: AccessibilityPreferences) {
  const root = document.documentElement
  for (const flag of A11Y_FLAGS) root.classList.toggle(a11yClass(flag), prefs[flag] === true)
  const size = prefs.fontSize
  const valid = Number.isInteger(size) && size >= FONT_SIZE.min && size <= FONT_SIZE.max
  root.style.fontSize = valid && size !== FONT_SIZE.default ? `${size}px` : ''
}

export function saveAccessibility(prefs: AccessibilityPreferences) {
  const valid = parseAccessibility(prefs)
  try {
    localStorage.setItem(STORAGE_KEYS.accessibility, JSON.stringify(valid))
  } catch {
    // Storage may be unavailable (private mode): the choice still applies to this page.
  }
  applyAccessibility(valid)
}

export function useAccessibility() {
  // The server cannot know the stored preferences: start from the defaults, then read them after
  // hydration (the pre-paint script has already applied them to the document).
  const [prefs, setPrefs] = useState<AccessibilityPreferences>(DEFAULT_ACCESSIBILITY)
  // Latest preferences, and whether the stored ones have been read yet: a change made before the
  // effect has run must start from what is stored, not from the defaults, or it would wipe it.
  const current = useRef<AccessibilityPreferences | null>(null)

  useEffect(() => {
    const stored = readAccessibility()
    current.current = stored
    setPrefs(stored)
    // Keep in step with changes made in another tab.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.accessibility) return
      const next = readAccessibility()
      current.current = next
      applyAccessibility(next)
      setPrefs(next)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const update = (change: (prev: AccessibilityPreferences) => AccessibilityPreferences) => {
    const next = change(current.current ?? readAccessibility())
    current.current = next
    saveAccessibility(next)
    setPrefs(next)
  }

  return {
    prefs,
    setFlag: (flag: A11yFlag, on: boolean) => update((prev) => ({ ...prev, [flag]: on })),
    setFontSize: (size: number) => update((prev) => ({ ...prev, fontSize: clampFontSize(size) })),
    reset: () => update(() => ({ ...DEFAULT_ACCESSIBILITY })),
  }
}
