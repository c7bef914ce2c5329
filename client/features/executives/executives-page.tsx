// /dashboard/executives: the five AI executives — role, remit, how they argue — and the headline of
// each one's brief on the company today (GET /api/ai/briefs).
import { EXECUTIVE_IDS, EXECUTIVES } from '../../../shared/executives'
import { Link, PageHeader } from '../../ui'
import { Skeleton } from '../../ui/skeleton'
import { useBriefs } from '../insights/api'
import { MembershipGate } from '../../app/membership-gate'
import { EngineNote, LoadError } from '../../ui/load-states'

function Team({ companyId }: { companyId: string }) {
  const briefs = useBriefs(companyId)
  return (
    <>
      {briefs.isError && <LoadError what="today’s briefs" error={briefs.error} onRetry={() => void briefs.refetch()} />}
      {briefs.isPending && (
        <p className="visually-hidden" role="status">
          Loading today’s briefs…
        </p>
      )}
      <ul className="plain-list grid grid-cols-1 gap-4 lg:grid-cols-2">
        {EXECUTIVE_IDS.map((id) => {
          const exec = EXECUTIVES[id]
          const brief = briefs.data?.briefs.find((b) => b.executive === id)
          return (
            <li key={id} className="card">
              <h2 className="mb-1 text-xl">
                <Link to={`/dashboard/executives/${id}`}>{`${exec.title} · ${exec.role}`}</Link>
              </h2>
              <p className="mb-2">{exec.remit}</p>
              <p className="muted text-sm">{`Asks: ${exec.lens}`}</p>
              <p className="mb-1 text-sm font-semibold">Today’s brief</p>
              {briefs.isPending ? (
                <Skeleton className="h-5 w-full" />
              ) : (
                <p className="m-0">{brief ? brief.headline : briefs.isError ? '—' : 'No brief today.'}</p>
              )}
            </li>
          )
        })}
      </ul>
      {briefs.data && <EngineNote info={briefs.data} />}
    </>
  )
}

export default function ExecutivesPage() {
  return (
    <>
      <PageHeader
        title="AI executives"
        lead="Your executive team: what each one answers for, how they argue, and what they make of your records today."
      />
      <MembershipGate>{({ company: { id: companyId } }) => <Team companyId={companyId} />}</MembershipGate>
    </>
  )
}
