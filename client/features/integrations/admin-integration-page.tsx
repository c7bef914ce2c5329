// /admin/{notion,stripe,clearbit,calendly} (spec §2): one page per provider, told apart by the
// route. What the provider is for in this product, whether this deployment holds its secrets (the
// Worker says set or not set, never a value), what an operator runs to configure it, and the real
// companies that asked for it. For a provider companies connect (CONNECTABLE), every company's
// connection health: status, account, connected, last sync, last error — never a secret.
import {
  CONNECTABLE,
  INTEGRATIONS,
  PROVIDER_SETUP,
  secretCommands,
  type IntegrationId,
} from '../../../shared/schemas/integrations'
import { useCurrentRoute } from '../../app/root-layout'
import { Loaded } from '../../ui/query-state'
import { Alert, Badge, Card, EmptyState, PageHeader, Section, Table } from '../../ui'
import { formatDateTime } from '../../lib/format-date'
import { useIntegrationCredentials, useProviderConnections, useProviderRequests } from './api'
import { providerOfRoute } from './provider'

function Totals({ provider, name }: { provider: IntegrationId; name: string }) {
  const requests = useProviderRequests(provider)
  const connectable = CONNECTABLE.includes(provider)
  const connections = useProviderConnections(provider)
  const credentials = useIntegrationCredentials()
  const secrets = credentials.data?.providers.find((p) => p.id === provider)?.secrets
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Card as="div">
        <dt className="muted">Companies that requested {name}</dt>
        <dd className="m-0 text-lg font-semibold">
          {requests.data ? `${requests.data.requests.length} of ${requests.data.companyCount}` : '…'}
        </dd>
      </Card>
      <Card as="div">
        <dt className="muted">Secrets set on this deployment</dt>
        <dd className="m-0 text-lg font-semibold">
          {secrets ? `${secrets.filter((s) => s.set).length} of ${secrets.length}` : '…'}
        </dd>
      </Card>
      <Card as="div">
        <dt className="muted">Companies connected</dt>
        <dd className="m-0 text-lg font-semibold">
          {PROVIDER_SETUP[provider].live
            ? 'None needed: the deployment’s key serves every company'
            : !connectable
              ? `None: companies’ own ${name} accounts are not read`
              : connections.data
                ? `${connections.data.length}${connections.data.some((c) => c.status === 'failing') ? ` (${connections.data.filter((c) => c.status === 'failing').length} failing)` : ''}`
                : '…'}
        </dd>
      </Card>
    </dl>
  )
}

