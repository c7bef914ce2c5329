// The access matrix (issue 11): for every table of the public schema (and the attack variants
// the issue names), every operation, and every kind of caller — and for every function callable
// through the API — what happens. tests/backend/access-matrix.test.ts runs each cell against the
// local backend through supabase-js and fails on any difference.
//
// Each line is one operation on one target, with one outcome per actor in ACTORS order:
//   ok     done: the row was returned, inserted, changed or deleted (a function: it answered)
//   none   allowed to ask, but row level security shows or affects nothing
//   42501  refused: no privilege, a policy's WITH CHECK, or a guard (insufficient_privilege)
//   other  refused with that SQLSTATE: 23503 foreign key, 23505 duplicate, 23514 CHECK,
//          22023 invalid argument, P0001 a function's own refusal
// The acted-on row is always a fresh one of Northwind (a fresh user's, for profiles and
// signup_attributions; a fresh company owned by Northwind's owner, for companies' updates and
// deletes); member and company admin belong to Northwind, the stranger and the platform admin do not.
export const ACTORS = ['anon', 'stranger', 'member', 'companyAdmin', 'owner', 'platformAdmin', 'service'] as const
export type Actor = (typeof ACTORS)[number]

type Ops = Partial<Record<'select' | 'insert' | 'update' | 'delete' | 'execute', string>>

//                                          anon   stranger member companyAdmin owner platformAdmin service
export const ACCESS_MATRIX: Record<string, Ops> = {
  profiles: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  companies: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  'companies (paid plan, request in another user’s name)': { insert: 'x x x x x x x', update: 'x x x x x x x' },
  company_members: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  'company_members (as owner)': { insert: 'x x x x x x x', update: 'x x x x x x x' },
  company_invitations: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  'company_invitations (markup email)': { insert: 'x x x x x x x' },
  company_integrations: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  campaigns: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  leads: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  lead_events: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  calls: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  boardroom_sessions: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  'boardroom_sessions (engine, model)': { update: 'x x x x x x x' },
  strategies: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  'strategies (engine, model)': { update: 'x x x x x x x' },
  platform_settings: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  webhooks: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  'webhooks (metadata address)': { insert: 'x x x x x x x', update: 'x x x x x x x' },
  webhook_secrets: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  webhook_deliveries: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  signup_attributions: { select: 'x x x x x x x', insert: 'x x x x x x x', update: 'x x x x x x x', delete: 'x x x x x x x' },
  is_admin: { execute: 'x x x x x x x' },
  is_api_user: { execute: 'x x x x x x x' },
  is_company_member: { execute: 'x x x x x x x' },
  has_company_role: { execute: 'x x x x x x x' },
  verified_email: { execute: 'x x x x x x x' },
  company_has_member_email: { execute: 'x x x x x x x' },
  expire_company_invitations: { execute: 'x x x x x x x' },
  my_pending_invitations: { execute: 'x x x x x x x' },
  claim_company_invitation: { execute: 'x x x x x x x' },
  accept_company_invitation: { execute: 'x x x x x x x' },
  decline_company_invitation: { execute: 'x x x x x x x' },
  set_company_integrations: { execute: 'x x x x x x x' },
  company_member_directory: { execute: 'x x x x x x x' },
  admin_company_overview: { execute: 'x x x x x x x' },
  admin_overview: { execute: 'x x x x x x x' },
  admin_weekly_usage: { execute: 'x x x x x x x' },
  create_webhook: { execute: 'x x x x x x x' },
  webhook_signing_secret: { execute: 'x x x x x x x' },
  request_company_plan: { execute: 'x x x x x x x' },
  transfer_company_ownership: { execute: 'x x x x x x x' },
  whatwg_ipv4: { execute: 'x x x x x x x' },
  is_non_public_address: { execute: 'x x x x x x x' },
  webhook_target_allowed: { execute: 'x x x x x x x' },
}
