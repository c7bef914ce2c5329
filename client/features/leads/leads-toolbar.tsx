// The leads list's search and filters. Search is a search landmark; typing updates the list after
// a short pause; every control is labelled (visibly or, in the compact selects, for screen readers).
import { useEffect, useId } from 'react'
import {
  LEAD_SORT_LABELS,
  LEAD_SORTS,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadFilters,
} from '../../../shared/schemas/lead'
import { z } from '../../../shared/zod'
import { useZodForm } from '../../lib/form'
import { Select, type SelectOption } from '../../ui'

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] })),
]
const SOURCE_OPTIONS = [
  { value: '', label: 'All sources' },
  ...LEAD_SOURCES.map((s) => ({ value: s, label: LEAD_SOURCE_LABELS[s] })),
]
const SORT_OPTIONS = LEAD_SORTS.map((s) => ({ value: s, label: LEAD_SORT_LABELS[s] }))
const SEARCH_DELAY_MS = 300
/** The search box: what was typed, trimmed (the address bar's parser, LeadFiltersSchema, bounds it). */
const SearchSchema = z.object({ q: z.string().trim() })
/** Score floors and ceilings offered by the filter (shared/lead-score.ts scores 0–100). */
const SCORE_OPTIONS = [
  { value: '0', label: 'Any score' },
  ...[25, 50, 75].map((n) => ({ value: String(n), label: `Score ${n}+` })),
]
const MAX_SCORE_OPTIONS = [
  { value: '100', label: 'Up to 100' },
  ...[24, 49, 74].map((n) => ({ value: String(n), label: `Score up to ${n}` })),
]
/** The options, with the address bar's value among them even when it is not one of the offered steps. */
const withValue = (options: SelectOption[], value: string, label: string) =>
  options.some((o) => o.value === value) ? options : [...options, { value, label }]

export type ToolbarKey =
  | 'q'
  | 'status'
  | 'source'
  | 'campaign'
  | 'owner'
  | 'added_by'
  | 'sort'
  | 'min_score'
  | 'max_score'

export function LeadsToolbar({
  filters,
  onChange,
  campaigns,
  owners,
  hideStatus = false,
}: {
  filters: LeadFilters
  onChange(changes: Partial<Record<ToolbarKey, string>>): void
  /** The company's campaigns and members (id → name), for their filters. */
  campaigns: readonly { id: string; name: string }[]
  owners: ReadonlyMap<string, string>
  /** The board shows every status in its own column. */
  hideStatus?: boolean
}) {
  const id = useId()
  // Enter searches at once; typing searches after a short pause (below)
  const { form, onSubmit } = useZodForm(SearchSchema, async ({ q }) => onChange({ q }), {
    defaultValues: { q: filters.q },
    attempt: { action: 'load', what: 'the leads' },
  })
  const { setValue, watch } = form
  const q = watch('q') ?? ''
  // the address bar changed (back button, "Clear filters"): the box follows
  useEffect(() => setValue('q', filters.q), [filters.q, setValue])
  useEffect(() => {
    if (q.trim() === filters.q) return
    const timer = setTimeout(() => onChange({ q: q.trim() }), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [q, filters.q, onChange])

  return (
    <div className="my-4 flex flex-wrap items-end gap-3 [&>*]:max-w-full [&_select]:max-w-full">
      <search aria-label="Leads" className="min-w-[min(100%,16rem)] flex-1">
        <form className="field m-0" onSubmit={onSubmit} noValidate>
          <label htmlFor={`${id}-q`}>Search leads</label>
          <input
            id={`${id}-q`}
            type="search"
            {...form.register('q')}
            placeholder="Name, email or company"
            autoComplete="off"
            spellCheck={false}
          />
        </form>
      </search>
      {!hideStatus && (
        <Select
          compact
          id={`${id}-status`}
          label="Filter by status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(e) => onChange({ status: e.currentTarget.value })}
        />
      )}
      <Select
        compact
        id={`${id}-source`}
        label="Filter by source"
        options={SOURCE_OPTIONS}
        value={filters.source}
        onChange={(e) => onChange({ source: e.currentTarget.value })}
      />
      <Select
        compact
        id={`${id}-campaign`}
        label="Filter by campaign"
        options={withValue(
          [{ value: '', label: 'All campaigns' }, ...campaigns.map((c) => ({ value: c.id, label: c.name }))],
          filters.campaign,
          'A campaign no longer listed',
        )}
        value={filters.campaign}
        onChange={(e) => onChange({ campaign: e.currentTarget.value })}
      />
      <Select
        compact
        id={`${id}-owner`}
        label="Filter by owner"
        options={withValue(
          [
            { value: '', label: 'Owner: anyone' },
            { value: 'me', label: 'Owner: me' },
            { value: 'none', label: 'Owner: unassigned' },
            ...[...owners].map(([value, name]) => ({ value, label: `Owner: ${name}` })),
          ],
          filters.owner,
          'Owner: a former member',
        )}
        value={filters.owner}
        onChange={(e) => onChange({ owner: e.currentTarget.value })}
      />
      <Select
        compact
        id={`${id}-added-by`}
        label="Filter by who added the lead"
        options={withValue(
          [
            { value: '', label: 'Added by anyone' },
            ...[...owners].map(([value, name]) => ({ value, label: `Added by ${name}` })),
          ],
          filters.added_by,
          'Added by a former member',
        )}
        value={filters.added_by}
        onChange={(e) => onChange({ added_by: e.currentTarget.value })}
      />
      <Select
        compact
        id={`${id}-score`}
        label="Lowest score"
        options={withValue(SCORE_OPTIONS, String(filters.min_score), `Score ${filters.min_score}+`)}
        value={String(filters.min_score)}
        onChange={(e) => onChange({ min_score: e.currentTarget.value })}
      />
      <Select
        compact
        id={`${id}-max-score`}
        label="Highest score"
        options={withValue(MAX_SCORE_OPTIONS, String(filters.max_score), `Score up to ${filters.max_score}`)}
        value={String(filters.max_score)}
        onChange={(e) => onChange({ max_score: e.currentTarget.value })}
      />
      <Select
        compact
        id={`${id}-sort`}
        label="Sort leads"
        options={SORT_OPTIONS}
        value={filters.sort}
        onChange={(e) => onChange({ sort: e.currentTarget.value })}
      />
    </div>
  )
}
