// The dashboard's "Decision reviews due": the planned reviews not yet recorded whose day has come
// (due today or earlier, "overdue" before today), oldest first; when none is due, the next one.
// Pure, so the list's rule is tested on the seed (tests/backend/list-rules.test.ts).
import type { ReviewRow } from '../../../shared/schemas/decision-review'

type Review = Pick<ReviewRow, 'session_id' | 'due_on' | 'verdict'>

export function reviewsDue<R extends Review>(reviews: Iterable<R>, today: string): { due: R[]; next: R | null } {
  const pending = [...reviews].filter((r) => r.verdict === null).sort((a, b) => a.due_on.localeCompare(b.due_on))
  return { due: pending.filter((r) => r.due_on <= today), next: pending.find((r) => r.due_on > today) ?? null }
}

/** How a due review's day reads in the list. */
export const dueLabel = (dueOn: string, today: string) => (dueOn < today ? 'overdue' : 'today')
