/**
  * -------------------------------------------------------
  * Seed - demo accounts and a demo company
  * -------------------------------------------------------
  * Applied to a new local database (PGlite) after the migrations, and by `supabase db reset` on a
  * Supabase CLI stack. Never apply it to production: the passwords below are public.
  *
  *   admin@boardroom.local / Admin-demo-2026!   platform admin (profiles.role = 'admin')
  *   user@boardroom.local  / User-demo-2026!    user, owner of "Northwind Analytics"
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
        '{"firstName": "Dana", "lastName": "Demo"}', now(), now())
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
where u.id in ('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000002')
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
            where id in ('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000002')
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

reset search_path;
