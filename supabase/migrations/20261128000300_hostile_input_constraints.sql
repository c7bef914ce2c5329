/**
  * -------------------------------------------------------
  * Section - Hostile input: the database's last line (issue 11, item 4)
  * -------------------------------------------------------
  * The Worker and the forms validate first; these CHECKs hold whatever reaches the tables.
  *
  *   profiles.avatar, companies.website   '' or an https: URL without whitespace, control or markup
  *                                        characters (it becomes an <img src> or a link). The
  *                                        product stores no storage paths here. Was: any http(s).
  *   company_invitations.email,           one email pattern, the same text as EMAIL_PATTERN in
  *   platform_settings.support_email,     shared/patterns.ts (tests/unit/patterns.test.ts compares
  *   leads.email                          them): no markup, no spaces, a host name with a TLD.
  *   webhooks.url                         https: to a public host (public.webhook_target_allowed):
  *                                        no private (RFC 1918, fc00::/7), link-local, loopback,
  *                                        shared, unspecified, multicast, reserved or metadata
  *                                        address in any spelling (IPv4 in decimal, octal or hex,
  *                                        short forms, IPv6, IPv4-mapped IPv6), no .internal,
  *                                        .local, .localhost, .home.arpa or .lan name and no
  *                                        single-label name. As before, 127.0.0.1 and localhost
  *                                        (http or https) stay allowed for a developer's receiver:
  *                                        the Worker refuses them in production when it sends
  *                                        (shared/webhook-target.ts, the same rules).
  *
  * Existing rows are brought in line before each constraint: an http:// avatar or website becomes
  * https://, anything still failing is cleared; invitations to an address the pattern refuses
  * (nobody can have verified it) are deleted, as are webhooks aimed at a refused target.
  */

/**
  * -------------------------------------------------------
  * Section - Avatar and website URLs
  * -------------------------------------------------------
  */

update public.profiles
set avatar = 'https://' || substr(avatar, 8)
where avatar ~* '^http://';
update public.profiles
set avatar = ''
where avatar <> ''
  and avatar !~ $re$^https://[^\s\x01-\x1f\x7f<>"'`\\{}|^]+$$re$;

update public.companies
set website = 'https://' || substr(website, 8)
where website ~* '^http://';
update public.companies
set website = ''
where website <> ''
  and website !~ $re$^https://[^\s\x01-\x1f\x7f<>"'`\\{}|^]+$$re$;

alter table public.profiles
    drop constraint if exists profiles_avatar_url,
    add constraint profiles_avatar_url check (avatar = '' or avatar ~ $re$^https://[^\s\x01-\x1f\x7f<>"'`\\{}|^]+$$re$);

alter table public.companies
    drop constraint if exists companies_website_url,
    add constraint companies_website_url check (website = '' or website ~ $re$^https://[^\s\x01-\x1f\x7f<>"'`\\{}|^]+$$re$);

/**
  * -------------------------------------------------------
  * Section - Email addresses
  * -------------------------------------------------------
  */

delete
from public.company_invitations
where email !~ $re$^[A-Za-z0-9_'+-]+(\.[A-Za-z0-9_'+-]+)*@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$$re$;

alter table public.company_invitations
    drop constraint if exists company_invitations_email_format,
    add constraint company_invitations_email_format check (
        email = lower(btrim(email))
            and char_length(email) between 3 and 320
            and email ~ $re$^[A-Za-z0-9_'+-]+(\.[A-Za-z0-9_'+-]+)*@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$$re$);

update public.platform_settings
set support_email = ''
where support_email <> ''
  and support_email !~ $re$^[A-Za-z0-9_'+-]+(\.[A-Za-z0-9_'+-]+)*@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$$re$;

alter table public.platform_settings
    drop constraint if exists platform_settings_support_email_format,
    add constraint platform_settings_support_email_format check (support_email = ''
        or support_email ~ $re$^[A-Za-z0-9_'+-]+(\.[A-Za-z0-9_'+-]+)*@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$$re$);

update public.leads
set email = null
where email is not null
  and email !~ $re$^[A-Za-z0-9_'+-]+(\.[A-Za-z0-9_'+-]+)*@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$$re$
  and (btrim(first_name) <> '' or btrim(last_name) <> '');

alter table public.leads
    drop constraint if exists leads_email_format,
    add constraint leads_email_format check (email is null or (char_length(email) <= 320
        and email ~ $re$^[A-Za-z0-9_'+-]+(\.[A-Za-z0-9_'+-]+)*@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$$re$));

/**
  * -------------------------------------------------------
  * Section - Webhook targets
  * -------------------------------------------------------
  * The host is read the way a browser's URL parser (WHATWG) reads it, so every spelling of an
  * address is judged by the address: a host whose last label is a number (decimal, 0x hex or
  * 0-prefixed octal) is an IPv4 address of 1 to 4 parts, the last part filling the remaining
  * bytes (2852039166, 0xa9fea9fe, 0251.0376.0251.0376 and 169.254.43518 are all 169.254.169.254).
  */

