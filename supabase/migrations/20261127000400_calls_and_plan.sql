/**
  * -------------------------------------------------------
  * Section - Calls
  * -------------------------------------------------------
  * A company's sales calls: who was called (optionally one of the company's leads), which way, how
  * it ended, how long it took and what was said. Same rules as leads (docs/decisions/0004):
  *
  *   read:   members of the company (any role); platform admins read all (the admin area)
  *   insert: members of the company; created_by is always the caller (protect_crm_row)
  *   update: the member who logged the call, or owners and admins of the company;
  *           company_id, created_by and created_at cannot change
  *   delete: the member who logged the call, or owners and admins of the company
  *   anon:   no policy, so nothing
  *
  * A call's lead must belong to the call's company: the foreign key (lead_id, company_id) →
  * leads (id, company_id) refuses another company's lead (23503); deleting the lead keeps the
  * call (its outcome still counts) and only clears lead_id. A call cannot be dated in the future
  * (a trigger, since a CHECK may not depend on now()); five minutes of clock skew are allowed.
  * The CHECK lists are CALL_DIRECTIONS and CALL_OUTCOMES in shared/schemas/call.ts.
  */

alter table public.leads
    add constraint leads_id_company_key unique (id, company_id);

create table if not exists public.calls
(
    id               uuid primary key     default gen_random_uuid(),
    company_id       uuid        not null references public.companies (id) on delete cascade,
    lead_id          uuid        null,
    direction        text        not null default 'outbound',
    outcome          text        not null,
    duration_minutes integer     not null default 0,
    notes            text        not null default '',
    occurred_at      timestamptz not null default now(),
    created_by       uuid        null     default auth.uid() references auth.users (id) on delete set null,
    created_at       timestamptz not null default now(),
    updated_at       timestamptz not null default now(),

    constraint calls_lead_same_company_fkey foreign key (lead_id, company_id)
        references public.leads (id, company_id) on delete set null (lead_id),
    constraint calls_direction_check check (direction in ('inbound', 'outbound')),
    constraint calls_outcome_check check (outcome in ('connected', 'voicemail', 'no_answer', 'meeting_booked', 'not_interested')),
    constraint calls_duration_range check (duration_minutes between 0 and 600),
    constraint calls_notes_length check (char_length(notes) <= 2000),
    constraint calls_occurred_at_range check (occurred_at >= '2000-01-01')
);

comment on table public.calls is 'A company''s sales calls and their outcomes (CRM).';
comment on column public.calls.created_by is 'The member who logged the call (set from auth.uid(), never from the client).';

create index if not exists calls_company_occurred_idx on public.calls (company_id, occurred_at desc);
create index if not exists calls_lead_idx on public.calls (lead_id, occurred_at desc) where lead_id is not null;
create index if not exists calls_created_by_idx on public.calls (created_by);

create trigger calls_protect_columns
    before insert or update
    on public.calls
    for each row
execute function public.protect_crm_row('call');

create trigger calls_set_updated_at
    before update
    on public.calls
    for each row
execute function public.set_updated_at();

create or replace function public.check_call_not_in_future()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    if new.occurred_at > now() + interval '5 minutes' then
        raise exception 'A call cannot be logged in the future' using errcode = '23514';
    end if;
    return new;
end;
$$;

create trigger calls_not_in_future
    before insert or update of occurred_at
    on public.calls
    for each row
execute function public.check_call_not_in_future();

alter table public.calls enable row level security;

create policy "Members read their company's calls; admins read all" on public.calls
    for select
    to authenticated
    using (public.is_company_member(company_id) or (select public.is_admin()));

create policy "Members log calls for their company" on public.calls
    for insert
    to authenticated
    with check (public.is_company_member(company_id));

create policy "The caller who logged it, or company owners and admins, edit a call" on public.calls
    for update
    to authenticated
    using (public.has_company_role(company_id, 'admin')
        or (created_by = (select auth.uid()) and public.is_company_member(company_id)))
    with check (public.is_company_member(company_id));

create policy "The caller who logged it, or company owners and admins, delete a call" on public.calls
    for delete
    to authenticated
    using (public.has_company_role(company_id, 'admin')
        or (created_by = (select auth.uid()) and public.is_company_member(company_id)));

/**
  * -------------------------------------------------------
  * Section - A company's plan
  * -------------------------------------------------------
  * companies.plan is one of shared/plans.ts's plan ids; new companies start on the entry plan
  * ('starter'). No payment provider is configured on this deployment, so nobody can pay for a
  * change: an owner's choice is recorded as a plan change request (requested_plan, by whom,
  * when) through request_company_plan(), which members see on /dashboard/billing and platform
  * admins read with every company. The plan itself is changed by the operator (service role or
  * SQL) once payment is arranged; the Stripe webhook will do it when card payments are connected.
  *
  *   read:   as companies (members; platform admins read all)
  *   change: plan, requested_plan, plan_requested_by and plan_requested_at cannot be written by API
  *           callers directly (42501); request_company_plan() is for owners only
  */

alter table public.companies
    add column if not exists plan              text        not null default 'starter',
    add column if not exists requested_plan    text        null,
    add column if not exists plan_requested_by uuid        null references auth.users (id) on delete set null,
    add column if not exists plan_requested_at timestamptz null,
    add constraint companies_plan_check check (plan in ('starter', 'growth', 'enterprise')),
    add constraint companies_requested_plan_check check (requested_plan in ('starter', 'growth', 'enterprise'));

comment on column public.companies.plan is 'The plan (shared/plans.ts); changed by the operator or billing, never by an API caller.';
comment on column public.companies.requested_plan is 'The plan an owner asked for (request_company_plan), until it is applied or withdrawn.';

create or replace function public.protect_company_plan()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    if public.is_api_user()
        and (new.plan, new.requested_plan, new.plan_requested_by, new.plan_requested_at)
            is distinct from (old.plan, old.requested_plan, old.plan_requested_by, old.plan_requested_at) then
        raise exception 'A plan is changed by requesting it on the billing page' using errcode = '42501';
    end if;
    return new;
end;
$$;

create trigger companies_protect_plan
    before update
    on public.companies
    for each row
execute function public.protect_company_plan();

-- An owner asks for a plan; asking for the current plan withdraws the request.
create or replace function public.request_company_plan(target_company_id uuid, requested text)
    returns void
    language plpgsql
    security definer
    set search_path = ''
as
$$
declare
    current_plan text;
begin
    if not public.has_company_role(target_company_id, 'owner') then
        raise exception 'Only an owner of the company can change its plan' using errcode = '42501';
    end if;
    if requested is null or requested not in ('starter', 'growth', 'enterprise') then
        raise exception 'There is no plan called "%"', coalesce(requested, '') using errcode = '22023';
    end if;
    select c.plan into current_plan from public.companies c where c.id = target_company_id;
    update public.companies
    set requested_plan    = case when requested = current_plan then null else requested end,
        plan_requested_by = case when requested = current_plan then null else auth.uid() end,
        plan_requested_at = case when requested = current_plan then null else now() end
    where id = target_company_id;
end;
$$;

revoke execute on function public.request_company_plan(uuid, text) from public, anon;
grant execute on function public.request_company_plan(uuid, text) to authenticated, service_role;
