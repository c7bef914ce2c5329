// The leads of one page of the list: who, their company, score (shared/lead-score.ts), status (changeable in place), owner,
// source, value, campaign and when they were added. The name links to the lead's page.
import { LEAD_SOURCE_LABELS, leadName, type LeadWithCampaign } from '../../../shared/schemas/lead'
import { Link, Table } from '../../ui'
import { formatDate } from '../../lib/format-date'
import { formatMoney } from '../../../shared/metrics'
import { ownerName } from './lead-owner'
import { LeadStatusSelect } from './lead-status-select'

/** Which rows are ticked for a bulk action (bulk-actions.tsx); without it the table has no checkboxes. */
export type RowSelection = {
  selected: ReadonlySet<string>
  toggle(id: string, on: boolean): void
  togglePage(on: boolean): void
}

export function LeadsTable({
  leads,
  caption,
  scores,
  owners,
  selection,
}: {
  leads: readonly LeadWithCampaign[]
  caption: string
  scores?: ReadonlyMap<string, number>
  /** The company's members (id → name), to name each lead's owner. */
  owners?: ReadonlyMap<string, string>
  selection?: RowSelection
}) {
  const ticked = selection ? leads.filter((l) => selection.selected.has(l.id)).length : 0
  return (
    <Table caption={caption} hideCaption>
      <thead>
        <tr>
          {selection && (
            <th scope="col" className="w-8">
              <input
                type="checkbox"
                aria-label="Select every lead on this page"
                checked={ticked > 0 && ticked === leads.length}
                ref={(box) => {
                  if (box) box.indeterminate = ticked > 0 && ticked < leads.length
                }}
                onChange={(e) => selection.togglePage(e.currentTarget.checked)}
              />
            </th>
          )}
          <th scope="col">Name</th>
          <th scope="col">Company</th>
          <th scope="col" className="text-right">
            Score
          </th>
          <th scope="col">Status</th>
          <th scope="col">Owner</th>
          <th scope="col">Source</th>
          <th scope="col" className="text-right">
            Value
          </th>
          <th scope="col">Campaign</th>
          <th scope="col">Added</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id}>
            {selection && (
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${leadName(lead)}`}
                  checked={selection.selected.has(lead.id)}
                  onChange={(e) => selection.toggle(lead.id, e.currentTarget.checked)}
                />
              </td>
            )}
            <td>
              <Link to={`/dashboard/leads/${lead.id}`} className="font-semibold">
                {leadName(lead)}
              </Link>
              {lead.email && <div className="text-sm text-muted break-all">{lead.email}</div>}
            </td>
            <td>
              {lead.company_name || <span className="muted">—</span>}
              {lead.title && <div className="text-sm text-muted">{lead.title}</div>}
            </td>
            <td className="text-right tabular-nums">{scores?.get(lead.id) ?? <span className="muted">…</span>}</td>
            <td>
              <LeadStatusSelect lead={lead} />
            </td>
            <td>
              {lead.owner_id === null ? (
                <span className="muted">{ownerName(owners, null)}</span>
              ) : (
                (ownerName(owners, lead.owner_id) ?? <span className="muted">…</span>)
              )}
            </td>
            <td>{LEAD_SOURCE_LABELS[lead.source]}</td>
            <td className="text-right whitespace-nowrap">{formatMoney(lead.value, lead.currency)}</td>
            <td>
              {lead.campaign ? (
                <Link to={`/dashboard/campaigns/${lead.campaign.id}`}>{lead.campaign.name}</Link>
              ) : (
                <span className="muted">—</span>
              )}
            </td>
            <td className="whitespace-nowrap">{formatDate(lead.created_at)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
