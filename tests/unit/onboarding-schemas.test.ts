// The onboarding, profile, company, invitation, integration, AI workflow and admin schemas
// (shared/schemas): what a user types is accepted or refused with the message the form shows.
import { describe, expect, it } from 'vitest'
import { entityTab, matchesSearch } from '../../shared/schemas/admin'
import { AiWorkflowSchema, defaultAiWorkflow, readAiWorkflow } from '../../shared/schemas/ai-workflow'
import { CompanyFormSchema, industryFields } from '../../shared/schemas/company'
import { IntegrationSelectionSchema, INTEGRATIONS } from '../../shared/schemas/integrations'
import { InvitationFormSchema, invitationStatus } from '../../shared/schemas/invitation'
import { isSafeHttpsUrl, ProfileFormSchema } from '../../shared/schemas/profile'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('profile form', () => {
  it('trims and accepts names, an optional job title and an optional http(s) avatar', () => {
    expect(ProfileFormSchema.parse({ firstName: ' Ada ', lastName: 'Lovelace', jobTitle: '', avatar: '' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: '',
      avatar: '',
    })
    expect(
      ProfileFormSchema.parse({
        firstName: 'Ada',
        lastName: 'L',
        jobTitle: ' CFO ',
        avatar: ' https://cdn.example/ada.png ',
      }),
    ).toMatchObject({ jobTitle: 'CFO', avatar: 'https://cdn.example/ada.png' })
  })

  it('says what is wrong with each field', () => {
    const result = ProfileFormSchema.safeParse({
      firstName: '  ',
      lastName: 'x'.repeat(101),
      jobTitle: 'y'.repeat(101),
      avatar: 'javascript:alert(1)',
    })
    expect(messages(result)).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Use at most 100 characters',
      jobTitle: 'Use at most 100 characters',
      avatar: 'Enter a web address starting with https://, or leave the avatar URL empty',
    })
  })

  it('isSafeHttpsUrl accepts https only, with a host and no spaces, control or markup characters', () => {
    expect(
      ['https://a.example', 'https://127.0.0.1:8787/favicon.svg', 'https://a.example/x?y=1&z=%22'].map(isSafeHttpsUrl),
    ).toEqual([true, true, true])
    const refused = [
      'http://a.example',
      'HTTPS://A.EXAMPLE',
      'ftp://a.example',
      'a.example',
      'https://',
      'https://a b.example',
      'data:image/png;base64,AA',
      '//a.example',
      'https://x.example/a.png"><img/src=x/onerror=alert(1)>',
      "https://x.example/'onload",
      'https://x.example/a\tb',
      'https://x.example/`x`',
      'https://x.example/\\evil',
    ]
    expect(refused.filter(isSafeHttpsUrl)).toEqual([])
  })
})

describe('company form', () => {
  const valid = { name: 'Acme', industry: 'Healthcare', otherIndustry: '', size: '11-50', website: '' }

  it('stores a listed industry, or the typed one for Other', () => {
    expect(CompanyFormSchema.parse(valid)).toEqual({ name: 'Acme', industry: 'Healthcare', size: '11-50', website: '' })
    expect(CompanyFormSchema.parse({ ...valid, industry: 'other', otherIndustry: ' Aerospace ' })).toMatchObject({
      industry: 'Aerospace',
    })
  })

  it('refuses a missing name, an unlisted industry, Other without text, an unknown size and a non-http website', () => {
    expect(
      messages(CompanyFormSchema.safeParse({ ...valid, name: ' ', size: 'huge', website: 'acme.example' })),
    ).toEqual({
      name: 'Enter the company name',
      size: 'Choose the company size',
      website: 'Enter a web address starting with https://, or leave the website empty',
    })
    expect(messages(CompanyFormSchema.safeParse({ ...valid, industry: 'other' }))).toEqual({
      otherIndustry: 'Enter your industry',
    })
    expect(messages(CompanyFormSchema.safeParse({ ...valid, industry: 'Piracy' }))).toEqual({
      industry: 'Choose an industry',
    })
    expect(messages(CompanyFormSchema.safeParse({ ...valid, industry: '' }))).toEqual({
      industry: 'Choose an industry',
    })
  })

  it('industryFields turns a stored industry back into the form’s fields', () => {
    expect(industryFields('Healthcare')).toEqual({ industry: 'Healthcare', otherIndustry: '' })
    expect(industryFields('Aerospace')).toEqual({ industry: 'other', otherIndustry: 'Aerospace' })
    expect(industryFields('')).toEqual({ industry: '', otherIndustry: '' })
  })
})

