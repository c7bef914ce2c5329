import type { ReactNode } from 'react'
import { Alert, Card } from '../../ui'

export function AuthCard({
  title,
  lead,
  error,
  children,
  footer,
}: {
  title: string
  lead?: string
  error?: string | null
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="page-width">
      <Card className="auth-card" as="div">
        <h1>{title}</h1>
        {lead && <p className="muted">{lead}</p>}
        {error && <Alert tone="error">{error}</Alert>}
        {children}
        {footer && <div className="auth-footer">{footer}</div>}
      </Card>
    </div>
  )
}
