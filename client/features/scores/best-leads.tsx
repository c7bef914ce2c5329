// The dashboard's "Call these next": the best-scoring open leads nobody called or moved for a week
// (shared/lead-score.ts), each with its score, why in brief and a link to its page. Its own chunk,
// so the dashboard's first load stays as it was.
import { leadName } from '../../../shared/schemas/lead'
import { NOT_CONTACTED_DAYS } from '../../../shared/lead-score'
import { formatMoney } from '../../../shared/metrics'
import { Link, Section, Table } from '../../ui'
import { LoadError } from '../../ui/query-state'
import { useBestUncontacted } from './api'

export default function BestLeads({ companyId }: { companyId: string }) {
  const best = useBestUncontacted(companyId)
  return (
    <Section
      title="Call these next"
      id="best-leads"
      intro={`Your best-scoring open leads that nobody has called or moved for ${NOT_CONTACTED_DAYS} days or more.`}
    >
      {best.isPending ? (
        <p className="muted" role="status">
          Scoring your open leads…
        </p>
      ) : best.isError ? (
        <LoadError what="your best leads" error={best.error} onRetry={() => void best.refetch()} />
      ) : best.data.length === 0 ? (
        <p className="muted">{`Every open lead was called or moved in the last ${NOT_CONTACTED_DAYS} days, or there is none open.`}</p>
      ) : (
        <Table caption="Best open leads not contacted for a week">
          <thead>
            <tr>
              <th scope="col">Lead</th>
              <th scope="col" className="text-right">
                Score
              </th>
              <th scope="col">Strongest reasons</th>
              <th scope="col" className="text-right">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {best.data.map(({ row, score }) => (
              <tr key={row.id}>
                <th scope="row" className="font-normal">
                  <Link to={`/dashboard/leads/${row.id}#score`} className="font-semibold">
                    {leadName(row)}
                  </Link>
                  {row.company_name && <div className="text-sm text-muted">{row.company_name}</div>}
                </th>
                <td className="text-right font-semibold tabular-nums">{score.score}</td>
                <td className="text-sm">
                  {[...score.factors]
                    .filter((f) => f.points > 0)
                    .sort((a, b) => b.points - a.points)
                    .slice(0, 2)
                    .map((f) => `${f.label} +${f.points}`)
                    .join(', ') || 'No points yet'}
                </td>
                <td className="text-right whitespace-nowrap tabular-nums">{formatMoney(row.value, row.currency)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  )
}
