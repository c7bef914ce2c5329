// The AI agent carrying out a free instruction: the Worker turns it into steps. Reads (find leads,
// campaigns or calls; compute a figure) show their result at once; writes (log a call, set a lead's
// status, create a draft campaign, schedule a follow-up) are a preview the member confirms, then
// made as that member and kept in the activity log below, where the member can undo them.
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { AgentPlanRequestSchema, INSTRUCTION_MAX } from '../../../shared/schemas/agent-tasks'
import { useZodForm } from '../../lib/form'
import { describeEngine } from '../../../shared/schemas/chat'
import { formatDate } from '../../lib/format-date'
import { Alert, Button, ButtonLink, RecordsTable, TextArea } from '../../ui'
import { AiProblem, LoadError, LoadingBlock } from '../../ui/load-states'
import {
  useAgentActions,
  usePlanInstruction,
  useRunChanges,
  useUndoAction,
  type AgentAction,
  type AgentPlanResponse,
} from './api'
import { countOf, plural } from '../../../shared/plural'
import { keyed } from '../../lib/keyed'

type Step = AgentPlanResponse['plan']['steps'][number]

function StepView({
  step,
  index,
  instruction,
  onExample,
}: {
  step: Step
  index: number
  instruction: string
  onExample(text: string): void
}) {
  const run = useRunChanges()
  const [done, setDone] = useState<AgentAction | null>(null)
  if (step.kind === 'read')
    return (
      <li className="card">
        <h3 className="text-base">{`Step ${index + 1}: ${step.title}`}</h3>
        {keyed(step.reply, (p) => p).map(({ key, item: p }) => (
          <p key={key}>{p}</p>
        ))}
        {step.items.length > 0 && <RecordsTable caption={`Step ${index + 1}: what was found`} items={step.items} />}
        {step.figures.length > 0 && (
          <ul>
            {keyed(step.figures, (f) => f.label).map(({ key, item: f }) => (
              <li key={key}>
                {`${f.label}: ${f.value}`} <span className="muted text-sm">{`(${f.formula}; ${f.source})`}</span>
              </li>
            ))}
          </ul>
        )}
      </li>
    )
  if (step.kind === 'cannot')
    return (
      <li className="card">
        <h3 className="text-base">{`Step ${index + 1}: ${step.title}`}</h3>
        {keyed(step.reply, (p) => p).map(({ key, item: p }) => (
          <p key={key}>{p}</p>
        ))}
        <ul className="plain-list flex flex-wrap gap-2">
          {step.examples.map((e) => (
            <li key={e}>
              <Button variant="secondary" onClick={() => onExample(e)}>
                {e}
              </Button>
            </li>
          ))}
        </ul>
        {step.link && (
          <p className="mt-3">
            <ButtonLink to={step.link.href}>{step.link.label}</ButtonLink>
          </p>
        )}
      </li>
    )
  return (
    <li className="card">
      <h3 className="text-base">{`Step ${index + 1}: ${step.title}`}</h3>
      <p>
        {done
          ? 'Done. It is in the activity log below, where you can undo it.'
          : `Nothing is changed until you confirm. ${plural(step.changes.length, 'This change', `These ${step.changes.length} changes`)}:`}
      </p>
      <ul aria-label={`Step ${index + 1}: changes`}>
        {keyed(step.changes, (c) => c.label).map(({ key, item: c }) => (
          <li key={key}>{c.label}</li>
        ))}
      </ul>
      {run.isError && <AiProblem error={run.error} />}
      {!done && (
        <Button
          disabled={run.isPending}
          onClick={() => void run.mutateAsync({ instruction, changes: step.changes }).then(setDone, () => undefined)}
        >
          {run.isPending
            ? 'Making the changes…'
            : `Confirm ${plural(step.changes.length, 'the change', `the ${step.changes.length} changes`)}`}
        </Button>
      )}
    </li>
  )
}

