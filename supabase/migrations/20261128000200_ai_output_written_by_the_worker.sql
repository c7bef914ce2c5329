/**
  * -------------------------------------------------------
  * Section - AI output is written only by the Worker (issue 11, item 5)
  * -------------------------------------------------------
  * A member could insert a boardroom session or a strategy straight through the REST API
  * ("Should we fire the CFO?", engine 'openai', model 'gpt-4o') and colleagues saw it as the
  * board's work. Now:
  *
  *   insert: the service role only — the Worker, after establishing the member's company with the
  *           member's own token (RLS), stores what the engine produced with its server-side key
  *           (worker/ai/store.ts). No API caller has the insert privilege or a policy.
  *   update: members of the company, and only the columns they decide: a session's outcome and
  *           outcome_note (decided_by/decided_at are stamped by the trigger), a strategy's status.
  *           Column privileges refuse the rest (42501) before the trigger's own check.
  *   read and delete: unchanged (20261126000100_boardroom.sql).
  */

drop policy if exists "Members add sessions to their company" on public.boardroom_sessions;
drop policy if exists "Members add strategies to their company" on public.strategies;

revoke insert, update on public.boardroom_sessions, public.strategies from anon, authenticated;
grant update (outcome, outcome_note) on public.boardroom_sessions to authenticated;
grant update (status) on public.strategies to authenticated;

comment on table public.boardroom_sessions is 'A question put to the AI executives, their debate and what the company decided. Inserted by the Worker (service role) only.';
comment on table public.strategies is 'A strategy the AI executives generated for a goal, and whether the company adopted it. Inserted by the Worker (service role) only.';
