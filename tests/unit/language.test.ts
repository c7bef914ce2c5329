// The shared tokenizer, vocabulary matcher and amount reader (shared/language): what a person
// types, read the same way by every form, the board and the chat.
import { describe, expect, test } from 'vitest'
import { readAmount, readExpected, readMoney } from '../../shared/language/amount'
import { durationMonths, type Quantity, tokenize } from '../../shared/language/tokens'
import { Vocabulary } from '../../shared/language/vocabulary'

const only = (text: string) => {
  const q = tokenize(text).filter((t): t is Quantity => t.kind === 'quantity')
  expect(q).toHaveLength(1)
  const { value, currency, unit, per } = q[0]
  return { value, ...(currency ? { currency } : {}), ...(unit ? { unit } : {}), ...(per ? { per } : {}) }
}

describe('amounts as people type them', () => {
  test.each([
    ['$24,500', { value: 24500, currency: 'USD' }],
    ['24,500', { value: 24500 }],
    ['24.5k', { value: 24500 }],
    ['€1.2m', { value: 1_200_000, currency: 'EUR' }],
    ['1.2 million', { value: 1_200_000 }],
    ['£85k', { value: 85000, currency: 'GBP' }],
    ['A$3,000', { value: 3000, currency: 'AUD' }],
    ['USD 500', { value: 500, currency: 'USD' }],
    ['500 EUR', { value: 500, currency: 'EUR' }],
    ['300 pounds', { value: 300, currency: 'GBP' }],
    ['-12%', { value: -12, unit: 'percent' }],
    ['18 per cent', { value: 18, unit: 'percent' }],
    ['1.25×', { value: 1.25, unit: 'multiple' }],
    ['3x', { value: 3, unit: 'multiple' }],
  ])('%s', (text, expected) => expect(only(text)).toEqual(expected))
})

describe('periods and units people use', () => {
  test.each([
    ['$6,000 a year', { value: 6000, currency: 'USD', per: { time: 'year' } }],
    ['6,000 a year', { value: 6000, per: { time: 'year' } }],
    ['£45/month', { value: 45, currency: 'GBP', per: { time: 'month' } }],
    ['$70k annually', { value: 70000, currency: 'USD', per: { time: 'year' } }],
    ['£300 p.a.', { value: 300, currency: 'GBP', per: { time: 'year' } }],
    ['$4.99 per delivery', { value: 4.99, currency: 'USD', per: { unit: 'delivery' } }],
    ['€120 a night', { value: 120, currency: 'EUR', per: { time: 'day' } }],
    ['5 years', { value: 5, unit: 'year' }],
    ['3 yrs', { value: 3, unit: 'year' }],
    ['2 quarters', { value: 2, unit: 'quarter' }],
    ['two years', { value: 2, unit: 'year' }],
    ['18 months', { value: 18, unit: 'month' }],
  ])('%s', (text, expected) => expect(only(text)).toEqual(expected))

  test('a duration in months', () => {
    const [q] = tokenize('a 4-year loan').filter((t): t is Quantity => t.kind === 'quantity')
    expect(durationMonths(q)).toBe(48)
    const [h] = tokenize('2 quarters').filter((t): t is Quantity => t.kind === 'quantity')
    expect(durationMonths(h)).toBe(6)
  })

  test('a question keeps each amount apart', () => {
    const q = tokenize('Should we buy a $38,000 van on a 4-year loan at 8%?').filter(
      (t): t is Quantity => t.kind === 'quantity',
    )
    expect(q.map((x) => [x.value, x.currency ?? x.unit])).toEqual([
      [38000, 'USD'],
      [4, 'year'],
      [8, 'percent'],
    ])
  })
})

describe('one reading for every money input', () => {
  test.each([
    ['$24,500', 24500],
    ['24,500', 24500],
    ['24.5k', 24500],
    ['about 3,000', 3000],
  ])('%s saves as %d', (text, value) =>
    expect(readMoney(text, 'USD')).toEqual({ ok: true, value, shown: expect.any(String) }),
  )

  test('shows what it read', () => {
    expect(readMoney('$24,500', 'USD')).toEqual({ ok: true, value: 24500, shown: '$24,500' })
    expect(readAmount('€1.2m')).toMatchObject({ ok: true, shown: '€1,200,000' })
    expect(readAmount('6,000 a year')).toMatchObject({ ok: true, shown: '6,000 a year' })
  })

  test('refuses what is not one amount, saying what to write', () => {
    expect(readMoney('call me', 'USD')).toEqual({
      ok: false,
      message: '“call me” is not an amount: enter a number such as 24,500, $24,500, 24.5k or €1.2m',
    })
    expect(readMoney('5 or 6 thousand', 'USD')).toMatchObject({ ok: false })
    expect(readMoney('€500', 'USD')).toEqual({ ok: false, message: 'This amount is in USD: enter it in USD, not EUR' })
    expect(readMoney('18%', 'USD')).toEqual({ ok: false, message: '“18%” is not an amount of money' })
    expect(readMoney('', 'USD')).toEqual({ ok: false, message: 'Enter an amount, for example 24,500' })
  })

  test('digits grouped by threes with a space are one amount in a field', () => {
    expect(readMoney('24 500', 'EUR')).toEqual({ ok: true, value: 24500, shown: '€24,500' })
    expect(readAmount('€1\u202f200\u00a0000')).toMatchObject({
      ok: true,
      amount: { value: 1_200_000, currency: 'EUR' },
    })
    expect(readAmount('5 6')).toMatchObject({ ok: false })
  })

  test('a bare $ is the field’s own dollar', () => {
    expect(readMoney('$3,000', 'AUD')).toEqual({ ok: true, value: 3000, shown: 'A$3,000' })
  })
})

