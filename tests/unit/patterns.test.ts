// One pattern per concern, in two languages: the database CHECKs hold the same regular expression
// text as shared/patterns.ts, so a form and the table never disagree on what an email address or a
// safe https: URL is.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EMAIL_PATTERN, EMAIL_RE, SAFE_HTTPS_URL_PATTERN } from '../../shared/patterns'
import { InvitationFormSchema } from '../../shared/schemas/invitation'

const migration = readFileSync(
  new URL('../../supabase/migrations/20261128000300_hostile_input_constraints.sql', import.meta.url),
  'utf8',
)
const checkPatterns = (constraint: string) => {
  const start = migration.indexOf(`add constraint ${constraint} check`)
  expect(start, constraint).toBeGreaterThan(-1)
  const clause = migration.slice(start, migration.indexOf(';', start))
  return [...clause.matchAll(/\$re\$(.*?)\$re\$/g)].map((m) => m[1])
}

describe('patterns shared by zod and the database', () => {
  it.each([
    ['profiles_avatar_url', SAFE_HTTPS_URL_PATTERN],
    ['companies_website_url', SAFE_HTTPS_URL_PATTERN],
    ['company_invitations_email_format', EMAIL_PATTERN],
    ['platform_settings_support_email_format', EMAIL_PATTERN],
    ['leads_email_format', EMAIL_PATTERN],
  ])('%s holds the same pattern text as shared/patterns.ts', (constraint, pattern) => {
    expect(checkPatterns(constraint)).toEqual([pattern])
  })

  it('every $re$ literal in the migration is one of the shared patterns', () => {
    const all = new Set([...migration.matchAll(/\$re\$(.*?)\$re\$/g)].map((m) => m[1]))
    expect([...all].sort()).toEqual([EMAIL_PATTERN, SAFE_HTTPS_URL_PATTERN].sort())
  })

  it('the email pattern takes real addresses and refuses markup, spaces and missing parts', () => {
    expect(
      ['dana@northwind.example', "o'brien+crm@mail.example.co.uk", 'teammate@boardroom.local', 'A.B_C-D@X-Y.IO'].filter(
        (e) => !EMAIL_RE.test(e),
      ),
    ).toEqual([])
    const refused = [
      '<b>x</b>@example.com',
      'x@example',
      'x y@example.com',
      '.x@example.com',
      'x..y@example.com',
      'x@-example.com',
      'x@example.c',
      'x@[127.0.0.1]',
      '"x"@example.com',
      'x@exa mple.com',
      'x@example.com\n',
    ]
    expect(refused.filter((e) => EMAIL_RE.test(e))).toEqual([])
  })

  it('the invitation form refuses a markup address with its message', () => {
    const result = InvitationFormSchema.safeParse({ email: '<b>x</b>@example.com', role: 'member' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Enter a valid email address'])
  })
})
