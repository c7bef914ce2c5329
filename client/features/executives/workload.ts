// What each executive is working on: the actions the CEO's decisions assigned to them in sessions
// the company adopted, and their initiatives in strategies the company adopted. Nothing marks an
// action done yet, so everything adopted counts as open until the decision is reopened or the
// strategy archived.
import { EXECUTIVE_IDS, type ExecutiveId } from '../../../shared/executives'

export type WorkItem = {
  kind: 'decision' | 'initiative'
  text: string
  due: string
  sourceId: string
  source: string
  since: string
}

type SessionLike = {
  id: string
  question: string
  outcome: string
  decided_at: string | null
  created_at: string
  debate: { decision: { actions: readonly { owner: ExecutiveId; action: string; due: string }[] } }
}
type StrategyLike = {
  id: string
  title: string
  status: string
  updated_at: string
  plan: { initiatives: readonly { owner: ExecutiveId; action: string; timeframe: string }[] }
}

export function workByExecutive(
  sessions: readonly SessionLike[],
  strategies: readonly StrategyLike[],
): Record<ExecutiveId, WorkItem[]> {
  const work = Object.fromEntries(EXECUTIVE_IDS.map((id) => [id, [] as WorkItem[]])) as Record<ExecutiveId, WorkItem[]>
  for (const s of sessions) {
    if (s.outcome !== 'adopted') continue
    for (const a of s.debate.decision.actions)
      work[a.owner].push({
        kind: 'decision',
        text: a.action,
        due: a.due,
        sourceId: s.id,
        source: s.question,
        since: s.decided_at ?? s.created_at,
      })
  }
  for (const st of strategies) {
    if (st.status !== 'adopted') continue
    for (const i of st.plan.initiatives)
      work[i.owner].push({
        kind: 'initiative',
        text: i.action,
        due: i.timeframe,
        sourceId: st.id,
        source: st.title,
        since: st.updated_at,
      })
  }
  for (const id of EXECUTIVE_IDS) work[id].sort((a, b) => b.since.localeCompare(a.since))
  return work
}
