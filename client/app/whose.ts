// "Northwind Analytics · Dana Whitfield": whose dashboard or boardroom this is, from the one
// membership and the one profile store, so a rename shows here at once (no reload).
import { displayName } from '../features/auth/app-user'
import { useMembership } from '../lib/membership'
import { useSignedInPerson } from '../lib/profile'

export function useWhose(): string | undefined {
  const person = useSignedInPerson()
  const membership = useMembership()
  if (!person) return undefined
  const company = membership.data?.company.name
  return company ? `${company} · ${displayName(person)}` : displayName(person)
}