function ActivityLog() {
  const actions = useAgentActions()
  const undo = useUndoAction()
  const [note, setNote] = useState<string | null>(null)
  if (actions.isPending) return <LoadingBlock label="Loading the activity log…" lines={2} />
  if (actions.isError)
    return <LoadError what="the activity log" error={actions.error} onRetry={() => void actions.refetch()} />
  const list = actions.data.actions
  return (
    <section aria-labelledby="agent-log-title" className="mt-8 max-w-3xl">
      <h2 id="agent-log-title" className="text-xl">
        Activity log
      </h2>
      {note && <Alert tone="info">{note}</Alert>}
      {undo.isError && <AiProblem error={undo.error} />}
      {list.length === 0 ? (
        <p className="muted">The agent has changed nothing yet.</p>
      ) : (
        <ul className="plain-list grid gap-3">
          {list.map((a) => (
            <li key={a.id} className="card">
              <p className="m-0 font-semibold">{a.summary}</p>
              <p className="muted m-0 text-sm">{`“${a.instruction}” · ${a.user_id === actions.data.me ? 'you' : 'a colleague'} · ${formatDate(a.created_at)}${a.undone_at ? ' · undone' : ''}`}</p>
              <ul className="text-sm">
                {keyed(a.changes, (c) => c.label).map(({ key, item: c }) => (
                  <li key={key}>{c.label}</li>
                ))}
              </ul>
              {!a.undone_at && a.user_id === actions.data.me && (
                <Button
                  variant="secondary"
                  aria-label={`Undo: ${a.summary}`}
                  disabled={undo.isPending}
                  onClick={() =>
                    void undo.mutateAsync(a.id).then(
                      (r) =>
                        setNote(
                          r.skipped.length === 0 ? `Undone: ${a.summary}` : `Undone, except: ${r.skipped.join('; ')}`,
                        ),
                      () => undefined,
                    )
                  }
                >
                  Undo
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function InstructionPanel() {
  const [params] = useSearchParams()
  const plan = usePlanInstruction()
  const { form, field, onSubmit } = useZodForm(
    AgentPlanRequestSchema,
    async ({ instruction }) => {
      plan.reset()
      await plan.mutateAsync(instruction).catch(() => undefined)
    },
    { defaultValues: { instruction: (params.get('instruction') ?? '').slice(0, INSTRUCTION_MAX) } },
  )

  return (
    <section aria-labelledby="agent-instruction-title" className="mb-10">
      <h2 id="agent-instruction-title" className="text-xl">
        Give the agent an instruction
      </h2>
      <form onSubmit={onSubmit} noValidate className="card max-w-3xl" aria-label="Give the agent an instruction">
        <TextArea
          id="agent-free-instruction"
          label="Your instruction"
          rows={3}
          readOnly={plan.isPending}
          {...field('instruction')}
          hint="For example: “List the leads from the spring webinar that nobody called and log a follow-up on each”. Reads run at once; changes wait for you to confirm."
        />
        {plan.isError && <AiProblem error={plan.error} />}
        <Button type="submit" disabled={plan.isPending}>
          {plan.isPending ? 'Planning…' : 'Plan it'}
        </Button>
        <p className="visually-hidden" role="status">
          {plan.isPending
            ? 'Planning…'
            : plan.data
              ? `The plan has ${countOf(plan.data.plan.steps.length, 'step')}.`
              : ''}
        </p>
      </form>
      {plan.data && (plan.data.plan.summary || plan.data.engine) && (
        <div className="mt-4 grid max-w-3xl gap-1">
          {keyed(plan.data.plan.summary ?? [], (p) => p).map(({ key, item: p }) => (
            <p key={key} className="m-0">
              {p}
            </p>
          ))}
          {plan.data.engine && <p className="muted m-0 text-sm">{describeEngine(plan.data.engine)}</p>}
        </div>
      )}
      {plan.data && (
        <ol className="plain-list mt-4 grid max-w-3xl gap-4" aria-label="The plan">
          {keyed(plan.data.plan.steps, (s) => `${plan.data.instruction}: ${s.kind}: ${s.title}`).map(
            ({ key, item: s }, i) => (
              <StepView
                key={key}
                step={s}
                index={i}
                instruction={plan.data.instruction}
                onExample={(text) => {
                  form.setValue('instruction', text)
                  void onSubmit()
                }}
              />
            ),
          )}
        </ol>
      )}
      <ActivityLog />
    </section>
  )
}
