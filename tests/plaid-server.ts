// A local Plaid for the bank linking tests (backend and Chromium): it answers Plaid's documented
// endpoints (/link/token/create, /item/public_token/exchange, /accounts/balance/get,
// /transactions/get page by page, /item/remove) with Plaid's error shape when the keys, token or Item
// are wrong, and records every request. Bound to 127.0.0.1 on a free port.
import { createServer } from 'node:http'
import { listenLocally } from './local-server'

export const PLAID_CLIENT_ID = 'plaid-client-1'
export const PLAID_SECRET = 'plaid-secret-sandbox-1'
export const PLAID_ACCESS_TOKEN = 'access-sandbox-0001'
export const PLAID_PUBLIC_TOKEN = 'public-sandbox-good'

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

// Over 90 days: $90,000 of payroll and suppliers out, $30,000 of customer payments in, a $50,000 move
// between own accounts (left out) and a pending $5,000 (left out): net $60,000 over 2.957 months.
export const PLAID_TRANSACTIONS = [
  {
    account_id: 'acc-checking',
    amount: 45_000,
    iso_currency_code: 'USD',
    date: daysAgo(80),
    pending: false,
    personal_finance_category: { primary: 'GENERAL_SERVICES' },
  },
  {
    account_id: 'acc-checking',
    amount: 45_000,
    iso_currency_code: 'USD',
    date: daysAgo(20),
    pending: false,
    personal_finance_category: { primary: 'GENERAL_SERVICES' },
  },
  {
    account_id: 'acc-checking',
    amount: -30_000,
    iso_currency_code: 'USD',
    date: daysAgo(40),
    pending: false,
    personal_finance_category: { primary: 'INCOME' },
  },
  {
    account_id: 'acc-checking',
    amount: 50_000,
    iso_currency_code: 'USD',
    date: daysAgo(30),
    pending: false,
    personal_finance_category: { primary: 'TRANSFER_OUT' },
  },
  {
    account_id: 'acc-savings',
    amount: -50_000,
    iso_currency_code: 'USD',
    date: daysAgo(30),
    pending: false,
    personal_finance_category: { primary: 'TRANSFER_IN' },
  },
  {
    account_id: 'acc-checking',
    amount: 5_000,
    iso_currency_code: 'USD',
    date: daysAgo(1),
    pending: true,
    personal_finance_category: null,
  },
]
export const PLAID_ACCOUNTS = [
  {
    account_id: 'acc-checking',
    name: 'Operating',
    mask: '0001',
    type: 'depository',
    subtype: 'checking',
    balances: { current: 120_000, available: 118_000, iso_currency_code: 'USD' },
  },
  {
    account_id: 'acc-savings',
    name: 'Reserve',
    mask: '0002',
    type: 'depository',
    subtype: 'savings',
    balances: { current: 80_000, available: 80_000, iso_currency_code: 'USD' },
  },
  {
    account_id: 'acc-card',
    name: 'Company card',
    mask: '0003',
    type: 'credit',
    subtype: 'credit card',
    balances: { current: 4_000, available: 6_000, iso_currency_code: 'USD' },
  },
]

export type PlaidRequest = { path: string; body: Record<string, unknown> }

export async function plaidServer() {
  const seen: PlaidRequest[] = []
  const state = { itemRemoved: false }
  const error = (code: string, message: string, type = 'INVALID_INPUT'): [number, unknown] => [
    400,
    { error_type: type, error_code: code, error_message: message, display_message: null },
  ]
  const answer = ({ path, body }: PlaidRequest): [number, unknown] => {
    if (body.client_id !== PLAID_CLIENT_ID || body.secret !== PLAID_SECRET)
      return error('INVALID_API_KEYS', 'invalid client_id or secret provided')
    const itemGone = () => error('ITEM_NOT_FOUND', 'the Item you requested cannot be found', 'ITEM_ERROR')
    switch (path) {
      case '/link/token/create':
        return [
          200,
          {
            link_token: 'link-sandbox-abc123',
            expiration: new Date(Date.now() + 4 * 3600_000).toISOString(),
            request_id: 'r1',
          },
        ]
      case '/item/public_token/exchange':
        if (body.public_token !== PLAID_PUBLIC_TOKEN)
          return error('INVALID_PUBLIC_TOKEN', 'provided public token is expired')
        state.itemRemoved = false
        return [200, { access_token: PLAID_ACCESS_TOKEN, item_id: 'item-1', request_id: 'r2' }]
      case '/accounts/balance/get':
        if (state.itemRemoved || body.access_token !== PLAID_ACCESS_TOKEN) return itemGone()
        return [200, { accounts: PLAID_ACCOUNTS, item: { institution_id: 'First Platypus Bank' }, request_id: 'r3' }]
      case '/transactions/get': {
        if (state.itemRemoved || body.access_token !== PLAID_ACCESS_TOKEN) return itemGone()
        const { offset = 0, count = 100 } = (body.options ?? {}) as { offset?: number; count?: number }
        // Two transactions a page, so a client that reads one page only is caught.
        return [
          200,
          {
            accounts: PLAID_ACCOUNTS,
            transactions: PLAID_TRANSACTIONS.slice(offset, offset + Math.min(count, 2)),
            total_transactions: PLAID_TRANSACTIONS.length,
            request_id: 'r4',
          },
        ]
      }
      case '/item/remove':
        if (state.itemRemoved) return itemGone()
        state.itemRemoved = true
        return [200, { request_id: 'r5' }]
    }
    return [
      404,
      {
        error_type: 'INVALID_REQUEST',
        error_code: 'NOT_FOUND',
        error_message: `no endpoint ${path}`,
        display_message: null,
      },
    ]
  }
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const request: PlaidRequest = {
      path: new URL(req.url ?? '/', 'http://localhost').pathname,
      body: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
    }
    seen.push(request)
    const [status, body] = answer(request)
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
  })
  return { ...(await listenLocally(server)), seen, state }
}
