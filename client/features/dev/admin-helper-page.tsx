// /dev-admin-helper (local mode only): promote the signed-in user to admin.
import { useState } from 'react'
import { Alert, Button, ButtonLink, PageHeader } from '../../ui'
import { useAuth } from '../auth'
import { promoteToAdmin } from './api'

export default function AdminHelperPage() {
  const { user, initialized, refreshProfile } = useAuth()
  const [state, setState] = useState<{ pending: boolean; error?: string; done?: boolean }>({ pending: false })
  return (
    <div className="page-width">
      <PageHeader
        title="Dev admin helper"
        lead="Local mode only: make the signed-in account an administrator to try the admin area."
      />
      {!initialized ? (
        <p role="status">Checking your session…</p>
      ) : !user ? (
        <Alert tone="info">
          Sign in first. <a href="/login?redirectTo=%2Fdev-admin-helper">Sign in</a>
        </Alert>
      ) : user.app_metadata.is_admin ? (
        <Alert tone="success">
          {user.email} is an admin. <ButtonLink to="/admin">Open the admin area</ButtonLink>
        </Alert>
      ) : (
        <>
          {state.error && <Alert tone="error">{state.error}</Alert>}
          <Button
            disabled={state.pending}
            aria-busy={state.pending}
            onClick={async () => {
              setState({ pending: true })
              try {
                await promoteToAdmin()
                await refreshProfile()
                setState({ pending: false, done: true })
              } catch (e) {
                setState({ pending: false, error: e instanceof Error ? e.message : 'The promotion failed' })
              }
            }}
          >
            {state.pending ? 'Promoting…' : `Make ${user.email} an admin`}
          </Button>
        </>
      )}
    </div>
  )
}
