// The CRM's pure parts: the form schemas' messages and conversions, the list filters read from the
// address bar, the search filter sent to PostgREST, the CSV export, and what the screens say for
// each refusal.
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { DataError, describeError, NOT_ALLOWED, UNREACHABLE } from '../../client/lib/errors'
import { CSV_COLUMNS, csvFileName, leadsToCsv } from '../../client/features/leads/leads-csv'
import { leadSearchFilter, withOwnerResolved } from '../../client/features/leads/queries'
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TRANSITIONS,
  CampaignFormSchema,
  NEW_CAMPAIGN_STATUSES,
  NewCampaignFormSchema,
} from '../../shared/schemas/campaign'
import { isRowId } from '../../shared/schemas/crm'
import { LeadFiltersSchema, LeadFormSchema, leadName, type LeadWithCampaign } from '../../shared/schemas/lead'

const blankLead = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company_name: '',
  title: '',
  source: 'manual',
  status: 'new',
  value: '',
  currency: 'USD',
  campaign_id: '',
  notes: '',
}
const leadErrors = (values: Record<string, string>) => {
  const result = LeadFormSchema.safeParse({ ...blankLead, ...values })
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
}
const blankCampaign = {
  name: 'Launch',
  objective: '',
  channel: 'email',
  budget: '',
  currency: 'USD',
  start_date: '',
  end_date: '',
  target_audience: '',
  status: 'draft',
}

describe('the lead form', () => {
  it('converts what was typed into the row: trimmed text, empty email and campaign as null, the value as a number', () => {
    expect(
      LeadFormSchema.parse({ ...blankLead, first_name: '  Ana ', email: ' ana@lopez.example ', value: '12,500.50' }),
    ).toEqual({
      ...blankLead,
      first_name: 'Ana',
      email: 'ana@lopez.example',
      value: 12500.5,
      campaign_id: null,
    })
    // what people type, read by the one amount reader in the lead's currency
    for (const [typed, value, currency] of [
      ['$24,500', 24500, 'USD'],
      ['24,500', 24500, 'USD'],
      ['24.5k', 24500, 'USD'],
      ['€1.2m', 1_200_000, 'EUR'],
      ['about 3,000', 3000, 'USD'],
    ] as const)
      expect(LeadFormSchema.parse({ ...blankLead, email: 'x@y.example', value: typed, currency }).value, typed).toBe(
        value,
      )
    expect(LeadFormSchema.parse({ ...blankLead, email: 'x@y.example', value: '' })).toMatchObject({
      first_name: '',
      value: 0,
    })
  })

  it('says which field is wrong and how', () => {
    expect(leadErrors({})).toEqual({ first_name: 'Enter a name or an email address' })
    expect(leadErrors({ first_name: 'Ana', email: 'ana-at-example' })).toEqual({
      email: 'Enter a valid email address, like name@company.com',
    })
    expect(leadErrors({ first_name: 'Ana', phone: 'call me' })).toEqual({
      phone: 'Use digits, spaces and + ( ) . - only',
    })
    expect(leadErrors({ first_name: 'Ana', value: '-5' })).toEqual({ value: 'The estimated value cannot be negative' })
    expect(leadErrors({ first_name: 'Ana', value: '1.234' })).toEqual({
      value: 'Enter the estimated value to the cent at most, like 2,500.50',
    })
    expect(leadErrors({ first_name: 'Ana', value: 'call me' })).toEqual({
      value: '“call me” is not an amount: enter a number such as 24,500, $24,500, 24.5k or €1.2m',
    })
    expect(leadErrors({ first_name: 'Ana', value: '€1.2m' })).toEqual({
      value: 'This amount is in USD: enter it in USD, not EUR',
    })
    expect(leadErrors({ first_name: 'Ana', value: '6,000 a year' })).toEqual({
      value: 'Enter the amount itself, without “a year”',
    })
    expect(leadErrors({ first_name: 'Ana', value: '2000000000' })).toEqual({
      value: 'The estimated value can be at most 1,000,000,000',
    })
    expect(leadErrors({ first_name: 'Ana', status: 'maybe', source: 'fax' })).toEqual({
      status: 'Choose a status',
      source: 'Choose where the lead came from',
    })
    expect(leadErrors({ first_name: 'Ana', campaign_id: 'nope' })).toEqual({ campaign_id: 'Choose one from the list' })
    expect(leadErrors({ first_name: 'x'.repeat(101) })).toEqual({
      first_name: 'The first name can be at most 100 characters',
    })
  })

  it('names a lead by its name, else its email, else "Unnamed lead"', () => {
    expect(leadName({ first_name: 'Ana', last_name: '', email: null })).toBe('Ana')
    expect(leadName({ first_name: '', last_name: '', email: 'a@b.example' })).toBe('a@b.example')
    expect(leadName({ first_name: '', last_name: '', email: null })).toBe('Unnamed lead')
  })
})

