/**
  * -------------------------------------------------------
  * Section - merge_leads ("Find duplicates" on /dashboard/leads, issue 13 item 2)
  * -------------------------------------------------------
  * Merges stored duplicates into one lead, as the caller (security invoker: RLS on leads and calls
  * decides): the kept lead takes the merged values, the others' calls move to it, the others are
  * deleted, and the merge is in the kept lead's history with whom it absorbed. All or nothing: a
  * lead the caller may not delete (only its creator or an owner or admin) refuses the whole merge.
  */

create or replace function public.merge_leads(p_keep uuid, p_remove uuid[], p_values jsonb)
    returns void
    language plpgsql
    security invoker
    set search_path = ''
as
$$
declare
    keep    public.leads;
    absorbed jsonb;
    n_gone  int;
begin
    select * into keep from public.leads where id = p_keep;
    if keep.id is null then
        raise exception 'The lead to keep no longer exists' using errcode = 'PT404';
    end if;
    if p_remove is null or cardinality(p_remove) = 0 or p_keep = any (p_remove) then
        raise exception 'Name the other leads to merge into this one' using errcode = '22023';
    end if;
    select coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'name', btrim(l.first_name || ' ' || l.last_name), 'email', l.email)), '[]')
    into absorbed
    from public.leads l
    where l.id = any (p_remove)
      and l.company_id = keep.company_id;
    if jsonb_array_length(absorbed) <> cardinality(p_remove) then
        raise exception 'One of the leads to merge no longer exists' using errcode = 'PT404';
    end if;

    update public.calls set lead_id = p_keep where lead_id = any (p_remove) and company_id = keep.company_id;

    with gone as (delete from public.leads where id = any (p_remove) returning id)
    select count(*) into n_gone from gone;
    if n_gone <> cardinality(p_remove) then
        raise exception 'Only its creator or an owner or admin of your company can merge away a lead' using errcode = '42501';
    end if;

    perform set_config('boardroom.lead_merge', jsonb_build_object('lead_id', p_keep, 'kind', 'merged',
                                                                  'detail', jsonb_build_object('absorbed', absorbed))::text, true);
    update public.leads
    set first_name   = p_values ->> 'first_name',
        last_name    = p_values ->> 'last_name',
        email        = nullif(p_values ->> 'email', ''),
        phone        = p_values ->> 'phone',
        company_name = p_values ->> 'company_name',
        title        = p_values ->> 'title',
        status       = p_values ->> 'status',
        source       = p_values ->> 'source',
        value        = (p_values ->> 'value')::numeric,
        currency     = p_values ->> 'currency',
        notes        = p_values ->> 'notes'
    where id = p_keep;
    if not found then
        raise exception 'You may not change the lead to keep' using errcode = '42501';
    end if;
    perform set_config('boardroom.lead_merge', '', true);
end;
$$;

revoke execute on function public.merge_leads(uuid, uuid[], jsonb) from public, anon;
grant execute on function public.merge_leads(uuid, uuid[], jsonb) to authenticated;
