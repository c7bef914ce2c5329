// The caller's company and what they may do there: one row of public.my_membership()
// (supabase/migrations/20261129600100_membership.sql), read by the Worker
// (worker/middleware/member.ts) and the client (client/lib/membership.ts) through this schema alone.
import { z } from '../zod'
import { COMPANY_SIZES, MEMBER_ROLES } from './company'

const PLAN_IDS = ['starter', 'growth', 'enterprise'] as const

export const MembershipRowSchema = z
  .object({
    company_id: z.uuid(),
    company_name: z.string(),
    industry: z.string(),
    website: z.string(),
    size: z.enum(COMPANY_SIZES).nullable().catch(null),
    ai_workflow: z.unknown().nullable(),
    plan: z.enum(PLAN_IDS),
    role: z.enum(MEMBER_ROLES).nullable(),
    is_member: z.boolean(),
    seats: z.number().int().nullable(),
    seats_used: z.number().int(),
    can_edit_company: z.boolean(),
    can_invite: z.boolean(),
    can_manage_members: z.boolean(),
    can_manage_owners: z.boolean(),
    can_edit_figures: z.boolean(),
    can_change_plan: z.boolean(),
    can_delete_company: z.boolean(),
  })
  .transform((r) => ({
    company: {
      id: r.company_id,
      name: r.company_name,
      industry: r.industry,
      website: r.website,
      size: r.size,
      ai_workflow: r.ai_workflow,
      plan: r.plan,
    },
    /** null: a platform admin whose profile names a company they are not in (they read it, never add to it). */
    role: r.role,
    isMember: r.is_member,
    /** The plan's seats (null: unlimited) and how many are taken. */
    seats: { included: r.seats, used: r.seats_used },
    /** What the role may do, decided by the database (role_may): the screens only read it. */
    can: {
      editCompany: r.can_edit_company,
      invite: r.can_invite,
      manageMembers: r.can_manage_members,
      manageOwners: r.can_manage_owners,
      editFigures: r.can_edit_figures,
      changePlan: r.can_change_plan,
      deleteCompany: r.can_delete_company,
    },
  }))
export type Membership = z.output<typeof MembershipRowSchema>
export type MembershipCompany = Membership['company']

type RpcResult = { data: unknown; error: { message: string; code?: string } | null; status: number }

/** The one way to ask: the caller's membership (null without a company), or the database's error. */
export async function readMembership(db: {
  rpc(fn: 'my_membership'): PromiseLike<RpcResult>
}): Promise<
  { membership: Membership | null; error: null } | { membership: null; error: RpcResult['error'] & {}; status: number }
> {
  const { data, error, status } = await db.rpc('my_membership')
  if (error) return { membership: null, error, status }
  const rows = z.array(z.unknown()).parse(data ?? [])
  return { membership: rows.length ? MembershipRowSchema.parse(rows[0]) : null, error: null }
}
