/**
  * -------------------------------------------------------
  * Section - Webhooks
  * -------------------------------------------------------
  * Addresses a platform admin registers to receive signed events (/admin/webhooks), and the record
  * of every delivery the Worker attempted (worker/api/webhooks.ts).
  *
  * The signing secret is kept apart from the webhook, in webhook_secrets, which no API caller can
  * read (RLS on, no policy, no grant): a `select *` on webhooks can never return it. It is made by
  * the database in create_webhook(), returned once to the admin who created it, and afterwards only
  * through webhook_signing_secret(), which the Worker calls with the admin's own token to sign a
  * delivery. Both functions refuse anyone but a platform admin (42501).
  *
  * URLs are https; http is accepted for 127.0.0.1 and localhost only, so a developer (and the
  * browser tests) can point a webhook at a receiver on their own machine. Whether a target is
  * allowed to be reached at all (no private or loopback address in production) is the Worker's
  * check at send time.
  *
  * Events: only 'webhook.test' is delivered on this deployment, so it is the only one a webhook can
  * subscribe to. Lead events need a scheduled sender with a server credential; add them to both
  * CHECK lists (and shared/schemas/webhook.ts) when that exists.
  *
  *   webhooks:           platform admins read, update (active, description) and delete; created
  *                       through create_webhook() only
  *   webhook_secrets:    nobody through the API
  *   webhook_deliveries: platform admins read; inserted by the sender (the Worker, with the admin's
  *                       token) as that admin; never changed; deleted with their webhook
  *   anon:               nothing
  */

/**
  * -------------------------------------------------------
  * Section - Tables
  * -------------------------------------------------------
  */

create table if not exists public.webhooks
(
    id          uuid primary key     default gen_random_uuid(),
    url         text        not null,
    description text        not null default '',
    events      text[]      not null,
    active      boolean     not null default true,
    created_by  uuid        null     default auth.uid() references auth.users (id) on delete set null,
    created_at  timestamptz not null default now(),

    constraint webhooks_url_format check (
        char_length(url) <= 2000
        and (url ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^[:space:]]*)?$'
            or url ~ '^http://(127\.0\.0\.1|localhost)(:[0-9]{1,5})?(/[^[:space:]]*)?$')),
    constraint webhooks_description_length check (char_length(description) <= 200),
    constraint webhooks_events_known check (cardinality(events) between 1 and 10 and events <@ array ['webhook.test']::text[])
);

comment on table public.webhooks is 'An address that receives signed events, registered by a platform admin.';

create table if not exists public.webhook_secrets
(
    webhook_id uuid primary key references public.webhooks (id) on delete cascade,
    secret     text not null,

    constraint webhook_secrets_format check (secret ~ '^whsec_[0-9a-f]{64}$')
);

comment on table public.webhook_secrets is 'The signing secret of each webhook; read only through webhook_signing_secret().';

create table if not exists public.webhook_deliveries
(
    id          bigint generated always as identity primary key,
    webhook_id  uuid        not null references public.webhooks (id) on delete cascade,
    event       text        not null,
    status_code integer     null,
    ok          boolean     not null,
    duration_ms integer     not null,
    error       text        null,
    sent_by     uuid        null     default auth.uid() references auth.users (id) on delete set null,
    created_at  timestamptz not null default now(),

    constraint webhook_deliveries_event_check check (event in ('webhook.test')),
    constraint webhook_deliveries_status_range check (status_code between 100 and 599),
    constraint webhook_deliveries_duration_range check (duration_ms between 0 and 600000),
    constraint webhook_deliveries_error_length check (char_length(error) <= 500),
    constraint webhook_deliveries_ok_is_2xx check (not ok or (status_code between 200 and 299 and error is null))
);

comment on table public.webhook_deliveries is 'One attempt to deliver an event to a webhook, and how the receiver answered.';

create index if not exists webhook_deliveries_webhook_created_idx on public.webhook_deliveries (webhook_id, created_at desc);
create index if not exists webhook_deliveries_created_idx on public.webhook_deliveries (created_at desc);

/**
  * -------------------------------------------------------
  * Section - Column protection
  * -------------------------------------------------------
  * API callers change a webhook's active flag and description only (the URL and events are fixed
  * at creation: a new address gets a new secret); a delivery records its sender and time itself.
  */

