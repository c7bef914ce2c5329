// /dashboard/leads: the company's leads — search, filters and sort kept in the address (so back,
// reload and a shared link show the same list), pages of 25 with the count, quick status changes,
// a new lead in a dialog, leads imported from a spreadsheet (lead-import/), and the filtered list as CSV.
import { countOf } from '../../../shared/plural'
import { CopyCheck, Download, Upload } from 'lucide-react'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { LeadFiltersSchema, type LeadFilters } from '../../../shared/schemas/lead'
import { notify } from '../../app/notify'
import { downloadText } from '../../lib/download'
import { Button, EmptyState, PageHeader } from '../../ui'
import type { ActiveCompany } from '../crm/api'
import { CompanyGate } from '../crm/company-gate'
import { describeError } from '../../lib/errors'
import { LoadError, Pager, TableSkeleton } from '../../ui/query-state'
import { exportLeadsCsv, useLeadPage } from './api'
import { usePageScores } from '../scores/api'
import { LeadCreateDialog } from './lead-create-dialog'
import { LeadsTable } from './leads-table'
import { LeadsToolbar } from './leads-toolbar'
import { LEAD_PAGE_SIZE } from './queries'

const DEFAULTS = LeadFiltersSchema.parse({})

// the import dialog, its duplicate finder and the phone metadata load when it is first opened
const ImportDialog = lazy(() => import('../lead-import/import-dialog'))
const FindDuplicatesDialog = lazy(() => import('../lead-import/find-duplicates-dialog'))

function FindDuplicatesButton({ companyId }: { companyId: string }) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        <CopyCheck aria-hidden="true" size={18} /> Find duplicates
      </Button>
      {wanted && (
        <Suspense fallback={<span role="status">Loading…</span>}>
          <FindDuplicatesDialog companyId={companyId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}

function ImportButton({ companyId }: { companyId: string }) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        <Upload aria-hidden="true" size={18} /> Import leads
      </Button>
      {wanted && (
        <Suspense fallback={<span role="status">Loading the import…</span>}>
          <ImportDialog companyId={companyId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}

function ExportButton({ companyId, filters, disabled }: { companyId: string; filters: LeadFilters; disabled: boolean }) {
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
          void notify('error', `The export failed. ${describeError(error, { action: 'load', what: 'the leads to export' }).message}`)
        } finally {
          setPending(false)
        }
      }}
    >
      <Download aria-hidden="true" size={18} /> {pending ? 'Exporting…' : 'Export CSV'}
    </Button>
  )
}

function LeadsWorkspace({ company }: { company: ActiveCompany }) {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => LeadFiltersSchema.parse(Object.fromEntries(params)), [params])
  const filtered = filters.q !== '' || filters.status !== '' || filters.source !== '' || filters.min_score > 0
  const [creating, setCreating] = useState(false)
  const leads = useLeadPage(company.id, filters)
  // a page read by score carries its scores; any other page is scored on its own
  const pageScores = usePageScores(company.id, leads.data && !leads.data.scores ? leads.data.rows.map((l) => l.id) : [])
  const scores = leads.data?.scores ?? pageScores.data

  const change = useCallback(
    (changes: Partial<Record<keyof LeadFilters, string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          // a new filter starts at the first page
          for (const [key, value] of Object.entries({ page: '', ...changes })) {
            if (value === '' || value === String(DEFAULTS[key as keyof LeadFilters])) next.delete(key)
            else next.set(key, value)
          }
          return next
        },
        { replace: 'q' in changes },
      )
    },
    [setParams],
  )
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params)
    if (page === 1) next.delete('page')
    else next.set('page', String(page))
    const query = next.toString()
    return `/dashboard/leads${query ? `?${query}` : ''}`
  }

  return (
    <>
      <div className="flex flex-wrap gap-3">
        <LeadCreateDialog companyId={company.id} open={creating} onOpenChange={setCreating} />
        <ImportButton companyId={company.id} />
        <FindDuplicatesButton companyId={company.id} />
        <ExportButton companyId={company.id} filters={filters} disabled={!leads.data || leads.data.total === 0} />
      </div>
      <LeadsToolbar filters={filters} onChange={change} />
      {leads.isPending ? (
        <TableSkeleton label="Loading leads…" />
      ) : leads.isError ? (
        <LoadError what="your leads" error={leads.error} onRetry={() => void leads.refetch()} />
      ) : leads.data.total === 0 && !filtered ? (
        <EmptyState title="No leads yet" action={<Button onClick={() => setCreating(true)}>Add your first lead</Button>}>
          Leads you add, and leads your campaigns and integrations bring in, are listed here with their status and value.
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
          <Pager page={filters.page} pageSize={LEAD_PAGE_SIZE} total={leads.data.total} shown={leads.data.rows.length} noun="lead" linkTo={pageLink} />
          {leads.data.rows.length > 0 ? (
            <LeadsTable leads={leads.data.rows} caption={`${company.name} leads`} scores={scores} />
          ) : (
            <EmptyState title="This page is past the end of the list" action={<Button onClick={() => change({})}>Go to the first page</Button>} />
          )}
        </>
      )}
    </>
  )
}

export default function LeadsPage() {
  return (
    <>
      <PageHeader title="Leads" lead="Everyone who might buy from you: where they came from, how far along they are and what they may be worth." />
      <CompanyGate what="leads">{(company) => <LeadsWorkspace company={company} />}</CompanyGate>
    </>
  )
}
