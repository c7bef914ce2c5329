// /dashboard/ai-agent: the agent carries out a free instruction (./instruction-panel: reads at once,
// changes after the member confirms, logged and undoable), and one executive runs one fixed task on
// the company's records (POST /api/ai/tasks): a follow-up plan for stale leads by name, a campaign
// spend review or this week's pipeline. A task's result is not stored, and the page says so.
import { useState } from 'react'
import { EXECUTIVE_IDS, EXECUTIVES, type ExecutiveId } from '../../../shared/executives'
import { AGENT_TASK_LABELS, AGENT_TASKS, TaskRequestSchema, type AgentTask } from '../../../shared/schemas/agent-tasks'
import { Button, Link, PageHeader, RecordsTable, Select } from '../../ui'
import { EvidenceList } from '../boardroom/debate-view'
import { MembershipGate } from '../../app/membership-gate'
import { EngineNote, AiProblem } from '../../ui/load-states'
import { useRunTask, type TaskResponse } from './api'
import { InstructionPanel } from './instruction-panel'
import { useZodForm } from '../../lib/form'
import { keyed } from '../../lib/keyed'

const EXECUTIVE_OPTIONS = EXECUTIVE_IDS.map((id) => ({
  value: id,
  label: `${EXECUTIVES[id].title} · ${EXECUTIVES[id].role}`,
}))
// The free instruction has its own panel above (it plans and carries out); the select keeps the fixed tasks.
const TASK_OPTIONS = AGENT_TASKS.filter((t) => t !== 'instruction').map((t) => ({
  value: t,
  label: AGENT_TASK_LABELS[t].label,
}))

function Result({ result }: { result: TaskResponse }) {
  const { answer } = result
  const exec = EXECUTIVES[answer.executive]
  return (
    <article className="card mt-6 max-w-3xl" aria-labelledby="agent-result-title">
      <h2 id="agent-result-title" className="text-xl">
        {answer.title}
      </h2>
      <p className="muted text-sm">
        Carried out by the <Link to={`/dashboard/executives/${answer.executive}`}>{exec.title}</Link>
      </p>
      {keyed(answer.reply, (p) => p).map(({ key, item: p }) => (
        <p key={key}>{p}</p>
      ))}
      {answer.items.length > 0 && <RecordsTable caption={`What the ${exec.title} looked at`} items={answer.items} />}
      <EvidenceList evidence={answer.evidence} label={`Figures the ${exec.title} used`} />
      {answer.nextSteps.length > 0 && (
        <>
          <h3 className="mt-3 mb-1 text-base">Next steps</h3>
          <ul>
            {keyed(answer.nextSteps, (s) => s).map(({ key, item: s }) => (
              <li key={key}>{s}</li>
            ))}
          </ul>
        </>
      )}
      <EngineNote info={result} />
    </article>
  )
}

function Agent() {
  const run = useRunTask()
  const [result, setResult] = useState<TaskResponse | null>(null)
  const { control, formError, onSubmit } = useZodForm(
    TaskRequestSchema,
    async (request) => {
      run.reset()
      try {
        setResult(await run.mutateAsync(request))
      } catch {
        // run.error holds it; the alert below shows it.
      }
    },
    { defaultValues: { executive: 'coo', task: 'stale-follow-ups' } },
  )
  const executive = control('executive')
  const task = control('task')
  const exec = EXECUTIVES[executive.value as ExecutiveId] ?? EXECUTIVES.coo
  const error = executive.error ?? task.error ?? formError

  return (
    <>
      <h2 className="text-xl">Run a fixed task</h2>
      <p className="muted max-w-3xl">
        Results are not saved: they last while this page is open. For a decision the whole board should weigh,{' '}
        <Link to="/dashboard/ai-boardroom">ask the boardroom</Link>.
      </p>
      <form onSubmit={onSubmit} noValidate className="card max-w-3xl" aria-label="Give an executive a task">
        <Select
          id="agent-executive"
          label="Executive"
          options={EXECUTIVE_OPTIONS}
          value={executive.value}
          disabled={run.isPending}
          onChange={(e) => executive.onChange(e.currentTarget.value as ExecutiveId)}
          hint={exec.remit}
        />
        <Select
          id="agent-task"
          label="Task"
          options={TASK_OPTIONS}
          value={task.value}
          disabled={run.isPending}
          onChange={(e) => task.onChange(e.currentTarget.value as AgentTask)}
          hint={AGENT_TASK_LABELS[task.value as AgentTask]?.description}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {run.isError && <AiProblem error={run.error} />}
        <Button type="submit" disabled={run.isPending}>
          {run.isPending ? `The ${exec.title} is working…` : `Run the task`}
        </Button>
        <p className="visually-hidden" role="status">
          {run.isPending ? `The ${exec.title} is working…` : result ? `${result.answer.title} is ready.` : ''}
        </p>
      </form>
      {result && <Result result={result} />}
    </>
  )
}

export default function AiAgentPage() {
  return (
    <>
      <PageHeader
        title="AI agent"
        lead="Tell the agent what to do with your company’s records: it shows what it found and what it would change, and changes nothing until you confirm."
      />
      <MembershipGate>
        {() => (
          <>
            <InstructionPanel />
            <Agent />
          </>
        )}
      </MembershipGate>
    </>
  )
}
