// /admin/webhooks: the addresses that receive signed events, each one's latest delivery, a test
// send through the Worker with its result, pausing, deleting (confirmed in the page), the latest
// deliveries, and how a receiver verifies a signature. Platform admins only (RLS and the Worker).
import { useState } from 'react'
import { DELIVERY_TIMEOUT_MS, SIGNATURE_HEADER, type WebhookRow } from '../../../shared/schemas/webhook'
import { errorMessage } from '../../lib/errors'
import { Alert, Badge, Button, EmptyState, PageHeader, ScrollRegion, Section, Table, TableHead } from '../../ui'
import { Dialog } from '../../ui/dialog'
import { formatDateTime } from '../../lib/format-date'
import { LoadError, TableSkeleton } from '../../ui/query-state'
import { useDeleteWebhook, useSendTestEvent, useSetWebhookActive, useWebhookDeliveries, useWebhooks } from './api'
import { deliveryAnswer, lastDeliveryLabel, testResultSentence } from './format'
import { DELIVERY_LIMIT } from './queries'
import { WebhookForm } from './webhook-form'

type Result = { tone: 'success' | 'error'; text: string }

function DeleteWebhookDialog({
  hook,
  onClose,
  onResult,
}: {
  hook: WebhookRow | null
  onClose(): void
  onResult(r: Result): void
}) {
  const remove = useDeleteWebhook()
  const confirm = () => {
    if (!hook) return
    // mutateAsync, not mutate's callbacks: deleting the last webhook unmounts this dialog with its
    // table before they would run, and the page's result line must still say what happened
    remove
      .mutateAsync(hook.id)
      .then(
        () => onResult({ tone: 'success', text: `Deleted the webhook for ${hook.url} and its deliveries.` }),
        (error: unknown) => onResult({ tone: 'error', text: errorMessage(error) }),
      )
      .finally(onClose)
  }
  return (
    <Dialog
      open={hook !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this webhook?"
      description={
        hook ? `${hook.url} will receive no more events, and its delivery history is deleted with it.` : undefined
      }
    >
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="primary" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete webhook'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  )
}

function WebhookTable({ rows, onResult }: { rows: WebhookRow[]; onResult(r: Result): void }) {
  const send = useSendTestEvent()
  const toggle = useSetWebhookActive()
  const [deleting, setDeleting] = useState<WebhookRow | null>(null)
  const sendTest = (hook: WebhookRow) =>
    send.mutate(hook.id, {
      onSuccess: (d) => onResult({ tone: d.ok ? 'success' : 'error', text: testResultSentence(hook.url, d) }),
      onError: (error) => onResult({ tone: 'error', text: `The test event was not sent: ${errorMessage(error)}` }),
    })
  const setActive = (hook: WebhookRow) =>
    toggle.mutate(
      { id: hook.id, active: !hook.active },
      {
        onSuccess: () =>
          onResult({ tone: 'success', text: `${hook.active ? 'Paused' : 'Resumed'} the webhook for ${hook.url}.` }),
        onError: (error) => onResult({ tone: 'error', text: errorMessage(error) }),
      },
    )
  return (
    <>
      <Table caption="Registered webhooks">
        <TableHead columns={['Address', 'Events', 'State', 'Last delivery']} actions />
        <tbody>
          {rows.map((hook) => (
            <tr key={hook.id}>
              <th scope="row" className="break-all font-normal">
                <code>{hook.url}</code>
                {hook.description && <div className="text-sm text-muted">{hook.description}</div>}
              </th>
              <td>{hook.events.join(', ')}</td>
              <td>
                <Badge tone={hook.active ? 'success' : 'neutral'}>{hook.active ? 'Active' : 'Paused'}</Badge>
              </td>
              <td>
                {lastDeliveryLabel(hook)}
                {hook.last_delivered_at && (
                  <div className="text-sm text-muted">{formatDateTime(hook.last_delivered_at)}</div>
                )}
              </td>
              <td>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => sendTest(hook)} disabled={send.isPending}>
                    {send.isPending && send.variables === hook.id ? 'Sending…' : 'Send test event'}
                    <span className="visually-hidden"> to {hook.url}</span>
                  </Button>
                  <Button variant="ghost" onClick={() => setActive(hook)} disabled={toggle.isPending}>
                    {hook.active ? 'Pause' : 'Resume'}
                    <span className="visually-hidden"> {hook.url}</span>
                  </Button>
                  <Button variant="ghost" onClick={() => setDeleting(hook)}>
                    Delete<span className="visually-hidden"> {hook.url}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <DeleteWebhookDialog hook={deleting} onClose={() => setDeleting(null)} onResult={onResult} />
    </>
  )
}

function Deliveries({ urls }: { urls: Map<string, string> }) {
  const deliveries = useWebhookDeliveries()
  if (deliveries.isPending) return <TableSkeleton label="Loading deliveries…" rows={3} />
  if (deliveries.isError)
    return <LoadError what="the deliveries" error={deliveries.error} onRetry={() => void deliveries.refetch()} />
  if (deliveries.data.length === 0) return <p className="muted">No event has been sent yet.</p>
  return (
    <Table caption={`Latest ${DELIVERY_LIMIT} deliveries`} hideCaption>
      <TableHead columns={['Sent', 'Address', 'Event', 'Result', 'Answer', 'Problem']} />
      <tbody>
        {deliveries.data.map((d) => (
          <tr key={d.id}>
            <td className="whitespace-nowrap">{formatDateTime(d.created_at)}</td>
            <td className="break-all">{urls.get(d.webhook_id) ?? '—'}</td>
            <td>
              <code>{d.event}</code>
            </td>
            <td>
              <Badge tone={d.ok ? 'success' : 'warning'}>{d.ok ? 'Delivered' : 'Failed'}</Badge>
            </td>
            <td className="whitespace-nowrap">{deliveryAnswer(d)}</td>
            <td>{d.error ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

const VERIFY_EXAMPLE = `// Node.js: verify before trusting the body (raw bytes, before JSON.parse)
const [, t, v1] = /^t=(\\d+),v1=([0-9a-f]{64})$/.exec(req.headers['boardroom-signature']) ?? []
const expected = crypto.createHmac('sha256', SECRET).update(\`\${t}.\${rawBody}\`).digest('hex')
const fresh = Math.abs(Date.now() / 1000 - Number(t)) < 300
const valid = fresh && v1 && crypto.timingSafeEqual(Buffer.from(v1), Buffer.from(expected))`

export default function WebhooksPage() {
  const hooks = useWebhooks()
  const [result, setResult] = useState<Result | null>(null)
  const urls = new Map((hooks.data ?? []).map((h) => [h.id, h.url]))
  return (
    <>
      <PageHeader
        title="Webhooks"
        lead="Addresses that receive signed events from Boardroom, and every delivery attempted."
      />
      <Alert tone="info">
        Only test events are sent on this deployment. Lead events (a lead created, a status changed) are not delivered:
        that needs a scheduled sender with a server-only credential, which this deployment does not have.
      </Alert>
      <Section title="Registered webhooks" id="registered">
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        {hooks.isPending ? (
          <TableSkeleton label="Loading webhooks…" rows={3} />
        ) : hooks.isError ? (
          <LoadError what="the webhooks" error={hooks.error} onRetry={() => void hooks.refetch()} />
        ) : hooks.data.length === 0 ? (
          <EmptyState title="No webhooks yet">Add an address below to receive events.</EmptyState>
        ) : (
          <WebhookTable rows={hooks.data} onResult={setResult} />
        )}
      </Section>
      <Section title="Add a webhook" id="add">
        <WebhookForm />
      </Section>
      <Section title={`Latest ${DELIVERY_LIMIT} deliveries`} id="deliveries">
        <Deliveries urls={urls} />
      </Section>
      <Section title="Verifying a delivery" id="verify">
        <p>
          Each event is a JSON <code>POST</code> with <code>{`{ id, type, created_at, data }`}</code>. The{' '}
          <code>{SIGNATURE_HEADER}</code> header reads <code>t=&lt;unix seconds&gt;,v1=&lt;signature&gt;</code>, where
          the signature is the hex HMAC-SHA256, keyed with the webhook’s secret, of the timestamp, a full stop and the
          raw body. Refuse a request whose signature differs or whose timestamp is more than five minutes old.
        </p>
        <p>
          The receiver must answer with a 2xx status within {DELIVERY_TIMEOUT_MS / 1000} s; redirects are not followed.
          In production only public https addresses are reached.
        </p>
        <ScrollRegion aria-label="Verification example in Node.js" className="rounded-lg border border-line p-3">
          <pre className="m-0 text-sm">
            <code>{VERIFY_EXAMPLE}</code>
          </pre>
        </ScrollRegion>
      </Section>
    </>
  )
}
