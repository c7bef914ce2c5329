// The leads of one page of the list: who, their status (changeable in place), value and owner first,
// then their company, score (shared/lead-score.ts), source, campaign and when they were added. The
// name links to the lead's page. On a phone each row is a card (styles.css .table-cards): name and
// value, status and owner, then the rest — nothing scrolls sideways.
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
    <Table caption={caption} hideCaption className="table-cards">
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
          <th scope="col">Status</th>
          <th scope="col" className="text-right">
            Value
          </th>
          <th scope="col">Owner</th>
          <th scope="col">Company</th>
          <th scope="col" className="text-right">
            Score
          </th>
          <th scope="col">Source</th>
          <th scope="col">Campaign</th>
          <th scope="col">Added</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id}>
            {selection && (
              <td data-cell="check">
                <input
                  type="checkbox"
                  aria-label={`Select ${leadName(lead)}`}
                  checked={selection.selected.has(lead.id)}
                  onChange={(e) => selection.toggle(lead.id, e.currentTarget.checked)}
                />
              </td>
            )}
            <td data-cell="name">
              <Link to={`/dashboard/leads/${lead.id}`} className="font-semibold">
                {leadName(lead)}
              </Link>
              {/* the address is on the lead's page; a phone keeps the row to what matters first */}
              {lead.email && <div className="hidden text-sm text-muted break-all sm:block">{lead.email}</div>}
            </td>
            <td data-cell="status">
              <LeadStatusSelect lead={lead} />
            </td>
            <td data-cell="value" className="text-right whitespace-nowrap">
              {formatMoney(lead.value, lead.currency)}
            </td>
            <td data-cell="owner" data-label="Owner">
              {lead.owner_id === null ? (
                <span className="muted">{ownerName(owners, null)}</span>
              ) : (
                (ownerName(owners, lead.owner_id) ?? <span className="muted">…</span>)
              )}
            </td>
            <td data-cell="company">
              {lead.company_name || <span className="muted">—</span>}
              {lead.title && <div className="text-sm text-muted">{lead.title}</div>}
            </td>
            <td data-cell="score" data-label="Score" className="text-right tabular-nums">
              {scores?.get(lead.id) ?? <span className="muted">…</span>}
            </td>
            <td data-cell="source" data-label="Source">
              {LEAD_SOURCE_LABELS[lead.source]}
            </td>
            <td data-cell="campaign" data-label="Campaign">
              {lead.campaign ? (
                <Link to={`/dashboard/campaigns/${lead.campaign.id}`}>{lead.campaign.name}</Link>
              ) : (
                <span className="muted">—</span>
              )}
            </td>
            <td data-cell="added" data-label="Added" className="whitespace-nowrap">
              {formatDate(lead.created_at)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
