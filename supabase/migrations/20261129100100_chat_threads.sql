/**
  * -------------------------------------------------------
  * Section - AI chat threads and messages
  * -------------------------------------------------------
  * /dashboard/ai-chat keeps each conversation as a thread of messages. A message the member wrote
  * and the answer the Worker computed are both stored, with the reading of the message
  * (shared/decision/ask.ts) so a follow-up ("and the month before?") is read against it.
  *
  * Threads are per user, inside their company: a member's questions are their own working notes
  * (half-formed questions, drafts of decisions), so colleagues — even owners and admins — do not
  * read them. The figures an answer shows are the company's, which every member can already see;
  * a decision worth sharing goes to the boardroom, whose sessions the whole company reads.
  *
  *   threads:  the member reads, creates, renames and deletes their own threads, and only while
  *             they belong to the thread's company (leaving the company hides them)
  *   messages: read and added in the member's own threads; never edited; deleted with the thread
  *   anon:     nothing
  *
  * The Worker writes both as the member (their token, row level security), never with the service
  * key: an answer a member could forge would only be shown to that same member.
  */

create table if not exists public.chat_threads
(
    id         uuid primary key     default gen_random_uuid(),
    company_id uuid        not null references public.companies (id) on delete cascade,
    user_id    uuid        not null default auth.uid() references auth.users (id) on delete cascade,
    title      text        not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),

    constraint chat_threads_title_length check (char_length(btrim(title)) between 1 and 120)
);

comment on table public.chat_threads is 'A member''s AI chat conversations (private to the member, within their company).';

create index if not exists chat_threads_user_updated_idx on public.chat_threads (user_id, updated_at desc);
create index if not exists chat_threads_company_idx on public.chat_threads (company_id);

create table if not exists public.chat_messages
(
    id         uuid primary key     default gen_random_uuid(),
    thread_id  uuid        not null references public.chat_threads (id) on delete cascade,
    role       text        not null,
    content    text        not null,
    reading    jsonb       null,
    answer     jsonb       null,
    created_at timestamptz not null default now(),

    constraint chat_messages_role_check check (role in ('user', 'assistant')),
    constraint chat_messages_content_length check (char_length(btrim(content)) between 1 and 4000),
    -- the member's own words are short; the answer is the computed one
    constraint chat_messages_user_content_length check (role <> 'user' or char_length(content) <= 2000),
    constraint chat_messages_reading_size check (reading is null or pg_column_size(reading) <= 20000),
    constraint chat_messages_answer_size check (answer is null or pg_column_size(answer) <= 60000)
);

comment on table public.chat_messages is 'The messages of an AI chat thread: the member''s questions and the computed answers, each with its reading.';

create index if not exists chat_messages_thread_created_idx on public.chat_messages (thread_id, created_at);

-- A new thread is the caller's: user_id is always auth.uid() for API callers.
create or replace function public.protect_chat_thread()
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
        return new;
    end if;
    if new.company_id is distinct from old.company_id or new.user_id is distinct from old.user_id then
        raise exception 'A chat thread cannot change hands' using errcode = '42501';
    end if;
    new.created_at = old.created_at;
    return new;
end;
$$;

create trigger chat_threads_protect_columns
    before insert or update
    on public.chat_threads
    for each row
execute function public.protect_chat_thread();

create trigger chat_threads_set_updated_at
    before update
    on public.chat_threads
    for each row
execute function public.set_updated_at();

/** Whether the thread is the caller's own, in a company they still belong to. */
create or replace function public.is_own_chat_thread(thread uuid)
    returns boolean
    language sql
    stable
    security definer
    set search_path = ''
as
$$
select exists (select 1
               from public.chat_threads t
               where t.id = thread
                 and t.user_id = (select auth.uid())
                 and public.is_company_member(t.company_id));
$$;

revoke all on function public.is_own_chat_thread(uuid) from public, anon;
grant execute on function public.is_own_chat_thread(uuid) to authenticated, service_role;

alter table public.chat_threads enable row level security;
alter table public.chat_messages enable row level security;

create policy "Members read their own chat threads" on public.chat_threads
    for select
    to authenticated
    using (user_id = (select auth.uid()) and public.is_company_member(company_id));

create policy "Members start chat threads in their company" on public.chat_threads
    for insert
    to authenticated
    with check (user_id = (select auth.uid()) and public.is_company_member(company_id));

create policy "Members rename their own chat threads" on public.chat_threads
    for update
    to authenticated
    using (user_id = (select auth.uid()) and public.is_company_member(company_id))
    with check (user_id = (select auth.uid()) and public.is_company_member(company_id));

create policy "Members delete their own chat threads" on public.chat_threads
    for delete
    to authenticated
    using (user_id = (select auth.uid()) and public.is_company_member(company_id));

create policy "Members read the messages of their own threads" on public.chat_messages
    for select
    to authenticated
    using (public.is_own_chat_thread(thread_id));

create policy "Members add messages to their own threads" on public.chat_messages
    for insert
    to authenticated
    with check (public.is_own_chat_thread(thread_id));

-- anon has no business here at all; members never edit a message
revoke all on public.chat_threads, public.chat_messages from anon;
revoke update, delete, truncate on public.chat_messages from authenticated;
grant select, insert, update, delete on public.chat_threads to authenticated;
grant select, insert on public.chat_messages to authenticated;
grant all on public.chat_threads, public.chat_messages to service_role;
