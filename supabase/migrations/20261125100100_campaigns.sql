/**
  * -------------------------------------------------------
  * Section - Campaigns
  * -------------------------------------------------------
  * A company's marketing campaigns (the CRM). Every row belongs to one company.
  *
  *   read:   members of the company (any role); platform admins read all (the admin area)
  *   insert: members of the company; created_by is always the caller (trigger), never the client's
  *   update: members of the company; company_id, created_by and created_at cannot change, and the
  *           status moves only along CAMPAIGN_TRANSITIONS (shared/schemas/campaign.ts)
  *   delete: owners and admins of the company, or the member who created the campaign
  *   anon:   no policy, so nothing
  *
  * company_members has no read-only role (owner, admin, member), so every member reads and writes.
  * (id, company_id) is unique so leads can reference a campaign of their own company only.
  */

/**
  * -------------------------------------------------------
  * Section - Table
  * -------------------------------------------------------
  */

create table if not exists public.campaigns
(
    id              uuid primary key     default gen_random_uuid(),
    company_id      uuid        not null references public.companies (id) on delete cascade,
    name            text        not null,
    objective       text        not null default '',
    channel         text        not null default 'email',
    status          text        not null default 'draft',
    budget          numeric(14, 2) not null default 0,
    currency        text        not null default 'USD',
    start_date      date        null,
    end_date        date        null,
    target_audience text        not null default '',
    created_by      uuid        null     default auth.uid() references auth.users (id) on delete set null,
    created_at      timestamptz not null default now(),
    updated_at      timestamptz not null default now(),

    constraint campaigns_id_company_key unique (id, company_id),
    constraint campaigns_name_length check (char_length(btrim(name)) between 1 and 200),
    constraint campaigns_objective_length check (char_length(objective) <= 2000),
    constraint campaigns_channel_check check (channel in ('email', 'social', 'search', 'display', 'events', 'content', 'partnerships', 'video')),
    constraint campaigns_status_check check (status in ('draft', 'scheduled', 'active', 'paused', 'completed')),
    constraint campaigns_budget_range check (budget >= 0 and budget <= 1000000000),
    constraint campaigns_currency_check check (currency ~ '^[A-Z]{3}$'),
    constraint campaigns_dates_order check (end_date is null or start_date is null or end_date >= start_date),
    -- a scheduled campaign is scheduled for a day
    constraint campaigns_scheduled_has_start check (status <> 'scheduled' or start_date is not null),
    constraint campaigns_target_audience_length check (char_length(target_audience) <= 500)
);

comment on table public.campaigns is 'A company''s marketing campaigns (CRM).';
comment on column public.campaigns.created_by is 'The member who created the campaign (set from auth.uid(), never from the client).';
comment on column public.campaigns.budget is 'Planned spend in `currency`, at most 1 000 000 000.';

create index if not exists campaigns_company_created_idx on public.campaigns (company_id, created_at desc);
create index if not exists campaigns_company_status_idx on public.campaigns (company_id, status);
create index if not exists campaigns_created_by_idx on public.campaigns (created_by);

/**
  * -------------------------------------------------------
  * Section - Column protection (shared by the CRM tables)
  * -------------------------------------------------------
  * For API callers (anon/authenticated): a new row's created_by is the caller, whatever was sent;
  * an update cannot move a row to another company or change who created it or when. The service
  * role, the database owner (seed, migrations) and security definer code are trusted.
  * Security invoker on purpose: current_user must be the caller.
  */

create or replace function public.protect_crm_row()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    if not public.is_api_user() then
        return new;
    end if;

    if tg_op = 'INSERT' then
        new.created_by = auth.uid();
        new.created_at = now();
        return new;
    end if;

    if new.company_id is distinct from old.company_id then
        raise exception 'A % cannot be moved to another company', tg_argv[0] using errcode = '42501';
    end if;
    new.created_by = old.created_by;
    new.created_at = old.created_at;
    return new;
end;
$$;

create trigger campaigns_protect_columns
    before insert or update
    on public.campaigns
    for each row
execute function public.protect_crm_row('campaign');

create trigger campaigns_set_updated_at
    before update
    on public.campaigns
    for each row
execute function public.set_updated_at();

/**
  * -------------------------------------------------------
  * Section - Status transitions
  * -------------------------------------------------------
  * The same table as CAMPAIGN_TRANSITIONS in shared/schemas/campaign.ts (a backend test keeps them
  * equal). API callers only; the service role and the owner may set any status.
  */

create or replace function public.campaign_status_allowed(from_status text, to_status text)
    returns boolean
    language sql
    immutable
    set search_path = ''
as
$$
select from_status = to_status
    or (from_status, to_status) in (('draft', 'scheduled'), ('draft', 'active'),
                                    ('scheduled', 'draft'), ('scheduled', 'active'), ('scheduled', 'paused'),
                                    ('active', 'paused'), ('active', 'completed'),
                                    ('paused', 'active'), ('paused', 'completed'));
$$;

create or replace function public.check_campaign_status()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    if public.is_api_user() and not public.campaign_status_allowed(old.status, new.status) then
        raise exception 'A campaign cannot go from % to %', old.status, new.status using errcode = '23514';
    end if;
    return new;
end;
$$;

create trigger campaigns_check_status
    before update of status
    on public.campaigns
    for each row
execute function public.check_campaign_status();

/**
  * -------------------------------------------------------
  * Section - Row level security
  * -------------------------------------------------------
  */

alter table public.campaigns enable row level security;

create policy "Members read their company's campaigns; admins read all" on public.campaigns
    for select
    to authenticated
    using (public.is_company_member(company_id) or (select public.is_admin()));

create policy "Members create campaigns for their company" on public.campaigns
    for insert
    to authenticated
    with check (public.is_company_member(company_id));

create policy "Members update their company's campaigns" on public.campaigns
    for update
    to authenticated
    using (public.is_company_member(company_id))
    with check (public.is_company_member(company_id));

create policy "Company owners and admins, or the creator, delete a campaign" on public.campaigns
    for delete
    to authenticated
    using (public.has_company_role(company_id, 'admin')
        or (created_by = (select auth.uid()) and public.is_company_member(company_id)));
