// The AI budget form (/admin/settings): what an admin may type, and the message for what not.
import { describe, expect, it } from 'vitest'
import { CompanyBudgetFormSchema, PlatformBudgetFormSchema } from '../../shared/schemas/ai-budget'

const MESSAGE = 'Enter a whole number of debates from 0 to 10,000'

describe('the daily budget of model-voiced debates', () => {
  it('the platform default: empty is "not set" (AI_DAILY_DEBATES decides), else a whole number from 0 to 10,000', () => {
    expect(PlatformBudgetFormSchema.parse({ ai_daily_debates: '' })).toEqual({ ai_daily_debates: null })
    expect(PlatformBudgetFormSchema.parse({ ai_daily_debates: ' 0 ' })).toEqual({ ai_daily_debates: 0 })
    expect(PlatformBudgetFormSchema.parse({ ai_daily_debates: '25' })).toEqual({ ai_daily_debates: 25 })
    // read by the one amount reader: a thousands separator or a scale as people type them
    expect(PlatformBudgetFormSchema.parse({ ai_daily_debates: '1,000' })).toEqual({ ai_daily_debates: 1000 })
    expect(PlatformBudgetFormSchema.parse({ ai_daily_debates: '2k' })).toEqual({ ai_daily_debates: 2000 })
    for (const bad of ['-2', '2.5', 'lots', '10001'])
      expect(
        PlatformBudgetFormSchema.safeParse({ ai_daily_debates: bad }).error?.issues.map((i) => i.message),
        bad,
      ).toEqual([MESSAGE])
  })

  it('a company’s override needs the company and a count', () => {
    expect(
      CompanyBudgetFormSchema.parse({ company_id: 'c0000000-0000-4000-8000-000000000001', daily_debates: '3' }),
    ).toEqual({ company_id: 'c0000000-0000-4000-8000-000000000001', daily_debates: 3 })
    const bad = CompanyBudgetFormSchema.safeParse({ company_id: '', daily_debates: '' })
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['company_id', 'Choose a company'],
      ['daily_debates', MESSAGE],
    ])
  })
})
