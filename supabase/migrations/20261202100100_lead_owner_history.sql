/**
  * -------------------------------------------------------
  * Section - Owner changes in the lead's history
  * -------------------------------------------------------
  * Every change of leads.owner_id becomes a lead_events row of kind 'owner_changed': who changed it
  * (actor = auth.uid()), from whom to whom and when. It is written by a security definer trigger on
  * leads, so every path records it and none can skip it: the lead page and form (a member's update),
  * bulk_update_leads, the AI agent's set-owner and its undo (the Worker updates as the member), a
  * merge, and a member leaving the company (the foreign key's "on delete set null (owner_id)" is an
  * UPDATE of owner_id, so the trigger fires; the actor is whoever removed the membership).
  *
  * detail: {"from_owner": uuid|null, "to_owner": uuid|null,
  *          "from_name": text|null, "to_name": text|null, "actor_name": text|null}
  * The names are kept as the member directory shows them at the time (first and last name, else the
  * email, else 'A member'; client/features/boardroom/api.ts useMemberNames) because someone who has
  * left the company is no longer in the directory and their name would otherwise be lost to the
  * history. null owner = unassigned.
  *
  * RLS is lead_events' own: members of the company (and platform admins) read; nobody writes
  * through the API (no insert, update or delete policy).
  */

alter table public.lead_events drop constraint if exists lead_events_kind_check;
alter table public.lead_events add constraint lead_events_kind_check check (kind in ('created', 'status_changed', 'merged', 'merge_undone', 'owner_changed'));

alter table public.lead_events
    add constraint lead_events_owner_change check (kind <> 'owner_changed'
        or (detail is not null and detail ? 'from_owner' and detail ? 'to_owner'
            and detail -> 'from_owner' is distinct from detail -> 'to_owner'));

comment on table public.lead_events is 'History of a lead: creation, status and owner changes, merges; written by triggers on leads.';

create or replace function public.record_lead_owner_change()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
declare
    names jsonb;
begin
    -- the directory's rule (useMemberNames): first and last name, else the email, else 'A member'
    select coalesce(jsonb_object_agg(p.id::text,
                                     coalesce(nullif(concat_ws(' ', nullif(p."firstName", ''), nullif(p."lastName", '')), ''),
                                              nullif(p.email, ''), 'A member')), '{}'::jsonb)
    into names
    from public.profiles p
    where p.id in (old.owner_id, new.owner_id, auth.uid());

    insert into public.lead_events (lead_id, company_id, kind, actor, detail)
    values (new.id, new.company_id, 'owner_changed', auth.uid(),
            jsonb_build_object('from_owner', old.owner_id, 'to_owner', new.owner_id,
                               'from_name', names ->> old.owner_id::text, 'to_name', names ->> new.owner_id::text,
                               'actor_name', names ->> auth.uid()::text));
    return null;
end;
$$;

revoke execute on function public.record_lead_owner_change() from public, anon, authenticated;

create trigger leads_record_owner_change
    after update of owner_id
    on public.leads
    for each row
    when (old.owner_id is distinct from new.owner_id)
execute function public.record_lead_owner_change();
