// spec §2: any other path under /dashboard shows the dashboard's own not-found page — unless the
// resolver knows where it should go (/dashboard/account → /dashboard/profile).
import { BackActions } from '../../app/back-link'
import { ResolveNavigation, useRedirect } from '../../app/navigation'
import { EmptyState, PageHeader } from '../../ui'

export default function DashboardNotFoundPage() {
  const { redirect } = useRedirect()
  if (redirect) return <ResolveNavigation />
  return (
    <>
      <PageHeader title="Page not found" lead="This dashboard page does not exist." />
      <EmptyState
        title="Nothing at this address"
        action={<BackActions to="/dashboard" label="Back to the dashboard" />}
      >
        Use the navigation to find the screen you need.
      </EmptyState>
    </>
  )
}
