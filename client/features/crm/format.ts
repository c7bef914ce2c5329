// How the CRM shows money and dates: the browser's locale, the row's own currency.

const moneyFormats = new Map<string, Intl.NumberFormat>()

export function formatMoney(amount: number, currency: string): string {
  let format = moneyFormats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 0 })
    moneyFormats.set(currency, format)
  }
  return format.format(amount)
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' })
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** A calendar date column (YYYY-MM-DD), shown as that day wherever the browser is. */
export const formatDay = (day: string | null) => (day ? dateFormat.format(new Date(`${day}T00:00:00Z`)) : '—')

/** A timestamp, in the browser's time zone. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso))

/** The calendar day of a timestamp, in the browser's time zone. */
export const formatCreated = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso))
