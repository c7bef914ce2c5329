// /dashboard/ai-chat: ask one executive a question and get their answer from the company's figures
// (POST /api/ai/ask). Answers are not stored: the conversation lasts as long as the page, and the
// page says so; a decision worth keeping goes to the boardroom.
import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { EXECUTIVE_IDS, EXECUTIVES, isExecutiveId, type ExecutiveId } from '../../../shared/executives'
import { AnswerSchema, AskRequestSchema, QUESTION_MAX, QUESTION_MIN, type Answer } from '../../../shared/schemas/boardroom'
import { z } from '../../../shared/zod'
import { Button, Link, PageHeader, Select } from '../../ui'
import { EvidenceList } from '../boardroom/debate-view'
import { StanceBadge } from '../boardroom/badges'
import { EngineSchema } from '../insights/briefs-schema'
import { aiRequest } from './ai-client'
import { MembershipGate } from '../../app/membership-gate'
import { EngineNote, AiProblem } from './states'

const AskResponseSchema = z.object({ answer: AnswerSchema, engine: EngineSchema, model: z.string() })
type Exchange = { id: number; executive: ExecutiveId; question: string; answer: Answer; engine: z.infer<typeof EngineSchema>; model: string }

const OPTIONS = EXECUTIVE_IDS.map((id) => ({ value: id, label: `${EXECUTIVES[id].title} · ${EXECUTIVES[id].role}` }))

function useAsk() {
  return useMutation({
    mutationFn: async (request: z.infer<typeof AskRequestSchema>) => AskResponseSchema.parse(await aiRequest('/ask', { method: 'POST', body: request })),
  })
}

function ExchangeView({ exchange }: { exchange: Exchange }) {
  const exec = EXECUTIVES[exchange.executive]
  return (
    <li className="grid gap-3">
      <div className="ml-auto max-w-2xl rounded-card bg-accent-soft px-4 py-3">
        <p className="visually-hidden">You asked the {exec.title}:</p>
        <p className="m-0">{exchange.question}</p>
      </div>
      <article className="card max-w-3xl" aria-label={`The ${exec.title}’s answer`}>
        <p className="mb-2 flex flex-wrap items-center gap-2">
          <strong>
            <Link to={`/dashboard/executives/${exchange.executive}`}>{exec.title}</Link>
          </strong>
          <StanceBadge stance={exchange.answer.stance} />
        </p>
        {exchange.answer.reply.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        <EvidenceList evidence={exchange.answer.evidence} label={`Figures the ${exec.title} cited`} />
        {exchange.answer.nextSteps.length > 0 && (
          <>
            <p className="mt-3 mb-1 font-semibold">Next steps</p>
            <ul>
              {exchange.answer.nextSteps.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ul>
          </>
        )}
        <EngineNote info={exchange} />
      </article>
    </li>
  )
}

function Chat() {
  const [params, setParams] = useSearchParams()
  const chosen = params.get('executive') ?? ''
  const executive: ExecutiveId = isExecutiveId(chosen) ? chosen : 'ceo'
  const ask = useAsk()
  const [question, setQuestion] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [exchanges, setExchanges] = useState<Exchange[]>([])
  const busy = useRef(false)
  const field = useRef<HTMLTextAreaElement>(null)
  const exec = EXECUTIVES[executive]

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const parsed = AskRequestSchema.safeParse({ executive, question })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the question')
      field.current?.focus()
      return
    }
    busy.current = true
    setError(null)
    setFailure(null)
    try {
      const { answer, engine, model } = await ask.mutateAsync(parsed.data)
      setExchanges((list) => [...list, { id: list.length + 1, executive: parsed.data.executive, question: parsed.data.question, answer, engine, model }])
      setQuestion('')
    } catch (e) {
      setFailure(e)
    } finally {
      busy.current = false
    }
  }

  return (
    <>
      <p className="muted max-w-3xl">
        Answers are not saved: they last while this page is open. To record a decision, <Link to="/dashboard/ai-boardroom">put the question to the whole board</Link>.
      </p>
      {exchanges.length > 0 && (
        <ol className="plain-list my-6 grid gap-6" aria-label="This conversation" aria-live="polite">
          {exchanges.map((x) => (
            <ExchangeView key={x.id} exchange={x} />
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="card max-w-3xl" aria-label="Ask an executive">
        <Select id="chat-executive" label="Executive" options={OPTIONS} value={executive} disabled={ask.isPending} onChange={(e) => setParams({ executive: e.currentTarget.value }, { replace: true })} hint={exec.remit} />
        <div className="field">
          <label htmlFor="chat-question">{`Your question for the ${exec.title}`}</label>
          <textarea
            ref={field}
            id="chat-question"
            rows={3}
            value={question}
            readOnly={ask.isPending}
            onChange={(e) => setQuestion(e.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={['chat-question-hint', error && 'chat-question-error'].filter(Boolean).join(' ')}
          />
          <p className="field-hint" id="chat-question-hint">{`${QUESTION_MIN} to ${QUESTION_MAX} characters.`}</p>
          {error && (
            <p className="field-error" id="chat-question-error">
              {error}
            </p>
          )}
        </div>
        {failure !== null && (
          <AiProblem error={failure} />
        )}
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? `The ${exec.title} is answering…` : `Ask the ${exec.title}`}
        </Button>
        <p className="visually-hidden" role="status">
          {ask.isPending ? `The ${exec.title} is answering…` : ''}
        </p>
      </form>
    </>
  )
}

export default function AiChatPage() {
  return (
    <>
      <PageHeader title="AI chat" lead="Ask one of your executives a question. They answer from your company’s own figures, in their own voice." />
      <MembershipGate>{() => <Chat />}</MembershipGate>
    </>
  )
}
