/**
  * -------------------------------------------------------
  * Section - An OAuth approval is finished only in the browser that started it
  * -------------------------------------------------------
  * The callback (GET /api/oauth/:provider/callback) trusted the state alone: an owner who started
  * "Connect Notion" could send the approval link to someone else, and whoever approved it, in any
  * browser, connected their account to the owner's company. Now the start sets an HttpOnly cookie
  * (SameSite=Lax, Secure over https) holding a random secret, and only its SHA-256 is kept here
  * beside the state: a callback without that cookie is refused and the state is not used up
  * (worker/integrations/oauth.ts, as Sign in with TikTok's tiktok_sign_in_states.browser_hash).
  *
  * Approvals started before this migration have no browser to match: they are dropped (pending
  * ones expire within ten minutes anyway; a used one only told a replay from an unknown state), and
  * the column is required from now on.
  */

delete from public.oauth_states;

alter table public.oauth_states
    add column browser_hash text not null,
    add constraint oauth_states_browser_hash_format check (browser_hash ~ '^[0-9a-f]{64}$');

comment on column public.oauth_states.browser_hash is 'SHA-256 of the secret in the HttpOnly cookie of the browser that started the approval; the callback must carry it.';
