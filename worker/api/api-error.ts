// The API's one way to refuse: a route (or a middleware before it) throws an ApiError and the API's
// onError (./index.ts) answers it as the API documents every refusal, JSON { error, message } with
// the status, plus any fields or headers the refusal carries (a Notion refusal's `missing`
// settings, a rate limit's Retry-After). The client reads it as a DataError (client/lib/worker-api.ts).
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type ApiErrorDetails = {
  /** More fields of the JSON body, beside error and message. */
  fields?: Record<string, unknown>
  headers?: Record<string, string>
  /** Answer the message as plain text: for an address a browser navigates to, not one a script calls. */
  plainText?: boolean
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    /** The `error` code a client branches on (e.g. no_company, rate_limited). */
    readonly code: string,
    /** The `message`, written for the person who sees it. */
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The answer to an ApiError; any other error is left to the Worker's own handler (worker/index.ts). */
export function answerApiError(error: Error, c: Context): Response {
  if (!(error instanceof ApiError)) throw error
  const { fields, headers, plainText } = error.details
  if (plainText) return c.text(error.message, error.status, headers)
  return c.json({ error: error.code, message: error.message, ...fields }, error.status, headers)
}