describe('the campaign forms', () => {
  it('a new campaign needs a name, dates in order, and a start date when scheduled', () => {
    const errors = (values: Record<string, string>) => {
      const r = NewCampaignFormSchema.safeParse({ ...blankCampaign, ...values })
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]))
    }
    expect(errors({ name: '  ' })).toEqual({ name: 'Give the campaign a name' })
    expect(errors({ start_date: '2027-02-01', end_date: '2027-01-01' })).toEqual({
      end_date: 'The end date must be on or after the start date',
    })
    expect(errors({ status: 'scheduled' })).toEqual({ start_date: 'A scheduled campaign needs a start date' })
    expect(errors({ status: 'completed' })).toEqual({ status: 'Choose how the campaign starts' })
    expect(errors({ start_date: '31/12/2026' })).toEqual({ start_date: 'Enter a date like 2026-12-31' })
    expect(
      NewCampaignFormSchema.parse({
        ...blankCampaign,
        budget: '5000',
        start_date: '2027-01-01',
        end_date: '2027-01-01',
        status: 'scheduled',
      }),
    ).toMatchObject({
      budget: 5000,
      start_date: '2027-01-01',
      end_date: '2027-01-01',
      status: 'scheduled',
    })
  })

  it('the edit form leaves the status alone (it moves through the transitions)', () => {
    expect(CampaignFormSchema.parse({ ...blankCampaign, status: 'completed' })).not.toHaveProperty('status')
  })

  it('every status is reachable from draft, completed is final, and a new campaign starts only where a draft could go', () => {
    const reachable = new Set<string>(['draft'])
    for (let i = 0; i < CAMPAIGN_STATUSES.length; i++)
      for (const s of [...reachable]) {
        for (const n of CAMPAIGN_TRANSITIONS[s as 'draft']) reachable.add(n)
      }
    expect(reachable).toEqual(new Set(CAMPAIGN_STATUSES))
    expect(CAMPAIGN_TRANSITIONS.completed).toEqual([])
    expect(
      NEW_CAMPAIGN_STATUSES.filter((s) => s !== 'draft').every((s) => CAMPAIGN_TRANSITIONS.draft.includes(s)),
    ).toBe(true)
  })
})

