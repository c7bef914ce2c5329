/**
  * -------------------------------------------------------
  * Section - Boardroom sessions and strategies
  * -------------------------------------------------------
  * What the AI executives produced for a company (worker/ai): a boardroom debate on a question,
  * with its recommendation and what the company then decided, and strategies generated for a
  * goal. Each row keeps the figures it argued from (metrics), so a decision can be audited later
  * against what was known when it was taken. Every row belongs to one company.
  *
  *   read:   members of the company; platform admins read all
  *   insert: members of the company (the Worker inserts with the member's own token)
  *   update: members of the company, the outcome / status columns only (a trigger keeps the rest)
  *   delete: owners and admins of the company, or the member who created the row
  *   anon:   nothing
  */

create table if not exists public.boardroom_sessions
(
    id           uuid primary key     default gen_random_uuid(),
    company_id   uuid        not null references public.companies (id) on delete cascade,
    question     text        not null,
    topic        text        not null,
    debate       jsonb       not null,
    metrics      jsonb       not null,
    engine       text        not null,
    model        text        not null default '',
    outcome      text        not null default 'open',
    outcome_note text        not null default '',
    decided_by   uuid        null references auth.users (id) on delete set null,
    decided_at   timestamptz null,
    created_by   uuid        null     default auth.uid() references auth.users (id) on delete set null,
    created_at   timestamptz not null default now(),
    updated_at   timestamptz not null default now(),

    constraint boardroom_sessions_question_length check (char_length(btrim(question)) between 10 and 500),
    constraint boardroom_sessions_topic_check check (topic in ('spend', 'growth', 'pricing', 'hiring', 'product', 'operations', 'expansion', 'risk', 'general')),
    constraint boardroom_sessions_debate_object check (jsonb_typeof(debate) = 'object' and debate ? 'positions' and debate ? 'decision'),
    constraint boardroom_sessions_metrics_object check (jsonb_typeof(metrics) = 'object'),
    constraint boardroom_sessions_engine_check check (engine in ('builtin', 'workers-ai', 'openai')),
    constraint boardroom_sessions_model_length check (char_length(model) <= 200),
    constraint boardroom_sessions_outcome_check check (outcome in ('open', 'adopted', 'rejected')),
    constraint boardroom_sessions_outcome_note_length check (char_length(outcome_note) <= 1000),
    constraint boardroom_sessions_decided check ((outcome = 'open') = (decided_at is null))
);

comment on table public.boardroom_sessions is 'A question put to the AI executives, their debate and what the company decided.';

create index if not exists boardroom_sessions_company_created_idx on public.boardroom_sessions (company_id, created_at desc);
create index if not exists boardroom_sessions_company_outcome_idx on public.boardroom_sessions (company_id, outcome);

create table if not exists public.strategies
(
    id           uuid primary key     default gen_random_uuid(),
    company_id   uuid        not null references public.companies (id) on delete cascade,
    goal         text        not null,
    focus        text        not null,
    horizon_days integer     not null,
    title        text        not null,
    plan         jsonb       not null,
    metrics      jsonb       not null,
    engine       text        not null,
    model        text        not null default '',
    status       text        not null default 'draft',
    created_by   uuid        null     default auth.uid() references auth.users (id) on delete set null,
    created_at   timestamptz not null default now(),
    updated_at   timestamptz not null default now(),

    constraint strategies_goal_length check (char_length(btrim(goal)) between 10 and 300),
    constraint strategies_focus_check check (focus in ('growth', 'efficiency', 'conversion', 'retention')),
    constraint strategies_horizon_check check (horizon_days in (30, 90, 180)),
    constraint strategies_title_length check (char_length(btrim(title)) between 1 and 160),
    constraint strategies_plan_object check (jsonb_typeof(plan) = 'object' and plan ? 'objectives' and plan ? 'initiatives'),
    constraint strategies_metrics_object check (jsonb_typeof(metrics) = 'object'),
    constraint strategies_engine_check check (engine in ('builtin', 'workers-ai', 'openai')),
    constraint strategies_model_length check (char_length(model) <= 200),
    constraint strategies_status_check check (status in ('draft', 'adopted', 'archived'))
);

