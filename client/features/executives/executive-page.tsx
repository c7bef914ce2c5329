// /dashboard/executives/:name (ceo, cfo, cmo, cto, coo): one executive — remit, today's full brief
// and the positions they took in the latest boardroom sessions. Any other name: "Executive not found".
import { useParams } from 'react-router'
import { EXECUTIVES, isExecutiveId, type ExecutiveId } from '../../../shared/executives'
import { ButtonLink, EmptyState, Link, PageHeader, Section, Table } from '../../ui'
import { useSessions } from '../boardroom/api'
import { OutcomeBadge, StanceBadge } from '../../ui/debate-badges'
import { useBriefs } from '../insights/api'
import { BriefView } from './brief-view'
import { MembershipGate } from '../../app/membership-gate'
import { formatDate } from '../../lib/format-date'
import { EngineNote, LoadError, LoadingBlock } from '../../ui/load-states'

const RECENT = 10

function TodaysBrief({ companyId, executive }: { companyId: string; executive: ExecutiveId }) {
  const briefs = useBriefs(companyId)
  if (briefs.isPending) return <LoadingBlock label="Loading today’s brief…" lines={5} />
  if (briefs.isError)
    return <LoadError what="today’s brief" error={briefs.error} onRetry={() => void briefs.refetch()} />
  const brief = briefs.data.briefs.find((b) => b.executive === executive)
  if (!brief) return <p className="muted">No brief today.</p>
  return (
    <>
      <BriefView brief={brief} headingLevel={3} linkName={false} />
      <EngineNote info={briefs.data} />
    </>
  )
}

function Positions({ companyId, executive }: { companyId: string; executive: ExecutiveId }) {
  const sessions = useSessions(companyId)
  if (sessions.isPending) return <LoadingBlock label="Loading their positions…" lines={3} />
  if (sessions.isError)
    return <LoadError what="the boardroom sessions" error={sessions.error} onRetry={() => void sessions.refetch()} />
  const recent = sessions.data.slice(0, RECENT).flatMap((s) => {
    const position = s.debate.positions.find((p) => p.executive === executive)
    return position ? [{ session: s, position }] : []
  })
  if (recent.length === 0) {
    return (
      <EmptyState title="No positions yet" action={<ButtonLink to="/dashboard/ai-boardroom">Ask the board</ButtonLink>}>
        {`The ${EXECUTIVES[executive].title} takes a position on every question put to the board.`}
      </EmptyState>
    )
  }
  return (
    <Table
      caption={`The ${EXECUTIVES[executive].title}’s positions in the ${recent.length} latest sessions`}
      hideCaption
    >
      <thead>
        <tr>
          <th scope="col">Question</th>
          <th scope="col">Stance</th>
          <th scope="col">Their summary</th>
          <th scope="col">Outcome</th>
          <th scope="col">Asked</th>
        </tr>
      </thead>
      <tbody>
        {recent.map(({ session, position }) => (
          <tr key={session.id}>
            <td className="min-w-[12rem]">
              <Link to={`/dashboard/debate?session=${session.id}`}>{session.question}</Link>
            </td>
            <td>
              <StanceBadge stance={position.stance} />
            </td>
            <td className="min-w-[14rem]">{position.summary}</td>
            <td>
              <OutcomeBadge outcome={session.outcome} />
            </td>
            <td className="whitespace-nowrap">{formatDate(session.created_at)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

export default function ExecutivePage() {
  const { name } = useParams()
  if (!isExecutiveId(name)) {
    return (
      <>
        <PageHeader title="Executive not found" />
        <EmptyState
          title="There is no such executive"
          action={
            <ButtonLink to="/dashboard/executives" variant="secondary">
              Your executive team
            </ButtonLink>
          }
        >
          The board has a CEO, CFO, CMO, CTO and COO.
        </EmptyState>
      </>
    )
  }
  const exec = EXECUTIVES[name]
  return (
    <>
      <PageHeader eyebrow={exec.role} title={exec.title} lead={exec.remit}>
        <p className="muted m-0">{`Asks: ${exec.lens}`}</p>
      </PageHeader>
      <p>
        <Link to="/dashboard/executive-agents">What each executive is working on</Link>
      </p>
      <MembershipGate>
        {({ company: { id: companyId } }) => (
          <>
            <Section title="Today’s brief" id="brief">
              <TodaysBrief companyId={companyId} executive={name} />
            </Section>
            <Section title="Positions in the latest sessions" id="positions">
              <Positions companyId={companyId} executive={name} />
            </Section>
          </>
        )}
      </MembershipGate>
    </>
  )
}
