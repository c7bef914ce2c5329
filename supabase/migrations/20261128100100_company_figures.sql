/**
  * -------------------------------------------------------
  * Section - Company figures (the board's standing figures)
  * -------------------------------------------------------
  * A company's own financial and operating figures, each with the date it was true: cash,
  * monthly net burn, revenue or MRR, gross margin, churn, CAC, LTV, headcount… Every boardroom
  * debate receives them next to the CRM figures and the member's board pack (a pack fact for the
  * same metric overrides them for that debate). `metric` is an id of the metric catalogue
  * (shared/decision/catalogue.ts); the Worker validates it, the database keeps its shape.
  *
  *   read:   members of the company; platform admins read all
  *   write:  owners and admins of the company; platform admins
  *   anon:   nothing
  */

create table if not exists public.company_figures
(
    company_id uuid        not null references public.companies (id) on delete cascade,
    metric     text        not null,
    label      text        not null,
    value      numeric     not null,
    unit       text        not null,
    as_of      date        not null,
    updated_by uuid        null default auth.uid() references auth.users (id) on delete set null,
    updated_at timestamptz not null default now(),

    primary key (company_id, metric),
    constraint company_figures_metric_format check (metric ~ '^[a-z][a-z0-9_]{1,39}$'),
    constraint company_figures_label_length check (char_length(btrim(label)) between 1 and 80),
    constraint company_figures_value_range check (value between -1e15 and 1e15),
    constraint company_figures_unit_check check (unit in ('%', 'x', 'months', 'weeks', 'days', 'hours', 'count', 'score') or unit ~ '^[A-Z]{3}$'),
    constraint company_figures_as_of_range check (as_of >= date '2000-01-01')
);

comment on table public.company_figures is 'A company''s standing financial and operating figures, each dated, which every boardroom debate receives.';

create or replace function public.touch_company_figure()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    new.updated_at := now();
    new.updated_by := coalesce(auth.uid(), new.updated_by);
    return new;
end;
$$;

create trigger company_figures_touch
    before insert or update
    on public.company_figures
    for each row
execute function public.touch_company_figure();

alter table public.company_figures enable row level security;

create policy "Members read their company's figures; admins read all" on public.company_figures
    for select
    to authenticated
    using (public.is_company_member(company_id) or (select public.is_admin()));

create policy "Owners and admins of the company record its figures" on public.company_figures
    for insert
    to authenticated
    with check (public.has_company_role(company_id, 'admin') or (select public.is_admin()));

create policy "Owners and admins of the company change its figures" on public.company_figures
    for update
    to authenticated
    using (public.has_company_role(company_id, 'admin') or (select public.is_admin()))
    with check (public.has_company_role(company_id, 'admin') or (select public.is_admin()));

create policy "Owners and admins of the company remove its figures" on public.company_figures
    for delete
    to authenticated
    using (public.has_company_role(company_id, 'admin') or (select public.is_admin()));

grant select, insert, update, delete on public.company_figures to authenticated;
grant all on public.company_figures to service_role;
