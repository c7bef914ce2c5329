// Notion's public API, the calls a decision export needs (https://developers.notion.com/reference),
// through Notion's official SDK (@notionhq/client: fetch-based, so it runs on workerd) pinned to
// the API version this code was written against, and Notion as a provider of the OAuth framework
// (./oauth.ts). Notion's OAuth (a public integration): /v1/oauth/authorize with owner=user, the
// token exchange at POST /v1/oauth/token with HTTP Basic client_id:client_secret and a JSON body,
// revocation at POST /v1/oauth/revoke. Notion's documented OAuth has no PKCE (no code_challenge on
// the authorize URL, no code_verifier on the exchange): the connection is protected by the
// framework's single-use `state` and the client secret, which only the Worker holds.
//   search    POST /v1/search, pages only: the pages the company shared with the integration,
//             where an export may be written
//   page      GET  /v1/pages/{id}: the chosen parent still exists and is shared
//   create    POST /v1/pages with the export's blocks, then PATCH /v1/blocks/{id}/children for the
//             blocks past Notion's 100 per request; a page left half-written goes to the trash
import {
  APIResponseError,
  Client,
  isFullPage,
  isNotionClientError,
  LogLevel,
  RequestTimeoutError,
  type BlockObjectRequest,
  type PageObjectResponse,
} from '@notionhq/client'
import type { Bindings } from '../env'
import type { NotionBlock, NotionDocument } from './notion-page'
import type { OAuthProvider } from './providers'

export const NOTION_VERSION = '2022-06-28'
export const NOTION_API = 'https://api.notion.com'
export const NOTION_REQUIRED = ['NOTION_CLIENT_ID', 'NOTION_CLIENT_SECRET'] as const
/** Notion's limits: characters in one rich text object, blocks in one request. */
export const RICH_TEXT_MAX = 2000
export const BLOCKS_PER_REQUEST = 100

export type NotionClientConfig = { apiUrl: string }

/** Notion's API origin: api.notion.com, or a local fake in tests (NOTION_API_URL). */
export const notionApi = (env: Bindings): NotionClientConfig => ({ apiUrl: env.NOTION_API_URL || NOTION_API })

/** A failure a person can act on: Notion's own code and a message saying what to do. */
export class NotionError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

function sdk(config: NotionClientConfig, auth?: string) {
  return new Client({
    auth,
    baseUrl: config.apiUrl,
    notionVersion: NOTION_VERSION,
    timeoutMs: 15_000,
    // One retry when Notion asks to slow down (429) or is briefly down; a person is waiting.
    retry: { maxRetries: 1, initialRetryDelayMs: 500, maxRetryDelayMs: 2_000 },
    logLevel: LogLevel.ERROR,
    // workerd's fetch must be called unbound
    fetch: (url, init) => fetch(url, init),
  })
}

/** Notion's error as the sentence the screen shows. */
export function notionFailure(error: unknown): NotionError {
  if (error instanceof NotionError) return error
  if (error instanceof APIResponseError) {
    const why: Record<string, string> = {
      unauthorized:
        'Notion no longer accepts this workspace’s connection (it was removed in Notion). Connect Notion again.',
      restricted_resource:
        'The integration has no access to that Notion page. Share the page with the integration in Notion, or choose another.',
      object_not_found:
        'The Notion page chosen for exports is gone or no longer shared with the integration. Choose another page.',
      rate_limited: 'Notion is limiting requests right now. Try again in a minute.',
      validation_error: `Notion refused the page: ${error.message}`,
      invalid_grant: 'Notion refused the authorization (it expired or was already used). Connect again.',
      invalid_client: 'Notion refused this deployment’s client ID and secret (NOTION_CLIENT_ID, NOTION_CLIENT_SECRET).',
    }
    return new NotionError(
      error.status,
      error.code,
      why[error.code] ?? `Notion answered ${error.status}: ${error.message}`,
    )
  }
  if (error instanceof RequestTimeoutError)
    return new NotionError(0, 'timeout', 'Notion did not answer in time. Try again.')
  if (isNotionClientError(error))
    return new NotionError(502, error.code, `Notion’s answer could not be read (${error.message})`)
  return new NotionError(
    0,
    'unreachable',
    `Notion could not be reached (${error instanceof Error ? error.message : String(error)})`,
  )
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw notionFailure(error)
  }
}

export type NotionPage = { id: string; title: string; url: string }

/** A page's title: its one property of type title (a workspace page's is "title"; a database row's has its own name). */
export function pageTitle(page: PageObjectResponse): string {
  for (const property of Object.values(page.properties)) {
    if (property.type === 'title')
      return (
        property.title
          .map((t) => t.plain_text)
          .join('')
          .trim() || 'Untitled'
      )
  }
  return 'Untitled'
}

const toPage = (page: PageObjectResponse): NotionPage => ({ id: page.id, title: pageTitle(page), url: page.url })

/** POST /v1/search for pages (not databases), most recently edited first: where an export can go. */
export async function searchPages(config: NotionClientConfig, token: string, query = ''): Promise<NotionPage[]> {
  const answer = await call(() =>
    sdk(config, token).search({
      ...(query ? { query } : {}),
      filter: { property: 'object', value: 'page' },
      sort: { timestamp: 'last_edited_time', direction: 'descending' },
      page_size: 50,
    }),
  )
  return answer.results.flatMap((r) =>
    r.object === 'page' && isFullPage(r) && !r.archived && !r.in_trash ? [toPage(r)] : [],
  )
}

