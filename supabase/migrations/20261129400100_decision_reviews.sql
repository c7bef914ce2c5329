/**
  * -------------------------------------------------------
  * Section - Decision reviews (issue 16, item 5)
  * -------------------------------------------------------
  * When the company adopts or rejects a boardroom decision, a member sets when it will be reviewed
  * and the figure to watch; at the review the owner or an admin records what happened: the figure's
  * value and whether the company's course worked, did not, or was mixed, with a note. The executive
  * leaderboard scores each executive's first-round confidence against these (Brier score,
  * shared/decision/calibration.ts).
  *
  *   read:    members of the company; platform admins read all
  *   insert:  members of the company, for a session it has decided (the plan: due date and figure);
  *            company_id is the session's, the planner and time are stamped
  *   update:  members may move the plan until the review is recorded; only the owner or an admin
  *            records the review (verdict, value, note). A recorded review may be corrected by the
  *            owner or an admin for 30 days after it was first recorded; then it is fixed for good,
  *            so the leaderboard cannot be rewritten with hindsight. It is never withdrawn.
  *   delete:  nobody through the API. Reopening an unreviewed decision drops its plan; a reviewed
  *            decision cannot be reopened or have its outcome changed.
  *   anon:    nothing
  */

create table if not exists public.boardroom_reviews
(
    session_id   uuid primary key references public.boardroom_sessions (id) on delete cascade,
    company_id   uuid        not null references public.companies (id) on delete cascade,
    due_on       date        not null,
    watch_label  text        not null,
    verdict      text        null,
    figure_value numeric     null,
    note         text        not null default '',
    planned_by   uuid        null     default auth.uid() references auth.users (id) on delete set null,
    planned_at   timestamptz not null default now(),
    reviewed_by  uuid        null references auth.users (id) on delete set null,
    reviewed_at  timestamptz null,
    updated_at   timestamptz not null default now(),

    constraint boardroom_reviews_watch_label_length check (char_length(btrim(watch_label)) between 1 and 120),
    constraint boardroom_reviews_due_on_range check (due_on between date '2000-01-01' and date '2100-12-31'),
    constraint boardroom_reviews_verdict_check check (verdict in ('worked', 'did-not-work', 'mixed')),
    constraint boardroom_reviews_value_range check (figure_value between -1e15 and 1e15),
    constraint boardroom_reviews_note_length check (char_length(note) <= 1000),
    -- A review is recorded whole (verdict, value, who and when) or not at all.
    constraint boardroom_reviews_recorded_whole check (
        (verdict is null and figure_value is null and reviewed_at is null and note = '')
        or (verdict is not null and figure_value is not null and reviewed_at is not null))
);

comment on table public.boardroom_reviews is 'When a decided boardroom session is reviewed, the figure to watch, and what happened.';

create index if not exists boardroom_reviews_company_due_idx on public.boardroom_reviews (company_id, due_on) where verdict is null;

create or replace function public.protect_boardroom_review()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
declare
    session_company uuid;
    session_outcome text;
