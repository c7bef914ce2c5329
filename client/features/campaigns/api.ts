// The campaigns screens' only door to Supabase: TanStack Query hooks over queries.ts with the
// browser's client.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CampaignInput, CampaignStatus, NewCampaignInput } from '../../../shared/schemas/campaign'
import { db } from '../../lib/db'
import {
  fetchAllCampaigns,
  fetchCampaign,
  fetchCampaignLeadFacts,
  fetchCampaignLeadStats,
  fetchCampaigns,
  insertCampaign,
  updateCampaign,
} from './queries'

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (companyId: string, status: CampaignStatus | '') => ['campaigns', 'list', companyId, status] as const,
  stats: (companyId: string) => ['campaigns', 'stats', companyId] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
  admin: (page: number) => ['campaigns', 'admin', page] as const,
}

export function useCampaigns(companyId: string, status: CampaignStatus | '' = '') {
  return useQuery({
    queryKey: campaignKeys.list(companyId, status),
    queryFn: async () => fetchCampaigns(await db(), companyId, status),
    placeholderData: keepPreviousData,
  })
}

export function useCampaignLeadStats(companyId: string) {
  return useQuery({
    queryKey: campaignKeys.stats(companyId),
    queryFn: async () => fetchCampaignLeadStats(await db(), companyId),
  })
}

/** Every lead of a campaign, as its figures count them (won value, cost per lead, returns). */
export function useCampaignLeadFacts(campaignId: string) {
  return useQuery({
    queryKey: ['campaigns', 'lead-facts', campaignId],
    queryFn: async () => fetchCampaignLeadFacts(await db(), campaignId),
  })
}

export function useCampaign(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: campaignKeys.detail(id),
    queryFn: async () => fetchCampaign(await db(), id),
    enabled: options.enabled ?? true,
  })
}

export function useAllCampaigns(page: number) {
  return useQuery({
    queryKey: campaignKeys.admin(page),
    queryFn: async () => fetchAllCampaigns(await db(), page),
    placeholderData: keepPreviousData,
  })
}

export function useCreateCampaign(companyId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: NewCampaignInput) => insertCampaign(await db(), companyId, input),
    onSuccess: (campaign) => {
      client.setQueryData(campaignKeys.detail(campaign.id), campaign)
      return client.invalidateQueries({ queryKey: ['campaigns', 'list'] })
    },
  })
}

export class CampaignGoneError extends Error {
  constructor() {
    super('This campaign no longer exists, or you can no longer change it.')
  }
}

export function useUpdateCampaign() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({
      id,
      changes,
    }: {
      id: string
      changes: Partial<CampaignInput> & { status?: CampaignStatus }
    }) => {
      const campaign = await updateCampaign(await db(), id, changes)
      if (!campaign) throw new CampaignGoneError()
      return campaign
    },
    onSuccess: (campaign) => {
      client.setQueryData(campaignKeys.detail(campaign.id), campaign)
      // lead lists show the campaign's name
      return Promise.all([
        client.invalidateQueries({ queryKey: ['campaigns', 'list'] }),
        client.invalidateQueries({ queryKey: ['campaigns', 'admin'] }),
        client.invalidateQueries({ queryKey: ['leads'] }),
      ])
    },
  })
}
