// The leads screens' only door to Supabase: TanStack Query hooks over queries.ts with the browser's
// client. Writes refresh every lead and campaign view (counts and stats follow the leads).
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  filtersByScore,
  LEAD_STATUSES,
  type LeadFilters,
  type LeadInput,
  type LeadStatus,
} from '../../../shared/schemas/lead'
import { db } from '../../lib/db'
import { fetchMemberNames } from '../members/api'
import { fetchPageOfOrder, fetchScoredLeadPage, fetchScoredOrder } from '../scores/queries'
import {
  bulkUpdateLeads,
  deleteLeads,
  fetchStageLeads,
  fetchStageTotals,
  restoreLeads,
  type LeadTarget,
} from './queries'
import {
  EXPORT_LIMIT,
  type LeadPage,
  deleteLead,
  fetchAllLeads,
  fetchCampaignLeads,
  fetchLead,
  fetchLeadEvents,
  fetchLeadOptions,
  fetchLeadPage,
  fetchLeadsForExport,
  insertLead,
  updateLead,
} from './queries'

export const leadKeys = {
  all: ['leads'] as const,
  page: (companyId: string, filters: LeadFilters) => ['leads', 'page', companyId, filters] as const,
  /** The score order every page of a score-sorted or score-filtered list is cut from (the page is not part of it); under ['leads', 'scores'], so a logged call, which moves scores, refreshes it. */
  scoreOrder: (companyId: string, filters: LeadFilters) =>
    ['leads', 'scores', 'order', companyId, { ...filters, page: 1 }] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
  events: (id: string) => ['leads', 'events', id] as const,
  ofCampaign: (campaignId: string) => ['leads', 'campaign', campaignId] as const,
  admin: (page: number) => ['leads', 'admin', page] as const,
  options: (companyId: string) => ['leads', 'options', companyId] as const,
  board: (companyId: string, filters: LeadFilters) => ['leads', 'board', companyId, filters] as const,
}

/** Cards a board column shows; the header counts them all. */
export const BOARD_CARDS = 20

/** The pipeline board: each status's count and value, and its first BOARD_CARDS leads. */
export function useLeadBoard(companyId: string, filters: LeadFilters) {
  return useQuery({
    queryKey: leadKeys.board(companyId, filters),
    queryFn: async () => {
      const client = await db()
      const [totals, ...columns] = await Promise.all([
        fetchStageTotals(client, companyId, filters),
        ...LEAD_STATUSES.map((s) => fetchStageLeads(client, companyId, filters, s, BOARD_CARDS)),
      ])
      return { totals, columns: new Map(LEAD_STATUSES.map((s, i) => [s, columns[i]])) }
    },
    placeholderData: keepPreviousData,
  })
}

/** Sets the status, campaign and/or owner of the selected leads, or of every lead matching the filters. */
export function useBulkUpdateLeads(companyId: string) {
  const refresh = useRefreshLeads()
  return useMutation({
    mutationFn: async ({
      target,
      changes,
    }: {
      target: LeadTarget
      changes: { status?: LeadStatus; campaignId?: string | null; ownerId?: string | null }
    }) => bulkUpdateLeads(await db(), companyId, target, changes),
    onSuccess: refresh,
  })
}

/** Deletes the selected leads, or every lead matching the filters; the batch can be restored for a while. */
export function useDeleteLeads(companyId: string) {
  const refresh = useRefreshLeads()
  return useMutation({
    mutationFn: async (target: LeadTarget) => deleteLeads(await db(), companyId, target),
    onSuccess: refresh,
  })
}

/**
 * Restores a deleted batch: a plain function, not a mutation hook, because the toast's Undo outlives
 * the bulk bar that deleted (an emptied list unmounts it, and a hook's callbacks stop with it).
 */
export async function restoreDeletedLeads(queryClient: QueryClient, batch: string) {
  const restored = await restoreLeads(await db(), batch)
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: leadKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
  ])
  return restored
}

/** How long a score order is reused while paging before the leads are scored again (a write refreshes it at once). */
const SCORE_ORDER_FRESH_MS = 60_000

