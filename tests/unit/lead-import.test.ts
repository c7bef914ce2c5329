// The lead import's pure rules: column mapping from headers, each row checked with its reasons,
// duplicate groups (email, E.164 phone, name + company similarity), the merge and the plan of
// actions that accounts for every row.
import { describe, expect, it } from 'vitest'
import {
  canKeepBoth,
  companyKey,
  defaultChoice,
  findDuplicateGroups,
  mergeLeads,
  mergePreview,
  similarity,
  type DuplicateCandidate,
} from '../../shared/lead-duplicates'
import {
  checkRow,
  detectMapping,
  mappingProblem,
  mappingToSave,
  parseAmount,
  splitFullName,
  toE164,
  type ImportLead,
} from '../../shared/lead-import'
import { countOutcomes, planImport } from '../../shared/lead-import-plan'

const base: ImportLead = {
  first_name: '',
  last_name: '',
  email: null,
  phone: '',
  company_name: '',
  title: '',
  status: 'new',
  source: 'import',
  value: 0,
  currency: 'USD',
  notes: '',
}
const L = (p: Partial<ImportLead>): ImportLead => ({ ...base, ...p })

describe('detectMapping', () => {
  it.each([
    [
      ['E-mail', 'First name', 'Surname', 'Organisation', 'Deal value', 'Stage', 'Mobile', 'Lead source'],
      ['email', 'first_name', 'last_name', 'company_name', 'value', 'status', 'phone', 'source'],
    ],
    [
      ['Email address', 'Given name', 'Family name', 'Company', 'Amount', 'Status', 'Phone', 'Source'],
      ['email', 'first_name', 'last_name', 'company_name', 'value', 'status', 'phone', 'source'],
    ],
    [
      ['Name', 'Job title', 'Notes', 'Currency', 'Favourite colour'],
      ['full_name', 'title', 'notes', 'currency', null],
    ],
    // a field goes to the first column that claims it
    [
      ['Email', 'E-mail'],
      ['email', null],
    ],
  ])('%j → %j', (headers, expected) => {
    expect(detectMapping(headers)).toEqual(expected)
  })

  it("the company's saved choice wins over the synonyms, and is saved by header", () => {
    const saved = mappingToSave(['Contact', 'Mail'], ['email', null])
    expect(saved).toEqual({ contact: 'email', mail: null })
    expect(detectMapping(['contact', 'MAIL', 'Company'], saved)).toEqual(['email', null, 'company_name'])
  })

  it('needs a name or an email column', () => {
    expect(mappingProblem(['company_name', 'phone'])).toBe(
      'Choose which column holds the email address or the name: a lead needs one of them.',
    )
    expect(mappingProblem(['full_name'])).toBeNull()
  })
})

