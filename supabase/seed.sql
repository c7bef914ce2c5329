/**
  * -------------------------------------------------------
  * Seed - demo accounts and a demo company
  * -------------------------------------------------------
  * Applied to a new local database (PGlite) after the migrations, and by `supabase db reset` on a
  * Supabase CLI stack. Never apply it to production: the passwords below are public.
  *
  *   admin@boardroom.local / Admin-demo-2026!   platform admin (profiles.role = 'admin')
  *   user@boardroom.local  / User-demo-2026!    user, owner of "Northwind Analytics"
  *   other@boardroom.local / Other-demo-2026!   user, owner of "Bluefin Logistics"
  *   teammate@boardroom.local                   no account: Northwind's pending invitation
  *
  * Runs as the database owner, so the profile role guard lets it promote the admin.
  * pgcrypto lives in `public` locally and in `extensions` on Supabase: both are on the path.
  */

set search_path = public, extensions;

/**
  * -------------------------------------------------------
  * Section - Auth users and identities
  * -------------------------------------------------------
  * The sign-up trigger creates each profile (role 'user') from the email and user metadata.
  */

insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                        raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values ('a0000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'admin@boardroom.local',
        crypt('Admin-demo-2026!', gen_salt('bf')), now(),
        '{"provider": "email", "providers": ["email"]}',
        '{"firstName": "Avery", "lastName": "Admin"}', now(), now()),
       ('b0000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'user@boardroom.local',
        crypt('User-demo-2026!', gen_salt('bf')), now(),
        '{"provider": "email", "providers": ["email"]}',
        '{"firstName": "Dana", "lastName": "Demo"}', now(), now()),
       ('b0000000-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'other@boardroom.local',
        crypt('Other-demo-2026!', gen_salt('bf')), now(),
        '{"provider": "email", "providers": ["email"]}',
        '{"firstName": "Olive", "lastName": "Okafor"}', now(), now())
on conflict (id) do nothing;

insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at, created_at, updated_at)
select u.id,
       'email',
       u.id::text,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
       now(),
       now(),
       now()
from auth.users u
where u.id in ('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000002',
               'b0000000-0000-4000-8000-000000000003')
on conflict do nothing;

-- Hosted GoTrue's auth.users has more columns, and its token columns must be '' rather than NULL
-- for sign-in to work. The local auth schema has none of these: skipped there.
do
$$
begin
    if exists (select 1
               from information_schema.columns
               where table_schema = 'auth'
                 and table_name = 'users'
                 and column_name = 'email_change_token_new') then
        execute $sql$
            update auth.users
            set instance_id                = coalesce(instance_id, '00000000-0000-0000-0000-000000000000'),
                confirmation_token         = coalesce(confirmation_token, ''),
                recovery_token             = coalesce(recovery_token, ''),
                email_change               = coalesce(email_change, ''),
                email_change_token_new     = coalesce(email_change_token_new, ''),
                email_change_token_current = coalesce(email_change_token_current, ''),
                phone_change               = coalesce(phone_change, ''),
                phone_change_token         = coalesce(phone_change_token, ''),
                reauthentication_token     = coalesce(reauthentication_token, '')
            where id in ('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000002',
                         'b0000000-0000-4000-8000-000000000003')
        $sql$;
    end if;
end;
$$;

/**
  * -------------------------------------------------------
  * Section - Platform admin
  * -------------------------------------------------------
  * The role mirror trigger copies role/is_admin into auth.users.raw_app_meta_data.
  */

update public.profiles
set role = 'admin'
where id = 'a0000000-0000-4000-8000-000000000001';

/**
  * -------------------------------------------------------
  * Section - Demo company
  * -------------------------------------------------------
  * The company trigger makes the demo user its owner and links their profile to it.
  */

insert into public.companies (id, name, industry, website, size, created_by)
values ('c0000000-0000-4000-8000-000000000001', 'Northwind Analytics', 'B2B software', 'https://northwind.example',
        '11-50', 'b0000000-0000-4000-8000-000000000002')
on conflict (id) do nothing;

/**
  * -------------------------------------------------------
  * Section - CRM demo data: Northwind's campaigns and leads
  * -------------------------------------------------------
  * Six campaigns across every status and thirty leads across every status and source, created by
  * the demo user over the last four months (dates relative to today, so "active" stays current).
  * The lead history trigger records each lead's creation.
  */

insert into public.campaigns (id, company_id, name, objective, channel, status, budget, currency,
                              start_date, end_date, target_audience, created_by, created_at)
values ('ca000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Forecasting webinar series',
        'Book 40 demos from operations leaders with a monthly live forecasting session.', 'events', 'active', 12000, 'USD',
        current_date - 30, current_date + 30, 'Heads of operations at mid-size retailers', 'b0000000-0000-4000-8000-000000000002', now() - interval '40 days'),
       ('ca000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'Retail data newsletter',
        'Grow the newsletter list and convert readers into trials.', 'email', 'completed', 3500, 'USD',
        current_date - 120, current_date - 60, 'Subscribers and trial users', 'b0000000-0000-4000-8000-000000000002', now() - interval '125 days'),
       ('ca000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'LinkedIn thought leadership',
        'Position Northwind as the analytics partner for finance teams.', 'social', 'active', 8000, 'USD',
        current_date - 45, current_date + 45, 'CFOs and finance directors', 'b0000000-0000-4000-8000-000000000002', now() - interval '50 days'),
       ('ca000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000001', 'Search: demand forecasting keywords',
        'Capture high-intent searches for demand forecasting software.', 'search', 'paused', 6000, 'USD',
        current_date - 60, current_date + 30, 'Buyers searching for forecasting tools', 'b0000000-0000-4000-8000-000000000002', now() - interval '65 days'),
       ('ca000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000001', 'Partner referral programme',
        'Launch referral fees for consultancies that bring us customers.', 'partnerships', 'scheduled', 5000, 'USD',
        current_date + 14, current_date + 120, 'Analytics consultancies', 'b0000000-0000-4000-8000-000000000002', now() - interval '10 days'),
       ('ca000000-0000-4000-8000-000000000006', 'c0000000-0000-4000-8000-000000000001', 'Churn playbook e-book',
        'A gated guide on predicting churn, to feed the newsletter.', 'content', 'draft', 2000, 'USD',
        null, null, 'Customer success leaders', 'b0000000-0000-4000-8000-000000000002', now() - interval '3 days')
