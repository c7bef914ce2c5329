// A screen whose feature has not landed yet: it states its purpose (from the route table) and
// shows a true empty state. It never shows invented data.
import { useParams } from 'react-router'
import { useCurrentRoute } from '../../app/root-layout'
import { EmptyState, PageHeader } from '../../ui'

export default function FeatureScreen() {
  const route = useCurrentRoute()
  const params = useParams()
  const detail = Object.values(params).filter(Boolean).join(' / ')
  if (!route) return null
  return (
    <>
      <PageHeader title={detail ? `${route.title}: ${detail}` : route.title} lead={route.purpose} />
      <EmptyState title="Nothing here yet">
        {`This ${route.area === 'admin' ? 'admin ' : ''}screen shows your company's own records once there are some. Nothing has been recorded yet.`}
      </EmptyState>
    </>
  )
}
