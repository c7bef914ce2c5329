// "Which company am I in, and as what?" on the client: ONE query (public.my_membership(), one key)
// that every screen reads — the gate (app/membership-gate.tsx), the header, the company, CRM and AI
// screens. A change that moves it (company created, renamed, left; role changed; invitation
// accepted) calls useMembershipChanged(). zod and supabase-js load with the first ask, not with the
// screen (the dashboard's first-load budget).
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Membership } from '../../shared/schemas/membership'
import { useAuth } from '../features/auth/auth-provider'
import { db } from './db'
import { throwIfError } from './errors'

export type { Membership, MembershipCompany } from '../../shared/schemas/membership'

/** The one query key; everything under ['membership'] is the membership. */
export const membershipKey = (userId: string | undefined) => ['membership', userId ?? 'none'] as const

/** The caller's membership: null without a company; pending until the user is known. */
export function useMembership() {
  const { user } = useAuth()
  return useQuery({
    queryKey: membershipKey(user?.id),
    enabled: Boolean(user),
    queryFn: async (): Promise<Membership | null> => {
      const [{ readMembership }, client] = await Promise.all([import('../../shared/schemas/membership'), db()])
      const result = await readMembership(client)
      if (result.error) throwIfError(result.error, result.status)
      return result.membership
    },
  })
}

/** After a change to the company or a membership: every screen reads the new answer at once. */
export function useMembershipChanged() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ['membership'] })
}
