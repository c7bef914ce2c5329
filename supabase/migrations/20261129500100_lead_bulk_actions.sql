/**
  * -------------------------------------------------------
  * Section - Bulk actions on leads (issue 13 item 4, /dashboard/leads at 10,000 leads)
  * -------------------------------------------------------
  * The list acts on the rows a member selected, or on every lead matching the list's search and
  * filters ("all 8,412 matching"), in one statement each, as the member (security invoker: RLS on
  * leads decides — another company's lead is never matched, and a plain member deletes only the
  * leads they created):
  *
  *   leads_matching(company, filter)          the leads the list shows for a filter (same rules as
  *                                            client/features/leads/queries.ts)
  *   bulk_update_leads(company, ids, filter, status, campaign, set_campaign)
  *                                            sets the status and/or the campaign; returns how many
  *   delete_leads(company, ids, filter)       deletes them, keeping each row, its history and the
  *                                            calls that named it in lead_trash; returns the batch
  *   restore_leads(batch)                     puts a batch back exactly (same ids, creator, dates,
  *                                            history, calls) — only the member who deleted it, and
  *                                            only within LEAD_UNDO_MINUTES (shared/schemas/lead.ts)
  *
  * lead_trash: read and delete only by the member who deleted; insert only by delete_leads as that
  * member; restore_leads is security definer because restoring must keep created_by and created_at
  * (protect_crm_row resets them for API callers) and rewrite the history (written only by triggers).
  * It restores nothing but rows the caller deleted, of a company they still belong to.
  */

create table if not exists public.lead_trash
(
    batch_id   uuid        not null,
    lead_id    uuid        not null,
    company_id uuid        not null references public.companies (id) on delete cascade,
    deleted_by uuid        not null default auth.uid() references auth.users (id) on delete cascade,
    deleted_at timestamptz not null default now(),
    lead       jsonb       not null,
    events     jsonb       not null default '[]',
    call_ids   uuid[]      not null default '{}',
    primary key (batch_id, lead_id)
);

comment on table public.lead_trash is 'Leads deleted from the list, kept for undo for a few minutes (restore_leads).';

create index if not exists lead_trash_deleted_by_idx on public.lead_trash (deleted_by, deleted_at);
create index if not exists lead_trash_company_idx on public.lead_trash (company_id);

alter table public.lead_trash enable row level security;

create policy "The member who deleted reads their trash" on public.lead_trash
    for select
    to authenticated
    using (deleted_by = (select auth.uid()));

create policy "Members keep what they delete of their company" on public.lead_trash
    for insert
    to authenticated
    with check (deleted_by = (select auth.uid()) and public.is_company_member(company_id));

create policy "The member who deleted empties their trash" on public.lead_trash
    for delete
    to authenticated
    using (deleted_by = (select auth.uid()));

/**
  * -------------------------------------------------------
  * Section - leads_matching
  * -------------------------------------------------------
  * p_filter: {"words": ["ana", "lopez"], "status": "new", "source": "import", "campaign": uuid,
  * "owner": uuid}. Every word must appear, case-insensitively, in the first name, last name, email
  * or company name (LIKE's % _ \ are taken literally). Missing or empty keys do not filter.
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
  and (coalesce(p_filter ->> 'owner', '') = '' or l.created_by = (p_filter ->> 'owner')::uuid)
  and not exists (select 1
                  from jsonb_array_elements_text(coalesce(p_filter -> 'words', '[]')) w(word)
                  where not (l.first_name ilike '%' || replace(replace(replace(lower(w.word), '\', '\\'), '%', '\%'), '_', '\_') || '%'
                      or l.last_name ilike '%' || replace(replace(replace(lower(w.word), '\', '\\'), '%', '\%'), '_', '\_') || '%'
                      or coalesce(l.email, '') ilike '%' || replace(replace(replace(lower(w.word), '\', '\\'), '%', '\%'), '_', '\_') || '%'
                      or l.company_name ilike '%' || replace(replace(replace(lower(w.word), '\', '\\'), '%', '\%'), '_', '\_') || '%'));
$$;

revoke execute on function public.leads_matching(uuid, jsonb) from public, anon;
grant execute on function public.leads_matching(uuid, jsonb) to authenticated;

/** The ids an action names: the given ids (of the company), or every lead matching the filter. */
create or replace function public.lead_action_targets(p_company uuid, p_ids uuid[], p_filter jsonb)
    returns setof uuid
    language plpgsql
    stable
    security invoker
    set search_path = ''
