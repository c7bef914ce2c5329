// An executive's brief on the company today: the headline, findings with the figures behind them,
// risks and recommendations. `parts` picks what a screen shows (the insights page leaves risks to
// the heatmap).
import type { Brief } from '../../../shared/schemas/boardroom'
import { EXECUTIVES } from '../../../shared/executives'
import { Link } from '../../ui'
import { EvidenceList } from '../boardroom/debate-view'
import { keyed } from '../../lib/keyed'

type Part = 'findings' | 'risks' | 'recommendations'

export function BriefView({
  brief,
  parts = ['findings', 'risks', 'recommendations'],
  headingLevel = 3,
  linkName = true,
}: {
  brief: Brief
  parts?: Part[]
  headingLevel?: 2 | 3
  linkName?: boolean
}) {
  const exec = EXECUTIVES[brief.executive]
  const H = `h${headingLevel}` as 'h2' | 'h3'
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4'
  const id = `brief-${brief.executive}`
  return (
    <article className="card" aria-labelledby={id}>
      <H id={id} className="mb-1">
        {linkName ? <Link to={`/dashboard/executives/${brief.executive}`}>{exec.title}</Link> : exec.title}{' '}
        <span className="muted text-base font-normal">{exec.role}</span>
      </H>
      <p className="text-lg font-semibold">{brief.headline}</p>
      {parts.includes('findings') && (
        <>
          <Sub className="text-base">Findings</Sub>
          <ul className="plain-list grid gap-3">
            {keyed(brief.findings, (f) => f.text).map(({ key, item: f }) => (
              <li key={key}>
                <p className="mb-1">{f.text}</p>
                <EvidenceList evidence={f.evidence} label="The figures behind it" />
              </li>
            ))}
          </ul>
        </>
      )}
      {parts.includes('risks') && (
        <>
          <Sub className="mt-4 text-base">Risks</Sub>
          {brief.risks.length > 0 ? (
            <ul>
              {keyed(brief.risks, (r) => r).map(({ key, item: r }) => (
                <li key={key}>{r}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">No risk stands out in the figures today.</p>
          )}
        </>
      )}
      {parts.includes('recommendations') && (
        <>
          <Sub className="mt-4 text-base">Recommendations</Sub>
          <ul>
            {keyed(brief.recommendations, (r) => r).map(({ key, item: r }) => (
              <li key={key}>{r}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  )
}
