// /dashboard/ai-chat: a conversation with the company's figures, kept as threads (yours alone: the
// Worker stores them under row level security). Each answer is computed by the Worker from the
// company's records with the metric catalogue and the analyses, shows its figures with how they
// were got, and reads a follow-up ("and the month before?", "why?", "compare with referrals")
// against the thread. Each answer shows how the question was read, as chips the member can change to
// ask again. A decision opens in the boardroom with the figures found; a question outside the
// figures gets questions the figures can answer.
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Query } from '../../../shared/semantic/model'
import {
  CHAT_MESSAGE_MAX,
  ChatQuestionSchema,
  THREAD_TITLE_MAX,
  ThreadRenameSchema,
  type ChatMessage,
  type Thread,
} from '../../../shared/schemas/chat'
import { useZodForm } from '../../lib/form'
import { Button, Field, PageHeader, TextArea } from '../../ui'
import { AnswerView } from './answer-view'
import { useDeleteThread, useRenameThread, useSendMessage, useThread, useThreads } from './chat-api'
import { MembershipGate } from '../../app/membership-gate'
import { AiProblem, LoadError, LoadingBlock } from '../../ui/load-states'

function ThreadItem({
  thread,
  current,
  onOpen,
  onDeleted,
}: {
  thread: Thread
  current: boolean
  onOpen(): void
  onDeleted(): void
}) {
  const rename = useRenameThread()
  const remove = useDeleteThread()
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { field, formError, onSubmit } = useZodForm(
    ThreadRenameSchema,
    async ({ title }) => {
      await rename.mutateAsync({ id: thread.id, title })
      setEditing(false)
      setError(null)
    },
    { defaultValues: { title: thread.title }, attempt: { what: 'the thread’s name' } },
  )
  const title = field('title')

  if (editing)
    return (
      <li>
        <form onSubmit={onSubmit} noValidate aria-label={`Rename ${thread.title}`} className="grid gap-2">
          <Field
            id={`rename-${thread.id}`}
            label="Thread name"
            {...title}
            error={title.error ?? formError ?? undefined}
            maxLength={THREAD_TITLE_MAX + 20}
          />
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
      <Button
        variant={current ? 'primary' : 'secondary'}
        aria-current={current ? 'page' : undefined}
        className="text-left break-words"
        onClick={onOpen}
      >
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
              void remove
                .mutateAsync(thread.id)
                .then(onDeleted, (e: unknown) =>
                  setError(e instanceof Error ? e.message : 'The thread could not be deleted'),
                )
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

function Messages({
  messages,
  onAsk,
  onQuery,
  busy,
}: {
  messages: ChatMessage[]
  onAsk(q: string): void
  onQuery(q: Query): void
  busy: boolean
}) {
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
            {m.answer ? (
              <AnswerView answer={m.answer} onAsk={onAsk} onQuery={onQuery} busy={busy} />
            ) : (
              <p className="m-0">{m.content}</p>
            )}
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
  // the question alone is the form's; the thread it goes to is the page's (the address)
  const { form, field, onSubmit } = useZodForm(
    ChatQuestionSchema,
    async ({ message }) => {
      try {
        const sent = await send.mutateAsync({ message, ...(threadId ? { threadId } : {}) })
        form.setValue('message', '')
        if (sent.thread.id !== threadId) setParams({ thread: sent.thread.id }, { replace: false })
      } catch {
        // send.error holds it; the alert below shows it
      }
    },
    { defaultValues: { message: '' } },
  )
  /** A suggested follow-up: asked as if typed. */
  function ask(text: string) {
    form.setValue('message', text)
    void onSubmit()
  }
  /** A reading the member changed (a chip, or a reading offered): asked as the query itself. */
  function askQuery(query: Query) {
    void send
      .mutateAsync({ query, ...(threadId ? { threadId } : {}) })
      .then((sent) => {
        if (sent.thread.id !== threadId) setParams({ thread: sent.thread.id }, { replace: false })
      })
      .catch(() => undefined)
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
              <ThreadItem
                key={t.id}
                thread={t}
                current={t.id === threadId}
                onOpen={() => setParams({ thread: t.id })}
                onDeleted={() => t.id === threadId && setParams({})}
              />
            ))}
          </ul>
        )}
      </nav>
      <section aria-label={thread.data ? thread.data.thread.title : 'New thread'} className="min-w-0">
        {threadId && thread.isPending && <LoadingBlock label="Loading the thread…" />}
        {threadId && thread.isError && (
          <LoadError what="this thread" error={thread.error} onRetry={() => void thread.refetch()} />
        )}
        {threadId && thread.data && (
          <>
            <h2 className="text-xl break-words">{thread.data.thread.title}</h2>
            <Messages messages={thread.data.messages} onAsk={ask} onQuery={askQuery} busy={send.isPending} />
          </>
        )}
        {!threadId && (
          <p className="muted max-w-3xl">
            Ask about a figure (“how much did we win last month?”), compare (“did we win more in October than in
            September?”), rank (“which campaign has the best return on its budget?”) or list (“leads from a campaign
            nobody called”). Follow up with “and the month before?”, “what about referrals?”, “by owner” or “compare
            with last year”; change any part of a reading above its answer.
          </p>
        )}
        <form onSubmit={onSubmit} noValidate className="card max-w-3xl" aria-label="Ask about your figures">
          <TextArea
            id="chat-message"
            label="Your question"
            rows={3}
            readOnly={send.isPending}
            {...field('message')}
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
      <PageHeader
        title="AI chat"
        lead="Ask about your company’s figures. Every answer shows how it was got; follow-ups build on the thread, and your threads are kept for you."
      />
      <MembershipGate>{() => <Chat />}</MembershipGate>
    </>
  )
}
