// spec §2: any other path under /dashboard shows the dashboard's own not-found page — unless the
// resolver knows where it should go (/dashboard/account → /dashboard/profile).
import { ResolveNavigation, useRedirect } from '../../app/navigation'
import { ButtonLink, EmptyState, PageHeader } from '../../ui'

export default function DashboardNotFoundPage() {
  const { redirect } = useRedirect()
  if (redirect) return <ResolveNavigation />
  return (
    <>
      <PageHeader title="Page not found" lead="This dashboard page does not exist." />
      <EmptyState title="Nothing at this address" action={<ButtonLink to="/dashboard">Back to the dashboard</ButtonLink>}>
        Use the navigation to find the screen you need.
      </EmptyState>
    </>
  )
}
