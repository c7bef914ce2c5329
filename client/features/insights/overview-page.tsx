// /dashboard: the company at a glance — headline figures from GET /api/ai/metrics, the CEO's brief
// headline, the best open leads nobody contacted for a week, the latest boardroom decisions and the
// next things to do. This module is on the
// dashboard's first load (scripts/bundle-sizes.mjs): it renders its heading at once and keeps zod
// and supabase-js off that load; the briefs and decisions (which need them) load as their own chunk.
import { lazy, Suspense } from 'react'
import { useWhose } from '../../app/whose'
import { ButtonLink, PageHeader } from '../../ui'
import { LoadingBlock } from '../../ui/load-states'
import { FigureTiles, FiguresNote, keyFigures } from '../../ui/key-figures'
import { MetricsGate, NoLeadsYet } from './metrics-gate'

const OverviewBoard = lazy(() => import('./overview-board'))
const BestLeads = lazy(() => import('../scores/best-leads'))

function NextSteps() {
  return (
    <nav aria-label="Next steps" className="actions">
      <ButtonLink to="/dashboard/ai-boardroom">Ask the board</ButtonLink>
      <ButtonLink to="/dashboard/leads" variant="secondary">
        Add a lead
      </ButtonLink>
      <ButtonLink to="/dashboard/strategy-generator" variant="secondary">
        Generate a strategy
      </ButtonLink>
    </nav>
  )
}

export default function OverviewPage() {
  const whose = useWhose()
  return (
    <>
      <PageHeader
        eyebrow={whose}
        title="Dashboard"
        lead="Your company at a glance: what your records say today, what the CEO makes of it and what the board decided."
      />
      <NextSteps />
      <MetricsGate>
        {(metrics, companyId) => (
          <>
            {metrics.leads.total === 0 ? (
              <NoLeadsYet what="Your dashboard figures" />
            ) : (
              <section aria-labelledby="overview-figures">
                <h2 id="overview-figures">Key figures</h2>
                <FigureTiles figures={keyFigures(metrics)} label="Key figures" />
                <FiguresNote metrics={metrics} />
              </section>
            )}
            {metrics.leads.open > 0 && (
              <Suspense fallback={<LoadingBlock label="Scoring your open leads…" />}>
                <BestLeads companyId={companyId} />
              </Suspense>
            )}
            <Suspense fallback={<LoadingBlock label="Loading the board’s view…" />}>
              <OverviewBoard companyId={companyId} />
            </Suspense>
          </>
        )}
      </MetricsGate>
    </>
  )
}
