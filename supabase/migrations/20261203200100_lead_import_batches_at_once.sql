/**
  * -------------------------------------------------------
  * Section - import_leads inserts a batch's leads at once
  * -------------------------------------------------------
  * Same outcomes, same checks, as the caller (security invoker: RLS on leads and lead_import_rows
  * decides as before), less than half the work. A batch used to go row by row: each create in its
  * own subtransaction (so that a refusal became that row's reason) and each outcome in its own
  * insert. In the local Postgres (PGlite) 10,000 rows took 7.6 s of CPU in the database; now 3.5 s
  * (docs/testing.md, "Lead import").
  *
  * Now every create of the batch goes in one insert: an email already in the company makes that row
  * "already exists", as before (on conflict do nothing). Any other refusal (a CHECK, a policy, a bad
  * number) fails that insert; it is rolled back and the batch's creates go row by row as before, so
  * each refusal is its own row's reason. Merges, skips and rejects are as before, in row order, and
  * every outcome is recorded in one insert at the end. One difference a well-formed batch never
  * shows: when the creates go at once, they run before the batch's merges into stored leads.
  */

create or replace function public.import_leads(p_import_id uuid, p_rows jsonb)
    returns jsonb
    language plpgsql
    security invoker
    set search_path = ''
as
$$
declare
    imp      public.lead_imports;
    item     jsonb;
    i        bigint;
    v_row    int;
    v_lead   uuid;
    v_prev   jsonb;
    v_out    text;
    v_why    text;
    v_at     int;
    l        jsonb;
    ids      uuid[];
    created  uuid[];
    at_once  boolean := true;
    rows_    int[]   := '{}';
    outs     text[]  := '{}';
    lead_ids uuid[]  := '{}';
    whys     text[]  := '{}';
    prevs    jsonb[] := '{}';
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

    -- Every create at once, each lead with an id chosen here so that its row can name it.
    select array_agg(case when t.e ->> 'action' = 'create' then gen_random_uuid() end order by t.ord)
    into ids
    from jsonb_array_elements(p_rows) with ordinality as t(e, ord);
    begin
        with made as (
            insert into public.leads (id, company_id, first_name, last_name, email, phone, company_name, title,
                                      status, source, value, currency, notes)
                select ids[t.ord], imp.company_id, t.e -> 'lead' ->> 'first_name', t.e -> 'lead' ->> 'last_name',
                       nullif(t.e -> 'lead' ->> 'email', ''), t.e -> 'lead' ->> 'phone',
                       t.e -> 'lead' ->> 'company_name', t.e -> 'lead' ->> 'title', t.e -> 'lead' ->> 'status',
                       t.e -> 'lead' ->> 'source', (t.e -> 'lead' ->> 'value')::numeric,
                       t.e -> 'lead' ->> 'currency', t.e -> 'lead' ->> 'notes'
                from jsonb_array_elements(p_rows) with ordinality as t(e, ord)
                where t.e ->> 'action' = 'create'
                order by t.ord
                on conflict (company_id, lower(email)) where email is not null do nothing
                returning id)
        select coalesce(array_agg(id), '{}') into created from made;
    exception
        when others then
            at_once := false;
    end;

    for item, i in select t.e, t.ord from jsonb_array_elements(p_rows) with ordinality as t(e, ord) order by t.ord
        loop
            v_row := (item ->> 'row')::int;
            v_lead := null;
            v_prev := null;
            v_why := null;
            l := item -> 'lead';
            case item ->> 'action'
                when 'create' then
                    if at_once then
                        if ids[i] = any (created) then
                            v_lead := ids[i];
                            v_out := 'created';
                        else
                            v_out := 'rejected';
                            v_why := 'A lead with this email address already exists in your company';
                        end if;
                    else
                        begin
                            insert into public.leads (company_id, first_name, last_name, email, phone, company_name,
                                                      title, status, source, value, currency, notes)
                            values (imp.company_id, l ->> 'first_name', l ->> 'last_name', nullif(l ->> 'email', ''),
                                    l ->> 'phone', l ->> 'company_name', l ->> 'title', l ->> 'status', l ->> 'source',
                                    (l ->> 'value')::numeric, l ->> 'currency', l ->> 'notes')
                            returning id into v_lead;
                            v_out := 'created';
                        exception
                            when unique_violation then
                                v_out := 'rejected';
                                v_why := 'A lead with this email address already exists in your company';
                            when check_violation or not_null_violation or invalid_text_representation
                                or numeric_value_out_of_range or string_data_right_truncation or insufficient_privilege then
                                v_out := 'rejected';
                                v_why := 'Refused by the database: ' || sqlerrm;
                        end;
                    end if;
                when 'merge' then
                    if item ? 'target_row' then
                        -- a row of this batch recorded above, or of an earlier batch
                        v_at := array_position(rows_, (item ->> 'target_row')::int);
                        if v_at is not null then
                            v_lead := case when outs[v_at] = 'created' then lead_ids[v_at] end;
                        else
                            select r.lead_id into v_lead
                            from public.lead_import_rows r
                            where r.import_id = imp.id
                              and r.row_number = (item ->> 'target_row')::int
                              and r.outcome = 'created';
                        end if;
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
            rows_ := rows_ || v_row;
            outs := outs || v_out;
            lead_ids := lead_ids || v_lead;
            whys := whys || v_why;
            prevs := prevs || v_prev;
        end loop;

    insert into public.lead_import_rows (import_id, row_number, company_id, outcome, lead_id, reason, previous)
    select imp.id, u.r, imp.company_id, u.o, u.l, left(u.w, 2000), u.p
    from unnest(rows_, outs, lead_ids, whys, prevs) with ordinality as u(r, o, l, w, p, n)
    order by u.n;
    return (select coalesce(jsonb_agg(jsonb_build_object('row', u.r, 'outcome', u.o, 'lead_id', u.l, 'reason', u.w)
                                      order by u.n), '[]')
            from unnest(rows_, outs, lead_ids, whys) with ordinality as u(r, o, l, w, n));
end;
$$;
