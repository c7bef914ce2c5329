/**
  * -------------------------------------------------------
  * Section - Sign in with TikTok (issue 17 item 7)
  * -------------------------------------------------------
  * tiktok_identities      a TikTok account (its open_id) linked to one account of ours: how a
  *                        verified TikTok sign-in finds the account it signs in. Written only by
  *                        the Worker (service role) after TikTok verified the user; each user
  *                        reads their own link (the profile page shows it).
  * tiktok_sign_in_states  one row per sign-in started by the Worker: the state's hash, the hash of
  *                        the browser cookie it is bound to, the PKCE verifier, what it is for and
  *                        until when. Used once (used_at), then kept a day so a replay is told
  *                        apart from a forgery. No browser role can read or write it.
  */

create table if not exists public.tiktok_identities
(
    user_id         uuid        not null primary key references auth.users (id) on delete cascade,
    open_id         text        not null,
    display_name    text        not null default '',
    avatar_url      text        null,
    linked_at       timestamptz not null default now(),
    last_sign_in_at timestamptz null,

    constraint tiktok_identities_open_id_unique unique (open_id),
    constraint tiktok_identities_open_id_format check (open_id ~ '^[A-Za-z0-9._:-]{1,128}$'),
    constraint tiktok_identities_display_name_length check (char_length(display_name) <= 200),
    constraint tiktok_identities_avatar_url check (avatar_url is null or (char_length(avatar_url) <= 2000 and avatar_url ~ $re$^https://[^\s\x01-\x1f\x7f<>"'`\\{}|^]+$$re$))
);

comment on table public.tiktok_identities is 'TikTok accounts (open_id) linked to accounts for Sign in with TikTok; written by the Worker only.';

alter table public.tiktok_identities enable row level security;

create policy "Users read their own TikTok link" on public.tiktok_identities
    for select
    to authenticated
    using (user_id = (select auth.uid()));

revoke all on public.tiktok_identities from public, anon, authenticated;
grant select on public.tiktok_identities to authenticated;
grant all on public.tiktok_identities to service_role;

create table if not exists public.tiktok_sign_in_states
(
    state_hash    text        not null primary key,
    browser_hash  text        not null,
    code_verifier text        not null,
    intent        text        not null,
    user_id       uuid        null references auth.users (id) on delete cascade,
    return_to     text        null,
    created_at    timestamptz not null default now(),
    expires_at    timestamptz not null,
    used_at       timestamptz null,

    constraint tiktok_sign_in_states_state_hash check (state_hash ~ '^[0-9a-f]{64}$'),
    constraint tiktok_sign_in_states_browser_hash check (browser_hash ~ '^[0-9a-f]{64}$'),
    -- RFC 7636 §4.1: 43 to 128 unreserved characters
    constraint tiktok_sign_in_states_verifier check (code_verifier ~ '^[A-Za-z0-9._~-]{43,128}$'),
    constraint tiktok_sign_in_states_intent check (intent in ('sign-in', 'link')),
    -- linking names the signed-in user who asked; a sign-in names nobody yet
    constraint tiktok_sign_in_states_link_user check ((intent = 'link') = (user_id is not null)),
    -- a same-site path only (shared/redirects.ts safeReturnPath makes it)
    constraint tiktok_sign_in_states_return_to check (return_to is null or (char_length(return_to) <= 500 and return_to ~ '^/[^/\\]')),
    constraint tiktok_sign_in_states_expiry check (expires_at > created_at)
);

comment on table public.tiktok_sign_in_states is 'Sign in with TikTok: single-use states with their PKCE verifiers. The Worker only.';

alter table public.tiktok_sign_in_states enable row level security;
revoke all on public.tiktok_sign_in_states from public, anon, authenticated;
grant all on public.tiktok_sign_in_states to service_role;
