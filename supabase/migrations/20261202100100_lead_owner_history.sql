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

/**
  * -------------------------------------------------------
  * Section - restore_leads: an owner lost in the trash is in the history too
  * -------------------------------------------------------
  * As 20261201500100_lead_owner.sql, plus: a lead whose owner left the company while it was in the
  * trash comes back unassigned (the foreign key would refuse its owner), and its history gets the
  * 'owner_changed' line the trigger above cannot write for an insert: from the owner who left to
  * unassigned, by whoever restored it. The names follow the same rule as the trigger's.
  */

create or replace function public.restore_leads(p_batch uuid)
    returns int
    language plpgsql
    security definer
    set search_path = ''
as
$$
declare
    v_rows     int;
    v_company  uuid;
    v_restored int;
begin
    select count(*), min(t.company_id::text)::uuid
    into v_rows, v_company
    from public.lead_trash t
    where t.batch_id = p_batch
      and t.deleted_by = auth.uid();
    if v_rows = 0 then
        raise exception 'There is nothing to restore: these leads were restored already, or were not deleted by you' using errcode = 'PT404';
    end if;
    if not public.is_company_member(v_company) then
        raise exception 'You are no longer a member of this company' using errcode = '42501';
    end if;
    if exists (select 1 from public.lead_trash t
               where t.batch_id = p_batch and t.deleted_at < now() - make_interval(mins => public.lead_undo_minutes())) then
        raise exception 'These leads were deleted more than % minutes ago and can no longer be restored', public.lead_undo_minutes() using errcode = '22023';
    end if;

    insert into public.leads
    select (jsonb_populate_record(null::public.leads,
                                  case when exists (select 1 from public.company_members m
                                                    where m.company_id = t.company_id
                                                      and m.user_id::text = t.lead ->> 'owner_id')
                                           then t.lead
                                       else t.lead || '{"owner_id": null}'::jsonb end)).*
    from public.lead_trash t
    where t.batch_id = p_batch;
    get diagnostics v_restored = row_count;

    -- the history as it was, not the "created" line the insert just wrote
    delete from public.lead_events e using public.lead_trash t where t.batch_id = p_batch and e.lead_id = t.lead_id;
    insert into public.lead_events (lead_id, company_id, kind, from_status, to_status, actor, created_at, detail)
    select ev.lead_id, ev.company_id, ev.kind, ev.from_status, ev.to_status, ev.actor, ev.created_at, ev.detail
    from public.lead_trash t,
         jsonb_populate_recordset(null::public.lead_events, t.events) ev
    where t.batch_id = p_batch
    order by ev.id;

    -- an owner who left while the lead was in the trash: the lead comes back unassigned, and says so
    insert into public.lead_events (lead_id, company_id, kind, actor, detail)
    select t.lead_id, t.company_id, 'owner_changed', auth.uid(),
           jsonb_build_object('from_owner', t.lead -> 'owner_id', 'to_owner', null,
                              'from_name', (select coalesce(nullif(concat_ws(' ', nullif(p."firstName", ''), nullif(p."lastName", '')), ''), nullif(p.email, ''), 'A member')
                                            from public.profiles p where p.id::text = t.lead ->> 'owner_id'),
                              'to_name', null,
                              'actor_name', (select coalesce(nullif(concat_ws(' ', nullif(p."firstName", ''), nullif(p."lastName", '')), ''), nullif(p.email, ''), 'A member')
                                             from public.profiles p where p.id = auth.uid()))
    from public.lead_trash t
    where t.batch_id = p_batch
      and t.lead ->> 'owner_id' is not null
      and not exists (select 1 from public.company_members m where m.company_id = t.company_id and m.user_id::text = t.lead ->> 'owner_id');

    update public.calls c
    set lead_id = t.lead_id
    from public.lead_trash t
    where t.batch_id = p_batch
      and c.id = any (t.call_ids)
      and c.lead_id is null
      and c.company_id = t.company_id;

    delete from public.lead_trash where batch_id = p_batch;
    return v_restored;
end;
$$;

revoke execute on function public.restore_leads(uuid) from public, anon;
grant execute on function public.restore_leads(uuid) to authenticated;
