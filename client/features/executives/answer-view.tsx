// One computed answer of the AI chat: how the question was read (chips the member can change), its
// reply, the figures with "how we got this" (formula, inputs, source) for each, the records it
// lists, the link to the rows, questions it can answer instead, and where a decision or a goal
// goes. Never a stance: the chat answers questions; the board decides.
import { useNavigate } from 'react-router'
import type { Query } from '../../../shared/semantic/model'
import { describeEngine, type ChatAnswer } from '../../../shared/schemas/chat'
import { Button, ButtonLink, RecordsTable } from '../../ui'
import { keyed } from '../../lib/keyed'
import { ReadingBar } from './reading-bar'

export function AnswerView({
  answer,
  onAsk,
  onQuery,
  busy = false,
}: {
  answer: ChatAnswer
  onAsk(question: string): void
  /** Asks a changed reading (absent: the reading is not shown as controls). */
  onQuery?(query: Query): void
  busy?: boolean
}) {
  const navigate = useNavigate()
  return (
    <div className="grid gap-3">
      {answer.reading && onQuery && (
        <ReadingBar reading={answer.reading} definition={answer.definition} disabled={busy} onQuery={onQuery} />
      )}
      {keyed(answer.reply, (p) => p).map(({ key, item: p }) => (
        <p key={key} className="m-0">
          {p}
        </p>
      ))}
      {answer.items.length > 0 && <RecordsTable caption="Records" items={answer.items} />}
      {answer.figures.length > 0 && (
        <ul className="plain-list grid gap-2" aria-label="Figures in this answer">
          {keyed(answer.figures, (f) => f.label).map(({ key, item: f }) => (
            <li key={key}>
              <details>
                <summary>
                  <span>{f.label}: </span>
                  <strong>{f.value}</strong> <span className="muted text-sm">How we got this</span>
                </summary>
                <dl className="mt-1 ml-4 text-sm">
                  <dt className="font-semibold">Formula</dt>
                  <dd className="ml-0">{f.formula}</dd>
                  <dt className="font-semibold">Inputs</dt>
                  <dd className="ml-0">{f.inputs.join('; ')}</dd>
                  <dt className="font-semibold">Source</dt>
                  <dd className="ml-0">{f.source}</dd>
                </dl>
              </details>
            </li>
          ))}
        </ul>
      )}
      {answer.suggestions.length > 0 && (
        <div>
          <p className="mb-1 font-semibold">Questions I can answer from your figures:</p>
          <ul className="plain-list flex flex-wrap gap-2">
            {answer.suggestions.map((s) => (
              <li key={s}>
                <Button variant="secondary" onClick={() => onAsk(s)}>
                  {s}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {answer.boardroom && (
        <div>
          <Button onClick={() => void navigate('/dashboard/ai-boardroom', { state: answer.boardroom })}>
            Open in the boardroom
          </Button>
        </div>
      )}
      {answer.link && (
        <div>
          <ButtonLink to={answer.link.href} variant="secondary">
            {answer.link.label}
          </ButtonLink>
        </div>
      )}
      {answer.engine && <p className="muted m-0 text-sm">{describeEngine(answer.engine)}</p>}
    </div>
  )
}
