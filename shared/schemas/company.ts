// A company as onboarding's company step and /dashboard/company-setup edit it, and its members.
// Sizes and member roles are the companies / company_members CHECK lists (supabase/migrations).
import { z } from '../zod'
import { optionalHttpsUrl } from './profile'

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]

export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  '1-10': '1–10 people',
  '11-50': '11–50 people',
  '51-200': '51–200 people',
  '201-1000': '201–1,000 people',
  '1000+': 'More than 1,000 people',
}

/** The industries offered in a list; anything else is typed in as "Other". */
export const INDUSTRIES = [
  'B2B software',
  'E-commerce and retail',
  'Financial services',
  'Healthcare',
  'Manufacturing',
  'Logistics and transport',
  'Professional services',
  'Marketing and media',
  'Education',
  'Hospitality and travel',
  'Real estate',
  'Non-profit',
] as const
export const OTHER_INDUSTRY = 'other'

export const MEMBER_ROLES = ['owner', 'admin', 'member'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' }
/** "an owner", "an admin", "a member": for sentences like "You are an admin of Northwind". */
export const MEMBER_ROLE_WITH_ARTICLE: Record<MemberRole, string> = {
  owner: 'an owner',
  admin: 'an admin',
  member: 'a member',
}
/** The same for a membership's role; null is a platform admin reading a company they are not in. */
export const roleWithArticle = (role: MemberRole | null) =>
  role ? MEMBER_ROLE_WITH_ARTICLE[role] : 'a platform admin (not a member)'
export const MEMBER_ROLE_HINTS: Record<MemberRole, string> = {
  owner: 'Everything an admin can do, plus deleting the company and managing owners.',
  admin: 'Edits the company, invites people and manages members.',
  member: 'Works with the AI executives and the CRM.',
}

/**
 * The company form. `industry` is a listed industry or OTHER_INDUSTRY with `otherIndustry` typed
 * in; the output has the one industry to store.
 */
export const CompanyFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the company name').max(200, 'Use at most 200 characters'),
    industry: z.string().trim().min(1, 'Choose an industry'),
    otherIndustry: z.string().trim().max(100, 'Use at most 100 characters').default(''),
    size: z.enum(COMPANY_SIZES, 'Choose the company size'),
    website: optionalHttpsUrl('website'),
  })
  .superRefine((v, ctx) => {
    if (v.industry === OTHER_INDUSTRY && v.otherIndustry === '')
      ctx.addIssue({ code: 'custom', path: ['otherIndustry'], message: 'Enter your industry' })
    else if (v.industry !== OTHER_INDUSTRY && !(INDUSTRIES as readonly string[]).includes(v.industry))
      ctx.addIssue({ code: 'custom', path: ['industry'], message: 'Choose an industry' })
  })
  .transform(({ otherIndustry, ...v }) => ({
    ...v,
    industry: v.industry === OTHER_INDUSTRY ? otherIndustry : v.industry,
  }))
export type CompanyFormInput = z.input<typeof CompanyFormSchema>
export type CompanyForm = z.output<typeof CompanyFormSchema>

/** The form's fields for a stored industry: a listed one, or "Other" with the text. */
export function industryFields(industry: string): { industry: string; otherIndustry: string } {
  if (industry === '') return { industry: '', otherIndustry: '' }
  return (INDUSTRIES as readonly string[]).includes(industry)
    ? { industry, otherIndustry: '' }
    : { industry: OTHER_INDUSTRY, otherIndustry: industry }
}

export const CompanyRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string(),
  website: z.string(),
  size: z.enum(COMPANY_SIZES).nullable().catch(null),
  ai_workflow: z.unknown().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
})
export type CompanyRow = z.infer<typeof CompanyRowSchema>

/** A row of company_member_directory(). */
export const MemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  jobTitle: z.string(),
  member_role: z.enum(MEMBER_ROLES),
  joined_at: z.string(),
})
export type Member = z.infer<typeof MemberSchema>
