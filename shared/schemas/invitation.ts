// Company invitations (supabase/migrations/*_company_invitations.sql): the invite form, the rows an
// owner or admin reads, the invitee's pending list, and the state a row is in now.
import { EMAIL_RE } from '../patterns'
import { z } from '../zod'
import { MEMBER_ROLES } from './company'

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  revoked: 'Revoked',
  expired: 'Expired',
}

export const InvitationFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter an email address')
    .max(320, 'Use at most 320 characters')
    .pipe(z.email({ pattern: EMAIL_RE, error: 'Enter a valid email address' }))
    .transform((v) => v.toLowerCase()),
  role: z.enum(MEMBER_ROLES, 'Choose a role'),
})
export type InvitationForm = z.infer<typeof InvitationFormSchema>

export const InvitationRowSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  status: z.enum(INVITATION_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
  responded_at: z.string().nullable(),
})
export type InvitationRow = z.infer<typeof InvitationRowSchema>

/** A row of my_pending_invitations(): what the invitee sees before they belong to the company. */
export const PendingInvitationSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  role: z.enum(MEMBER_ROLES),
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
})
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>

/** The status as of `now`: a pending invitation past its expiry is expired (it can no longer be accepted). */
export function invitationStatus(
  row: Pick<InvitationRow, 'status' | 'expires_at'>,
  now: Date = new Date(),
): InvitationStatus {
  return row.status === 'pending' && new Date(row.expires_at).getTime() <= now.getTime() ? 'expired' : row.status
}
