// /dashboard/ai-chat: a conversation with the company's figures, kept as threads (yours alone: the
// Worker stores them under row level security). Each answer is computed by the Worker from the
// company's records with the metric catalogue and the analyses, shows its figures with how they
// were got, and reads a follow-up ("and the month before?", "why?", "compare with referrals")
// against the thread. A decision opens in the boardroom with the figures found; a question outside
// the figures gets questions the figures can answer.
import { useRef, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { CHAT_MESSAGE_MAX, ChatRequestSchema, THREAD_TITLE_MAX, type ChatMessage, type Thread } from '../../../shared/schemas/chat'
import { Button, Field, PageHeader, TextArea } from '../../ui'
import { AnswerView } from './answer-view'
import { useDeleteThread, useRenameThread, useSendMessage, useThread, useThreads } from './chat-api'
import { MembershipGate } from '../../app/membership-gate'
import { AiProblem, LoadError, LoadingBlock } from '../../ui/load-states'

function ThreadItem({ thread, current, onOpen, onDeleted }: { thread: Thread; current: boolean; onOpen(): void; onDeleted(): void }) {
  const rename = useRenameThread()
  const remove = useDeleteThread()
  const [editing, setEditing] = useState(false)
  const [title, setTitle] = useState(thread.title)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const t = title.trim()
    if (t.length === 0 || t.length > THREAD_TITLE_MAX) return setError(t.length === 0 ? 'Give the thread a name' : `Keep the name under ${THREAD_TITLE_MAX} characters`)
    try {
      await rename.mutateAsync({ id: thread.id, title: t })
      setEditing(false)
      setError(null)
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The thread could not be renamed')
    }
  }

  if (editing)
    return (
      <li>
        <form onSubmit={(e) => void save(e)} noValidate aria-label={`Rename ${thread.title}`} className="grid gap-2">
          <Field id={`rename-${thread.id}`} label="Thread name" value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={error ?? undefined} maxLength={THREAD_TITLE_MAX + 20} />
          <div className="flex gap-2">
            <Button type="submit" disabled={rename.isPending}>
              Save name
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    )
  return (
    <li className="grid gap-1">
      <Button variant={current ? 'primary' : 'secondary'} aria-current={current ? 'page' : undefined} className="text-left break-words" onClick={onOpen}>
        {thread.title}
      </Button>
      <div className="flex flex-wrap gap-2 text-sm">
        <Button variant="secondary" aria-label={`Rename ${thread.title}`} onClick={() => setEditing(true)}>
          Rename
        </Button>
        {confirming ? (
          <Button
            variant="secondary"
            aria-label={`Really delete ${thread.title}`}
            disabled={remove.isPending}
            onClick={() =>
              void remove.mutateAsync(thread.id).then(onDeleted, (e: unknown) => setError(e instanceof Error ? e.message : 'The thread could not be deleted'))
            }
          >
            Really delete
          </Button>
        ) : (
          <Button variant="secondary" aria-label={`Delete ${thread.title}`} onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
      </div>
      {error && !editing && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  )
}

function Messages({ messages, onAsk }: { messages: ChatMessage[]; onAsk(q: string): void }) {
  return (
    <ol className="plain-list my-4 grid gap-4" aria-label="This conversation" aria-live="polite">
      {messages.map((m) =>
        m.role === 'user' ? (
          <li key={m.id} className="ml-auto max-w-2xl rounded-card bg-accent-soft px-4 py-3">
            <p className="visually-hidden">You asked:</p>
            <p className="m-0 break-words">{m.content}</p>
          </li>
        ) : (
          <li key={m.id} className="card max-w-3xl" aria-label="Answer">
            {m.answer ? <AnswerView answer={m.answer} onAsk={onAsk} /> : <p className="m-0">{m.content}</p>}
          </li>
        ),
      )}
    </ol>
  )
}

function Chat() {
  const [params, setParams] = useSearchParams()
  const threadId = params.get('thread')
  const threads = useThreads()
  const thread = useThread(threadId)
  const send = useSendMessage()
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const busy = useRef(false)

  async function ask(text: string) {
    if (busy.current) return
    const parsed = ChatRequestSchema.safeParse({ message: text, ...(threadId ? { threadId } : {}) })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the message')
      field.current?.focus()
      return
    }
    busy.current = true
    setError(null)
    try {
      const sent = await send.mutateAsync(parsed.data)
      setMessage('')
      if (sent.thread.id !== threadId) setParams({ thread: sent.thread.id }, { replace: false })
    } catch {
      // send.error holds it; the alert below shows it
    } finally {
      busy.current = false
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label="Your threads" className="min-w-0">
        <Button variant="secondary" onClick={() => setParams({})}>
          New thread
        </Button>
        {threads.isPending ? (
          <LoadingBlock label="Loading your threads…" lines={3} />
        ) : threads.isError ? (
          <LoadError what="your threads" error={threads.error} onRetry={() => void threads.refetch()} />
        ) : threads.data.length === 0 ? (
          <p className="muted mt-3">No threads yet: your first question starts one.</p>
        ) : (
          <ul className="plain-list mt-3 grid gap-3">
            {threads.data.map((t) => (
              <ThreadItem key={t.id} thread={t} current={t.id === threadId} onOpen={() => setParams({ thread: t.id })} onDeleted={() => t.id === threadId && setParams({})} />
            ))}
          </ul>
        )}
      </nav>
      <section aria-label={thread.data ? thread.data.thread.title : 'New thread'} className="min-w-0">
        {threadId && thread.isPending && <LoadingBlock label="Loading the thread…" />}
        {threadId && thread.isError && <LoadError what="this thread" error={thread.error} onRetry={() => void thread.refetch()} />}
        {threadId && thread.data && (
          <>
            <h2 className="text-xl break-words">{thread.data.thread.title}</h2>
            <Messages messages={thread.data.messages} onAsk={(q) => void ask(q)} />
          </>
        )}
        {!threadId && <p className="muted max-w-3xl">Ask about a figure (“what’s our win rate this year?”), compare (“email vs social since March”), or list (“leads from a campaign nobody called”). Follow up with “and the month before?”, “why?” or “compare with referrals”.</p>}
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void ask(message)
          }}
          noValidate
          className="card max-w-3xl"
          aria-label="Ask about your figures"
        >
          <TextArea
            ref={field}
            id="chat-message"
            label="Your question"
            rows={3}
            value={message}
            readOnly={send.isPending}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={error ?? undefined}
            hint={`Up to ${CHAT_MESSAGE_MAX} characters. Answers are computed from your company’s records.`}
          />
          {send.isError && <AiProblem error={send.error} />}
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Working it out…' : 'Ask'}
          </Button>
          <p className="visually-hidden" role="status">
            {send.isPending ? 'Working it out…' : ''}
          </p>
        </form>
      </section>
    </div>
  )
}

export default function AiChatPage() {
  return (
    <>
      <PageHeader title="AI chat" lead="Ask about your company’s figures. Every answer shows how it was got; follow-ups build on the thread, and your threads are kept for you." />
      <MembershipGate>{() => <Chat />}</MembershipGate>
    </>
  )
}
