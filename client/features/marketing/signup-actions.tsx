import { ButtonLink } from '../../ui'

/** The marketing pages' closing call to action: start (or open a screen), or compare plans. */
export function SignupActions({ to = '/signup', label = 'Create your account' }: { to?: string; label?: string }) {
  return (
    <div className="actions">
      <ButtonLink to={to}>{label}</ButtonLink>
      <ButtonLink to="/pricing" variant="secondary">
        Compare plans
      </ButtonLink>
    </div>
  )
}
