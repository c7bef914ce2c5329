// The ideal customer profile (companies.icp_industries, icp_sizes): read by lead scores, set by
// owners and admins on /dashboard/company-setup. Mirrors the columns' CHECKs (≤ 20 industries,
// sizes from COMPANY_SIZES).
import { z } from '../zod'
import { COMPANY_SIZES } from './company'

export const MAX_ICP_INDUSTRIES = 20

export const IcpSchema = z.object({
  industries: z
    .array(z.string().trim().min(1).max(100))
    .max(MAX_ICP_INDUSTRIES, `Choose at most ${MAX_ICP_INDUSTRIES} industries`),
  sizes: z.array(z.enum(COMPANY_SIZES, 'Choose a listed company size')),
})
export type Icp = z.infer<typeof IcpSchema>

/** The row's columns as PostgREST returns them. */
export const IcpRowSchema = z
  .object({ icp_industries: z.array(z.string()), icp_sizes: z.array(z.enum(COMPANY_SIZES)) })
  .transform((r) => ({ industries: r.icp_industries, sizes: r.icp_sizes }))