on conflict (id) do nothing;

insert into public.leads (id, company_id, first_name, last_name, email, phone, company_name, title, source, status,
                          value, currency, campaign_id, notes, created_by, created_at, updated_at, owner_id)
select l.id::uuid, 'c0000000-0000-4000-8000-000000000001', l.first_name, l.last_name, l.email, l.phone, l.company_name,
       l.title, l.source, l.status, l.value, 'USD', l.campaign_id::uuid, l.notes,
       'b0000000-0000-4000-8000-000000000002', now() - make_interval(days => l.age_days),
       -- last touched when it reached its status: a new lead when it came in, the others part-way
       -- since, so won deals fall in the months they closed and old open leads can go cold
       now() - make_interval(days => case when l.status = 'new' then l.age_days else l.age_days * 2 / 5 end),
       -- Dana owns the deals in proposal (leads.owner_id, a member of the company); the rest are unassigned
       case when l.status = 'proposal' then 'b0000000-0000-4000-8000-000000000002'::uuid end
from (values ('1ead0000-0000-4000-8000-000000000001', 'Olivia', 'Martin', 'olivia.martin@brightmart.example', '+1 415 555 0101', 'BrightMart', 'VP Operations', 'campaign', 'won', 48000, 'ca000000-0000-4000-8000-000000000001', 'Signed the annual plan after the second webinar.', 3),
             ('1ead0000-0000-4000-8000-000000000002', 'Liam', 'Chen', 'liam.chen@harbourfoods.example', '+1 206 555 0102', 'Harbour Foods', 'Head of Planning', 'campaign', 'proposal', 36000, 'ca000000-0000-4000-8000-000000000001', 'Proposal sent for 3 regions.', 5),
             ('1ead0000-0000-4000-8000-000000000003', 'Sofia', 'Rossi', 'sofia.rossi@verdestores.example', '', 'Verde Stores', 'Operations Manager', 'campaign', 'qualified', 22000, 'ca000000-0000-4000-8000-000000000001', '', 8),
             ('1ead0000-0000-4000-8000-000000000004', 'Noah', 'Williams', 'noah.williams@peakoutfitters.example', '+1 303 555 0104', 'Peak Outfitters', 'COO', 'campaign', 'contacted', 18000, 'ca000000-0000-4000-8000-000000000001', 'Asked for a recording of the session.', 12),
             ('1ead0000-0000-4000-8000-000000000005', 'Emma', 'Dubois', 'emma.dubois@maisonlune.example', '', 'Maison Lune', 'Supply Chain Lead', 'campaign', 'new', 9500, 'ca000000-0000-4000-8000-000000000001', '', 1),
             ('1ead0000-0000-4000-8000-000000000006', 'Lucas', 'Schmidt', 'lucas.schmidt@nordhandel.example', '+49 30 5550106', 'Nordhandel', 'Finance Director', 'campaign', 'lost', 27000, 'ca000000-0000-4000-8000-000000000003', 'Chose an in-house build.', 40),
             ('1ead0000-0000-4000-8000-000000000007', 'Ava', 'Johnson', 'ava.johnson@cedarbank.example', '+1 312 555 0107', 'Cedar Bank', 'CFO', 'campaign', 'won', 64000, 'ca000000-0000-4000-8000-000000000003', 'Three-year contract.', 21),
             ('1ead0000-0000-4000-8000-000000000008', 'Mateo', 'Garcia', 'mateo.garcia@solmarkets.example', '', 'Sol Markets', 'Controller', 'campaign', 'qualified', 15000, 'ca000000-0000-4000-8000-000000000003', '', 16),
             ('1ead0000-0000-4000-8000-000000000009', 'Isabella', 'Nguyen', 'isabella.nguyen@lotusgroup.example', '+1 646 555 0109', 'Lotus Group', 'FP&A Manager', 'campaign', 'contacted', 12500, 'ca000000-0000-4000-8000-000000000003', '', 9),
             ('1ead0000-0000-4000-8000-000000000010', 'Ethan', 'Brown', 'ethan.brown@ironworks.example', '', 'Ironworks Supply', 'Finance Director', 'campaign', 'new', 8000, 'ca000000-0000-4000-8000-000000000003', '', 2),
             ('1ead0000-0000-4000-8000-000000000011', 'Mia', 'Kowalski', 'mia.kowalski@baltic-retail.example', '+48 22 555 0111', 'Baltic Retail', 'Category Manager', 'campaign', 'won', 21000, 'ca000000-0000-4000-8000-000000000002', 'Converted from a newsletter trial.', 95),
             ('1ead0000-0000-4000-8000-000000000012', 'James', 'O''Brien', 'james.obrien@greenleaf.example', '', 'Greenleaf Grocers', 'Owner', 'campaign', 'lost', 6000, 'ca000000-0000-4000-8000-000000000002', 'Budget frozen until next year.', 100),
             ('1ead0000-0000-4000-8000-000000000013', 'Charlotte', 'Lee', 'charlotte.lee@urbanthreads.example', '+1 213 555 0113', 'Urban Threads', 'Merchandising Lead', 'campaign', 'proposal', 19500, 'ca000000-0000-4000-8000-000000000002', '', 70),
             ('1ead0000-0000-4000-8000-000000000014', 'Benjamin', 'Clarke', 'ben.clarke@clarkeandco.example', '', 'Clarke & Co', 'Partner', 'campaign', 'contacted', 11000, 'ca000000-0000-4000-8000-000000000004', 'Clicked the pricing ad twice.', 30),
             ('1ead0000-0000-4000-8000-000000000015', 'Amelia', 'Santos', 'amelia.santos@riomart.example', '+55 11 5550 0115', 'RioMart', 'Planning Analyst', 'campaign', 'new', 7000, 'ca000000-0000-4000-8000-000000000004', '', 25),
             ('1ead0000-0000-4000-8000-000000000016', 'Henry', 'Walker', 'henry.walker@tallpines.example', '', 'Tall Pines Hardware', 'General Manager', 'website', 'qualified', 14000, null, 'Requested a trial from the pricing page.', 14),
             ('1ead0000-0000-4000-8000-000000000017', 'Harper', 'Kim', 'harper.kim@seoulbeauty.example', '+82 2 555 0117', 'Seoul Beauty', 'E-commerce Director', 'website', 'new', 16000, null, '', 0),
             ('1ead0000-0000-4000-8000-000000000018', 'Daniel', 'Murphy', 'daniel.murphy@atlanticfreight.example', '', 'Atlantic Freight', 'Logistics Manager', 'website', 'contacted', 9000, null, '', 19),
             ('1ead0000-0000-4000-8000-000000000019', 'Evelyn', 'Patel', 'evelyn.patel@spiceroute.example', '+44 20 5550 0119', 'Spice Route', 'Founder', 'referral', 'won', 12000, null, 'Referred by Cedar Bank.', 33),
             ('1ead0000-0000-4000-8000-000000000020', 'Alexander', 'Novak', 'alex.novak@pragueoptics.example', '', 'Prague Optics', 'CEO', 'referral', 'proposal', 28000, null, 'Wants a pilot in two stores first.', 11),
             ('1ead0000-0000-4000-8000-000000000021', 'Grace', 'Thompson', 'grace.thompson@meadowdairy.example', '', 'Meadow Dairy', 'Operations Director', 'event', 'qualified', 20000, null, 'Met at the Retail Ops Summit.', 27),
             ('1ead0000-0000-4000-8000-000000000022', 'Samuel', 'Okafor', 'samuel.okafor@lagosmarkets.example', '+234 1 555 0122', 'Lagos Markets', 'Head of Data', 'event', 'lost', 9000, null, 'No data warehouse yet.', 55),
             ('1ead0000-0000-4000-8000-000000000023', 'Chloe', 'Bernard', 'chloe.bernard@atelierbleu.example', '', 'Atelier Bleu', 'Directrice', 'clearbit', 'new', 5000, null, 'Enriched: 45 employees, Shopify.', 4),
             ('1ead0000-0000-4000-8000-000000000024', 'Jack', 'Wilson', 'jack.wilson@summitsports.example', '', 'Summit Sports', 'Buyer', 'clearbit', 'contacted', 8500, null, '', 22),
             ('1ead0000-0000-4000-8000-000000000025', 'Lily', 'Anderson', 'lily.anderson@northstarpharma.example', '+1 617 555 0125', 'Northstar Pharma', 'Supply Planner', 'calendly', 'qualified', 31000, null, 'Booked a discovery call.', 6),
             ('1ead0000-0000-4000-8000-000000000026', 'Oscar', 'Lindqvist', 'oscar.lindqvist@fjordfoods.example', '', 'Fjord Foods', 'CFO', 'calendly', 'proposal', 42000, null, '', 13),
             ('1ead0000-0000-4000-8000-000000000027', 'Zoe', 'Martinez', 'zoe.martinez@cactuscoffee.example', '', 'Cactus Coffee', 'Owner', 'stripe', 'won', 4800, null, 'Upgraded from the self-serve plan.', 45),
             ('1ead0000-0000-4000-8000-000000000028', 'Ryan', 'Foster', 'ryan.foster@fosterfit.example', '', 'Foster Fitness', 'Founder', 'tiktok', 'new', 3000, null, 'Came from the forecasting explainer video.', 7),
             ('1ead0000-0000-4000-8000-000000000029', 'Hannah', 'Becker', 'hannah.becker@rheinlogistik.example', '', 'Rhein Logistik', 'Head of Finance', 'notion', 'contacted', 13500, null, 'Imported from the sales notes.', 37),
             ('1ead0000-0000-4000-8000-000000000030', 'Leo', 'Moreau', null, '+33 1 55 50 01 30', 'Moreau Traiteur', 'Gérant', 'manual', 'new', 2500, null, 'Phoned the office; email to follow.', 18)
     ) as l(id, first_name, last_name, email, phone, company_name, title, source, status, value, campaign_id, notes, age_days)
