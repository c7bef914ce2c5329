// The access matrix: for every table of the public schema (and the attack variants
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
// The stranger owns a company of their own: an outsider to Northwind who can pass every check a
// member of some company passes (the attacker of ADR 0024).
export const ACTORS = ['anon', 'stranger', 'member', 'companyAdmin', 'owner', 'platformAdmin', 'service'] as const
export type Actor = (typeof ACTORS)[number]

type Ops = Partial<Record<'select' | 'insert' | 'update' | 'delete' | 'execute', string>>

//                                  anon stranger member companyAdmin owner platformAdmin service
export const ACCESS_MATRIX: Record<string, Ops> = {
  profiles: {
    select: 'none none none none none ok ok',
    insert: '42501 42501 42501 42501 42501 42501 23503',
    update: 'none none none none none ok ok',
    delete: 'none none none none none none ok',
  },
  companies: {
    select: 'none none ok ok ok ok ok',
    insert: '42501 ok ok ok ok ok ok',
    update: 'none none none ok ok none ok',
    delete: 'none none none none ok none ok',
  },
  // a paid plan is set by billing alone: refused on insert too, whoever the request names
  'companies (paid plan, request in another user’s name)': {
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: 'none none none 42501 42501 none ok',
  },
  // the subscription is written by the Stripe webhook (service role) only
  'companies (subscription set by the API)': {
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: 'none none none 42501 42501 none ok',
  },
  // processed Stripe event ids: the service role only (RLS on, no policy, no privilege)
  stripe_events: {
    select: '42501 42501 42501 42501 42501 42501 ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  // no direct insert; invitations and the company trigger add members
  company_members: {
    select: 'none none ok ok ok ok ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: 'none none none ok ok none ok',
    delete: 'none none none ok ok none ok',
  },
  // the owner role moves only by transfer_company_ownership
  'company_members (as owner)': {
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: 'none none none 42501 42501 none ok',
  },
  company_invitations: {
    select: 'none none none ok ok ok ok',
    insert: '42501 42501 42501 ok ok 42501 ok',
    update: 'none none none ok ok none ok',
    delete: 'none none none none none none ok',
  },
  // CHECK: the shared email pattern
  'company_invitations (markup email)': { insert: '42501 42501 42501 23514 23514 42501 23514' },
  company_integrations: {
    select: 'none none ok ok ok ok ok',
    insert: '42501 42501 42501 ok ok 42501 ok',
    update: 'none none none none none none ok',
    delete: 'none none none ok ok none ok',
  },
  campaigns: {
    select: 'none none ok ok ok ok ok',
    insert: '42501 42501 ok ok ok 42501 ok',
    update: 'none none ok ok ok none ok',
    delete: 'none none none ok ok none ok',
  },
  leads: {
    select: 'none none ok ok ok ok ok',
    insert: '42501 42501 ok ok ok 42501 ok',
    update: 'none none ok ok ok none ok',
    delete: 'none none none ok ok none ok',
  },
  // a lead's owner must be a member of its company (a trigger, then the foreign key): the
  // stranger as owner is refused with 23503 for everyone who reaches the row; outsiders meet RLS first
  'leads (owner outside the company)': {
    insert: '42501 42501 23503 23503 23503 42501 23503',
    update: 'none none 23503 23503 23503 none 23503',
  },
  lead_events: {
    select: 'none none ok ok ok ok ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: 'none none none none none none ok',
    delete: 'none none none none none none ok',
  },
  calls: {
    select: 'none none ok ok ok ok ok',
    insert: '42501 42501 ok ok ok 42501 ok',
    update: 'none none none ok ok none ok',
    delete: 'none none none ok ok none ok',
  },
  // AI output inserted by the Worker (service role) only
  boardroom_sessions: {
    select: 'none none ok ok ok ok ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 none ok ok ok none ok',
    delete: 'none none none ok ok none ok',
  },
  // what the engine said and which engine said it: nobody but the Worker
  'boardroom_sessions (engine, model)': { update: '42501 42501 42501 42501 42501 42501 ok' },
  // as boardroom_sessions
  strategies: {
    select: 'none none ok ok ok ok ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 none ok ok ok none ok',
    delete: 'none none none ok ok none ok',
  },
  'strategies (engine, model)': { update: '42501 42501 42501 42501 42501 42501 ok' },
  // members plan a decided session's review; only the owner or an admin records it (a
  // trigger: 42501 for a plain member); nobody deletes one through the API
  boardroom_reviews: {
    select: '42501 none ok ok ok ok ok',
    insert: '42501 42501 ok ok ok 42501 ok',
    update: '42501 none 42501 ok ok none ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  'boardroom_reviews (plan)': { update: '42501 none ok ok ok none ok' },
  platform_settings: {
    select: 'none ok ok ok ok ok ok',
    insert: '42501 42501 42501 42501 42501 42501 23505',
    update: 'none none none none none ok ok',
    delete: 'none none none none none none ok',
  },
  webhooks: {
    select: '42501 none none none none ok ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 none none none none ok ok',
    delete: '42501 none none none none ok ok',
  },
  // CHECK: webhook_target_allowed (0xa9fea9fe = 169.254.169.254)
  'webhooks (metadata address)': {
    insert: '42501 42501 42501 42501 42501 42501 23514',
    update: '42501 42501 42501 42501 42501 42501 23514',
  },
  webhook_secrets: {
    select: '42501 42501 42501 42501 42501 42501 ok',
    insert: '42501 42501 42501 42501 42501 42501 23503',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  webhook_deliveries: {
    select: '42501 none none none none ok ok',
    insert: '42501 42501 42501 42501 42501 ok ok',
    update: '42501 none none none none none ok',
    delete: '42501 none none none none none ok',
  },
  signup_attributions: {
    select: 'none none none none none ok ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  // members read; owners and admins of the company, and platform admins, write
  // a provider connection's health: the company's members read it; only the Worker (service role) writes
  integration_connections: {
    select: '42501 none ok ok ok ok ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  // a provider's sealed tokens: no browser role can touch them at all
  integration_secrets: {
    select: '42501 42501 42501 42501 42501 42501 ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  // OAuth: pending authorizations (hashed state, sealed PKCE verifier) and provider events
  // already applied: only the Worker (service role) touches them
  oauth_states: {
    select: '42501 42501 42501 42501 42501 42501 ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  integration_webhook_events: {
    select: '42501 42501 42501 42501 42501 42501 ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  // a meeting booked through Calendly: written by the Worker; no member forges or edits the booking (a trigger)
  'calls (booked through a provider)': {
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: 'none none none 42501 42501 none ok',
  },
  // Sign in with TikTok: the acted-on link is the owner's; each user reads only their own, the Worker writes
  tiktok_identities: {
    select: '42501 none none none ok none ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  // its single-use states and PKCE verifiers: no browser role can touch them at all
  tiktok_sign_in_states: {
    select: '42501 42501 42501 42501 42501 42501 ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  // the daily budget of model-voiced debates: members read their company's, platform admins set it
  company_ai_budgets: {
    select: 'none none ok ok ok ok ok',
    insert: '42501 42501 42501 42501 42501 ok ok',
    update: 'none none none none none ok ok',
    delete: 'none none none none none ok ok',
  },
  company_figures: {
    select: 'none none ok ok ok ok ok',
    insert: '42501 42501 42501 ok ok ok ok',
    update: 'none none none ok ok ok ok',
    delete: 'none none none ok ok ok ok',
  },
  // the acted-on import is the owner's, running, its one row recorded: only the importer finishes it
  lead_imports: {
    select: '42501 none ok ok ok ok ok',
    insert: '42501 42501 ok ok ok 42501 ok',
    update: '42501 none none 42501 ok none ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  // the acted-on import is the owner's, finished: undone only through undo_lead_import
  'lead_imports (marked undone directly)': { update: '42501 none none 42501 42501 none ok' },
  'lead_imports (record)': { update: '42501 42501 42501 42501 42501 42501 ok' },
  // each Northwind actor inserts into their own running import; stranger and platform admin into the owner's
  lead_import_rows: {
    select: '42501 none ok ok ok ok ok',
    insert: '42501 42501 ok ok ok 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  'lead_import_rows (into a finished import)': { insert: '42501 42501 42501 42501 42501 42501 ok' },
  // undo deletes what an import created, as whoever undoes it: a row names only a lead its importer created
  'lead_import_rows (someone else’s lead as created)': { insert: '42501 42501 42501 42501 42501 42501 ok' },
  // the acted-on mapping is a fresh company's of Northwind's owner (member and company admin in it)
  lead_import_mappings: {
    select: '42501 none ok ok ok none ok',
    insert: '42501 42501 42501 ok ok 42501 ok',
    update: '42501 none none ok ok none ok',
    delete: '42501 none none none none none ok',
  },
  // a view (security invoker): each import with its rows counted, under the caller's RLS
  lead_import_summaries: { select: '42501 none ok ok ok ok ok' },
  // AI chat threads are their author's alone (the acted-on thread is the owner's); messages are never edited
  chat_threads: {
    select: '42501 none none none ok none ok',
    insert: '42501 42501 ok ok ok 42501 ok',
    update: '42501 none none none ok none ok',
    delete: '42501 none none none ok none ok',
  },
  chat_messages: {
    select: '42501 none none none ok none ok',
    insert: '42501 42501 42501 42501 ok 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  // follow-ups on leads, as the CRM's rows; the acted-on one was added by nobody (the service role)
  lead_follow_ups: {
    select: '42501 none ok ok ok ok ok',
    insert: '42501 42501 ok ok ok 42501 ok',
    update: '42501 none ok ok ok none ok',
    delete: '42501 none none ok ok none ok',
  },
  // the agent's log: the company reads it, only its author marks it undone, nobody deletes it (the acted-on entry is the owner's)
  agent_actions: {
    select: '42501 none ok ok ok none ok',
    insert: '42501 42501 ok ok ok 42501 ok',
    update: '42501 none none none ok none ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  is_own_chat_thread: { execute: '42501 ok ok ok ok ok ok' },
  // a campaign's daily metrics — members read and write, owners and admins delete
  campaign_metrics: {
    select: 'none none ok ok ok ok ok',
    insert: '42501 42501 ok ok ok 42501 ok',
    update: 'none none ok ok ok none ok',
    delete: 'none none none ok ok none ok',
  },
  // a day of the other company's campaign (the stranger names Northwind's, Northwind's actors the
  // stranger's) under the actor's own company, or a Northwind row moved there: the foreign key
  // answers alike whether or not that company has results that day
  'campaign_metrics (another company’s campaign, a day it has results)': {
    insert: '42501 23503 23503 23503 23503 42501 23503',
    update: 'none none 23503 23503 23503 none 23503',
  },
  'campaign_metrics (another company’s campaign, a day without results)': {
    insert: '42501 23503 23503 23503 23503 42501 23503',
    update: 'none none 23503 23503 23503 none 23503',
  },
  // leads deleted from the list, kept for undo: the acted-on row is the owner's; only the member who
  // deleted reads or empties it; only delete_leads writes it (ADR 0024: restore_leads trusts it)
  lead_trash: {
    select: 'none none none none ok none ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: 'none none none none ok none ok',
  },
  // the forgery of the report: a row under the actor's own company naming a lead of Northwind, a
  // snapshot with Northwind's owner as its creator and a history line that never happened
  'lead_trash (another company’s lead, forged snapshot and history)': {
    insert: '42501 42501 42501 42501 42501 42501 ok',
  },
  // Notion pages made from a session or strategy — members read their company's; only the Worker writes, after Notion answered
  notion_exports: {
    select: '42501 none ok ok ok ok ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  is_admin: { execute: '42501 ok ok ok ok ok ok' },
  is_api_user: { execute: 'ok ok ok ok ok ok ok' },
  is_company_member: { execute: '42501 ok ok ok ok ok ok' },
  has_company_role: { execute: '42501 ok ok ok ok ok ok' },
  verified_email: { execute: '42501 ok ok ok ok ok ok' },
  // the policy helpers and the one membership lookup (no row without a company)
  role_may: { execute: '42501 ok ok ok ok ok ok' },
  is_company_admin: { execute: '42501 ok ok ok ok ok ok' },
  is_company_owner: { execute: '42501 ok ok ok ok ok ok' },
  is_company_admin_or_author: { execute: '42501 ok ok ok ok ok ok' },
  is_me: { execute: '42501 ok ok ok ok ok ok' },
  plan_seats: { execute: '42501 ok ok ok ok ok ok' },
  my_membership: { execute: '42501 ok ok ok ok none none' },
  company_has_member_email: { execute: '42501 ok ok ok ok ok ok' },
  expire_company_invitations: { execute: '42501 ok ok ok ok ok ok' },
  my_pending_invitations: { execute: '42501 none none none none none none' },
  // internal to accept/decline
  claim_company_invitation: { execute: '42501 42501 42501 42501 42501 42501 42501' },
  // the invitation is addressed to the stranger
  accept_company_invitation: { execute: '42501 ok 42501 42501 42501 42501 42501' },
  // the invitation is addressed to the stranger
  decline_company_invitation: { execute: '42501 ok 42501 42501 42501 42501 42501' },
  set_company_integrations: { execute: '42501 42501 42501 ok ok 42501 42501' },
  company_member_directory: { execute: '42501 42501 ok ok ok ok ok' },
  admin_company_overview: { execute: '42501 42501 42501 42501 42501 ok ok' },
  admin_overview: { execute: '42501 42501 42501 42501 42501 ok ok' },
  admin_weekly_usage: { execute: '42501 42501 42501 42501 42501 ok ok' },
  create_webhook: { execute: '42501 42501 42501 42501 42501 ok ok' },
  webhook_signing_secret: { execute: '42501 42501 42501 42501 42501 ok ok' },
  request_company_plan: { execute: '42501 42501 42501 42501 ok 42501 42501' },
  transfer_company_ownership: { execute: '42501 42501 42501 42501 ok 42501 42501' },
  campaign_status_allowed: { execute: 'ok ok ok ok ok ok ok' },
  whatwg_ipv4: { execute: '42501 ok ok ok ok ok ok' },
  is_non_public_address: { execute: '42501 ok ok ok ok ok ok' },
  // the IPv4 addresses an IPv6 address carries (Teredo here: its server and its client)
  embedded_ipv4s: { execute: '42501 ok ok ok ok ok ok' },
  webhook_target_allowed: { execute: '42501 ok ok ok ok ok ok' },
  // only the member who ran the (running) import records its rows
  import_leads: { execute: '42501 42501 42501 42501 ok 42501 42501' },
  // a finished import of the owner: its importer or an owner or admin of the company undoes it
  undo_lead_import: { execute: '42501 PT404 42501 ok ok 42501 42501' },
  // two leads the owner created: merging deletes one, so only its creator or an owner or admin
  merge_leads: { execute: '42501 PT404 42501 ok ok 42501 ok' },
  // the lead list's helpers and bulk actions, as the caller (RLS decides what they match)
  my_company_ids: { execute: '42501 ok ok ok ok none none' },
  lead_undo_minutes: { execute: 'ok ok ok ok ok ok ok' },
  leads_matching: { execute: '42501 none ok ok ok ok ok' },
  lead_action_targets: { execute: '42501 none ok ok ok ok ok' },
  lead_stage_totals: { execute: '42501 none ok ok ok ok ok' },
  // answers how many changed: 0 for whom RLS hides the lead (an answer, so "ok")
  bulk_update_leads: { execute: '42501 ok ok ok ok ok ok' },
  // answers what it matched and deleted (nothing for whom RLS hides it); the service role has no uid to keep the rows under
  delete_leads: { execute: '42501 ok ok ok ok ok 23502' },
  // a batch the owner deleted: only the owner restores it
  restore_leads: { execute: '42501 PT404 PT404 PT404 ok PT404 PT404' },
  // one day of a Northwind campaign, as the caller: members of Northwind only
  import_campaign_metrics: { execute: '42501 42501 ok ok ok 42501 ok' },
  // another company's campaign under the caller's own company (the stranger owns one): the foreign
  // key refuses it alike whether or not that company has results that day (the unique key names the company)
  'import_campaign_metrics (another company’s campaign, a day it has results)': {
    execute: '42501 23503 23503 23503 23503 42501 23503',
  },
  'import_campaign_metrics (another company’s campaign, a day without results)': {
    execute: '42501 23503 23503 23503 23503 42501 23503',
  },
  // a trash row written by hand in the actor's name naming a lead of Northwind: nothing is restored
  // (none: answers 0); the platform admin is no member of Northwind, the service role has no uid
  'restore_leads (a trash row naming another company’s lead)': {
    execute: '42501 none none none none 42501 PT404',
  },
  // lead enrichment: members of the lead's company read the enriched fields; only
  // the Worker (service role) writes them, after the provider answered; members revert through
  // revert_lead_enrichment (anyone else: P0002, nothing to revert). Cache and limit: the Worker's only.
  lead_enrichment_fields: {
    select: '42501 none ok ok ok none ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  enrichment_cache: {
    select: '42501 42501 42501 42501 42501 42501 ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  enrichment_lookups: {
    select: '42501 42501 42501 42501 42501 42501 ok',
    insert: '42501 42501 42501 42501 42501 42501 ok',
    update: '42501 42501 42501 42501 42501 42501 ok',
    delete: '42501 42501 42501 42501 42501 42501 ok',
  },
  revert_lead_enrichment: { execute: '42501 P0002 ok ok ok P0002 P0002' },
  claim_enrichment_lookup: { execute: '42501 42501 42501 42501 42501 42501 ok' },
}
