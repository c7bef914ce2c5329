/**
  * -------------------------------------------------------
  * Section - Campaign metrics (issue 13 item 6)
  * -------------------------------------------------------
  * What a campaign did each day, as the ad platform or the member reports it: spend, impressions,
  * clicks, leads, customers won and revenue from them. One row per campaign and day; an import
  * of the same day again replaces it (import_campaign_metrics). Amounts are in the campaign's
  * currency. CTR, cost per lead, cost per customer and return on spend are computed from these
  * (shared/campaign-performance.ts), never stored.
  *
  *   read:   members of the company (any role); platform admins read all
  *   insert, update: members of the company (as for campaigns)
  *   delete: owners and admins of the company
  *   anon:   no policy, so nothing
  *
  * The foreign key (campaign_id, company_id) → campaigns (id, company_id) refuses another
  * company's campaign (23503); deleting a campaign deletes its metrics.
  */

create table if not exists public.campaign_metrics
(
    id          uuid primary key     default gen_random_uuid(),
    company_id  uuid        not null references public.companies (id) on delete cascade,
    campaign_id uuid        not null,
    day         date        not null,
    spend       numeric(14, 2) not null default 0,
    impressions bigint      not null default 0,
    clicks      bigint      not null default 0,
    leads       int         not null default 0,
    customers   int         not null default 0,
    revenue     numeric(14, 2) not null default 0,
    created_by  uuid        null     default auth.uid() references auth.users (id) on delete set null,
    created_at  timestamptz not null default now(),
    updated_at  timestamptz not null default now(),

    constraint campaign_metrics_campaign_same_company_fkey foreign key (campaign_id, company_id)
        references public.campaigns (id, company_id) on delete cascade,
    constraint campaign_metrics_campaign_day_key unique (campaign_id, day),
    constraint campaign_metrics_day_range check (day between date '2000-01-01' and date '2100-12-31'),
    constraint campaign_metrics_spend_range check (spend >= 0 and spend <= 1000000000),
    constraint campaign_metrics_revenue_range check (revenue >= 0 and revenue <= 1000000000),
    constraint campaign_metrics_impressions_range check (impressions >= 0 and impressions <= 100000000000),
    constraint campaign_metrics_clicks_range check (clicks >= 0 and clicks <= impressions),
    constraint campaign_metrics_leads_range check (leads >= 0 and leads <= 10000000),
    constraint campaign_metrics_customers_range check (customers >= 0 and customers <= 10000000)
);

comment on table public.campaign_metrics is 'A campaign''s daily results (spend, impressions, clicks, leads, customers, revenue), imported or entered.';
comment on column public.campaign_metrics.customers is 'Leads of that day''s traffic who became paying customers (conversions).';
comment on column public.campaign_metrics.revenue is 'Revenue attributed to the campaign that day, in the campaign''s currency.';

create index if not exists campaign_metrics_company_day_idx on public.campaign_metrics (company_id, day);

create trigger campaign_metrics_protect_columns
    before insert or update
    on public.campaign_metrics
    for each row
execute function public.protect_crm_row('campaign metric');

create trigger campaign_metrics_set_updated_at
    before update
    on public.campaign_metrics
    for each row
execute function public.set_updated_at();

alter table public.campaign_metrics enable row level security;

create policy "Members read their company's campaign metrics; admins read all" on public.campaign_metrics
    for select
    to authenticated
    using (public.is_company_member(company_id) or (select public.is_admin()));

create policy "Members record their company's campaign metrics" on public.campaign_metrics
    for insert
    to authenticated
    with check (public.is_company_member(company_id));

create policy "Members correct their company's campaign metrics" on public.campaign_metrics
    for update
    to authenticated
    using (public.is_company_member(company_id))
    with check (public.is_company_member(company_id));

create policy "Company owners and admins delete campaign metrics" on public.campaign_metrics
    for delete
    to authenticated
    using (public.has_company_role(company_id, 'admin'));

/**
  * -------------------------------------------------------
  * Section - import_campaign_metrics
  * -------------------------------------------------------
  * One batch of checked rows (shared/campaign-performance.ts checkMetricRow) inserted or, for a
  * campaign and day already there, replaced — in one statement, as the caller (RLS applies). p_rows:
  * [{"row": 2, "campaign_id": uuid, "day": "2026-10-01", "spend": 120.5, "impressions": 10000,
  * "clicks": 230, "leads": 12, "customers": 1, "revenue": 900}]. Answers [{"row", "outcome"}] with
  * outcome 'created' or 'updated'. The client sends each (campaign, day) once per batch.
  */

create or replace function public.import_campaign_metrics(p_company uuid, p_rows jsonb)
    returns jsonb
    language plpgsql
    security invoker
    set search_path = ''
as
$$
declare
    result jsonb;
begin
    if jsonb_typeof(p_rows) is distinct from 'array' or jsonb_array_length(p_rows) > 1000 then
        raise exception 'Send at most 1,000 rows at once, as an array' using errcode = '22023';
    end if;
    with input as (
        select r.*
        from jsonb_to_recordset(p_rows) as r("row" int, campaign_id uuid, day date, spend numeric, impressions bigint, clicks bigint,
                                             leads int, customers int, revenue numeric)),
         up as (
             insert into public.campaign_metrics as m (company_id, campaign_id, day, spend, impressions, clicks, leads, customers, revenue)
             select p_company, i.campaign_id, i.day, i.spend, i.impressions, i.clicks, i.leads, i.customers, i.revenue
             from input i
             on conflict (campaign_id, day) do update
                 set spend       = excluded.spend,
                     impressions = excluded.impressions,
                     clicks      = excluded.clicks,
                     leads       = excluded.leads,
                     customers   = excluded.customers,
                     revenue     = excluded.revenue
             returning m.campaign_id, m.day, (xmax = 0) as created)
    select coalesce(jsonb_agg(jsonb_build_object('row', i."row", 'outcome', case when u.created then 'created' else 'updated' end) order by i."row"), '[]')
    into result
    from input i
             join up u on u.campaign_id = i.campaign_id and u.day = i.day;
    return result;
end;
$$;

revoke execute on function public.import_campaign_metrics(uuid, jsonb) from public, anon;
grant execute on function public.import_campaign_metrics(uuid, jsonb) to authenticated;
