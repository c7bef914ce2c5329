/**
  * -------------------------------------------------------
  * Section - Company invitations
  * -------------------------------------------------------
  * An owner or admin of a company invites someone by email with a member role. No email is sent:
  * the invitee signs up (or signs in) with that address and sees the invitation in the app. The
  * invitee is recognised by their *verified* sign-in email (auth.users.email with
  * email_confirmed_at set), never by anything the client sends.
  *
  *   read:    owners and admins of the company; the invitee; platform admins
  *   insert:  owners and admins of the company (an 'owner' invitation: owners only)
  *   update:  owners and admins, only to revoke a pending invitation
  *   delete:  nobody (the history stays; rows go with their company)
  *   accept / decline: the invitee, through accept_company_invitation / decline_company_invitation
  *                     (security definer: they add the membership the invitee could not add)
  *
  * Status: pending → accepted | declined | revoked | expired. A pending invitation past expires_at
  * cannot be accepted; inviting the same address again marks it expired. At most one live pending
  * invitation per company and address.
  */

/**
  * -------------------------------------------------------
  * Section - Table
  * -------------------------------------------------------
  */

create table if not exists public.company_invitations
(
    id           uuid primary key     default gen_random_uuid(),
    company_id   uuid        not null references public.companies (id) on delete cascade,
    email        text        not null,
    role         text        not null default 'member',
    status       text        not null default 'pending',
    invited_by   uuid        null     default auth.uid() references auth.users (id) on delete set null,
    created_at   timestamptz not null default now(),
    expires_at   timestamptz not null default now() + interval '14 days',
    responded_at timestamptz null,
    accepted_by  uuid        null references auth.users (id) on delete set null,

    constraint company_invitations_email_format check (
        email = lower(btrim(email))
            and char_length(email) between 3 and 320
            and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
    constraint company_invitations_role_check check (role in ('owner', 'admin', 'member')),
    constraint company_invitations_status_check check (status in ('pending', 'accepted', 'declined', 'revoked', 'expired')),
    constraint company_invitations_expiry_check check (expires_at > created_at)
);

comment on table public.company_invitations is 'Invitations to join a company, matched to the invitee by their verified sign-in email. No email is sent.';

create index if not exists company_invitations_company_id_idx on public.company_invitations (company_id);
create index if not exists company_invitations_email_idx on public.company_invitations (email);
-- A backstop for the insert trigger's friendlier check.
create unique index if not exists company_invitations_one_pending_idx
    on public.company_invitations (company_id, email)
    where status = 'pending';

/**
  * -------------------------------------------------------
  * Section - Helpers
  * -------------------------------------------------------
  */

-- The caller's sign-in email, lower-cased, once they have confirmed it; null otherwise.
create or replace function public.verified_email()
    returns text
    language sql
    stable
    security definer
    set search_path = ''
as
$$
select lower(u.email)
from auth.users u
where u.id = auth.uid()
  and u.email is not null
  and u.email_confirmed_at is not null;
$$;

revoke execute on function public.verified_email() from public, anon;
grant execute on function public.verified_email() to authenticated, service_role;

-- True when someone signed in with `email` already belongs to the company. Security definer: it
-- reads auth.users; only owners and admins of the company get an answer.
create or replace function public.company_has_member_email(target_company_id uuid, member_email text)
    returns boolean
    language sql
    stable
    security definer
    set search_path = ''
as
$$
select public.has_company_role(target_company_id, 'admin')
    and exists (select 1
                from public.company_members m
                         join auth.users u on u.id = m.user_id
                where m.company_id = target_company_id
                  and lower(u.email) = lower(btrim(member_email)));
$$;

revoke execute on function public.company_has_member_email(uuid, text) from public, anon;
grant execute on function public.company_has_member_email(uuid, text) to authenticated, service_role;

-- Marks the company's lapsed pending invitations to `invitee_email` expired, so a new one can be
-- sent. Called by the insert trigger; API callers reach only companies they own or administer.
create or replace function public.expire_company_invitations(target_company_id uuid, invitee_email text)
    returns void
    language sql
    volatile
    security definer
    set search_path = ''
as
$$
update public.company_invitations
set status       = 'expired',
    responded_at = now()
where company_id = target_company_id
  and email = lower(btrim(invitee_email))
  and status = 'pending'
  and expires_at <= now()
  and (auth.uid() is null or public.has_company_role(target_company_id, 'admin'));
$$;

revoke execute on function public.expire_company_invitations(uuid, text) from public, anon;
grant execute on function public.expire_company_invitations(uuid, text) to authenticated, service_role;

/**
  * -------------------------------------------------------
  * Section - Triggers
  * -------------------------------------------------------
  * Security invoker: current_user is the caller (is_api_user), and RLS lets an owner or admin see
  * the company's invitations for the duplicate check.
  */

create or replace function public.prepare_company_invitation()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    new.email = lower(btrim(new.email));

    if public.is_api_user() then
        -- What an inviter cannot choose: who invites, the state, the dates.
        new.invited_by = auth.uid();
        new.status = 'pending';
        new.created_at = now();
        new.expires_at = now() + interval '14 days';
        new.responded_at = null;
        new.accepted_by = null;

        if new.role = 'owner' and not public.has_company_role(new.company_id, 'owner') then
            raise exception 'Only an owner can invite an owner' using errcode = '42501';
        end if;
        if public.company_has_member_email(new.company_id, new.email) then
            raise exception 'That person is already a member of this company' using errcode = '23505';
        end if;
    end if;

    if new.status = 'pending' then
        perform public.expire_company_invitations(new.company_id, new.email);
        if exists (select 1
                   from public.company_invitations i
                   where i.company_id = new.company_id
                     and i.email = new.email
                     and i.status = 'pending') then
            raise exception 'An invitation to this address is already pending' using errcode = '23505';
        end if;
    end if;
    return new;
end;
$$;

create trigger company_invitations_prepare
    before insert
    on public.company_invitations
    for each row
execute function public.prepare_company_invitation();

-- API callers (owners and admins, by RLS) may only revoke a pending invitation.
create or replace function public.protect_company_invitation()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    if not public.is_api_user() then
        return new;
    end if;

    if (new.id, new.company_id, new.email, new.role, new.invited_by, new.created_at, new.expires_at, new.accepted_by)
        is distinct from
       (old.id, old.company_id, old.email, old.role, old.invited_by, old.created_at, old.expires_at, old.accepted_by) then
        raise exception 'An invitation cannot be edited: revoke it and invite again' using errcode = '42501';
    end if;

    if new.status is distinct from old.status then
        if new.status in ('accepted', 'declined') then
            raise exception 'Only the invitee can accept or decline an invitation' using errcode = '42501';
        end if;
        if new.status <> 'revoked' then
            raise exception 'An invitation can only be revoked' using errcode = '42501';
        end if;
        if old.status <> 'pending' then
            raise exception 'Only a pending invitation can be revoked' using errcode = '42501';
        end if;
        new.responded_at = now();
    else
        new.responded_at = old.responded_at;
    end if;
    return new;
end;
$$;

create trigger company_invitations_protect
    before update
    on public.company_invitations
    for each row
execute function public.protect_company_invitation();

/**
  * -------------------------------------------------------
  * Section - Row level security
  * -------------------------------------------------------
  */

alter table public.company_invitations enable row level security;

create policy "Owners and admins read their company's invitations; invitees read theirs; admins read all"
    on public.company_invitations
    for select
    to authenticated
    using (
    public.has_company_role(company_id, 'admin')
        or email = (select public.verified_email())
        or (select public.is_admin())
    );

create policy "Owners and admins invite" on public.company_invitations
    for insert
    to authenticated
    with check (public.has_company_role(company_id, 'admin'));

create policy "Owners and admins revoke" on public.company_invitations
    for update
    to authenticated
    using (public.has_company_role(company_id, 'admin'))
    with check (public.has_company_role(company_id, 'admin'));

/**
  * -------------------------------------------------------
  * Section - The invitee's side
  * -------------------------------------------------------
  */

-- The caller's live pending invitations, with what they cannot read yet: the company's name and
-- who invited them.
create or replace function public.my_pending_invitations()
    returns table
            (
                id           uuid,
                company_id   uuid,
                company_name text,
                role         text,
                invited_by   text,
                created_at   timestamptz,
                expires_at   timestamptz
            )
    language sql
    stable
    security definer
    set search_path = ''
as
$$
select i.id,
       i.company_id,
       c.name,
       i.role,
       coalesce(nullif(btrim(p."firstName" || ' ' || p."lastName"), ''), p.email, ''),
       i.created_at,
       i.expires_at
from public.company_invitations i
         join public.companies c on c.id = i.company_id
         left join public.profiles p on p.id = i.invited_by
where i.email = public.verified_email()
  and i.status = 'pending'
  and i.expires_at > now()
order by i.created_at desc;
$$;

revoke execute on function public.my_pending_invitations() from public, anon;
grant execute on function public.my_pending_invitations() to authenticated, service_role;

-- The invitation addressed to the caller, locked, or the reason it cannot be answered.
create or replace function public.claim_company_invitation(invitation_id uuid)
    returns public.company_invitations
    language plpgsql
    volatile
    security definer
    set search_path = ''
as
$$
declare
    my_email   text := public.verified_email();
    invitation public.company_invitations;
begin
    if auth.uid() is null then
        raise exception 'Sign in to answer an invitation' using errcode = '42501';
    end if;
    if my_email is null then
        raise exception 'Confirm your email address before answering an invitation' using errcode = '42501';
    end if;

    select * into invitation from public.company_invitations i where i.id = invitation_id for update;
    if not found or invitation.email <> my_email then
        raise exception 'This invitation is not addressed to you' using errcode = '42501';
    end if;

    if invitation.status = 'accepted' then
        raise exception 'This invitation has already been accepted' using errcode = 'P0001';
    elsif invitation.status = 'declined' then
        raise exception 'This invitation was declined' using errcode = 'P0001';
    elsif invitation.status = 'revoked' then
        raise exception 'This invitation was revoked' using errcode = 'P0001';
    elsif invitation.status = 'expired' or invitation.expires_at <= now() then
        raise exception 'This invitation has expired: ask for a new one' using errcode = 'P0001';
    end if;
    return invitation;
end;
$$;

revoke execute on function public.claim_company_invitation(uuid) from public, anon, authenticated;

-- Accepts the caller's invitation: adds the membership with the invited role (an existing member
-- keeps their role), links an unlinked profile to the company, and returns the company id.
create or replace function public.accept_company_invitation(invitation_id uuid)
    returns uuid
    language plpgsql
    volatile
    security definer
    set search_path = ''
