// spec §3 accessibility preferences: the pure parts (schema, class names, reading stored data and
// applying it to <html>) with a tiny fake document and localStorage (the unit project runs in Node).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  applyAccessibility,
  clampFontSize,
  parseAccessibility,
  readAccessibility,
  saveAccessibility,
} from '../../client/app/accessibility'
import { STORAGE_KEYS } from '../../shared/constants'
import {
  A11Y_FLAGS,
  a11yClass,
  AccessibilitySchema,
  DEFAULT_ACCESSIBILITY,
  FONT_SIZE,
  type AccessibilityPreferences,
} from '../../shared/preferences'
import { prepaintScript } from '../../shared/prepaint-script'
import { fakeStorage, throwingStorage } from './fake-storage'

function fakeRoot() {
  const classes = new Set<string>()
  return {
    classes,
    dataset: {} as Record<string, string>,
    style: { fontSize: '' },
    classList: {
      add: (...names: string[]) => {
        for (const n of names) classes.add(n)
      },
      remove: (...names: string[]) => {
        for (const n of names) classes.delete(n)
      },
      contains: (name: string) => classes.has(name),
      toggle: (name: string, force?: boolean) => {
        const on = force ?? !classes.has(name)
        if (on) classes.add(name)
        else classes.delete(name)
        return on
      },
    },
  }
}

let root: ReturnType<typeof fakeRoot>
beforeEach(() => {
  root = fakeRoot()
  vi.stubGlobal('document', { documentElement: root })
})
afterEach(() => vi.unstubAllGlobals())

const stored = (value: string) => vi.stubGlobal('localStorage', fakeStorage({ [STORAGE_KEYS.accessibility]: value }))

describe('accessibility preferences schema (spec §3)', () => {
  it('defaults: every flag off, font size 16', () => {
    expect(DEFAULT_ACCESSIBILITY).toEqual({
      highContrast: false,
      largeText: false,
      reducedMotion: false,
      enhancedFocus: false,
      screenReaderFriendly: false,
      improvedTextSpacing: false,
      invertColors: false,
      fontSize: 16,
    })
    expect(FONT_SIZE.default).toBe(16)
    expect(AccessibilitySchema.parse({})).toEqual(DEFAULT_ACCESSIBILITY)
  })

  it('has a class on <html> for each of the 7 flags', () => {
    expect(A11Y_FLAGS.map(a11yClass)).toEqual([
      'a11y-high-contrast',
      'a11y-large-text',
      'a11y-reduced-motion',
      'a11y-enhanced-focus',
      'a11y-screen-reader-friendly',
      'a11y-improved-text-spacing',
      'a11y-invert-colors',
    ])
  })

  it('bad fields fall back to their defaults, good ones are kept', () => {
    expect(parseAccessibility({ highContrast: 'yes', largeText: true, fontSize: '20' })).toEqual({
      ...DEFAULT_ACCESSIBILITY,
      largeText: true,
    })
    for (const bad of [null, undefined, 'x', 42, [], true])
      expect(parseAccessibility(bad)).toEqual(DEFAULT_ACCESSIBILITY)
  })

  it('out-of-range or fractional font sizes fall back to 16', () => {
    for (const fontSize of [FONT_SIZE.min - 1, FONT_SIZE.max + 1, 0, -16, 17.5, Number.NaN, Infinity]) {
      expect(parseAccessibility({ fontSize }).fontSize).toBe(16)
    }
    expect(parseAccessibility({ fontSize: FONT_SIZE.min }).fontSize).toBe(FONT_SIZE.min)
    expect(parseAccessibility({ fontSize: FONT_SIZE.max }).fontSize).toBe(FONT_SIZE.max)
  })

  it('the font size control clamps to the range in whole pixels', () => {
    expect(clampFontSize(100)).toBe(FONT_SIZE.max)
    expect(clampFontSize(1)).toBe(FONT_SIZE.min)
    expect(clampFontSize(18.4)).toBe(18)
    expect(clampFontSize(Number.NaN)).toBe(16)
  })
})

