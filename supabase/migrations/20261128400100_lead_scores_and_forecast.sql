/**
  * -------------------------------------------------------
  * Section - Lead scores and the forecast (issue 13, items 3 and 5)
  * -------------------------------------------------------
  * What a lead's score needs that the CRM did not record, the company's ideal customer profile,
  * and two read-only views the screens use. The score and the forecast themselves are computed by
  * pure functions (shared/lead-score.ts, shared/forecast.ts); the database only supplies the rows.
  *
  *   leads.industry, leads.company_size   the lead's company: free-text industry, size bucket
  *                                        ('' when not known; sizes are companies.size's list)
  *   companies.icp_industries, icp_sizes  the ideal customer profile; the companies policies apply:
  *                                        members read it, owners and admins change it
  *   lead_score_inputs (view)             each lead with its calls and status moves
  *   lead_wins (view)                     each won lead with the moment it was won
  * Both views are security_invoker: the caller's RLS on leads, calls and lead_events decides what
  * each one returns, as for campaign_lead_stats (docs/decisions/0004).
  */

alter table public.leads
    add column if not exists industry     text not null default '',
    add column if not exists company_size text not null default '';

alter table public.leads
    add constraint leads_industry_length check (char_length(industry) <= 100),
    add constraint leads_company_size_check check (company_size in ('', '1-10', '11-50', '51-200', '201-1000', '1000+'));

comment on column public.leads.industry is 'The lead''s company''s industry (free text, '''' when not known); scored against companies.icp_industries.';
comment on column public.leads.company_size is 'The lead''s company''s size bucket (companies.size''s list, '''' when not known).';

alter table public.companies
    add column if not exists icp_industries text[] not null default '{}',
    add column if not exists icp_sizes      text[] not null default '{}';

alter table public.companies
    add constraint companies_icp_industries_check check (
        cardinality(icp_industries) <= 20 and array_position(icp_industries, null) is null
        ),
    add constraint companies_icp_sizes_check check (
        icp_sizes <@ array ['1-10', '11-50', '51-200', '201-1000', '1000+']::text[]
        );

comment on column public.companies.icp_industries is 'Ideal customer profile: the industries the company sells to best (lead scores).';
comment on column public.companies.icp_sizes is 'Ideal customer profile: the company sizes it sells to best (lead scores).';

/**
  * -------------------------------------------------------
  * Section - Views
  * -------------------------------------------------------
  */

create or replace view public.lead_score_inputs
    with (security_invoker = true)
as
select l.id,
       l.company_id,
       l.first_name,
       l.last_name,
       l.email,
       l.company_name,
       l.title,
       l.industry,
       l.company_size,
       l.source,
       l.status,
       l.value,
       l.currency,
       l.created_at,
       coalesce((select jsonb_agg(jsonb_build_object('occurred_at', c.occurred_at, 'outcome', c.outcome) order by c.occurred_at desc)
                 from public.calls c
                 where c.lead_id = l.id), '[]'::jsonb)           as calls,
       coalesce((select jsonb_agg(jsonb_build_object('created_at', e.created_at) order by e.created_at desc)
                 from public.lead_events e
                 where e.lead_id = l.id
                   and e.kind = 'status_changed'), '[]'::jsonb) as moves
from public.leads l;

comment on view public.lead_score_inputs is 'Each lead with its calls and status moves: what shared/lead-score.ts scores. Caller''s RLS applies.';

-- A lead's win is dated by its last recorded move to won; a lead created as won has none, and its
-- last change (updated_at) stands in, as shared/metrics.ts dates it.
create or replace view public.lead_wins
    with (security_invoker = true)
as
select l.id,
       l.company_id,
       l.value,
       l.currency,
       l.created_at,
       coalesce((select max(e.created_at)
                 from public.lead_events e
                 where e.lead_id = l.id
                   and e.kind = 'status_changed'
                   and e.to_status = 'won'), l.updated_at) as won_at
from public.leads l
where l.status = 'won';

comment on view public.lead_wins is 'Each won lead with when it was won (forecast). Caller''s RLS applies.';

revoke all on public.lead_score_inputs, public.lead_wins from anon, authenticated;
grant select on public.lead_score_inputs, public.lead_wins to authenticated, service_role;
