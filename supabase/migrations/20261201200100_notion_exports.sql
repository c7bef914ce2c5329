/**
  * -------------------------------------------------------
  * Section - Notion exports (issue 17 item 5)
  * -------------------------------------------------------
  * notion_exports  one row per Notion page the Worker made from a boardroom session or a strategy:
  *                 which one, the page's id and address in Notion, when and by whom, and which
  *                 version it is (a second export of the same session makes version 2 — a new
  *                 page; the first stays where it is).
  *                 read: members of the company, platform admins all.
  *                 written: only the Worker's service role, and only after Notion made the page, so
  *                 a failed export leaves no row behind.
  */

create table if not exists public.notion_exports
(
    id             uuid        not null default gen_random_uuid() primary key,
    company_id     uuid        not null references public.companies (id) on delete cascade,
    session_id     uuid        null references public.boardroom_sessions (id) on delete cascade,
    strategy_id    uuid        null references public.strategies (id) on delete cascade,
    version        integer     not null default 1,
    notion_page_id text        not null,
    notion_url     text        not null,
    exported_by    uuid        null references auth.users (id) on delete set null,
    exported_at    timestamptz not null default now(),

    -- exactly one of the two things a page is made from
    constraint notion_exports_one_source check (num_nonnulls(session_id, strategy_id) = 1),
    constraint notion_exports_version_positive check (version between 1 and 1000),
    constraint notion_exports_page_id_shape check (notion_page_id ~ '^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$'),
    -- a Notion address, https only: the screens make it a link
    constraint notion_exports_url_https check (notion_url ~ '^https://[^\s<>"]+$' and char_length(notion_url) <= 500)
);

-- one row per version of each session's and strategy's page: a race of two exports cannot both be version 2
create unique index if not exists notion_exports_session_version on public.notion_exports (session_id, version) where session_id is not null;
create unique index if not exists notion_exports_strategy_version on public.notion_exports (strategy_id, version) where strategy_id is not null;
create index if not exists notion_exports_company on public.notion_exports (company_id, exported_at desc);

comment on table public.notion_exports is 'Notion pages made from a boardroom session or a strategy; written by the Worker after Notion answered.';

/**
  * The session or strategy must be the company's own: a row naming another company's session
  * would show that company's export link here. Checked in the database, whoever writes.
  */
create or replace function public.notion_export_source_in_company()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    if new.session_id is not null and not exists (select 1 from public.boardroom_sessions s where s.id = new.session_id and s.company_id = new.company_id) then
        raise exception 'The session is not one of this company''s' using errcode = '23514';
    end if;
    if new.strategy_id is not null and not exists (select 1 from public.strategies s where s.id = new.strategy_id and s.company_id = new.company_id) then
        raise exception 'The strategy is not one of this company''s' using errcode = '23514';
    end if;
    return new;
end;
$$;

revoke execute on function public.notion_export_source_in_company() from public, anon, authenticated;

drop trigger if exists notion_exports_source_in_company on public.notion_exports;
create trigger notion_exports_source_in_company
    before insert or update on public.notion_exports
    for each row execute function public.notion_export_source_in_company();

alter table public.notion_exports enable row level security;

create policy "Members read their company's Notion exports; admins read all" on public.notion_exports
    for select
    to authenticated
    using (public.is_company_member(company_id) or (select public.is_admin()));

revoke all on public.notion_exports from public, anon, authenticated;
grant select on public.notion_exports to authenticated;
grant all on public.notion_exports to service_role;
