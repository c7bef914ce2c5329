// A decided session's review: when the company looks again at the decision and the figure
// it watches (set when it adopts or rejects, by any member), then what happened — the figure's
// value and whether the company's course worked — recorded by the owner or an admin. The executive
// leaderboard scores the executives' confidence against these reviews.
import { useEffect } from 'react'
import { REVIEW_VERDICT_LABELS, REVIEW_VERDICTS, type ReviewVerdict } from '../../../shared/decision/calibration'
import { z } from '../../../shared/zod'
import { useZodForm } from '../../lib/form'
import { addDays, REVIEW_NOTE_MAX, utcDay, WATCH_LABEL_MAX } from '../../../shared/schemas/decision-review'
import { notify } from '../../app/notify'
import { formatDateTime, formatDay } from '../../lib/format-date'
import { Alert, Badge, Button, Field, Select, TextArea } from '../../ui'
import { useMembership } from '../../lib/membership'
import { problemMessage } from '../../ui/load-states'
import type { BoardSession } from './api'
import { useMemberNames } from '../members/api'
import { usePlanReview, useRecordReview, useReviews, type ReviewRow } from './reviews-api'

/** The default review date: in 90 days. */
export const DEFAULT_REVIEW_DAYS = 90

/** Labels of the figures the session argued from, to pick the one to watch (or type another). */
export function watchSuggestions(session: Pick<BoardSession, 'debate'>): string[] {
  return [...new Set((session.debate.figures ?? []).map((f) => f.label))].slice(0, 40)
}

/** A controlled plan field: its value, its change and its message (useZodForm's `control`). */
type PlanControl = { value: unknown; onChange(value: string): void; error?: string }

/** The two plan fields (controlled), used when the company decides and when a plan is set later. */
export function ReviewPlanFields({
  idPrefix,
  session,
  dueOn,
  watchLabel,
}: {
  idPrefix: string
  session: Pick<BoardSession, 'debate'>
  dueOn: PlanControl
  watchLabel: PlanControl
}) {
  const suggestions = watchSuggestions(session)
  const today = utcDay()
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <Field
        id={`${idPrefix}-due`}
        label="Review the outcome on"
        type="date"
        required
        min={today}
        max={addDays(today, 1096)}
        value={String(dueOn.value ?? '')}
        error={dueOn.error}
        hint="The dashboard reminds you when it is due."
        onChange={(e) => dueOn.onChange(e.currentTarget.value)}
      />
      <Field
        id={`${idPrefix}-watch`}
        label="Figure to watch"
        required
        maxLength={WATCH_LABEL_MAX + 20}
        list={suggestions.length > 0 ? `${idPrefix}-figures` : undefined}
        value={String(watchLabel.value ?? '')}
        error={watchLabel.error}
        hint={
          suggestions.length > 0
            ? 'Pick one of the figures the board argued from, or name another.'
            : 'The figure that will show whether it worked, e.g. MRR.'
        }
        onChange={(e) => watchLabel.onChange(e.currentTarget.value)}
      />
      {suggestions.length > 0 && (
        <datalist id={`${idPrefix}-figures`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </div>
  )
}

export const emptyPlan = (session: Pick<BoardSession, 'debate'>) => ({
  due_on: addDays(utcDay(), DEFAULT_REVIEW_DAYS),
  watch_label: watchSuggestions(session)[0] ?? '',
})

/** The plan's schema as of today (loaded with the form's first check). */
const planSchema = () => import('../../../shared/schemas/decision-review').then((m) => m.reviewPlanSchema())

function PlanForm({ session, review }: { session: BoardSession; review: ReviewRow | undefined }) {
  const plan = usePlanReview()
  const { control, formError, onSubmit } = useZodForm(
    planSchema,
    async (value) => {
      await plan.mutateAsync({ sessionId: session.id, plan: value, planned: review !== undefined })
      void notify('success', 'Review planned')
    },
    {
      defaultValues: review ? { due_on: review.due_on, watch_label: review.watch_label } : emptyPlan(session),
      attempt: { what: 'the review plan' },
    },
  )
  return (
    <form onSubmit={onSubmit} aria-label="Plan the review" noValidate>
      <p className="mb-2">{review ? 'Move the review:' : 'When will the company look at how this turned out?'}</p>
      <ReviewPlanFields
        idPrefix={`plan-${session.id}`}
        session={session}
        dueOn={control('due_on')}
        watchLabel={control('watch_label')}
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" variant="secondary" disabled={plan.isPending}>
        {plan.isPending ? 'Saving…' : review ? 'Move the review' : 'Plan the review'}
      </Button>
    </form>
  )
}

/** What is recorded at the review: the figure's value typed as text ("121,500"), read as a number. */
const recordSchema = () =>
  import('../../../shared/schemas/decision-review').then(({ ReviewRecordSchema }) =>
    z.object({
      verdict: z.preprocess((v) => v || undefined, ReviewRecordSchema.shape.verdict),
      figure_value: z.preprocess(
        (v) => (typeof v !== 'string' || v.trim() === '' ? undefined : Number(v.replace(/,/g, ''))),
        ReviewRecordSchema.shape.figure_value,
      ),
      note: ReviewRecordSchema.shape.note,
    }),
  )

function RecordForm({ session, review }: { session: BoardSession; review: ReviewRow }) {
  const record = useRecordReview()
  const id = `review-${session.id}`
  const { field, formError, onSubmit } = useZodForm(
    recordSchema,
    async (values) => {
      await record.mutateAsync({ sessionId: session.id, record: values })
      void notify('success', 'Review recorded')
    },
    { defaultValues: { verdict: '', figure_value: '', note: '' }, attempt: { what: 'the review' } },
  )
  return (
    <form onSubmit={onSubmit} aria-label="Record the outcome" noValidate className="mt-3">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Select
          id={`${id}-verdict`}
          label="Did the company’s course work?"
          required
          options={[
            { value: '', label: 'Choose…' },
            ...REVIEW_VERDICTS.map((v) => ({ value: v, label: REVIEW_VERDICT_LABELS[v] })),
          ]}
          {...field('verdict')}
        />
        <Field
          id={`${id}-value`}
          label={`${review.watch_label} now`}
          inputMode="decimal"
          required
          hint="As a number, e.g. 46 or 121500."
          {...field('figure_value')}
        />
      </div>
      <TextArea
        id={`${id}-note`}
        label="Note (optional)"
        rows={2}
        maxLength={REVIEW_NOTE_MAX + 100}
        hint="What happened, for whoever reads it later."
        {...field('note')}
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" disabled={record.isPending}>
        {record.isPending ? 'Recording…' : 'Record the outcome'}
      </Button>
    </form>
  )
}

const VERDICT_TONES: Record<ReviewVerdict, 'success' | 'warning' | 'neutral'> = {
  worked: 'success',
  'did-not-work': 'warning',
  mixed: 'neutral',
}
const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 })