describe('invitations', () => {
  it('lower-cases the email and needs a role the members table allows', () => {
    expect(InvitationFormSchema.parse({ email: ' Sam@Example.COM ', role: 'admin' })).toEqual({
      email: 'sam@example.com',
      role: 'admin',
    })
    expect(messages(InvitationFormSchema.safeParse({ email: '', role: 'member' }))).toEqual({
      email: 'Enter an email address',
    })
    expect(messages(InvitationFormSchema.safeParse({ email: 'sam@', role: 'boss' }))).toEqual({
      email: 'Enter a valid email address',
      role: 'Choose a role',
    })
  })

  it('a pending invitation past its expiry reads as expired', () => {
    const now = new Date('2026-11-23T12:00:00Z')
    expect(invitationStatus({ status: 'pending', expires_at: '2026-11-24T00:00:00Z' }, now)).toBe('pending')
    expect(invitationStatus({ status: 'pending', expires_at: '2026-11-23T12:00:00Z' }, now)).toBe('expired')
    expect(invitationStatus({ status: 'revoked', expires_at: '2026-01-01T00:00:00Z' }, now)).toBe('revoked')
  })
})

describe('integrations', () => {
  it('lists the six spec §1 kinds by name', () => {
    expect(INTEGRATIONS.map((i) => `${i.kind}: ${i.name}`)).toEqual([
      'Notes tool: Notion',
      'Card payments: Stripe',
      'Data enrichment: People Data Labs',
      'Scheduling: Calendly',
      'Bank linking: Plaid',
      'Short-video platform: TikTok',
    ])
  })

  it('accepts a selection of known providers, each once', () => {
    expect(IntegrationSelectionSchema.parse({ providers: ['stripe', 'notion'] })).toEqual({
      providers: ['stripe', 'notion'],
    })
    expect(IntegrationSelectionSchema.safeParse({ providers: ['myspace'] }).success).toBe(false)
    expect(messages(IntegrationSelectionSchema.safeParse({ providers: ['stripe', 'stripe'] }))).toEqual({
      providers: 'Choose each integration once',
    })
  })
})

describe('AI workflow', () => {
  it('the default is valid and round-trips through readAiWorkflow', () => {
    expect(AiWorkflowSchema.parse(defaultAiWorkflow())).toEqual(defaultAiWorkflow())
    expect(readAiWorkflow(JSON.parse(JSON.stringify(defaultAiWorkflow())))).toEqual(defaultAiWorkflow())
  })

  it('an enabled decision needs an executive; budget changes need a whole, non-negative threshold', () => {
    const w = defaultAiWorkflow()
    w.decisions.pricing.executives = []
    w.decisions.budget_change.threshold = -1
    expect(messages(AiWorkflowSchema.safeParse(w))).toEqual({
      'decisions.pricing.executives': 'Choose at least one executive',
      'decisions.budget_change.threshold': 'Use 0 or more',
    })
    const off = defaultAiWorkflow()
    off.decisions.hiring = { enabled: false, executives: [], mode: 'advisory' }
    expect(AiWorkflowSchema.safeParse(off).success).toBe(true)
    const noThreshold = defaultAiWorkflow()
    delete noThreshold.decisions.budget_change.threshold
    expect(messages(AiWorkflowSchema.safeParse(noThreshold))).toEqual({
      'decisions.budget_change.threshold': 'Enter the amount above which budget changes come to the boardroom',
    })
  })

  it('refuses unknown executives, modes and decisions; an unreadable stored workflow is null', () => {
    const w = defaultAiWorkflow() as unknown as { decisions: Record<string, Record<string, unknown>> }
    w.decisions.pricing.executives = ['CIO']
    expect(AiWorkflowSchema.safeParse(w).success).toBe(false)
    expect(readAiWorkflow(null)).toBeNull()
    expect(readAiWorkflow({ version: 2 })).toBeNull()
    expect(readAiWorkflow('[]')).toBeNull()
  })
})

describe('admin entities', () => {
  it('the tab follows ?tab=, users by default', () => {
    expect([entityTab('users'), entityTab('companies'), entityTab(null), entityTab('leads')]).toEqual([
      'users',
      'companies',
      'users',
      'users',
    ])
  })

  it('search matches every word, in any field, ignoring case', () => {
    expect(matchesSearch('dana north', ['Dana Demo', 'user@boardroom.local', 'Northwind Analytics'])).toBe(true)
    expect(matchesSearch('dana bluefin', ['Dana Demo', 'user@boardroom.local', 'Northwind Analytics'])).toBe(false)
    expect(matchesSearch('  ', ['anything'])).toBe(true)
    expect(matchesSearch('x', [null, undefined, ''])).toBe(false)
  })
})

describe('email change', () => {
  it('needs a valid address', async () => {
    const { EmailChangeSchema } = await import('../../shared/schemas/profile')
    expect(EmailChangeSchema.parse({ email: ' new@example.com ' })).toEqual({ email: 'new@example.com' })
    expect(messages(EmailChangeSchema.safeParse({ email: '' }))).toEqual({ email: 'Enter the new email address' })
    expect(messages(EmailChangeSchema.safeParse({ email: 'new@' }))).toEqual({ email: 'Enter a valid email address' })
  })
})
