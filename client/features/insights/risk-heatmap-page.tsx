// /dashboard/risk-heatmap: the risks the executives' briefs name, placed on a likelihood × impact
// grid by a rule over the company's figures (risk-grid.ts), each cell listing its risks; the rule
// is on the page.
import { countOf } from '../../../shared/plural'
import { EXECUTIVES } from '../../../shared/executives'
import { PageHeader, Section, Table } from '../../ui'
import { cx } from '../../ui/cx'
import { MembershipGate } from '../../app/membership-gate'
import { EngineNote, LoadError, LoadingBlock } from '../../ui/load-states'
import { useBriefs } from './api'
import { FiguresNote } from '../../ui/key-figures'
import { NoLeadsYet } from './metrics-gate'
import { LEVEL_LABELS, LEVELS, RATING_RULES, rateRisks, riskGrid, severity, type RiskKind } from './risk-grid'
import { keyed } from '../../lib/keyed'

const HEAT = ['bg-subtle', 'bg-subtle', 'bg-warning/10', 'bg-danger/15', 'bg-danger/25']

function Heatmap({ companyId }: { companyId: string }) {
  const briefs = useBriefs(companyId)
  if (briefs.isPending) return <LoadingBlock label="Reading the risks…" lines={6} />
  if (briefs.isError)
    return <LoadError what="the executives’ briefs" error={briefs.error} onRetry={() => void briefs.refetch()} />
  const { metrics } = briefs.data
  if (metrics.leads.total === 0) return <NoLeadsYet what="Risks" />
  const { rated, unrated } = rateRisks(briefs.data.briefs, metrics)
  const grid = riskGrid(rated)
  return (
    <>
      <EngineNote info={briefs.data} />
      <FiguresNote metrics={metrics} />
      <Table caption={`${countOf(rated.length, 'risk')} by likelihood (rows) and impact (columns)`}>
        <thead>
          <tr>
            <td />
            {LEVELS.map((impact) => (
              <th key={impact} scope="col">{`${LEVEL_LABELS[impact]} impact`}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((row) => (
            <tr key={row[0].likelihood}>
              <th
                scope="row"
                className="whitespace-nowrap align-top"
              >{`${LEVEL_LABELS[row[0].likelihood]} likelihood`}</th>
              {row.map((cell) => (
                <td
                  key={cell.impact}
                  className={cx('min-w-[12rem] align-top', HEAT[severity(cell.likelihood, cell.impact)])}
                >
                  {cell.risks.length === 0 ? (
                    <span className="muted text-sm">None</span>
                  ) : (
                    <ul className="plain-list grid gap-2 text-sm">
                      {keyed(cell.risks, (r) => `${r.factor.kind}: ${r.executive ?? 'figures'}: ${r.text}`).map(
                        ({ key, item: r }) => (
                          <li key={key}>
                            <span className="font-semibold">{r.factor.title}</span>
                            <br />
                            {r.executive
                              ? `${EXECUTIVES[r.executive].title}: ${r.text}`
                              : `From the figures: ${r.factor.basis}.`}
                          </li>
                        ),
                      )}
                    </ul>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      {unrated.length > 0 && (
        <Section
          title="Named but not rated"
          id="unrated"
          intro="These risks match none of the kinds the figures can rate, so they are not placed on the grid."
        >
          <ul>
            {keyed(unrated, (r) => `${r.executive}: ${r.text}`).map(({ key, item: r }) => (
              <li key={key}>{`${EXECUTIVES[r.executive].title}: ${r.text}`}</li>
            ))}
          </ul>
        </Section>
      )}
      <Section
        title="How risks are rated"
        id="rule"
        intro="Each risk a brief names is matched by its words to one kind below, and rated from your figures. A kind your figures show that no brief named is added “from the figures”. Only campaigns that have started are judged: a draft, or one whose start date is still to come, has had no chance to bring leads or pay back."
      >
        <Table caption="The rating rule for each kind of risk">
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Likelihood from</th>
              <th scope="col">Impact from</th>
            </tr>
          </thead>
          <tbody>
            {(Object.entries(RATING_RULES) as [RiskKind, (typeof RATING_RULES)[RiskKind]][]).map(([kind, rule]) => (
              <tr key={kind}>
                <th scope="row" className="font-normal">
                  {rule.title}
                </th>
                <td className="min-w-[12rem]">{rule.likelihood}</td>
                <td className="min-w-[12rem]">{rule.impact}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
    </>
  )
}

export default function RiskHeatmapPage() {
  return (
    <>
      <PageHeader
        title="Risk heatmap"
        lead="The risks your executives name, placed by how likely and how costly your own figures say they are."
      />
      <MembershipGate>{({ company: { id: companyId } }) => <Heatmap companyId={companyId} />}</MembershipGate>
    </>
  )
}
