// /api/integrations/plaid: what bank linking answers the screen. No secret ever appears
// here: the access token stays sealed in the database, the Plaid keys in the Worker.
import { z } from '../zod'
import { isRowId } from './crm'
import { ConnectionSchema } from './connections'

export const CompanyQuerySchema = z.object({
  company: z.string({ error: 'company must be a company id' }).refine(isRowId, 'company must be a company id'),
})
export const CompanyRequestSchema = z.object({
  companyId: z.string().refine(isRowId, 'companyId must be a company id'),
})
export const ExchangeRequestSchema = CompanyRequestSchema.extend({
  publicToken: z
    .string()
    .trim()
    .min(1, 'publicToken is required')
    .max(200, 'publicToken is too long')
    .regex(/^[\w-]+$/, 'publicToken is not a Plaid public token'),
})

export const BankSummarySchema = z.object({
  currency: z.string(),
  cash: z.number(),
  netBurn: z.number(),
  runway: z.number().nullable(),
  accounts: z.array(z.object({ name: z.string(), mask: z.string().nullable(), balance: z.number() })),
  excluded: z.array(z.string()),
  working: z.array(z.string()),
  asOf: z.string(),
})
export type BankSummary = z.infer<typeof BankSummarySchema>

export const BankConnectionSchema = ConnectionSchema.extend({
  summary: z.union([BankSummarySchema, z.object({}).strict()]),
})
export type BankConnection = z.infer<typeof BankConnectionSchema>

export type BankLinkStatus = { configured: boolean; missing: string[]; connection: BankConnection | null }

/** The standing figures a sync writes, labelled with their source (the board shows label and date). */
export const BANK_FIGURE_LABELS = {
  cash: 'Cash in linked bank accounts (Plaid)',
  net_burn: 'Monthly net burn, last 90 days (Plaid)',
  runway: 'Runway at that burn (Plaid)',
} as const
