// How the CRM shows money: the browser's locale, the row's own currency (dates: lib/format-date).

const moneyFormats = new Map<string, Intl.NumberFormat>()

export function formatMoney(amount: number, currency: string): string {
  let format = moneyFormats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 0 })
    moneyFormats.set(currency, format)
  }
  return format.format(amount)
}
