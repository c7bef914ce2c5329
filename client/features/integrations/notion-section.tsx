// /dashboard/notion, inside the OAuth connection section (./oauth-connection-section.tsx, which
// connects and disconnects the workspace): the page boardroom decisions and strategies are exported
// under. An owner or admin chooses it from the pages the workspace shared with the integration;
// members see which it is. The export itself is on each session and strategy (./notion-export.tsx).
import { useState } from 'react'
import { useZodForm } from '../../lib/form'
import { Loaded } from '../../ui/query-state'
import { Alert, Button, Field } from '../../ui'
import { useChooseNotionPage, useNotionPages, useNotionStatus } from './notion-api'

type Message = { tone: 'success' | 'error'; text: string }

/** The search box's schema (the Worker's own), loaded on the first search: the section stays zod-free on its first load. */
const searchSchema = () =>
  import('../../../shared/schemas/notion').then((m) => m.NotionPagesQuerySchema.pick({ query: true }))

function PagePicker({
  companyId,
  current,
  onChosen,
}: {
  companyId: string
  current: string | null
  onChosen: (m: Message) => void
}) {
  const [query, setQuery] = useState<string | null>(null)
  const { field, onSubmit } = useZodForm(searchSchema, async (values) => setQuery(values.query ?? ''), {
    defaultValues: { query: '' },
    attempt: { action: 'load', what: 'the pages' },
  })
  const pages = useNotionPages(companyId, query ?? '', query !== null)
  const choose = useChooseNotionPage(companyId)
  return (
    <div className="grid gap-3">
      <form className="flex flex-wrap items-end gap-2" onSubmit={onSubmit} noValidate>
        <Field
          label="Search the pages shared with Boardroom AI"
          id="notion-query"
          maxLength={100}
          {...field('query')}
        />
        <Button type="submit" variant="secondary">
          {query === null ? 'List shared pages' : 'Search'}
        </Button>
      </form>
      {query !== null && (
        <Loaded query={pages} what="the pages shared with Notion’s integration">
          {(list) =>
            list.length === 0 ? (
              <p className="muted">
                No page is shared with the integration{query ? ` matching “${query}”` : ''}. In Notion, share a page
                with it (⋯ → Connections), then search again.
              </p>
            ) : (
              <ul className="plain-list grid gap-2" aria-label="Pages shared with the integration">
                {list.map((page) => (
                  <li
                    key={page.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-line p-3"
                  >
                    <span>{page.title}</span>
                    {page.id === current ? (
                      <span className="muted text-sm">Exports go here</span>
                    ) : (
                      <Button
                        variant="secondary"
                        disabled={choose.isPending}
                        onClick={() =>
                          choose.mutate(page.id, {
                            onSuccess: () =>
                              onChosen({
                                tone: 'success',
                                text: `Decisions and strategies are now exported under “${page.title}”.`,
                              }),
                            onError: (e) => onChosen({ tone: 'error', text: `The page was not chosen: ${e.message}` }),
                          })
                        }
                      >
                        Export here
                        <span className="sr-only">{` — under “${page.title}”`}</span>
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

export function NotionExportTarget({ companyId, canChoose }: { companyId: string; canChoose: boolean }) {
  const status = useNotionStatus(companyId)
  const [message, setMessage] = useState<Message | null>(null)
  return (
    <Loaded query={status} what="the page Notion exports go under">
      {({ configured, connection }) => {
        const parent = connection?.summary.parentPage ?? null
        return (
          <div className="grid gap-3" id="notion-exports">
            {message && <Alert tone={message.tone}>{message.text}</Alert>}
            <p className="m-0">
              {parent ? (
                <>
                  {'Decisions and strategies are exported under '}
                  <a href={parent.url} target="_blank" rel="noopener noreferrer">
                    {`“${parent.title}”`}
                    <span className="sr-only"> (opens Notion in a new tab)</span>
                  </a>
                  .
                </>
              ) : (
                'No page is chosen for exports yet: until one is, sessions and strategies cannot be exported.'
              )}
            </p>
            {connection?.last_error && connection.status === 'connected' && (
              <Alert tone="warning">{`The last call to Notion failed: ${connection.last_error}`}</Alert>
            )}
            {canChoose && configured && connection && (
              <PagePicker companyId={companyId} current={parent?.id ?? null} onChosen={setMessage} />
            )}
          </div>
        )
      }}
    </Loaded>
  )
}
