// Plaid's API, the calls bank linking needs (https://plaid.com/docs/api/): a Link token for the
// browser, the public token exchanged for an access token, balances, 90 days of transactions, and
// removing the Item on disconnect. Plaid's API is JSON over POST with client_id and secret in the
// body; its Node library is built on axios and Node's http, so the Worker speaks the documented
// endpoints with fetch and checks every answer with zod (docs/decisions/0016).
import type { BankAccount, BankTransaction } from '../../shared/bank'
import { z } from '../../shared/zod'

export type PlaidConfig = { clientId: string; secret: string; baseUrl: string }

export const PLAID_REQUIRED = ['PLAID_CLIENT_ID', 'PLAID_SECRET'] as const
export const PLAID_HOSTS = { sandbox: 'https://sandbox.plaid.com', production: 'https://production.plaid.com' } as const

export class PlaidError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

const ErrorSchema = z.object({
  error_type: z.string(),
  error_code: z.string(),
  error_message: z.string(),
  display_message: z.string().nullable().optional(),
})

async function call<S extends z.ZodType>(
  config: PlaidConfig,
  path: string,
  body: Record<string, unknown>,
  schema: S,
): Promise<z.infer<S>> {
  let response: Response
  try {
    response = await fetch(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Plaid-Version': '2020-09-14' },
      body: JSON.stringify({ client_id: config.clientId, secret: config.secret, ...body }),
      signal: AbortSignal.timeout(15_000),
    })
  } catch (error) {
    throw new PlaidError(
      0,
      'UNREACHABLE',
      `Plaid could not be reached (${error instanceof Error ? error.message : String(error)})`,
    )
  }
  const json = await response.json().catch(() => undefined)
  if (!response.ok) {
    const err = ErrorSchema.safeParse(json)
    throw new PlaidError(
      response.status,
      err.success ? err.data.error_code : 'UNKNOWN',
      err.success ? err.data.display_message || err.data.error_message : `Plaid answered ${response.status}`,
    )
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success)
    throw new PlaidError(502, 'BAD_RESPONSE', `Plaid's answer to ${path} was not in the documented shape`)
  return parsed.data
}

export function createLinkToken(config: PlaidConfig, userId: string, companyName: string) {
  return call(
    config,
    '/link/token/create',
    {
      client_name: companyName.slice(0, 30),
      user: { client_user_id: userId },
      products: ['transactions'],
      transactions: { days_requested: 90 },
      country_codes: ['US', 'GB', 'CA'],
      language: 'en',
    },
    z.object({ link_token: z.string().min(1), expiration: z.string() }),
  )
}

export function exchangePublicToken(config: PlaidConfig, publicToken: string) {
  return call(
    config,
    '/item/public_token/exchange',
    { public_token: publicToken },
    z.object({ access_token: z.string().min(1), item_id: z.string().min(1) }),
  )
}

const AccountSchema = z.object({
  account_id: z.string(),
  name: z.string(),
  mask: z.string().nullable().optional(),
  type: z.string(),
  subtype: z.string().nullable().optional(),
  balances: z.object({ current: z.number().nullable(), iso_currency_code: z.string().nullable().optional() }),
})
const toAccount = (a: z.infer<typeof AccountSchema>): BankAccount => ({
  id: a.account_id,
  name: a.name,
  mask: a.mask ?? null,
  type: a.type,
  subtype: a.subtype ?? null,
  current: a.balances.current,
  currency: a.balances.iso_currency_code ?? null,
})

export async function balances(
  config: PlaidConfig,
  accessToken: string,
): Promise<{ accounts: BankAccount[]; institution: string | null }> {
  const answer = await call(
    config,
    '/accounts/balance/get',
    { access_token: accessToken },
    z.object({
      accounts: z.array(AccountSchema),
      item: z.object({ institution_id: z.string().nullable().optional() }).optional(),
    }),
  )
  return { accounts: answer.accounts.map(toAccount), institution: answer.item?.institution_id ?? null }
}

const TransactionSchema = z.object({
  account_id: z.string(),
  amount: z.number(),
  iso_currency_code: z.string().nullable().optional(),
  date: z.string(),
  pending: z.boolean(),
  personal_finance_category: z.object({ primary: z.string() }).nullable().optional(),
})

/** Every transaction between the two dates (YYYY-MM-DD), page by page (500 a page, at most 20 pages). */
export async function transactions(
  config: PlaidConfig,
  accessToken: string,
  start: string,
  end: string,
): Promise<BankTransaction[]> {
  const all: BankTransaction[] = []
  for (let page = 0; page < 20; page++) {
    const answer = await call(
      config,
      '/transactions/get',
      { access_token: accessToken, start_date: start, end_date: end, options: { count: 500, offset: all.length } },
      z.object({ transactions: z.array(TransactionSchema), total_transactions: z.number().int() }),
    )
    all.push(
      ...answer.transactions.map((t) => ({
        accountId: t.account_id,
        amount: t.amount,
        currency: t.iso_currency_code ?? null,
        date: t.date,
        pending: t.pending,
        category: t.personal_finance_category?.primary ?? null,
      })),
    )
    if (answer.transactions.length === 0 || all.length >= answer.total_transactions) break
  }
  return all
}

export function removeItem(config: PlaidConfig, accessToken: string) {
  return call(
    config,
    '/item/remove',
    { access_token: accessToken },
    z.object({ request_id: z.string().optional() }).loose(),
  )
}