describe('a number field read in its own sense', () => {
  test('money a month: a yearly or weekly rate becomes the month’s, a bare amount is the month’s', () => {
    expect(readExpected('$600k a year', { kind: 'money', currency: 'USD', per: 'month' })).toEqual({
      ok: true,
      value: 50000,
      shown: '$50,000 a month',
    })
    expect(readExpected('40,000', { kind: 'money', currency: 'USD', per: 'month' })).toMatchObject({
      ok: true,
      value: 40000,
    })
    expect(readExpected('$600k a year', { kind: 'money', currency: 'USD' })).toEqual({
      ok: false,
      message: 'Enter the amount itself, without “a year”',
    })
  })

  test('money in a currency the form does not name is typed without one', () => {
    expect(readExpected('5k', { kind: 'money' })).toEqual({ ok: true, value: 5000, shown: '5,000' })
    expect(readExpected('$5,000', { kind: 'money' })).toEqual({
      ok: false,
      message: 'Enter the amount without a currency: it is in your company’s main currency',
    })
  })

  test('percentages, multiples, spans of time and counts', () => {
    expect(readExpected('18%', { kind: 'percent' })).toEqual({ ok: true, value: 18, shown: '18%' })
    expect(readExpected('18', { kind: 'percent' })).toEqual({ ok: true, value: 18, shown: '18%' })
    expect(readExpected('3x', { kind: 'multiple' })).toEqual({ ok: true, value: 3, shown: '3×' })
    expect(readExpected('1.5 years', { kind: 'time', unit: 'month' })).toEqual({
      ok: true,
      value: 18,
      shown: '18 months',
    })
    expect(readExpected('1 hour', { kind: 'time', unit: 'minute' })).toEqual({
      ok: true,
      value: 60,
      shown: '60 minutes',
    })
    expect(readExpected('45', { kind: 'time', unit: 'minute' })).toEqual({ ok: true, value: 45, shown: '45 minutes' })
    expect(readExpected('1,200', { kind: 'count' })).toEqual({ ok: true, value: 1200, shown: '1,200' })
  })

  test('another kind of quantity is refused, saying what the field holds', () => {
    expect(readExpected('$500', { kind: 'percent' })).toEqual({
      ok: false,
      message: '“$500” is not a percentage, like 18%',
    })
    expect(readExpected('18%', { kind: 'time', unit: 'month' })).toEqual({
      ok: false,
      message: '“18%” is not a length of time',
    })
    expect(readExpected('3 months', { kind: 'count' })).toEqual({
      ok: false,
      message: '“3 months” is not a number, like 12',
    })
  })
})

describe('vocabularies match stems, longest first', () => {
  const vocab = new Vocabulary([
    { id: 'unit-cost', phrases: ['cost per delivery', 'unit cost'] },
    { id: 'cost', phrases: ['cost', 'costs'] },
    { id: 'delivery', phrases: ['deliveries'] },
  ])
  test('a longer phrase wins over the words inside it', () => {
    expect(vocab.scan(tokenize('Courier cost per delivery')).map((m) => m.entry.id)).toEqual(['unit-cost'])
  })
  test('plurals and British spellings meet', () => {
    expect(vocab.scan(tokenize('Running costs of the deliveries')).map((m) => m.entry.id)).toEqual(['cost', 'delivery'])
  })
  test('a number between words breaks a phrase', () => {
    expect(vocab.scan(tokenize('cost $5 per delivery')).map((m) => m.entry.id)).toEqual(['cost'])
  })
  test('each match names its entry and phrase', () => {
    expect(vocab.scan(tokenize('unit costs'))[0]).toMatchObject({ phrase: 'unit cost', start: 0, end: 10 })
  })
  test('duplicate ids are refused', () => {
    expect(
      () =>
        new Vocabulary([
          { id: 'a', phrases: [] },
          { id: 'a', phrases: [] },
        ]),
    ).toThrow('duplicate id a')
  })
})
