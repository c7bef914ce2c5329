// Duplicate leads: which leads are the same person — within an imported file
// and against the company's stored leads — and what a merge of them looks like, field by field.
// Pure functions, tabled in tests/unit/lead-import.test.ts. Why these rules and thresholds:
// docs/decisions/0009-lead-import-and-duplicates.md.
//
//   same email     lower-cased and trimmed, equal
//   same phone     equal in E.164 (libphonenumber-js); a number it cannot read matches nothing
//   likely         name similarity ≥ NAME_SIMILARITY and company similarity ≥ COMPANY_SIMILARITY
//                  (1 − Levenshtein distance / longer length, fastest-levenshtein), both present,
//                  compared within blocks of the same first letter of name and company
import { distance } from 'fastest-levenshtein'
import type { ImportLead } from './lead-import'
import { toE164 } from './lead-import'
import { LEAD_STATUSES, type LeadStatus } from './schemas/lead'

export const NAME_SIMILARITY = 0.85
export const COMPANY_SIMILARITY = 0.85

/** The fields a merge combines (the import's columns). */
export type MergeableLead = ImportLead

/** One lead taking part: a row of the file (`row`) or a stored lead (`id`). */
export type DuplicateCandidate = { key: string; lead: MergeableLead; row?: number; id?: string; createdAt?: string }

export type MatchReason = 'email' | 'phone' | 'name'
export const MATCH_REASON_LABELS: Record<MatchReason, string> = {
  email: 'Same email address',
  phone: 'Same phone number',
  name: 'Similar name and company',
}

export type DuplicateGroup = {
  /** Stable id: the first member's key. */
  id: string
  /** In order: stored leads first (oldest first), then file rows by row number. */
  members: DuplicateCandidate[]
  reasons: MatchReason[]
}

export const emailKey = (email: string | null) => (email ? email.trim().toLowerCase() : null)

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ')

const COMPANY_SUFFIXES =
  /\b(inc|incorporated|ltd|limited|llc|llp|plc|gmbh|ag|sa|sas|srl|bv|nv|co|corp|corporation|company|group|oy|ab|as|pty)\b/g

/** A name as compared: lower case, no accents or punctuation. */
export const nameKey = (l: Pick<MergeableLead, 'first_name' | 'last_name'>) => fold(`${l.first_name} ${l.last_name}`)
/** A company as compared: also without legal suffixes ("Acme Inc." = "ACME"). */
export const companyKey = (name: string) => fold(name).replace(COMPANY_SUFFIXES, '').replace(/\s+/g, ' ').trim()

/** 1 for equal strings, 0 for nothing in common (Levenshtein distance over the longer length). */
export function similarity(a: string, b: string): number {
  if (a === b) return 1
  const longer = Math.max(a.length, b.length)
  return longer === 0 ? 1 : 1 - distance(a, b) / longer
}

/** A lead's name and company as compared (nameKey, companyKey). */
type ComparedKeys = { name: string; company: string }
const comparedKeys = (l: MergeableLead): ComparedKeys => ({ name: nameKey(l), company: companyKey(l.company_name) })

const likelySame = (a: ComparedKeys, b: ComparedKeys) =>
  a.name !== '' &&
  b.name !== '' &&
  a.company !== '' &&
  b.company !== '' &&
  similarity(a.name, b.name) >= NAME_SIMILARITY &&
  similarity(a.company, b.company) >= COMPANY_SIMILARITY

export const isLikelySamePerson = (a: MergeableLead, b: MergeableLead) => likelySame(comparedKeys(a), comparedKeys(b))

/**
 * Groups of two or more candidates that are the same person by email, phone or name + company
 * (transitively: A~B and B~C put A, B and C together). `onlyWith` keeps the groups that contain at
 * least one candidate it accepts (the import: groups with a file row).
 */
