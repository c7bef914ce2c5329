// /dashboard/plaid: the company's linked bank. With Plaid configured, an owner or admin
// links a bank through Plaid Link; its balances and last 90 days become the company's cash, monthly
// net burn and runway (labelled Plaid, dated), with the working behind each. Without the settings the
// page names what an operator must set. Plaid Link's script is allowed by the CSP on this page's own
// document only, so a page reached inside the app reloads itself before it opens Link.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { BANK_LINK } from '../../../shared/constants'
import { formatMoney } from '../../../shared/metrics'
import type { BankConnection, BankLinkStatus } from '../../../shared/schemas/bank-link'
import { Loaded } from '../../ui/query-state'
import { formatDateTime } from '../../lib/format-date'
import { callWorker } from '../../lib/worker-api'
import { Alert, Button, Card, Section } from '../../ui'
import { countOf, ONE_DECIMAL } from '../../../shared/plural'

type PlaidHandler = { open(): void; destroy(): void }
type PlaidFactory = {
  create(options: {
    token: string
    onSuccess(publicToken: string): void
    onExit(error: { display_message?: string | null; error_message?: string } | null): void
  }): PlaidHandler
}
declare global {
  interface Window {
    Plaid?: PlaidFactory
  }
}

/** Plaid Link's script, added once; rejected with a message a person can act on. */
function loadPlaidLink(): Promise<PlaidFactory> {
  if (window.Plaid) return Promise.resolve(window.Plaid)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = BANK_LINK.script
    script.async = true
    script.onload = () =>
      window.Plaid
        ? resolve(window.Plaid)
        : reject(new Error('Plaid Link did not start. Reload the page and try again.'))
    script.onerror = () =>
      reject(
        new Error('Plaid Link could not be loaded. Check the connection (or a blocker in the browser) and try again.'),
      )
    document.head.appendChild(script)
  })
}

/** The path this document was served for: the CSP that allows Plaid Link came with it. */
const documentPath = () =>
  new URL(
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name ?? location.href,
  ).pathname

const statusKey = (companyId: string) => ['integrations', 'plaid', companyId]

function BankFigures({ connection }: { connection: BankConnection }) {
  const s = connection.summary
  if (!('cash' in s)) return <p className="muted">No figures have been read from the bank yet.</p>
  const money = (n: number) => formatMoney(n, s.currency)
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Card as="div">
          <dt className="muted">Cash</dt>
          <dd className="m-0 text-lg font-semibold">{money(s.cash)}</dd>
        </Card>
        <Card as="div">
          <dt className="muted">Monthly net burn (last 90 days)</dt>
          <dd className="m-0 text-lg font-semibold">
            {s.netBurn > 0 ? money(s.netBurn) : `Not burning (${money(-s.netBurn)} a month more in than out)`}
          </dd>
        </Card>
        <Card as="div">
          <dt className="muted">Runway</dt>
          <dd className="m-0 text-lg font-semibold">
            {s.runway === null ? 'Not limited by burn' : countOf(s.runway, 'month', undefined, ONE_DECIMAL)}
          </dd>
        </Card>
      </dl>
      <p className="muted">{`As of ${s.asOf}. These are now the company’s standing figures: every boardroom debate receives them, labelled Plaid.`}</p>
      <details>
        <summary>How we got this</summary>
        <ul>
          {s.working.map((line) => (
            <li key={line}>{line}</li>
          ))}
          {s.excluded.map((line) => (
            <li key={line}>{`Left out: ${line}.`}</li>
          ))}
        </ul>
      </details>
    </>
  )
}