function Recorded({ session, review }: { session: BoardSession; review: ReviewRow }) {
  const names = useMemberNames(session.company_id)
  const who = review.reviewed_by
    ? (names.data?.get(review.reviewed_by) ?? 'a member')
    : 'someone no longer in the company'
  return (
    <div role="status">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={VERDICT_TONES[review.verdict!]}>{REVIEW_VERDICT_LABELS[review.verdict!]}</Badge>
        <span>{`${review.watch_label}: ${number.format(review.figure_value!)}. Reviewed by ${who}${review.reviewed_at ? ` on ${formatDateTime(review.reviewed_at)}` : ''}.`}</span>
      </p>
      {review.note && <p className="muted">{`Note: ${review.note}`}</p>}
    </div>
  )
}

export function ReviewPanel({ session }: { session: BoardSession }) {
  const reviews = useReviews(session.company_id)
  const mine = useMembership()
  // Arriving from the dashboard's "Record the outcome" (…#review): bring the review into view once shown.
  const shown = reviews.isSuccess
  useEffect(() => {
    if (shown && window.location.hash === '#review')
      document.getElementById('review')?.scrollIntoView({ block: 'start' })
  }, [shown])
  if (reviews.isPending) return <p className="muted">Loading the review…</p>
  if (reviews.isError)
    return <Alert tone="error">{`We could not load the review. ${problemMessage(reviews.error)}`}</Alert>
  const review = reviews.data.get(session.id)
  const canRecord = mine.data?.role === 'owner' || mine.data?.role === 'admin'
  const today = utcDay()
  return (
    <section aria-labelledby={`review-${session.id}-title`} id="review" className="mt-4 border-t border-line pt-4">
      <h3 id={`review-${session.id}-title`} className="text-base font-semibold">
        The review
      </h3>
      {!review ? (
        <PlanForm session={session} review={undefined} />
      ) : review.verdict !== null ? (
        <Recorded session={session} review={review} />
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-2">
            {review.due_on < today ? (
              <Badge tone="warning">Overdue</Badge>
            ) : review.due_on === today ? (
              <Badge tone="accent">Due today</Badge>
            ) : null}
            <span>{`Review due ${formatDay(review.due_on)}, watching ${review.watch_label}.`}</span>
          </p>
          {canRecord ? (
            <RecordForm session={session} review={review} />
          ) : (
            <p className="muted">The company’s owner or an admin records the outcome at the review.</p>
          )}
          <details className="mt-3">
            <summary>Move the review</summary>
            <PlanForm session={session} review={review} />
          </details>
        </>
      )}
    </section>
  )
}

/** Whether the session's review is recorded (a reviewed decision cannot be reopened). */
export function useIsReviewed(session: Pick<BoardSession, 'id' | 'company_id'>): boolean {
  const reviews = useReviews(session.company_id)
  return reviews.data?.get(session.id)?.verdict != null
}
