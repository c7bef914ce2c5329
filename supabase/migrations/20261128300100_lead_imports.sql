/**
  * -------------------------------------------------------
  * Section - Lead imports (issue 13, items 1 and 2)
  * -------------------------------------------------------
  * A spreadsheet of leads imported by a member: the record of the import (who, when, which file,
  * how many rows), one outcome per row (created, merged, skipped as a duplicate, rejected with its
  * reason), the saved column mapping per company, merges in the lead's history, and undo.
  *
  * Every write to leads runs as the caller (security invoker), so RLS on leads decides exactly as
  * it does for the screens: nothing here uses the service role or bypasses a policy.
  *
  *   lead_imports          read: members of the company; insert: members (created_by = caller);
  *                         update: only finished_at (by the importer, once every row is accounted
  *                         for) and undone_at/undone_by (through undo_lead_import) — a guard trigger
  *                         refuses everything else; delete: nobody
  *   lead_import_rows      read: members; insert: the importer while the import runs; update,
  *                         delete: nobody. The counts are these rows counted (lead_import_summaries),
  *                         so nobody sets a count by hand.
  *   lead_import_mappings  read: members; insert/update: owners and admins of the company
  */

create table if not exists public.lead_imports
(
    id          uuid primary key     default gen_random_uuid(),
    company_id  uuid        not null references public.companies (id) on delete cascade,
    created_by  uuid        null     default auth.uid() references auth.users (id) on delete set null,
    created_at  timestamptz not null default now(),
    file_name   text        not null,
    row_count   int         not null,
    finished_at timestamptz null,
    undone_at   timestamptz null,
    undone_by   uuid        null references auth.users (id) on delete set null,

    constraint lead_imports_file_name_length check (char_length(btrim(file_name)) between 1 and 255),
    constraint lead_imports_row_count_range check (row_count between 1 and 20000),
    constraint lead_imports_undone_after_finished check (undone_at is null or finished_at is not null)
);

comment on table public.lead_imports is 'A spreadsheet import of leads: who, when, which file, how many rows; undone within 7 days.';

create index if not exists lead_imports_company_created_idx on public.lead_imports (company_id, created_at desc);

create table if not exists public.lead_import_rows
(
    import_id  uuid        not null references public.lead_imports (id) on delete cascade,
    row_number int         not null,
    company_id uuid        not null references public.companies (id) on delete cascade,
    outcome    text        not null,
    lead_id    uuid        null,
    reason     text        null,
    -- a merged lead's values before this import changed it (undo restores them)
    previous   jsonb       null,

    primary key (import_id, row_number),
    constraint lead_import_rows_outcome_check check (outcome in ('created', 'merged', 'skipped', 'rejected')),
    constraint lead_import_rows_lead check ((outcome in ('created', 'merged')) = (lead_id is not null)),
    constraint lead_import_rows_reason check (outcome in ('created', 'merged') or char_length(btrim(coalesce(reason, ''))) between 1 and 2000)
);

comment on table public.lead_import_rows is 'One outcome per row of an imported file; written by import_leads, never changed.';

create index if not exists lead_import_rows_lead_idx on public.lead_import_rows (lead_id) where lead_id is not null;

create table if not exists public.lead_import_mappings
(
    company_id uuid primary key references public.companies (id) on delete cascade,
    mapping    jsonb       not null default '{}',
    updated_by uuid        null     default auth.uid() references auth.users (id) on delete set null,
    updated_at timestamptz not null default now(),

    constraint lead_import_mappings_object check (jsonb_typeof(mapping) = 'object' and pg_column_size(mapping) <= 20000)
);

comment on table public.lead_import_mappings is 'Which spreadsheet header holds which lead field, saved per company for the next import.';

/**
  * -------------------------------------------------------
  * Section - Counts
  * -------------------------------------------------------
  */

create or replace view public.lead_import_summaries
    with (security_invoker = true)
