// "Why this score" on a lead's page: the score out of 100, fit and engagement apart, and each factor
// with its points, its maximum and the reason, so the number can be checked and acted on.
import { ENGAGEMENT_MAX, FIT_MAX, HALF_LIFE_DAYS, type LeadScore } from '../../../shared/lead-score'
import { Link, Section, Table } from '../../ui'
import { LoadError } from '../../ui/query-state'
import { useLeadScore } from './api'

const total = (max: Record<string, number>) => Object.values(max).reduce((t, v) => t + v, 0)

export function ScoreBreakdown({ score }: { score: LeadScore }) {
  return (
    <>
      <p className="text-lg" data-testid="lead-score">
        <strong className="text-3xl tabular-nums">{score.score}</strong> <span className="muted">/ 100</span>
        <span className="muted ml-3 text-sm">{`fit ${score.fit} of ${total(FIT_MAX)} · engagement ${score.engagement} of ${total(ENGAGEMENT_MAX)}`}</span>
      </p>
      <Table caption="Why this score: each factor with its points">
        <thead>
          <tr>
            <th scope="col">Factor</th>
            <th scope="col" className="text-right">
              Points
            </th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {score.factors.map((f) => (
            <tr key={f.key}>
              <th scope="row" className="font-normal">
                {f.label}
                <div className="text-sm text-muted">{f.part === 'fit' ? 'Fit' : 'Engagement'}</div>
              </th>
              <td className="text-right whitespace-nowrap tabular-nums">{`${f.points} of ${f.max}`}</td>
              <td>{f.reason}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Score</th>
            <td className="text-right font-semibold tabular-nums">{`${score.score} of 100`}</td>
            <td />
          </tr>
        </tfoot>
      </Table>
    </>
  )
}

export function WhyThisScore({ companyId, leadId }: { companyId: string; leadId: string }) {
  const score = useLeadScore(companyId, leadId)
  return (
    <Section
      title="Why this score"
      id="score"
      intro={
        <>
          {`Fit is who the lead is against your ideal customer profile (set in `}
          <Link to="/dashboard/company-setup#icp">company setup</Link>
          {`); engagement is calls, how far the deal has moved and how recently, with every call and move counting half after ${HALF_LIFE_DAYS} days.`}
        </>
      }
    >
      {score.isPending ? (
        <p className="muted" role="status">
          Scoring…
        </p>
      ) : score.isError ? (
        <LoadError what="the score" error={score.error} onRetry={() => void score.refetch()} />
      ) : score.data ? (
        <ScoreBreakdown score={score.data} />
      ) : (
        <p className="muted">This lead cannot be scored: it is no longer available.</p>
      )}
    </Section>
  )
}
