/**
  * -------------------------------------------------------
  * Section - OAuth 2 connections (issue 17 item 2; worker/integrations/oauth.ts)
  * -------------------------------------------------------
  * oauth_states   one row per started authorization: the SHA-256 of the `state` sent to the provider
  *                (never the state itself), the PKCE code verifier sealed by the Worker, the exact
  *                redirect URI, the member and company it is bound to, a short expiry (RFC 9700
  *                §2.1, §4.7) and when it was used (single use: a replayed state is told apart from
  *                an unknown one). Only the Worker's service role reads or writes it.
  * integration_webhook_events  a provider event taken once (provider, its key): a delivery
  *                repeated by the provider is answered without being applied twice. Service role only.
  */

create table if not exists public.oauth_states
(
    state_hash      text        primary key,
    provider        text        not null,
    company_id      uuid        not null references public.companies (id) on delete cascade,
    user_id         uuid        not null references auth.users (id) on delete cascade,
    verifier_sealed text        not null,
    verifier_iv     text        not null,
    redirect_uri    text        not null,
    return_path     text        not null,
    created_at      timestamptz not null default now(),
    expires_at      timestamptz not null,
    used_at         timestamptz null,

    constraint oauth_states_provider_check check (provider in ('notion', 'calendly', 'tiktok')),
    constraint oauth_states_hash_format check (state_hash ~ '^[0-9a-f]{64}$'),
    constraint oauth_states_verifier_length check (char_length(verifier_sealed) between 16 and 512 and char_length(verifier_iv) = 16),
    constraint oauth_states_redirect_uri check (char_length(redirect_uri) <= 500 and redirect_uri ~ '^https?://'),
    constraint oauth_states_return_path check (char_length(return_path) <= 200 and return_path ~ '^/[a-z]'),
    constraint oauth_states_expiry check (expires_at > created_at and expires_at <= created_at + interval '1 hour')
);

comment on table public.oauth_states is 'Started OAuth authorizations (hashed state, sealed PKCE verifier), single use and short lived. Service role only.';

create index if not exists oauth_states_created_idx on public.oauth_states (created_at);

alter table public.oauth_states enable row level security;
revoke all on public.oauth_states from public, anon, authenticated;
grant all on public.oauth_states to service_role;

create table if not exists public.integration_webhook_events
(
    provider    text        not null,
    event_key   text        not null,
    company_id  uuid        not null references public.companies (id) on delete cascade,
    received_at timestamptz not null default now(),

    primary key (provider, event_key),
    constraint integration_webhook_events_provider_check check (provider in ('notion', 'stripe', 'clearbit', 'calendly', 'plaid', 'tiktok')),
    constraint integration_webhook_events_key_length check (char_length(event_key) between 1 and 600)
);

comment on table public.integration_webhook_events is 'Provider webhook events already applied, so a repeated delivery changes nothing. Service role only.';

alter table public.integration_webhook_events enable row level security;
revoke all on public.integration_webhook_events from public, anon, authenticated;
grant all on public.integration_webhook_events to service_role;

/**
  * -------------------------------------------------------
  * Section - Calls booked through a scheduling service
  * -------------------------------------------------------
  * A meeting booked through Calendly becomes a call (outcome meeting_booked) written by the Worker:
  *   source        'calendly' for those, 'manual' for calls members log
  *   external_ref  the provider's invitee URI: one call per booking in a company (the webhook's
  *                 idempotency in the database)
  *   scheduled_for when the meeting takes place (occurred_at stays the booking's moment, never future)
  *   cancelled_at, cancel_reason  set when the invitee or host cancels
  */

alter table public.calls
    add column if not exists source        text        not null default 'manual',
    add column if not exists external_ref  text        null,
    add column if not exists scheduled_for timestamptz null,
    add column if not exists cancelled_at  timestamptz null,
    add column if not exists cancel_reason text        null;

alter table public.calls
    add constraint calls_source_check check (source in ('manual', 'calendly')),
    add constraint calls_external_ref_length check (external_ref is null or char_length(external_ref) <= 500),
    add constraint calls_cancel_reason_length check (cancel_reason is null or char_length(cancel_reason) <= 500),
    add constraint calls_cancelled_has_time check (cancel_reason is null or cancelled_at is not null);

create unique index if not exists calls_company_external_ref_key on public.calls (company_id, external_ref) where external_ref is not null;

/**
  * Members log manual calls only: what a provider booked is the Worker's to write. A browser that
  * sets source, external_ref or the cancellation is refused (42501) rather than silently changed.
  */
create or replace function public.protect_provider_call_columns()
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
        if new.source <> 'manual' or new.external_ref is not null or new.cancelled_at is not null or new.cancel_reason is not null then
            raise exception 'Only the scheduling integration records booked meetings' using errcode = '42501';
        end if;
        return new;
    end if;
    if new.source is distinct from old.source or new.external_ref is distinct from old.external_ref
        or new.cancelled_at is distinct from old.cancelled_at or new.cancel_reason is distinct from old.cancel_reason then
        raise exception 'Only the scheduling integration records booked meetings' using errcode = '42501';
    end if;
    return new;
end;
$$;

create trigger calls_protect_provider_columns
    before insert or update
    on public.calls
    for each row
execute function public.protect_provider_call_columns();
