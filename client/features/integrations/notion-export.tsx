// "Export to Notion" beside a boardroom session (the debate view) and a strategy (its page): the
// Worker makes a Notion page under the page the company chose, with the question or goal, the
// positions, the decision and the figures with their sources, and records it. Once exported the
// screen says so and links to the page; exporting again makes a new version (a new page; the
// first stays). Nothing pretends: without Notion's settings the screen names what an operator must
// set, without a connection or a chosen page it says so and links to /dashboard/notion.
import { useState, type ReactNode } from 'react'
import type { NotionExportKind } from '../../../shared/schemas/notion'
import { formatDateTime } from '../../lib/format-date'
import { Alert, Button, Link } from '../../ui'
import { useExportToNotion, useNotionExports, useNotionStatus } from './notion-api'

const NOTION_PAGE = '/dashboard/notion'

function NotionLink({ url, children }: { url: string; children: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens Notion in a new tab)</span>
    </a>
  )
}

export function NotionExport({ kind, id, companyId }: { kind: NotionExportKind; id: string; companyId: string }) {
  const what = kind === 'session' ? 'session' : 'strategy'
  const status = useNotionStatus(companyId)
  const exports = useNotionExports(kind, id)
  const run = useExportToNotion(kind, id)
  const [failure, setFailure] = useState<string | null>(null)
  const latest = exports.data?.[0]

  let body: ReactNode
  if (status.isPending || exports.isPending) body = <p className="muted m-0">Checking Notion…</p>
  else if (status.isError || exports.isError)
    body = <p className="m-0">{`Notion’s state could not be read: ${(status.error ?? exports.error)?.message}`}</p>
  else {
    const { configured, missing, connection } = status.data
    const exportNow = (again: boolean) => {
      setFailure(null)
      run.mutate(again, { onError: (e) => setFailure(e.message) })
    }
    body = (
      <>
        {latest && (
          <p className="m-0">
            <strong>Exported to Notion</strong>
            {` ${formatDateTime(latest.exported_at)}${latest.version > 1 ? ` (version ${latest.version})` : ''}: `}
            <NotionLink url={latest.notion_url}>Open the page in Notion</NotionLink>
          </p>
        )}
        {!configured ? (
          <p className="m-0">{`Export to Notion is not available on this deployment: an operator must set ${missing.join(', ')} (see the README).`}</p>
        ) : !connection ? (
          <p className="m-0">
            {'Notion is not connected for your company. An owner or admin connects it on '}
            <Link to={NOTION_PAGE}>the Notion page</Link>.
          </p>
        ) : !connection.summary.parentPage ? (
          <p className="m-0">
            {'No Notion page is chosen for exports yet. An owner or admin chooses one on '}
            <Link to={NOTION_PAGE}>the Notion page</Link>.
          </p>
        ) : (
          <div className="actions">
            <Button
              variant={latest ? 'secondary' : 'primary'}
              disabled={run.isPending}
              onClick={() => exportNow(Boolean(latest))}
            >
              {run.isPending ? 'Exporting to Notion…' : latest ? 'Export a new version to Notion' : 'Export to Notion'}
            </Button>
            <span className="muted text-sm">{`Under “${connection.summary.parentPage.title}”`}</span>
          </div>
        )}
        {failure && <Alert tone="error">{`The ${what} was not exported: ${failure}`}</Alert>}
      </>
    )
  }
  return (
    <section aria-label="Notion" className="my-4 grid gap-2" data-notion-export={kind}>
      {body}
    </section>
  )
}
