/**
  * -------------------------------------------------------
  * Section - Card payments with Stripe (issue 17, item 1)
  * -------------------------------------------------------
  * A company's subscription lives at Stripe. The plan changes only when Stripe says so, in a signed
  * webhook event the Worker verified (worker/api/stripe-webhook.ts), written with the service role:
  *
  *   companies.stripe_customer_id        the Stripe customer paying for the company (from Checkout)
  *   companies.stripe_subscription_id    its subscription
  *   companies.subscription_status       Stripe's status of it (active, past_due, canceled, …)
  *   companies.subscription_state_at     when Stripe produced the state last applied: an event
  *                                       older than this is out of order and ignored
  *
  * API callers write none of these (the plan guard below, 42501), on insert or update.
  *
  * stripe_events: each processed event's id, stored once (the primary key), so a delivery Stripe
  * repeats changes nothing. Only the service role reads or writes it: RLS on, no policy, and no
  * privilege for anon or authenticated.
  *
  * Seats: a company cannot invite, nor have an invitation accepted, once its members fill the
  * plan's seats (shared/plans.ts: Starter 3, Growth 10, Enterprise unlimited); the message names the
  * limit and the plan to upgrade to. The service role (operator repairs) is not limited.
  */

alter table public.companies
    add column if not exists stripe_customer_id     text        null,
    add column if not exists stripe_subscription_id text        null,
    add column if not exists subscription_status    text        null,
    add column if not exists subscription_state_at  timestamptz null,
    add constraint companies_stripe_customer_key unique (stripe_customer_id),
    add constraint companies_stripe_customer_check check (stripe_customer_id ~ '^cus_[A-Za-z0-9]{1,250}$'),
    add constraint companies_stripe_subscription_check check (stripe_subscription_id ~ '^sub_[A-Za-z0-9]{1,250}$'),
    add constraint companies_subscription_status_check check (subscription_status in
        ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'));

comment on column public.companies.stripe_customer_id is 'The Stripe customer paying for the company; set by the Stripe webhook only.';
comment on column public.companies.subscription_state_at is 'When Stripe produced the subscription state last applied; older events are ignored.';

create or replace function public.protect_company_plan()
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
        if new.plan is distinct from 'starter'
            or (new.requested_plan, new.plan_requested_by, new.plan_requested_at) is distinct from (null::text, null::uuid, null::timestamptz) then
            raise exception 'A new company starts on the Starter plan: request another plan on the billing page' using errcode = '42501';
        end if;
        if (new.stripe_customer_id, new.stripe_subscription_id, new.subscription_status, new.subscription_state_at)
            is distinct from (null::text, null::text, null::text, null::timestamptz) then
            raise exception 'A subscription is set by Stripe, not by the API' using errcode = '42501';
        end if;
        return new;
    end if;
    if (new.plan, new.requested_plan, new.plan_requested_by, new.plan_requested_at)
        is distinct from (old.plan, old.requested_plan, old.plan_requested_by, old.plan_requested_at) then
        raise exception 'A plan is changed by requesting it on the billing page' using errcode = '42501';
    end if;
    if (new.stripe_customer_id, new.stripe_subscription_id, new.subscription_status, new.subscription_state_at)
        is distinct from (old.stripe_customer_id, old.stripe_subscription_id, old.subscription_status, old.subscription_state_at) then
        raise exception 'A subscription is set by Stripe, not by the API' using errcode = '42501';
    end if;
    return new;
end;
$$;

create table if not exists public.stripe_events
(
    id          text        primary key,
    type        text        not null,
    created     timestamptz not null,
    company_id  uuid        null references public.companies (id) on delete set null,
    outcome     text        not null,
    received_at timestamptz not null default now(),

    constraint stripe_events_id_check check (id ~ '^evt_[A-Za-z0-9_]{1,250}$'),
    constraint stripe_events_type_length check (char_length(type) between 1 and 200),
    constraint stripe_events_outcome_length check (char_length(outcome) between 1 and 500)
);

comment on table public.stripe_events is 'Stripe webhook events processed, each id once (idempotency); service role only.';

alter table public.stripe_events enable row level security;
revoke all on public.stripe_events from anon, authenticated;
grant select, insert, update, delete on public.stripe_events to service_role;

/**
  * -------------------------------------------------------
  * Section - Seats
  * -------------------------------------------------------
  * The numbers are shared/plans.ts's PLANS seats (tests/unit/stripe-billing.test.ts compares them).
  */

-- After insert: the row has passed the row level security checks and constraints, so whoever may
-- not invite at all is refused for that (42501, 23514), never told about seats; the new membership
-- is already counted.
create or replace function public.enforce_company_seats()
    returns trigger
    language plpgsql
    set search_path = ''
as
$$
declare
    company_plan text;
    seats        integer;
    members      integer;
begin
    if current_user = 'service_role' then
        return null;
    end if;
    -- an invitation counts only while it is being made by an API caller
    if tg_table_name = 'company_invitations' then
        if not (public.is_api_user() and new.status = 'pending') then
            return null;
        end if;
    end if;
    select c.plan into company_plan from public.companies c where c.id = new.company_id;
    seats = case company_plan when 'starter' then 3 when 'growth' then 10 else null end;
    if seats is null then
        return null;
    end if;
    select count(*) into members from public.company_members m where m.company_id = new.company_id;
    if (tg_table_name = 'company_invitations' and members >= seats)
        or (tg_table_name = 'company_members' and members > seats) then
        raise exception '%', format(
            'The %s plan includes %s seats and all %s are taken: upgrade to %s on the billing page (/dashboard/billing) to add people',
            initcap(company_plan), seats, seats,
            case company_plan when 'starter' then 'Growth (10 seats)' else 'Enterprise (unlimited seats)' end)
            using errcode = 'P0001';
    end if;
    return null;
end;
$$;

create trigger company_invitations_seats
    after insert
    on public.company_invitations
    for each row
execute function public.enforce_company_seats();

create trigger company_members_seats
    after insert
    on public.company_members
    for each row
execute function public.enforce_company_seats();
