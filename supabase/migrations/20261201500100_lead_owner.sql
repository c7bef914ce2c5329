/**
  * -------------------------------------------------------
  * Section - A lead's owner (issue 14 item 3: "set a lead's status or owner")
  * -------------------------------------------------------
  * leads.owner_id: the member of the lead's company who looks after it; null = unassigned. It is
  * not who added the lead (created_by). The database keeps it a member of that very company:
  *
  *   - a BEFORE trigger refuses any other user with a message a person can act on
  *     ('The owner must be a member of the lead’s company', 23503 — the code of the foreign key
  *     below, so the refusal is the same whichever check meets it first);
  *   - the foreign key (company_id, owner_id) → company_members (company_id, user_id) is the
  *     guarantee behind it (the service role too), and unassigns a member's leads when they leave.
  *
  * RLS is unchanged: members of the company read and update its leads, so any member may set or
  * clear the owner (the CRM screens, bulk actions and the AI agent, all as the member). A caller who
  * is not a member of the lead's company is left to row level security (42501), not told about
  * memberships.
  *
  * The list's filters, the bulk update and the undo of a bulk delete learn the column:
  *   leads_matching      "owner": a member's id or "none" (unassigned); "added_by": created_by
  *   bulk_update_leads   p_owner / p_set_owner beside the status and the campaign
  *   restore_leads       a restored lead whose owner has left the company comes back unassigned
  *   lead_score_inputs   owner_id appended (the score-sorted list filters on it)
  */

alter table public.leads
    add column if not exists owner_id uuid null;

comment on column public.leads.owner_id is 'The member of the company who owns the lead (null: unassigned); always a member of company_id.';

alter table public.leads
    add constraint leads_owner_member_fkey foreign key (company_id, owner_id)
        references public.company_members (company_id, user_id) on delete set null (owner_id);

create index if not exists leads_company_owner_idx on public.leads (company_id, owner_id);

create or replace function public.check_lead_owner()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    if new.owner_id is null or (tg_op = 'UPDATE' and new.owner_id is not distinct from old.owner_id
        and new.company_id is not distinct from old.company_id) then
        return new;
    end if;
    -- someone outside the company: row level security answers them, not this trigger
    if public.is_api_user() and not public.is_company_member(new.company_id) then
        return new;
    end if;
    if not exists (select 1 from public.company_members m where m.company_id = new.company_id and m.user_id = new.owner_id) then
        raise exception 'The owner must be a member of the lead’s company' using errcode = '23503';
    end if;
    return new;
end;
$$;

create trigger leads_check_owner
    before insert or update of owner_id, company_id
    on public.leads
    for each row
execute function public.check_lead_owner();

/**
  * -------------------------------------------------------
  * Section - leads_matching: "owner" is the owner, "added_by" who added it
  * -------------------------------------------------------
  * p_filter: {"words": [...], "status": "new", "source": "import", "campaign": uuid,
  * "owner": uuid | "none", "added_by": uuid}. Missing or empty keys do not filter.
  */

create or replace function public.leads_matching(p_company uuid, p_filter jsonb)
    returns setof public.leads
    language sql
    stable
    security invoker
    set search_path = ''
