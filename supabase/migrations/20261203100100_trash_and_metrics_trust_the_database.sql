/**
  * -------------------------------------------------------
  * Section - The trash is written by the database, not by its reader (ADR 0024)
  * -------------------------------------------------------
  * restore_leads runs as the owner of the database (it must keep a lead's creator, dates and
  * history, which the triggers on leads reset or write for API callers). It trusted lead_trash, and
  * members could insert into lead_trash anything naming a company they belong to: a snapshot of
  * another company's lead, its creator, any id and a forged history. The restore then wrote that
  * lead into the other company and replaced the history of the lead the row named.
  *
  * Now:
  *   - nobody writes lead_trash through the API (no insert or update policy, no privilege); a
  *     trigger on leads (keep_deleted_lead) records each row delete_leads deletes, as the row
  *     was, with its history and calls, under the member who deleted it. delete_leads stays
  *     security invoker: row level security on leads still decides what a member may delete, and
  *     the trash can only ever hold what was really deleted;
  *   - restore_leads puts a row back under the trash row's own lead_id and company_id (whatever
  *     the snapshot says), restores history lines only of that lead in that company, and leaves
  *     alone a lead whose id is taken (another company's lead cannot be named);
  *   - rows written while the old policy stood are dropped: any of them may have been written by
  *     hand. A delete made in the minutes before this migration can no longer be undone.
  */

drop policy if exists "Members keep what they delete of their company" on public.lead_trash;
revoke insert, update on public.lead_trash from anon, authenticated;

delete from public.lead_trash;

comment on table public.lead_trash is 'Leads deleted by delete_leads, as they were (written by the keep_deleted_lead trigger only), kept for undo (restore_leads) for a few minutes.';

/**
  * keep_deleted_lead: before a lead is deleted inside delete_leads (which names its batch in the
  * transaction-local setting boardroom.lead_trash_batch), its row, its history and the calls that
  * name it go to the trash under the caller. Before, not after, the delete: the history is deleted
  * with the lead (on delete cascade) and the calls are unlinked (on delete set null).
  * Whoever could set the setting would only ever keep true copies of leads row level security let
  * them delete, so it grants nothing.
  */
create or replace function public.keep_deleted_lead()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
declare
    v_batch uuid := nullif(current_setting('boardroom.lead_trash_batch', true), '')::uuid;
begin
    if v_batch is null then
        return old;
    end if;
    insert into public.lead_trash (batch_id, lead_id, company_id, deleted_by, lead, events, call_ids)
    values (v_batch,
            old.id,
            old.company_id,
            auth.uid(),
            to_jsonb(old),
            coalesce((select jsonb_agg(to_jsonb(e) order by e.id) from public.lead_events e where e.lead_id = old.id), '[]'),
            coalesce((select array_agg(c.id order by c.id) from public.calls c where c.lead_id = old.id), '{}'));
    return old;
end;
$$;

revoke execute on function public.keep_deleted_lead() from public, anon, authenticated;

create trigger leads_keep_deleted
    before delete
    on public.leads
    for each row
execute function public.keep_deleted_lead();

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

    perform set_config('boardroom.lead_trash_batch', v_batch::text, true);
    with target as (select public.lead_action_targets(p_company, p_ids, p_filter) as id),
         gone as (delete from public.leads l where l.company_id = p_company and l.id in (select id from target) returning 1)
    select (select count(*) from target), (select count(*) from gone) into v_matched, v_deleted;
    perform set_config('boardroom.lead_trash_batch', '', true);

    return jsonb_build_object('batch', v_batch, 'matched', v_matched, 'deleted', v_deleted);
end;
$$;

revoke execute on function public.delete_leads(uuid, uuid[], jsonb) from public, anon;
grant execute on function public.delete_leads(uuid, uuid[], jsonb) to authenticated;

