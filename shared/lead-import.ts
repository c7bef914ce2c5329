// Importing leads from a spreadsheet: which column holds which field (detected
// from the header names and their synonyms, or the company's saved choice), and each row checked
// and turned into the lead it will be stored as — or refused with every reason. Pure functions;
// the import dialog (client/features/lead-import) and the bench (scripts/bench-import.ts) use them,
// tests/unit/lead-import.test.ts tables them.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { cellsByField, detectColumns, headerKey, parseAmount, quoteCell } from './spreadsheet'
import { z } from './zod'

// the generic pieces, where the lead import's callers have always found them
export { cellText, isBlankRow, parseAmount } from './spreadsheet'
import { CURRENCIES, MAX_AMOUNT, type Currency } from './schemas/crm'
import {
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadSource,
  type LeadStatus,
} from './schemas/lead'

/** More rows than this are refused before anything is sent (the dialog says so). */
export const MAX_IMPORT_ROWS = 20_000
/** A bigger file is refused before it is read. */
export const MAX_IMPORT_BYTES = 15 * 1024 * 1024
/** Rows per request to import_leads. */
export const IMPORT_BATCH_SIZE = 500
/** An import can be undone this long after it finished (the database checks it too). */
export const UNDO_DAYS = 7

export const IMPORT_FIELDS = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'phone',
  'company_name',
  'title',
  'status',
  'source',
  'value',
  'currency',
  'notes',
] as const
export type ImportField = (typeof IMPORT_FIELDS)[number]

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  company_name: 'Company',
  title: 'Job title',
  status: 'Status',
  source: 'Source',
  value: 'Estimated value',
  currency: 'Currency',
  notes: 'Notes',
}

/** Header names (compared without case, spaces or punctuation) that mean each field. */
const SYNONYMS: Record<ImportField, readonly string[]> = {
  first_name: ['first name', 'firstname', 'given name', 'forename', 'first'],
  last_name: ['last name', 'lastname', 'surname', 'family name', 'last'],
  full_name: ['name', 'full name', 'contact', 'contact name', 'lead name', 'person'],
  email: ['email', 'e-mail', 'email address', 'e-mail address', 'mail', 'work email'],
  phone: ['phone', 'phone number', 'telephone', 'tel', 'mobile', 'mobile phone', 'cell', 'work phone'],
  company_name: [
    'company',
    'company name',
    'organisation',
    'organization',
    'org',
    'account',
    'account name',
    'employer',
    'business',
  ],
  title: ['title', 'job title', 'position', 'role', 'job'],
  status: ['status', 'stage', 'lead status', 'deal stage', 'pipeline stage'],
  source: ['source', 'lead source', 'origin', 'channel'],
  value: [
    'value',
    'deal value',
    'amount',
    'estimated value',
    'deal amount',
    'deal size',
    'revenue',
    'opportunity value',
  ],
  currency: ['currency', 'currency code'],
  notes: ['notes', 'note', 'comments', 'comment', 'description'],
}

/** A company's saved choices: header name (as compared) → field, or null for "do not import". */
export const SavedMappingSchema = z.record(z.string().max(200), z.enum(IMPORT_FIELDS).nullable())
export type SavedMapping = z.infer<typeof SavedMappingSchema>

/** One field (or null: ignored) per column. */
export type ColumnMapping = (ImportField | null)[]

/** The field of each column: the company's saved choice for that header first, then the synonyms (shared/spreadsheet). */
export function detectMapping(headers: readonly string[], saved: SavedMapping = {}): ColumnMapping {
  return detectColumns(headers, SYNONYMS, saved)
}

/** The user's mapping as the company keeps it for the next file (headers with no name are left out). */
export function mappingToSave(headers: readonly string[], mapping: ColumnMapping): SavedMapping {
  const saved: SavedMapping = {}
  headers.forEach((header, i) => {
    const key = headerKey(header)
    if (key) saved[key] = mapping[i] ?? null
  })
  return saved
}

/** What the mapping lacks to import anything: a name or an email column. */
export function mappingProblem(mapping: ColumnMapping): string | null {
  const has = (f: ImportField) => mapping.includes(f)
  if (!has('email') && !has('first_name') && !has('last_name') && !has('full_name'))
    return 'Choose which column holds the email address or the name: a lead needs one of them.'
  return null
}

/** A lead as the import stores it (the columns of public.leads it sets). */
export const ImportLeadSchema = z.object({
  first_name: z.string().max(100),
  last_name: z.string().max(100),
  email: z.string().max(320).nullable(),
  phone: z.string().max(40),
  company_name: z.string().max(200),
  title: z.string().max(200),
  status: z.enum(LEAD_STATUSES),
  source: z.enum(LEAD_SOURCES),
  value: z.number().min(0).max(MAX_AMOUNT),
  currency: z.enum(CURRENCIES),
  notes: z.string().max(5000),
})
export type ImportLead = z.infer<typeof ImportLeadSchema>

export type CheckedRow =
  | { row: number; ok: true; lead: ImportLead; phoneE164: string | null }
  | { row: number; ok: false; reasons: string[]; raw: Record<string, string> }