on conflict (id) do nothing;

/**
  * -------------------------------------------------------
  * Section - Onboarding, second company, invitation
  * -------------------------------------------------------
  * The demo accounts have finished onboarding. Bluefin Logistics has its own owner, so the admin's
  * entities page and RLS have two companies to tell apart. Northwind has a pending invitation for
  * teammate@boardroom.local (no account: sign up with it to see the invitation), two integrations
  * requested (none can be connected yet) and its AI workflow chosen.
  */

update public.profiles
set onboarded_at = now()
where id in ('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000002',
             'b0000000-0000-4000-8000-000000000003');

update public.profiles
set "jobTitle" = 'Head of Operations'
where id = 'b0000000-0000-4000-8000-000000000002';

insert into public.companies (id, name, industry, website, size, created_by)
values ('c0000000-0000-4000-8000-000000000002', 'Bluefin Logistics', 'Logistics and transport', 'https://bluefin.example',
        '51-200', 'b0000000-0000-4000-8000-000000000003')
on conflict (id) do nothing;

insert into public.company_invitations (id, company_id, email, role, invited_by)
values ('90000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'teammate@boardroom.local',
        'member', 'b0000000-0000-4000-8000-000000000002')
on conflict (id) do nothing;

insert into public.company_integrations (company_id, provider, requested_by)
values ('c0000000-0000-4000-8000-000000000001', 'stripe', 'b0000000-0000-4000-8000-000000000002'),
       ('c0000000-0000-4000-8000-000000000001', 'notion', 'b0000000-0000-4000-8000-000000000002')
on conflict do nothing;

