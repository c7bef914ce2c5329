// The browser's local and session storage, read and written the one way: nothing here throws.
// Storage can be missing (the server), refused (private windows, disabled by policy) or full, and
// what is stored may be anything (an older version, another tab, a hand edit): every read is
// validated and falls back to null, every write says whether it happened.
// Kept free of zod on purpose: every page loads it. Callers pass a zod schema or `parser(fn)`.

export type StorageArea = 'local' | 'session'

/** What readJson needs of a schema: zod schemas fit, and so does `parser(fn)`. */
export type Parser<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } }

/** A Parser from a function that returns the valid value or null. */
export function parser<T>(parse: (value: unknown) => T | null): Parser<T> {
  return {
    safeParse(value) {
      const data = parse(value)
      return data === null ? { success: false } : { success: true, data }
    },
  }
}

// Reading `localStorage` itself throws where storage is refused, so it is looked up inside the try.
const area = (which: StorageArea): Storage => (which === 'session' ? sessionStorage : localStorage)

export function readItem(key: string, which: StorageArea = 'local'): string | null {
  try {
    return area(which).getItem(key)
  } catch {
    return null
  }
}

/** Stores `value` (null removes the item). False when the browser refused it. */
export function writeItem(key: string, value: string | null, which: StorageArea = 'local'): boolean {
  try {
    if (value === null) area(which).removeItem(key)
    else area(which).setItem(key, value)
    return true
  } catch {
    return false
  }
}

/** The stored JSON under `key` if it parses and passes `schema`, else null. */
export function readJson<T>(key: string, schema: Parser<T>, which: StorageArea = 'local'): T | null {
  const text = readItem(key, which)
  if (text === null) return null
  try {
    const result = schema.safeParse(JSON.parse(text))
    return result.success ? result.data : null
  } catch {
    return null
  }
}

/** Stores `value` as JSON. False when the browser refused it (storage full or blocked). */
export function writeJson(key: string, value: unknown, which: StorageArea = 'local'): boolean {
  return writeItem(key, JSON.stringify(value), which)
}