as
$$
begin
    if p_company is null then
        raise exception 'Name the company' using errcode = '22023';
    end if;
    if (p_ids is null) = (p_filter is null) then
        raise exception 'Name either the selected leads or the filter they match' using errcode = '22023';
    end if;
    if p_ids is not null and cardinality(p_ids) > 20000 then
        raise exception 'At most 20,000 leads at once' using errcode = '22023';
    end if;
    if p_ids is not null then
        return query select l.id from public.leads l where l.company_id = p_company and l.id = any (p_ids);
    else
        return query select m.id from public.leads_matching(p_company, p_filter) m;
    end if;
end;
$$;

revoke execute on function public.lead_action_targets(uuid, uuid[], jsonb) from public, anon;
grant execute on function public.lead_action_targets(uuid, uuid[], jsonb) to authenticated;

/**
  * -------------------------------------------------------
  * Section - bulk_update_leads
  * -------------------------------------------------------
  * p_status null keeps each status; p_set_campaign true sets campaign_id to p_campaign (null: none).
  * A campaign of another company is refused by the leads' foreign key (23503).
  */

create or replace function public.bulk_update_leads(p_company uuid, p_ids uuid[] default null, p_filter jsonb default null, p_status text default null, p_campaign uuid default null, p_set_campaign boolean default false)
    returns int
    language plpgsql
    security invoker
    set search_path = ''
as
$$
declare
    n int;
begin
    if p_status is null and not coalesce(p_set_campaign, false) then
        raise exception 'Choose a status or a campaign to set' using errcode = '22023';
    end if;
    with changed as (
        update public.leads l
        set status      = coalesce(p_status, l.status),
            campaign_id = case when coalesce(p_set_campaign, false) then p_campaign else l.campaign_id end
        where l.company_id = p_company
          and l.id in (select public.lead_action_targets(p_company, p_ids, p_filter))
          and (l.status is distinct from coalesce(p_status, l.status)
            or (coalesce(p_set_campaign, false) and l.campaign_id is distinct from p_campaign))
        returning 1)
    select count(*) into n from changed;
    return n;
end;
$$;

revoke execute on function public.bulk_update_leads(uuid, uuid[], jsonb, text, uuid, boolean) from public, anon;
grant execute on function public.bulk_update_leads(uuid, uuid[], jsonb, text, uuid, boolean) to authenticated;

/**
  * -------------------------------------------------------
  * Section - delete_leads / restore_leads
  * -------------------------------------------------------
  * delete_leads answers {"batch": uuid, "matched": n, "deleted": n}: matched − deleted leads were
  * not the caller's to delete (only their creator or an owner or admin may), and were left alone.
  * The window (minutes) is the same as LEAD_UNDO_MINUTES in shared/schemas/lead.ts.
  */

create or replace function public.lead_undo_minutes()
    returns int
    language sql
    immutable
    set search_path = ''
as
$$
select 10;
$$;

create or replace function public.delete_leads(p_company uuid, p_ids uuid[] default null, p_filter jsonb default null)
    returns jsonb
    language plpgsql
    security invoker
    set search_path = ''
as
$$
declare
    v_batch   uuid := gen_random_uuid();
    v_matched int;
    v_deleted int;
begin
    -- what the caller deleted long ago can no longer be restored: let it go
    delete from public.lead_trash where deleted_by = auth.uid() and deleted_at < now() - make_interval(mins => public.lead_undo_minutes());

    with target as (select public.lead_action_targets(p_company, p_ids, p_filter) as id),
         gone as (delete from public.leads l where l.company_id = p_company and l.id in (select id from target) returning l.*),
         kept as (
             insert into public.lead_trash (batch_id, lead_id, company_id, deleted_by, lead, events, call_ids)
             select v_batch,
                    g.id,
                    g.company_id,
                    auth.uid(),
                    to_jsonb(g),
                    coalesce((select jsonb_agg(to_jsonb(e) order by e.id) from public.lead_events e where e.lead_id = g.id), '[]'),
                    coalesce((select array_agg(c.id) from public.calls c where c.lead_id = g.id), '{}')
             from gone g
             returning 1)
    select (select count(*) from target), (select count(*) from kept) into v_matched, v_deleted;
    return jsonb_build_object('batch', v_batch, 'matched', v_matched, 'deleted', v_deleted);
