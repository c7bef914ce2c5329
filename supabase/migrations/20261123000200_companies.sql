/**
  * -------------------------------------------------------
  * Section - Companies and company members
  * -------------------------------------------------------
  * A company is created by any signed-in user, who becomes its owner (trigger). Members have a
  * member_role: owner > admin > member.
  *
  *   companies        read: members (and the creator while still a member); platform admins read all
  *                    insert: any authenticated user, as created_by = themselves
  *                    update: owners and admins of the company; delete: owners
  *   company_members  read: members of the same company; platform admins read all
  *                    insert/update: owners and admins of the company; delete: owners and admins,
  *                    or a member removing themselves
  *                    only an owner can grant, change or remove the owner role, and a company
  *                    always keeps at least one owner (delete the company instead)
  *
  * profiles.company_id references companies; the creator's profile is linked to the new company
  * when it has none, and users can only link their profile to a company they belong to.
  */

/**
  * -------------------------------------------------------
  * Section - Tables
  * -------------------------------------------------------
  */

create table if not exists public.companies
(
    id         uuid primary key     default gen_random_uuid(),
    name       text        not null,
    industry   text        not null default '',
    website    text        not null default '',
    size       text        null,
    created_by uuid        null     default auth.uid() references auth.users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),

    constraint companies_name_length check (char_length(name) between 1 and 200),
    constraint companies_industry_length check (char_length(industry) <= 100),
    constraint companies_website_length check (char_length(website) <= 2048),
    constraint companies_size_check check (size in ('1-10', '11-50', '51-200', '201-1000', '1000+'))
);

comment on table public.companies is 'A customer company. Its creator becomes its owner.';
comment on column public.companies.created_by is 'The user who created the company; cleared when they leave it.';

create index if not exists companies_created_by_idx on public.companies (created_by);

create table if not exists public.company_members
(
    company_id  uuid        not null references public.companies (id) on delete cascade,
    user_id     uuid        not null references auth.users (id) on delete cascade,
    member_role text        not null default 'member',
    created_at  timestamptz not null default now(),

    primary key (company_id, user_id),
    constraint company_members_role_check check (member_role in ('owner', 'admin', 'member'))
);

comment on table public.company_members is 'Who belongs to which company, and with which role (owner, admin, member).';

create index if not exists company_members_user_id_idx on public.company_members (user_id);

-- profiles.company_id (created by the profiles migration) now has its target.
alter table public.profiles
    add constraint profiles_company_id_fkey
        foreign key (company_id) references public.companies (id) on delete set null;

/**
  * -------------------------------------------------------
  * Section - Helpers
  * -------------------------------------------------------
  * security definer so policies can call them without recursing into company_members' own RLS.
  */

-- True when the caller belongs to the company (any role).
create or replace function public.is_company_member(company_id uuid)
    returns boolean
    language sql
    stable
    security definer
    set search_path = ''
as
$$
select exists (select 1
               from public.company_members m
               where m.company_id = is_company_member.company_id
                 and m.user_id = auth.uid());
$$;

-- True when the caller has at least `role` in the company: 'owner' (owners only),
-- 'admin' (owners and admins) or 'member' (anyone in it). Any other value is false.
create or replace function public.has_company_role(company_id uuid, role text)
    returns boolean
    language sql
    stable
    security definer
    set search_path = ''
as
$$
select exists (select 1
               from public.company_members m
               where m.company_id = has_company_role.company_id
                 and m.user_id = auth.uid()
                 and case has_company_role.role
                         when 'owner' then m.member_role = 'owner'
                         when 'admin' then m.member_role in ('owner', 'admin')
                         when 'member' then true
                         else false
                     end);
$$;

revoke execute on function public.is_company_member(uuid) from public, anon;
revoke execute on function public.has_company_role(uuid, text) from public, anon;
grant execute on function public.is_company_member(uuid) to authenticated, service_role;
grant execute on function public.has_company_role(uuid, text) to authenticated, service_role;

/**
  * -------------------------------------------------------
  * Section - Companies: triggers
  * -------------------------------------------------------
  */

create trigger companies_set_updated_at
    before update
    on public.companies
    for each row
execute function public.set_updated_at();

-- API callers cannot change id, created_by or created_at (security invoker: current_user is the caller).
create or replace function public.protect_company_columns()
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
        raise exception 'A company id cannot be changed' using errcode = '42501';
    end if;
    if new.created_by is distinct from old.created_by then
        raise exception 'The creator of a company cannot be changed' using errcode = '42501';
    end if;
    new.created_at = old.created_at;
    return new;
end;
$$;

create trigger companies_protect_columns
    before update
    on public.companies
    for each row
execute function public.protect_company_columns();

-- The creator becomes the owner, and their profile is linked to the company if it has none.
create or replace function public.handle_new_company()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
begin
    if new.created_by is null then
        return null;
    end if;

    insert into public.company_members (company_id, user_id, member_role)
    values (new.id, new.created_by, 'owner')
    on conflict (company_id, user_id) do update set member_role = 'owner';

    update public.profiles p
    set company_id = new.id,
        company    = new.name,
        industry   = case when p.industry = '' then left(new.industry, 100) else p.industry end
    where p.id = new.created_by
      and p.company_id is null;

    return null;
end;
$$;

create trigger on_company_created
    after insert
    on public.companies
    for each row
execute function public.handle_new_company();

-- Linked profiles show the company's current name.
create or replace function public.sync_profile_company_name()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
begin
    update public.profiles
    set company = new.name
    where company_id = new.id
      and company is distinct from new.name;
    return null;
end;
$$;

