// The one error vocabulary (client/lib/errors.ts): a table of failures as they arrive — Postgres
// codes through PostgREST, PostgREST's own, supabase-js's auth and function errors, the Worker's
// { error, message }, a request that never arrived — and what a screen says for each, by what was
// attempted: a read says it could not load, a write that it was not saved.
import {
  AuthApiError,
  AuthRetryableFetchError,
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
} from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import {
  DataError,
  describeError,
  errorMessage,
  NOT_ALLOWED,
  SESSION_ENDED,
  UNREACHABLE,
  type Attempt,
  type Problem,
} from '../../client/lib/errors'

const pg = (code: string, message: string, status = 400) => new DataError(message, code, status)
const load: Attempt = { action: 'load', what: 'the leads' }
const save: Attempt = { what: 'the campaign' }

describe('describeError: what a screen says, by what was attempted', () => {
  const table: [string, unknown, Attempt, Problem][] = [
    // outages: the request never arrived or the server failed
    ['fetch TypeError', new TypeError('Failed to fetch'), load, { kind: 'network', message: UNREACHABLE }],
    [
      'supabase-js fetch failure (status 0, no code)',
      pg('', 'TypeError: Failed to fetch', 0),
      save,
      { kind: 'network', message: UNREACHABLE },
    ],
    ['callWorker fetch failure', pg('fetch_failed', UNREACHABLE, 0), save, { kind: 'network', message: UNREACHABLE }],
    ['a gateway 503 without words', pg('', 'upstream', 503), load, { kind: 'network', message: UNREACHABLE }],
    [
      'auth fetch failure',
      new AuthRetryableFetchError('Failed to fetch', 0),
      save,
      { kind: 'network', message: UNREACHABLE },
    ],
    [
      'function fetch failure',
      new FunctionsFetchError(new TypeError('Failed to fetch')),
      save,
      { kind: 'network', message: UNREACHABLE },
    ],
    [
      'function relay failure',
      new FunctionsRelayError(new Response(null, { status: 502 })),
      save,
      { kind: 'network', message: UNREACHABLE },
    ],
    // the Worker's { error, message }: written for people, shown as they are
    [
      'Worker 502, backend down',
      pg('auth_unavailable', 'The sign-in service could not be reached. Try again shortly.', 502),
      save,
      { kind: 'refused', message: 'The sign-in service could not be reached. Try again shortly.' },
    ],
    [
      'Worker 409',
      pg('no_company', 'Set up your company first', 409),
      load,
      { kind: 'refused', message: 'Set up your company first' },
    ],
    [
      'Worker 401',
      pg('unauthorized', 'Your session has ended. Sign in again.', 401),
      load,
      { kind: 'session', message: SESSION_ENDED },
    ],
    // sessions
    ['PostgREST expired JWT', pg('PGRST303', 'JWT expired', 401), save, { kind: 'session', message: SESSION_ENDED }],
    [
      'auth session missing',
      new AuthApiError('Session not found', 403, 'session_not_found'),
      save,
      { kind: 'session', message: SESSION_ENDED },
    ],
    [
      'auth rate limit',
      new AuthApiError('Too many requests', 429, 'over_request_rate_limit'),
      save,
      { kind: 'refused', message: 'Too many attempts. Wait a minute, then try again.' },
    ],
    // permissions: who may do it
    [
      'RLS refusal',
      pg('42501', 'new row violates row-level security policy for table "leads"', 403),
      save,
      { kind: 'permission', message: NOT_ALLOWED },
    ],
    [
      'RLS refusal, the screen names who may',
      pg('42501', 'permission denied for table platform_settings', 403),
      { notAllowed: 'Only an admin can change the settings.' },
      { kind: 'permission', message: 'Only an admin can change the settings.' },
    ],
    [
      'a trigger’s own refusal',
      pg('42501', 'A lead cannot be moved to another company', 403),
      save,
      { kind: 'permission', message: 'A lead cannot be moved to another company' },
    ],
    [
      'a trigger’s words without a status',
      pg('P0001', 'Only an admin can change a role', 0),
      save,
      { kind: 'refused', message: 'Only an admin can change a role' },
    ],
    // constraints: the field they are about
    [
      'known unique constraint',
      pg('23505', 'duplicate key value violates unique constraint "leads_company_email_key"', 409),
      save,
      { kind: 'invalid', field: 'email', message: 'A lead with this email address already exists in your company' },
    ],
    [
      'known check constraint',
      pg('23514', 'new row for relation "campaigns" violates check constraint "campaigns_dates_order"'),
      save,
      { kind: 'invalid', field: 'end_date', message: 'The end date must be on or after the start date' },
    ],
    [
      'unknown unique constraint',
      pg('23505', 'duplicate key value violates unique constraint "webhooks_url_key"', 409),
      save,
      { kind: 'conflict', message: 'The campaign was not saved: one like it already exists.' },
    ],
    // a lead's owner outside its company: the trigger's words, or the foreign key behind it, beside the owner field
    [
      'an owner outside the company',
      pg('23503', 'The owner must be a member of the lead’s company', 409),
      save,
      { kind: 'invalid', field: 'owner_id', message: 'The owner must be a member of the lead’s company' },
    ],
    [
      'the owner’s foreign key',
      pg('23503', 'insert or update on table "leads" violates foreign key constraint "leads_owner_member_fkey"', 409),
      save,
      { kind: 'invalid', field: 'owner_id', message: 'The owner must be a member of the lead’s company' },
    ],
    [
      'unknown foreign key',
      pg('23503', 'insert or update on table "x" violates foreign key constraint "x_y_fkey"', 409),
      {},
      { kind: 'conflict', message: 'The change was not saved: it refers to something that no longer exists.' },
    ],
    [
      'a campaign move',
      pg('23514', 'A campaign cannot go from draft to completed'),
      save,
      { kind: 'refused', message: 'A campaign cannot go from draft to completed.' },
    ],
    // no row, and the rest: a read says it could not load, a write that it was not saved
    [
      'no row on a read',
      pg('PGRST116', 'JSON object requested, multiple (or no) rows returned', 406),
      { action: 'load', what: 'the lead' },
      { kind: 'not_found', message: "Couldn't load the lead: it does not exist, or it is not yours to see." },
    ],
    [
      'a malformed value on a read',
      pg('22P02', 'invalid input syntax for type uuid: "x"'),
      load,
      { kind: 'unknown', message: 'Couldn\'t load the leads: invalid input syntax for type uuid: "x"' },
    ],
    [
      'a malformed value on a write',
      pg('22P02', 'invalid input syntax for type uuid: "x"'),
      {},
      { kind: 'unknown', message: 'The change was not saved: invalid input syntax for type uuid: "x"' },
    ],
    [
      'a malformed value on a delete',
      pg('22P02', 'invalid input syntax for type uuid: "x"'),
      { action: 'delete', what: 'the call' },
      { kind: 'unknown', message: 'The call was not deleted: invalid input syntax for type uuid: "x"' },
    ],
    [
      'a function’s non-2xx answer',
      new FunctionsHttpError(new Response('{}', { status: 429 })),
      { action: 'send', what: 'the test event' },
      { kind: 'refused', message: 'The test event was not sent: the service answered with an error (HTTP 429).' },
    ],
    [
      'an error of our own',
      new Error('That is already your sign-in email.'),
      save,
      { kind: 'unknown', message: 'That is already your sign-in email.' },
    ],
    ['nothing at all, on a read', null, load, { kind: 'unknown', message: "Couldn't load the leads. Try again." }],
    ['nothing at all, on a write', undefined, save, { kind: 'unknown', message: 'Something went wrong. Try again.' }],
  ]

  it.each(table)('%s', (_, error, attempt, expected) => {
    expect(describeError(error, attempt)).toEqual(expected)
  })

  it('no read ever says a change was not saved', () => {
    for (const [, error] of table) expect(describeError(error, load).message).not.toMatch(/not saved/)
  })
})

describe('errorMessage: the reason alone, after a sentence that says what was not done', () => {
  it('keeps the reason and drops the "was not saved" the caller already wrote', () => {
    expect(errorMessage(pg('22P02', 'invalid input syntax for type uuid: "x"'))).toBe(
      'invalid input syntax for type uuid: "x"',
    )
    expect(errorMessage(pg('23505', 'duplicate key value violates unique constraint "x_key"', 409))).toBe(
      'one like it already exists.',
    )
    expect(
      errorMessage(pg('42501', 'new row violates row-level security policy', 403), {
        notAllowed: 'Only an admin can change a role',
      }),
    ).toBe('Only an admin can change a role')
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(UNREACHABLE)
  })
})
