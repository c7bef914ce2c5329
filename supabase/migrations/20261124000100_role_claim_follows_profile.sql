/**
  * -------------------------------------------------------
  * Section - app_metadata.role follows profiles.role
  * -------------------------------------------------------
  * profiles.role is the one source of truth for a user's role (RLS reads it through is_admin()).
  * The role mirror (profiles migration) copies it into auth.users.raw_app_meta_data so tokens carry
  * app_metadata.role and app_metadata.is_admin. Anything else writing raw_app_meta_data — the auth
  * admin API (`auth.admin.updateUserById(id, { app_metadata: { role: 'admin' } })`), a dashboard
  * edit, GoTrue itself at sign-in — gets role and is_admin put back to the profile's values here,
  * so a token can never claim a role the database does not grant. Change a role on the profile.
  *
  * A new auth user has no profile yet (the sign-up trigger creates it after the insert): 'user'.
  */

create or replace function public.enforce_role_claim()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
declare
    profile_role text := coalesce((select p.role from public.profiles p where p.id = new.id), 'user');
begin
    new.raw_app_meta_data = coalesce(new.raw_app_meta_data, '{}'::jsonb)
        || jsonb_build_object('role', profile_role, 'is_admin', profile_role = 'admin');
    return new;
end;
$$;

create trigger enforce_role_claim
    before insert or update of raw_app_meta_data
    on auth.users
    for each row
execute function public.enforce_role_claim();