create trigger on_company_renamed
    after update of name
    on public.companies
    for each row
    when (old.name is distinct from new.name)
execute function public.sync_profile_company_name();

-- Profiles linked to a deleted company are unlinked (company_id and the company name).
create or replace function public.unlink_profiles_from_company()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
begin
    update public.profiles
    set company_id = null,
        company    = ''
    where company_id = old.id;
    return old;
end;
$$;

create trigger on_company_deleting
    before delete
    on public.companies
    for each row
execute function public.unlink_profiles_from_company();

/**
  * -------------------------------------------------------
  * Section - Company members: triggers
  * -------------------------------------------------------
  * The owner rules, for API callers (security invoker: current_user is the caller; RLS lets them
  * see every member of a company they belong to). The service role and the database owner, and
  * cascades from deleting a company or a user, are not restricted.
  */

create or replace function public.protect_company_members()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    if not public.is_api_user() then
        return coalesce(new, old);
    end if;

    if tg_op = 'INSERT' then
        if new.member_role = 'owner' and not public.has_company_role(new.company_id, 'owner') then
            raise exception 'Only an owner can grant the owner role' using errcode = '42501';
        end if;
        return new;
    end if;

    if tg_op = 'UPDATE' then
        if new.company_id is distinct from old.company_id or new.user_id is distinct from old.user_id then
            raise exception 'A membership cannot be moved to another company or user' using errcode = '42501';
        end if;
        if new.member_role is distinct from old.member_role
            and 'owner' in (old.member_role, new.member_role)
            and not public.has_company_role(new.company_id, 'owner') then
            raise exception 'Only an owner can grant or change the owner role' using errcode = '42501';
        end if;
        new.created_at = old.created_at;
        if old.member_role = 'owner' and new.member_role <> 'owner'
            and not exists (select 1
                            from public.company_members m
                            where m.company_id = old.company_id
                              and m.user_id <> old.user_id
                              and m.member_role = 'owner') then
            raise exception 'A company must keep at least one owner' using errcode = '42501';
        end if;
        return new;
    end if;

    -- DELETE
    if old.member_role = 'owner' then
        if old.user_id is distinct from auth.uid() and not public.has_company_role(old.company_id, 'owner') then
            raise exception 'Only an owner can remove an owner' using errcode = '42501';
        end if;
        if not exists (select 1
                       from public.company_members m
                       where m.company_id = old.company_id
                         and m.user_id <> old.user_id
                         and m.member_role = 'owner') then
            raise exception 'A company must keep at least one owner: delete the company instead' using errcode = '42501';
        end if;
    end if;
    return old;
end;
$$;

create trigger company_members_protect
    before insert or update or delete
    on public.company_members
    for each row
execute function public.protect_company_members();

-- A member who leaves (or is removed) is unlinked from the company: their profile link, and the
-- creator mark that lets a creator read the company.
create or replace function public.handle_company_member_removed()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
begin
    update public.profiles
    set company_id = null,
        company    = ''
    where id = old.user_id
      and company_id = old.company_id;

    update public.companies
    set created_by = null
    where id = old.company_id
      and created_by = old.user_id;

    return null;
end;
$$;

create trigger on_company_member_removed
    after delete
    on public.company_members
    for each row
execute function public.handle_company_member_removed();

/**
  * -------------------------------------------------------
  * Section - Profiles: company link
  * -------------------------------------------------------
  * Users can only link their profile to a company they belong to (platform admins: any).
  */

create or replace function public.protect_profile_company()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    if public.is_api_user()
        and new.company_id is not null
        and new.company_id is distinct from old.company_id
        and not public.is_company_member(new.company_id)
        and not public.is_admin() then
        raise exception 'You can only link your profile to a company you belong to' using errcode = '42501';
    end if;
    return new;
end;
$$;

create trigger profiles_protect_company
    before update of company_id
    on public.profiles
    for each row
execute function public.protect_profile_company();

/**
  * -------------------------------------------------------
  * Section - Row level security: companies
  * -------------------------------------------------------
  * The creator may read the row it just inserted (insert … returning runs before the owner
  * membership exists); created_by is cleared when the creator leaves the company.
  */

alter table public.companies enable row level security;

create policy "Members can read their companies; admins read all" on public.companies
    for select
    to authenticated
    using (
    public.is_company_member(id)
        or created_by = (select auth.uid())
        or (select public.is_admin())
    );

create policy "Authenticated users can create a company as themselves" on public.companies
    for insert
    to authenticated
    with check (created_by = (select auth.uid()));

create policy "Owners and admins can update their company" on public.companies
    for update
    to authenticated
    using (public.has_company_role(id, 'admin'))
    with check (public.has_company_role(id, 'admin'));

create policy "Owners can delete their company" on public.companies
    for delete
    to authenticated
    using (public.has_company_role(id, 'owner'));

/**
  * -------------------------------------------------------
  * Section - Row level security: company members
  * -------------------------------------------------------
  */

alter table public.company_members enable row level security;

create policy "Members can read the members of their companies; admins read all" on public.company_members
    for select
    to authenticated
    using (public.is_company_member(company_id) or (select public.is_admin()));

create policy "Owners and admins can add members" on public.company_members
    for insert
    to authenticated
    with check (public.has_company_role(company_id, 'admin'));

create policy "Owners and admins can change member roles" on public.company_members
    for update
    to authenticated
    using (public.has_company_role(company_id, 'admin'))
    with check (public.has_company_role(company_id, 'admin'));

create policy "Owners and admins can remove members; members can leave" on public.company_members
    for delete
    to authenticated
    using (user_id = (select auth.uid()) or public.has_company_role(company_id, 'admin'));
