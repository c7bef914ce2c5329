// A company's OAuth connection to a provider (worker/integrations/oauth.ts): with the
// provider configured, an owner or admin connects (the browser goes to the provider to approve and
// comes back here with ?oauth=<result>), sees whose account is connected, when it last synced and
// its last error, and disconnects (revoked at the provider, deleted here). Without the settings
// the section names what an operator must set. Members read the status and why they cannot change it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import {
  OAUTH_RESULTS,
  oauthResultMessage,
  type ConnectionStatus,
  type OAuthResult,
} from '../../../shared/schemas/connections'
import { Loaded } from '../../ui/query-state'
import { formatDateTime } from '../../lib/format-date'
import { callWorker } from '../../lib/worker-api'
import { Alert, Button, Section } from '../../ui'

type Message = { tone: 'success' | 'error' | 'info'; text: string }

/** The callback's result on this page's address, once: read, then removed from the address bar. */
function useCallbackResult(name: string): Message | null {
  const [message] = useState<Message | null>(() => {
    const params = new URLSearchParams(location.search)
    const result = params.get('oauth')
    if (!result || !(OAUTH_RESULTS as readonly string[]).includes(result)) return null
    const reason = params.get('reason')
    const text =
      oauthResultMessage(result as OAuthResult, name) +
      (reason && result !== 'connected' ? ` ${name} said: “${reason.slice(0, 300)}”` : '')
    return { tone: result === 'connected' ? 'success' : 'error', text }
  })
  useEffect(() => {
    if (!message) return
    const url = new URL(location.href)
    url.searchParams.delete('oauth')
    url.searchParams.delete('reason')
    history.replaceState(history.state, '', url.pathname + url.search + url.hash)
  }, [message])
  return message
}

export function OAuthConnectionSection({
  provider,
  name,
  companyId,
  canManage,
  memberNote,
  children,
}: {
  provider: 'calendly' | 'notion'
  name: string
  companyId: string
  canManage: boolean
  memberNote: string
  /** What the connection brings, shown while it is connected. */
  children?: ReactNode
}) {
  const queryClient = useQueryClient()
  const key = ['integrations', provider, companyId, 'connection']
  const status = useQuery({
    queryKey: key,
    queryFn: () =>
      callWorker((api) =>
        api.integrations[':provider'].connection.$get({ param: { provider }, query: { company: companyId } }),
      ),
  })
  const returned = useCallbackResult(name)
  const [message, setMessage] = useState<Message | null>(null)

  const connect = useMutation({
    mutationFn: () =>
      callWorker((api) => api.integrations[':provider'].connect.$post({ param: { provider }, json: { companyId } })),
    onMutate: () => setMessage(null),
    // To the provider's approval page; it sends the browser back here.
    onSuccess: ({ url }) => location.assign(url),
    onError: (error) => setMessage({ tone: 'error', text: `${name} was not connected: ${error.message}` }),
  })
  const disconnect = useMutation({
    mutationFn: () =>
      callWorker((api) => api.integrations[':provider'].disconnect.$post({ param: { provider }, json: { companyId } })),
    onMutate: () => setMessage(null),
    onSuccess: ({ revoked }) => {
      queryClient.setQueryData<ConnectionStatus>(key, (old) => (old ? { ...old, connection: null } : old))
      setMessage({
        tone: 'success',
        text: revoked
          ? `${name} was disconnected: access was revoked at ${name} and removed here.`
          : `${name} was disconnected here.`,
      })
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: key })
      setMessage({ tone: 'error', text: `${name} is still connected: ${error.message}` })
    },
  })
  const busy = connect.isPending || disconnect.isPending || connect.isSuccess

  return (
    <Section title={`${name} connection`} id="connection">
      {(message ?? returned) && <Alert tone={(message ?? returned)!.tone}>{(message ?? returned)!.text}</Alert>}
      <Loaded query={status} what={`the ${name} connection`}>
        {({ configured, missing, connection }) => (
          <>
            {!configured && (
              <Alert tone="info">{`${name} is not configured on this deployment, so nothing is read from ${name}. An operator must set ${missing.join(', ')} (see the README).`}</Alert>
            )}
            {connection ? (
              <>
                <p role="status">
                  {`Connected to ${connection.account_label || name} since ${formatDateTime(connection.connected_at)}.`}
                  {connection.last_sync_at
                    ? ` Last heard from ${name} ${formatDateTime(connection.last_sync_at)}.`
                    : ''}
                </p>
                {connection.status === 'failing' && connection.last_error && (
                  <Alert tone="error">{`The connection is failing${connection.last_error_at ? ` (since ${formatDateTime(connection.last_error_at)})` : ''}: ${connection.last_error}`}</Alert>
                )}
                {children}
                {canManage ? (
                  <div className="actions">
                    {connection.status === 'failing' && configured && (
                      <Button disabled={busy} onClick={() => connect.mutate()}>
                        {connect.isPending || connect.isSuccess ? `Going to ${name}…` : `Connect ${name} again`}
                      </Button>
                    )}
                    <Button variant="secondary" disabled={busy || !configured} onClick={() => disconnect.mutate()}>
                      {disconnect.isPending ? 'Disconnecting…' : `Disconnect ${name}`}
                    </Button>
                  </div>
                ) : (
                  <p className="muted">{memberNote}</p>
                )}
              </>
            ) : configured ? (
              <>
                <p>{`${name} is not connected.`}</p>
                {canManage ? (
                  <div className="actions">
                    <Button disabled={busy} onClick={() => connect.mutate()}>
                      {connect.isPending || connect.isSuccess ? `Going to ${name}…` : `Connect ${name}`}
                    </Button>
                  </div>
                ) : (
                  <p className="muted">{memberNote}</p>
                )}
              </>
            ) : null}
          </>
        )}
      </Loaded>
    </Section>
  )
}
