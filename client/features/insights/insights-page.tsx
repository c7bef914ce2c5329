// /dashboard/insights: what every executive found in the company's records today, with the figures
// behind each finding, and what they recommend (GET /api/ai/briefs).
import { ButtonLink, PageHeader } from '../../ui'
import { BriefView } from '../executives/brief-view'
import { MembershipGate } from '../../app/membership-gate'
import { EngineNote, LoadError, LoadingBlock } from '../../ui/load-states'
import { useBriefs } from './api'
import { FiguresNote } from '../../ui/key-figures'
import { NoLeadsYet } from './metrics-gate'

function Insights({ companyId }: { companyId: string }) {
  const briefs = useBriefs(companyId)
  if (briefs.isPending) return <LoadingBlock label="The executives are reading your records…" lines={8} />
  if (briefs.isError)
    return <LoadError what="the executives’ briefs" error={briefs.error} onRetry={() => void briefs.refetch()} />
  const { metrics } = briefs.data
  return (
    <>
      {metrics.leads.total === 0 && <NoLeadsYet what="The executives’ findings" />}
      <EngineNote info={briefs.data} />
      <FiguresNote metrics={metrics} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {briefs.data.briefs.map((b) => (
          <BriefView key={b.executive} brief={b} parts={['findings', 'recommendations']} headingLevel={2} />
        ))}
      </div>
      <div className="actions">
        <ButtonLink to="/dashboard/risk-heatmap" variant="secondary">
          The risks they name
        </ButtonLink>
        <ButtonLink to="/dashboard/insights/kpis" variant="secondary">
          How each figure is computed
        </ButtonLink>
      </div>
    </>
  )
}

export default function InsightsPage() {
  return (
    <>
      <PageHeader
        title="Insights"
        lead="What each executive found in your company’s records today, the figures behind it, and what they recommend."
      />
      <MembershipGate>{({ company: { id: companyId } }) => <Insights companyId={companyId} />}</MembershipGate>
    </>
  )
}
