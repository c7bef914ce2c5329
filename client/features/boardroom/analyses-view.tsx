// What the board decided from: every figure it was given (as written, with its source and date) and
// every analysis it ran, each with "How we got this" — formula, inputs, the working, the threshold
// and why. Sessions stored before the decision layer have none of these, and show nothing here.
import { SOURCE_LABELS } from '../../../shared/decision/kinds'
import { EXECUTIVES } from '../../../shared/executives'
import type { AnalysisView, Debate } from '../../../shared/schemas/boardroom'
import { Badge, Table } from '../../ui'
import { keyed } from '../../lib/keyed'

const VERDICT_LABELS = { pass: 'Passes', borderline: 'Borderline', fail: 'Fails' } as const
const ROLE_LABELS = { decisive: 'Decides it', guard: 'Guard rail', context: 'Context' } as const

function AnalysisBadge({ a }: { a: AnalysisView }) {
  if (a.status === 'missing') return <Badge tone="warning">Figures missing</Badge>
  const tone = a.supports === 'for' ? 'success' : a.supports === 'against' ? 'neutral' : 'warning'
  return (
    <Badge
      tone={tone}
    >{`${VERDICT_LABELS[a.verdict ?? 'borderline']}${a.result ? `: ${a.result}` : ''}${a.hard ? ' (hard limit)' : ''}`}</Badge>
  )
}

export function FiguresTable({ figures }: { figures: NonNullable<Debate['figures']> }) {
  if (figures.length === 0) return <p className="muted">The board had no figures for this question.</p>
  return (
    <Table caption="Every figure the board was given">
      <thead>
        <tr>
          <th scope="col">Figure</th>
          <th scope="col">Value</th>
          <th scope="col">Source</th>
          <th scope="col">Read as</th>
        </tr>
      </thead>
      <tbody>
        {keyed(figures, (f) => f.label).map(({ key, item: f }) => (
          <tr key={key}>
            <td>{f.label}</td>
            <td className="whitespace-nowrap font-semibold">{f.value}</td>
            <td>{`${SOURCE_LABELS[f.source]}${f.asOf ? `, ${f.asOf}` : ''}`}</td>
            <td>
              {f.metric ? `${f.metric}${f.note ? ` (${f.note})` : ''}` : 'Not matched to a metric: shown as written'}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

function Analysis({ a }: { a: AnalysisView }) {
  return (
    <li className="rounded-card border border-line p-4">
      <p className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <strong>{a.name}</strong>
        <AnalysisBadge a={a} />
      </p>
      <p className="muted mb-2 text-sm">{`${ROLE_LABELS[a.role]} · argued by ${a.owners.map((o) => EXECUTIVES[o].title).join(' and ')}`}</p>
      {a.status === 'done' ? (
        <p className="mb-2">{a.summary}</p>
      ) : (
        <p className="mb-2">{`Needs: ${a.needs.join(', ')}. ${a.rule}`}</p>
      )}
      <details>
        <summary className="cursor-pointer font-semibold">How we got this</summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,10rem)_1fr]">
          <dt className="muted">Formula</dt>
          <dd className="m-0">{a.formula}</dd>
          <dt className="muted">Threshold</dt>
          <dd className="m-0">{a.threshold}</dd>
          <dt className="muted">Why that threshold</dt>
          <dd className="m-0">{a.reason}</dd>
        </dl>
        {a.inputs.length > 0 && (
          <Table caption={`Figures ${a.name} used`}>
            <thead>
              <tr>
                <th scope="col">Figure</th>
                <th scope="col">Value</th>
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {keyed(a.inputs, (i) => i.label).map(({ key, item: i }) => (
                <tr key={key}>
                  <td>{i.label}</td>
                  <td className="whitespace-nowrap">{i.value}</td>
                  <td>{i.source}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {a.working.length > 0 && (
          <>
            <p className="mb-1 mt-2 text-sm font-semibold">Working</p>
            <ol className="text-sm">
              {keyed(a.working, (w) => w).map(({ key, item: w }) => (
                <li key={key}>{w}</li>
              ))}
            </ol>
          </>
        )}
      </details>
    </li>
  )
}

export function AnalysesList({ analyses }: { analyses: AnalysisView[] }) {
  if (analyses.length === 0) return <p className="muted">No analysis applies to this question.</p>
  const order = { decisive: 0, guard: 1, context: 2 }
  const sorted = [...analyses].sort(
    (x, y) => order[x.role] - order[y.role] || Number(x.status === 'missing') - Number(y.status === 'missing'),
  )
  return (
    <ul className="plain-list grid gap-3">
      {sorted.map((a) => (
        <Analysis key={a.id} a={a} />
      ))}
    </ul>
  )
}
