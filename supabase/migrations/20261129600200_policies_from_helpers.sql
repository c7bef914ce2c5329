/**
  * -------------------------------------------------------
  * Section - Policies from one pattern (issue 12, item 6)
  * -------------------------------------------------------
  * Every row level security policy of the earlier migrations, dropped and made again as one line
  * that reads as its rule, through the helpers of 20261129600100_membership.sql:
  *
  *   public.is_company_member(c)               member of c
  *   public.is_company_admin(c)                owner or admin of c
  *   public.is_company_owner(c)                owner of c
  *   public.is_company_admin_or_author(c, by)  owner or admin of c, or the member of c who wrote it
  *   public.is_me(user_id)                     the caller's own row
  *   (select public.is_admin())                a platform admin (evaluated once a statement)
  *
  * The rules are unchanged (tests/backend/access-matrix.test.ts, rls.test.ts, crm-rls.test.ts).
  * The earlier migrations keep their blocks: they may have run in production. A new table adds
  * its policies in this form.
  */

-- profiles
drop policy "Users can read their own profile; admins read all" on public.profiles;
drop policy "Users can update their own profile; admins update all" on public.profiles;
create policy "Users read their own profile; admins read all" on public.profiles for select to authenticated using (public.is_me(id) or (select public.is_admin()));
create policy "Users update their own profile; admins update all" on public.profiles for update to authenticated using (public.is_me(id) or (select public.is_admin())) with check (public.is_me(id) or (select public.is_admin()));

-- companies
drop policy "Members can read their companies; admins read all" on public.companies;
drop policy "Authenticated users can create a company as themselves" on public.companies;
drop policy "Owners and admins can update their company" on public.companies;
drop policy "Owners can delete their company" on public.companies;
create policy "Members and the creator read a company; admins read all" on public.companies for select to authenticated using (public.is_company_member(id) or public.is_me(created_by) or (select public.is_admin()));
create policy "Users create a company as themselves" on public.companies for insert to authenticated with check (public.is_me(created_by));
create policy "Owners and admins update their company" on public.companies for update to authenticated using (public.is_company_admin(id)) with check (public.is_company_admin(id));
create policy "Owners delete their company" on public.companies for delete to authenticated using (public.is_company_owner(id));

-- company_members (no insert policy: memberships come from handle_new_company and invitations)
drop policy "Members can read the members of their companies; admins read al" on public.company_members;
drop policy "Owners and admins can change member roles" on public.company_members;
drop policy "Owners and admins can remove members; members can leave" on public.company_members;
create policy "Members read their company's members; admins read all" on public.company_members for select to authenticated using (public.is_company_member(company_id) or (select public.is_admin()));
create policy "Owners and admins change member roles" on public.company_members for update to authenticated using (public.is_company_admin(company_id)) with check (public.is_company_admin(company_id));
create policy "Owners and admins remove members; members leave" on public.company_members for delete to authenticated using (public.is_me(user_id) or public.is_company_admin(company_id));

-- campaigns
drop policy "Members read their company's campaigns; admins read all" on public.campaigns;
drop policy "Members create campaigns for their company" on public.campaigns;
drop policy "Members update their company's campaigns" on public.campaigns;
drop policy "Company owners and admins, or the creator, delete a campaign" on public.campaigns;
create policy "Members read their company's campaigns; admins read all" on public.campaigns for select to authenticated using (public.is_company_member(company_id) or (select public.is_admin()));
create policy "Members create campaigns for their company" on public.campaigns for insert to authenticated with check (public.is_company_member(company_id));
create policy "Members update their company's campaigns" on public.campaigns for update to authenticated using (public.is_company_member(company_id)) with check (public.is_company_member(company_id));
create policy "Owners and admins, or the creator, delete a campaign" on public.campaigns for delete to authenticated using (public.is_company_admin_or_author(company_id, created_by));

-- leads
-- The lists read (leads, their history, calls) check membership once per statement, not per row:
-- my_company_ids() in a sub-select (20261129500100_lead_bulk_actions.sql: 10,000 leads 2.7 s → 0.11 s).
drop policy "Members read their company's leads; admins read all" on public.leads;
drop policy "Members create leads for their company" on public.leads;
drop policy "Members update their company's leads" on public.leads;
drop policy "Company owners and admins, or the creator, delete a lead" on public.leads;
create policy "Members read their company's leads; admins read all" on public.leads for select to authenticated using (company_id = any ((select public.my_company_ids())::uuid[]) or (select public.is_admin()));
create policy "Members create leads for their company" on public.leads for insert to authenticated with check (public.is_company_member(company_id));
create policy "Members update their company's leads" on public.leads for update to authenticated using (company_id = any ((select public.my_company_ids())::uuid[])) with check (company_id = any ((select public.my_company_ids())::uuid[]));
create policy "Owners and admins, or the creator, delete a lead" on public.leads for delete to authenticated using (public.is_company_admin_or_author(company_id, created_by));