describe('checkRow', () => {
  const mapping = detectMapping([
    'First name',
    'Last name',
    'Email',
    'Phone',
    'Company',
    'Status',
    'Value',
    'Currency',
    'Source',
    'Name',
  ])
  const row = (cells: unknown[]) => checkRow(cells, mapping, 2)

  it('stores a good row with the defaults, the phone in E.164 and the amount as a number', () => {
    expect(
      row(['Ana', 'López', ' ana@x.com ', '+44 20 7946 0958', 'Acme', 'Qualified', '$1,250.50', 'gbp', 'Referral']),
    ).toEqual({
      row: 2,
      ok: true,
      phoneE164: '+442079460958',
      lead: L({
        first_name: 'Ana',
        last_name: 'López',
        email: 'ana@x.com',
        phone: '+442079460958',
        company_name: 'Acme',
        status: 'qualified',
        value: 1250.5,
        currency: 'GBP',
        source: 'referral',
      }),
    })
    expect(row(['', '', '', '', '', '', '', '', '', 'Mary Ann Smith'])).toMatchObject({
      ok: true,
      lead: { first_name: 'Mary Ann', last_name: 'Smith', status: 'new', value: 0, currency: 'USD', source: 'import' },
    })
    // an unknown source is kept in the notes
    expect(row(['Bo', '', '', '', '', '', '', '', 'LinkedIn'])).toMatchObject({
      ok: true,
      lead: { source: 'import', notes: 'Source: LinkedIn' },
    })
  })

  it.each([
    [['Ana', '', 'ana@', '', '', '', '', '', ''], ['Bad email address "ana@"']],
    [['', '', '', '', 'Acme', '', '', '', ''], ['Missing name: a lead needs a name or an email address']],
    [
      ['Ana', '', '', '', '', 'Maybe', '', '', ''],
      ['Unknown status "Maybe": use New, Contacted, Qualified, Proposal, Won, Lost'],
    ],
    [['Ana', '', '', '', '', '', 'lots', '', ''], ['Value "lots" is not a number']],
    [['Ana', '', '', '', '', '', '-5', '', ''], ['Value "-5" is outside 0 to 1,000,000,000']],
    [
      ['Ana', '', '', 'call me', '', '', '', '', ''],
      ['Bad phone number "call me": use digits, spaces and + ( ) . - only'],
    ],
    [
      ['Ana', '', '', '', '', '', '', 'BTC', ''],
      ['Unknown currency "BTC": use USD, EUR, GBP, CAD, AUD, CHF, JPY, SEK'],
    ],
    [
      ['', '', 'bad', '', '', 'x', 'y', '', ''],
      [
        'Bad email address "bad"',
        'Missing name: a lead needs a name or an email address',
        'Unknown status "x": use New, Contacted, Qualified, Proposal, Won, Lost',
        'Value "y" is not a number',
      ],
    ],
  ])('%j is rejected: %j', (cells, reasons) => {
    expect(row(cells)).toMatchObject({ ok: false, reasons })
  })

  it('reads amounts, names and phones', () => {
    expect([parseAmount('2 000'), parseAmount('€900'), parseAmount('1,234.56'), parseAmount('12abc')]).toEqual([
      2000,
      900,
      1234.56,
      null,
    ])
    expect(splitFullName('  Cher ')).toEqual(['Cher', ''])
    expect([toE164('+1 (415) 555-0100'), toE164('555-0100'), toE164('')]).toEqual(['+14155550100', null, null])
  })
})

describe('findDuplicateGroups', () => {
  const file = (row: number, p: Partial<ImportLead>): DuplicateCandidate => ({ key: `row:${row}`, row, lead: L(p) })
  const stored = (id: string, p: Partial<ImportLead>, createdAt = '2026-01-01'): DuplicateCandidate => ({
    key: `lead:${id}`,
    id,
    createdAt,
    lead: L(p),
  })

  it('by email (case and spaces ignored), by E.164 phone, by similar name and company; transitively', () => {
    const groups = findDuplicateGroups([
      file(2, { first_name: 'Ana', email: 'Ana@X.com' }),
      file(3, { first_name: 'Ann', email: ' ana@x.com' }),
      file(4, { first_name: 'Bo', phone: '+1 415 555 0100' }),
      stored('b', { first_name: 'Robert', phone: '+14155550100' }),
      file(5, { first_name: 'Jon', last_name: 'Smith', company_name: 'Acme Inc.' }),
      file(6, { first_name: 'John', last_name: 'Smith', company_name: 'ACME' }),
      file(7, { first_name: 'John', last_name: 'Smith', company_name: 'Globex' }),
      file(8, { first_name: 'Alone' }),
    ])
    expect(groups.map((g) => [g.members.map((m) => m.key), g.reasons])).toEqual([
      [['row:2', 'row:3'], ['email']],
      [['lead:b', 'row:4'], ['phone']],
      [['row:5', 'row:6'], ['name']],
    ])
  })

  it('documented thresholds: 0.85 on name and on company', () => {
    expect(similarity('jon smith', 'john smith')).toBeCloseTo(0.9)
    expect(companyKey('Acme Holdings Ltd.')).toBe('acme holdings')
    expect(
      findDuplicateGroups([
        file(2, { first_name: 'Maria', last_name: 'Garcia', company_name: 'Initech' }),
        file(3, { first_name: 'Mario', last_name: 'Garza', company_name: 'Initech' }),
      ]),
    ).toEqual([])
  })

  it('onlyWith keeps groups with a file row', () => {
    const groups = findDuplicateGroups(
      [stored('a', { email: 'a@x.com' }), stored('b', { email: 'A@x.com' }, '2026-02-01')],
      (c) => c.row !== undefined,
    )
    expect(groups).toEqual([])
  })

  it('keep both is not offered when the email is the same; the default is merge for exact matches', () => {
    const [byEmail] = findDuplicateGroups([
      file(2, { first_name: 'A', email: 'a@x.com' }),
      file(3, { first_name: 'B', email: 'a@x.com' }),
    ])
    const [byName] = findDuplicateGroups([
      file(2, { first_name: 'Ann', last_name: 'Lee', company_name: 'Acme' }),
      file(3, { first_name: 'Anne', last_name: 'Lee', company_name: 'Acme' }),
    ])
    expect([canKeepBoth(byEmail), defaultChoice(byEmail), canKeepBoth(byName), defaultChoice(byName)]).toEqual([
      false,
      'merge',
      true,
      'keep',
    ])
  })
})

