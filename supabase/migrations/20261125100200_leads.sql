/**
  * -------------------------------------------------------
  * Section - Leads
  * -------------------------------------------------------
  * A company's leads (the CRM). Every row belongs to one company; a lead may come from one of that
  * company's campaigns — the foreign key (campaign_id, company_id) → campaigns (id, company_id)
  * refuses another company's campaign (23503), and deleting the campaign only clears campaign_id.
  *
  *   read:   members of the company (any role); platform admins read all (the admin area)
  *   insert: members of the company; created_by is always the caller (trigger)
  *   update: members of the company; company_id, created_by and created_at cannot change
  *   delete: owners and admins of the company, or the member who created the lead
  *   anon:   no policy, so nothing
  *
  * One lead per email address in a company (case-insensitive); leads without an email are allowed.
  * campaign_lead_stats (below) counts each campaign's leads under the caller's own RLS.
  */

/**
  * -------------------------------------------------------
  * Section - Table
  * -------------------------------------------------------
  */

create table if not exists public.leads
(
    id           uuid primary key     default gen_random_uuid(),
    company_id   uuid        not null references public.companies (id) on delete cascade,
    first_name   text        not null default '',
    last_name    text        not null default '',
    email        text        null,
    phone        text        not null default '',
    company_name text        not null default '',
    title        text        not null default '',
    source       text        not null default 'manual',
    status       text        not null default 'new',
    value        numeric(14, 2) not null default 0,
    currency     text        not null default 'USD',
    campaign_id  uuid        null,
    notes        text        not null default '',
    created_by   uuid        null     default auth.uid() references auth.users (id) on delete set null,
    created_at   timestamptz not null default now(),
    updated_at   timestamptz not null default now(),

    constraint leads_campaign_same_company_fkey foreign key (campaign_id, company_id)
        references public.campaigns (id, company_id) on delete set null (campaign_id),
    constraint leads_first_name_length check (char_length(first_name) <= 100),
    constraint leads_last_name_length check (char_length(last_name) <= 100),
    -- a lead is someone: a name or an email address
    constraint leads_identity check (btrim(first_name) <> '' or btrim(last_name) <> '' or email is not null),
    constraint leads_email_format check (email is null or (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')),
    constraint leads_phone_format check (char_length(phone) <= 40 and phone ~ '^[0-9+(). -]*$'),
    constraint leads_company_name_length check (char_length(company_name) <= 200),
    constraint leads_title_length check (char_length(title) <= 200),
    -- spec §1 integrations: notes tool, card payments, enrichment, scheduling, bank linking, short video
    constraint leads_source_check check (source in ('manual', 'website', 'referral', 'campaign', 'event', 'import',
                                                    'notion', 'stripe', 'clearbit', 'calendly', 'plaid', 'tiktok')),
    constraint leads_status_check check (status in ('new', 'contacted', 'qualified', 'proposal', 'won', 'lost')),
    constraint leads_value_range check (value >= 0 and value <= 1000000000),
    constraint leads_currency_check check (currency ~ '^[A-Z]{3}$'),
    constraint leads_notes_length check (char_length(notes) <= 5000)
);

comment on table public.leads is 'A company''s leads (CRM).';
comment on column public.leads.value is 'Estimated deal value in `currency`.';
comment on column public.leads.created_by is 'The member who created the lead (set from auth.uid(), never from the client).';

create unique index if not exists leads_company_email_key on public.leads (company_id, lower(email)) where email is not null;
create index if not exists leads_company_created_idx on public.leads (company_id, created_at desc);
create index if not exists leads_company_status_idx on public.leads (company_id, status);
create index if not exists leads_campaign_idx on public.leads (campaign_id) where campaign_id is not null;
create index if not exists leads_created_by_idx on public.leads (created_by);

/**
  * -------------------------------------------------------
  * Section - Triggers
  * -------------------------------------------------------
  * protect_crm_row comes from the campaigns migration.
  */

create trigger leads_protect_columns
    before insert or update
    on public.leads
    for each row
execute function public.protect_crm_row('lead');

create trigger leads_set_updated_at
    before update
    on public.leads
    for each row
execute function public.set_updated_at();

/**
  * -------------------------------------------------------
  * Section - Row level security
  * -------------------------------------------------------
  */

alter table public.leads enable row level security;

create policy "Members read their company's leads; admins read all" on public.leads
    for select
    to authenticated
    using (public.is_company_member(company_id) or (select public.is_admin()));

create policy "Members create leads for their company" on public.leads
    for insert
    to authenticated
    with check (public.is_company_member(company_id));

create policy "Members update their company's leads" on public.leads
    for update
    to authenticated
    using (public.is_company_member(company_id))
    with check (public.is_company_member(company_id));

create policy "Company owners and admins, or the creator, delete a lead" on public.leads
    for delete
    to authenticated
    using (public.has_company_role(company_id, 'admin')
        or (created_by = (select auth.uid()) and public.is_company_member(company_id)));

/**
  * -------------------------------------------------------
  * Section - Campaign lead stats
  * -------------------------------------------------------
  * Leads per campaign, won and open value. security_invoker: the caller's RLS on leads applies, so
  * a member sees their companies' figures, an admin everyone's, anon nothing.
  */

create or replace view public.campaign_lead_stats
    with (security_invoker = true)
as
select l.campaign_id,
       l.company_id,
       count(*)::int                                                             as leads,
       (count(*) filter (where l.status = 'won'))::int                           as won,
       coalesce(sum(l.value) filter (where l.status = 'won'), 0)                 as won_value,
       coalesce(sum(l.value) filter (where l.status not in ('won', 'lost')), 0)  as open_value
from public.leads l
where l.campaign_id is not null
group by l.campaign_id, l.company_id;

comment on view public.campaign_lead_stats is 'Leads per campaign (count, won, won and open value) under the caller''s RLS.';
