// What a company step shows to someone without a company yet.
import { ButtonLink, EmptyState } from '../../ui'

export function NoCompanyYet({ what }: { what: string }) {
  return (
    <EmptyState title="No company yet" action={<ButtonLink to="/onboarding/company">Create your company</ButtonLink>}>
      {`${what} belongs to a company. Create yours first, or accept an invitation to one.`}
    </EmptyState>
  )
}