describe('readAccessibility', () => {
  it('reads and validates the stored value', () => {
    stored(JSON.stringify({ ...DEFAULT_ACCESSIBILITY, invertColors: true, fontSize: 20 }))
    expect(readAccessibility()).toEqual({ ...DEFAULT_ACCESSIBILITY, invertColors: true, fontSize: 20 })
  })

  it('falls back to the defaults on nothing stored, bad JSON, bad shapes and bad fields', () => {
    vi.stubGlobal('localStorage', fakeStorage())
    expect(readAccessibility()).toEqual(DEFAULT_ACCESSIBILITY)
    for (const raw of ['{not json', 'null', '"dark"', '[true]', '42']) {
      stored(raw)
      expect(readAccessibility()).toEqual(DEFAULT_ACCESSIBILITY)
    }
    stored(JSON.stringify({ highContrast: 1, fontSize: 99 }))
    expect(readAccessibility()).toEqual(DEFAULT_ACCESSIBILITY)
  })

  it('tolerates storage that throws or does not exist', () => {
    vi.stubGlobal('localStorage', throwingStorage)
    expect(readAccessibility()).toEqual(DEFAULT_ACCESSIBILITY)
    vi.stubGlobal('localStorage', undefined)
    expect(readAccessibility()).toEqual(DEFAULT_ACCESSIBILITY)
  })
})

describe('applyAccessibility and saveAccessibility', () => {
  const all: AccessibilityPreferences = {
    ...DEFAULT_ACCESSIBILITY,
    ...Object.fromEntries(A11Y_FLAGS.map((f) => [f, true])),
    fontSize: 20,
  }

  it('puts one class per enabled flag and the font size on <html>, and takes them off again', () => {
    root.classes.add('dark')
    applyAccessibility(all)
    expect([...root.classes].sort()).toEqual(['dark', ...A11Y_FLAGS.map(a11yClass)].sort())
    expect(root.style.fontSize).toBe('20px')

    applyAccessibility({ ...DEFAULT_ACCESSIBILITY, largeText: true })
    expect([...root.classes].sort()).toEqual(['a11y-large-text', 'dark'])
    expect(root.style.fontSize).toBe('') // the default is not written
  })

  it('applies exactly like the pre-paint script', () => {
    const prefs = {
      ...DEFAULT_ACCESSIBILITY,
      highContrast: true,
      reducedMotion: true,
      invertColors: true,
      fontSize: 13,
    }
    vi.stubGlobal('localStorage', fakeStorage({ [STORAGE_KEYS.accessibility]: JSON.stringify(prefs) }))
    vi.stubGlobal('matchMedia', () => ({ matches: true }))
    new Function(prepaintScript)()
    const byScript = {
      classes: [...root.classes].filter((c) => c.startsWith('a11y-')).sort(),
      fontSize: root.style.fontSize,
    }

    root = fakeRoot()
    vi.stubGlobal('document', { documentElement: root })
    applyAccessibility(prefs)
    expect({ classes: [...root.classes].sort(), fontSize: root.style.fontSize }).toEqual(byScript)
    expect(byScript).toEqual({
      classes: ['a11y-high-contrast', 'a11y-invert-colors', 'a11y-reduced-motion'],
      fontSize: '13px',
    })
  })

  it('saves valid JSON under the product key and applies it', () => {
    const storage = fakeStorage()
    vi.stubGlobal('localStorage', storage)
    saveAccessibility({ ...DEFAULT_ACCESSIBILITY, enhancedFocus: true, fontSize: 22 })
    expect(JSON.parse(storage.items.get(STORAGE_KEYS.accessibility) ?? '')).toEqual({
      ...DEFAULT_ACCESSIBILITY,
      enhancedFocus: true,
      fontSize: 22,
    })
    expect(root.classes.has('a11y-enhanced-focus')).toBe(true)
    expect(root.style.fontSize).toBe('22px')
    expect(readAccessibility()).toEqual({ ...DEFAULT_ACCESSIBILITY, enhancedFocus: true, fontSize: 22 })
  })

  it('still applies when storage fails', () => {
    vi.stubGlobal('localStorage', throwingStorage)
    expect(() => saveAccessibility({ ...DEFAULT_ACCESSIBILITY, screenReaderFriendly: true })).not.toThrow()
    expect(root.classes.has('a11y-screen-reader-friendly')).toBe(true)
  })
})