/** GET /v1/pages/{id}: the page, when it exists and is shared with the integration. */
export async function getPage(config: NotionClientConfig, token: string, pageId: string): Promise<NotionPage> {
  const page = await call(() => sdk(config, token).pages.retrieve({ page_id: pageId }))
  if (!isFullPage(page)) throw new NotionError(502, 'bad_response', 'Notion answered with a page it would not describe')
  if (page.archived || page.in_trash)
    throw new NotionError(
      404,
      'object_not_found',
      'The Notion page chosen for exports is in Notion’s trash. Choose another page.',
    )
  return toPage(page)
}

// ---- blocks ----

/** Text as Notion's rich text: pieces of at most 2,000 characters, a link on every piece of a linked text. */
export function richText(text: string, link?: string) {
  const pieces: string[] = []
  for (let i = 0; i < text.length; i += RICH_TEXT_MAX) pieces.push(text.slice(i, i + RICH_TEXT_MAX))
  return (pieces.length ? pieces : ['']).map((content) => ({
    type: 'text' as const,
    text: { content, link: link ? { url: link } : null },
  }))
}

/** One block of the document as Notion's blocks (a list is one block per item). */
export function toBlocks(block: NotionBlock): BlockObjectRequest[] {
  switch (block.kind) {
    case 'heading':
      return [{ object: 'block', type: 'heading_2', heading_2: { rich_text: richText(block.text) } }]
    case 'subheading':
      return [{ object: 'block', type: 'heading_3', heading_3: { rich_text: richText(block.text) } }]
    case 'paragraph':
      return [
        {
          object: 'block',
          type: 'paragraph',
          paragraph: {
            rich_text: block.link
              ? [...richText(block.text), ...richText(block.link.text, block.link.url)]
              : richText(block.text),
          },
        },
      ]
    case 'bullets':
      return block.items.map((item) => ({
        object: 'block',
        type: 'bulleted_list_item',
        bulleted_list_item: { rich_text: richText(item) },
      }))
    case 'table':
      return [
        {
          object: 'block',
          type: 'table',
          table: {
            table_width: block.header.length,
            has_column_header: true,
            has_row_header: false,
            children: [block.header, ...block.rows].map((cells) => ({
              object: 'block',
              type: 'table_row',
              table_row: { cells: cells.map((cell) => richText(cell)) },
            })),
          },
        },
      ]
  }
}

/**
 * POST /v1/pages under `parentId`, titled, with every block; past the first 100 the rest are
 * appended 100 at a time. When an append fails the half-written page is moved to the trash, so
 * Notion is left as it was, and the failure is thrown.
 */
export async function createPage(
  config: NotionClientConfig,
  token: string,
  parentId: string,
  doc: NotionDocument,
): Promise<{ id: string; url: string }> {
  const notion = sdk(config, token)
  const blocks = doc.blocks.flatMap(toBlocks)
  const page = await call(() =>
    notion.pages.create({
      parent: { type: 'page_id', page_id: parentId },
      properties: { title: { type: 'title', title: richText(doc.title) } },
      children: blocks.slice(0, BLOCKS_PER_REQUEST),
    }),
  )
  if (!('url' in page)) throw new NotionError(502, 'bad_response', 'Notion made the page but did not say where it is')
  try {
    for (let i = BLOCKS_PER_REQUEST; i < blocks.length; i += BLOCKS_PER_REQUEST) {
      await call(() =>
        notion.blocks.children.append({ block_id: page.id, children: blocks.slice(i, i + BLOCKS_PER_REQUEST) }),
      )
    }
  } catch (error) {
    await trashPage(config, token, page.id).catch(() => undefined)
    throw error
  }
  return { id: page.id, url: page.url }
}

/** PATCH /v1/pages/{id} { archived: true }: the page to Notion's trash (a person can restore it there). */
export async function trashPage(config: NotionClientConfig, token: string, pageId: string): Promise<void> {
  await call(() => sdk(config, token).pages.update({ page_id: pageId, archived: true }))
}

// ---- Notion as an OAuth provider (./oauth-providers.ts) ----

/** What the connection keeps of the workspace (integration_connections.summary; never a secret). */
export type NotionConnectSummary = {
  workspaceName: string | null
  workspaceId: string | null
  botId: string | null
  parentPage: null
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

export const notion: OAuthProvider = {
  id: 'notion',
  name: 'Notion',
  page: '/dashboard/notion',
  required: NOTION_REQUIRED,
  endpoints: (env) => {
    const base = notionApi(env).apiUrl
    return {
      authorize: `${base}/v1/oauth/authorize`,
      token: `${base}/v1/oauth/token`,
      revoke: `${base}/v1/oauth/revoke`,
    }
  },
  client: (env) => ({ clientId: env.NOTION_CLIENT_ID ?? '', clientSecret: env.NOTION_CLIENT_SECRET ?? '' }),
  // Notion has no scopes: the person picks the pages to share on Notion's consent screen.
  scopes: [],
  pkce: false,
  clientAuth: 'basic',
  tokenBody: 'json',
  authorizeParams: { owner: 'user' },
  async onConnect({ tokenResponse }) {
    // The token answer names the workspace (https://developers.notion.com/reference/create-a-token);
    // the page exports go under is chosen afterwards, from the pages the person shared.
    const summary: NotionConnectSummary = {
      workspaceName: text(tokenResponse.workspace_name),
      workspaceId: text(tokenResponse.workspace_id),
      botId: text(tokenResponse.bot_id),
      parentPage: null,
    }
    return {
      label: summary.workspaceName ? `${summary.workspaceName} (Notion workspace)` : 'A Notion workspace',
      summary,
    }
  },
}
