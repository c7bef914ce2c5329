// What the company decided on a session: adopt or reject the CEO's recommendation with an optional
// note (written straight to boardroom_sessions under RLS; the database records who and when) and
// when to review it, watching which figure (boardroom_reviews); or reopen a decision taken by
// mistake, until its review is recorded.
import { useRef, useState } from 'react'
import { reviewPlanSchema } from '../../../shared/schemas/decision-review'
import { z } from '../../../shared/zod'
import { useZodForm } from '../../lib/form'
import { notify } from '../../app/notify'
import { Alert, Button } from '../../ui'
import { useAuth } from '../auth'
import { formatDateTime } from '../../lib/format-date'
import { problemMessage } from '../../ui/load-states'
import { useMemberNames } from '../members/api'
import { useDecideSession, type BoardSession, type Outcome } from './api'
import { OutcomeBadge } from '../../ui/debate-badges'
import { emptyPlan, ReviewPanel, ReviewPlanFields, useIsReviewed } from './review-panel'
import { usePlanReview } from './reviews-api'

export const NOTE_MAX = 1000

/** Who decided, as the member directory names them ("you" for the signed-in member). */
export function useDeciderName(session: Pick<BoardSession, 'company_id' | 'decided_by'>): string {
  const { user } = useAuth()
  const names = useMemberNames(session.company_id)
  if (!session.decided_by) return 'someone no longer in the company'
  if (session.decided_by === user?.id) return 'you'
  return names.data?.get(session.decided_by) ?? (names.isPending ? '…' : 'a former member')
}

function Decided({ session }: { session: BoardSession }) {
  const decide = useDecideSession()
  const who = useDeciderName(session)
  const reviewed = useIsReviewed(session)
  const [failure, setFailure] = useState<string | null>(null)
  return (
    <div className="mt-4 border-t border-line pt-4">
      <p className="flex flex-wrap items-center gap-2" role="status">
        <OutcomeBadge outcome={session.outcome} />
        <span>{`${session.outcome === 'adopted' ? 'Adopted' : 'Rejected'} by ${who}${session.decided_at ? ` on ${formatDateTime(session.decided_at)}` : ''}.`}</span>
      </p>
      {session.outcome_note && <p className="muted">{`Note: ${session.outcome_note}`}</p>}
      <ReviewPanel session={session} />
      {failure && <Alert tone="error">{failure}</Alert>}
      {!reviewed && (
        <Button
          variant="secondary"
          disabled={decide.isPending}
          onClick={() =>
            decide.mutate(
              { id: session.id, outcome: 'open', note: session.outcome_note },
              {
                onSuccess: () => void notify('info', 'The decision is open again'),
                onError: (e) => setFailure(problemMessage(e)),
              },
            )
          }
        >
          {decide.isPending ? 'Reopening…' : 'Reopen the decision'}
        </Button>
      )}
    </div>
  )
}

/** The decision's fields: the review plan (the shared schema, as of today) and the note. */
const decisionSchema = () =>
  reviewPlanSchema().extend({ note: z.string().trim().max(NOTE_MAX, `Keep the note under ${NOTE_MAX} characters`) })

function Undecided({ session }: { session: BoardSession }) {
  const decide = useDecideSession()
  const planReview = usePlanReview()
  // which button submitted: the outcome (Enter in a field submits with the first, "Adopt")
  const submitter = useRef<Outcome | null>(null)
  const [choice, setChoice] = useState<Outcome | null>(null)
  const noteId = `outcome-note-${session.id}`
  const { control, field, formError, onSubmit } = useZodForm(
    async () => decisionSchema(),
    async ({ note, ...plan }) => {
      const outcome = submitter.current
      if (outcome !== 'adopted' && outcome !== 'rejected') return
      setChoice(outcome)
      try {
        await decide.mutateAsync({ id: session.id, outcome, note })
      } finally {
        setChoice(null)
      }
      // Decided: the review plan follows; if it fails, the decided panel offers to plan it again.
      await planReview
        .mutateAsync({ sessionId: session.id, plan, planned: false })
        .catch((e: unknown) => void notify('error', `Decision recorded, but not its review: ${problemMessage(e)}`))
      void notify('success', outcome === 'adopted' ? 'Recommendation adopted' : 'Recommendation rejected')
    },
    { defaultValues: { ...emptyPlan(session), note: '' }, attempt: { what: 'the decision' } },
  )
  const { error: noteError, ...note } = field('note')

  return (
    <form
      className="mt-4 border-t border-line pt-4"
      onSubmit={(event) => {
        submitter.current = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)
          ?.value as Outcome | null
        void onSubmit(event)
      }}
      aria-label="Record the company’s decision"
      noValidate
    >
      <p className="mb-2 font-semibold">What does the company decide?</p>
      <ReviewPlanFields
        idPrefix={`decide-${session.id}`}
        session={session}
        dueOn={control('due_on')}
        watchLabel={control('watch_label')}
      />
      <div className="field">
        <label htmlFor={noteId}>Note (optional)</label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={NOTE_MAX + 100}
          {...note}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${noteId}-error` : `${noteId}-hint`}
        />
        <p className="field-hint" id={`${noteId}-hint`}>
          Why, or what changes: kept with the decision for whoever reads it later.
        </p>
        {noteError && (
          <p className="field-error" id={`${noteId}-error`}>
            {noteError}
          </p>
        )}
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="outcome" value="adopted" disabled={decide.isPending}>
          {choice === 'adopted' ? 'Adopting…' : 'Adopt the recommendation'}
        </Button>
        <Button type="submit" name="outcome" value="rejected" variant="secondary" disabled={decide.isPending}>
          {choice === 'rejected' ? 'Rejecting…' : 'Reject the recommendation'}
        </Button>
      </div>
    </form>
  )
}

export function OutcomePanel({ session }: { session: BoardSession }) {
  // keyed by outcome: a reopened decision starts with an empty form
  return session.outcome === 'open' ? (
    <Undecided key="open" session={session} />
  ) : (
    <Decided key={session.outcome} session={session} />
  )
}
