// A list of calls: when, the lead (linking to its page), direction, outcome, duration, who logged it,
// and edit/delete where the caller may (the person who logged it, or an owner or admin; the
// database decides the same). Names of who logged a call come from the company's member directory.
import { useMembership } from '../../lib/membership'
import { useMemo } from 'react'
import { CALL_DIRECTION_LABELS, formatCallDuration, type Call } from '../../../shared/schemas/call'
import { leadName } from '../../../shared/schemas/lead'
import { Badge, Link, Table, TableHead } from '../../ui'
import { displayName, useAuth } from '../auth'
import { useMembers } from '../members/api'
import { formatDateTime } from '../../lib/format-date'
import { CallOutcomeBadge } from '../../ui/status-badges'
import { DeleteCallDialog, EditCallDialog } from './call-dialogs'

/** Who logged each call, and whether the signed-in user may change a given call. */
function useCallPeople(companyId: string) {
  const { user } = useAuth()
  const members = useMembers(companyId)
  const mine = useMembership()
  const names = useMemo(
    () =>
      new Map(
        (members.data ?? []).map((m) => [
          m.user_id,
          displayName({ firstName: m.firstName, lastName: m.lastName, email: m.email }),
        ]),
      ),
    [members.data],
  )
  const role = mine.data?.company.id === companyId ? mine.data.role : null
  return {
    loggedBy: (call: Call) =>
      call.created_by === user?.id
        ? 'You'
        : call.created_by
          ? (names.get(call.created_by) ?? (members.isPending ? '…' : 'A former member'))
          : 'A former member',
    canChange: (call: Call) => role === 'owner' || role === 'admin' || (user !== null && call.created_by === user?.id),
  }
}

export function CallsTable({
  companyId,
  calls,
  caption,
  showLead = true,
}: {
  companyId: string
  calls: readonly Call[]
  caption: string
  showLead?: boolean
}) {
  const people = useCallPeople(companyId)
  return (
    <Table caption={caption} hideCaption>
      <TableHead
        columns={['Date', ...(showLead ? ['Lead'] : []), 'Direction', 'Outcome', 'Duration', 'Logged by', 'Notes']}
        actions
      />
      <tbody>
        {calls.map((call) => {
          const who = call.lead ? leadName(call.lead) : 'no lead'
          return (
            <tr key={call.id}>
              <td className="whitespace-nowrap">{formatDateTime(call.occurred_at)}</td>
              {showLead && (
                <td>
                  {call.lead ? (
                    <Link to={`/dashboard/leads/${call.lead.id}`} className="font-semibold">
                      {leadName(call.lead)}
                    </Link>
                  ) : (
                    <span className="muted">No lead</span>
                  )}
                </td>
              )}
              <td>{CALL_DIRECTION_LABELS[call.direction]}</td>
              <td>
                <CallOutcomeBadge outcome={call.outcome} />
                {call.source === 'calendly' && <div className="mt-1 text-sm muted">Booked through Calendly</div>}
                {call.scheduled_for && <div className="text-sm">{`Meeting ${formatDateTime(call.scheduled_for)}`}</div>}
                {call.cancelled_at && (
                  <div className="mt-1">
                    <Badge tone="warning">Cancelled</Badge>
                    <span className="text-sm">{` ${call.cancel_reason ?? ''}`}</span>
                  </div>
                )}
              </td>
              <td className="whitespace-nowrap">{formatCallDuration(call.duration_minutes)}</td>
              <td>{people.loggedBy(call)}</td>
              <td className="max-w-xs text-sm">{call.notes || <span className="muted">—</span>}</td>
              <td>
                {people.canChange(call) && (
                  <div className="flex gap-2">
                    <EditCallDialog call={call} who={who} />
                    <DeleteCallDialog call={call} who={who} />
                  </div>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}
