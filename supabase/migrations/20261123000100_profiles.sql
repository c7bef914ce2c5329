/**
  * -------------------------------------------------------
  * Section - Profiles
  * -------------------------------------------------------
  * One row per auth user, created by a trigger on auth.users at sign-up and deleted with the user.
  * The client reads it by user id (spec: id, email, firstName, lastName, avatar, role, company,
  * company_id, industry), so column names are exactly the spec's (camelCase quoted).
  *
  * Roles: 'user' (default) and 'admin'. Only an admin (or the service role / database owner) can
  * change a role; the role is mirrored into auth.users.raw_app_meta_data so the next JWT carries it.
  *
  * Runs the same on hosted Supabase (`supabase db push`) and on the local PGlite backend.
  */

/**
  * -------------------------------------------------------
  * Section - Shared helpers
  * -------------------------------------------------------
  */

-- Keeps updated_at current on every update (used by every table with an updated_at column).
create or replace function public.set_updated_at()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    new.updated_at = now();
    return new;
end;
$$;

-- True when the statement runs on behalf of an API caller that RLS applies to (the PostgREST roles
-- anon and authenticated). False for service_role, the database owner, the auth server and
-- security definer functions (whose current_user is their owner). Deliberately security invoker.
create or replace function public.is_api_user()
    returns boolean
    language sql
    stable
    set search_path = ''
as
$$
select current_user in ('anon', 'authenticated');
$$;

/**
  * -------------------------------------------------------
  * Section - Table
  * -------------------------------------------------------
  */

create table if not exists public.profiles
(
    id          uuid primary key references auth.users (id) on delete cascade,
    email       text        not null default '',
    "firstName" text        not null default '',
    "lastName"  text        not null default '',
    avatar      text        not null default '',
    role        text        not null default 'user',
    company     text        not null default '',
    -- references public.companies: the foreign key is added by the companies migration
    company_id  uuid        null,
    industry    text        not null default '',
    created_at  timestamptz not null default now(),
    updated_at  timestamptz not null default now(),

    constraint profiles_role_check check (role in ('user', 'admin')),
    constraint profiles_email_length check (char_length(email) <= 320),
    constraint profiles_first_name_length check (char_length("firstName") <= 100),
    constraint profiles_last_name_length check (char_length("lastName") <= 100),
    constraint profiles_avatar_length check (char_length(avatar) <= 2048),
    constraint profiles_company_length check (char_length(company) <= 200),
    constraint profiles_industry_length check (char_length(industry) <= 100)
);

comment on table public.profiles is 'One profile per auth user; created at sign-up by a trigger on auth.users.';
comment on column public.profiles.role is 'user (default) or admin. Only an admin can change it; mirrored into auth.users.raw_app_meta_data.';
comment on column public.profiles.email is 'Mirrors auth.users.email; change it through auth, not here.';

create index if not exists profiles_company_id_idx on public.profiles (company_id);

/**
  * -------------------------------------------------------
  * Section - Helpers
  * -------------------------------------------------------
  */

-- True when the caller is a platform admin (their profile role is 'admin') or the service role.
-- security definer so policies on profiles can call it without recursing into RLS.
create or replace function public.is_admin()
    returns boolean
    language sql
    stable
    security definer
    set search_path = ''
as
$$
select coalesce(auth.role() = 'service_role', false)
    or exists (select 1
               from public.profiles p
               where p.id = auth.uid()
                 and p.role = 'admin');
$$;

revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

/**
  * -------------------------------------------------------
  * Section - Column protection
  * -------------------------------------------------------
  * API callers (anon/authenticated) cannot change id, role (unless a platform admin), email (it
  * mirrors auth.users) or created_at. The service role, the database owner (seed, migrations) and
  * the auth server are trusted. Security invoker on purpose: current_user must be the caller.
  */

create or replace function public.protect_profile_columns()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    if not public.is_api_user() then
        return new;
    end if;

    if new.id is distinct from old.id then
        raise exception 'A profile id cannot be changed' using errcode = '42501';
    end if;

    if new.role is distinct from old.role and not public.is_admin() then
        raise exception 'Only an admin can change a role' using errcode = '42501';
    end if;

    if new.email is distinct from old.email then
        raise exception 'The profile email mirrors the sign-in email: change it through auth' using errcode = '42501';
    end if;

    new.created_at = old.created_at;
    return new;
end;
$$;

create trigger profiles_protect_columns
    before update
    on public.profiles
    for each row
execute function public.protect_profile_columns();

create trigger profiles_set_updated_at
    before update
    on public.profiles
    for each row
execute function public.set_updated_at();

/**
  * -------------------------------------------------------
  * Section - Role mirror into auth.users.raw_app_meta_data
  * -------------------------------------------------------
  * So the next JWT the auth server issues carries app_metadata.role and app_metadata.is_admin.
  * The database (profiles.role, public.is_admin()) stays the authority for RLS.
  */

create or replace function public.mirror_profile_role()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
begin
    update auth.users u
    set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb)
        || jsonb_build_object('role', new.role, 'is_admin', new.role = 'admin')
    where u.id = new.id
      and (u.raw_app_meta_data ->> 'role' is distinct from new.role
        or (u.raw_app_meta_data -> 'is_admin') is distinct from to_jsonb(new.role = 'admin'));
    return null;
end;
$$;

create trigger profiles_mirror_role
    after insert or update of role
    on public.profiles
    for each row
execute function public.mirror_profile_role();

/**
  * -------------------------------------------------------
  * Section - Sign-up and email sync (triggers on auth.users)
  * -------------------------------------------------------
  */

-- Creates the profile of a new auth user from its email and user metadata (firstName/lastName, or
-- first_name/last_name). The role is always 'user', whatever the metadata says.
create or replace function public.handle_new_user()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
declare
    meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
    insert into public.profiles (id, email, "firstName", "lastName", role)
    values (new.id,
            left(coalesce(new.email, ''), 320),
            left(btrim(coalesce(nullif(btrim(meta ->> 'firstName'), ''), meta ->> 'first_name', '')), 100),
            left(btrim(coalesce(nullif(btrim(meta ->> 'lastName'), ''), meta ->> 'last_name', '')), 100),
            'user')
    on conflict (id) do nothing;
    return null;
end;
$$;

create trigger on_auth_user_created
    after insert
    on auth.users
    for each row
execute function public.handle_new_user();

-- Keeps profiles.email equal to auth.users.email.
create or replace function public.sync_profile_email()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
begin
    update public.profiles
    set email = left(coalesce(new.email, ''), 320)
    where id = new.id
      and email is distinct from left(coalesce(new.email, ''), 320);
    return null;
end;
$$;

create trigger on_auth_user_email_updated
    after update of email
    on auth.users
    for each row
    when (old.email is distinct from new.email)
execute function public.sync_profile_email();

/**
  * -------------------------------------------------------
  * Section - Row level security
  * -------------------------------------------------------
  * select/update: your own row, or any row for a platform admin.
  * insert: none (the sign-up trigger creates profiles). delete: none (cascades from auth.users).
  * anon: no policy, so no rows.
  */

alter table public.profiles enable row level security;

create policy "Users can read their own profile; admins read all" on public.profiles
    for select
    to authenticated
    using (id = (select auth.uid()) or (select public.is_admin()));

create policy "Users can update their own profile; admins update all" on public.profiles
    for update
    to authenticated
    using (id = (select auth.uid()) or (select public.is_admin()))
    with check (id = (select auth.uid()) or (select public.is_admin()));
