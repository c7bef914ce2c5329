// What a screen that works on the user's company shows to an account without one: the one way to
// set it up (create a company, or accept an invitation on /onboarding). Each screen says what
// would be here.
import { ButtonLink, EmptyState } from '.'

export const COMPANY_SETUP_PATH = '/onboarding/company'

export function NoCompany({ children }: { children: string }) {
  return (
    <EmptyState
      title="Set up your company first"
      action={<ButtonLink to={COMPANY_SETUP_PATH}>Set up your company</ButtonLink>}
    >
      {`${children} Create your company, or accept an invitation to one.`}
    </EmptyState>
  )
}
