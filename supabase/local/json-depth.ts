// A cap on how deeply a request's JSON may nest. Parsing deep JSON is fine, but every recursive
// encoder after it (JSON.stringify, the SQL builders) would overflow the stack on a few thousand
// levels and answer 500. Real payloads nest a handful of levels.
export const MAX_JSON_DEPTH = 64

/**
 * True when the JSON text nests arrays/objects deeper than `max`. One linear scan, no recursion,
 * so it is safe on any input (strings and their escapes are skipped).
 */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 0x5c)
        i++ // backslash: skip the escaped character
      else if (ch === 0x22) inString = false
    } else if (ch === 0x22) inString = true
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true
    } else if (ch === 0x5d || ch === 0x7d) depth--
  }
  return false
}
