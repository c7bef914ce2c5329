// A linked bank's accounts and 90 days of transactions → cash, monthly net burn and runway, worked
// by hand (shared/bank.ts), and the sealing of provider tokens (worker/integrations/crypto.ts).
import { describe, expect, it } from 'vitest'
import { bankFigures, type BankAccount, type BankTransaction } from '../../shared/bank'
import { importKey, open, seal } from '../../worker/integrations/crypto'

const account = (id: string, current: number | null, type = 'depository', currency = 'USD'): BankAccount => ({
  id,
  name: id,
  mask: null,
  type,
  subtype: null,
  current,
  currency,
})
const move = (accountId: string, amount: number, extra: Partial<BankTransaction> = {}): BankTransaction => ({
  accountId,
  amount,
  currency: 'USD',
  date: '2026-11-01',
  pending: false,
  category: null,
  ...extra,
})
const MONTHS = 90 / (365.25 / 12) // 2.957

describe('bankFigures', () => {
  it('cash is the depository balances; burn is out less in over 90 days a month; runway is cash ÷ burn', () => {
    const f = bankFigures(
      [account('checking', 60_000), account('savings', 30_000), account('card', 2_000, 'credit')],
      [move('checking', 40_000), move('checking', -10_000), move('card', 9_999)],
    )
    if ('error' in f) throw new Error(f.error)
    expect(f.cash).toBe(90_000)
    expect(f.netBurn).toBeCloseTo(30_000 / MONTHS, 6) // $10,145.83 a month
    expect(f.runway).toBeCloseTo(90_000 / (30_000 / MONTHS), 6) // 8.87 months
    expect(f.working[2]).toBe('Runway: $90,000 ÷ $10,146 = 8.9 months.')
  })

  it('transfers between own accounts and pending transactions are left out, and said so', () => {
    const f = bankFigures(
      [account('a', 10_000)],
      [move('a', 5_000, { category: 'TRANSFER_OUT' }), move('a', 3_000, { pending: true }), move('a', 2_957)],
    )
    if ('error' in f) throw new Error(f.error)
    expect(f.netBurn).toBeCloseTo(2_957 / MONTHS, 6)
    expect(f.excluded).toEqual(['1 pending transaction', '1 transfer between accounts'])
  })

  it('more money in than out: no burn, no runway limit', () => {
    const f = bankFigures([account('a', 10_000)], [move('a', 1_000), move('a', -4_000)])
    if ('error' in f) throw new Error(f.error)
    expect(f.netBurn).toBeLessThan(0)
    expect(f.runway).toBeNull()
    expect(f.working[2]).toBe(
      'Money in covers money out: the company does not burn cash, so runway is not limited by it.',
    )
  })

  it('several currencies: the one holding the most is counted, the others are named as left out', () => {
    const f = bankFigures([account('usd', 5_000), account('eur', 50_000, 'depository', 'EUR')], [])
    if ('error' in f) throw new Error(f.error)
    expect(f.currency).toBe('EUR')
    expect(f.cash).toBe(50_000)
    expect(f.excluded[0]).toBe('1 account not counted as cash (credit, loan, investment or another currency): usd')
  })

  it('no checking or savings account: a plain reason instead of figures', () => {
    expect(bankFigures([account('card', 100, 'credit')], [])).toEqual({
      error: 'The linked bank has no checking or savings account with a balance.',
    })
  })
})

describe('sealed tokens', () => {
  const key = () => importKey(Buffer.alloc(32, 1).toString('base64'))

  it('open returns what seal sealed; the ciphertext does not contain it; each seal uses a fresh IV', async () => {
    const k = await key()
    const a = await seal(k, 'access-sandbox-123', 'company-1:plaid')
    const b = await seal(k, 'access-sandbox-123', 'company-1:plaid')
    expect(await open(k, a, 'company-1:plaid')).toBe('access-sandbox-123')
    expect(a.iv).not.toBe(b.iv)
    expect(Buffer.from(a.ciphertext, 'base64').toString('latin1')).not.toContain('access-sandbox')
  })

  it('a ciphertext bound to one company does not open for another, nor with another key', async () => {
    const sealed = await seal(await key(), 'secret', 'company-1:plaid')
    await expect(open(await key(), sealed, 'company-2:plaid')).rejects.toThrow()
    await expect(
      open(await importKey(Buffer.alloc(32, 2).toString('base64')), sealed, 'company-1:plaid'),
    ).rejects.toThrow()
  })

  it('a key that is not 32 bytes is refused, naming the setting', async () => {
    await expect(importKey(Buffer.alloc(16).toString('base64'))).rejects.toThrow(
      'INTEGRATIONS_ENCRYPTION_KEY must be 32 bytes of base64 (openssl rand -base64 32), not 16',
    )
  })
})
