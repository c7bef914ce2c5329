// The one way a Worker route validates what it is sent: @hono/zod-validator with a schema from
// shared/schemas, refusing 400 (an ApiError, ./api-error.ts) in the route's own vocabulary when the
// input does not fit. The validated value is typed in the handler (c.req.valid('json' | 'query' | 'param')) and
// in the client (hono's hc, client/lib/worker-api.ts), so a changed request breaks the build.
import { zValidator } from '@hono/zod-validator'
import type { Hono } from 'hono'
import type { z } from '../../shared/zod'
import { ApiError } from './api-error'

export type Issue = z.core.$ZodIssue

type Refusal = {
  /** The `error` code of the 400 (e.g. invalid_request). */
  error: string
  /** The `message` a person reads, from zod's issues and the raw input (e.g. a figure's name). */
  describe?: (issues: readonly Issue[], raw: unknown) => string
  /** The refusal's status: 400 unless a path parameter names something that is not there (404). */
  status?: 400 | 404
}

/** Every issue's message, in order: what most routes answer. */
export const issueMessages = (issues: readonly Issue[]) => issues.map((i) => i.message).join('; ')

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i

const refuse = (
  { error, describe = issueMessages, status = 400 }: Refusal,
  issues: readonly Issue[],
  raw: unknown,
): never => {
  throw new ApiError(status, error, describe(issues, raw))
}

/**
 * The JSON body, checked against `schema`. A body that is not JSON (or not sent as JSON) is refused
 * as the schema refuses a missing body, in the route's vocabulary — never with hono's plain-text
 * "Malformed JSON". Size and control characters were checked before (../middleware/request-body.ts).
 */
export function jsonBody<S extends z.ZodType>(schema: S, refusal: Refusal) {
  const validate = zValidator('json', schema, (result) => {
    if (!result.success) return refuse(refusal, result.error.issues, result.data)
  })
  const guarded: typeof validate = async (c, next) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0].trim()
    const readable =
      JSON_TYPE.test(mediaType) &&
      (await c.req.json().then(
        () => true,
        () => false,
      ))
    if (!readable) {
      const missing = schema.safeParse(undefined)
      return refuse(refusal, missing.success ? [] : missing.error.issues, undefined)
    }
    return validate(c, next)
  }
  return guarded
}

/** The query string, checked against `schema` (a repeated parameter arrives as an array). */
export const query = <S extends z.ZodType>(schema: S, refusal: Refusal) =>
  zValidator('query', schema, (result) => {
    if (!result.success) return refuse(refusal, result.error.issues, result.data)
  })

/** The path's parameters, checked against `schema` (a name that is not one of ours: `status: 404`). */
export const param = <S extends z.ZodType>(schema: S, refusal: Refusal) =>
  zValidator('param', schema, (result) => {
    if (!result.success) return refuse(refusal, result.error.issues, result.data)
  })

/** The route schema a Hono route statement added: its type parameter S, for the app type (./index.ts). */
export type RoutesOf<T> = T extends Hono<infer _E, infer S, infer _B> ? S : never