/**
  * restore_leads: as 20261202100100_lead_owner_history.sql, but every value that says where a row
  * goes comes from the trash row's own columns (lead_id, company_id), never from its snapshot;
  * history lines are restored only for the lead restored, in its company; a lead id already taken
  * is skipped (nothing of that row is restored). Answers how many leads came back.
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
    v_restored uuid[];
begin
    select count(*), min(t.company_id::text)::uuid
    into v_rows, v_company
    from public.lead_trash t
    where t.batch_id = p_batch
      and t.deleted_by = auth.uid();
    if v_rows = 0 then
        raise exception 'There is nothing to restore: these leads were restored already, or were not deleted by you' using errcode = 'PT404';
    end if;
    -- one delete_leads call deletes in one company: a batch spanning two was not written by it
    if exists (select 1 from public.lead_trash t where t.batch_id = p_batch and (t.deleted_by <> auth.uid() or t.company_id <> v_company))
        or not public.is_company_member(v_company) then
        raise exception 'You are no longer a member of this company' using errcode = '42501';
    end if;
    if exists (select 1 from public.lead_trash t
               where t.batch_id = p_batch and t.deleted_at < now() - make_interval(mins => public.lead_undo_minutes())) then
        raise exception 'These leads were deleted more than % minutes ago and can no longer be restored', public.lead_undo_minutes() using errcode = '22023';
    end if;

    with restored as (
        insert into public.leads
            select (jsonb_populate_record(null::public.leads,
                                          t.lead
                                              || jsonb_build_object('id', t.lead_id, 'company_id', t.company_id)
                                              || case when exists (select 1 from public.company_members m
                                                                   where m.company_id = t.company_id
                                                                     and m.user_id::text = t.lead ->> 'owner_id')
                                                          then '{}'::jsonb
                                                      else '{"owner_id": null}'::jsonb end)).*
            from public.lead_trash t
            where t.batch_id = p_batch
        on conflict (id) do nothing
        returning id)
    select coalesce(array_agg(id), '{}') into v_restored from restored;

    -- the history as it was, not the "created" line the insert just wrote: only the restored
    -- leads' own lines, in their own company
    delete from public.lead_events e where e.lead_id in (select unnest(v_restored));
    insert into public.lead_events (lead_id, company_id, kind, from_status, to_status, actor, created_at, detail)
    select t.lead_id, t.company_id, ev.kind, ev.from_status, ev.to_status, ev.actor, ev.created_at, ev.detail
    from public.lead_trash t,
         jsonb_populate_recordset(null::public.lead_events, t.events) ev
    where t.batch_id = p_batch
      and t.lead_id in (select unnest(v_restored))
      and ev.lead_id = t.lead_id
      and ev.company_id = t.company_id
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
      and t.lead_id in (select unnest(v_restored))
      and t.lead ->> 'owner_id' is not null
      and not exists (select 1 from public.company_members m where m.company_id = t.company_id and m.user_id::text = t.lead ->> 'owner_id');

    update public.calls c
    set lead_id = t.lead_id
    from public.lead_trash t
    where t.batch_id = p_batch
      and t.lead_id in (select unnest(v_restored))
      and c.id = any (t.call_ids)
      and c.lead_id is null
      and c.company_id = t.company_id;

    delete from public.lead_trash where batch_id = p_batch;
    return cardinality(v_restored);
end;
$$;

revoke execute on function public.restore_leads(uuid) from public, anon;
grant execute on function public.restore_leads(uuid) to authenticated;

/**
  * -------------------------------------------------------
  * Section - Campaign metrics: one row per company, campaign and day
  * -------------------------------------------------------
  * The unique key was (campaign_id, day). A member inserting a day for another company's campaign
  * under their own company met that key before the foreign key to the campaign: 23505 on the days
  * the other company had results, 23503 on the others (and import_campaign_metrics' upsert, which
  * then tried to update the other company's row: 42501 against 23503). With the company in the
  * key, a row of one company never meets another's, so the foreign key answers alike (23503).
  * A campaign belongs to one company (campaigns (id, company_id)), so the rule stays one row per
  * campaign and day.
  */

alter table public.campaign_metrics drop constraint if exists campaign_metrics_campaign_day_key;
alter table public.campaign_metrics
    add constraint campaign_metrics_company_campaign_day_key unique (company_id, campaign_id, day);

create or replace function public.import_campaign_metrics(p_company uuid, p_rows jsonb)
    returns jsonb
    language plpgsql
    security invoker
    set search_path = ''
as
$$
declare
    result jsonb;
begin
    if jsonb_typeof(p_rows) is distinct from 'array' or jsonb_array_length(p_rows) > 1000 then
        raise exception 'Send at most 1,000 rows at once, as an array' using errcode = '22023';
    end if;
    with input as (
        select r.*
        from jsonb_to_recordset(p_rows) as r("row" int, campaign_id uuid, day date, spend numeric, impressions bigint, clicks bigint,
                                             leads int, customers int, revenue numeric)),
         up as (
             insert into public.campaign_metrics as m (company_id, campaign_id, day, spend, impressions, clicks, leads, customers, revenue)
             select p_company, i.campaign_id, i.day, i.spend, i.impressions, i.clicks, i.leads, i.customers, i.revenue
             from input i
             on conflict (company_id, campaign_id, day) do update
                 set spend       = excluded.spend,
                     impressions = excluded.impressions,
                     clicks      = excluded.clicks,
                     leads       = excluded.leads,
                     customers   = excluded.customers,
                     revenue     = excluded.revenue
             returning m.campaign_id, m.day, (xmax = 0) as created)
    select coalesce(jsonb_agg(jsonb_build_object('row', i."row", 'outcome', case when u.created then 'created' else 'updated' end) order by i."row"), '[]')
    into result
    from input i
             join up u on u.campaign_id = i.campaign_id and u.day = i.day;
    return result;
end;
$$;

revoke execute on function public.import_campaign_metrics(uuid, jsonb) from public, anon;
grant execute on function public.import_campaign_metrics(uuid, jsonb) to authenticated;
