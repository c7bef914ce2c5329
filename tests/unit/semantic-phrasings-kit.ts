// What the phrasing tables are made of: a combination (a measure, its filters, a period, an
// operation) with its figure computed by SQL on the seeded database — never by the semantic
// layer — and the phrasings that ask for it; and the SQL helpers the expectations are written with
// ($1 is the moment the records were read, so "last month" and "the last 30 days" mean the same in
// SQL and in the reading).
export type Now = Date
/** SQL giving one row with `v`: the figure, a ranking's top value id, or one row per compared value. */
export type Sql = string
export type Combo = {
  id: string
  expect: { value: Sql } | { top: Sql; label?: boolean } | { rows: Sql[] }
  phrasings: ((now: Now) => string)[]
  /** The question before it in the thread: each phrasing is a follow-up to it. */
  after?: string
}

const NW = `company_id = 'c0000000-0000-4000-8000-000000000001'`
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

export const sqlOf = {
  /** The start of the month `k` months before this one (k = 0: this month). */
  M: (k: number) => `(date_trunc('month', $1::timestamptz) - interval '${k} month')`,
  /** The month `k` months back, by name ("October"). */
  MONTH_NAME: (now: Now, k: number) => MONTHS[(now.getUTCMonth() - k + 24) % 12],
  /** Won value of the leads won in [from, to). */
  won: (from: string, to: string, extra = '') =>
    `select coalesce(sum(value), 0)::float8 v from lead_facts where ${NW} and status = 'won' and closed_at >= ${from} and closed_at < ${to} ${extra}`,
  wonCount: (from: string, to: string, extra = '') =>
    `select count(*)::float8 v from lead_facts where ${NW} and status = 'won' and closed_at >= ${from} and closed_at < ${to} ${extra}`,
  /** Leads matching a condition (on lead_facts' columns). */
  leads: (where: string) => `select count(*)::float8 v from lead_facts where ${NW} and ${where}`,
  count: (where: string) => `select count(*)::float8 v from lead_facts where ${NW} and ${where}`,
  /** Value of the open leads, with more conditions after "and". */
  openValue: (extra: string) =>
    `select coalesce(sum(value), 0)::float8 v from lead_facts where ${NW} and status in ('new', 'contacted', 'qualified', 'proposal') ${extra}`,
  NW,
}