as
select i.id,
       i.company_id,
       i.created_by,
       i.created_at,
       i.file_name,
       i.row_count,
       i.finished_at,
       i.undone_at,
       i.undone_by,
       (count(r.row_number) filter (where r.outcome = 'created'))::int  as created,
       (count(r.row_number) filter (where r.outcome = 'merged'))::int   as merged,
       (count(r.row_number) filter (where r.outcome = 'skipped'))::int  as skipped,
       (count(r.row_number) filter (where r.outcome = 'rejected'))::int as rejected
from public.lead_imports i
         left join public.lead_import_rows r on r.import_id = i.id
group by i.id;

comment on view public.lead_import_summaries is 'Each import with its rows counted by outcome, under the caller''s RLS.';

/**
  * -------------------------------------------------------
  * Section - Guards
  * -------------------------------------------------------
  * For API callers. Security invoker: current_user is the caller.
  */

create or replace function public.guard_lead_import()
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
        new.created_by = auth.uid();
        new.created_at = now();
        new.finished_at = null;
        new.undone_at = null;
        new.undone_by = null;
        return new;
    end if;
    if (new.id, new.company_id, new.created_by, new.created_at, new.file_name, new.row_count)
        is distinct from (old.id, old.company_id, old.created_by, old.created_at, old.file_name, old.row_count) then
        raise exception 'An import''s record cannot be changed' using errcode = '42501';
    end if;
    if new.finished_at is distinct from old.finished_at then
        if old.finished_at is not null or old.created_by is distinct from auth.uid() then
            raise exception 'Only the member who ran an import finishes it, once' using errcode = '42501';
        end if;
        if (select count(*) from public.lead_import_rows r where r.import_id = old.id) <> old.row_count then
            raise exception 'An import finishes when every row is accounted for' using errcode = '23514';
        end if;
        new.finished_at = now();
    end if;
    if (new.undone_at, new.undone_by) is distinct from (old.undone_at, old.undone_by) then
        if coalesce(current_setting('boardroom.undoing_import', true), '') <> old.id::text then
            raise exception 'An import is undone with undo_lead_import' using errcode = '42501';
        end if;
        new.undone_at = now();
        new.undone_by = auth.uid();
    end if;
    return new;
end;
$$;

create trigger lead_imports_guard
    before insert or update
    on public.lead_imports
    for each row
execute function public.guard_lead_import();

create or replace function public.guard_lead_import_mapping()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    if public.is_api_user() then
        if tg_op = 'UPDATE' and new.company_id is distinct from old.company_id then
            raise exception 'A mapping cannot be moved to another company' using errcode = '42501';
        end if;
        new.updated_by = auth.uid();
        new.updated_at = now();
    end if;
    return new;
end;
$$;

create trigger lead_import_mappings_guard
    before insert or update
    on public.lead_import_mappings
    for each row
execute function public.guard_lead_import_mapping();

/**
  * -------------------------------------------------------
  * Section - Row level security
  * -------------------------------------------------------
  */

alter table public.lead_imports enable row level security;
alter table public.lead_import_rows enable row level security;
alter table public.lead_import_mappings enable row level security;

create policy "Members read their company's imports; admins read all" on public.lead_imports
    for select
    to authenticated
    using (public.is_company_member(company_id) or (select public.is_admin()));

create policy "Members import leads into their company" on public.lead_imports
    for insert
    to authenticated
    with check (public.is_company_member(company_id));

create policy "The importer, or an owner or admin of the company, updates an import" on public.lead_imports
    for update
    to authenticated
    using (public.is_company_member(company_id)
        and (created_by = (select auth.uid()) or public.has_company_role(company_id, 'admin')))
    with check (public.is_company_member(company_id));

create policy "Members read their company's import rows; admins read all" on public.lead_import_rows
    for select
    to authenticated
    using (public.is_company_member(company_id) or (select public.is_admin()));

create policy "The importer records rows while the import runs" on public.lead_import_rows
    for insert
    to authenticated
    with check (exists (select 1
                        from public.lead_imports i
                        where i.id = import_id
                          and i.company_id = lead_import_rows.company_id
                          and i.created_by = (select auth.uid())
                          and i.finished_at is null)
        and public.is_company_member(company_id));

