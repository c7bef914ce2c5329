// The number check a model's boardroom turn must pass: every number it writes is one it was
// given, within the rounding of how it is written, in any of the accepted forms.
import { describe, expect, it } from 'vitest'
import { allowedNumbers, numbersIn, unknownNumbers } from '../../shared/decision/number-check'

describe('the number check', () => {
  // What the executive was given: a fact, a company figure, an analysis's result and working.
  const given = allowedNumbers(
    { label: 'Gross margin', value: '18%' },
    { label: 'Cash', value: '$1,234', source: 'pack' },
    { result: '2.47×', value: 2.4712, working: ['LTV $12,400 ÷ CAC $5,018 = 2.47×'] },
    { label: 'Monthly net burn', value: 2_480_000 },
    { label: 'Churn', value: 0.035 },
    { threshold: 'Runway at least 12 months after the commitment' },
  )

  it.each([
    // [what the model wrote, the numbers that are not given]
    ['Gross margin is 18%.', []],
    ['Gross margin is 0.18 of revenue.', []],
    ['Churn runs at 3.5% a month.', []],
    ['Churn runs at 4% a month.', []], // 3.5% rounded to a whole percent
    ['Churn runs at 5% a month.', ['5%']],
    ['We hold $1,234 in cash.', []],
    ['We hold about $1.2k in cash.', []],
    ['We hold $1.3k in cash.', ['$1.3k']],
    ['Burn is $2.5M a month.', []],
    ['Burn is $2.48 million a month.', []],
    ['Burn is $2.6M a month.', ['$2.6M']],
    ['LTV ÷ CAC is 2.47×, or roughly 2.5x.', []],
    ['LTV ÷ CAC is 2.47×, so 3.1x is out of reach.', ['3.1x']],
    ['LTV is $12,400 against a CAC of $5,018.', []],
    ['The runway floor is 12 months.', []],
    ['Runway falls to 7 months.', ['7 months']],
    ['It would bring $48,000 and a 37% lift.', ['$48,000', '37%']],
    ['Two conditions, 3 options, and a Q3 review.', []],
    ['Of the 5 executives, 11 voted.', ['11']],
  ])('%s → %j', (text, unknown) => {
    expect(unknownNumbers([text], given)).toEqual(unknown)
  })

  it('does not count text quoted from the question as a figure', () => {
    const question = 'Should we spend $90,000 on a 14-week campaign?'
    expect(
      unknownNumbers(
        ['You asked “Should we spend $90,000 on a 14-week campaign?”, and the margin is 18%.'],
        given,
        question,
      ),
    ).toEqual([])
    expect(unknownNumbers(['You asked "spend $90,000", and the margin is 18%.'], given, question)).toEqual([])
    // The same number outside a quotation is a claim, and must be a figure.
    expect(unknownNumbers(['We would spend $90,000.'], given, question)).toEqual(['$90,000'])
    // A quotation that is not from the question is checked.
    expect(unknownNumbers(['The vendor says “a 40% saving”.'], given, question)).toEqual(['40%'])
  })

  it('reads each number with how precisely it is written', () => {
    expect(numbersIn('$1.2k, 18%, 2,500 and 2.5M')).toEqual([
      { text: '$1.2k', value: 1200, tolerance: 50, percent: false, bare: false },
      { text: '18%', value: 18, tolerance: 0.5, percent: true, bare: false },
      { text: '2,500', value: 2500, tolerance: 0.5, percent: false, bare: true },
      { text: '2.5M', value: 2_500_000, tolerance: 50_000, percent: false, bare: false },
    ])
  })
})