end;
$$;

revoke execute on function public.delete_leads(uuid, uuid[], jsonb) from public, anon;
grant execute on function public.delete_leads(uuid, uuid[], jsonb) to authenticated;

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
    select (jsonb_populate_record(null::public.leads, t.lead)).*
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
  * Section - lead_score_inputs gains campaign_id and created_by
  * -------------------------------------------------------
  * The list filtered by score reads every matching lead's score inputs; its campaign and owner
  * filters need these two columns (appended: create or replace view may only add at the end).
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
       l.created_by
from public.leads l;

/**
  * -------------------------------------------------------
  * Section - lead_stage_totals (the pipeline board's column headers)
  * -------------------------------------------------------
  * Per status and currency: how many leads match the filter and what they are worth, as the caller
  * sees them (security invoker). [{"status": "new", "currency": "USD", "leads": 12, "value": 48000}]
  */

create or replace function public.lead_stage_totals(p_company uuid, p_filter jsonb)
    returns jsonb
    language sql
    stable
    security invoker
    set search_path = ''
as
$$
select coalesce(jsonb_agg(jsonb_build_object('status', t.status, 'currency', t.currency, 'leads', t.leads, 'value', t.value)
                          order by t.status, t.leads desc), '[]')
from (select m.status, m.currency, count(*)::int as leads, coalesce(sum(m.value), 0) as value
      from public.leads_matching(p_company, coalesce(p_filter, '{}')) m
      group by m.status, m.currency) t;
$$;

revoke execute on function public.lead_stage_totals(uuid, jsonb) from public, anon;
grant execute on function public.lead_stage_totals(uuid, jsonb) to authenticated;

/**
  * -------------------------------------------------------
  * Section - Reading 10,000 leads under RLS: membership checked once, not per row
  * -------------------------------------------------------
  * Measured (npm run bench, "lead list"): with 10,000 leads the policies' is_company_member(company_id)
  * — a security definer function, so never inlined — ran once per row: ~1 s for the list's first
  * page and ~2 s for its count. my_company_ids() is evaluated once per statement (an InitPlan) and
  * the row test becomes an array membership. Same rule as before: members of the company read
  * (and, for leads, update) its rows; platform admins read all. Applied to the tables the list,
  * the board and the score sort read row by row: leads, lead_events, calls.
  */

create or replace function public.my_company_ids()
    returns uuid[]
    language sql
    stable
    security definer
    set search_path = ''
as
$$
select coalesce(array_agg(m.company_id), '{}')
from public.company_members m
where m.user_id = auth.uid();
$$;

revoke execute on function public.my_company_ids() from public, anon;
grant execute on function public.my_company_ids() to authenticated, service_role;

drop policy if exists "Members read their company's leads; admins read all" on public.leads;
create policy "Members read their company's leads; admins read all" on public.leads
    for select
    to authenticated
    using (company_id = any ((select public.my_company_ids())::uuid[]) or (select public.is_admin()));

drop policy if exists "Members update their company's leads" on public.leads;
create policy "Members update their company's leads" on public.leads
    for update
    to authenticated
    using (company_id = any ((select public.my_company_ids())::uuid[]))
    with check (company_id = any ((select public.my_company_ids())::uuid[]));

drop policy if exists "Members read their company's lead history; admins read all" on public.lead_events;
create policy "Members read their company's lead history; admins read all" on public.lead_events
    for select
    to authenticated
    using (company_id = any ((select public.my_company_ids())::uuid[]) or (select public.is_admin()));

drop policy if exists "Members read their company's calls; admins read all" on public.calls;
create policy "Members read their company's calls; admins read all" on public.calls
    for select
    to authenticated
    using (company_id = any ((select public.my_company_ids())::uuid[]) or (select public.is_admin()));
