// The company's members as its directory lists them (company_member_directory: members cannot read
// each other's profiles): one query under one key for every screen that lists or names members —
// the members section, billing, integrations, calls, the leads' owners and the boardroom's reviewers.
// A change to the company (a role, a removal, an invitation accepted) refreshes it with the rest of
// ['company', id] (../company/api.ts).
import { useQuery } from '@tanstack/react-query'
import { MemberSchema, type Member } from '../../../shared/schemas/company'
import { db } from '../../lib/db'
import { throwIfError } from '../../lib/errors'

export const membersKey = (companyId: string) => ['company', companyId, 'members'] as const

export async function fetchMembers(companyId: string): Promise<Member[]> {
  const { data, error, status } = await (await db()).rpc('company_member_directory', { target_company_id: companyId })
  throwIfError(error, status)
  return MemberSchema.array().parse(data)
}

/** The name the directory shows for a member: first and last name, else the email. */
export const memberName = (m: Pick<Member, 'firstName' | 'lastName' | 'email'>) =>
  [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email || 'A member'

/** user id → the member's name, to say who decided, owns or changed something. */
export const memberNames = (members: readonly Member[]) => new Map(members.map((m) => [m.user_id, memberName(m)]))

export function useMembers(companyId: string | undefined) {
  return useQuery({
    queryKey: membersKey(companyId ?? 'none'),
    enabled: Boolean(companyId),
    queryFn: () => fetchMembers(companyId!),
  })
}

/** The same query, read as names by user id. */
export function useMemberNames(companyId: string) {
  return useQuery({ queryKey: membersKey(companyId), queryFn: () => fetchMembers(companyId), select: memberNames })
}

/** The names, fetched once outside a screen (the leads export). */
export const fetchMemberNames = async (companyId: string) => memberNames(await fetchMembers(companyId))
