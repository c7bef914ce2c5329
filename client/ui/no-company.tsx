// What a screen that works on the user's company shows to an account without one: the one way to
// set it up (create a company, or accept an invitation on /onboarding). Each screen says what
// would be here.
import { ButtonLink, EmptyState } from '.'

export const COMPANY_SETUP_PATH = '/onboarding/company'

/** `admin`: a platform admin, whose work is in the admin area: that comes first, the set-up second. */
export function NoCompany({ children, admin = false }: { children: string; admin?: boolean }) {
  if (admin)
    return (
      <EmptyState
        title="Your account has no company"
        action={
          <div className="actions">
            <ButtonLink to="/admin">Open the admin area</ButtonLink>
            <ButtonLink to={COMPANY_SETUP_PATH} variant="secondary">
              Set up a company
            </ButtonLink>
          </div>
        }
      >
        {`${children} As a platform admin you manage every company from the admin area; to use these screens yourself, create a company or accept an invitation to one.`}
      </EmptyState>
    )
  return (
    <EmptyState
      title="Set up your company first"
      action={<ButtonLink to={COMPANY_SETUP_PATH}>Set up your company</ButtonLink>}
    >
      {`${children} Create your company, or accept an invitation to one.`}
    </EmptyState>
  )
}
