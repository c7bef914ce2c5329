// The leads of one page of the list: who, their company, score (shared/lead-score.ts), status (changeable in place), source,
// value, campaign and when they were added. The name links to the lead's page.
import { LEAD_SOURCE_LABELS, leadName, type LeadWithCampaign } from '../../../shared/schemas/lead'
import { Link, Table } from '../../ui'
import { formatDate } from '../../lib/format-date'
import { formatMoney } from '../../../shared/metrics'
import { LeadStatusSelect } from './lead-status-select'

export function LeadsTable({ leads, caption, scores }: { leads: readonly LeadWithCampaign[]; caption: string; scores?: ReadonlyMap<string, number> }) {
  return (
    <Table caption={caption} hideCaption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Company</th>
          <th scope="col" className="text-right">
            Score
          </th>
          <th scope="col">Status</th>
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
            <td>{LEAD_SOURCE_LABELS[lead.source]}</td>
            <td className="text-right whitespace-nowrap">{formatMoney(lead.value, lead.currency)}</td>
            <td>{lead.campaign ? <Link to={`/dashboard/campaigns/${lead.campaign.id}`}>{lead.campaign.name}</Link> : <span className="muted">—</span>}</td>
            <td className="whitespace-nowrap">{formatDate(lead.created_at)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
