/**
  * -------------------------------------------------------
  * Section - The daily budget of model-voiced debates (issue 16)
  * -------------------------------------------------------
  * How many boardroom debates a configured model voices per company per UTC day. A platform admin
  * sets it on /admin/settings: a platform default (platform_settings.ai_daily_debates) and, for a
  * company, an override (company_ai_budgets). The Worker reads them as the member asking (row level
  * security) in this order: the company's override, the platform default, then the operator's
  * AI_DAILY_DEBATES variable; with none of them set there is no budget. Past it the built-in engine
  * speaks and the session says why (worker/api/ai.ts).
  *
  *   platform_settings.ai_daily_debates: null = not set (the variable decides); 0 = no debate on a model
  *   company_ai_budgets:
  *     read:   the company's members (the Worker counts the budget as them) and platform admins
  *     insert, update, delete: platform admins only — not the company's owner: the budget is what the
  *             platform pays for, not the company's own setting
  *     anon:   nothing
  */

alter table public.platform_settings
    add column if not exists ai_daily_debates integer null;

alter table public.platform_settings
    drop constraint if exists platform_settings_ai_daily_debates_range,
    add constraint platform_settings_ai_daily_debates_range check (ai_daily_debates is null or ai_daily_debates between 0 and 10000);

comment on column public.platform_settings.ai_daily_debates is 'Model-voiced boardroom debates per company per UTC day; null: the AI_DAILY_DEBATES variable decides.';

create table if not exists public.company_ai_budgets
(
    company_id    uuid primary key references public.companies (id) on delete cascade,
    daily_debates integer     not null,
    updated_at    timestamptz not null default now(),
    updated_by    uuid        null references auth.users (id) on delete set null,

    constraint company_ai_budgets_range check (daily_debates between 0 and 10000)
);

comment on table public.company_ai_budgets is 'A platform admin''s override of the daily budget of model-voiced debates for one company.';

create or replace function public.stamp_company_ai_budget()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    new.updated_at := now();
    new.updated_by := auth.uid();
    return new;
end;
$$;

drop trigger if exists stamp_company_ai_budget on public.company_ai_budgets;
create trigger stamp_company_ai_budget
    before insert or update
    on public.company_ai_budgets
    for each row
execute function public.stamp_company_ai_budget();

alter table public.company_ai_budgets enable row level security;

create policy "Members read their company's AI budget; admins read all" on public.company_ai_budgets
    for select
    to authenticated
    using (public.is_company_member(company_id) or (select public.is_admin()));

create policy "Platform admins set a company's AI budget" on public.company_ai_budgets
    for insert
    to authenticated
    with check ((select public.is_admin()));

create policy "Platform admins change a company's AI budget" on public.company_ai_budgets
    for update
    to authenticated
    using ((select public.is_admin()))
    with check ((select public.is_admin()));

create policy "Platform admins remove a company's AI budget" on public.company_ai_budgets
    for delete
    to authenticated
    using ((select public.is_admin()));

grant select, insert, update, delete on public.company_ai_budgets to authenticated;
grant all on public.company_ai_budgets to service_role;