create policy "Members read their company's import mapping" on public.lead_import_mappings
    for select
    to authenticated
    using (public.is_company_member(company_id));

create policy "Owners and admins save the import mapping" on public.lead_import_mappings
    for insert
    to authenticated
    with check (public.has_company_role(company_id, 'admin'));

create policy "Owners and admins change the import mapping" on public.lead_import_mappings
    for update
    to authenticated
    using (public.has_company_role(company_id, 'admin'))
    with check (public.has_company_role(company_id, 'admin'));

revoke all on public.lead_imports, public.lead_import_rows, public.lead_import_mappings, public.lead_import_summaries from anon;
revoke update, delete, truncate on public.lead_import_rows from authenticated;
revoke delete, truncate on public.lead_imports from authenticated;
revoke update on public.lead_imports from authenticated;
grant update (finished_at, undone_at, undone_by) on public.lead_imports to authenticated;

/**
  * -------------------------------------------------------
  * Section - Merges in the lead's history
  * -------------------------------------------------------
  * lead_events gains 'merged' and 'merge_undone' with a detail. The functions below say that an
  * update is a merge through a transaction-local setting; the security definer trigger records it.
  * The setting is not reachable through the API (PostgREST exposes public functions only).
  */

alter table public.lead_events add column if not exists detail jsonb null;
alter table public.lead_events drop constraint if exists lead_events_kind_check;
alter table public.lead_events add constraint lead_events_kind_check check (kind in ('created', 'status_changed', 'merged', 'merge_undone'));

create or replace function public.record_lead_merge()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
declare
    merge jsonb := nullif(current_setting('boardroom.lead_merge', true), '')::jsonb;
begin
    if merge is not null and merge ->> 'lead_id' = new.id::text then
        insert into public.lead_events (lead_id, company_id, kind, actor, detail)
        values (new.id, new.company_id, merge ->> 'kind', auth.uid(), merge -> 'detail');
    end if;
    return null;
end;
$$;

create trigger leads_record_merge
    after update
    on public.leads
    for each row
execute function public.record_lead_merge();

/**
  * -------------------------------------------------------
  * Section - import_leads
  * -------------------------------------------------------
  * One batch of an import, as the caller: each element {row, action, …} (shared/lead-import-plan.ts)
  * becomes a recorded outcome. create → insert (a refusal, e.g. an email already in the company,
  * makes the row rejected with the database's reason); merge with target → the stored lead gets the
  * merged values, its previous values are kept for undo and the merge is in its history; merge with
  * target_row → counted into the lead that row created; skip and reject → recorded with the reason.
  * Returns [{row, outcome, lead_id, reason}].
  */

create or replace function public.import_leads(p_import_id uuid, p_rows jsonb)
    returns jsonb
    language plpgsql
    security invoker
    set search_path = ''
as
$$
declare
    imp     public.lead_imports;
    item    jsonb;
    v_row   int;
    v_lead  uuid;
    v_prev  jsonb;
    v_out   text;
    v_why   text;
    l       jsonb;
    results jsonb := '[]'::jsonb;