-- lead_events (written by triggers only)
drop policy "Members read their company's lead history; admins read all" on public.lead_events;
create policy "Members read their company's lead history; admins read all" on public.lead_events for select to authenticated using (company_id = any ((select public.my_company_ids())::uuid[]) or (select public.is_admin()));

-- company_integrations
drop policy "Members read their company's integrations; admins read all" on public.company_integrations;
drop policy "Owners and admins request integrations" on public.company_integrations;
drop policy "Owners and admins withdraw integration requests" on public.company_integrations;
create policy "Members read their company's integrations; admins read all" on public.company_integrations for select to authenticated using (public.is_company_member(company_id) or (select public.is_admin()));
create policy "Owners and admins request integrations" on public.company_integrations for insert to authenticated with check (public.is_company_admin(company_id));
create policy "Owners and admins withdraw integration requests" on public.company_integrations for delete to authenticated using (public.is_company_admin(company_id));

-- company_invitations
drop policy "Owners and admins read their company's invitations; invitees re" on public.company_invitations;
drop policy "Owners and admins invite" on public.company_invitations;
drop policy "Owners and admins revoke" on public.company_invitations;
create policy "Owners and admins, the invitee and admins read an invitation" on public.company_invitations for select to authenticated using (public.is_company_admin(company_id) or email = (select public.verified_email()) or (select public.is_admin()));
create policy "Owners and admins invite" on public.company_invitations for insert to authenticated with check (public.is_company_admin(company_id));
create policy "Owners and admins revoke" on public.company_invitations for update to authenticated using (public.is_company_admin(company_id)) with check (public.is_company_admin(company_id));

-- boardroom_sessions (inserted by the Worker with the service role)
drop policy "Members read their company's sessions; admins read all" on public.boardroom_sessions;
drop policy "Members decide their company's sessions" on public.boardroom_sessions;
drop policy "Owners, admins and the creator delete a session" on public.boardroom_sessions;
create policy "Members read their company's sessions; admins read all" on public.boardroom_sessions for select to authenticated using (public.is_company_member(company_id) or (select public.is_admin()));
create policy "Members decide their company's sessions" on public.boardroom_sessions for update to authenticated using (public.is_company_member(company_id)) with check (public.is_company_member(company_id));
create policy "Owners, admins and the creator delete a session" on public.boardroom_sessions for delete to authenticated using (public.is_company_admin_or_author(company_id, created_by));

-- strategies (inserted by the Worker with the service role)
drop policy "Members read their company's strategies; admins read all" on public.strategies;
drop policy "Members change their company's strategies" on public.strategies;
drop policy "Owners, admins and the creator delete a strategy" on public.strategies;
create policy "Members read their company's strategies; admins read all" on public.strategies for select to authenticated using (public.is_company_member(company_id) or (select public.is_admin()));
create policy "Members change their company's strategies" on public.strategies for update to authenticated using (public.is_company_member(company_id)) with check (public.is_company_member(company_id));
create policy "Owners, admins and the creator delete a strategy" on public.strategies for delete to authenticated using (public.is_company_admin_or_author(company_id, created_by));

-- platform_settings
drop policy "Signed-in users read the platform settings" on public.platform_settings;
drop policy "Platform admins change the platform settings" on public.platform_settings;
create policy "Signed-in users read the platform settings" on public.platform_settings for select to authenticated using (true);
create policy "Platform admins change the platform settings" on public.platform_settings for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- webhooks and their deliveries
drop policy "Platform admins read webhooks" on public.webhooks;
drop policy "Platform admins change webhooks" on public.webhooks;
drop policy "Platform admins delete webhooks" on public.webhooks;
drop policy "Platform admins read deliveries" on public.webhook_deliveries;
drop policy "The sending admin records a delivery" on public.webhook_deliveries;
create policy "Platform admins read webhooks" on public.webhooks for select to authenticated using ((select public.is_admin()));
create policy "Platform admins change webhooks" on public.webhooks for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Platform admins delete webhooks" on public.webhooks for delete to authenticated using ((select public.is_admin()));
create policy "Platform admins read deliveries" on public.webhook_deliveries for select to authenticated using ((select public.is_admin()));
create policy "The sending admin records a delivery" on public.webhook_deliveries for insert to authenticated with check ((select public.is_admin()) and public.is_me(sent_by));