export function useLeadPage(companyId: string, filters: LeadFilters) {
  const queries = useQueryClient()
  return useQuery({
    queryKey: leadKeys.page(companyId, filters),
    queryFn: async (): Promise<LeadPage & { scores?: ReadonlyMap<string, number> }> => {
      if (!(filters.sort === 'score_desc' || filtersByScore(filters)))
        return fetchLeadPage(await db(), companyId, filters)
      // sorted or filtered by score: every matching lead is scored once (scores/queries.ts), then each page reads its 25 rows
      const order = await queries.fetchQuery({
        queryKey: leadKeys.scoreOrder(companyId, filters),
        queryFn: async () => fetchScoredOrder(await db(), companyId, filters),
        staleTime: SCORE_ORDER_FRESH_MS,
      })
      return fetchPageOfOrder(await db(), order, filters.page)
    },
    // the table keeps showing the last result while the next filter's arrives
    placeholderData: keepPreviousData,
  })
}

export function useLead(id: string) {
  return useQuery({ queryKey: leadKeys.detail(id), queryFn: async () => fetchLead(await db(), id) })
}

export function useLeadEvents(id: string) {
  return useQuery({ queryKey: leadKeys.events(id), queryFn: async () => fetchLeadEvents(await db(), id) })
}

export function useCampaignLeads(campaignId: string) {
  return useQuery({
    queryKey: leadKeys.ofCampaign(campaignId),
    queryFn: async () => fetchCampaignLeads(await db(), campaignId),
  })
}

/** The company's leads as form choices (id and name). */
export function useLeadOptions(companyId: string) {
  return useQuery({
    queryKey: leadKeys.options(companyId),
    queryFn: async () => fetchLeadOptions(await db(), companyId),
  })
}

export function useAllLeads(page: number) {
  return useQuery({
    queryKey: leadKeys.admin(page),
    queryFn: async () => fetchAllLeads(await db(), page),
    placeholderData: keepPreviousData,
  })
}

/** After any lead write: lists, details, history and the campaigns' lead stats are stale. */
function useRefreshLeads() {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: leadKeys.all }),
      client.invalidateQueries({ queryKey: ['campaigns'] }),
    ])
}

export function useCreateLead(companyId: string) {
  const refresh = useRefreshLeads()
  return useMutation({
    mutationFn: async (input: LeadInput) => insertLead(await db(), companyId, input),
    onSuccess: refresh,
  })
}

export class LeadGoneError extends Error {
  constructor() {
    super('This lead no longer exists, or you can no longer change it.')
  }
}

export function useUpdateLead() {
  const refresh = useRefreshLeads()
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: Partial<LeadInput> & { status?: LeadStatus } }) => {
      const lead = await updateLead(await db(), id, changes)
      if (!lead) throw new LeadGoneError()
      return lead
    },
    onSuccess: refresh,
  })
}

export class LeadNotDeletedError extends Error {
  constructor() {
    super('The lead was not deleted: only its creator or an owner or admin of your company can delete it.')
  }
}

export function useDeleteLead() {
  const client = useQueryClient()
  const refresh = useRefreshLeads()
  return useMutation({
    mutationFn: async (id: string) => {
      if (!(await deleteLead(await db(), id))) throw new LeadNotDeletedError()
      return id
    },
    onSuccess: (id) => {
      // the page that showed it is left; its cached detail must not be shown again
      client.removeQueries({ queryKey: leadKeys.detail(id) })
      return refresh()
    },
  })
}

/** Every lead matching the filters, as CSV text with its owner's name (papaparse loads with the first export). */
export async function exportLeadsCsv(companyId: string, filters: LeadFilters) {
  const byScore = filters.sort === 'score_desc' || filtersByScore(filters)
  const [rows, owners, { leadsToCsv, csvFileName }] = await Promise.all([
    byScore
      ? fetchScoredLeadPage(await db(), companyId, { ...filters, page: 1 }, new Date(), EXPORT_LIMIT).then(
          (p) => p.rows,
        )
      : fetchLeadsForExport(await db(), companyId, filters),
    fetchMemberNames(companyId),
    import('./leads-csv'),
  ])
  return { csv: leadsToCsv(rows, owners), count: rows.length, fileName: csvFileName() }
}