begin
    select * into imp from public.lead_imports where id = p_import_id;
    if imp.id is null or imp.created_by is distinct from auth.uid() then
        raise exception 'There is no running import of yours with this id' using errcode = '42501';
    end if;
    if imp.finished_at is not null then
        raise exception 'This import has finished' using errcode = '23514';
    end if;
    if jsonb_typeof(p_rows) <> 'array' or jsonb_array_length(p_rows) > 1000 then
        raise exception 'A batch is an array of at most 1000 rows' using errcode = '22023';
    end if;

    for item in select value from jsonb_array_elements(p_rows)
        loop
            v_row := (item ->> 'row')::int;
            v_lead := null;
            v_prev := null;
            v_why := null;
            l := item -> 'lead';
            case item ->> 'action'
                when 'create' then
                    begin
                        insert into public.leads (company_id, first_name, last_name, email, phone, company_name, title,
                                                  status, source, value, currency, notes)
                        values (imp.company_id, l ->> 'first_name', l ->> 'last_name', nullif(l ->> 'email', ''),
                                l ->> 'phone', l ->> 'company_name', l ->> 'title', l ->> 'status', l ->> 'source',
                                (l ->> 'value')::numeric, l ->> 'currency', l ->> 'notes')
                        returning id into v_lead;
                        v_out := 'created';
                    exception
                        when unique_violation then
                            v_out := 'rejected';
                            v_why := 'A lead with this email address already exists in your company';
                        when check_violation or not_null_violation or invalid_text_representation or numeric_value_out_of_range
                            or string_data_right_truncation or insufficient_privilege then
                            v_out := 'rejected';
                            v_why := 'Refused by the database: ' || sqlerrm;
                    end;
                when 'merge' then
                    if item ? 'target_row' then
                        select r.lead_id into v_lead
                        from public.lead_import_rows r
                        where r.import_id = imp.id
                          and r.row_number = (item ->> 'target_row')::int
                          and r.outcome = 'created';
                        if v_lead is null then
                            v_out := 'rejected';
                            v_why := format('Row %s, which this row merges into, was not created', item ->> 'target_row');
                        else
                            v_out := 'merged';
                        end if;
                    else
                        select to_jsonb(x) into v_prev
                        from (select id, first_name, last_name, email, phone, company_name, title, status, source,
                                     value, currency, notes
                              from public.leads
                              where id = (item ->> 'target')::uuid
                                and company_id = imp.company_id
                              for update) x;
                        if v_prev is null then
                            v_out := 'rejected';
                            v_why := 'The lead to merge into no longer exists';
                        elsif l is null then
                            v_lead := (v_prev ->> 'id')::uuid;
                            v_prev := null;
                            v_out := 'merged';
                        else
                            begin
                                perform set_config('boardroom.lead_merge', jsonb_build_object(
                                        'lead_id', v_prev ->> 'id', 'kind', 'merged',
                                        'detail', jsonb_build_object('import_id', imp.id, 'file_name', imp.file_name,
                                                                     'row', v_row))::text, true);
                                update public.leads
                                set first_name   = l ->> 'first_name',
                                    last_name    = l ->> 'last_name',
                                    email        = nullif(l ->> 'email', ''),
                                    phone        = l ->> 'phone',
                                    company_name = l ->> 'company_name',
                                    title        = l ->> 'title',
                                    status       = l ->> 'status',
                                    source       = l ->> 'source',
                                    value        = (l ->> 'value')::numeric,
                                    currency     = l ->> 'currency',
                                    notes        = l ->> 'notes'
                                where id = (v_prev ->> 'id')::uuid
                                returning id into v_lead;
                                perform set_config('boardroom.lead_merge', '', true);
                                if v_lead is null then
                                    v_out := 'rejected';
                                    v_why := 'You may not change the lead to merge into';
                                    v_prev := null;
                                else
                                    v_out := 'merged';
                                end if;
                            exception
                                when unique_violation or check_violation or not_null_violation or invalid_text_representation
                                    or numeric_value_out_of_range or insufficient_privilege then
                                    perform set_config('boardroom.lead_merge', '', true);
                                    v_out := 'rejected';
                                    v_why := 'The merge was refused by the database: ' || sqlerrm;
                                    v_prev := null;
                                    v_lead := null;
                            end;
                        end if;
                    end if;
                when 'skip' then
                    v_out := 'skipped';
                    v_why := coalesce(nullif(btrim(item ->> 'reason'), ''), 'Duplicate');
                when 'reject' then
                    v_out := 'rejected';
                    v_why := coalesce(nullif(btrim(item ->> 'reason'), ''), 'Rejected');
                else
                    raise exception 'Row %: unknown action %', v_row, item ->> 'action' using errcode = '22023';
                end case;

            insert into public.lead_import_rows (import_id, row_number, company_id, outcome, lead_id, reason, previous)
            values (imp.id, v_row, imp.company_id, v_out, v_lead, left(v_why, 2000), v_prev);
            results := results || jsonb_build_object('row', v_row, 'outcome', v_out, 'lead_id', v_lead, 'reason', v_why);
        end loop;
    return results;
