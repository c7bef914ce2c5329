// /api/notion: exporting a boardroom session or a strategy to the company's Notion.
// No secret appears here: the workspace's token stays sealed in the database, the client secret in
// the Worker. The page exports go under is not a secret: it is kept on the connection's summary.
import { z } from '../zod'
import { CONNECTION_COLUMNS, ConnectionSchema } from './connections'
import { isRowId } from './crm'

/** A Notion page id as Notion writes it (with or without dashes). */
export const NOTION_PAGE_ID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i

const companyId = z
  .string({ error: 'companyId must be a company id' })
  .refine(isRowId, 'companyId must be a company id')

export const NotionCompanyQuerySchema = z.object({
  company: z.string({ error: 'company must be a company id' }).refine(isRowId, 'company must be a company id'),
})
export const NotionPagesQuerySchema = NotionCompanyQuerySchema.extend({
  query: z.string().trim().max(100, 'query must be at most 100 characters').optional(),
})
export const NotionParentRequestSchema = z.object({
  companyId,
  pageId: z
    .string({ error: 'pageId must be a Notion page id' })
    .trim()
    .regex(NOTION_PAGE_ID, 'pageId must be a Notion page id'),
})

export const NOTION_EXPORT_KINDS = ['session', 'strategy'] as const
export type NotionExportKind = (typeof NOTION_EXPORT_KINDS)[number]
export const NotionExportRequestSchema = z.object({
  kind: z.enum(NOTION_EXPORT_KINDS, 'kind must be session or strategy'),
  id: z.string({ error: 'id must be a session or strategy id' }).refine(isRowId, 'id must be a session or strategy id'),
  /** Export again when it was exported before: a new page, the next version; without it, 409 with the link. */
  again: z.boolean('again must be true or false').optional(),
})
export type NotionExportRequest = z.infer<typeof NotionExportRequestSchema>

export const NotionPageSchema = z.object({ id: z.string(), title: z.string(), url: z.string() })
export type NotionPageRef = z.infer<typeof NotionPageSchema>

/** integration_connections.summary for provider 'notion'. */
export const NotionSummarySchema = z.object({
  workspaceName: z.string().nullable().optional(),
  parentPage: NotionPageSchema.nullable().optional(),
})
export type NotionSummary = z.infer<typeof NotionSummarySchema>

/** The OAuth framework's connection, with the workspace and the page exports go under. */
export const NotionConnectionSchema = ConnectionSchema.extend({ summary: NotionSummarySchema.catch({}) })
export const NOTION_CONNECTION_COLUMNS = `${CONNECTION_COLUMNS}, summary` as const
export type NotionConnection = z.infer<typeof NotionConnectionSchema>

/** GET /api/notion/status: what this deployment lacks, and the company's connection. */
export type NotionStatus = { configured: boolean; missing: string[]; connection: NotionConnection | null }

/** One export as stored (notion_exports) and as the screens read it. */
export const NotionExportSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  notion_url: z.string(),
  exported_by: z.string().nullable(),
  exported_at: z.string(),
})
export type NotionExport = z.infer<typeof NotionExportSchema>
export const NOTION_EXPORT_COLUMNS = 'id, version, notion_url, exported_by, exported_at'