-- calls
drop policy "Members read their company's calls; admins read all" on public.calls;
drop policy "Members log calls for their company" on public.calls;
drop policy "The caller who logged it, or company owners and admins, edit a " on public.calls;
drop policy "The caller who logged it, or company owners and admins, delete " on public.calls;
create policy "Members read their company's calls; admins read all" on public.calls for select to authenticated using (company_id = any ((select public.my_company_ids())::uuid[]) or (select public.is_admin()));
create policy "Members log calls for their company" on public.calls for insert to authenticated with check (public.is_company_member(company_id));
create policy "Owners and admins, or the caller who logged it, edit a call" on public.calls for update to authenticated using (public.is_company_admin_or_author(company_id, created_by)) with check (public.is_company_member(company_id));
create policy "Owners and admins, or the caller who logged it, delete a call" on public.calls for delete to authenticated using (public.is_company_admin_or_author(company_id, created_by));

-- signup_attributions (written by a trigger only)
drop policy "signup_attributions: the account and admins read" on public.signup_attributions;
create policy "The account and admins read its signup attribution" on public.signup_attributions for select to authenticated using (public.is_me(user_id) or (select public.is_admin()));

-- company_figures
drop policy "Members read their company's figures; admins read all" on public.company_figures;
drop policy "Owners and admins of the company record its figures" on public.company_figures;
drop policy "Owners and admins of the company change its figures" on public.company_figures;
drop policy "Owners and admins of the company remove its figures" on public.company_figures;
create policy "Members read their company's figures; admins read all" on public.company_figures for select to authenticated using (public.is_company_member(company_id) or (select public.is_admin()));
create policy "Owners and admins, or platform admins, record figures" on public.company_figures for insert to authenticated with check (public.is_company_admin(company_id) or (select public.is_admin()));
create policy "Owners and admins, or platform admins, change figures" on public.company_figures for update to authenticated using (public.is_company_admin(company_id) or (select public.is_admin())) with check (public.is_company_admin(company_id) or (select public.is_admin()));
create policy "Owners and admins, or platform admins, remove figures" on public.company_figures for delete to authenticated using (public.is_company_admin(company_id) or (select public.is_admin()));

-- lead imports, their rows and the saved mapping
drop policy "Members read their company's imports; admins read all" on public.lead_imports;
drop policy "Members import leads into their company" on public.lead_imports;
drop policy "The importer, or an owner or admin of the company, updates an i" on public.lead_imports;
drop policy "Members read their company's import rows; admins read all" on public.lead_import_rows;
drop policy "The importer records rows while the import runs" on public.lead_import_rows;
drop policy "Members read their company's import mapping" on public.lead_import_mappings;
drop policy "Owners and admins save the import mapping" on public.lead_import_mappings;
drop policy "Owners and admins change the import mapping" on public.lead_import_mappings;
create policy "Members read their company's imports; admins read all" on public.lead_imports for select to authenticated using (public.is_company_member(company_id) or (select public.is_admin()));
create policy "Members import leads into their company" on public.lead_imports for insert to authenticated with check (public.is_company_member(company_id));
create policy "Owners and admins, or the importer, update an import" on public.lead_imports for update to authenticated using (public.is_company_admin_or_author(company_id, created_by)) with check (public.is_company_member(company_id));
create policy "Members read their company's import rows; admins read all" on public.lead_import_rows for select to authenticated using (public.is_company_member(company_id) or (select public.is_admin()));
create policy "The importer records rows while the import runs" on public.lead_import_rows for insert to authenticated with check (public.is_company_member(company_id) and exists (select 1 from public.lead_imports i where i.id = import_id and i.company_id = lead_import_rows.company_id and public.is_me(i.created_by) and i.finished_at is null));
create policy "Members read their company's import mapping" on public.lead_import_mappings for select to authenticated using (public.is_company_member(company_id));
create policy "Owners and admins save the import mapping" on public.lead_import_mappings for insert to authenticated with check (public.is_company_admin(company_id));
create policy "Owners and admins change the import mapping" on public.lead_import_mappings for update to authenticated using (public.is_company_admin(company_id)) with check (public.is_company_admin(company_id));