as
$$
select l.*
from public.leads l
where l.company_id = p_company
  and (coalesce(p_filter ->> 'status', '') = '' or l.status = p_filter ->> 'status')
  and (coalesce(p_filter ->> 'source', '') = '' or l.source = p_filter ->> 'source')
  and (coalesce(p_filter ->> 'campaign', '') = '' or l.campaign_id = (p_filter ->> 'campaign')::uuid)
  and (coalesce(p_filter ->> 'owner', '') = ''
    or (p_filter ->> 'owner' = 'none' and l.owner_id is null)
    or (p_filter ->> 'owner' <> 'none' and l.owner_id = (p_filter ->> 'owner')::uuid))
  and (coalesce(p_filter ->> 'added_by', '') = '' or l.created_by = (p_filter ->> 'added_by')::uuid)
  and not exists (select 1
                  from jsonb_array_elements_text(coalesce(p_filter -> 'words', '[]')) w(word)
                  where not (l.first_name ilike '%' || replace(replace(replace(lower(w.word), '\', '\\'), '%', '\%'), '_', '\_') || '%'
                      or l.last_name ilike '%' || replace(replace(replace(lower(w.word), '\', '\\'), '%', '\%'), '_', '\_') || '%'
                      or coalesce(l.email, '') ilike '%' || replace(replace(replace(lower(w.word), '\', '\\'), '%', '\%'), '_', '\_') || '%'
                      or l.company_name ilike '%' || replace(replace(replace(lower(w.word), '\', '\\'), '%', '\%'), '_', '\_') || '%'));
$$;

/**
  * -------------------------------------------------------
  * Section - bulk_update_leads sets the owner too
  * -------------------------------------------------------
  * p_set_owner true sets owner_id to p_owner (null: unassigned); a user who is not a member of the
  * company is refused by the owner trigger (23503) and nothing changes.
  */

drop function if exists public.bulk_update_leads(uuid, uuid[], jsonb, text, uuid, boolean);

create or replace function public.bulk_update_leads(p_company uuid, p_ids uuid[] default null, p_filter jsonb default null, p_status text default null,
                                                    p_campaign uuid default null, p_set_campaign boolean default false,
                                                    p_owner uuid default null, p_set_owner boolean default false)
    returns int
    language plpgsql
    security invoker
    set search_path = ''
as
$$
declare
    n int;
begin
    if p_status is null and not coalesce(p_set_campaign, false) and not coalesce(p_set_owner, false) then
        raise exception 'Choose a status, a campaign or an owner to set' using errcode = '22023';
    end if;
    with changed as (
        update public.leads l
        set status      = coalesce(p_status, l.status),
            campaign_id = case when coalesce(p_set_campaign, false) then p_campaign else l.campaign_id end,
            owner_id    = case when coalesce(p_set_owner, false) then p_owner else l.owner_id end
        where l.company_id = p_company
          and l.id in (select public.lead_action_targets(p_company, p_ids, p_filter))
          and (l.status is distinct from coalesce(p_status, l.status)
            or (coalesce(p_set_campaign, false) and l.campaign_id is distinct from p_campaign)
            or (coalesce(p_set_owner, false) and l.owner_id is distinct from p_owner))
        returning 1)
    select count(*) into n from changed;
    return n;
end;
$$;

revoke execute on function public.bulk_update_leads(uuid, uuid[], jsonb, text, uuid, boolean, uuid, boolean) from public, anon;
grant execute on function public.bulk_update_leads(uuid, uuid[], jsonb, text, uuid, boolean, uuid, boolean) to authenticated;

/**
  * -------------------------------------------------------
  * Section - restore_leads: an owner who left comes back as unassigned
  * -------------------------------------------------------
  * As 20261129500100_lead_bulk_actions.sql, but a restored lead keeps its owner only while that
  * owner is still a member of the company (the foreign key would refuse the whole batch otherwise).
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

/**
  * -------------------------------------------------------
  * Section - lead_score_inputs gains owner_id
  * -------------------------------------------------------
  * The list sorted or filtered by score reads this view with the list's filters (appended: create
  * or replace view may only add columns at the end).
  */

create or replace view public.lead_score_inputs
    with (security_invoker = true)
as
select l.id,
       l.company_id,
       l.first_name,
       l.last_name,
       l.email,
       l.company_name,
       l.title,
       l.industry,
       l.company_size,
       l.source,
       l.status,
       l.value,
       l.currency,
       l.created_at,
       coalesce((select jsonb_agg(jsonb_build_object('occurred_at', c.occurred_at, 'outcome', c.outcome) order by c.occurred_at desc)
                 from public.calls c
                 where c.lead_id = l.id), '[]'::jsonb)           as calls,
       coalesce((select jsonb_agg(jsonb_build_object('created_at', e.created_at) order by e.created_at desc)
                 from public.lead_events e
                 where e.lead_id = l.id
                   and e.kind = 'status_changed'), '[]'::jsonb) as moves,
       l.campaign_id,
       l.created_by,
       l.owner_id
from public.leads l;
