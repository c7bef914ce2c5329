/**
  * -------------------------------------------------------
  * Section - Platform settings and the admin area's figures
  * -------------------------------------------------------
  * platform_settings: one row (id is always true) of product-wide settings an admin edits on
  * /admin/settings: an announcement every signed-in user sees above the dashboard, and the support
  * address shown with it and in the dashboard's help.
  *
  *   read:   every signed-in user (the dashboard shows the announcement)
  *   update: platform admins only; a trigger records who changed it and when
  *   insert, delete: nobody through the API (the row is made here, once)
  *   anon:   nothing
  *
  * admin_overview() and admin_weekly_usage(): the admin dashboard's and analytics' counts in one
  * round trip each. SQL functions rather than a Worker endpoint: the counts are over every company,
  * which RLS already lets an admin read, so a security definer function that checks is_admin()
  * first answers in one query without the Worker holding a service key or making six requests.
  */

/**
  * -------------------------------------------------------
  * Section - Table
  * -------------------------------------------------------
  */

create table if not exists public.platform_settings
(
    id                   boolean primary key default true,
    announcement_enabled boolean     not null default false,
    announcement_text    text        not null default '',
    announcement_tone    text        not null default 'info',
    support_email        text        not null default '',
    updated_at           timestamptz not null default now(),
    updated_by           uuid        null references auth.users (id) on delete set null,

    -- a singleton: the only possible key is true
    constraint platform_settings_singleton check (id),
    constraint platform_settings_announcement_length check (char_length(announcement_text) <= 280),
    constraint platform_settings_announcement_needs_text check (not announcement_enabled or char_length(btrim(announcement_text)) > 0),
    constraint platform_settings_tone_check check (announcement_tone in ('info', 'warning')),
    constraint platform_settings_support_email_length check (char_length(support_email) <= 320),
    -- empty means "no support address set"; otherwise one address (the form validates it the same way)
    constraint platform_settings_support_email_format check (support_email = '' or support_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
);

comment on table public.platform_settings is 'Product-wide settings (one row): the dashboard announcement and the support address.';

insert into public.platform_settings (id)
values (true)
on conflict (id) do nothing;

/**
  * -------------------------------------------------------
  * Section - Triggers
  * -------------------------------------------------------
  * Who changed the settings and when, whatever the client sends.
  */

create or replace function public.stamp_platform_settings()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    new.id = true;
    new.updated_at = now();
    new.updated_by = auth.uid();
    return new;
end;
$$;

drop trigger if exists stamp_platform_settings on public.platform_settings;
create trigger stamp_platform_settings
    before update
    on public.platform_settings
    for each row
execute function public.stamp_platform_settings();

/**
  * -------------------------------------------------------
  * Section - Row level security
  * -------------------------------------------------------
  */

alter table public.platform_settings enable row level security;

create policy "Signed-in users read the platform settings" on public.platform_settings
    for select to authenticated
    using (true);

create policy "Platform admins change the platform settings" on public.platform_settings
    for update to authenticated
    using ((select public.is_admin()))
    with check ((select public.is_admin()));

/**
  * -------------------------------------------------------
  * Section - Admin figures
  * -------------------------------------------------------
  */

-- Every count the admin dashboard shows, in one object.
create or replace function public.admin_overview()
    returns jsonb
    language plpgsql
    stable
    security definer
    set search_path = ''
as
$$
begin
    if not public.is_admin() then
        raise exception 'Only an admin can read the platform figures' using errcode = '42501';
    end if;

    return jsonb_build_object(
            'accounts', (select count(*) from public.profiles),
            'admins', (select count(*) from public.profiles where role = 'admin'),
            'signups_30d', (select count(*) from public.profiles where created_at >= now() - interval '30 days'),
            'companies', (select count(*) from public.companies),
            'campaigns', (select count(*) from public.campaigns),
            'leads', (select count(*) from public.leads),
            'boardroom_sessions', (select count(*) from public.boardroom_sessions),
            'strategies', (select count(*) from public.strategies)
           );
end;
$$;

revoke execute on function public.admin_overview() from public, anon;
grant execute on function public.admin_overview() to authenticated, service_role;

-- Rows created per week (weeks start on Monday, UTC), oldest first, the current week last.
create or replace function public.admin_weekly_usage(weeks integer default 12)
    returns table
            (
                week_start         date,
                signups            integer,
                companies          integer,
                leads              integer,
                boardroom_sessions integer,
                strategies         integer
            )
    language plpgsql
    stable
    security definer
    set search_path = ''
as
$$
begin
    if not public.is_admin() then
        raise exception 'Only an admin can read the platform figures' using errcode = '42501';
    end if;
    if weeks is null or weeks < 1 or weeks > 52 then
        raise exception 'Choose between 1 and 52 weeks' using errcode = '22023';
    end if;

    return query
        with w as (select (date_trunc('week', now() at time zone 'utc') - make_interval(weeks => g))::date as d
                   from generate_series(weeks - 1, 0, -1) as g),
             created as (select 'signups' as kind, created_at from public.profiles
                         union all select 'companies', created_at from public.companies
                         union all select 'leads', created_at from public.leads
                         union all select 'boardroom_sessions', created_at from public.boardroom_sessions
                         union all select 'strategies', created_at from public.strategies)
        select w.d,
               (count(*) filter (where c.kind = 'signups'))::integer,
               (count(*) filter (where c.kind = 'companies'))::integer,
               (count(*) filter (where c.kind = 'leads'))::integer,
               (count(*) filter (where c.kind = 'boardroom_sessions'))::integer,
               (count(*) filter (where c.kind = 'strategies'))::integer
        from w
                 left join created c
                           on c.created_at at time zone 'utc' >= w.d and c.created_at at time zone 'utc' < w.d + 7
        group by w.d
        order by w.d;
end;
$$;

revoke execute on function public.admin_weekly_usage(integer) from public, anon;
grant execute on function public.admin_weekly_usage(integer) to authenticated, service_role;
