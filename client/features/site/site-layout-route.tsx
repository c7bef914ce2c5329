// The site layout as an SPA layout route (dev pages, OAuth callbacks).
import { PageOutlet } from '../../app/page-outlet'
import SiteLayout from './site-layout'

export default function SiteLayoutRoute() {
  return (
    <SiteLayout>
      <PageOutlet />
    </SiteLayout>
  )
}
