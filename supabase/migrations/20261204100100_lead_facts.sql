/**
  * -------------------------------------------------------
  * Section - lead_facts: each lead as the semantic layer reads it
  * -------------------------------------------------------
  * Every screen that counts won value, win rate or a campaign's results reads leads through this
  * view (shared/semantic; docs/decisions/0024-semantic-layer.md), so a deal is dated the same way
  * everywhere:
  *
  *   closed_at      for a won or lost lead, its latest status_changed event to that status; a lead
  *                  created as won or lost has none, and its last change (updated_at) stands in —
  *                  as lead_wins dates a win for the forecast. Null while the lead is open.
  *   last_moved_at  its latest status change (a lead score's recency), null when it never moved.
  *
  * security_invoker: the caller's RLS on leads and lead_events decides what it returns.
  */

create or replace view public.lead_facts
    with (security_invoker = true)
as
select l.id,
       l.company_id,
       l.first_name,
       l.last_name,
       l.company_name,
       l.email,
       l.title,
       l.industry,
       l.company_size,
       l.source,
       l.status,
       l.value,
       l.currency,
       l.campaign_id,
       l.owner_id,
       l.created_at,
       l.updated_at,
       case
           when l.status in ('won', 'lost') then coalesce((select max(e.created_at)
                                                          from public.lead_events e
                                                          where e.lead_id = l.id
                                                            and e.kind = 'status_changed'
                                                            and e.to_status = l.status), l.updated_at)
           end as closed_at,
       (select max(e.created_at)
        from public.lead_events e
        where e.lead_id = l.id
          and e.kind = 'status_changed') as last_moved_at
from public.leads l;

comment on view public.lead_facts is 'Each lead with when it closed (won or lost) and last moved: what shared/semantic counts. Caller''s RLS applies.';

revoke all on public.lead_facts from anon, authenticated;
grant select on public.lead_facts to authenticated, service_role;
