// /dashboard/calls: the company's sales calls — this month's figures (calls, connect rate, meetings
// booked) computed from the calls read, a filter by outcome kept in the address (back, reload and
// a shared link show the same list), "Log a call" in a dialog, and edit/delete per call.
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { formatRate } from '../../../shared/metrics'
import { countOf } from '../../../shared/plural'
import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  CallFiltersSchema,
  summarizeCalls,
  type Call,
} from '../../../shared/schemas/call'
import { Button, EmptyState, PageHeader, Select } from '../../ui'
import type { MembershipCompany } from '../../lib/membership'
import { MembershipGate } from '../../app/membership-gate'
import { LoadError, TableSkeleton } from '../../ui/query-state'
import { FigureTiles, type Figure } from '../../ui/key-figures'
import { useCalls } from './api'
import { LogCallDialog } from './call-dialogs'
import { CallsTable } from './calls-table'
import { CALL_LIST_LIMIT } from './queries'

const OUTCOME_OPTIONS = [
  { value: '', label: 'All outcomes' },
  ...CALL_OUTCOMES.map((o) => ({ value: o, label: CALL_OUTCOME_LABELS[o] })),
]

function summaryFigures(calls: readonly Call[]): Figure[] {
  const s = summarizeCalls(calls)
  const answered = s.connectRate === null ? 0 : Math.round(s.connectRate * s.callsThisMonth)
  return [
    {
      label: 'Calls this month',
      value: String(s.callsThisMonth),
      detail: `of ${countOf(calls.length, 'call')} logged in all`,
    },
    {
      label: 'Connect rate',
      value: s.connectRate === null ? 'No calls yet' : formatRate(s.connectRate),
      detail:
        s.connectRate === null
          ? 'no call this month to measure'
          : `${answered} of this month's ${countOf(s.callsThisMonth, 'call')} answered`,
    },
    { label: 'Meetings booked', value: String(s.meetingsBooked), detail: 'this month, from calls' },
  ]
}

function CallsWorkspace({ company }: { company: MembershipCompany }) {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => CallFiltersSchema.parse(Object.fromEntries(params)), [params])
  const calls = useCalls(company.id)
  const shown = useMemo(
    () => (calls.data ?? []).filter((c) => !filters.outcome || c.outcome === filters.outcome),
    [calls.data, filters.outcome],
  )

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <LogCallDialog companyId={company.id} />
        <Select
          compact
          id="calls-outcome"
          label="Filter by outcome"
          options={OUTCOME_OPTIONS}
          value={filters.outcome}
          onChange={(e) => setParams(e.currentTarget.value ? { outcome: e.currentTarget.value } : {})}
        />
      </div>
      {calls.isPending ? (
        <TableSkeleton label="Loading calls…" />
      ) : calls.isError ? (
        <LoadError what="your calls" error={calls.error} onRetry={() => void calls.refetch()} />
      ) : calls.data.length === 0 ? (
        <EmptyState title="No calls yet">
          Calls you and your colleagues log are listed here with their outcome, and this month's connect rate is worked
          out from them.
        </EmptyState>
      ) : (
        <>
          <FigureTiles figures={summaryFigures(calls.data)} label="This month's calls" />
          <p className="muted m-0" role="status" aria-live="polite">
            {filters.outcome
              ? `${countOf(shown.length, 'call')} with the outcome ${CALL_OUTCOME_LABELS[filters.outcome]}`
              : `${countOf(shown.length, 'call')}, newest first`}
            {calls.data.length === CALL_LIST_LIMIT ? ` (the newest ${CALL_LIST_LIMIT})` : ''}
          </p>
          {shown.length ? (
            <CallsTable companyId={company.id} calls={shown} caption={`${company.name} calls`} />
          ) : (
            <EmptyState
              title="No calls match"
              action={
                <Button variant="secondary" onClick={() => setParams({})}>
                  Show every outcome
                </Button>
              }
            >
              No call has this outcome yet.
            </EmptyState>
          )}
        </>
      )}
    </>
  )
}

export default function CallsPage() {
  return (
    <>
      <PageHeader title="Calls" lead="Sales calls and their outcomes: who was called, how it went and what was said." />
      <MembershipGate noCompany={`Your calls belong to your company, and your account is not part of one yet.`}>
        {(m) => <CallsWorkspace company={m.company} />}
      </MembershipGate>
    </>
  )
}
