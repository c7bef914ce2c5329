// /dashboard/ai-boardroom: put a question to the board. The Worker runs the debate over the
// company's own figures and stores it; the page shows each turn as it streams in (stream.ts), then
// every position, the rebuttals and the CEO's decision, and lets the member adopt or reject it.
import { useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { BoardPrefillSchema } from '../../../shared/schemas/chat'
import {
  BoardroomRequestSchema,
  QUESTION_MAX,
  QUESTION_MIN,
  type ReadingCorrections,
  type ReadingView,
} from '../../../shared/schemas/boardroom'
import { countOf } from '../../../shared/plural'
import { z } from '../../../shared/zod'
import { notify } from '../../app/notify'
import { useZodForm } from '../../lib/form'
import { Alert, Button, ButtonLink, PageHeader } from '../../ui'
import { useWhose } from '../../app/whose'
import { MembershipGate } from '../../app/membership-gate'
import { LoadError, LoadingBlock, AiProblem } from '../../ui/load-states'
import { usePreviewReading, useSession } from './api'
import { correctionCount, ReadingPanel } from './reading-panel'
import { BoardPackEditor, emptyRow, rowFromFact, rowsToFacts, type PackRow } from './board-pack-editor'
import { DebateView } from './debate-view'
import { LiveDebateView, StreamEndNotice } from './live-debate'
import { StreamEndedError, useBoardStream, type StreamEnd } from './stream'

/** Plain example questions, nothing about the company assumed. */
export const EXAMPLE_QUESTIONS = [
  'Should we increase our campaign budget next quarter?',
  'Should we raise our prices for new customers?',
  'Should we hire another salesperson to follow up leads?',
  'Should we buy a warehouse with a 10-year bank loan?',
] as const

/**
 * A question (and a board pack) handed over from another screen: the AI chat opens a decision here
 * with the figures it found (router state), or a link carries ?question=.
 */
function usePrefill(): { question: string; rows: PackRow[] } {
  const state = BoardPrefillSchema.safeParse(useLocation().state)
  const [params] = useSearchParams()
  if (state.success)
    return {
      question: state.data.question,
      rows: state.data.facts.length > 0 ? [...state.data.facts.map(rowFromFact), emptyRow()] : [emptyRow()],
    }
  return { question: (params.get('question') ?? '').slice(0, QUESTION_MAX), rows: [emptyRow()] }
}

/** What a reading was made from, to tell when the question or the pack changed since. */
const basisOf = (question: string, rows: readonly PackRow[]) => JSON.stringify([question.trim(), rows])

/** The question (the request schema's own messages) and the board pack's rows, first problem by row. */
const AskSchema = z
  .object({
    question: BoardroomRequestSchema.shape.question,
    rows: z.array(z.object({ label: z.string(), value: z.string(), unit: z.string(), group: z.string() })),
  })
  .superRefine(({ rows }, ctx) => {
    const pack = rowsToFacts(rows)
    if ('error' in pack) ctx.addIssue({ code: 'custom', path: ['rows', pack.row], message: pack.error })
  })

function AskForm({ onAsked }: { onAsked(id: string): void }) {
  const board = useBoardStream()
  const [ended, setEnded] = useState<StreamEnd | null>(null)
  const prefill = usePrefill()
  const [failure, setFailure] = useState<unknown>(null)
  // "How we read this", asked for before the debate: the reading, what it was read from, and the member's corrections.
  const preview = usePreviewReading()
  const [read, setRead] = useState<{ view: ReadingView; basis: string } | null>(null)
  const [corrections, setCorrections] = useState<ReadingCorrections>({})
  const { form, field, formError, onSubmit } = useZodForm(
    AskSchema,
    async ({ question, rows }) => {
      const pack = rowsToFacts(rows)
      if ('error' in pack) return pack.error
      setFailure(null)
      setEnded(null)
      // Corrections apply only to the question and pack they were made on.
      const reading = read && read.basis === basisOf(question, rows) ? corrections : undefined
      try {
        const session = await board.start({ question, facts: pack.facts, ...(reading ? { reading } : {}) })
        void notify('success', 'The board has reached a decision')
        // The session shows its own reading, correctable, from here on.
        setRead(null)
        setCorrections({})
        onAsked(session.id)
      } catch (e) {
        // The question and the pack stay in the form whatever happened.
        board.clear()
        if (e instanceof StreamEndedError) setEnded(e.end)
        else setFailure(e)
      }
    },
    { defaultValues: { question: prefill.question, rows: prefill.rows } },
  )
  const { error, ...question } = field('question')
  // the pack's first problem: which row, and what is wrong with it
  const rowErrors = form.formState.errors.rows
  const packRow = Array.isArray(rowErrors)
    ? rowErrors.findIndex((e: { message?: string } | undefined) => e?.message)
    : -1
  const packError = packRow >= 0 ? (rowErrors as { message?: string }[])[packRow]!.message! : null

  const pending = board.pending
  const watched = form.watch()
  const stale = read !== null && read.basis !== basisOf(watched.question ?? '', watched.rows ?? [])
  const checkReading = async () => {
    if (!(await form.trigger())) return
    const { question, rows } = form.getValues()
    const pack = rowsToFacts(rows)
    if ('error' in pack) return
    preview.mutate(
      { question, facts: pack.facts },
      {
        onSuccess: (view) => {
          setRead({ view, basis: basisOf(question, rows) })
          setCorrections({})
        },
      },
    )
  }
  const changes = correctionCount(corrections)
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="card max-w-3xl" aria-label="Ask the board">
        <div className="field">
          <label htmlFor="board-question">Your question for the board</label>
          <textarea
            id="board-question"
            rows={3}
            {...question}
            aria-invalid={error ? true : undefined}
            aria-describedby={['board-question-hint', error && 'board-question-error'].filter(Boolean).join(' ')}
            readOnly={pending}
          />
          <p className="field-hint" id="board-question-hint">
            {`A decision you are weighing, in ${QUESTION_MIN} to ${QUESTION_MAX} characters, with its amounts (“a $500,000 warehouse with a 10-year loan at 7%”). The executives argue from the figures it turns on, and say which they are missing.`}
          </p>
          {error && (
            <p className="field-error" id="board-question-error">
              {error}
            </p>
          )}
        </div>
        <div className="mb-4">
          <p className="mb-2 text-sm font-semibold" id="examples-label">
            Or start from an example
          </p>
          <ul className="plain-list flex flex-wrap gap-2" aria-labelledby="examples-label">
            {EXAMPLE_QUESTIONS.map((q) => (
              <li key={q}>
                <button
                  type="button"
                  className="rounded-full border border-line bg-subtle px-3 py-1.5 text-left text-sm text-fg hover:border-accent disabled:opacity-60"
                  disabled={pending}
                  onClick={() => {
                    form.setValue('question', q)
                    form.clearErrors('question')
                    form.setFocus('question')
                  }}
                >
                  {q}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <BoardPackEditor
          control={form.control}
          register={form.register}
          currency="USD"
          disabled={pending}
          invalidRow={packRow >= 0 ? packRow : null}
        />
        {packError && <Alert tone="error">{packError}</Alert>}
        {read &&
          (stale ? (
            <Alert tone="info">
              You changed the question or the pack since the board read it: check the reading again for your corrections
              to apply.
            </Alert>
          ) : (
            <ReadingPanel reading={read.view} corrections={corrections} onChange={setCorrections} disabled={pending} />
          ))}
        {preview.isError && <AiProblem error={preview.error} />}
        {formError && <Alert tone="error">{formError}</Alert>}
        {failure !== null && <AiProblem error={failure} />}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending} aria-describedby={pending ? 'board-pending' : undefined}>
            {pending
              ? 'The board is debating…'
              : changes > 0 && !stale
                ? `Ask the board with ${countOf(changes, 'correction')}`
                : 'Ask the board'}
          </Button>
          {!pending && (
            <Button type="button" variant="secondary" disabled={preview.isPending} onClick={() => void checkReading()}>
              {preview.isPending ? 'Reading…' : read && !stale ? 'Read it again' : 'Check how the board reads this'}
            </Button>
          )}
          {pending && (
            <Button type="button" variant="secondary" onClick={board.cancel}>
              Cancel
            </Button>
          )}
        </div>
        <p id="board-pending" className="visually-hidden" role="status" aria-live="polite">
          {pending ? 'The board is debating your question…' : ''}
        </p>
      </form>
      {ended && <StreamEndNotice end={ended} />}
      {board.live && <LiveDebateView live={board.live} />}
    </>
  )
}

function AskedSession({ id }: { id: string }) {
  const session = useSession(id)
  if (session.isPending) return <LoadingBlock label="Loading the debate…" />
  if (session.isError)
    return <LoadError what="the debate" error={session.error} onRetry={() => void session.refetch()} />
  if (!session.data) return <Alert tone="error">This session no longer exists.</Alert>
  return (
    <>
      <DebateView session={session.data} focus />
      <p>
        <ButtonLink variant="secondary" to="/dashboard/debate">
          All past debates
        </ButtonLink>
      </p>
    </>
  )
}

export default function BoardroomPage() {
  const [asked, setAsked] = useState<string | null>(null)
  const whose = useWhose()
  return (
    <>
      <PageHeader
        eyebrow={whose}
        title="AI boardroom"
        lead="Put a question to your executives. Each argues from your company’s own figures, they answer each other, and the CEO decides. You then adopt or reject the decision."
      />
      <MembershipGate>
        {() => (
          <>
            <AskForm onAsked={setAsked} />
            {asked && <AskedSession key={asked} id={asked} />}
          </>
        )}
      </MembershipGate>
    </>
  )
}
