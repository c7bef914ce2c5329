// The leads list as CSV (RFC 4180, via papaparse): a header row, one row per lead, quotes where a
// value needs them, CRLF line ends. escapeFormulae stops a cell such as "=HYPERLINK(…)" from
// running as a formula when the file is opened in a spreadsheet (CSV injection). Owner is the
// owner's name as the member directory shows it, or empty when the lead is unassigned; it follows
// Status as in the list.
import Papa from 'papaparse'
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS, type LeadWithCampaign } from '../../../shared/schemas/lead'

export const CSV_COLUMNS = [
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Company',
  'Title',
  'Status',
  'Owner',
  'Source',
  'Estimated value',
  'Currency',
  'Campaign',
  'Notes',
  'Created',
] as const

export function leadsToCsv(leads: readonly LeadWithCampaign[], owners: ReadonlyMap<string, string>): string {
  const rows = leads.map((l) => [
    l.first_name,
    l.last_name,
    l.email ?? '',
    l.phone,
    l.company_name,
    l.title,
    LEAD_STATUS_LABELS[l.status],
    l.owner_id ? (owners.get(l.owner_id) ?? '') : '',
    LEAD_SOURCE_LABELS[l.source],
    l.value.toFixed(2),
    l.currency,
    l.campaign?.name ?? '',
    l.notes,
    l.created_at,
  ])
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n', escapeFormulae: true })
}

/** A file name for today's export: leads-2026-11-25.csv. */
export const csvFileName = (now = new Date()) => `leads-${now.toISOString().slice(0, 10)}.csv`
