/**
  * -------------------------------------------------------
  * Section - Provider connections (issue 17)
  * -------------------------------------------------------
  * integration_secrets      a provider's tokens for a company, AES-GCM ciphertext sealed by the
  *                          Worker (worker/integrations/crypto.ts) with a key no database holds.
  *                          No policy and no grant: no browser (anon or authenticated) can select,
  *                          insert or change them; only the Worker's service role touches them.
  * integration_connections  what the screens show of a connection: connected or failing, the
  *                          account's name, when it last synced and the last error — no secret.
  *                          read: members of the company, platform admins all; written by the Worker.
  */

create table if not exists public.integration_secrets
(
    company_id uuid        not null references public.companies (id) on delete cascade,
    provider   text        not null,
    ciphertext text        not null,
    iv         text        not null,
    updated_at timestamptz not null default now(),

    primary key (company_id, provider),
    constraint integration_secrets_provider_check check (provider in ('notion', 'stripe', 'clearbit', 'calendly', 'plaid', 'tiktok')),
    constraint integration_secrets_ciphertext_length check (char_length(ciphertext) between 16 and 8192),
    constraint integration_secrets_iv_length check (char_length(iv) = 16)
);

comment on table public.integration_secrets is 'Provider tokens, sealed with AES-GCM by the Worker. Never readable by a browser.';

alter table public.integration_secrets enable row level security;
revoke all on public.integration_secrets from public, anon, authenticated;
grant all on public.integration_secrets to service_role;

create table if not exists public.integration_connections
(
    company_id    uuid        not null references public.companies (id) on delete cascade,
    provider      text        not null,
    status        text        not null default 'connected',
    account_label text        not null default '',
    connected_by  uuid        null references auth.users (id) on delete set null,
    connected_at  timestamptz not null default now(),
    last_sync_at  timestamptz null,
    last_error    text        null,
    last_error_at timestamptz null,
    summary       jsonb       not null default '{}'::jsonb,

    primary key (company_id, provider),
    constraint integration_connections_provider_check check (provider in ('notion', 'stripe', 'clearbit', 'calendly', 'plaid', 'tiktok')),
    constraint integration_connections_status_check check (status in ('connected', 'failing')),
    constraint integration_connections_label_length check (char_length(account_label) <= 200),
    constraint integration_connections_error_length check (last_error is null or char_length(last_error) <= 500),
    constraint integration_connections_summary_size check (pg_column_size(summary) <= 16384)
);

comment on table public.integration_connections is 'A company''s live provider connections: health and what was synced, never a secret.';

alter table public.integration_connections enable row level security;

create policy "Members read their company's connections; admins read all" on public.integration_connections
    for select
    to authenticated
    using (public.is_company_member(company_id) or (select public.is_admin()));

revoke all on public.integration_connections from public, anon, authenticated;
grant select on public.integration_connections to authenticated;
grant all on public.integration_connections to service_role;
