// /dashboard/strategy/:id: one strategy — for a goal, whether the figures reach it (or what they
// reach instead), the arithmetic step by step, the initiatives each executive owns with their
// effect, the month-by-month plan and the KPIs; the risks, the figures it started from; adopt or
// archive it. An id that is
// not a uuid is not looked up; an unknown one, or another company's (RLS hides it the same way),
// is "Strategy not found".
import { useState } from 'react'
import { useParams } from 'react-router'
import { EXECUTIVE_IDS, EXECUTIVES } from '../../../shared/executives'
import { isRowId } from '../../../shared/schemas/crm'
import { STRATEGY_FOCUS_LABELS, type GoalPlan } from '../../../shared/schemas/boardroom'
import { notify } from '../../app/notify'
import { Alert, Button, ButtonLink, EmptyState, Link, PageHeader, Section, Table } from '../../ui'
import { formatDate, formatDateTime, formatDay } from '../../lib/format-date'
import { EngineNote, LoadError, LoadingBlock, problemMessage } from '../../ui/load-states'
import { FigureTiles, keyFigures } from '../../ui/key-figures'
import { NotionExport } from '../integrations'
import { useSetStrategyStatus, useStrategy, type StrategyRow, type StrategyStatus } from './api'
import { StrategyStatusBadge } from './badges'
import { countOf } from '../../../shared/plural'
import { keyed } from '../../lib/keyed'

const STATUS_TOASTS: Record<StrategyStatus, string> = {
  adopted: 'Strategy adopted',
  archived: 'Strategy archived',
  draft: 'Strategy back in draft',
}

function StatusActions({ strategy }: { strategy: StrategyRow }) {
  const setStatus = useSetStrategyStatus()
  const [failure, setFailure] = useState<string | null>(null)
  const [target, setTarget] = useState<StrategyStatus | null>(null)
  const change = (status: StrategyStatus) => {
    if (setStatus.isPending) return
    setTarget(status)
    setFailure(null)
    setStatus.mutate(
      { id: strategy.id, status },
      {
        onSuccess: () => void notify('success', STATUS_TOASTS[status]),
        onError: (e) => setFailure(problemMessage(e)),
        onSettled: () => setTarget(null),
      },
    )
  }
  const button = (status: StrategyStatus, label: string, pendingLabel: string, variant: 'primary' | 'secondary') =>
    strategy.status !== status && (
      <Button variant={variant} disabled={setStatus.isPending} onClick={() => change(status)}>
        {target === status ? pendingLabel : label}
      </Button>
    )
  return (
    <>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="actions">
        {button('adopted', 'Adopt this strategy', 'Adopting…', 'primary')}
        {button('archived', 'Archive', 'Archiving…', 'secondary')}
        {strategy.status !== 'draft' && button('draft', 'Back to draft', 'Moving…', 'secondary')}
      </div>
    </>
  )
}

const VERDICTS: Record<GoalPlan['verdict'], { tone: 'success' | 'warning' | 'info'; title: string }> = {
  reachable: { tone: 'success', title: 'Reachable on your figures' },
  unreachable: { tone: 'warning', title: 'Out of reach by the deadline on your figures' },
  unjudged: { tone: 'info', title: 'Your records cannot size the initiatives' },
  'needs-figure': { tone: 'warning', title: 'A figure is needed first' },
}

