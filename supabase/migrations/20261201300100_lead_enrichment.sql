/**
  * -------------------------------------------------------
  * Section - Lead enrichment (issue 17 item 6)
  * -------------------------------------------------------
  * A lead's company filled from its email domain by the enrichment provider (People Data Labs,
  * ADR feat-enrich-0017), called by the Worker with a key only the Worker holds.
  *
  * lead_enrichment_fields   per lead and field (company_name, company_size, industry — the lead's own
  *                          columns, which enriching sets — and location):
  *                          the value, the provider it came from, when, the domain asked about and
  *                          the value it replaced (so a member can revert it).
  *                          read: members of the lead's company (nobody else, platform admins neither)
  *                          written: by the Worker (service role) after the provider answered, so a
  *                          browser cannot pass its own text off as the provider's; reverted by
  *                          members through revert_lead_enrichment().
  * enrichment_cache         the provider's answer per domain (found or not), reused for 30 days, so a
  *                          domain is looked up once however many leads share it. Service role only.
  * enrichment_lookups       each lookup that reached the provider, per company: the rate limit
  *                          (claim_enrichment_lookup). Service role only.
  */

create table if not exists public.lead_enrichment_fields
(
    lead_id        uuid        not null references public.leads (id) on delete cascade,
    company_id     uuid        not null references public.companies (id) on delete cascade,
    field          text        not null,
    value          text        not null,
    previous_value text        null,
    source         text        not null,
    domain         text        not null,
    enriched_at    timestamptz not null default now(),

    primary key (lead_id, field),
    constraint lead_enrichment_fields_field_check check (field in ('company_name', 'company_size', 'industry', 'location')),
    constraint lead_enrichment_fields_value_length check (char_length(btrim(value)) between 1 and 200),
    constraint lead_enrichment_fields_previous_length check (previous_value is null or char_length(previous_value) <= 200),
    constraint lead_enrichment_fields_source_check check (source in ('peopledatalabs')),
    constraint lead_enrichment_fields_domain_format check (char_length(domain) <= 253 and domain ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$')
);

comment on table public.lead_enrichment_fields is 'Enriched fields of a lead: value, provider, date and the value it replaced (for revert).';

create index if not exists lead_enrichment_fields_company_idx on public.lead_enrichment_fields (company_id);

-- The company is always the lead's own, whatever the writer sent.
create or replace function public.lead_enrichment_fields_company()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
begin
    select l.company_id into new.company_id from public.leads l where l.id = new.lead_id;
    return new;
end;
$$;

create trigger lead_enrichment_fields_company
    before insert or update
    on public.lead_enrichment_fields
    for each row
execute function public.lead_enrichment_fields_company();

alter table public.lead_enrichment_fields enable row level security;

create policy "Members read their company's enriched lead fields" on public.lead_enrichment_fields
    for select
    to authenticated
    using (public.is_company_member(company_id));

revoke all on public.lead_enrichment_fields from public, anon, authenticated;
grant select on public.lead_enrichment_fields to authenticated;
grant all on public.lead_enrichment_fields to service_role;

/**
  * A lead's company name, size or industry edited by hand is the member's, no longer the provider's:
  * its enrichment record goes (so the page never says "from People Data Labs" for text a person
  * typed, and a revert cannot undo their edit). Enriching writes the record first and then the
  * column with the same value, which keeps it.
  */
create or replace function public.lead_enrichment_follows_edits()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
begin
    delete from public.lead_enrichment_fields f
    where f.lead_id = new.id
      and ((f.field = 'company_name' and new.company_name is distinct from old.company_name and f.value is distinct from new.company_name)
        or (f.field = 'company_size' and new.company_size is distinct from old.company_size and f.value is distinct from new.company_size)
        or (f.field = 'industry' and new.industry is distinct from old.industry and f.value is distinct from new.industry));
    return new;
end;
$$;

create trigger leads_enrichment_follows_edits
    after update of company_name, company_size, industry
    on public.leads
    for each row
execute function public.lead_enrichment_follows_edits();

/**
  * revert_lead_enrichment(lead_id, field): the field goes back to what the lead showed before it
  * was enriched. The company name, size and industry are the lead's own columns: each gets its
  * previous text back and the enrichment record goes. Another field with an earlier enriched value gets that value back;
  * without one, its record goes. Members of the lead's company only; anyone else is told there is
  * nothing to revert (P0002), as if the lead did not exist.
  */
create or replace function public.revert_lead_enrichment(lead_id uuid, field text)
    returns void
    language plpgsql
    security definer
    set search_path = ''
as
$$
declare
    enriched public.lead_enrichment_fields;
begin
    select f.* into enriched
    from public.lead_enrichment_fields f
    where f.lead_id = revert_lead_enrichment.lead_id and f.field = revert_lead_enrichment.field;

    if not found or not public.is_company_member(enriched.company_id) then
        raise exception 'This lead has no enriched % to revert', replace(coalesce(revert_lead_enrichment.field, 'field'), '_', ' ') using errcode = 'P0002';
    end if;

    if enriched.field in ('company_name', 'company_size', 'industry') then
        update public.leads l
        set company_name = case when enriched.field = 'company_name' then coalesce(enriched.previous_value, '') else l.company_name end,
            company_size = case when enriched.field = 'company_size' then coalesce(enriched.previous_value, '') else l.company_size end,
            industry     = case when enriched.field = 'industry' then coalesce(enriched.previous_value, '') else l.industry end
        where l.id = enriched.lead_id;
        delete from public.lead_enrichment_fields f where f.lead_id = enriched.lead_id and f.field = enriched.field;
    elsif enriched.previous_value is null then
        delete from public.lead_enrichment_fields f where f.lead_id = enriched.lead_id and f.field = enriched.field;
    else
        update public.lead_enrichment_fields f
        set value = enriched.previous_value, previous_value = null
        where f.lead_id = enriched.lead_id and f.field = enriched.field;
    end if;
end;
$$;

revoke execute on function public.revert_lead_enrichment(uuid, text) from public, anon;
grant execute on function public.revert_lead_enrichment(uuid, text) to authenticated, service_role;

/**
  * -------------------------------------------------------
  * Section - Cache and rate limit (the Worker's only)
  * -------------------------------------------------------
  */

create table if not exists public.enrichment_cache
(
    domain     text        primary key,
    provider   text        not null,
    found      boolean     not null,
    company    jsonb       not null default '{}'::jsonb,
    fetched_at timestamptz not null default now(),

    constraint enrichment_cache_domain_format check (char_length(domain) <= 253 and domain ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$'),
    constraint enrichment_cache_provider_check check (provider in ('peopledatalabs')),
    constraint enrichment_cache_company_size check (pg_column_size(company) <= 4096)
);

comment on table public.enrichment_cache is 'The enrichment provider''s answer per email domain, reused for 30 days. Worker only.';

alter table public.enrichment_cache enable row level security;
revoke all on public.enrichment_cache from public, anon, authenticated;
grant all on public.enrichment_cache to service_role;

create table if not exists public.enrichment_lookups
(
    id           bigint generated always as identity primary key,
    company_id   uuid        not null references public.companies (id) on delete cascade,
    domain       text        not null,
    requested_at timestamptz not null default now(),

    constraint enrichment_lookups_domain_length check (char_length(domain) <= 253)
);

comment on table public.enrichment_lookups is 'Each enrichment lookup that reached the provider, per company: the rate limit. Worker only.';

create index if not exists enrichment_lookups_company_time_idx on public.enrichment_lookups (company_id, requested_at desc);

alter table public.enrichment_lookups enable row level security;
revoke all on public.enrichment_lookups from public, anon, authenticated;
grant all on public.enrichment_lookups to service_role;

/**
  * claim_enrichment_lookup(company_id, domain, per_minute, per_day): records one provider lookup
  * for the company and answers null, or — when the company has used per_day lookups this UTC day,
  * or per_minute in the last minute — records nothing and answers when it may try again (the next
  * UTC midnight; the moment its oldest lookup of the last minute is a minute old). One company's
  * claims are serialised, so two at once cannot both take the last one.
  */
create or replace function public.claim_enrichment_lookup(company_id uuid, domain text, per_minute integer, per_day integer)
    returns timestamptz
    language plpgsql
    set search_path = ''
as
$$
declare
    day_start timestamptz := date_trunc('day', now() at time zone 'utc') at time zone 'utc';
    used_today integer;
    used_minute integer;
    oldest_minute timestamptz;
begin
    perform pg_advisory_xact_lock(hashtextextended('enrichment:' || claim_enrichment_lookup.company_id::text, 0));

    select count(*) into used_today
    from public.enrichment_lookups e
    where e.company_id = claim_enrichment_lookup.company_id and e.requested_at >= day_start;
    if used_today >= per_day then
        return day_start + interval '1 day';
    end if;

    select count(*), min(e.requested_at) into used_minute, oldest_minute
    from public.enrichment_lookups e
    where e.company_id = claim_enrichment_lookup.company_id and e.requested_at > now() - interval '1 minute';
    if used_minute >= per_minute then
        return oldest_minute + interval '1 minute';
    end if;

    insert into public.enrichment_lookups (company_id, domain) values (claim_enrichment_lookup.company_id, claim_enrichment_lookup.domain);
    return null;
end;
$$;

revoke execute on function public.claim_enrichment_lookup(uuid, text, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_enrichment_lookup(uuid, text, integer, integer) to service_role;
