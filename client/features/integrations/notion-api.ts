// Notion's door to data: the Worker's /api/notion (status, the pages shared with the integration,
// the page exports go under, an export; connecting is ./oauth-connection-section.tsx's, through the
// OAuth framework); a session's or strategy's exports are read directly under RLS
// (notion_exports: the company's members read them). Rows are checked with zod loaded alongside
// the request, so the screens that show the export action stay zod-free on their first load.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { NotionExport, NotionExportKind, NotionStatus } from '../../../shared/schemas/notion'
import { throwIfError } from '../../lib/errors'
import { db } from '../../lib/db'
import { callWorker } from '../../lib/worker-api'

export const notionKeys = {
  status: (companyId: string) => ['notion', 'status', companyId] as const,
  pages: (companyId: string, query: string) => ['notion', 'pages', companyId, query] as const,
  exports: (kind: NotionExportKind, id: string) => ['notion', 'exports', kind, id] as const,
}

/** What this deployment lacks for Notion, and the company's connection with the page exports go under. */
export function useNotionStatus(companyId: string) {
  return useQuery({
    queryKey: notionKeys.status(companyId),
    queryFn: async (): Promise<NotionStatus> =>
      callWorker((api) => api.notion.status.$get({ query: { company: companyId } })),
    staleTime: 0,
  })
}

/** The pages the workspace shared with the integration (owners and admins; only when asked for). */
export function useNotionPages(companyId: string, query: string, enabled: boolean) {
  return useQuery({
    queryKey: notionKeys.pages(companyId, query),
    queryFn: async () =>
      (
        await callWorker((api) =>
          api.notion.pages.$get({ query: query ? { company: companyId, query } : { company: companyId } }),
        )
      ).pages,
    enabled,
    staleTime: 0,
  })
}

export function useChooseNotionPage(companyId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (pageId: string) => callWorker((api) => api.notion.parent.$post({ json: { companyId, pageId } })),
    onSettled: () => client.invalidateQueries({ queryKey: notionKeys.status(companyId) }),
  })
}

/** The session's or strategy's Notion pages, newest version first (RLS: the company's members). */
export function useNotionExports(kind: NotionExportKind, id: string) {
  return useQuery({
    queryKey: notionKeys.exports(kind, id),
    queryFn: async (): Promise<NotionExport[]> => {
      const [client, { NOTION_EXPORT_COLUMNS, NotionExportSchema }] = await Promise.all([
        db(),
        import('../../../shared/schemas/notion'),
      ])
      const { data, error, status } = await client
        .from('notion_exports')
        .select(NOTION_EXPORT_COLUMNS)
        .eq(kind === 'session' ? 'session_id' : 'strategy_id', id)
        .order('version', { ascending: false })
      throwIfError(error, status)
      return NotionExportSchema.array().parse(data)
    },
  })
}

/** Exports to Notion (`again`: a new version when one exists); the exports list follows either way. */
export function useExportToNotion(kind: NotionExportKind, id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (again: boolean) =>
      (await callWorker((api) => api.notion.export.$post({ json: { kind, id, ...(again ? { again } : {}) } }))).export,
    onSettled: () => client.invalidateQueries({ queryKey: notionKeys.exports(kind, id) }),
  })
}