update public.companies
set ai_workflow = '{
  "version": 1,
  "decisions": {
    "budget_change": {"enabled": true, "executives": ["CFO", "CEO"], "mode": "approval", "threshold": 5000},
    "new_campaign": {"enabled": true, "executives": ["CMO"], "mode": "approval"},
    "pricing": {"enabled": true, "executives": ["CEO", "CFO", "CMO"], "mode": "approval"},
    "hiring": {"enabled": false, "executives": ["COO"], "mode": "advisory"},
    "risk_alert": {"enabled": true, "executives": ["CEO", "CTO", "COO"], "mode": "advisory"}
  }
}'::jsonb
where id = 'c0000000-0000-4000-8000-000000000001';

/**
  * -------------------------------------------------------
  * Section - Integrations: Bluefin's request
  * -------------------------------------------------------
  * Bluefin Logistics asked for Calendly, so the admin's /admin/integrations/calendly lists a real
  * request from a company other than Northwind. Like every request, nothing is connected.
  */

insert into public.company_integrations (company_id, provider, requested_by)
values ('c0000000-0000-4000-8000-000000000002', 'calendly', 'b0000000-0000-4000-8000-000000000003')
on conflict do nothing;

/**
  * -------------------------------------------------------
  * Section - Calls and plan demo data (20261127000400_calls_and_plan.sql)
  * -------------------------------------------------------
  * Northwind is on the Growth plan. Fifteen sales calls the demo user logged over the last five
  * weeks against Northwind's seeded leads (one without a lead: a switchboard enquiry), with every
  * outcome; dates relative to now() so the list stays current.
  */

update public.companies
set plan = 'growth'
where id = 'c0000000-0000-4000-8000-000000000001';

insert into public.calls (id, company_id, lead_id, direction, outcome, duration_minutes, notes, occurred_at, created_by, created_at)
select c.id::uuid, 'c0000000-0000-4000-8000-000000000001', c.lead_id::uuid, c.direction, c.outcome, c.minutes, c.notes,
       now() - make_interval(days => c.age_days, hours => c.age_hours), 'b0000000-0000-4000-8000-000000000002',
       now() - make_interval(days => c.age_days, hours => c.age_hours)
from (values ('ca110000-0000-4000-8000-000000000001', '1ead0000-0000-4000-8000-000000000002', 'outbound', 'meeting_booked', 24, 'Walked through the three-region proposal; pricing review booked with their CFO.', 1, 3),
             ('ca110000-0000-4000-8000-000000000002', '1ead0000-0000-4000-8000-000000000005', 'outbound', 'no_answer', 0, '', 1, 5),
             ('ca110000-0000-4000-8000-000000000003', '1ead0000-0000-4000-8000-000000000003', 'outbound', 'connected', 18, 'Wants store-level forecasts before committing. Sending the sample report.', 2, 2),
             ('ca110000-0000-4000-8000-000000000004', '1ead0000-0000-4000-8000-000000000025', 'inbound', 'meeting_booked', 32, 'Discovery call from Calendly; demo for the planning team next week.', 3, 4),
             ('ca110000-0000-4000-8000-000000000005', '1ead0000-0000-4000-8000-000000000004', 'outbound', 'voicemail', 1, 'Left a message with the webinar recording link.', 4, 1),
             ('ca110000-0000-4000-8000-000000000006', '1ead0000-0000-4000-8000-000000000020', 'outbound', 'connected', 27, 'Pilot scope agreed: two stores, eight weeks.', 6, 3),
             ('ca110000-0000-4000-8000-000000000007', '1ead0000-0000-4000-8000-000000000018', 'outbound', 'not_interested', 6, 'Already on a freight analytics contract until next spring.', 8, 2),
             ('ca110000-0000-4000-8000-000000000008', null, 'inbound', 'connected', 9, 'Switchboard enquiry about the API; pointed them to the pricing page.', 9, 6),
             ('ca110000-0000-4000-8000-000000000009', '1ead0000-0000-4000-8000-000000000009', 'outbound', 'voicemail', 1, '', 11, 1),
             ('ca110000-0000-4000-8000-000000000010', '1ead0000-0000-4000-8000-000000000026', 'outbound', 'meeting_booked', 21, 'Proposal walkthrough booked with the finance team.', 13, 2),
             ('ca110000-0000-4000-8000-000000000011', '1ead0000-0000-4000-8000-000000000016', 'inbound', 'connected', 15, 'Trial questions: data import and user seats.', 15, 5),
             ('ca110000-0000-4000-8000-000000000012', '1ead0000-0000-4000-8000-000000000024', 'outbound', 'no_answer', 0, '', 19, 3),
             ('ca110000-0000-4000-8000-000000000013', '1ead0000-0000-4000-8000-000000000029', 'outbound', 'connected', 12, 'Interested, but budget is set in January. Call back then.', 23, 2),
             ('ca110000-0000-4000-8000-000000000014', '1ead0000-0000-4000-8000-000000000022', 'outbound', 'not_interested', 4, 'No data warehouse yet; revisit next year.', 28, 4),
             ('ca110000-0000-4000-8000-000000000015', '1ead0000-0000-4000-8000-000000000007', 'outbound', 'connected', 35, 'Kick-off after signing: rollout plan and training dates.', 34, 2)
     ) as c(id, lead_id, direction, outcome, minutes, notes, age_days, age_hours)
on conflict (id) do nothing;

/**
  * -------------------------------------------------------
  * Section - Platform settings (admin settings)
  * -------------------------------------------------------
  * The migration makes the row with the announcement off; locally it also names a support
  * address, so the dashboard's help shows one. An admin edits both on /admin/settings.
  */

update public.platform_settings
set support_email = 'support@boardroom.local'
where id;