describe('the leads list filters (from the address bar)', () => {
  it('fall back to the defaults for anything unknown', () => {
    expect(LeadFiltersSchema.parse({})).toEqual({
      q: '',
      status: '',
      source: '',
      campaign: '',
      owner: '',
      added_by: '',
      sort: 'created_desc',
      page: 1,
      min_score: 0,
      max_score: 100,
    })
    const campaign = 'ca000000-0000-4000-8000-000000000001'
    const owner = 'b0000000-0000-4000-8000-000000000002'
    expect(
      LeadFiltersSchema.parse({
        q: ' ana ',
        status: 'won',
        source: 'tiktok',
        campaign,
        owner,
        added_by: owner,
        sort: 'value_asc',
        page: '3',
        min_score: '50',
        max_score: '74',
      }),
    ).toEqual({
      q: 'ana',
      status: 'won',
      source: 'tiktok',
      campaign,
      owner,
      added_by: owner,
      sort: 'value_asc',
      page: 3,
      min_score: 50,
      max_score: 74,
    })
    expect(LeadFiltersSchema.parse({ sort: 'score_desc' })).toMatchObject({ sort: 'score_desc' })
    expect(
      LeadFiltersSchema.parse({
        status: 'x',
        source: 'y',
        campaign: 'not-an-id',
        owner: '1',
        added_by: 'me',
        sort: 'z',
        page: '-1',
        min_score: '101',
        max_score: '-5',
      }),
    ).toEqual({
      q: '',
      status: '',
      source: '',
      campaign: '',
      owner: '',
      added_by: '',
      sort: 'created_desc',
      page: 1,
      min_score: 0,
      max_score: 100,
    })
    expect(LeadFiltersSchema.parse({ min_score: 'high' })).toMatchObject({ min_score: 0 })
  })

  it('the owner filter: a member’s id, “me” or “none” (unassigned); anything else is every owner', () => {
    expect(
      ['me', 'none', 'b0000000-0000-4000-8000-000000000002', 'ME', 'nobody', 'none '].map(
        (owner) => LeadFiltersSchema.parse({ owner }).owner,
      ),
    ).toEqual(['me', 'none', 'b0000000-0000-4000-8000-000000000002', '', '', ''])
    const me = 'b0000000-0000-4000-8000-000000000002'
    expect(withOwnerResolved(LeadFiltersSchema.parse({ owner: 'me' }), me).owner).toBe(me)
    expect(withOwnerResolved(LeadFiltersSchema.parse({ owner: 'none' }), me).owner).toBe('none')
  })

  it('an id in the address is used only if it is a uuid', () => {
    expect(isRowId('1ead0000-0000-4000-8000-000000000001')).toBe(true)
    for (const id of [undefined, '', 'example-id', "1' or 1=1"]) expect(isRowId(id)).toBe(false)
  })
})

describe('the search sent to PostgREST', () => {
  it('one word: any of the four columns; several: every word somewhere', () => {
    expect(leadSearchFilter('Ana')).toBe(
      'first_name.ilike.*ana*,last_name.ilike.*ana*,email.ilike.*ana*,company_name.ilike.*ana*',
    )
    expect(leadSearchFilter('ana lopez')).toBe(
      'and(or(first_name.ilike.*ana*,last_name.ilike.*ana*,email.ilike.*ana*,company_name.ilike.*ana*),or(first_name.ilike.*lopez*,last_name.ilike.*lopez*,email.ilike.*lopez*,company_name.ilike.*lopez*))',
    )
  })

  it("PostgREST's and LIKE's special characters cannot change the filter", () => {
    expect(leadSearchFilter('  ')).toBeNull()
    expect(leadSearchFilter('),or(id.neq.0')).toBe(leadSearchFilter('or id.neq.0'))
    expect(leadSearchFilter('%_*"\\:')).toBeNull()
    expect(leadSearchFilter('a b c d e f g')?.match(/or\(/g)).toHaveLength(5)
    expect(leadSearchFilter("O'Brien ana+1@x.example")).toContain("ilike.*o'brien*")
  })
})

describe('the CSV export', () => {
  const lead = (over: Partial<LeadWithCampaign>): LeadWithCampaign => ({
    id: '1ead0000-0000-4000-8000-000000000001',
    company_id: 'c0000000-0000-4000-8000-000000000001',
    first_name: 'Olivia',
    last_name: 'Martin',
    email: 'olivia@brightmart.example',
    phone: '',
    company_name: 'BrightMart',
    title: 'VP Operations',
    industry: '',
    company_size: '',
    source: 'campaign',
    status: 'won',
    value: 48000,
    currency: 'USD',
    campaign_id: null,
    campaign: null,
    notes: '',
    created_by: null,
    owner_id: null,
    created_at: '2026-11-20T10:00:00.000+00:00',
    updated_at: '2026-11-20T10:00:00.000+00:00',
    ...over,
  })

  const DANA = 'b0000000-0000-4000-8000-000000000002'
  const owners = new Map([[DANA, 'Dana Demo']])

  it('has a header and one CRLF-ended row per lead, with labels, the owner’s name (empty when unassigned) and the amount to two decimals', () => {
    const csv = leadsToCsv(
      [
        lead({}),
        lead({
          first_name: 'Leo',
          email: null,
          status: 'new',
          source: 'manual',
          value: 2500.5,
          owner_id: DANA,
          campaign: { id: 'ca000000-0000-4000-8000-000000000001', name: 'Webinar' },
        }),
      ],
      owners,
    )
    expect(csv.split('\r\n')).toEqual([
      'First name,Last name,Email,Phone,Company,Title,Status,Owner,Source,Estimated value,Currency,Campaign,Notes,Created',
      'Olivia,Martin,olivia@brightmart.example,,BrightMart,VP Operations,Won,,Campaign,48000.00,USD,,,2026-11-20T10:00:00.000+00:00',
      'Leo,Martin,,,BrightMart,VP Operations,New,Dana Demo,Added by hand,2500.50,USD,Webinar,,2026-11-20T10:00:00.000+00:00',
    ])
    expect(CSV_COLUMNS.join(',')).toBe(csv.split('\r\n')[0])
  })

  it('quotes commas, quotes and line breaks (RFC 4180) so the file reads back the same', () => {
    const notes = 'Said "call me",\nthen left'
    const csv = leadsToCsv([lead({ company_name: 'Clarke & Co, Ltd', notes })], owners)
    expect(csv).toContain('"Clarke & Co, Ltd"')
    expect(csv).toContain('"Said ""call me"",\nthen left"')
    const parsed = Papa.parse<string[]>(csv, { newline: '\r\n' }).data
    expect(parsed[1][4]).toBe('Clarke & Co, Ltd')
    expect(parsed[1][12]).toBe(notes)
  })

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = leadsToCsv(
      [lead({ first_name: '=HYPERLINK("http://evil.example")', notes: '@SUM(A1)', phone: '+1 415 555 0101' })],
      owners,
    )
    const row = Papa.parse<string[]>(csv, { newline: '\r\n' }).data[1]
    expect(row[0]).toBe(`'=HYPERLINK("http://evil.example")`)
    expect(row[12]).toBe(`'@SUM(A1)`)
    expect(row[3]).toBe(`'+1 415 555 0101`)
  })

  it('is named after the day', () => {
    expect(csvFileName(new Date('2026-11-25T18:00:00Z'))).toBe('leads-2026-11-25.csv')
  })
})

