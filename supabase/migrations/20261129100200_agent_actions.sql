/**
  * -------------------------------------------------------
  * Section - Follow-ups on leads, and the AI agent's activity log
  * -------------------------------------------------------
  * lead_follow_ups: a follow-up due on a day for one of the company's leads (the agent schedules
  * them: "schedule a follow-up with Ada tomorrow", "log a follow-up on each").
  *
  *   read, add, mark done: members of the company; platform admins read all
  *   delete:               the member who added it, or owners and admins of the company
  *
  * agent_actions: every change the AI agent made for a member, once they confirmed it — who, when,
  * the instruction, what changed and what undoing it needs (`changes`: one entry per row, with the
  * table, the row's id and the values before). The agent writes with the member's own token, so
  * row level security decides each change exactly as on the CRM screens.
  *
  *   read:   members of the company (the whole company sees what was changed in its records)
  *   insert: a member, for their company, as themselves
  *   update: only the member who made it, and only to mark it undone (a trigger keeps the rest)
  *   delete: nobody (the log is kept)
  */

create table if not exists public.lead_follow_ups
(
    id         uuid primary key     default gen_random_uuid(),
    company_id uuid        not null references public.companies (id) on delete cascade,
    lead_id    uuid        not null,
    due_on     date        not null,
    note       text        not null default '',
    done_at    timestamptz null,
    created_by uuid        null     default auth.uid() references auth.users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),

    constraint lead_follow_ups_lead_same_company_fkey foreign key (lead_id, company_id)
        references public.leads (id, company_id) on delete cascade,
    constraint lead_follow_ups_note_length check (char_length(note) <= 500),
    constraint lead_follow_ups_due_range check (due_on >= date '2000-01-01' and due_on <= date '2100-01-01')
);

comment on table public.lead_follow_ups is 'Follow-ups due on a lead (CRM), scheduled by members or by the AI agent for them.';

create index if not exists lead_follow_ups_company_due_idx on public.lead_follow_ups (company_id, due_on);
create index if not exists lead_follow_ups_lead_idx on public.lead_follow_ups (lead_id);

create trigger lead_follow_ups_protect_columns
    before insert or update
    on public.lead_follow_ups
    for each row
execute function public.protect_crm_row('follow-up');

create trigger lead_follow_ups_set_updated_at
    before update
    on public.lead_follow_ups
    for each row
execute function public.set_updated_at();

alter table public.lead_follow_ups enable row level security;

create policy "Members read their company's follow-ups; admins read all" on public.lead_follow_ups
    for select
    to authenticated
    using (public.is_company_member(company_id) or (select public.is_admin()));

create policy "Members add follow-ups for their company" on public.lead_follow_ups
    for insert
    to authenticated
    with check (public.is_company_member(company_id));

create policy "Members update their company's follow-ups" on public.lead_follow_ups
    for update
    to authenticated
    using (public.is_company_member(company_id))
    with check (public.is_company_member(company_id));

create policy "The member who added it, or owners and admins, delete a follow-up" on public.lead_follow_ups
    for delete
    to authenticated
    using (public.has_company_role(company_id, 'admin')
        or (created_by = (select auth.uid()) and public.is_company_member(company_id)));

grant select, insert, update, delete on public.lead_follow_ups to authenticated;
grant all on public.lead_follow_ups to service_role;

create table if not exists public.agent_actions
(
    id          uuid primary key     default gen_random_uuid(),
    company_id  uuid        not null references public.companies (id) on delete cascade,
    user_id     uuid        null     default auth.uid() references auth.users (id) on delete set null,
    instruction text        not null,
    summary     text        not null,
    changes     jsonb       not null,
    created_at  timestamptz not null default now(),
    undone_at   timestamptz null,

    constraint agent_actions_instruction_length check (char_length(btrim(instruction)) between 1 and 2000),
    constraint agent_actions_summary_length check (char_length(btrim(summary)) between 1 and 500),
    constraint agent_actions_changes_shape check (jsonb_typeof(changes) = 'array' and jsonb_array_length(changes) between 1 and 200),
    constraint agent_actions_changes_size check (pg_column_size(changes) <= 200000),
    constraint agent_actions_undone_after check (undone_at is null or undone_at >= created_at)
);

comment on table public.agent_actions is 'The AI agent''s confirmed changes to a company''s records: who, when, the instruction, what changed and what undoing needs.';

create index if not exists agent_actions_company_created_idx on public.agent_actions (company_id, created_at desc);

create or replace function public.protect_agent_action()
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
        new.user_id = auth.uid();
        new.created_at = now();
        new.undone_at = null;
        return new;
    end if;
    -- an update only marks the action undone, once
    if old.undone_at is not null then
        raise exception 'This change was already undone' using errcode = '23514';
    end if;
    if new.company_id is distinct from old.company_id or new.user_id is distinct from old.user_id
        or new.instruction is distinct from old.instruction or new.summary is distinct from old.summary
        or new.changes is distinct from old.changes or new.created_at is distinct from old.created_at then
        raise exception 'Only the undo time of an agent action can change' using errcode = '42501';
    end if;
    new.undone_at = now();
    return new;
end;
$$;

create trigger agent_actions_protect_columns
    before insert or update
    on public.agent_actions
    for each row
execute function public.protect_agent_action();

alter table public.agent_actions enable row level security;

create policy "Members read their company's agent actions" on public.agent_actions
    for select
    to authenticated
    using (public.is_company_member(company_id));

create policy "Members record their own agent actions" on public.agent_actions
    for insert
    to authenticated
    with check (user_id = (select auth.uid()) and public.is_company_member(company_id));

create policy "Members mark their own agent actions undone" on public.agent_actions
    for update
    to authenticated
    using (user_id = (select auth.uid()) and public.is_company_member(company_id))
    with check (user_id = (select auth.uid()) and public.is_company_member(company_id));

-- the log is kept: nobody but the service role deletes from it; anon reads nothing
revoke all on public.agent_actions, public.lead_follow_ups from anon;
revoke delete, truncate on public.agent_actions from authenticated;
grant select, insert, update on public.agent_actions to authenticated;
grant all on public.agent_actions to service_role;
