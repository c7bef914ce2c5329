// The admin entities page's door to Supabase: every profile (RLS lets a platform admin read all), every
// company through admin_company_overview() (member counts and owner; it refuses non-admins), and
// changing a user's role — which only the database decides (protect_profile_columns refuses
// anyone but an admin with 'Only an admin can change a role').
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  AdminCompanySchema,
  AdminUserSchema,
  type AdminCompany,
  type AdminUser,
  type UserRole,
} from '../../../shared/schemas/admin'
import { DataError, throwIfError } from '../../lib/errors'
import { db } from '../../lib/db'

export const adminKeys = { users: ['admin', 'users'] as const, companies: ['admin', 'companies'] as const }

export function useAdminUsers() {
  return useQuery({
    queryKey: adminKeys.users,
    queryFn: async (): Promise<AdminUser[]> => {
      const { data, error, status } = await (await db())
        .from('profiles')
        .select(
          'id, email, firstName, lastName, role, company, company_id, created_at, signup_attribution:signup_attributions(source, medium, campaign)',
        )
        .order('created_at', { ascending: false })
      throwIfError(error, status)
      return AdminUserSchema.array().parse(data)
    },
  })
}

export function useAdminCompanies() {
  return useQuery({
    queryKey: adminKeys.companies,
    queryFn: async (): Promise<AdminCompany[]> => {
      const { data, error, status } = await (await db()).rpc('admin_company_overview')
      throwIfError(error, status)
      return AdminCompanySchema.array().parse(data)
    },
  })
}

export function useChangeUserRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, role }: { id: string; role: UserRole }) => {
      const { data, error, status } = await (await db())
        .from('profiles')
        .update({ role })
        .eq('id', id)
        .select('id, role')
      throwIfError(error, status)
      // RLS hides other people's profiles from a non-admin: no row changed.
      if (!data?.length) throw new DataError('Only an admin can change a role', '42501', 403)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  })
}