export function BankLinkSection({
  companyId,
  canLink,
  memberNote,
}: {
  companyId: string
  canLink: boolean
  memberNote: string
}) {
  const queryClient = useQueryClient()
  const status = useQuery({
    queryKey: statusKey(companyId),
    queryFn: () => callWorker((api) => api.integrations.plaid.$get({ query: { company: companyId } })),
  })
  const [message, setMessage] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null)
  const refresh = (connection: BankConnection | null) =>
    queryClient.setQueryData<BankLinkStatus>(statusKey(companyId), (old) => (old ? { ...old, connection } : old))

  const link = useMutation({
    mutationFn: async () => {
      if (documentPath() !== BANK_LINK.page) {
        // Plaid Link is allowed on this page's own document only: load it, then open Link there.
        location.assign(`${BANK_LINK.page}?link=1`)
        return 'reloading' as const
      }
      const [{ linkToken }, Plaid] = await Promise.all([
        callWorker((api) => api.integrations.plaid['link-token'].$post({ json: { companyId } })),
        loadPlaidLink(),
      ])
      const publicToken = await new Promise<string | null>((resolve, reject) => {
        const handler = Plaid.create({
          token: linkToken,
          onSuccess: (token) => resolve(token),
          onExit: (error) =>
            error
              ? reject(new Error(error.display_message || error.error_message || 'Plaid Link stopped with an error.'))
              : resolve(null),
        })
        handler.open()
      })
      if (!publicToken) return 'closed' as const
      return (await callWorker((api) => api.integrations.plaid.exchange.$post({ json: { companyId, publicToken } })))
        .connection
    },
    onMutate: () => setMessage(null),
    onSuccess: (result) => {
      if (result === 'reloading') return
      if (result === 'closed')
        return setMessage({
          tone: 'info',
          text: 'Plaid Link was closed before a bank was linked. Nothing was changed.',
        })
      refresh(result)
      setMessage({
        tone: 'success',
        text: 'The bank is linked, and its figures are now the company’s cash, burn and runway.',
      })
    },
    onError: (error) => setMessage({ tone: 'error', text: `The bank was not linked: ${error.message}` }),
  })
  const sync = useMutation({
    mutationFn: () => callWorker((api) => api.integrations.plaid.sync.$post({ json: { companyId } })),
    onMutate: () => setMessage(null),
    onSuccess: ({ connection }) => {
      refresh(connection)
      setMessage({ tone: 'success', text: 'The bank’s balances and last 90 days were read again.' })
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: statusKey(companyId) })
      setMessage({ tone: 'error', text: `Nothing was read: ${error.message}` })
    },
  })
  const disconnect = useMutation({
    mutationFn: () => callWorker((api) => api.integrations.plaid.disconnect.$post({ json: { companyId } })),
    onMutate: () => setMessage(null),
    onSuccess: () => {
      refresh(null)
      setMessage({
        tone: 'success',
        text: 'The bank was disconnected at Plaid and here. The figures it gave stay, with their date, until you change them.',
      })
    },
    onError: (error) => setMessage({ tone: 'error', text: `The bank is still linked: ${error.message}` }),
  })

  // Arrived from inside the app to link: open Link once the page has its status.
  const autoOpened = useRef(false)
  useEffect(() => {
    if (autoOpened.current || !status.data?.configured || status.data.connection || !canLink) return
    if (new URLSearchParams(location.search).get('link') !== '1') return
    autoOpened.current = true
    history.replaceState(history.state, '', BANK_LINK.page)
    link.mutate()
  }, [status.data, canLink, link])

  const busy = link.isPending || sync.isPending || disconnect.isPending
  return (
    <Section title="Linked bank" id="bank">
      <Loaded query={status} what="the bank connection">
        {({ configured, missing, connection }) => (
          <>
            {message && <Alert tone={message.tone}>{message.text}</Alert>}
            {!configured && !connection && (
              <Alert tone="info">{`Bank linking is not configured on this deployment, so no bank is read. An operator must set ${missing.join(', ')} (see the README).`}</Alert>
            )}
            {connection ? (
              <>
                <p>{`${connection.account_label || 'A bank'} — linked ${formatDateTime(connection.connected_at)}${connection.last_sync_at ? `, last read ${formatDateTime(connection.last_sync_at)}` : ''}.`}</p>
                {connection.status === 'failing' && connection.last_error && (
                  <Alert tone="error">{`The last read failed${connection.last_error_at ? ` (${formatDateTime(connection.last_error_at)})` : ''}: ${connection.last_error}. The figures below are from the last good read.`}</Alert>
                )}
                <BankFigures connection={connection} />
                {canLink ? (
                  <div className="actions">
                    <Button disabled={busy || !configured} onClick={() => sync.mutate()}>
                      {sync.isPending ? 'Reading the bank…' : 'Read the bank again'}
                    </Button>
                    <Button variant="secondary" disabled={busy || !configured} onClick={() => disconnect.mutate()}>
                      {disconnect.isPending ? 'Disconnecting…' : 'Disconnect the bank'}
                    </Button>
                  </div>
                ) : (
                  <p className="muted">{memberNote}</p>
                )}
              </>
            ) : configured ? (
              canLink ? (
                <div className="actions">
                  <Button disabled={busy} onClick={() => link.mutate()}>
                    {link.isPending ? 'Linking…' : 'Link a bank account'}
                  </Button>
                </div>
              ) : (
                <p className="muted">{memberNote}</p>
              )
            ) : null}
          </>
        )}
      </Loaded>
    </Section>
  )
}
