/**
  * -------------------------------------------------------
  * Section - Plan and membership only through their own paths (issue 11, items 1 and 2)
  * -------------------------------------------------------
  * Two holes closed:
  *
  *   - companies_protect_plan guarded updates only, so a signed-in user could insert a company
  *     with plan 'enterprise' and a plan request in another user's name. Now the same guard runs
  *     on insert: an API caller's new company starts on the entry plan ('starter') with no
  *     request, and naming any other plan or a request is refused (42501). The plan is changed by
  *     the service role (the operator; later the payment webhook); a request is made only through
  *     request_company_plan(), as the requesting owner.
  *
  *   - An owner or admin could insert any user into company_members, even as owner, without that
  *     user ever being invited. Now no API caller inserts memberships (no policy, no privilege):
  *     the owner's membership is made by the database with the company (handle_new_company), and
  *     every other one by accept_company_invitation() (the invitee's verified email, unexpired,
  *     pending, used once). The service role keeps its insert (operator repairs, test fixtures).
  *
  *   - The owner role moves only by transfer_company_ownership(), to an existing member; a direct
  *     update that grants the owner role is refused (42501). Owners may still step a co-owner down
  *     to admin or member, and a company always keeps an owner (20261123000200_companies.sql).
  */

/**
  * -------------------------------------------------------
  * Section - Plan columns: insert and update
  * -------------------------------------------------------
  */

create or replace function public.protect_company_plan()
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
        if new.plan is distinct from 'starter'
            or (new.requested_plan, new.plan_requested_by, new.plan_requested_at) is distinct from (null::text, null::uuid, null::timestamptz) then
            raise exception 'A new company starts on the Starter plan: request another plan on the billing page' using errcode = '42501';
        end if;
        return new;
    end if;
    if (new.plan, new.requested_plan, new.plan_requested_by, new.plan_requested_at)
        is distinct from (old.plan, old.requested_plan, old.plan_requested_by, old.plan_requested_at) then
        raise exception 'A plan is changed by requesting it on the billing page' using errcode = '42501';
    end if;
    return new;
end;
$$;

drop trigger if exists companies_protect_plan on public.companies;
create trigger companies_protect_plan
    before insert or update
    on public.companies
    for each row
execute function public.protect_company_plan();

/**
  * -------------------------------------------------------
  * Section - Memberships: no direct inserts by API callers
  * -------------------------------------------------------
  */

drop policy if exists "Owners and admins can add members" on public.company_members;
revoke insert on public.company_members from anon, authenticated;

-- The owner rules of 20261123000200_companies.sql, plus: API callers insert nothing (the privilege
-- is gone; this is the second line) and grant the owner role to nobody (transfer it instead).
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
        raise exception 'Members join a company by accepting an invitation' using errcode = '42501';
    end if;

    if tg_op = 'UPDATE' then
        if new.company_id is distinct from old.company_id or new.user_id is distinct from old.user_id then
            raise exception 'A membership cannot be moved to another company or user' using errcode = '42501';
        end if;
        if new.member_role = 'owner' and old.member_role <> 'owner' then
            raise exception 'Ownership moves only by transferring it to a member' using errcode = '42501';
        end if;
        if new.member_role is distinct from old.member_role
            and old.member_role = 'owner'
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

/**
  * -------------------------------------------------------
  * Section - Transferring ownership
  * -------------------------------------------------------
  * The caller, an owner, hands the owner role to another member of the company and becomes an
  * admin. Security definer: it changes two rows the caller's own update could not.
  */

create or replace function public.transfer_company_ownership(target_company_id uuid, new_owner_id uuid)
    returns void
    language plpgsql
    volatile
    security definer
    set search_path = ''
as
$$
begin
    if auth.uid() is null or not public.has_company_role(target_company_id, 'owner') then
        raise exception 'Only an owner of the company can transfer its ownership' using errcode = '42501';
    end if;
    if new_owner_id is null or new_owner_id = auth.uid() then
        raise exception 'Choose another member to take over the company' using errcode = '22023';
    end if;
    if not exists (select 1
                   from public.company_members m
                   where m.company_id = target_company_id
                     and m.user_id = new_owner_id) then
        raise exception 'Ownership can only go to a member of the company' using errcode = '22023';
    end if;

    update public.company_members
    set member_role = 'owner'
    where company_id = target_company_id
      and user_id = new_owner_id;

    update public.company_members
    set member_role = 'admin'
    where company_id = target_company_id
      and user_id = auth.uid();
end;
$$;

revoke execute on function public.transfer_company_ownership(uuid, uuid) from public, anon;
grant execute on function public.transfer_company_ownership(uuid, uuid) to authenticated, service_role;