as
$$
declare
    invitation public.company_invitations := public.claim_company_invitation(invitation_id);
begin
    insert into public.company_members (company_id, user_id, member_role)
    values (invitation.company_id, auth.uid(), invitation.role)
    on conflict (company_id, user_id) do nothing;

    update public.company_invitations
    set status       = 'accepted',
        responded_at = now(),
        accepted_by  = auth.uid()
    where id = invitation.id;

    update public.profiles p
    set company_id = c.id,
        company    = c.name,
        industry   = case when p.industry = '' then left(c.industry, 100) else p.industry end
    from public.companies c
    where c.id = invitation.company_id
      and p.id = auth.uid()
      and p.company_id is null;

    return invitation.company_id;
end;
$$;

-- Declines the caller's invitation.
create or replace function public.decline_company_invitation(invitation_id uuid)
    returns void
    language plpgsql
    volatile
    security definer
    set search_path = ''
as
$$
declare
    invitation public.company_invitations := public.claim_company_invitation(invitation_id);
begin
    update public.company_invitations
    set status       = 'declined',
        responded_at = now()
    where id = invitation.id;
end;
$$;

revoke execute on function public.accept_company_invitation(uuid) from public, anon;
revoke execute on function public.decline_company_invitation(uuid) from public, anon;
grant execute on function public.accept_company_invitation(uuid) to authenticated, service_role;
grant execute on function public.decline_company_invitation(uuid) to authenticated, service_role;