comment on table public.strategies is 'A strategy the AI executives generated for a goal, and whether the company adopted it.';

create index if not exists strategies_company_created_idx on public.strategies (company_id, created_at desc);

/**
  * -------------------------------------------------------
  * Section - Column protection
  * -------------------------------------------------------
  * For API callers: created_by/created_at are the caller's and now on insert. On update only the
  * outcome (sessions) or status (strategies) may change; the debate, plan and figures stay as the
  * engine produced them. Deciding a session records who decided and when.
  */

create or replace function public.protect_boardroom_session()
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
        new.outcome = 'open';
        new.outcome_note = '';
        new.decided_by = null;
        new.decided_at = null;
        return new;
    end if;
    if (new.company_id, new.question, new.topic, new.debate, new.metrics, new.engine, new.model, new.created_by, new.created_at)
        is distinct from (old.company_id, old.question, old.topic, old.debate, old.metrics, old.engine, old.model, old.created_by, old.created_at) then
        raise exception 'Only the outcome of a boardroom session can change' using errcode = '42501';
    end if;
    if new.outcome is distinct from old.outcome then
        new.decided_by = case when new.outcome = 'open' then null else auth.uid() end;
        new.decided_at = case when new.outcome = 'open' then null else now() end;
    else
        new.decided_by = old.decided_by;
        new.decided_at = old.decided_at;
    end if;
    return new;
end;
$$;

create trigger boardroom_sessions_protect_columns
    before insert or update
    on public.boardroom_sessions
    for each row
execute function public.protect_boardroom_session();

create trigger boardroom_sessions_set_updated_at
    before update
    on public.boardroom_sessions
    for each row
execute function public.set_updated_at();

create or replace function public.protect_strategy()
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
        new.status = 'draft';
        return new;
    end if;
    if (new.company_id, new.goal, new.focus, new.horizon_days, new.title, new.plan, new.metrics, new.engine, new.model, new.created_by, new.created_at)
        is distinct from (old.company_id, old.goal, old.focus, old.horizon_days, old.title, old.plan, old.metrics, old.engine, old.model, old.created_by, old.created_at) then
        raise exception 'Only the status of a strategy can change' using errcode = '42501';
    end if;
    return new;
end;
$$;

create trigger strategies_protect_columns
    before insert or update
    on public.strategies
    for each row
execute function public.protect_strategy();

create trigger strategies_set_updated_at
    before update
    on public.strategies
    for each row
execute function public.set_updated_at();

/**
  * -------------------------------------------------------
  * Section - Row level security
  * -------------------------------------------------------
  */

alter table public.boardroom_sessions enable row level security;
alter table public.strategies enable row level security;

create policy "Members read their company's sessions; admins read all" on public.boardroom_sessions
    for select to authenticated
    using (public.is_company_member(company_id) or public.is_admin());

create policy "Members add sessions to their company" on public.boardroom_sessions
    for insert to authenticated
    with check (public.is_company_member(company_id));

create policy "Members decide their company's sessions" on public.boardroom_sessions
    for update to authenticated
    using (public.is_company_member(company_id))
    with check (public.is_company_member(company_id));

create policy "Owners, admins and the creator delete a session" on public.boardroom_sessions
    for delete to authenticated
    using (public.is_company_member(company_id) and (created_by = auth.uid() or public.has_company_role(company_id, 'admin')));

create policy "Members read their company's strategies; admins read all" on public.strategies
    for select to authenticated
    using (public.is_company_member(company_id) or public.is_admin());

create policy "Members add strategies to their company" on public.strategies
    for insert to authenticated
    with check (public.is_company_member(company_id));

create policy "Members change their company's strategies" on public.strategies
    for update to authenticated
    using (public.is_company_member(company_id))
    with check (public.is_company_member(company_id));

create policy "Owners, admins and the creator delete a strategy" on public.strategies
    for delete to authenticated
    using (public.is_company_member(company_id) and (created_by = auth.uid() or public.has_company_role(company_id, 'admin')));