/**
  * -------------------------------------------------------
  * Section - Sales history, ideal customer profile, lead details (20261128400100_lead_scores_and_forecast.sql)
  * -------------------------------------------------------
  * The forecast needs years, not weeks: Northwind gets 27 full months of closed deals before this
  * one and Bluefin 24 (enough for Holt-Winters' seasonality), three won and four lost a month (a
  * win rate near 43 %), each moved new → proposal → won/lost in lead_events on the dates it
  * happened. Won value grows
  * (Northwind 3 %, Bluefin 2 % a month on its base) with a yearly season (Northwind peaks in
  * November, Bluefin in October) and a deterministic wobble, so the figures are believable and the
  * same on every reset. Every history lead was created at least 101 days ago: newer than that,
  * Northwind's lists and counts are the thirty leads above. Dates are relative to now().
  * Northwind's ideal customer profile and its thirty leads' industries and sizes feed lead scores.
  */
insert into public.leads (id, company_id, first_name, last_name, email, phone, company_name, title, industry,
                          company_size, source, status, value, currency, notes, created_by, created_at, updated_at)
select (overlay(overlay(md5(h.company_id || '-history-' || h.k || '-' || h.j) placing '4' from 13) placing '8' from 17))::uuid, -- a v4-shaped id
       h.company_id::uuid,
       -- names unique within a company (21 × 19 pairs), so "Find duplicates" finds none among them
       (array ['Ada', 'Bruno', 'Carmen', 'Dev', 'Elena', 'Felix', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Keiko', 'Lars', 'Mira',
               'Nadia', 'Omar', 'Priya', 'Quentin', 'Rosa', 'Soren', 'Tariq', 'Uma'])[1 + ((h.k - 1) * 7 + h.j - 1) % 21],
       (array ['Moreno', 'Fischer', 'Haddad', 'Kaur', 'Lindgren', 'Mensah', 'Novak', 'Ortiz', 'Park', 'Quist', 'Rahman',
               'Sato', 'Tanaka', 'Usman', 'Varga', 'Weber', 'Xu', 'Yilmaz', 'Zielinski'])[1 + ((h.k - 1) * 7 + h.j - 1) / 21 % 19],
       'buyer-' || h.k || '-' || h.j || '@' || h.domain || '-customers.example',
       '',
       (array ['Alder', 'Birch', 'Cobalt', 'Delta', 'Ember', 'Fern', 'Granite'])[1 + (h.k + h.j) % 7] || ' ' ||
       (array ['Retail', 'Foods', 'Trading', 'Markets', 'Supply'])[1 + (h.k * 2 + h.j) % 5],
       (array ['CFO', 'Head of Planning', 'Operations Manager', 'VP Operations', 'Supply Planner', 'Founder'])[1 + (h.k + h.j * 2) % 6],
       (array ['E-commerce and retail', 'Financial services', 'Manufacturing', 'Logistics and transport'])[1 + (h.k + h.j) % 4],
       (array ['11-50', '51-200', '201-1000', '1-10'])[1 + (h.k * 7 + h.j) % 4],
       (array ['website', 'referral', 'campaign', 'event'])[1 + (h.k + h.j * 3) % 4],
       case when h.j > 3 then 'lost' else 'won' end,
       round(h.base * (1 + h.growth * (h.months - h.k))
                 * (1 + h.amplitude * cos(2 * pi() * (extract(month from h.closed_at) - h.peak) / 12))
                 * (array [0.5, 0.3, 0.2, 0.35, 0.25, 0.3, 0.2])[h.j]
                 * (1 + 0.08 * sin(h.k * 2.3 + h.j * 1.1)) / 100) * 100,
       'USD',
       'Closed deal from the sales history.',
       h.owner::uuid,
       least(h.closed_at - make_interval(days => 25 + (h.k * 11 + h.j * 7) % 110), now() - interval '101 days'),
       h.closed_at
from (select c.*, k, j,
             date_trunc('month', now()) - make_interval(months => k)
                 + make_interval(days => case when j <= 3 then 2 + j * 6 else 2 + j * 3 end, hours => 10) as closed_at
      from (values ('c0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000002', 'northwind', 27, 60000, 0.03, 0.22, 11),
                   ('c0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000003', 'bluefin', 24, 40000, 0.02, 0.30, 10)
           ) as c(company_id, owner, domain, months, base, growth, amplitude, peak)
               cross join lateral generate_series(1, c.months) as k
               cross join generate_series(1, 7) as j) as h
on conflict (id) do nothing;

-- Each history lead's path: created new (the trigger recorded it as closed), proposal half-way,
-- then won or lost on the day it closed.
update public.lead_events e
set to_status = 'new'
from public.leads l
where e.lead_id = l.id
  and e.kind = 'created'
  and l.notes = 'Closed deal from the sales history.'
  and e.to_status <> 'new';

insert into public.lead_events (lead_id, company_id, kind, from_status, to_status, actor, created_at)
select l.id, l.company_id, 'status_changed', m.from_status, m.to_status, l.created_by,
       case when m.step = 1 then l.created_at + (l.updated_at - l.created_at) / 2 else l.updated_at end
from public.leads l
         cross join lateral (values (1, 'new', 'proposal'), (2, 'proposal', l.status)) as m(step, from_status, to_status)
where l.notes = 'Closed deal from the sales history.'
  and not exists (select 1 from public.lead_events x where x.lead_id = l.id and x.kind = 'status_changed');

update public.companies
set icp_industries = '{"E-commerce and retail","Financial services"}',
    icp_sizes      = '{"51-200","201-1000"}'
where id = 'c0000000-0000-4000-8000-000000000001';

-- Filling in two columns is not a touch: the lead keeps its last-touched date (stale leads stay stale).
alter table public.leads disable trigger leads_set_updated_at;
update public.leads l
set industry     = d.industry,
    company_size = d.size