/** The goal as read, whether the figures reach it, and the arithmetic step by step. */
function GoalPlanView({ plan }: { plan: GoalPlan }) {
  const verdict = VERDICTS[plan.verdict]
  return (
    <>
      <Section title="The goal, read" id="goal">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          <div>
            <dt className="muted text-sm">Figure</dt>
            <dd className="m-0">{plan.goal.metricName}</dd>
          </div>
          <div>
            <dt className="muted text-sm">Deadline</dt>
            <dd className="m-0">{`${formatDay(plan.goal.deadline)} (${plan.goal.deadlinePhrase})`}</dd>
          </div>
          {plan.current && (
            <div>
              <dt className="muted text-sm">Today</dt>
              <dd className="m-0">{plan.current}</dd>
            </div>
          )}
          {plan.target && (
            <div>
              <dt className="muted text-sm">Target</dt>
              <dd className="m-0 font-semibold">{plan.target}</dd>
            </div>
          )}
        </dl>
        <Alert tone={verdict.tone}>
          <p className="m-0">
            <strong>{verdict.title}.</strong> {plan.alternative}
          </p>
          {plan.needs.map((n) => (
            <p key={n.figure} className="mb-0 mt-2">
              {`Enter ${n.figure} under Figures: `}
              <Link to={n.where}>{n.where}</Link>
            </p>
          ))}
        </Alert>
      </Section>
      {plan.arithmetic.length > 0 && (
        <Section
          title="The arithmetic"
          id="arithmetic"
          intro="Every number in this plan, where it comes from, in order."
        >
          <Table caption="The arithmetic of the plan, step by step" hideCaption>
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">How</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {keyed(plan.arithmetic, (step) => step.label).map(({ key, item: step }) => (
                <tr key={key}>
                  <td>{step.label}</td>
                  <td className="text-sm">{step.formula}</td>
                  <td className="whitespace-nowrap font-semibold">{step.value}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Section>
      )}
      {plan.plan.length > 0 && (
        <Section title="Month by month" id="months">
          <Table caption={`${plan.goal.metricName} month by month to the deadline`} hideCaption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">What happens</th>
                <th scope="col">{plan.goal.metricName} on the line</th>
              </tr>
            </thead>
            <tbody>
              {plan.plan.map((m) => (
                <tr key={m.month}>
                  <td className="whitespace-nowrap">{m.month}</td>
                  <td className="text-sm">{m.actions}</td>
                  <td className="whitespace-nowrap">{m.expected}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Section>
      )}
    </>
  )
}

function StrategyView({ strategy }: { strategy: StrategyRow }) {
  const { plan } = strategy
  const owners = EXECUTIVE_IDS.filter((id) => plan.initiatives.some((i) => i.owner === id))
  return (
    <>
      <PageHeader title={strategy.title} lead={plan.summary}>
        <p className="flex flex-wrap items-center gap-2">
          <StrategyStatusBadge status={strategy.status} />
          <span className="muted text-sm">{`${STRATEGY_FOCUS_LABELS[strategy.focus]} · ${countOf(strategy.horizon_days, 'day')} · created ${formatDate(strategy.created_at)}`}</span>
        </p>
        <p className="m-0">
          <strong>Goal:</strong> {strategy.goal}
        </p>
        <EngineNote info={strategy} />
      </PageHeader>
      <StatusActions strategy={strategy} />
      <NotionExport kind="strategy" id={strategy.id} companyId={strategy.company_id} />
      {plan.goalPlan && <GoalPlanView plan={plan.goalPlan} />}

      <Section title={plan.goalPlan ? 'KPIs to watch' : 'Objectives'} id="objectives">
        <Table caption="Each objective: the KPI, where it stands and the target" hideCaption>
          <thead>
            <tr>
              <th scope="col">KPI</th>
              <th scope="col">Baseline</th>
              <th scope="col">Target</th>
            </tr>
          </thead>
          <tbody>
            {keyed(plan.objectives, (o) => o.kpi).map(({ key, item: o }) => (
              <tr key={key}>
                <td>{o.kpi}</td>
                <td>{o.baseline}</td>
                <td className="font-semibold">{o.target}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>

      <Section title="Initiatives by owner" id="initiatives">
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {owners.map((id) => (
            <section key={id} className="card" aria-labelledby={`owner-${id}`}>
              <h3 id={`owner-${id}`}>
                <Link to={`/dashboard/executives/${id}`}>{EXECUTIVES[id].title}</Link>{' '}
                <span className="muted text-base font-normal">{EXECUTIVES[id].role}</span>
              </h3>
              <ul>
                {keyed(
                  plan.initiatives.filter((i) => i.owner === id),
                  (i) => i.action,
                ).map(({ key, item: i }) => (
                  <li key={key}>
                    {i.action} <span className="muted whitespace-nowrap">({i.timeframe})</span>
                    {i.effect && (
                      <span className="block text-sm">
                        <strong>{i.effect}</strong>
                        {i.basis && <span className="muted">{` — ${i.basis}`}</span>}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>

      <Section title="Risks" id="risks">
        {plan.risks.length > 0 ? (
          <ul>
            {keyed(plan.risks, (r) => r).map(({ key, item: r }) => (
              <li key={key}>{r}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">The executives named no risks for this plan.</p>
        )}
      </Section>

      <Section title="The figures it started from" id="figures">
        {strategy.metrics ? (
          <>
            <p className="muted">{`Your CRM figures when the strategy was written (${formatDateTime(strategy.metrics.asOf)}); today’s are on the dashboard.`}</p>
            <FigureTiles figures={keyFigures(strategy.metrics)} label="Figures the strategy started from" />
          </>
        ) : (
          <p className="muted">The figures kept with this strategy can no longer be read.</p>
        )}
      </Section>
    </>
  )
}

function StrategyNotFound() {
  return (
    <>
      <PageHeader title="Strategy not found" />
      <EmptyState
        title="No such strategy in your company"
        action={
          <ButtonLink to="/dashboard/strategies" variant="secondary">
            All strategies
          </ButtonLink>
        }
      >
        It may have been deleted, or the link is incomplete.
      </EmptyState>
    </>
  )
}

function StrategyLoader({ id }: { id: string }) {
  const strategy = useStrategy(id)
  if (strategy.isPending)
    return (
      <>
        <PageHeader title="Strategy" />
        <LoadingBlock label="Loading the strategy…" lines={6} />
      </>
    )
  if (strategy.isError)
    return (
      <>
        <PageHeader title="Strategy" />
        <LoadError what="the strategy" error={strategy.error} onRetry={() => void strategy.refetch()} />
      </>
    )
  return strategy.data ? <StrategyView strategy={strategy.data} /> : <StrategyNotFound />
}

export default function StrategyPage() {
  const { id } = useParams()
  return isRowId(id) ? <StrategyLoader key={id} id={id} /> : <StrategyNotFound />
}
