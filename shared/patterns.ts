// Patterns the database CHECKs and the zod schemas share, written once. The SQL migration
// (supabase/migrations/20261128000300_hostile_input_constraints.sql) holds the same text between
// $re$ … $re$ quotes; tests/unit/patterns.test.ts fails if the two ever differ. Each is written in
// the common subset of JavaScript and PostgreSQL (ARE) regular expressions.

/**
 * An email address: a dot-separated local part of letters, digits and _ ' + -, an @, and a host
 * name of letter/digit labels (inner hyphens) ending in a top-level domain of 2+ letters. No
 * markup (< > " &), no spaces, no quoted local parts, no IP literals.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9_'+-]+(\\.[A-Za-z0-9_'+-]+)*@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\\.[A-Za-z]{2,}$"

/**
 * An https: URL a page may put in an <img src> or a link: no whitespace, no control characters
 * and none of the characters that end an attribute or open markup (< > " ' ` \ { } | ^).
 */
export const SAFE_HTTPS_URL_PATTERN = '^https://[^\\s\\x01-\\x1f\\x7f<>"\'`\\\\{}|^]+$'

export const EMAIL_RE = new RegExp(EMAIL_PATTERN)
export const SAFE_HTTPS_URL_RE = new RegExp(SAFE_HTTPS_URL_PATTERN)
