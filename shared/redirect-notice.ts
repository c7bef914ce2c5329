// What a page reached through a redirect tells the user (spec §2 "Alias redirects", §8). The
// resolver (./redirects.ts) leaves a fixed code in the query string — a browser never shows a
// redirect's body — and the landing page shows the code's notice and drops it. Never reflected text.
// Its own module: every public page reads the code, and none needs the redirect tables to do it.
export const ALIAS_NOTICE = 'Redirecting to the correct page' // spec §2 "Alias redirects"
export const INVALID_LEGAL_NOTICE = 'Invalid legal document route' // spec §8

export const NOTICE_PARAM = 'notice'
export const NOTICE_CODES = { moved: ALIAS_NOTICE, 'invalid-legal-route': INVALID_LEGAL_NOTICE } as const
export type NoticeCode = keyof typeof NOTICE_CODES

/** The notice a query string's code asks for, and the query string without the code. */
export function takeRedirectNotice(search: string): { notice: string; search: string } | null {
  const params = new URLSearchParams(search)
  const code = params.getAll(NOTICE_PARAM).find((c): c is NoticeCode => Object.hasOwn(NOTICE_CODES, c))
  if (!code) return null
  params.delete(NOTICE_PARAM, code)
  const rest = params.toString()
  return { notice: NOTICE_CODES[code], search: rest ? `?${rest}` : '' }
}
