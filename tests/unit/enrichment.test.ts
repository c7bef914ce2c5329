// Lead enrichment's pure rules: a provider's headcount range as the lead's size bucket (the boundary
// cases of the mapping), the domain taken from an email address, the free-mail refusal, and People
// Data Labs' record read into the four fields.
import { describe, expect, it } from 'vitest'
import { emailDomain, isFreeMailDomain, sizeBucket } from '../../shared/schemas/enrichment'
import { fromPeopleDataLabs } from '../../worker/integrations/enrichment'

describe('sizeBucket: People Data Labs’ ranges and headcounts → COMPANY_SIZES', () => {
  it.each([
    ['1-10', null, '1-10'],
    ['11-50', null, '11-50'],
    ['51-200', null, '51-200'],
    ['201-500', null, '201-1000'],
    ['501-1000', null, '201-1000'],
    ['1001-5000', null, '1000+'],
    ['5001-10000', null, '1000+'],
    ['10001+', null, '1000+'],
    ['1,001-5,000', null, '1000+'],
    // no range: the exact headcount decides, boundaries included
    [null, 1, '1-10'],
    [null, 10, '1-10'],
    [null, 11, '11-50'],
    [null, 50, '11-50'],
    [null, 200, '51-200'],
    [null, 201, '201-1000'],
    [null, 1000, '201-1000'],
    [null, 1001, '1000+'],
    // the range wins over the headcount; nothing usable is null
    ['51-200', 4000, '51-200'],
    [null, 0, null],
    [null, null, null],
    ['about fifty', null, null],
    ['10-60', null, null], // straddles two buckets: not guessed
  ] as const)('%s / %s employees → %s', (range, employees, bucket) => {
    expect(sizeBucket(range, employees)).toBe(bucket)
  })
})

describe('emailDomain and free mail', () => {
  it.each([
    ['chloe.bernard@atelierbleu.example', 'atelierbleu.example'],
    ['Jane@GMail.COM', 'gmail.com'],
    ['odd@@sub.example.org.', 'sub.example.org'],
    ['no-at-sign.example', null],
    ['@example.com', null],
    ['x@localhost', null],
    ['x@exa mple.com', null],
    [null, null],
  ])('%s → %s', (email, domain) => {
    expect(emailDomain(email)).toBe(domain)
  })

  it('free-mail domains are refused; a company’s own is not', () => {
    expect(
      ['gmail.com', 'outlook.com', 'yahoo.fr', 'icloud.com', 'proton.me', 'gmx.de'].filter((d) => !isFreeMailDomain(d)),
    ).toEqual([])
    expect(isFreeMailDomain('atelierbleu.example')).toBe(false)
    expect(isFreeMailDomain('mail.google.com')).toBe(false)
  })
})

describe('a People Data Labs company record', () => {
  it('gives the display name, the size bucket, the industry and the location’s name', () => {
    expect(
      fromPeopleDataLabs({
        status: 200,
        name: 'summit sports',
        display_name: 'Summit Sports Co.',
        size: '201-500',
        employee_count: 320,
        industry: 'Sporting Goods',
        location: { name: 'Denver, Colorado, United States' },
      }),
    ).toEqual({
      company_name: 'Summit Sports Co.',
      company_size: '201-1000',
      industry: 'Sporting Goods',
      location: 'Denver, Colorado, United States',
    })
  })

  it('falls back to the name, and leaves unknown fields null', () => {
    expect(
      fromPeopleDataLabs({
        status: 200,
        name: 'tinyco',
        display_name: '  ',
        size: null,
        employee_count: null,
        industry: null,
        location: null,
      }),
    ).toEqual({ company_name: 'tinyco', company_size: null, industry: null, location: null })
  })
})
