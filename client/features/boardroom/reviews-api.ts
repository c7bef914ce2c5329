// A decided session's review: planned by any member when the company decides (date and
// figure to watch), recorded by the owner or an admin (what happened). Read and written straight
// to boardroom_reviews under RLS; the trigger stamps who and when and enforces the roles and the
// 30-day rule. Rows are validated with zod loaded alongside each request.
import type { TablesInsert } from '../../../shared/database'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { throwIfError } from '../../lib/errors'
import { db } from '../../lib/db'
import type { ReviewPlan, ReviewRecord, ReviewRow } from '../../../shared/schemas/decision-review'
import { SESSION_LIMIT } from './api'

export type { ReviewRow } from '../../../shared/schemas/decision-review'

const COLUMNS =
  'session_id, company_id, due_on, watch_label, verdict, figure_value, note, planned_by, reviewed_by, reviewed_at'

export const reviewKeys = {
  all: ['boardroom', 'reviews'] as const,
  list: (companyId: string) => ['boardroom', 'reviews', companyId] as const,
}

/** The company's reviews, planned and recorded, by session id. */
export function useReviews(companyId: string) {
  return useQuery({
    queryKey: reviewKeys.list(companyId),
    queryFn: async (): Promise<Map<string, ReviewRow>> => {
      const [client, { ReviewListSchema }] = await Promise.all([
        db(),
        import('../../../shared/schemas/decision-review'),
      ])
      const { data, error, status } = await client
        .from('boardroom_reviews')
        .select(COLUMNS)
        .eq('company_id', companyId)
        .order('due_on')
        .limit(SESSION_LIMIT)
      throwIfError(error, status)
      return new Map(ReviewListSchema.parse(data).map((r) => [r.session_id, r]))
    },
  })
}

export class ReviewGoneError extends Error {
  constructor() {
    super('This review no longer exists, or you can no longer change it.')
  }
}

/** Sets (or moves) when a decided session is reviewed and the figure to watch. */
export function usePlanReview() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ sessionId, plan, planned }: { sessionId: string; plan: ReviewPlan; planned: boolean }) => {
      const [supabase, { ReviewRowSchema }] = await Promise.all([
        db(),
        import('../../../shared/schemas/decision-review'),
      ])
      // Members may insert the plan's columns and update them, never the session id: no upsert.
      // company_id is not theirs to send (column grants): the database's trigger sets it from the
      // session, which is why the insert is typed as the table's full row.
      const table = supabase.from('boardroom_reviews')
      const { data, error, status } = await (planned
        ? table.update(plan).eq('session_id', sessionId)
        : table.insert({ session_id: sessionId, ...plan } as TablesInsert<'boardroom_reviews'>)
      )
        .select(COLUMNS)
        .maybeSingle()
      throwIfError(error, status)
      if (data === null) throw new ReviewGoneError()
      return ReviewRowSchema.parse(data)
    },
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  })
}

/** Records what happened at the review (the owner or an admin; the database refuses anyone else). */
export function useRecordReview() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ sessionId, record }: { sessionId: string; record: ReviewRecord }) => {
      const [supabase, { ReviewRowSchema }] = await Promise.all([
        db(),
        import('../../../shared/schemas/decision-review'),
      ])
      const { data, error, status } = await supabase
        .from('boardroom_reviews')
        .update(record)
        .eq('session_id', sessionId)
        .select(COLUMNS)
        .maybeSingle()
      throwIfError(error, status)
      if (data === null) throw new ReviewGoneError()
      return ReviewRowSchema.parse(data)
    },
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  })
}