const EMAIL = z.email()
const STATUS_WORDS = new Map<string, LeadStatus>([
  ...LEAD_STATUSES.map((s) => [s, s] as const),
  ...LEAD_STATUSES.map((s) => [LEAD_STATUS_LABELS[s].toLowerCase(), s] as const),
  ['open', 'new'],
  ['closed won', 'won'],
  ['closed lost', 'lost'],
  ['closedwon', 'won'],
  ['closedlost', 'lost'],
])
const SOURCE_WORDS = new Map<string, LeadSource>([
  ...LEAD_SOURCES.map((s) => [s, s] as const),
  ...LEAD_SOURCES.map((s) => [LEAD_SOURCE_LABELS[s].toLowerCase(), s] as const),
])

/** A phone number in E.164 (+14155550100), or null when it cannot be read as one. */
export function toE164(phone: string): string | null {
  if (!phone.trim()) return null
  const parsed = parsePhoneNumberFromString(phone.trim())
  return parsed?.isPossible() ? parsed.number : null
}

/** Splits "Ana María López" into first "Ana María" and last "López". */
export function splitFullName(full: string): [string, string] {
  const words = full.trim().split(/\s+/).filter(Boolean)
  if (words.length <= 1) return [words[0] ?? '', '']
  return [words.slice(0, -1).join(' '), words[words.length - 1]]
}

const quote = quoteCell

/**
 * One data row (1-based `row`, the spreadsheet's line) checked against the mapping: the lead it
 * becomes, or every reason it cannot be imported. Empty cells take the form's defaults (status New,
 * value 0, the given currency, source Import); an unknown source is kept in the notes.
 */
export function checkRow(
  cells: readonly unknown[],
  mapping: ColumnMapping,
  row: number,
  defaultCurrency: Currency = 'USD',
): CheckedRow {
  const raw = cellsByField(cells, mapping)
  const get = (f: ImportField) => raw[f] ?? ''
  const reasons: string[] = []

  let [first, last] = [get('first_name'), get('last_name')]
  if (!first && !last && get('full_name')) [first, last] = splitFullName(get('full_name'))
  if (first.length > 100) reasons.push('First name is longer than 100 characters')
  if (last.length > 100) reasons.push('Last name is longer than 100 characters')

  const emailText = get('email')
  const email = emailText === '' ? null : emailText
  const badEmail = email !== null && (email.length > 320 || !EMAIL.safeParse(email).success)
  if (badEmail) reasons.push(`Bad email address ${quote(email)}`)
  if (!first && !last && (email === null || badEmail))
    reasons.push('Missing name: a lead needs a name or an email address')

  const phoneText = get('phone')
  const phoneE164 = toE164(phoneText)
  let phone = phoneE164 ?? phoneText
  if (phone.length > 40 || !/^[0-9+(). -]*$/.test(phone)) {
    reasons.push(`Bad phone number ${quote(phoneText)}: use digits, spaces and + ( ) . - only`)
    phone = ''
  }

  const statusText = get('status')
  const status = statusText === '' ? 'new' : STATUS_WORDS.get(statusText.toLowerCase().replace(/\s+/g, ' '))
  if (!status)
    reasons.push(
      `Unknown status ${quote(statusText)}: use ${LEAD_STATUSES.map((s) => LEAD_STATUS_LABELS[s]).join(', ')}`,
    )

  const sourceText = get('source')
  const source = sourceText === '' ? 'import' : (SOURCE_WORDS.get(sourceText.toLowerCase()) ?? 'import')
  let notes = get('notes')
  if (sourceText !== '' && !SOURCE_WORDS.has(sourceText.toLowerCase()))
    notes = [notes, `Source: ${sourceText}`].filter(Boolean).join('\n')
  if (notes.length > 5000) reasons.push('Notes are longer than 5,000 characters')

  const valueText = get('value')
  const value = valueText === '' ? 0 : parseAmount(valueText)
  if (value === null) reasons.push(`Value ${quote(valueText)} is not a number`)
  else if (value < 0 || value > MAX_AMOUNT) reasons.push(`Value ${quote(valueText)} is outside 0 to 1,000,000,000`)

  const currencyText = get('currency').toUpperCase()
  const currency =
    currencyText === ''
      ? defaultCurrency
      : (CURRENCIES as readonly string[]).includes(currencyText)
        ? (currencyText as Currency)
        : null
  if (!currency) reasons.push(`Unknown currency ${quote(get('currency'))}: use ${CURRENCIES.join(', ')}`)

  const company = get('company_name')
  if (company.length > 200) reasons.push('Company is longer than 200 characters')
  const title = get('title')
  if (title.length > 200) reasons.push('Job title is longer than 200 characters')

  if (reasons.length) return { row, ok: false, reasons, raw: raw as Record<string, string> }
  const lead = ImportLeadSchema.parse({
    first_name: first,
    last_name: last,
    email,
    phone,
    company_name: company,
    title,
    status,
    source,
    value: Math.round(value! * 100) / 100,
    currency,
    notes,
  })
  return { row, ok: true, lead, phoneE164 }
}