function Configuration({ provider, name }: { provider: IntegrationId; name: string }) {
  const credentials = useIntegrationCredentials()
  const setup = PROVIDER_SETUP[provider]
  const served = setup.secretsServe ? `${name} ${setup.secretsServe}` : name
  return (
    <Section title="Configuration on this deployment" id="configuration">
      <Loaded query={credentials} what="this deployment's configuration">
        {(c) => {
          const status = c.providers.find((p) => p.id === provider)!
          return (
            <>
              <p role="status">
                {status.configured
                  ? `${served} is configured on this deployment: every secret it needs is set.`
                  : `${served} is not configured on this deployment.`}
              </p>
              <Table caption={`${name} secrets on this deployment`}>
                <thead>
                  <tr>
                    <th scope="col">Secret</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {status.secrets.map((s) => (
                    <tr key={s.name}>
                      <th scope="row">
                        <code>{s.name}</code>
                      </th>
                      <td>{s.set ? <Badge tone="success">Set</Badge> : <Badge tone="warning">Not set</Badge>}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <h3 className="mt-6">How to configure it</h3>
              <ol className="grid gap-3">
                <li>Get the values from {setup.where}.</li>
                <li>
                  Store each one as a Worker secret (the command asks for the value; it is never sent to a browser):
                  <pre className="mt-2 overflow-x-auto">
                    <code>{secretCommands(provider).join('\n')}</code>
                  </pre>
                  For <code>npm start</code>, put the same names in a <code>.dev.vars</code> file next to{' '}
                  <code>wrangler.toml</code> (git-ignored).
                </li>
                {setup.address && (
                  <li>
                    Register this {setup.address.kind} with {name}:{' '}
                    <code className="break-all">{`${c.origin}${setup.address.path}`}</code>.
                  </li>
                )}
              </ol>
            </>
          )
        }}
      </Loaded>
    </Section>
  )
}

function Connections({ provider, name }: { provider: IntegrationId; name: string }) {
  const connections = useProviderConnections(provider)
  return (
    <Section title="Connection health" id="connections">
      <Loaded query={connections} what={`the companies' ${name} connections`}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title={`No company has connected ${name}`}>
              An owner or admin connects it on the company’s {name} page.
            </EmptyState>
          ) : (
            <Table caption={`Companies' ${name} connections`}>
              <thead>
                <tr>
                  <th scope="col">Company</th>
                  <th scope="col">Status</th>
                  <th scope="col">Account</th>
                  <th scope="col">Connected</th>
                  <th scope="col">Last sync</th>
                  <th scope="col">Last error</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.company_id}>
                    <th scope="row">{r.company?.name ?? 'A company you cannot read'}</th>
                    <td>
                      {r.status === 'connected' ? (
                        <Badge tone="success">Connected</Badge>
                      ) : (
                        <Badge tone="warning">Failing</Badge>
                      )}
                    </td>
                    <td className="break-all">{r.account_label || '—'}</td>
                    <td className="whitespace-nowrap">{formatDateTime(r.connected_at)}</td>
                    <td className="whitespace-nowrap">{r.last_sync_at ? formatDateTime(r.last_sync_at) : 'Never'}</td>
                    <td className="max-w-xs text-sm">
                      {r.last_error
                        ? `${r.last_error}${r.last_error_at ? ` (${formatDateTime(r.last_error_at)})` : ''}`
                        : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </Loaded>
    </Section>
  )
}

function Requests({ provider, name }: { provider: IntegrationId; name: string }) {
  const requests = useProviderRequests(provider)
  return (
    <Section title="Companies that requested it" id="requests">
      <Loaded query={requests} what={`the requests for ${name}`}>
        {({ requests: rows }) =>
          rows.length === 0 ? (
            <EmptyState title={`No company has requested ${name}`}>
              Companies choose integrations during onboarding and on their company set-up page.
            </EmptyState>
          ) : (
            <Table caption={`Companies that requested ${name}`}>
              <thead>
                <tr>
                  <th scope="col">Company</th>
                  <th scope="col">Requested by</th>
                  <th scope="col">Requested</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.companyId}>
                    <th scope="row">{r.companyName ?? 'A company you cannot read'}</th>
                    <td>
                      {r.requester ? (
                        <>
                          {r.requester.name}
                          <div className="text-sm text-muted break-all">{r.requester.email}</div>
                        </>
                      ) : (
                        'An account that no longer exists'
                      )}
                    </td>
                    <td className="whitespace-nowrap">{formatDateTime(r.requestedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </Loaded>
    </Section>
  )
}

/** A provider companies do not connect: what it does here today, and what connecting would take. */
function Unconnected({ provider, name }: { provider: IntegrationId; name: string }) {
  const setup = PROVIDER_SETUP[provider]
  return (
    <Section title="What it does today" id="today">
      <p>
        {setup.unconnected?.today ??
          `A company’s choice of ${name} is recorded as a request; nothing is read from or sent to ${name}.`}
      </p>
      {setup.unconnected && (
        <>
          <h3>What connecting a company’s own account would take</h3>
          <p>{`${setup.unconnected.wouldTake.replace(/^./, (c) => c.toUpperCase())}`}</p>
        </>
      )}
      <p>{`It would bring ${setup.onceConnected.replace(/^./, (c) => c.toLowerCase())}`}</p>
    </Section>
  )
}

export default function AdminIntegrationPage() {
  const provider = providerOfRoute(useCurrentRoute()?.id)
  const info = INTEGRATIONS.find((i) => i.id === provider)
  if (!provider || !info) return null
  return (
    <>
      <PageHeader
        eyebrow={`Integrations · ${info.kind}`}
        title={`${info.name} integration`}
        lead={`In this product: ${info.use}`}
      />
      {PROVIDER_SETUP[provider].live ? (
        <Alert tone="info">{`${PROVIDER_SETUP[provider].live} What it brings: ${PROVIDER_SETUP[provider].onceConnected}`}</Alert>
      ) : CONNECTABLE.includes(provider) ? (
        <Alert tone="info">
          Companies connect {info.name} themselves once it is configured here. A connection brings:{' '}
          {PROVIDER_SETUP[provider].onceConnected}
        </Alert>
      ) : (
        <Unconnected provider={provider} name={info.name} />
      )}
      <Totals provider={provider} name={info.name} />
      <Configuration provider={provider} name={info.name} />
      {CONNECTABLE.includes(provider) && <Connections provider={provider} name={info.name} />}
      <Requests provider={provider} name={info.name} />
    </>
  )
}
