/**
  * -------------------------------------------------------
  * Section - A webhook target is judged by the IPv4 address an IPv6 address carries
  * -------------------------------------------------------
  * is_non_public_address refused the IPv6 forms that carry an IPv4 address by their prefixes
  * (mapped, compatible, NAT64, 6to4), so two other spellings of loopback passed the webhooks
  * table's CHECK: the IPv4-translated form (::ffff:0:7f00:1, RFC 6145) and Teredo (2001::/32,
  * RFC 4380) carrying 127.0.0.1 or a private address. Now every IPv6 address that carries IPv4
  * addresses in a known form is also judged by them (embedded_ipv4s, the same table as
  * shared/webhook-target.ts CARRIERS):
  *
  *   ::/96, ::ffff:0:0/96, ::ffff:0:0:0/96, 64:ff9b::/96   the last four bytes
  *   64:ff9b:1::/48                                        bytes 6, 7, 9, 10
  *   2002::/16                                             bytes 2 to 5
  *   2001::/32                                             the server, bytes 4 to 7; the client,
  *                                                         the last four inverted
  *
  * The bytes are read from inet's binary form (inet_send: four header bytes, then the address).
  * A webhook registered before with such a target stays in the table; the Worker, which applies
  * the same rule when it sends (shared/webhook-target.ts), refuses to deliver to it.
  */

create or replace function public.embedded_ipv4s(address inet)
    returns inet[]
    language sql
    immutable
    set search_path = ''
as
$$
with raw as (select pg_catalog.inet_send(address) as b),
     carriers(net, at, inverted) as (
         select * from (values
             ('::/96'::inet, array [12, 13, 14, 15], false),
             ('::ffff:0:0/96'::inet, array [12, 13, 14, 15], false),
             ('::ffff:0:0:0/96'::inet, array [12, 13, 14, 15], false),
             ('64:ff9b::/96'::inet, array [12, 13, 14, 15], false),
             ('64:ff9b:1::/48'::inet, array [6, 7, 9, 10], false),
             ('2002::/16'::inet, array [2, 3, 4, 5], false),
             ('2001::/32'::inet, array [4, 5, 6, 7], false),
             ('2001::/32'::inet, array [12, 13, 14, 15], true)) as t(net, at, inverted))
select coalesce(array_agg(
                    (select string_agg(case when c.inverted then 255 - get_byte(raw.b, 4 + i) else get_byte(raw.b, 4 + i) end::text,
                                       '.' order by o)
                     from unnest(c.at) with ordinality as u(i, o))::inet),
                '{}')
from raw, carriers c
where family(address) = 6
  and address <<= c.net;
$$;

-- True for an address no webhook may reach: private, loopback, link-local (cloud metadata),
-- shared, unspecified, multicast, reserved, documentation, the IPv6 forms that carry an IPv4
-- address as a whole (mapped, compatible, NAT64, 6to4), and any IPv6 address carrying a non-public
-- IPv4 address (embedded_ipv4s).
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
               where (family(address) = family(blocked.net) and address <<= blocked.net)
                  or exists (select 1
                             from unnest(public.embedded_ipv4s(address)) as carried(v4)
                             where family(blocked.net) = 4
                               and carried.v4 <<= blocked.net));
$$;

revoke execute on function public.embedded_ipv4s(inet) from public, anon;
grant execute on function public.embedded_ipv4s(inet) to authenticated, service_role;
