// "Northwind Analytics · Dana Whitfield": whose dashboard or boardroom this is, from the one
// membership and the one profile store (the auth provider's user reads it), so a rename shows here at once (no reload).
import { displayName } from '../features/auth/app-user'
import { useMembership } from '../lib/membership'
import { useAuth } from '../features/auth/auth-provider'

export function useWhose(): string | undefined {
  const person = useAuth().user
  const membership = useMembership()
  if (!person) return undefined
  const company = membership.data?.company.name
  return company ? `${company} · ${displayName(person)}` : displayName(person)
}
