// A lead's calls, on the lead's page: the list (newest first) and "Log a call" preset to the lead.
import { countOf } from '../../../shared/plural'
import { Section } from '../../ui'
import { LoadError } from '../../ui/query-state'
import { useCalls } from './api'
import { LogCallDialog } from './call-dialogs'
import { CallsTable } from './calls-table'

export function LeadCalls({ companyId, leadId, leadName }: { companyId: string; leadId: string; leadName: string }) {
  const calls = useCalls(companyId, leadId)
  return (
    <Section title="Calls" id="calls">
      <LogCallDialog companyId={companyId} leadId={leadId} />
      {calls.isPending ? (
        <p className="muted">Loading the calls…</p>
      ) : calls.isError ? (
        <LoadError what="the calls" error={calls.error} onRetry={() => void calls.refetch()} />
      ) : calls.data.length === 0 ? (
        <p className="muted">{`No calls with ${leadName} yet.`}</p>
      ) : (
        <>
          <p className="muted">{`${countOf(calls.data.length, 'call')} with ${leadName}`}</p>
          <CallsTable companyId={companyId} calls={calls.data} caption={`Calls with ${leadName}`} showLead={false} />
        </>
      )}
    </Section>
  )
}
