// The platform admin's entities page (/admin/entities): every user and every company.
import { z } from '../zod'
import { COMPANY_SIZES } from './company'

export const USER_ROLES = ['user', 'admin'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(USER_ROLES),
  company: z.string(),
  company_id: z.string().nullable(),
  created_at: z.string(),
  /** The campaign behind the sign-up, recorded only with Marketing consent (signup_attributions). */
  signup_attribution: z
    .object({ source: z.string(), medium: z.string().nullable(), campaign: z.string().nullable() })
    .nullable(),
})
export type AdminUser = z.infer<typeof AdminUserSchema>

/** A row of admin_company_overview(). */
export const AdminCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string(),
  size: z.enum(COMPANY_SIZES).nullable().catch(null),
  website: z.string(),
  created_at: z.string(),
  member_count: z.number().int(),
  owner_email: z.string().nullable(),
  owner_name: z.string().nullable(),
})
export type AdminCompany = z.infer<typeof AdminCompanySchema>

export const ENTITY_TABS = ['users', 'companies'] as const
export type EntityTab = (typeof ENTITY_TABS)[number]

/** The tab a ?tab= value names; users when missing or unknown. */
export const entityTab = (value: string | null): EntityTab =>
  (ENTITY_TABS as readonly string[]).includes(value ?? '') ? (value as EntityTab) : 'users'

/** Case-insensitive match of every word of `query` against some of `fields`. */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const haystack = fields.filter(Boolean).join(' ').toLowerCase()
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}

/** admin_overview(): the admin dashboard's counts across the product. */
export const AdminOverviewSchema = z.object({
  accounts: z.number().int(),
  admins: z.number().int(),
  signups_30d: z.number().int(),
  companies: z.number().int(),
  campaigns: z.number().int(),
  leads: z.number().int(),
  boardroom_sessions: z.number().int(),
  strategies: z.number().int(),
})
export type AdminOverview = z.infer<typeof AdminOverviewSchema>

/** A row of admin_weekly_usage(): what was created in the week starting week_start (Monday, UTC). */
export const WeeklyUsageSchema = z.object({
  week_start: z.string(),
  signups: z.number().int(),
  companies: z.number().int(),
  leads: z.number().int(),
  boardroom_sessions: z.number().int(),
  strategies: z.number().int(),
})
export type WeeklyUsage = z.infer<typeof WeeklyUsageSchema>
export type UsageMeasure = Exclude<keyof WeeklyUsage, 'week_start'>

/** The seed's demo accounts (supabase/seed.sql) end with this: their passwords are public. */
export const DEMO_EMAIL_DOMAIN = '@boardroom.local'

/** GET /api/admin/launch-checks: what only the Worker knows. Whether things are set, never their values. */
export type LaunchFacts = {
  checkedAt: string
  env: 'local' | 'production'
  supabaseHost: string
  ai: { provider: 'builtin' | 'workers-ai' | 'openai'; model: string | null }
  rateLimiters: { TELEMETRY_LIMITER: boolean; AI_LIMITER: boolean }
  admins: number
  demoAccounts: string[]
}
