// The company area's door to Supabase: creating and editing the caller's company (which company and
// as what is the one membership, lib/membership.ts), its members' roles and removal (the members
// themselves are read by ../members/api.ts), invitations (company_invitations and the invitee's
// functions), requested integrations and the AI workflow. RLS and the triggers decide; these
// hooks only ask, and throw the database's refusal for the screen to show.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { AiWorkflowSchema, type AiWorkflow } from '../../../shared/schemas/ai-workflow'
import { CompanyRowSchema, type CompanyForm, type MemberRole } from '../../../shared/schemas/company'
import { StandingFigureSchema, type StandingFigure } from '../../../shared/schemas/board-pack'
import {
  IntegrationRequestSchema,
  type IntegrationId,
  type IntegrationRequest,
} from '../../../shared/schemas/integrations'
import {
  InvitationRowSchema,
  PendingInvitationSchema,
  type InvitationForm,
  type InvitationRow,
  type PendingInvitation,
} from '../../../shared/schemas/invitation'
import { DataError, throwIfError } from '../../lib/errors'
import { useAuth } from '../auth'
import { db } from '../../lib/db'
import { membershipKey, useMembershipChanged } from '../../lib/membership'
import { useProfileChanged } from '../profile/api'

const COMPANY_COLUMNS = 'id, name, industry, website, size, ai_workflow, created_by, created_at'

export const companyKeys = {
  invitations: (companyId: string) => ['company', companyId, 'invitations'] as const,
  integrations: (companyId: string) => ['company', companyId, 'integrations'] as const,
  pendingForMe: (userId: string | undefined) => ['invitations', 'mine', userId ?? 'none'] as const,
}

/** After a change to the company or its memberships: its queries and the one membership are read again. */
function useCompanyChanged() {
  const queryClient = useQueryClient()
  const membershipChanged = useMembershipChanged()
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: ['company'] }), membershipChanged()])
}

export function useCreateCompany() {
  const companyChanged = useCompanyChanged()
  const profileChanged = useProfileChanged()
  return useMutation({
    mutationFn: async (values: CompanyForm) => {
      const { data, error, status } = await (await db())
        .from('companies')
        .insert(values)
        .select(COMPANY_COLUMNS)
        .single()
      throwIfError(error, status)
      return CompanyRowSchema.parse(data)
    },
    // The database made the creator its owner and linked their profile (handle_new_company).
    onSuccess: async () => Promise.all([companyChanged(), profileChanged()]),
  })
}

/** An update that RLS filtered out answers no row: say so instead of pretending it saved. */
const noRow = (what: string) => new DataError(`Only owners and admins of the company can ${what}.`, '42501', 403)

export function useUpdateCompany(companyId: string | undefined) {
  const companyChanged = useCompanyChanged()
  const profileChanged = useProfileChanged()
  return useMutation({
    mutationFn: async (values: CompanyForm) => {
      const { data, error, status } = await (await db())
        .from('companies')
        .update(values)
        .eq('id', companyId!)
        .select(COMPANY_COLUMNS)
      throwIfError(error, status)
      if (!data?.length) throw noRow('edit its details')
      return CompanyRowSchema.parse(data[0])
    },
    // A new name reaches linked profiles (sync_profile_company_name), the header's user included.
    onSuccess: async () => Promise.all([companyChanged(), profileChanged()]),
  })
}

export function useSaveAiWorkflow(companyId: string | undefined) {
  const companyChanged = useCompanyChanged()
  return useMutation({
    mutationFn: async (workflow: AiWorkflow) => {
      const { data, error, status } = await (await db())
        .from('companies')
        .update({ ai_workflow: AiWorkflowSchema.parse(workflow) })
        .eq('id', companyId!)
        .select('id')
      throwIfError(error, status)
      if (!data?.length) throw noRow('choose its AI workflow')
    },
    onSuccess: companyChanged,
  })
}

// ---- members (read through ../members/api.ts) ----

export function useChangeMemberRole(companyId: string) {
  const companyChanged = useCompanyChanged()
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: MemberRole }) => {
      if (role === 'owner') {
        // The owner role is never granted by an update (the database refuses it): the owner hands
        // it over, becoming an admin (transfer_company_ownership).
        const { error, status } = await (await db()).rpc('transfer_company_ownership', {
          target_company_id: companyId,
          new_owner_id: userId,
        })
        throwIfError(error, status)
        return
      }
      const { data, error, status } = await (await db())
        .from('company_members')
        .update({ member_role: role })
        .eq('company_id', companyId)
        .eq('user_id', userId)
        .select('user_id')
      throwIfError(error, status)
      if (!data?.length) throw noRow("change members' roles")
    },
    onSettled: companyChanged,
  })
}