begin
    if not public.is_api_user() then
        -- The Worker, the seed: the company is the session's unless given.
        if tg_op = 'INSERT' and new.company_id is null then
            select s.company_id into new.company_id from public.boardroom_sessions s where s.id = new.session_id;
        end if;
        if new.verdict is not null and new.reviewed_at is null then
            new.reviewed_at = now();
        end if;
        new.updated_at = now();
        return new;
    end if;
    if tg_op = 'INSERT' then
        -- Under the caller's RLS: another company's session is not found.
        select s.company_id, s.outcome into session_company, session_outcome
        from public.boardroom_sessions s
        where s.id = new.session_id;
        if session_company is null then
            raise exception 'No such boardroom decision' using errcode = '42501';
        end if;
        if session_outcome = 'open' then
            raise exception 'Adopt or reject the decision before planning its review' using errcode = '23514';
        end if;
        if new.due_on < current_date or new.due_on > current_date + 1096 then
            raise exception 'The review date must be between today and three years from now' using errcode = '23514';
        end if;
        new.company_id = session_company;
        new.verdict = null;
        new.figure_value = null;
        new.note = '';
        new.planned_by = auth.uid();
        new.planned_at = now();
        new.reviewed_by = null;
        new.reviewed_at = null;
        new.updated_at = now();
        return new;
    end if;

    if (new.session_id, new.company_id, new.planned_by, new.planned_at)
        is distinct from (old.session_id, old.company_id, old.planned_by, old.planned_at) then
        raise exception 'Only the review date, the figure to watch and the review itself can change' using errcode = '42501';
    end if;
    if (new.due_on, new.watch_label) is distinct from (old.due_on, old.watch_label) then
        if old.reviewed_at is not null then
            raise exception 'The review is recorded: its date and figure no longer change' using errcode = '42501';
        end if;
        if new.due_on is distinct from old.due_on and (new.due_on < current_date or new.due_on > current_date + 1096) then
            raise exception 'The review date must be between today and three years from now' using errcode = '23514';
        end if;
    end if;
    if (new.verdict, new.figure_value, new.note) is distinct from (old.verdict, old.figure_value, old.note) then
        if not public.has_company_role(old.company_id, 'admin') then
            raise exception 'Only the company''s owner or an admin records a review' using errcode = '42501';
        end if;
        if old.reviewed_at is not null and now() > old.reviewed_at + interval '30 days' then
            raise exception 'This review was recorded more than 30 days ago and can no longer change' using errcode = '42501';
        end if;
        if new.verdict is null then
            raise exception 'A recorded review needs its verdict: worked, did not work or mixed' using errcode = '23514';
        end if;
        if new.figure_value is null then
            raise exception 'A recorded review needs the figure''s value' using errcode = '23514';
        end if;
        new.reviewed_by = auth.uid();
        -- The correction window runs from the first recording.
        new.reviewed_at = coalesce(old.reviewed_at, now());
    else
        new.reviewed_by = old.reviewed_by;
        new.reviewed_at = old.reviewed_at;
    end if;
    new.updated_at = now();
    return new;
end;
$$;

create trigger boardroom_reviews_protect_columns
    before insert or update
    on public.boardroom_reviews
    for each row
execute function public.protect_boardroom_review();

/** A reviewed decision keeps its outcome; reopening an unreviewed one drops its review plan. */
create or replace function public.keep_reviewed_outcome()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
begin
    if new.outcome is not distinct from old.outcome then
        return new;
    end if;
    if exists (select 1 from public.boardroom_reviews r where r.session_id = old.id and r.reviewed_at is not null) then
        raise exception 'This decision has been reviewed: its outcome no longer changes' using errcode = '42501';
    end if;
    if new.outcome = 'open' then
        delete from public.boardroom_reviews r where r.session_id = old.id;
    end if;
    return new;
end;
$$;

revoke execute on function public.keep_reviewed_outcome() from public, anon, authenticated;

create trigger boardroom_sessions_keep_reviewed_outcome
    before update of outcome
    on public.boardroom_sessions
    for each row
execute function public.keep_reviewed_outcome();

alter table public.boardroom_reviews enable row level security;

create policy "Members read their company's reviews; admins read all" on public.boardroom_reviews
    for select to authenticated
    using (public.is_company_member(company_id) or public.is_admin());

create policy "Members plan the review of their company's decisions" on public.boardroom_reviews
    for insert to authenticated
    with check (public.is_company_member(company_id));

-- Members reach the row; the trigger lets only the owner or an admin record the review itself.
create policy "Members update their company's reviews" on public.boardroom_reviews
    for update to authenticated
    using (public.is_company_member(company_id))
    with check (public.is_company_member(company_id));

revoke all on public.boardroom_reviews from anon, authenticated;
grant select on public.boardroom_reviews to authenticated;
grant insert (session_id, due_on, watch_label) on public.boardroom_reviews to authenticated;
grant update (due_on, watch_label, verdict, figure_value, note) on public.boardroom_reviews to authenticated;
grant all on public.boardroom_reviews to service_role;
