// The boardroom's door to its data: a question goes to the Worker (POST /api/ai/boardroom), which
// runs the debate and stores it; sessions are read and decided directly under RLS. Rows are
// validated with zod loaded alongside each request (this module stays zod-free).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callWorker } from '../../lib/worker-api'
import { throwIfError } from '../../lib/errors'
import { db } from '../../lib/db'
import type { Fact } from '../../../shared/schemas/board-pack'
import type { ReadingCorrections } from '../../../shared/schemas/boardroom'
import type { Outcome } from './schemas'

export type { BoardSession, Outcome } from './schemas'

/** The most sessions the history, decisions log and scoreboards read. */
export const SESSION_LIMIT = 200

const COLUMNS =
  'id, company_id, question, topic, debate, metrics, engine, model, outcome, outcome_note, decided_by, decided_at, created_by, created_at'

export const sessionKeys = {
  all: ['boardroom'] as const,
  list: (companyId: string) => ['boardroom', 'list', companyId] as const,
  /** under list(companyId), so what refreshes the list refreshes the summaries too */
  summaries: (companyId: string) => ['boardroom', 'list', companyId, 'summaries'] as const,
  detail: (id: string) => ['boardroom', 'detail', id] as const,
}

/** The company's latest sessions, newest first, with `columns` (the rows unchecked: the caller's schema parses them). */
async function latestSessions(companyId: string, columns: string): Promise<unknown> {
  const { data, error, status } = await (await db())
    .from('boardroom_sessions')
    .select(columns)
    .eq('company_id', companyId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .limit(SESSION_LIMIT)
  throwIfError(error, status)
  return data
}

/** The company's sessions, newest first. */
export function useSessions(companyId: string) {
  return useQuery({
    queryKey: sessionKeys.list(companyId),
    queryFn: async () => {
      const [data, { SessionListSchema }] = await Promise.all([latestSessions(companyId, COLUMNS), import('./schemas')])
      return SessionListSchema.parse(data)
    },
  })
}

// The history list shows a session's question, topic, recommendation, outcome and date: it reads
// those alone (the recommendation by its JSON path), not each debate and its figures.
const SUMMARY_COLUMNS = 'id, question, topic, recommendation:debate->decision->>recommendation, outcome, created_at'

/** The company's sessions as the history lists them, newest first. */
export function useSessionSummaries(companyId: string) {
  return useQuery({
    queryKey: sessionKeys.summaries(companyId),
    queryFn: async () => {
      const [data, { SessionSummaryListSchema }] = await Promise.all([
        latestSessions(companyId, SUMMARY_COLUMNS),
        import('./schemas'),
      ])
      return SessionSummaryListSchema.parse(data)
    },
  })
}

/** One session, or null when none with this id is readable (unknown, or another company's). */
export function useSession(id: string) {
  return useQuery({
    queryKey: sessionKeys.detail(id),
    queryFn: async () => {
      const [client, { SessionSchema }] = await Promise.all([db(), import('./schemas')])
      const { data, error, status } = await client.from('boardroom_sessions').select(COLUMNS).eq('id', id).maybeSingle()
      throwIfError(error, status)
      return data === null ? null : SessionSchema.parse(data)
    },
  })
}

/** Puts a question and its board pack to the board; resolves with the stored session. */
export function useAskBoard() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ question, facts }: { question: string; facts: Fact[] }) => {
      const [body, { SessionSchema }] = await Promise.all([
        callWorker((api) => api.ai.boardroom.$post({ json: facts.length ? { question, facts } : { question } })),
        import('./schemas'),
      ])
      return SessionSchema.parse(body)
    },
    onSuccess: (session) => {
      client.setQueryData(sessionKeys.detail(session.id), session)
      return client.invalidateQueries({ queryKey: sessionKeys.list(session.company_id) })
    },
  })
}

/** What the board will read in a question and its pack, with the member's corrections applied: no debate, no cost. */
export function usePreviewReading() {
  return useMutation({
    mutationFn: async (input: { question: string; facts: Fact[]; reading?: ReadingCorrections }) => {
      const json = {
        question: input.question,
        ...(input.facts.length ? { facts: input.facts } : {}),
        ...(input.reading ? { reading: input.reading } : {}),
      }
      const [body, { ReadingResponseSchema }] = await Promise.all([
        callWorker((api) => api.ai.boardroom.reading.$post({ json })),
        import('./schemas'),
      ])
      return ReadingResponseSchema.parse(body).reading
    },
  })
}

export class SessionGoneError extends Error {
  constructor() {
    super('This session no longer exists, or you can no longer decide it.')
  }
}

/** Records what the company decided (or reopens it); the database stamps who and when. */
export function useDecideSession() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, outcome, note }: { id: string; outcome: Outcome; note: string }) => {
      const [supabase, { SessionSchema }] = await Promise.all([db(), import('./schemas')])
      const { data, error, status } = await supabase
        .from('boardroom_sessions')
        .update({ outcome, outcome_note: note })
        .eq('id', id)
        .select(COLUMNS)
        .maybeSingle()
      throwIfError(error, status)
      if (data === null) throw new SessionGoneError()
      return SessionSchema.parse(data)
    },
    onSuccess: (session) => {
      client.setQueryData(sessionKeys.detail(session.id), session)
      return client.invalidateQueries({ queryKey: sessionKeys.list(session.company_id) })
    },
  })
}