/** Removes a member, or — for the caller's own row — leaves the company. */
export function useRemoveMember(companyId: string) {
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const companyChanged = useCompanyChanged()
  const profileChanged = useProfileChanged()
  return useMutation({
    mutationFn: async (userId: string) => {
      const { data, error, status } = await (await db())
        .from('company_members')
        .delete()
        .eq('company_id', companyId)
        .eq('user_id', userId)
        .select('user_id')
      throwIfError(error, status)
      if (!data?.length) throw noRow('remove members')
      return userId
    },
    onSuccess: async (userId) => {
      if (userId === user?.id) {
        // Left: the screen drops the company at once (the one membership is now none). Its
        // queries go once the profile has been reread and the screens that watched them are
        // gone: a query removed under a mounted screen is fetched again, and now refused.
        queryClient.setQueryData(membershipKey(user.id), null)
        await queryClient.cancelQueries({ queryKey: ['company', companyId] })
        await profileChanged()
        queryClient.removeQueries({ queryKey: ['company', companyId] })
      }
      await companyChanged()
    },
  })
}

// ---- invitations (the company's side) ----

export function useInvitations(companyId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: companyKeys.invitations(companyId ?? 'none'),
    enabled: Boolean(companyId) && enabled,
    queryFn: async (): Promise<InvitationRow[]> => {
      const { data, error, status } = await (await db())
        .from('company_invitations')
        .select('id, company_id, email, role, status, created_at, expires_at, responded_at')
        .eq('company_id', companyId!)
        .order('created_at', { ascending: false })
      throwIfError(error, status)
      return InvitationRowSchema.array().parse(data)
    },
  })
}

export function useInvite(companyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (values: InvitationForm) => {
      const { data, error, status } = await (await db())
        .from('company_invitations')
        .insert({ company_id: companyId, ...values })
        .select('id, company_id, email, role, status, created_at, expires_at, responded_at')
        .single()
      throwIfError(error, status)
      return InvitationRowSchema.parse(data)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.invitations(companyId) }),
  })
}

export function useRevokeInvitation(companyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const { data, error, status } = await (await db())
        .from('company_invitations')
        .update({ status: 'revoked' })
        .eq('id', id)
        .select('id')
      throwIfError(error, status)
      if (!data?.length) throw noRow('revoke invitations')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.invitations(companyId) }),
  })
}

// ---- invitations (the invitee's side) ----

export function usePendingInvitationsForMe() {
  const { user } = useAuth()
  return useQuery({
    queryKey: companyKeys.pendingForMe(user?.id),
    enabled: Boolean(user),
    queryFn: async (): Promise<PendingInvitation[]> => {
      const { data, error, status } = await (await db()).rpc('my_pending_invitations')
      throwIfError(error, status)
      return PendingInvitationSchema.array().parse(data)
    },
  })
}

export function useAnswerInvitation() {
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const companyChanged = useCompanyChanged()
  const profileChanged = useProfileChanged()
  return useMutation({
    mutationFn: async ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) => {
      const client = await db()
      const { error, status } =
        answer === 'accept'
          ? await client.rpc('accept_company_invitation', { invitation_id: id })
          : await client.rpc('decline_company_invitation', { invitation_id: id })
      throwIfError(error, status)
    },
    onSettled: async (_data, _error, { answer }) => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.pendingForMe(user?.id) })
      if (answer === 'accept') await Promise.all([companyChanged(), profileChanged()])
    },
  })
}

// ---- integrations ----

export function useIntegrationRequests(companyId: string | undefined) {
  return useQuery({
    queryKey: companyKeys.integrations(companyId ?? 'none'),
    enabled: Boolean(companyId),
    queryFn: async (): Promise<IntegrationRequest[]> => {
      const { data, error, status } = await (await db())
        .from('company_integrations')
        .select('provider, status, requested_by, requested_at')
        .eq('company_id', companyId!)
        .order('provider')
      throwIfError(error, status)
      return IntegrationRequestSchema.array().parse(data)
    },
  })
}

export function useRequestIntegrations(companyId: string | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (providers: IntegrationId[]) => {
      const { error, status } = await (await db()).rpc('set_company_integrations', {
        target_company_id: companyId!,
        providers,
      })
      throwIfError(error, status)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.integrations(companyId ?? 'none') }),
  })
}

// ---- standing figures (company_figures: members read, owners and admins write) ----

export const figuresKey = (companyId: string) => ['company', companyId, 'figures'] as const

export function useCompanyFigures(companyId: string) {
  return useQuery({
    queryKey: figuresKey(companyId),
    queryFn: async (): Promise<StandingFigure[]> => {
      const { data, error, status } = await (await db())
        .from('company_figures')
        .select('metric, label, value, unit, as_of')
        .eq('company_id', companyId)
        .order('metric')
      throwIfError(error, status)
      return StandingFigureSchema.array().parse(data)
    },
  })
}

export function useSaveCompanyFigure(companyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (figure: StandingFigure) => {
      const { error, status } = await (await db())
        .from('company_figures')
        .upsert({ company_id: companyId, ...figure }, { onConflict: 'company_id,metric' })
      throwIfError(error, status)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: figuresKey(companyId) }),
  })
}

export function useRemoveCompanyFigure(companyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (metric: string) => {
      const { error, status } = await (await db())
        .from('company_figures')
        .delete()
        .eq('company_id', companyId)
        .eq('metric', metric)
      throwIfError(error, status)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: figuresKey(companyId) }),
  })
}