-- The IPv4 address a WHATWG URL parser makes of `host`, or null when it is not a number-ending host
-- or not a valid address (the parser would refuse it; so does the caller).
create or replace function public.whatwg_ipv4(host text)
    returns inet
    language plpgsql
    immutable
    set search_path = ''
as
$$
declare
    parts  text[] := string_to_array(host, '.');
    n      int;
    part   text;
    value  numeric;
    total  numeric := 0;
    address bigint;
    i      int;
begin
    if parts[array_length(parts, 1)] = '' then
        parts := parts[1:array_length(parts, 1) - 1];
    end if;
    n := coalesce(array_length(parts, 1), 0);
    if n = 0 or n > 4 or parts[n] !~* '^([0-9]+|0x[0-9a-f]*)$' then
        return null;
    end if;
    for i in 1..n loop
        part := lower(parts[i]);
        if char_length(part) > 40 then
            return null;
        elsif part ~ '^0x[0-9a-f]*$' then
            value := 0;
            for j in 3..char_length(part) loop
                value := value * 16 + position(substr(part, j, 1) in '0123456789abcdef') - 1;
            end loop;
        elsif part ~ '^0[0-7]+$' then
            value := 0;
            for j in 2..char_length(part) loop
                value := value * 8 + substr(part, j, 1)::int;
            end loop;
        elsif part ~ '^(0|[1-9][0-9]*)$' then
            value := part::numeric;
        else
            return null;
        end if;
        if i < n then
            if value > 255 then
                return null;
            end if;
            total := total + value * (256::numeric ^ (4 - i));
        else
            if value >= 256::numeric ^ (5 - n) then
                return null;
            end if;
            total := total + value;
        end if;
    end loop;
    address := total::bigint;
    return ((address >> 24)::text || '.' || ((address >> 16) & 255)::text || '.'
        || ((address >> 8) & 255)::text || '.' || (address & 255)::text)::inet;
end;
$$;

-- True for an address no webhook may reach: private, loopback, link-local (cloud metadata),
-- shared, unspecified, multicast, reserved, documentation, and IPv6 forms that carry an IPv4
-- address (mapped, compatible, NAT64, 6to4).
create or replace function public.is_non_public_address(address inet)
    returns boolean
    language sql
    immutable
    set search_path = ''
as
$$
select address is null
    or exists (select 1
               from unnest(array [
                   '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12',
                   '192.0.0.0/24', '192.0.2.0/24', '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24',
                   '203.0.113.0/24', '224.0.0.0/3',
                   '::/96', '::ffff:0:0/96', '64:ff9b::/96', '64:ff9b:1::/48', '100::/64', '2001:db8::/32',
                   '2002::/16', 'fc00::/7', 'fe80::/10', 'fec0::/10', 'ff00::/8'
                   ]::inet[]) as blocked(net)
               where family(address) = family(blocked.net)
                 and address <<= blocked.net);
$$;

-- True when a webhook may be registered for `url`: https to a public host, or (as before, for a
-- receiver on a developer's machine) http or https to 127.0.0.1 or localhost.
create or replace function public.webhook_target_allowed(url text)
    returns boolean
    language plpgsql
    immutable
    set search_path = ''
as
$$
declare
    parsed text[];
    scheme text;
    host   text;
    v6     inet;
begin
    if url is null or char_length(url) > 2000 then
        return false;
    end if;
    parsed := regexp_match(url, '^(https?)://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[^[:space:][:cntrl:]]*)?$');
    if parsed is null then
        return false;
    end if;
    scheme := parsed[1];
    host := lower(parsed[2]);
    if host in ('127.0.0.1', 'localhost') then
        return true;
    end if;
    if scheme <> 'https' then
        return false;
    end if;
    if host like '[%' then
        begin
            v6 := substr(host, 2, char_length(host) - 2)::inet;
        exception
            when others then return false;
        end;
        return family(v6) = 6 and not public.is_non_public_address(v6);
    end if;
    host := regexp_replace(host, '\.$', '');
    if host ~ '(^|\.)([0-9]+|0x[0-9a-f]*)$' then
        return not public.is_non_public_address(public.whatwg_ipv4(host));
    end if;
    return host ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'
        and host !~ '(^|\.)(localhost|local|internal|home\.arpa|lan)$';
end;
$$;

revoke execute on function public.whatwg_ipv4(text) from public, anon;
revoke execute on function public.is_non_public_address(inet) from public, anon;
revoke execute on function public.webhook_target_allowed(text) from public, anon;
grant execute on function public.whatwg_ipv4(text) to authenticated, service_role;
grant execute on function public.is_non_public_address(inet) to authenticated, service_role;
grant execute on function public.webhook_target_allowed(text) to authenticated, service_role;

delete
from public.webhooks
where not public.webhook_target_allowed(url);

alter table public.webhooks
    drop constraint if exists webhooks_url_format,
    add constraint webhooks_url_format check (public.webhook_target_allowed(url));