revoke all on public.webhooks, public.webhook_secrets, public.webhook_deliveries from anon;
revoke all on public.webhook_secrets from authenticated;
revoke insert, update on public.webhooks from authenticated;
grant update (active, description) on public.webhooks to authenticated;

create or replace function public.stamp_webhook_delivery()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    if public.is_api_user() then
        new.sent_by = auth.uid();
        new.created_at = now();
    end if;
    return new;
end;
$$;

create trigger webhook_deliveries_stamp
    before insert
    on public.webhook_deliveries
    for each row
execute function public.stamp_webhook_delivery();

/**
  * -------------------------------------------------------
  * Section - Functions
  * -------------------------------------------------------
  */

-- Registers a webhook and returns its id and signing secret: the only time the secret is shown.
-- The secret is 256 bits of SHA-256 over two random UUIDs (gen_random_uuid draws from the
-- server's cryptographic random source; no extension is needed).
create or replace function public.create_webhook(url text, description text, events text[])
    returns jsonb
    language plpgsql
    security definer
    set search_path = ''
as
$$
declare
    new_id     uuid;
    new_secret text := 'whsec_' || encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex');
begin
    if not public.is_admin() then
        raise exception 'Only a platform admin can add a webhook' using errcode = '42501';
    end if;
    insert into public.webhooks (url, description, events, created_by)
    values (btrim(create_webhook.url), btrim(coalesce(create_webhook.description, '')), create_webhook.events, auth.uid())
    returning id into new_id;
    insert into public.webhook_secrets (webhook_id, secret) values (new_id, new_secret);
    return jsonb_build_object('id', new_id, 'secret', new_secret);
end;
$$;

revoke execute on function public.create_webhook(text, text, text[]) from public, anon;
grant execute on function public.create_webhook(text, text, text[]) to authenticated, service_role;

-- The secret a delivery is signed with. Called by the Worker as the admin who sends it.
create or replace function public.webhook_signing_secret(webhook_id uuid)
    returns text
    language plpgsql
    stable
    security definer
    set search_path = ''
as
$$
begin
    if not public.is_admin() then
        raise exception 'Only a platform admin can send webhook events' using errcode = '42501';
    end if;
    return (select s.secret from public.webhook_secrets s where s.webhook_id = webhook_signing_secret.webhook_id);
end;
$$;

revoke execute on function public.webhook_signing_secret(uuid) from public, anon;
grant execute on function public.webhook_signing_secret(uuid) to authenticated, service_role;

/**
  * -------------------------------------------------------
  * Section - Overview
  * -------------------------------------------------------
  * Each webhook with its latest delivery. security_invoker: the caller's RLS applies (admins only).
  */

create or replace view public.webhook_overview
    with (security_invoker = true)
as
select w.id,
       w.url,
       w.description,
       w.events,
       w.active,
       w.created_at,
       d.status_code as last_status_code,
       d.ok          as last_ok,
       d.error       as last_error,
       d.created_at  as last_delivered_at
from public.webhooks w
         left join lateral (select dd.status_code, dd.ok, dd.error, dd.created_at
                            from public.webhook_deliveries dd
                            where dd.webhook_id = w.id
                            order by dd.created_at desc, dd.id desc
                            limit 1) d on true;

revoke all on public.webhook_overview from anon;

/**
  * -------------------------------------------------------
  * Section - Row level security
  * -------------------------------------------------------
  */

alter table public.webhooks enable row level security;
alter table public.webhook_secrets enable row level security;
alter table public.webhook_deliveries enable row level security;

create policy "Platform admins read webhooks" on public.webhooks
    for select to authenticated
    using ((select public.is_admin()));

create policy "Platform admins change webhooks" on public.webhooks
    for update to authenticated
    using ((select public.is_admin()))
    with check ((select public.is_admin()));

create policy "Platform admins delete webhooks" on public.webhooks
    for delete to authenticated
    using ((select public.is_admin()));

create policy "Platform admins read deliveries" on public.webhook_deliveries
    for select to authenticated
    using ((select public.is_admin()));

create policy "The sending admin records a delivery" on public.webhook_deliveries
    for insert to authenticated
    with check ((select public.is_admin()) and sent_by = (select auth.uid()));
