/**
  * -------------------------------------------------------
  * Section - One membership (issue 12, item 1) and the policy helpers (item 6)
  * -------------------------------------------------------
  * "Which company am I in, and as what?" is answered here, once:
  *
  *   my_membership()   the caller's company (their profile's company when they belong to it or are
  *                     a platform admin, else their earliest membership), their role in it, its plan
  *                     and seats, and what the role may do. No row: no company yet.
  *
  * The Worker (worker/middleware/member.ts) and the client (client/lib/membership.ts, one query)
  * call it; nothing else looks the membership up.
  *
  * The policy helpers read as the rules they state (20261129600200_policies_from_helpers.sql):
  *
  *   is_company_member(c)                member of c (20261123000200_companies.sql)
  *   is_company_admin(c)                 owner or admin of c
  *   is_company_owner(c)                 owner of c
  *   is_me(user_id)                      the row is the caller's own
  *   is_company_admin_or_author(c, by)   owner or admin of c, or the member of c who wrote the row
  *
  * What a role may do is decided in role_may() alone; my_membership() and the helpers read it.
  */

-- What `role` (owner/admin/member, null: none) may do: 'member' anything a member does, 'admin'
-- what owners and admins do, 'owner' what only owners do. The one place that ranks the roles.
create or replace function public.role_may(role text, at_least text)
    returns boolean
    language sql
    immutable
    set search_path = ''
as
$$
select case at_least
           when 'owner' then role = 'owner'
           when 'admin' then role in ('owner', 'admin')
           when 'member' then role in ('owner', 'admin', 'member')
           else false
       end is true;
$$;

-- has_company_role() keeps its signature (policies, functions and the Worker call it) and now ranks
-- through role_may().
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
                 and public.role_may(m.member_role, has_company_role.role));
$$;

create or replace function public.is_company_admin(company_id uuid)
    returns boolean
    language sql
    stable
    set search_path = ''
as
$$
select public.has_company_role(is_company_admin.company_id, 'admin');
$$;

create or replace function public.is_company_owner(company_id uuid)
    returns boolean
    language sql
    stable
    set search_path = ''
as
$$
select public.has_company_role(is_company_owner.company_id, 'owner');
$$;

create or replace function public.is_me(user_id uuid)
    returns boolean
    language sql
    stable
    set search_path = ''
as
$$
select is_me.user_id = (select auth.uid());
$$;

create or replace function public.is_company_admin_or_author(company_id uuid, author uuid)
    returns boolean
    language sql
    stable
    set search_path = ''
as
$$
select public.has_company_role(is_company_admin_or_author.company_id, 'admin')
    or (is_company_admin_or_author.author = (select auth.uid()) and public.is_company_member(is_company_admin_or_author.company_id));
$$;

-- The plan's seats (shared/plans.ts PLANS; tests/unit/stripe-billing.test.ts compares them); null: unlimited.
create or replace function public.plan_seats(plan text)
    returns integer
    language sql
    immutable
    set search_path = ''
as
$$
select case plan when 'starter' then 3 when 'growth' then 10 end;
$$;

create or replace function public.my_membership()
    returns table
            (
                company_id         uuid,
                company_name       text,
                industry           text,
                website            text,
                size               text,
                ai_workflow        jsonb,
                plan               text,
                role               text,
                is_member          boolean,
                seats              integer,
                seats_used         integer,
                can_edit_company   boolean,
                can_invite         boolean,
                can_manage_members boolean,
                can_manage_owners  boolean,
                can_edit_figures   boolean,
                can_change_plan    boolean,
                can_delete_company boolean
            )
    language sql
    stable
    security definer
    set search_path = ''
as
$$
with me as (select p.company_id, p.role = 'admin' as platform_admin from public.profiles p where p.id = auth.uid()),
     chosen as (
         -- the profile's company, when the caller belongs to it (or, a platform admin, may read it)
         select 1 as rank, c.id, m.member_role, null::timestamptz as joined
         from me
                  join public.companies c on c.id = me.company_id
                  left join public.company_members m on m.company_id = c.id and m.user_id = auth.uid()
         where m.user_id is not null or me.platform_admin
         union all
         -- else their earliest membership
         select 2, m.company_id, m.member_role, m.created_at
         from public.company_members m
         where m.user_id = auth.uid()
     ),
     one as (select * from chosen order by rank, joined, id limit 1)
select c.id,
       c.name,
       c.industry,
       c.website,
       c.size,
       c.ai_workflow,
       c.plan,
       one.member_role,
       one.member_role is not null,
       public.plan_seats(c.plan),
       (select count(*)::integer from public.company_members m where m.company_id = c.id),
       public.role_may(one.member_role, 'admin'),
       public.role_may(one.member_role, 'admin')
           and (public.plan_seats(c.plan) is null
                or (select count(*) from public.company_members m where m.company_id = c.id) < public.plan_seats(c.plan)),
       public.role_may(one.member_role, 'admin'),
       public.role_may(one.member_role, 'owner'),
       public.role_may(one.member_role, 'admin') or (select me.platform_admin from me),
       public.role_may(one.member_role, 'owner'),
       public.role_may(one.member_role, 'owner')
from one
         join public.companies c on c.id = one.id;
$$;

comment on function public.my_membership() is 'The caller''s company, role, plan and what the role may do (issue 12); no row without a company.';

revoke execute on function public.role_may(text, text) from public, anon;
revoke execute on function public.is_company_admin(uuid) from public, anon;
revoke execute on function public.is_company_owner(uuid) from public, anon;
revoke execute on function public.is_me(uuid) from public, anon;
revoke execute on function public.is_company_admin_or_author(uuid, uuid) from public, anon;
revoke execute on function public.plan_seats(text) from public, anon;
revoke execute on function public.my_membership() from public, anon;
grant execute on function public.role_may(text, text) to authenticated, service_role;
grant execute on function public.is_company_admin(uuid) to authenticated, service_role;
grant execute on function public.is_company_owner(uuid) to authenticated, service_role;
grant execute on function public.is_me(uuid) to authenticated, service_role;
grant execute on function public.is_company_admin_or_author(uuid, uuid) to authenticated, service_role;
grant execute on function public.plan_seats(text) to authenticated, service_role;
grant execute on function public.my_membership() to authenticated, service_role;
