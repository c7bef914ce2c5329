// A linked bank's accounts and last 90 days of transactions (Plaid's shapes, reduced to what we read)
// turned into the board's standing figures: cash, monthly net burn and runway, each with its
// working, so the figures the executives quote can be opened and checked.
import { formatMoney } from './metrics'
import { countOf, ONE_DECIMAL } from './plural'

export type BankAccount = {
  id: string
  name: string
  mask: string | null
  /** Plaid's account type: only 'depository' (checking, savings, money market…) counts as cash. */
  type: string
  subtype: string | null
  /** The ledger balance, in the account's currency. */
  current: number | null
  currency: string | null
}

export type BankTransaction = {
  accountId: string
  /** Plaid's sign: positive is money leaving the account, negative is money coming in. */
  amount: number
  currency: string | null
  date: string
  pending: boolean
  /** Plaid's personal_finance_category.primary, e.g. TRANSFER_IN, TRANSFER_OUT, INCOME. */
  category: string | null
}

/** The window burn is measured over, and its length in average months (365.25 ÷ 12 days each). */
export const BURN_WINDOW_DAYS = 90
const MONTHS_IN_WINDOW = BURN_WINDOW_DAYS / (365.25 / 12)

/** Moves between the company's own accounts are neither spending nor income. */
const INTERNAL = new Set(['TRANSFER_IN', 'TRANSFER_OUT'])

export type BankFigures = {
  currency: string
  cash: number
  /** Money out less money in, per month, over the window; zero or less when the company does not burn. */
  netBurn: number
  /** Months the cash lasts at that burn; null when the company does not burn. */
  runway: number | null
  accounts: { name: string; mask: string | null; balance: number }[]
  /** What was left out, and why (other currencies, credit and loan accounts, pending and internal moves). */
  excluded: string[]
  working: string[]
}

/**
 * Cash is the sum of the depository accounts' current balances in the main currency (the one holding
 * the most); burn is the settled transactions of those accounts over the last 90 days, transfers
 * between own accounts left out, as a monthly rate; runway is cash ÷ burn.
 */
export function bankFigures(accounts: BankAccount[], transactions: BankTransaction[]): BankFigures | { error: string } {
  const cashAccounts = accounts.filter((a) => a.type === 'depository' && a.current !== null)
  if (cashAccounts.length === 0) return { error: 'The linked bank has no checking or savings account with a balance.' }
  const byCurrency = new Map<string, number>()
  for (const a of cashAccounts)
    byCurrency.set(a.currency ?? 'USD', (byCurrency.get(a.currency ?? 'USD') ?? 0) + Math.abs(a.current!))
  const currency = [...byCurrency.entries()].sort((x, y) => y[1] - x[1])[0][0]
  const counted = cashAccounts.filter((a) => (a.currency ?? 'USD') === currency)
  const countedIds = new Set(counted.map((a) => a.id))
  const money = (n: number) => formatMoney(n, currency)

  const excluded: string[] = []
  const other = accounts.filter((a) => !countedIds.has(a.id))
  if (other.length)
    excluded.push(
      `${countOf(other.length, 'account')} not counted as cash (credit, loan, investment or another currency): ${other.map((a) => a.name).join(', ')}`,
    )

  const cash = counted.reduce((n, a) => n + a.current!, 0)
  const settled = transactions.filter(
    (t) => countedIds.has(t.accountId) && !t.pending && (t.currency ?? currency) === currency,
  )
  const pending = transactions.filter((t) => countedIds.has(t.accountId) && t.pending).length
  if (pending) excluded.push(countOf(pending, 'pending transaction'))
  const internal = settled.filter((t) => t.category !== null && INTERNAL.has(t.category))
  if (internal.length) excluded.push(`${countOf(internal.length, 'transfer')} between accounts`)
  const flows = settled.filter((t) => !(t.category !== null && INTERNAL.has(t.category)))
  const out = flows.filter((t) => t.amount > 0).reduce((n, t) => n + t.amount, 0)
  const inflow = flows.filter((t) => t.amount < 0).reduce((n, t) => n - t.amount, 0)
  const netBurn = (out - inflow) / MONTHS_IN_WINDOW
  const runway = netBurn > 0 ? cash / netBurn : null

  const working = [
    `Cash: ${counted.map((a) => `${a.name}${a.mask ? ` ••${a.mask}` : ''} ${money(a.current!)}`).join(' + ')} = ${money(cash)}.`,
    `Last ${BURN_WINDOW_DAYS} days: ${money(out)} out − ${money(inflow)} in = ${money(out - inflow)}, over ${MONTHS_IN_WINDOW.toFixed(2)} months = ${money(netBurn)} a month.`,
    runway === null
      ? 'Money in covers money out: the company does not burn cash, so runway is not limited by it.'
      : `Runway: ${money(cash)} ÷ ${money(netBurn)} = ${countOf(runway, 'month', undefined, ONE_DECIMAL)}.`,
  ]
  return {
    currency,
    cash,
    netBurn,
    runway,
    accounts: counted.map((a) => ({ name: a.name, mask: a.mask, balance: a.current! })),
    excluded,
    working,
  }
}
