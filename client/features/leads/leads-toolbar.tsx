// The leads list's search and filters. Search is a search landmark; typing updates the list after
// a short pause; every control is labelled (visibly or, in the compact selects, for screen readers).
import { useEffect, useId, useState } from 'react'
import { LEAD_SORT_LABELS, LEAD_SORTS, LEAD_SOURCE_LABELS, LEAD_SOURCES, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadFilters } from '../../../shared/schemas/lead'
import { Select } from '../../ui'

const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))]
const SOURCE_OPTIONS = [{ value: '', label: 'All sources' }, ...LEAD_SOURCES.map((s) => ({ value: s, label: LEAD_SOURCE_LABELS[s] }))]
const SORT_OPTIONS = LEAD_SORTS.map((s) => ({ value: s, label: LEAD_SORT_LABELS[s] }))
const SEARCH_DELAY_MS = 300
/** Score floors offered by the filter (shared/lead-score.ts scores 0–100). */
const SCORE_OPTIONS = [{ value: '0', label: 'Any score' }, ...[25, 50, 75].map((n) => ({ value: String(n), label: `Score ${n}+` }))]

export function LeadsToolbar({ filters, onChange }: { filters: LeadFilters; onChange(changes: Partial<Record<'q' | 'status' | 'source' | 'sort' | 'min_score', string>>): void }) {
  const id = useId()
  const [q, setQ] = useState(filters.q)
  // the address bar changed (back button, "Clear filters"): the box follows
  useEffect(() => setQ(filters.q), [filters.q])
  useEffect(() => {
    if (q.trim() === filters.q) return
    const timer = setTimeout(() => onChange({ q: q.trim() }), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [q, filters.q, onChange])

  return (
    <div className="my-4 flex flex-wrap items-end gap-3">
      <form
        role="search"
        aria-label="Leads"
        className="field m-0 min-w-[min(100%,16rem)] flex-1"
        onSubmit={(e) => {
          e.preventDefault()
          onChange({ q: q.trim() })
        }}
      >
        <label htmlFor={`${id}-q`}>Search leads</label>
        <input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.currentTarget.value)} placeholder="Name, email or company" autoComplete="off" spellCheck={false} />
      </form>
      <Select compact id={`${id}-status`} label="Filter by status" options={STATUS_OPTIONS} value={filters.status} onChange={(e) => onChange({ status: e.currentTarget.value })} />
      <Select compact id={`${id}-source`} label="Filter by source" options={SOURCE_OPTIONS} value={filters.source} onChange={(e) => onChange({ source: e.currentTarget.value })} />
      <Select
        compact
        id={`${id}-score`}
        label="Filter by score"
        options={SCORE_OPTIONS.some((o) => o.value === String(filters.min_score)) ? SCORE_OPTIONS : [...SCORE_OPTIONS, { value: String(filters.min_score), label: `Score ${filters.min_score}+` }]}
        value={String(filters.min_score)}
        onChange={(e) => onChange({ min_score: e.currentTarget.value })}
      />
      <Select compact id={`${id}-sort`} label="Sort leads" options={SORT_OPTIONS} value={filters.sort} onChange={(e) => onChange({ sort: e.currentTarget.value })} />
    </div>
  )
}