describe('what a refusal says', () => {
  const refusal = (code: string, message: string, status = 400) => describeError(new DataError(message, code, status))

  it('a known constraint is its field’s message', () => {
    expect(refusal('23505', 'duplicate key value violates unique constraint "leads_company_email_key"', 409)).toEqual({
      kind: 'invalid',
      field: 'email',
      message: 'A lead with this email address already exists in your company',
    })
    expect(
      refusal('23514', 'new row for relation "campaigns" violates check constraint "campaigns_dates_order"'),
    ).toEqual({
      kind: 'invalid',
      field: 'end_date',
      message: 'The end date must be on or after the start date',
    })
  })

  it('permissions, moves, sessions, the network and the rest', () => {
    expect(refusal('42501', 'new row violates row-level security policy for table "leads"', 403)).toEqual({
      kind: 'permission',
      message: NOT_ALLOWED,
    })
    expect(refusal('42501', 'A lead cannot be moved to another company', 403)).toEqual({
      kind: 'permission',
      message: 'A lead cannot be moved to another company',
    })
    expect(refusal('23514', 'A campaign cannot go from draft to completed')).toEqual({
      kind: 'refused',
      message: 'A campaign cannot go from draft to completed.',
    })
    expect(refusal('PGRST303', 'JWT expired', 401)).toEqual({
      kind: 'session',
      message: 'Your session has ended. Sign in again to continue.',
    })
    expect(describeError(new TypeError('Failed to fetch'))).toEqual({ kind: 'network', message: UNREACHABLE })
    expect(refusal('', 'TypeError: Failed to fetch', 0)).toEqual({ kind: 'network', message: UNREACHABLE })
    expect(refusal('22P02', 'invalid input syntax for type uuid: "x"')).toEqual({
      kind: 'unknown',
      message: 'The change was not saved: invalid input syntax for type uuid: "x"',
    })
  })
})