from (values ('1ead0000-0000-4000-8000-000000000001', 'E-commerce and retail', '201-1000'),
             ('1ead0000-0000-4000-8000-000000000002', 'E-commerce and retail', '201-1000'),
             ('1ead0000-0000-4000-8000-000000000003', 'E-commerce and retail', '51-200'),
             ('1ead0000-0000-4000-8000-000000000004', 'E-commerce and retail', '51-200'),
             ('1ead0000-0000-4000-8000-000000000005', 'E-commerce and retail', '11-50'),
             ('1ead0000-0000-4000-8000-000000000006', 'E-commerce and retail', '201-1000'),
             ('1ead0000-0000-4000-8000-000000000007', 'Financial services', '1000+'),
             ('1ead0000-0000-4000-8000-000000000008', 'E-commerce and retail', '51-200'),
             ('1ead0000-0000-4000-8000-000000000009', 'Financial services', '201-1000'),
             ('1ead0000-0000-4000-8000-000000000010', 'Manufacturing', '51-200'),
             ('1ead0000-0000-4000-8000-000000000013', 'E-commerce and retail', '11-50'),
             ('1ead0000-0000-4000-8000-000000000014', 'Professional services', '1-10'),
             ('1ead0000-0000-4000-8000-000000000015', 'E-commerce and retail', '1000+'),
             ('1ead0000-0000-4000-8000-000000000016', 'E-commerce and retail', '11-50'),
             ('1ead0000-0000-4000-8000-000000000017', 'E-commerce and retail', '51-200'),
             ('1ead0000-0000-4000-8000-000000000018', 'Logistics and transport', '201-1000'),
             ('1ead0000-0000-4000-8000-000000000020', 'E-commerce and retail', '11-50'),
             ('1ead0000-0000-4000-8000-000000000021', 'Manufacturing', '201-1000'),
             ('1ead0000-0000-4000-8000-000000000023', 'E-commerce and retail', '11-50'),
             ('1ead0000-0000-4000-8000-000000000024', 'E-commerce and retail', '51-200'),
             ('1ead0000-0000-4000-8000-000000000025', 'Healthcare', '1000+'),
             ('1ead0000-0000-4000-8000-000000000026', 'E-commerce and retail', '201-1000'),
             ('1ead0000-0000-4000-8000-000000000028', 'Hospitality and travel', '1-10'),
             ('1ead0000-0000-4000-8000-000000000029', 'Logistics and transport', '51-200'),
             ('1ead0000-0000-4000-8000-000000000030', 'Hospitality and travel', '1-10')
     ) as d(id, industry, size)
where l.id = d.id::uuid;
alter table public.leads enable trigger leads_set_updated_at;

reset search_path;

/**
  * -------------------------------------------------------
  * Section - Standing figures for the boardroom
  * -------------------------------------------------------
  * The figures each demo company keeps for its board (company_figures), dated a week ago, so a
  * debate on Northwind or Bluefin has cash, burn, revenue and unit economics to argue from.
  */
insert into public.company_figures (company_id, metric, label, value, unit, as_of, updated_by)
values ('c0000000-0000-4000-8000-000000000001', 'cash', 'Cash in bank', 1800000, 'USD', current_date - 7, 'b0000000-0000-4000-8000-000000000002'),
       ('c0000000-0000-4000-8000-000000000001', 'net_burn', 'Monthly net burn', 95000, 'USD', current_date - 7, 'b0000000-0000-4000-8000-000000000002'),
       ('c0000000-0000-4000-8000-000000000001', 'mrr', 'MRR', 118000, 'USD', current_date - 7, 'b0000000-0000-4000-8000-000000000002'),
       ('c0000000-0000-4000-8000-000000000001', 'gross_margin', 'Gross margin', 78, '%', current_date - 7, 'b0000000-0000-4000-8000-000000000002'),
       ('c0000000-0000-4000-8000-000000000001', 'churn', 'Monthly churn', 1.6, '%', current_date - 7, 'b0000000-0000-4000-8000-000000000002'),
       ('c0000000-0000-4000-8000-000000000001', 'arpa', 'Revenue per customer (monthly)', 1450, 'USD', current_date - 7, 'b0000000-0000-4000-8000-000000000002'),
       ('c0000000-0000-4000-8000-000000000001', 'cac', 'Blended CAC', 9200, 'USD', current_date - 7, 'b0000000-0000-4000-8000-000000000002'),
       ('c0000000-0000-4000-8000-000000000001', 'nrr', 'Net revenue retention', 108, '%', current_date - 7, 'b0000000-0000-4000-8000-000000000002'),
       ('c0000000-0000-4000-8000-000000000001', 'headcount', 'Headcount', 24, 'count', current_date - 7, 'b0000000-0000-4000-8000-000000000002'),
       ('c0000000-0000-4000-8000-000000000002', 'cash', 'Cash in bank', 620000, 'USD', current_date - 7, 'b0000000-0000-4000-8000-000000000003'),
       ('c0000000-0000-4000-8000-000000000002', 'net_burn', 'Monthly net burn', 40000, 'USD', current_date - 7, 'b0000000-0000-4000-8000-000000000003'),
       ('c0000000-0000-4000-8000-000000000002', 'revenue', 'Monthly revenue', 410000, 'USD', current_date - 7, 'b0000000-0000-4000-8000-000000000003'),
       ('c0000000-0000-4000-8000-000000000002', 'gross_margin', 'Gross margin', 24, '%', current_date - 7, 'b0000000-0000-4000-8000-000000000003'),
       ('c0000000-0000-4000-8000-000000000002', 'utilisation', 'Warehouse utilisation', 91, '%', current_date - 7, 'b0000000-0000-4000-8000-000000000003'),
       ('c0000000-0000-4000-8000-000000000002', 'headcount', 'Headcount', 130, 'count', current_date - 7, 'b0000000-0000-4000-8000-000000000003')
on conflict (company_id, metric) do nothing;

/**
  * -------------------------------------------------------
  * Section - Northwind's boardroom decisions and their reviews
  * -------------------------------------------------------
  * Eight decisions Northwind took on the board's recommendations over the last months, each with
  * the executives' first-round stances and confidences (docs/ai-executives.md, "Confidence and
  * calibration"), a review date and the figure to watch. Six are reviewed, with varied outcomes, so
  * the calibration leaderboard ranks the executives (the CTO took a side on four only: too few to
  * rank); one review is overdue (the dashboard's reminder) and one is due in six weeks.
  * All were decided more than a month ago, so none counts against this month's session allowance.
  */
