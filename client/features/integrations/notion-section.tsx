// /dashboard/notion: the company's Notion (issue 17 item 5). An owner or admin connects a workspace
// through Notion's consent screen (the OAuth framework; Notion sends the browser back here with
// ?oauth=<result>), then chooses the page boardroom decisions and strategies are exported under,
// from the pages the workspace shared with the integration. Members see the connection and the
// chosen page; the export itself is on each session and strategy. Without Notion's settings the
// page names what an operator must set.
import { useEffect, useState } from 'react'
import { OAUTH_RESULTS, oauthResultMessage, type OAuthResult } from '../../../shared/schemas/connections'
import { formatDateTime } from '../../lib/format-date'
import { Loaded } from '../../ui/query-state'
import { Alert, Button, Field, Section } from '../../ui'
import { useChooseNotionPage, useConnectNotion, useDisconnectNotion, useNotionPages, useNotionStatus } from './notion-api'

type Message = { tone: 'success' | 'error' | 'info'; text: string }

/** What the OAuth callback reported in the address (?oauth=…&reason=…), once; the address is cleaned. */
function useCallbackResult(): Message | null {
  const [result] = useState<Message | null>(() => {
    const params = new URLSearchParams(location.search)
    const code = params.get('oauth')
    if (!code || !(OAUTH_RESULTS as readonly string[]).includes(code)) return null
    const reason = params.get('reason')
    return { tone: code === 'connected' ? 'success' : 'error', text: `${oauthResultMessage(code as OAuthResult, 'Notion')}${reason ? ` ${reason}` : ''}` }
  })
  useEffect(() => {
    if (result) history.replaceState(history.state, '', location.pathname)
  }, [result])
  return result
}

function PagePicker({ companyId, current, onChosen }: { companyId: string; current: string | null; onChosen: (m: Message) => void }) {
  const [draft, setDraft] = useState('')
  const [query, setQuery] = useState<string | null>(null)
  const pages = useNotionPages(companyId, query ?? '', query !== null)
  const choose = useChooseNotionPage(companyId)
  return (
    <div className="grid gap-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          setQuery(draft.trim())
        }}
      >
        <Field label="Search the pages shared with Boardroom AI" id="notion-query" name="notion-query" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" variant="secondary">
          {query === null ? 'List shared pages' : 'Search'}
        </Button>
      </form>
      {query !== null && (
        <Loaded query={pages} what="the pages shared with Notion’s integration">
          {(list) =>
            list.length === 0 ? (
              <p className="muted">No page is shared with the integration{query ? ` matching “${query}”` : ''}. In Notion, share a page with it (⋯ → Connections), then search again.</p>
            ) : (
              <ul className="plain-list grid gap-2" aria-label="Pages shared with the integration">
                {list.map((page) => (
                  <li key={page.id} className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-line p-3">
                    <span>{page.title}</span>
                    {page.id === current ? (
                      <span className="muted text-sm">Exports go here</span>
                    ) : (
                      <Button
                        variant="secondary"
                        disabled={choose.isPending}
                        aria-label={`Export under “${page.title}”`}
                        onClick={() =>
                          choose.mutate(page.id, {
                            onSuccess: () => onChosen({ tone: 'success', text: `Decisions and strategies are now exported under “${page.title}”.` }),
                            onError: (e) => onChosen({ tone: 'error', text: `The page was not chosen: ${e.message}` }),
                          })
                        }
                      >
                        Export here
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      )}
    </div>
  )
}

export function NotionSection({ companyId, canEdit, memberNote }: { companyId: string; canEdit: boolean; memberNote: string }) {
  const status = useNotionStatus(companyId)
  const connect = useConnectNotion(companyId)
  const disconnect = useDisconnectNotion(companyId)
  const callback = useCallbackResult()
  const [message, setMessage] = useState<Message | null>(null)
  const shown = message ?? callback
  return (
    <Section title="Notion workspace" id="notion">
      <Loaded query={status} what="the Notion connection">
        {({ configured, missing, connection }) => (
          <>
            {shown && <Alert tone={shown.tone}>{shown.text}</Alert>}
            {!configured && (
              <Alert tone="info">{`Notion is not configured on this deployment, so nothing can be exported to it. An operator must set ${missing.join(', ')} (see the README).`}</Alert>
            )}
            {connection ? (
              <>
                <p>{`Connected to ${connection.account_label || 'a Notion workspace'} since ${formatDateTime(connection.connected_at)}.`}</p>
                {connection.last_error && (
                  <Alert tone={connection.status === 'failing' ? 'error' : 'warning'}>{`The last call to Notion failed${connection.last_error_at ? ` (${formatDateTime(connection.last_error_at)})` : ''}: ${connection.last_error}`}</Alert>
                )}
                <p>
                  {connection.summary.parentPage ? (
                    <>
                      {'Decisions and strategies are exported under '}
                      <a href={connection.summary.parentPage.url} target="_blank" rel="noopener noreferrer">
                        {`“${connection.summary.parentPage.title}”`}
                        <span className="sr-only"> (opens Notion in a new tab)</span>
                      </a>
                      .
                    </>
                  ) : (
                    'No page is chosen for exports yet: until one is, sessions and strategies cannot be exported.'
                  )}
                </p>
                {canEdit ? (
                  <>
                    {configured && <PagePicker companyId={companyId} current={connection.summary.parentPage?.id ?? null} onChosen={setMessage} />}
                    <div className="actions">
                      <Button
                        variant="secondary"
                        disabled={disconnect.isPending || !configured}
                        onClick={() =>
                          disconnect.mutate(undefined, {
                            onSuccess: () => setMessage({ tone: 'success', text: 'Notion was disconnected: the access was revoked at Notion and removed here. Pages already exported stay in Notion.' }),
                            onError: (e) => setMessage({ tone: 'error', text: `Notion is still connected: ${e.message}` }),
                          })
                        }
                      >
                        {disconnect.isPending ? 'Disconnecting…' : 'Disconnect Notion'}
                      </Button>
                    </div>
                  </>
                ) : (
                  <p className="muted">{memberNote}</p>
                )}
              </>
            ) : configured ? (
              canEdit ? (
                <>
                  <p>Connect a Notion workspace, and share with the integration the page decisions should go under.</p>
                  <div className="actions">
                    <Button disabled={connect.isPending} onClick={() => connect.mutate(undefined, { onError: (e) => setMessage({ tone: 'error', text: `Notion was not connected: ${e.message}` }) })}>
                      {connect.isPending ? 'Opening Notion…' : 'Connect Notion'}
                    </Button>
                  </div>
                </>
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
