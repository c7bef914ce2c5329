-- Which of our own campaigns brought a new account (spec §7 Marketing consent): the browser sends
-- it in the sign-up's user metadata (`attribution`: source, medium, campaign) only when the
-- visitor gave Marketing consent (client/app/attribution.ts). Recorded once, at sign-up, by the
-- database; nobody writes it afterwards. The account itself and platform admins read it.
create table if not exists public.signup_attributions
(
    user_id    uuid primary key references public.profiles (id) on delete cascade,
    source     text        not null,
    medium     text,
    campaign   text,
    created_at timestamptz not null default now(),
    -- The same token rule as shared/attribution.ts: short, no free text.
    constraint signup_attributions_source check (source ~ '^[a-z0-9._~+-]{1,100}$'),
    constraint signup_attributions_medium check (medium is null or medium ~ '^[a-z0-9._~+-]{1,100}$'),
    constraint signup_attributions_campaign check (campaign is null or campaign ~ '^[a-z0-9._~+-]{1,100}$')
);

alter table public.signup_attributions enable row level security;

create policy "signup_attributions: the account and admins read"
    on public.signup_attributions for select
    to authenticated
    using (user_id = auth.uid() or public.is_admin());

-- No insert, update or delete policy: only the trigger below (security definer) writes.
revoke insert, update, delete on public.signup_attributions from anon, authenticated;
grant select on public.signup_attributions to authenticated;

-- After the profile exists (handle_new_user runs on the same event; trigger names run in order,
-- and "on_auth_user_created" < "on_auth_user_created_attribution").
create or replace function public.record_signup_attribution()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
as
$$
declare
    a        jsonb := new.raw_user_meta_data -> 'attribution';
    pattern  text  := '^[a-z0-9._~+-]{1,100}$';
    source   text;
    medium   text;
    campaign text;
begin
    if a is null or jsonb_typeof(a) <> 'object' then
        return null;
    end if;
    source := lower(a ->> 'source');
    medium := lower(a ->> 'medium');
    campaign := lower(a ->> 'campaign');
    -- Anything malformed is dropped rather than refusing the sign-up.
    if source is null or source !~ pattern then
        return null;
    end if;
    if medium is not null and medium !~ pattern then medium := null; end if;
    if campaign is not null and campaign !~ pattern then campaign := null; end if;
    insert into public.signup_attributions (user_id, source, medium, campaign)
    values (new.id, source, medium, campaign)
    on conflict (user_id) do nothing;
    return null;
end;
$$;

revoke execute on function public.record_signup_attribution() from public, anon, authenticated;

create trigger on_auth_user_created_attribution
    after insert
    on auth.users
    for each row
execute function public.record_signup_attribution();
