// How every screen shows dates and times: the browser's locale; timestamps in its time zone.

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' })
const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' })

/** The calendar day of a timestamp, in the browser's time zone. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso))

/** A timestamp, in the browser's time zone. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso))

/** A calendar date column (YYYY-MM-DD), shown as that day wherever the browser is. */
export const formatDay = (day: string | null) => (day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : '—')

/** '2026-11' → 'Nov 2026'. */
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`))