with d (n, question, topic, rec, outcome, asked, stances, watch, due, verdict, figure, note) as (
    values (1, 'Should we double the LinkedIn ads budget to $16,000 a month?', 'spend', 'proceed-with-conditions', 'adopted', 200,
            '[["ceo","conditional",0.70],["cfo","conditional",0.62],["cmo","support",0.85],["cto","abstain",null],["coo","support",0.66]]',
            'Leads per month', 110, 'worked', 46, 'Leads per month rose from 31 to 46 and cost per lead held.'),
           (2, 'Should we hire two more account executives this quarter?', 'hiring', 'proceed', 'adopted', 180,
            '[["ceo","support",0.72],["cfo","oppose",0.68],["cmo","support",0.80],["cto","support",0.58],["coo","oppose",0.64]]',
            'Won deals per month', 150, 'did-not-work', 3, 'Ramp took longer than planned: won deals stayed at 3 a month.'),
           (3, 'Should we raise the Growth plan price by 15%?', 'pricing', 'do-not-proceed', 'adopted', 170,
            '[["ceo","oppose",0.66],["cfo","support",0.60],["cmo","oppose",0.74],["cto","abstain",null],["coo","oppose",0.70]]',
            'Monthly churn', 120, 'worked', 1.4, 'We held the price; churn eased to 1.4 %.'),
           (4, 'Should we move the product to usage-based pricing?', 'pricing', 'gather-data', 'rejected', 160,
            '[["ceo","conditional",0.55],["cfo","oppose",0.63],["cmo","support",0.77],["cto","support",0.69],["coo","conditional",0.58]]',
            'MRR', 130, 'mixed', 121500, 'MRR grew a little, but two large accounts asked to go back to seats.'),
           (5, 'Should we open a sales office in Berlin?', 'expansion', 'do-not-proceed', 'rejected', 150,
            '[["ceo","oppose",0.64],["cfo","oppose",0.81],["cmo","support",0.71],["cto","oppose",0.60],["coo","oppose",0.75]]',
            'Monthly net burn', 100, 'did-not-work', 131000, 'Burn rose to $131,000 a month with few new deals from the office.'),
           (6, 'Should we replace our data warehouse vendor?', 'product', 'proceed', 'adopted', 140,
            '[["ceo","support",0.68],["cfo","support",0.59],["cmo","abstain",null],["cto","support",0.88],["coo","conditional",0.61]]',
            'Gross margin', 90, 'worked', 80, 'Hosting costs fell; gross margin reached 80 %.'),
           (7, 'Should we launch a partner referral programme?', 'growth', 'proceed-with-conditions', 'adopted', 95,
            '[["ceo","conditional",0.63],["cfo","conditional",0.57],["cmo","support",0.79],["cto","abstain",null],["coo","support",0.62]]',
            'Leads from referrals', 93, null, null, null),
           (8, 'Should we offer annual billing at a 10% discount?', 'pricing', 'proceed', 'adopted', 40,
            '[["ceo","support",0.74],["cfo","support",0.70],["cmo","support",0.66],["cto","abstain",null],["coo","conditional",0.60]]',
            'Net revenue retention', 85, null, null, null)),
     sessions as (
    insert into public.boardroom_sessions (id, company_id, question, topic, debate, metrics, engine, outcome, outcome_note, decided_by, decided_at, created_by, created_at)
    select ('5e550000-0000-4000-8000-00000000000' || d.n)::uuid, 'c0000000-0000-4000-8000-000000000001', d.question, d.topic,
           jsonb_build_object(
               'topic', d.topic,
               'positions', (select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                                 'executive', p ->> 0, 'stance', p ->> 1, 'confidence', p -> 2,
                                 'summary', case p ->> 1 when 'support' then 'I support it: the figures in my remit point to it working.'
                                                         when 'conditional' then 'I support it only with conditions: my figures are borderline.'
                                                         when 'oppose' then 'I oppose it: the figures in my remit argue against it.'
                                                         else 'I cannot judge this from the figures we have.' end,
                                 'arguments', jsonb_build_array('From the figures Northwind kept at the time of the decision.'),
                                 'evidence', '[]'::jsonb)) order by i)
                             from jsonb_array_elements(d.stances::jsonb) with ordinality as s(p, i)),
               'rebuttals', '[]'::jsonb,
               'votes', (select jsonb_agg(jsonb_build_object('executive', p ->> 0, 'stance', p ->> 1) order by i)
                         from jsonb_array_elements(d.stances::jsonb) with ordinality as s(p, i)),
               'decision', jsonb_build_object(
                   'recommendation', d.rec,
                   'summary', case d.rec when 'proceed' then 'We proceed: the deciding figures are in range.'
                                         when 'proceed-with-conditions' then 'We proceed, on conditions: the deciding figures are borderline.'
                                         when 'gather-data' then 'We cannot decide this from the figures we have; we gather them first.'
                                         else 'We do not proceed: the deciding figures are out of range.' end,
                   'conditions', '[]'::jsonb,
                   'actions', jsonb_build_array(jsonb_build_object('owner', 'ceo', 'action', 'Review the outcome against ' || lower(d.watch) || ' on the review date', 'due', 'at the review')),
                   'confidence', 'medium')),
           '{}'::jsonb, 'builtin', d.outcome, '', 'b0000000-0000-4000-8000-000000000002',
           now() - make_interval(days => d.asked - 1), 'b0000000-0000-4000-8000-000000000002', now() - make_interval(days => d.asked)
    from d
    returning id)
insert into public.boardroom_reviews (session_id, company_id, due_on, watch_label, verdict, figure_value, note, planned_by, planned_at, reviewed_by, reviewed_at)
select ('5e550000-0000-4000-8000-00000000000' || d.n)::uuid, 'c0000000-0000-4000-8000-000000000001',
       current_date - d.asked + 1 + d.due, d.watch, d.verdict, d.figure, coalesce(d.note, ''),
       'b0000000-0000-4000-8000-000000000002', now() - make_interval(days => d.asked - 1),
       case when d.verdict is not null then 'b0000000-0000-4000-8000-000000000002'::uuid end,
       case when d.verdict is not null then now() - make_interval(days => d.asked - 1 - d.due) end