export function findDuplicateGroups(
  candidates: readonly DuplicateCandidate[],
  onlyWith?: (c: DuplicateCandidate) => boolean,
): DuplicateGroup[] {
  const parent = candidates.map((_, i) => i)
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]]
    return i
  }
  const reasons = new Map<number, Set<MatchReason>>()
  const union = (a: number, b: number, why: MatchReason) => {
    const [ra, rb] = [find(a), find(b)]
    const set = new Set([...(reasons.get(ra) ?? []), ...(reasons.get(rb) ?? []), why])
    if (ra !== rb) parent[rb] = ra
    reasons.set(ra, set)
  }
  const byKey = (keyOf: (c: DuplicateCandidate) => string | null, why: MatchReason) => {
    const first = new Map<string, number>()
    candidates.forEach((c, i) => {
      const k = keyOf(c)
      if (!k) return
      const seen = first.get(k)
      if (seen === undefined) first.set(k, i)
      else union(seen, i, why)
    })
  }
  byKey((c) => emailKey(c.lead.email), 'email')
  byKey((c) => toE164(c.lead.phone), 'phone')

  // likely duplicates: compared within a block (first letter of the name and of the company); each
  // candidate's keys are folded once, not once per pair (10,000 rows make thousands of pairs)
  const keys = candidates.map((c) => comparedKeys(c.lead))
  const blocks = new Map<string, number[]>()
  keys.forEach(({ name: n, company: co }, i) => {
    if (!n || !co) return
    const block = `${n[0]}|${co[0]}`
    const list = blocks.get(block)
    if (list) list.push(i)
    else blocks.set(block, [i])
  })
  for (const list of blocks.values()) {
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        if (likelySame(keys[list[x]], keys[list[y]])) union(list[x], list[y], 'name')
      }
    }
  }

  const groups = new Map<number, DuplicateCandidate[]>()
  candidates.forEach((c, i) => {
    const root = find(i)
    const list = groups.get(root)
    if (list) list.push(c)
    else groups.set(root, [c])
  })
  const order = (a: DuplicateCandidate, b: DuplicateCandidate) =>
    a.id !== undefined && b.id !== undefined
      ? (a.createdAt ?? '').localeCompare(b.createdAt ?? '')
      : a.id !== undefined
        ? -1
        : b.id !== undefined
          ? 1
          : (a.row ?? 0) - (b.row ?? 0)
  const out: DuplicateGroup[] = []
  for (const [root, members] of groups) {
    if (members.length < 2) continue
    if (onlyWith && !members.some(onlyWith)) continue
    members.sort(order)
    const why = reasons.get(root) ?? new Set()
    out.push({ id: members[0].key, members, reasons: (['email', 'phone', 'name'] as const).filter((r) => why.has(r)) })
  }
  const firstRow = (g: DuplicateGroup) => Math.min(...g.members.map((m) => m.row ?? Infinity))
  return out.sort((a, b) => firstRow(a) - firstRow(b) || a.id.localeCompare(b.id))
}

export type MergeField = keyof MergeableLead
export const MERGE_FIELDS: MergeField[] = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'company_name',
  'title',
  'status',
  'source',
  'value',
  'currency',
  'notes',
]

const STATUS_RANK = (s: LeadStatus) => LEAD_STATUSES.indexOf(s)

/**
 * The lead a merge keeps: the first lead's values, with each empty field filled from the next lead
 * that has it; the value (and its currency) of the first lead that has one above 0; the status of
 * the first lead unless it is New (then the furthest status among the others, Lost counting as
 * furthest); every distinct note, in order, up to 5,000 characters.
 */
export function mergeLeads(leads: readonly MergeableLead[]): MergeableLead {
  const [base, ...rest] = leads
  const merged: MergeableLead = { ...base }
  for (const f of ['first_name', 'last_name', 'phone', 'company_name', 'title'] as const) {
    if (merged[f] === '') merged[f] = rest.find((l) => l[f] !== '')?.[f] ?? ''
  }
  if (merged.email === null) merged.email = rest.find((l) => l.email !== null)?.email ?? null
  if (merged.value === 0) {
    const withValue = rest.find((l) => l.value > 0)
    if (withValue) [merged.value, merged.currency] = [withValue.value, withValue.currency]
  }
  if (merged.status === 'new') {
    for (const l of rest) if (STATUS_RANK(l.status) > STATUS_RANK(merged.status)) merged.status = l.status
  }
  const notes = [...new Set(leads.map((l) => l.notes.trim()).filter(Boolean))]
  merged.notes = notes.join('\n\n').slice(0, 5000)
  return merged
}

/** The merge, field by field: what each lead had and what is kept (the preview). */
export function mergePreview(
  leads: readonly MergeableLead[],
): { field: MergeField; values: MergeableLead[MergeField][]; result: MergeableLead[MergeField]; changed: boolean }[] {
  const result = mergeLeads(leads)
  return MERGE_FIELDS.map((field) => ({
    field,
    values: leads.map((l) => l[field]),
    result: result[field],
    changed: result[field] !== leads[0][field],
  }))
}

export type GroupChoice = 'merge' | 'keep' | 'skip'

/** Two leads with one email cannot both be stored (one lead per email in a company). */
export const canKeepBoth = (group: DuplicateGroup) => !group.reasons.includes('email')

/** The choice the dialog starts with: merge exact matches, keep both of a likely match. */
export const defaultChoice = (group: DuplicateGroup): GroupChoice =>
  group.reasons.includes('name') && group.reasons.length === 1 ? 'keep' : 'merge'
