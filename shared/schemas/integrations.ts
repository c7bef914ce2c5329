// The integrations spec §1 names by kind. None can be connected yet: onboarding records which ones
// a company wants (company_integrations, status 'requested') and the screens say so plainly.
import { z } from '../zod'

export const INTEGRATION_IDS = ['notion', 'stripe', 'clearbit', 'calendly', 'plaid', 'tiktok'] as const
export type IntegrationId = (typeof INTEGRATION_IDS)[number]

export const INTEGRATIONS: readonly { id: IntegrationId; name: string; kind: string; use: string }[] = [
  { id: 'notion', name: 'Notion', kind: 'Notes tool', use: 'Meeting notes and strategy documents the executives can read.' },
  { id: 'stripe', name: 'Stripe', kind: 'Card payments', use: 'Revenue, subscriptions and refunds for the CFO.' },
  { id: 'clearbit', name: 'Clearbit', kind: 'Data enrichment', use: 'Company size and industry on new leads.' },
  { id: 'calendly', name: 'Calendly', kind: 'Scheduling', use: 'Booked meetings and sales calls.' },
  { id: 'plaid', name: 'Plaid', kind: 'Bank linking', use: 'Bank balances and cash flow for the CFO.' },
  { id: 'tiktok', name: 'TikTok', kind: 'Short-video platform', use: 'Campaign reach and engagement for the CMO.' },
]

export const integrationName = (id: string) => INTEGRATIONS.find((i) => i.id === id)?.name ?? id

/** The integrations a company asks for (each at most once). */
export const IntegrationSelectionSchema = z.object({
  providers: z.array(z.enum(INTEGRATION_IDS)).max(INTEGRATION_IDS.length).refine((list) => new Set(list).size === list.length, 'Choose each integration once'),
})

export const IntegrationRequestSchema = z.object({
  provider: z.enum(INTEGRATION_IDS),
  status: z.literal('requested'),
  requested_at: z.string(),
})
export type IntegrationRequest = z.infer<typeof IntegrationRequestSchema>
