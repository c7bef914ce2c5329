// How a measure's figure is written, the same on every screen: money in the company's currency
// (whole units, cents only under 100), a rate as a percentage, a return as a multiple ("8.00×").
import type { Unit } from './model'

const formats = new Map<string, Intl.NumberFormat>()

/** "$12,400" (whole units; cents only under 100). */
export function formatMoney(value: number, currency: string): string {
  const digits = Math.abs(value) < 100 ? 2 : 0
  const key = `${currency}|${digits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: digits })
    formats.set(key, format)
  }
  return format.format(value)
}

/** "42%" from a 0–1 rate. */
export const formatRate = (rate: number) => `${Math.round(rate * 100)}%`

/** "8.00×" */
export const formatMultiple = (n: number) => `${n.toFixed(2)}×`

/** A figure in its measure's unit; a percent figure is given in percent (42.5 → "42.5%"). */
export function formatFigure(unit: Unit, value: number | null, currency: string): string {
  if (value === null) return 'not measurable'
  switch (unit) {
    case 'money':
      return formatMoney(value, currency)
    case 'percent':
      return `${Number(value.toFixed(1))}%`
    case 'ratio':
      return formatMultiple(value)
    case 'minutes':
      return `${Number(value.toFixed(1)).toLocaleString('en-US')} min`
    case 'score':
      return `${Number(value.toFixed(1))} / 100`
    case 'count':
      return value.toLocaleString('en-US', { maximumFractionDigits: 2 })
  }
}

/** How many decimals a unit's figure keeps in a machine-readable result. */
export const roundFor = (unit: Unit, value: number): number => {
  const digits = unit === 'count' ? 2 : unit === 'minutes' || unit === 'score' ? 1 : 2
  return Math.round(value * 10 ** digits) / 10 ** digits
}
