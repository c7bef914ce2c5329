/**
  * -------------------------------------------------------
  * Section - Import rows name only their own leads (issue 13 follow-up, found by the access matrix)
  * -------------------------------------------------------
  * The hole: the importer may insert lead_import_rows directly (import_leads runs as the caller, so
  * the insert policy must allow it), and nothing checked the lead a row names. A plain member could
  * run an import, record one row "created" naming any lead of the company (lead_id has no foreign
  * key, the policy checks only the import), finish it, and an owner or admin who then clicked undo
  * deleted that lead as themselves — a lead the member may not delete (only its creator or an owner
  * or admin). undo_lead_import runs as whoever undoes it and deletes or restores every lead the rows
  * name, so the rows themselves must be honest.
  *
  * Now, for API callers (security invoker: the caller's RLS on leads applies):
  *   created  the lead is of the import's company, created by the caller since the import started
  *            (import_leads inserts it as the caller just before; protect_crm_row sets created_by
  *            and created_at, never the client)
  *   merged   the lead is of the import's company
  * Anything else is refused with 42501. Skipped and rejected rows name no lead (a CHECK).
  */

create or replace function public.guard_lead_import_row()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
declare
    target public.leads;
    started timestamptz;
begin
    if not public.is_api_user() or new.outcome not in ('created', 'merged') then
        return new;
    end if;
    select * into target from public.leads where id = new.lead_id;
    if target.id is null or target.company_id is distinct from new.company_id then
        raise exception 'An import row names only a lead of the import''s company' using errcode = '42501';
    end if;
    if new.outcome = 'created' then
        select i.created_at into started from public.lead_imports i where i.id = new.import_id;
        if target.created_by is distinct from auth.uid() or started is null or target.created_at < started then
            raise exception 'A row records as created only a lead this import created' using errcode = '42501';
        end if;
    end if;
    return new;
end;
$$;

drop trigger if exists lead_import_rows_guard on public.lead_import_rows;
create trigger lead_import_rows_guard
    before insert
    on public.lead_import_rows
    for each row
execute function public.guard_lead_import_row();