end;
$$;

/**
  * -------------------------------------------------------
  * Section - undo_lead_import
  * -------------------------------------------------------
  * Within 7 days of the import, by the importer or an owner or admin of the company: merged leads
  * get back the values they had before the import (the earliest snapshot per lead), the leads it
  * created are deleted, and the import is marked undone. Returns {restored, deleted}.
  */

create or replace function public.undo_lead_import(p_import_id uuid)
    returns jsonb
    language plpgsql
    security invoker
    set search_path = ''
as
$$
declare
    imp        public.lead_imports;
    snap       record;
    n_restored int := 0;
    n_deleted  int := 0;
begin
    select * into imp from public.lead_imports where id = p_import_id;
    if imp.id is null then
        raise exception 'There is no import with this id' using errcode = 'PT404';
    end if;
    if imp.created_by is distinct from auth.uid() and not public.has_company_role(imp.company_id, 'admin') then
        raise exception 'Only the member who ran an import, or an owner or admin of the company, can undo it' using errcode = '42501';
    end if;
    if imp.undone_at is not null then
        raise exception 'This import was undone already' using errcode = '23514';
    end if;
    if imp.finished_at is null then
        raise exception 'This import has not finished' using errcode = '23514';
    end if;
    if imp.finished_at < now() - interval '7 days' then
        raise exception 'An import can be undone for 7 days only' using errcode = '23514';
    end if;
    -- one undo at a time
    perform 1 from public.lead_imports where id = imp.id and undone_at is null for update;
    if not found then
        raise exception 'This import was undone already' using errcode = '23514';
    end if;

    for snap in select distinct on (r.lead_id) r.lead_id, r.previous
                from public.lead_import_rows r
                where r.import_id = imp.id
                  and r.outcome = 'merged'
                  and r.previous is not null
                order by r.lead_id, r.row_number
        loop
            perform set_config('boardroom.lead_merge', jsonb_build_object(
                    'lead_id', snap.lead_id, 'kind', 'merge_undone',
                    'detail', jsonb_build_object('import_id', imp.id, 'file_name', imp.file_name))::text, true);
            update public.leads
            set first_name   = snap.previous ->> 'first_name',
                last_name    = snap.previous ->> 'last_name',
                email        = snap.previous ->> 'email',
                phone        = snap.previous ->> 'phone',
                company_name = snap.previous ->> 'company_name',
                title        = snap.previous ->> 'title',
                status       = snap.previous ->> 'status',
                source       = snap.previous ->> 'source',
                value        = (snap.previous ->> 'value')::numeric,
                currency     = snap.previous ->> 'currency',
                notes        = snap.previous ->> 'notes'
            where id = snap.lead_id;
            if found then
                n_restored := n_restored + 1;
            end if;
        end loop;
    perform set_config('boardroom.lead_merge', '', true);

    with gone as (
        delete from public.leads l
            using public.lead_import_rows r
            where r.import_id = imp.id
                and r.outcome = 'created'
                and l.id = r.lead_id
            returning l.id)
    select count(*) into n_deleted from gone;

    perform set_config('boardroom.undoing_import', imp.id::text, true);
    update public.lead_imports set undone_at = now() where id = imp.id;
    perform set_config('boardroom.undoing_import', '', true);

    return jsonb_build_object('restored', n_restored, 'deleted', n_deleted);
end;
$$;

revoke execute on function public.import_leads(uuid, jsonb) from public, anon;
revoke execute on function public.undo_lead_import(uuid) from public, anon;
grant execute on function public.import_leads(uuid, jsonb) to authenticated;
grant execute on function public.undo_lead_import(uuid) to authenticated;
revoke execute on function public.record_lead_merge() from public, anon, authenticated;
