/**
  * -------------------------------------------------------
  * Section - Onboarding: profile and company settings
  * -------------------------------------------------------
  * What the onboarding steps and the profile / company set-up screens save:
  *
  *   profiles."jobTitle"        optional, shown beside the name
  *   profiles.onboarded_at      set when the user finishes onboarding (null until then)
  *   profiles.avatar            now must be empty or an http(s) URL (it becomes an <img src>)
  *   companies.website          now must be empty or an http(s) URL (it becomes a link)
  *   companies.ai_workflow      which decisions the AI executives bring to the boardroom, and how
  *                              (a JSON object; its shape is shared/schemas/ai-workflow.ts)
  *   company_integrations       the integrations a company asked for. None can be connected yet, so
  *                              the only status is 'requested': the database cannot claim a
  *                              connection that does not exist.
  *
  * And the reads the screens need across RLS boundaries, as security definer functions that check
  * the caller first: a company's member directory (members may not read each other's profiles) and
  * the platform admin's company overview (member counts and owner).
  */

/**
  * -------------------------------------------------------
  * Section - Profiles and companies: new columns and URL checks
  * -------------------------------------------------------
  */

alter table public.profiles
    add column if not exists "jobTitle"   text        not null default '',
    add column if not exists onboarded_at timestamptz null;

alter table public.profiles
    add constraint profiles_job_title_length check (char_length("jobTitle") <= 100),
    add constraint profiles_avatar_url check (avatar = '' or avatar ~ '^https?://[^[:space:]]+$');

comment on column public.profiles."jobTitle" is 'Optional job title, e.g. Head of Finance.';
comment on column public.profiles.onboarded_at is 'When the user finished onboarding; null until then.';

alter table public.companies
    add column if not exists ai_workflow jsonb null;

alter table public.companies
    add constraint companies_website_url check (website = '' or website ~ '^https?://[^[:space:]]+$'),
    add constraint companies_ai_workflow_object check (ai_workflow is null
        or (jsonb_typeof(ai_workflow) = 'object' and octet_length(ai_workflow::text) <= 16384));

comment on column public.companies.ai_workflow is 'Which decisions the AI executives bring to the boardroom and how (shared/schemas/ai-workflow.ts); null until chosen.';

/**
  * -------------------------------------------------------
  * Section - Company integrations (requested, not connected)
  * -------------------------------------------------------
  * read: members of the company (platform admins: all); insert/delete: owners and admins.
  * No update: a request is made or withdrawn. requested_by and requested_at are set by the database.
  */

create table if not exists public.company_integrations
(
    company_id   uuid        not null references public.companies (id) on delete cascade,
    provider     text        not null,
    -- Only 'requested' until a provider can really be connected: widen this check with that work.
    status       text        not null default 'requested',
    requested_by uuid        null     default auth.uid() references auth.users (id) on delete set null,
    requested_at timestamptz not null default now(),

    primary key (company_id, provider),
    constraint company_integrations_provider_check check (provider in ('notion', 'stripe', 'clearbit', 'calendly', 'plaid', 'tiktok')),
    constraint company_integrations_status_check check (status in ('requested'))
);

comment on table public.company_integrations is 'Integrations a company wants to use. Nothing is connected yet: status is always requested.';

create or replace function public.stamp_company_integration()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    if public.is_api_user() then
        new.requested_by = auth.uid();
        new.requested_at = now();
    end if;
    return new;
end;
$$;

create trigger company_integrations_stamp
    before insert
    on public.company_integrations
    for each row
execute function public.stamp_company_integration();

alter table public.company_integrations enable row level security;

create policy "Members read their company's integrations; admins read all" on public.company_integrations
    for select
    to authenticated
    using (public.is_company_member(company_id) or (select public.is_admin()));

create policy "Owners and admins request integrations" on public.company_integrations
    for insert
    to authenticated
    with check (public.has_company_role(company_id, 'admin'));

create policy "Owners and admins withdraw integration requests" on public.company_integrations
    for delete
    to authenticated
    using (public.has_company_role(company_id, 'admin'));

-- Replaces the company's requested integrations with `providers` in one transaction. Security
-- invoker: RLS and the checks above apply to the caller.
create or replace function public.set_company_integrations(target_company_id uuid, providers text[])
    returns setof public.company_integrations
    language plpgsql
    volatile
    set search_path = ''
as
$$
begin
    if not public.has_company_role(target_company_id, 'admin') then
        raise exception 'Only owners and admins of the company can choose its integrations' using errcode = '42501';
    end if;

    delete
    from public.company_integrations i
    where i.company_id = target_company_id
      and not (i.provider = any (coalesce(providers, '{}')));

    insert into public.company_integrations (company_id, provider)
    select target_company_id, p
    from unnest(coalesce(providers, '{}')) as p
    on conflict (company_id, provider) do nothing;

    return query select *
                 from public.company_integrations i
                 where i.company_id = target_company_id
                 order by i.provider;
end;
$$;

revoke execute on function public.set_company_integrations(uuid, text[]) from public, anon;
grant execute on function public.set_company_integrations(uuid, text[]) to authenticated, service_role;

/**
  * -------------------------------------------------------
  * Section - Member directory
  * -------------------------------------------------------
  * Members may read the member rows of their company but not each other's profiles: this gives
  * them the names and emails of the people in it, and nothing else of their profiles.
  */

create or replace function public.company_member_directory(target_company_id uuid)
    returns table
            (
                user_id     uuid,
                email       text,
                "firstName" text,
                "lastName"  text,
                avatar      text,
                "jobTitle"  text,
                member_role text,
                joined_at   timestamptz
            )
    language plpgsql
    stable
    security definer
    set search_path = ''
as
$$
begin
    if not (public.is_company_member(target_company_id) or public.is_admin()) then
        raise exception 'Only members of this company can see its members' using errcode = '42501';
    end if;

    return query
        select m.user_id, p.email, p."firstName", p."lastName", p.avatar, p."jobTitle", m.member_role, m.created_at
        from public.company_members m
                 join public.profiles p on p.id = m.user_id
        where m.company_id = target_company_id
        order by case m.member_role when 'owner' then 0 when 'admin' then 1 else 2 end, m.created_at, p.email;
end;
$$;

revoke execute on function public.company_member_directory(uuid) from public, anon;
grant execute on function public.company_member_directory(uuid) to authenticated, service_role;

/**
  * -------------------------------------------------------
  * Section - Platform admin: company overview
  * -------------------------------------------------------
  */

create or replace function public.admin_company_overview()
    returns table
            (
                id           uuid,
                name         text,
                industry     text,
                size         text,
                website      text,
                created_at   timestamptz,
                member_count integer,
                owner_email  text,
                owner_name   text
            )
    language plpgsql
    stable
    security definer
    set search_path = ''
as
$$
begin
    if not public.is_admin() then
        raise exception 'Only an admin can list every company' using errcode = '42501';
    end if;

    return query
        select c.id,
               c.name,
               c.industry,
               c.size,
               c.website,
               c.created_at,
               (select count(*)::integer from public.company_members m where m.company_id = c.id),
               o.email,
               o.name
        from public.companies c
                 left join lateral (select p.email, btrim(p."firstName" || ' ' || p."lastName") as name
                                    from public.company_members m
                                             join public.profiles p on p.id = m.user_id
                                    where m.company_id = c.id
                                      and m.member_role = 'owner'
                                    order by m.created_at
                                    limit 1) o on true
        order by c.created_at desc, c.name;
end;
$$;

revoke execute on function public.admin_company_overview() from public, anon;
grant execute on function public.admin_company_overview() to authenticated, service_role;
