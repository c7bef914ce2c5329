// /dashboard/leads: the company's leads — search, filters (status, source, campaign, owner — me,
// unassigned or a member —, who added it, score range) and sort kept in the address (so back, reload and a shared link show the same list),
// pages of 25 with the count, quick status changes, bulk actions on ticked rows or on every matching
// lead (bulk-actions.tsx), the pipeline board (?view=board, leads-board.tsx), a new lead in a
// dialog, leads imported from a spreadsheet (lead-import/), and the filtered list as CSV.
import { countOf } from '../../../shared/plural'
import { CopyCheck, Download, Upload } from 'lucide-react'
import { lazy, useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { filtersByScore, LeadFiltersSchema, type LeadFilters } from '../../../shared/schemas/lead'
import { notify } from '../../app/notify'
import { downloadText } from '../../lib/download'
import { Button, EmptyState, Link, PageHeader } from '../../ui'
import { DeferredPopup } from '../../ui/deferred-popup'
import type { MembershipCompany } from '../../lib/membership'
import { MembershipGate } from '../../app/membership-gate'
import { describeError } from '../../lib/errors'
import { LoadError, Pager, TableSkeleton } from '../../ui/query-state'
import { exportLeadsCsv, useLeadPage } from './api'
import { useAuth } from '../auth'
import { usePageScores } from '../scores/api'
import { LeadCreateDialog } from './lead-create-dialog'
import { useMemberNames } from '../members/api'
import { useCampaigns } from '../campaigns/api'
import { BulkActions } from './bulk-actions'
import { LeadsBoard } from './leads-board'
import { LeadsTable, type RowSelection } from './leads-table'
import { LeadsToolbar } from './leads-toolbar'
import { LEAD_PAGE_SIZE, withOwnerResolved } from './queries'

const DEFAULTS = LeadFiltersSchema.parse({})

// the import dialog, its duplicate finder and the phone metadata load when it is first opened
const ImportDialog = lazy(() => import('../lead-import/import-dialog'))
const FindDuplicatesDialog = lazy(() => import('../lead-import/find-duplicates-dialog'))

function FindDuplicatesButton({ companyId }: { companyId: string }) {
  return (
    <DeferredPopup
      kind="dialog"
      button={(props) => (
        <Button variant="secondary" {...props}>
          <CopyCheck aria-hidden="true" size={18} /> Find duplicates
        </Button>
      )}
      render={(popup) => <FindDuplicatesDialog companyId={companyId} {...popup} />}
    />
  )
}

function ImportButton({ companyId }: { companyId: string }) {
  return (
    <DeferredPopup
      kind="dialog"
      button={(props) => (
        <Button variant="secondary" {...props}>
          <Upload aria-hidden="true" size={18} /> Import leads
        </Button>
      )}
      render={(popup) => <ImportDialog companyId={companyId} {...popup} />}
    />
  )
}

function ExportButton({
  companyId,
  filters,
  disabled,
}: {
  companyId: string
  filters: LeadFilters
  disabled: boolean
}) {
  const [pending, setPending] = useState(false)
  return (
    <Button
      variant="secondary"
      disabled={disabled || pending}
      onClick={async () => {
        setPending(true)
        try {
          const { csv, count, fileName } = await exportLeadsCsv(companyId, filters)
          downloadText(csv, fileName)
          void notify('success', `Exported ${countOf(count, 'lead')} to ${fileName}`)
        } catch (error) {
          void notify(
            'error',
            `The export failed. ${describeError(error, { action: 'load', what: 'the leads to export' }).message}`,
          )
        } finally {
          setPending(false)
        }
      }}
    >
      <Download aria-hidden="true" size={18} /> {pending ? 'Exporting…' : 'Export CSV'}
    </Button>
  )
}

const VIEWS = [
  { id: 'list', label: 'List' },
  { id: 'board', label: 'Pipeline board' },
] as const

function LeadsWorkspace({ company }: { company: MembershipCompany }) {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => LeadFiltersSchema.parse(Object.fromEntries(params)), [params])
  // what the database is asked: "Owner: me" is the reader's id (the address keeps "me", so a shared link means its reader)
  const { user } = useAuth()
  const listFilters = useMemo(() => withOwnerResolved(filters, user?.id), [filters, user?.id])
  const view = params.get('view') === 'board' ? 'board' : 'list'
  const filtered =
    filters.q !== '' ||
    filters.status !== '' ||
    filters.source !== '' ||
    filters.campaign !== '' ||
    filters.owner !== '' ||
    filters.added_by !== '' ||
    filtersByScore(filters)
  const [creating, setCreating] = useState(false)
  const campaigns = useCampaigns(company.id)
  const owners = useMemberNames(company.id)
  const campaignOptions = useMemo(
    () => (campaigns.data ?? []).map((c) => ({ id: c.id, name: c.name })),
    [campaigns.data],
  )
  const leads = useLeadPage(company.id, listFilters)
  // a page read by score carries its scores; any other page is scored on its own
  const pageScores = usePageScores(company.id, leads.data && !leads.data.scores ? leads.data.rows.map((l) => l.id) : [])
  const scores = leads.data?.scores ?? pageScores.data

  // the selection belongs to one list: a new search or filter clears it
  const listKey = JSON.stringify({ ...filters, page: 0 })
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string>; all: boolean }>({
    key: listKey,
    ids: new Set(),
    all: false,
  })
  const current = selection.key === listKey ? selection : { key: listKey, ids: new Set<string>(), all: false }
  const select = (ids: ReadonlySet<string>, all = false) => setSelection({ key: listKey, ids, all })
  const rows = leads.data?.rows ?? []
  const rowSelection: RowSelection = {
    selected: current.all ? new Set(rows.map((l) => l.id)) : current.ids,
    toggle: (id, on) => {
      const next = new Set(current.all ? rows.map((l) => l.id) : current.ids)
      if (on) next.add(id)
      else next.delete(id)
      select(next)
    },
    togglePage: (on) => {
      const next = new Set(current.all ? [] : current.ids)
      for (const l of rows)
        if (on) next.add(l.id)
        else next.delete(l.id)
      select(next)
    },
  }

  const change = useCallback(
    (changes: Partial<Record<keyof LeadFilters | 'view', string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          // a new filter starts at the first page
          for (const [key, value] of Object.entries({ page: '', ...changes })) {
            if (
              value === '' ||
              (key !== 'view' && value === String(DEFAULTS[key as keyof LeadFilters])) ||
              (key === 'view' && value === 'list')
            )
              next.delete(key)
            else next.set(key, value)
          }
          return next
        },
        { replace: 'q' in changes },
      )
    },
    [setParams],
  )
  const link = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key)
      else next.set(key, value)
    }
    const query = next.toString()
    return `/dashboard/leads${query ? `?${query}` : ''}`
  }
  const pageLink = (page: number) => link({ page: page === 1 ? null : String(page) })

  return (
    <>
      <div className="flex flex-wrap gap-3">
        <LeadCreateDialog companyId={company.id} open={creating} onOpenChange={setCreating} />
        <ImportButton companyId={company.id} />
        <FindDuplicatesButton companyId={company.id} />
        <ExportButton companyId={company.id} filters={listFilters} disabled={!leads.data || leads.data.total === 0} />
      </div>
      <nav aria-label="Leads view" className="mt-4 flex gap-2">
        {VIEWS.map((v) => (
          <Link
            key={v.id}
            to={link({ view: v.id === 'list' ? null : v.id, page: null })}
            aria-current={view === v.id ? 'page' : undefined}
            className={view === v.id ? 'font-semibold underline' : ''}
          >
            {v.label}
          </Link>
        ))}
      </nav>
      <LeadsToolbar
        filters={filters}
        onChange={change}
        campaigns={campaignOptions}
        owners={owners.data ?? new Map()}
        hideStatus={view === 'board'}
      />
      {view === 'board' ? (
        <LeadsBoard
          companyId={company.id}
          filters={listFilters}
          listLink={(status) => link({ view: null, status, page: null })}
        />
      ) : leads.isPending ? (
        <TableSkeleton label="Loading leads…" />
      ) : leads.isError ? (
        <LoadError what="your leads" error={leads.error} onRetry={() => void leads.refetch()} />
      ) : leads.data.total === 0 && !filtered ? (
        <EmptyState
          title="No leads yet"
          action={<Button onClick={() => setCreating(true)}>Add your first lead</Button>}
        >
          Leads you add, and leads your campaigns and integrations bring in, are listed here with their status and
          value.
        </EmptyState>
      ) : leads.data.total === 0 ? (
        <EmptyState
          title="No leads match"
          action={
            <Button variant="secondary" onClick={() => setParams({})}>
              Clear search and filters
            </Button>
          }
        >
          Try another search, or clear the filters to see every lead.
        </EmptyState>
      ) : (
        <>
          <BulkActions
            companyId={company.id}
            filters={listFilters}
            selected={current.ids}
            allMatching={current.all}
            total={leads.data.total}
            scoredIds={leads.data.scores ? [...leads.data.scores.keys()] : undefined}
            onSelectAllMatching={() => select(new Set(), true)}
            onClear={() => select(new Set())}
            campaigns={campaignOptions}
            owners={owners.data ?? new Map()}
          />
          <Pager
            page={filters.page}
            pageSize={LEAD_PAGE_SIZE}
            total={leads.data.total}
            shown={leads.data.rows.length}
            noun="lead"
            linkTo={pageLink}
          />
          {leads.data.rows.length > 0 ? (
            <LeadsTable
              leads={leads.data.rows}
              caption={`${company.name} leads`}
              scores={scores}
              owners={owners.data}
              selection={rowSelection}
            />
          ) : (
            <EmptyState
              title="This page is past the end of the list"
              action={<Button onClick={() => change({})}>Go to the first page</Button>}
            />
          )}
        </>
      )}
    </>
  )
}

export default function LeadsPage() {
  return (
    <>
      <PageHeader
        title="Leads"
        lead="Everyone who might buy from you: where they came from, how far along they are and what they may be worth."
      />
      <MembershipGate noCompany={`Your leads belong to your company, and your account is not part of one yet.`}>
        {(m) => <LeadsWorkspace company={m.company} />}
      </MembershipGate>
    </>
  )
}
