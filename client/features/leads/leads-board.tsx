// The pipeline board (/dashboard/leads?view=board): a column per status with how many leads match
// the search and filters and what they are worth, and the first cards of each. A card moves to
// another stage by drag and drop, or from the keyboard: focus it, then → / ← moves it to the next
// or previous stage (or choose the stage in its "Move to" list). Every move is announced in a live
// region and the focus stays on the moved card.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { countOf } from '../../../shared/plural'
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadName,
  type LeadFilters,
  type LeadStatus,
  type LeadWithCampaign,
} from '../../../shared/schemas/lead'
import { Link } from '../../ui'
import { describeError } from '../../lib/errors'
import { formatMoney } from '../../../shared/metrics'
import { LoadError, TableSkeleton } from '../../ui/query-state'
import { useLeadBoard, useUpdateLead } from './api'
import type { StageTotals } from './queries'

const stageMoves = (status: LeadStatus) => {
  const i = LEAD_STATUSES.indexOf(status)
  return {
    previous: LEAD_STATUSES[i - 1] as LeadStatus | undefined,
    next: LEAD_STATUSES[i + 1] as LeadStatus | undefined,
  }
}

function columnTotal(totals: StageTotals, status: LeadStatus) {
  const rows = totals.filter((t) => t.status === status)
  return { leads: rows.reduce((n, t) => n + t.leads, 0), values: rows.filter((t) => t.leads > 0) }
}

function Card({
  lead,
  onMove,
  pending,
}: {
  lead: LeadWithCampaign
  onMove(lead: LeadWithCampaign, to: LeadStatus): void
  pending: boolean
}) {
  const id = useId()
  const name = leadName(lead)
  const { previous, next } = stageMoves(lead.status)
  const keys = (e: KeyboardEvent<HTMLElement>) => {
    if (e.target !== e.currentTarget || pending) return
    const to = e.key === 'ArrowRight' ? next : e.key === 'ArrowLeft' ? previous : undefined
    if (!to) return
    e.preventDefault()
    onMove(lead, to)
  }
  return (
    <li className="list-none">
      <article
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a lead card is moved between columns with the arrow keys (aria-describedby says how), so it takes the focus
        tabIndex={0}
        data-lead-id={lead.id}
        draggable
        aria-label={`${name}, ${LEAD_STATUS_LABELS[lead.status]}, ${formatMoney(lead.value, lead.currency)}`}
        aria-describedby={`${id}-keys`}
        aria-busy={pending || undefined}
        onKeyDown={keys}
        onDragStart={(e) => {
          e.dataTransfer.setData('text/plain', lead.id)
          e.dataTransfer.effectAllowed = 'move'
        }}
        className="mb-2 rounded border border-line bg-surface p-2 focus:outline-2 focus:outline-accent"
      >
        <Link to={`/dashboard/leads/${lead.id}`} className="font-semibold">
          {name}
        </Link>
        {lead.company_name && <div className="text-sm text-muted">{lead.company_name}</div>}
        <div className="tabular-nums">{formatMoney(lead.value, lead.currency)}</div>
        <p id={`${id}-keys`} className="sr-only">
          {[
            previous && `Left arrow moves it to ${LEAD_STATUS_LABELS[previous]}`,
            next && `right arrow moves it to ${LEAD_STATUS_LABELS[next]}`,
          ]
            .filter(Boolean)
            .join('; ')}
          .
        </p>
        <label className="sr-only" htmlFor={`${id}-move`}>
          Move {name} to
        </label>
        <select
          id={`${id}-move`}
          className="mt-1 text-sm"
          value=""
          disabled={pending}
          onChange={(e) => {
            const to = e.currentTarget.value as LeadStatus
            if (to) onMove(lead, to)
          }}
        >
          <option value="">Move to…</option>
          {LEAD_STATUSES.filter((s) => s !== lead.status).map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </article>
    </li>
  )
}

export function LeadsBoard({
  companyId,
  filters,
  listLink,
}: {
  companyId: string
  filters: LeadFilters
  listLink(status: LeadStatus): string
}) {
  const board = useLeadBoard(companyId, filters)
  const update = useUpdateLead()
  const [announcement, setAnnouncement] = useState('')
  const [focus, setFocus] = useState<{ id: string; status: LeadStatus } | null>(null)
  const root = useRef<HTMLDivElement>(null)

  // after a move the card is drawn in its new column: the focus follows it there
  useEffect(() => {
    if (!focus || !board.data) return
    const card = root.current?.querySelector<HTMLElement>(
      `[data-status="${focus.status}"] [data-lead-id="${focus.id}"]`,
    )
    if (card) {
      card.focus()
      setFocus(null)
    }
  }, [board.data, focus])

  const move = (lead: LeadWithCampaign, to: LeadStatus) => {
    const name = leadName(lead)
    setFocus({ id: lead.id, status: to })
    update.mutate(
      { id: lead.id, changes: { status: to } },
      {
        onSuccess: () =>
          setAnnouncement(`${name} moved from ${LEAD_STATUS_LABELS[lead.status]} to ${LEAD_STATUS_LABELS[to]}.`),
        onError: (error) => {
          setFocus(null)
          setAnnouncement(`${name} was not moved. ${describeError(error).message}`)
        },
      },
    )
  }

  if (board.isPending) return <TableSkeleton label="Loading the pipeline board…" />
  if (board.isError)
    return <LoadError what="the pipeline board" error={board.error} onRetry={() => void board.refetch()} />
  return (
    <div ref={root}>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <p className="text-sm text-muted">
        Focus a card and press → or ← to move it to the next or previous stage, or drag it to a column.
      </p>
      <div
        className="grid gap-3 overflow-x-auto pb-2"
        style={{ gridTemplateColumns: `repeat(${LEAD_STATUSES.length}, minmax(12rem, 1fr))` }}
      >
        {LEAD_STATUSES.map((status) => {
          const rows = board.data.columns.get(status) ?? []
          const { leads, values } = columnTotal(board.data.totals, status)
          const headingId = `board-${status}`
          return (
            <section
              key={status}
              data-status={status}
              aria-labelledby={headingId}
              className="rounded bg-line/30 p-2"
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault()
                const id = e.dataTransfer.getData('text/plain')
                const lead = [...board.data.columns.values()].flat().find((l) => l.id === id)
                if (lead && lead.status !== status) move(lead, status)
              }}
            >
              <h2 id={headingId} className="text-base">
                {LEAD_STATUS_LABELS[status]} <span className="tabular-nums">({leads.toLocaleString('en-US')})</span>
              </h2>
              <p className="mt-0 text-sm tabular-nums">
                <span className="visually-hidden">{`${LEAD_STATUS_LABELS[status]} total: `}</span>
                {values.length
                  ? values.map((v) => formatMoney(v.value, v.currency)).join(' + ')
                  : formatMoney(0, 'USD')}
              </p>
              <ul className="m-0 p-0" aria-label={`${LEAD_STATUS_LABELS[status]} leads`}>
                {rows.map((lead) => (
                  <Card
                    key={lead.id}
                    lead={lead}
                    onMove={move}
                    pending={update.isPending && update.variables.id === lead.id}
                  />
                ))}
              </ul>
              {leads > rows.length && (
                <Link to={listLink(status)} className="text-sm">
                  {countOf(leads - rows.length, 'more lead')} — see them in the list
                </Link>
              )}
            </section>
          )
        })}
      </div>
    </div>
  )
}
