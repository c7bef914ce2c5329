/**
  * -------------------------------------------------------
  * Section - Lead events
  * -------------------------------------------------------
  * A lead's history: when it was created and every status change, with who did it. Written only by
  * the trigger on leads (security definer), never by API callers; deleted with the lead.
  *
  *   read:   members of the lead's company; platform admins read all
  *   write:  nobody through the API (no insert, update or delete policy)
  */

/**
  * -------------------------------------------------------
  * Section - Table
  * -------------------------------------------------------
  */

create table if not exists public.lead_events
(
    id          bigint generated always as identity primary key,
    lead_id     uuid        not null references public.leads (id) on delete cascade,
    company_id  uuid        not null references public.companies (id) on delete cascade,
    kind        text        not null,
    from_status text        null,
    to_status   text        null,
    actor       uuid        null references auth.users (id) on delete set null,
    created_at  timestamptz not null default now(),

    constraint lead_events_kind_check check (kind in ('created', 'status_changed')),
    constraint lead_events_status_change check (kind <> 'status_changed' or (from_status is not null and to_status is not null))
);

comment on table public.lead_events is 'History of a lead: creation and status changes, written by a trigger on leads.';

create index if not exists lead_events_lead_created_idx on public.lead_events (lead_id, created_at);
create index if not exists lead_events_company_idx on public.lead_events (company_id);

/**
  * -------------------------------------------------------
  * Section - Recording trigger on leads
  * -------------------------------------------------------
  */

create or replace function public.record_lead_event()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
begin
    if tg_op = 'INSERT' then
        insert into public.lead_events (lead_id, company_id, kind, to_status, actor, created_at)
        values (new.id, new.company_id, 'created', new.status, auth.uid(), new.created_at);
    elsif new.status is distinct from old.status then
        insert into public.lead_events (lead_id, company_id, kind, from_status, to_status, actor)
        values (new.id, new.company_id, 'status_changed', old.status, new.status, auth.uid());
    end if;
    return null;
end;
$$;

create trigger leads_record_event
    after insert or update of status
    on public.leads
    for each row
execute function public.record_lead_event();

/**
  * -------------------------------------------------------
  * Section - Row level security
  * -------------------------------------------------------
  */

alter table public.lead_events enable row level security;

create policy "Members read their company's lead history; admins read all" on public.lead_events
    for select
    to authenticated
    using (public.is_company_member(company_id) or (select public.is_admin()));