describe('mergeLeads', () => {
  it('keeps the first lead, fills its gaps, takes the furthest status when it is New, joins the notes', () => {
    const merged = mergeLeads([
      L({ first_name: 'Ana', email: 'ana@x.com', notes: 'Met at fair' }),
      L({
        first_name: 'Anna',
        last_name: 'Lopez',
        phone: '+14155550100',
        status: 'qualified',
        value: 500,
        currency: 'EUR',
        notes: 'Met at fair',
      }),
      L({ title: 'CTO', status: 'proposal', notes: 'Wants a demo' }),
    ])
    expect(merged).toEqual(
      L({
        first_name: 'Ana',
        last_name: 'Lopez',
        email: 'ana@x.com',
        phone: '+14155550100',
        title: 'CTO',
        status: 'proposal',
        value: 500,
        currency: 'EUR',
        notes: 'Met at fair\n\nWants a demo',
      }),
    )
    expect(
      mergeLeads([L({ first_name: 'A', status: 'contacted', value: 10 }), L({ status: 'won', value: 99 })]),
    ).toMatchObject({ status: 'contacted', value: 10 })
  })

  it('previews field by field', () => {
    const preview = mergePreview([L({ first_name: 'Ana' }), L({ first_name: 'Anna', title: 'CTO' })])
    expect(preview.find((p) => p.field === 'title')).toEqual({
      field: 'title',
      values: ['', 'CTO'],
      result: 'CTO',
      changed: true,
    })
    expect(preview.find((p) => p.field === 'first_name')).toEqual({
      field: 'first_name',
      values: ['Ana', 'Anna'],
      result: 'Ana',
      changed: false,
    })
  })
})

describe('planImport', () => {
  it('one action per row: merge into the stored lead or the first row, skip, keep, reject', () => {
    const mapping = detectMapping(['Name', 'Email', 'Company'])
    const rows = [
      checkRow(['Ana Lopez', 'ana@x.com', 'Acme'], mapping, 2),
      checkRow(['Ana L', 'ANA@x.com', 'Acme'], mapping, 3),
      checkRow(['Bo Stored', 'bo@x.com', ''], mapping, 4),
      checkRow(['', 'bad@', ''], mapping, 5),
      checkRow(['Cy Dup', 'cy@x.com', ''], mapping, 6),
      checkRow(['Cy Dup', 'cy@x.com', ''], mapping, 7),
    ]
    const candidates: DuplicateCandidate[] = [
      {
        key: 'lead:1',
        id: '00000000-0000-4000-8000-000000000001',
        createdAt: '2026',
        lead: L({ first_name: 'Bo', email: 'bo@x.com', title: 'CEO' }),
      },
      ...rows.flatMap((r) => (r.ok ? [{ key: `row:${r.row}`, row: r.row, lead: r.lead }] : [])),
    ]
    const groups = findDuplicateGroups(candidates, (c) => c.row !== undefined)
    const plan = planImport(rows, groups, { 'row:6': 'skip' }, defaultChoice)
    expect(plan.map((a) => [a.row, a.action])).toEqual([
      [2, 'create'],
      [3, 'merge'],
      [4, 'merge'],
      [5, 'reject'],
      [6, 'create'],
      [7, 'skip'],
    ])
    expect(plan[1]).toEqual({ row: 3, action: 'merge', target_row: 2 })
    expect(plan[2]).toMatchObject({
      action: 'merge',
      target: '00000000-0000-4000-8000-000000000001',
      lead: { first_name: 'Bo', last_name: 'Stored', title: 'CEO' },
    })
    expect(plan[3]).toEqual({
      row: 5,
      action: 'reject',
      reason: 'Bad email address "bad@"; Missing name: a lead needs a name or an email address',
    })
    expect(plan[5]).toEqual({ row: 7, action: 'skip', reason: 'Duplicate of row 6' })
    expect(countOutcomes([{ row: 2, outcome: 'created', lead_id: null, reason: null }])).toEqual({
      created: 1,
      merged: 0,
      skipped: 0,
      rejected: 0,
    })
  })
})