from d;

/**
  * -------------------------------------------------------
  * Section - The spring webinar (20261129100200_agent_actions.sql)
  * -------------------------------------------------------
  * A finished events campaign with four leads: two the demo user called (a call logged on each)
  * and two nobody called, so the AI agent's "List the leads from the spring webinar that nobody
  * called" has an exact answer (Priya Shah and Tomás Silva) to list and follow up.
  */
insert into public.campaigns (id, company_id, name, objective, channel, status, budget, currency,
                              start_date, end_date, target_audience, created_by, created_at)
values ('ca000000-0000-4000-8000-000000000007', 'c0000000-0000-4000-8000-000000000001', 'Spring webinar',
        'A live session on spring demand planning for retail operations teams.', 'events', 'completed', 4000, 'USD',
        current_date - 100, current_date - 90, 'Retail planners', 'b0000000-0000-4000-8000-000000000002', now() - interval '110 days')
on conflict (id) do nothing;

insert into public.leads (id, company_id, first_name, last_name, email, phone, company_name, title, source, status,
                          value, currency, campaign_id, notes, created_by, created_at, updated_at)
select l.id::uuid, 'c0000000-0000-4000-8000-000000000001', l.first_name, l.last_name, l.email, '', l.company_name, l.title,
       'campaign', l.status, l.value, 'USD', 'ca000000-0000-4000-8000-000000000007', '', 'b0000000-0000-4000-8000-000000000002',
       now() - interval '95 days', now() - interval '40 days'
from (values ('1ead0000-0000-4000-8000-000000000031', 'Priya', 'Shah', 'priya.shah@kestrelhome.example', 'Kestrel Home', 'Planning Lead', 'new', 11000),
             ('1ead0000-0000-4000-8000-000000000032', 'Tomás', 'Silva', 'tomas.silva@marecafe.example', 'Maré Café', 'Owner', 'contacted', 6500),
             ('1ead0000-0000-4000-8000-000000000033', 'Nina', 'Berg', 'nina.berg@fjellsport.example', 'Fjell Sport', 'Head of Merchandising', 'qualified', 17000),
             ('1ead0000-0000-4000-8000-000000000034', 'Omar', 'Haddad', 'omar.haddad@cedargrocers.example', 'Cedar Grocers', 'Operations Director', 'contacted', 9000)
     ) as l(id, first_name, last_name, email, company_name, title, status, value)
on conflict (id) do nothing;

insert into public.calls (id, company_id, lead_id, direction, outcome, duration_minutes, notes, occurred_at, created_by, created_at)
values ('ca110000-0000-4000-8000-000000000016', 'c0000000-0000-4000-8000-000000000001', '1ead0000-0000-4000-8000-000000000033',
        'outbound', 'connected', 14, 'Wants the spring planning template; sending it with a trial.', now() - interval '41 days',
        'b0000000-0000-4000-8000-000000000002', now() - interval '41 days'),
       ('ca110000-0000-4000-8000-000000000017', 'c0000000-0000-4000-8000-000000000001', '1ead0000-0000-4000-8000-000000000034',
        'outbound', 'voicemail', 1, 'Left a message about the webinar recording.', now() - interval '42 days',
        'b0000000-0000-4000-8000-000000000002', now() - interval '42 days')
on conflict (id) do nothing;

/**
  * -------------------------------------------------------
  * Section - Daily campaign metrics
  * -------------------------------------------------------
  * Northwind's campaigns that have run, day by day from their start to yesterday (or their end;
  * the paused search campaign stopped 12 days ago): each day spends about its budget ÷ its days
  * (±20 %), and impressions, clicks, leads and customers follow from rates typical of the channel.
  * A deterministic hash of campaign and day stands in for chance; floor(x + u) with u uniform in
  * [0, 1) keeps the expected count at x. Revenue is a customer's first-year value for the campaign.
  */
insert into public.campaign_metrics (company_id, campaign_id, day, spend, impressions, clicks, leads, customers, revenue, created_by)
select c.company_id, c.id, d.day, s.spend, i.impressions, k.clicks, l.leads, cu.customers, cu.customers * p.deal, c.created_by
from public.campaigns c
         join (values ('ca000000-0000-4000-8000-000000000001', 40, 0.012, 0.08, 0.02, 17400, 0),  -- webinars: events
                      ('ca000000-0000-4000-8000-000000000002', 12, 0.020, 0.02, 0.02, 12000, 0),  -- newsletter: email
                      ('ca000000-0000-4000-8000-000000000003', 35, 0.006, 0.10, 0.015, 20000, 0), -- LinkedIn: social
                      ('ca000000-0000-4000-8000-000000000004', 80, 0.045, 0.09, 0.02, 15000, 12)  -- search, paused
              ) as p(id, cpm, ctr, lead_rate, customer_rate, deal, stopped_days_ago) on c.id = p.id::uuid
         cross join lateral (select g::date as day
                             from generate_series(c.start_date, least(c.end_date, current_date - 1 - p.stopped_days_ago), interval '1 day') g) d
         cross join lateral (select (abs(hashtext(c.id::text || d.day::text)) % 1000) / 1000.0         as u1,
                                    (abs(hashtext(d.day::text || c.id::text || 'c')) % 1000) / 1000.0 as u2) r
         cross join lateral (select round(c.budget / (c.end_date - c.start_date + 1) * (0.8 + 0.4 * r.u1), 2) as spend) s
         cross join lateral (select floor(s.spend / p.cpm * 1000)::bigint as impressions) i
         cross join lateral (select floor(i.impressions * p.ctr * (0.85 + 0.3 * r.u2))::bigint as clicks) k
         cross join lateral (select floor(k.clicks * p.lead_rate + r.u1)::int as leads) l
         cross join lateral (select floor(l.leads * p.customer_rate + r.u2)::int as customers) cu
where c.company_id = 'c0000000-0000-4000-8000-000000000001'
on conflict (company_id, campaign_id, day) do nothing;
