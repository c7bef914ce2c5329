// A lead's owner: the member of the company who looks after it (leads.owner_id; null = unassigned).
// The names come from the company's member directory (company_member_directory, read by
// useMemberNames); the database refuses an owner who is not a member of the lead's company, and
// that refusal is shown as it is said (client/lib/errors.ts).
import { leadName, type LeadWithCampaign } from '../../../shared/schemas/lead'
import { notify } from '../../app/notify'
import { Select, type SelectOption } from '../../ui'
import { describeError } from '../../lib/errors'
import { useMemberNames } from '../members/api'
import { useUpdateLead } from './api'

export const UNASSIGNED = 'Unassigned'

/** The owner's name, "Unassigned", or null while the directory has not said (it is loading). */
export function ownerName(owners: ReadonlyMap<string, string> | undefined, ownerId: string | null): string | null {
  if (ownerId === null) return UNASSIGNED
  return owners?.get(ownerId) ?? null
}

/**
 * The choices for an owner: unassigned, then every member. The current owner is always among them,
 * named or not yet, so a select that mounts before the directory has loaded keeps them chosen.
 */
export function ownerOptions(
  owners: ReadonlyMap<string, string> | undefined,
  current: string | null,
  unassigned = UNASSIGNED,
): SelectOption[] {
  const options: SelectOption[] = [
    { value: '', label: unassigned },
    ...[...(owners ?? [])].map(([value, label]) => ({ value, label })),
  ]
  if (current && !owners?.has(current)) options.push({ value: current, label: 'The current owner' })
  return options
}

/** The owner on the lead's page: changed at once, confirmed (or refused) by a toast. */
export function LeadOwnerSelect({ lead }: { lead: LeadWithCampaign }) {
  const owners = useMemberNames(lead.company_id)
  const update = useUpdateLead()
  const name = leadName(lead)
  const value = update.isPending ? (update.variables.changes.owner_id ?? '') : (lead.owner_id ?? '')
  return (
    <Select
      id={`lead-owner-${lead.id}`}
      label="Owner"
      hint="The member of your company who looks after this lead."
      options={ownerOptions(owners.data, lead.owner_id)}
      value={value}
      disabled={update.isPending || owners.isPending}
      onChange={(e) => {
        const ownerId = e.currentTarget.value || null
        update.mutate(
          { id: lead.id, changes: { owner_id: ownerId } },
          {
            onSuccess: () =>
              void notify(
                'success',
                ownerId
                  ? `${name} is now owned by ${owners.data?.get(ownerId) ?? 'the member chosen'}`
                  : `${name} is now unassigned`,
              ),
            onError: (error) => void notify('error', `The owner was not changed. ${describeError(error).message}`),
          },
        )
      }}
    />
  )
}
