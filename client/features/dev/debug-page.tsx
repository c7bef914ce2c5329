// /dev/debug (local mode only): the public configuration, the session, the local email outbox,
// and buttons that exercise the app-wide systems (toasts, critical error dialog).
import { useEffect, useEffectEvent, useState } from 'react'
import { publicConfig } from '../../lib/config'
import { Alert, Button, Card, PageHeader, Table } from '../../ui'
import { useAuth } from '../auth'
import { fetchOutbox, type OutboxEmail } from './api'
import { SystemsCheck } from './systems-check'

export default function DebugPage() {
  const { user, initialized } = useAuth()
  const [outbox, setOutbox] = useState<OutboxEmail[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const load = () =>
    fetchOutbox()
      .then((rows) => {
        setOutbox(rows)
        setError(null)
      })
      .catch((e: Error) => setError(e.message))
  // The local backend shows a signed-in user the emails sent to their own address only.
  const userId = user?.id
  const loadOutbox = useEffectEvent(() => void load())
  useEffect(() => {
    if (userId) loadOutbox()
    else setOutbox(null)
  }, [userId])
  const config = publicConfig()
  return (
    <div className="page-width">
      <PageHeader
        title="Debug"
        lead="Local mode only: what this browser is configured with, who is signed in, and the emails the local backend sent to your address."
      />
      <Card title="Configuration">
        <pre className="code">
          {JSON.stringify({ ...config, supabaseAnonKey: `${config.supabaseAnonKey.slice(0, 12)}…` }, null, 2)}
        </pre>
      </Card>
      <Card title="Session">
        <pre className="code">
          {!initialized
            ? 'Loading…'
            : user
              ? JSON.stringify(
                  { id: user.id, email: user.email, role: user.role, is_admin: user.app_metadata.is_admin },
                  null,
                  2,
                )
              : 'Not signed in'}
        </pre>
      </Card>
      <Card title="Local email outbox">
        {initialized && !user && (
          <p className="muted">
            Sign in to see the emails sent to your address. The backend’s terminal (npm start) prints every email it
            sends.
          </p>
        )}
        {user && (
          <Button variant="secondary" onClick={() => void load()}>
            Refresh
          </Button>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        {outbox && outbox.length === 0 && <p className="muted">No emails yet.</p>}
        {outbox && outbox.length > 0 && (
          <Table caption="Emails, newest first" hideCaption>
            <thead>
              <tr>
                <th scope="col">To</th>
                <th scope="col">Kind</th>
                <th scope="col">Subject</th>
                <th scope="col">Link or code</th>
              </tr>
            </thead>
            <tbody>
              {outbox.map((m) => (
                <tr key={m.id}>
                  <td>{m.to_email}</td>
                  <td>{m.kind}</td>
                  <td>{m.subject}</td>
                  <td>{m.link ? <a href={m.link}>Open link</a> : m.token}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
      <SystemsCheck />
    </div>
  )
}
