// A local Notion for the export tests (backend and Chromium). It answers Notion's documented
// endpoints as api.notion.com does, and refuses what Notion would refuse:
//   GET   /v1/oauth/authorize   the consent screen, approved at once: 302 to redirect_uri with a code and the state
//   POST  /v1/oauth/token       HTTP Basic client_id:client_secret; the code once, for the redirect_uri it was issued to
//   POST  /v1/oauth/revoke      HTTP Basic; the token stops working
//   POST  /v1/search            pages shared with the integration (filter object = page)
//   GET   /v1/pages/{id}        one page, or object_not_found
//   POST  /v1/pages             a child page: the parent shared, a title, at most 100 blocks, each
//                               block's shape checked (rich text ≤ 2,000 characters, table rows as
//                               wide as the table)
//   PATCH /v1/blocks/{id}/children, PATCH /v1/pages/{id} (archived)
// Every API call must carry `Authorization: Bearer <token>` and `Notion-Version: 2022-06-28`; errors
// come in Notion's shape { object: 'error', status, code, message }. Every request is recorded, and
// `state.failNext` makes the next API call fail as Notion would. Bound to 127.0.0.1 on a free port.
import { createServer } from 'node:http'
import { listenLocally } from './local-server'

export const NOTION_CLIENT_ID = 'notion-client-1'
export const NOTION_CLIENT_SECRET = 'notion-secret-1'
export const NOTION_TOKEN = 'ntn_workspace_token_0001'
export const NOTION_VERSION = '2022-06-28'
export const NOTION_WORKSPACE = 'Northwind Notes'

/** The pages the workspace shared with the integration. */
export const NOTION_PAGES = [
  { id: '1f2e3d4c-5b6a-4978-8a1b-2c3d4e5f6a7b', title: 'Board minutes' },
  { id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d', title: 'Strategy notes' },
]
/** A page that exists in the workspace but was never shared with the integration. */
export const NOTION_UNSHARED_PAGE = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f'

export type NotionRequest = {
  method: string
  path: string
  headers: Record<string, string | undefined>
  body: Record<string, unknown>
}
export type NotionBlock = { object?: string; type: string; [key: string]: unknown }
export type CreatedPage = {
  id: string
  url: string
  parentId: string
  title: string
  blocks: NotionBlock[]
  archived: boolean
}

const RICH_TEXT_TYPES = new Set([
  'paragraph',
  'heading_1',
  'heading_2',
  'heading_3',
  'bulleted_list_item',
  'numbered_list_item',
  'quote',
  'to_do',
  'toggle',
  'callout',
])

/** Why Notion would refuse this block, or null when it is well formed. */
export function blockProblem(block: NotionBlock, where: string): string | null {
  const richText = (value: unknown, at: string): string | null => {
    if (!Array.isArray(value)) return `${at} should be an array`
    for (const [i, item] of value.entries()) {
      const t = item as { type?: string; text?: { content?: unknown; link?: { url?: unknown } | null } }
      if (t.type !== 'text' || typeof t.text?.content !== 'string')
        return `${at}[${i}] should be a text rich text object`
      if (t.text.content.length > 2000)
        return `${at}[${i}].text.content.length should be ≤ 2000, instead was ${t.text.content.length}`
      if (t.text.link != null && !/^https?:\/\//.test(String(t.text.link.url)))
        return `${at}[${i}].text.link.url should be a URL`
    }
    return null
  }
  if (block.object !== undefined && block.object !== 'block') return `${where}.object should be "block"`
  const body = block[block.type] as Record<string, unknown> | undefined
  if (!body || typeof body !== 'object') return `${where}.${block.type} should be defined`
  if (RICH_TEXT_TYPES.has(block.type)) return richText(body.rich_text, `${where}.${block.type}.rich_text`)
  if (block.type === 'table') {
    const width = body.table_width
    if (typeof width !== 'number' || width < 1) return `${where}.table.table_width should be a positive number`
    if (typeof body.has_column_header !== 'boolean') return `${where}.table.has_column_header should be a boolean`
    const rows = body.children as NotionBlock[] | undefined
    if (!Array.isArray(rows) || rows.length === 0) return `${where}.table.children should be a non-empty array`
    for (const [r, row] of rows.entries()) {
      const cells = (row.table_row as { cells?: unknown[] } | undefined)?.cells
      if (row.type !== 'table_row' || !Array.isArray(cells))
        return `${where}.table.children[${r}] should be a table_row`
      if (cells.length !== width)
        return `${where}.table.children[${r}].table_row.cells.length should be ${width}, instead was ${cells.length}`
      for (const [k, cell] of cells.entries()) {
        const problem = richText(cell, `${where}.table.children[${r}].table_row.cells[${k}]`)
        if (problem) return problem
      }
    }
    return null
  }
  return `${where}.type "${block.type}" is not one this fake knows`
}

/** The plain text of a block (a table: its cells joined), for tests that read the page. */
export function blockText(block: NotionBlock): string {
  const plain = (rt: unknown) => (rt as { text: { content: string } }[]).map((t) => t.text.content).join('')
  const body = block[block.type] as Record<string, unknown>
  if (block.type === 'table')
    return (body.children as NotionBlock[])
      .map((row) => (row.table_row as { cells: unknown[] }).cells.map(plain).join(' | '))
      .join('\n')
  return plain(body.rich_text)
}

const dashed = (id: string) => {
  const hex = id.replace(/-/g, '').toLowerCase()
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export async function notionServer() {
  const seen: NotionRequest[] = []
  const created: CreatedPage[] = []
  const codes = new Map<string, string>() // code → redirect_uri it was issued for
  // failNext: the next API call fails; failOn: the next call whose 'METHOD /path' matches fails
  const state = {
    revoked: false,
    failNext: null as null | { status: number; code: string; message: string },
    failOn: null as null | { match: RegExp; status: number; code: string; message: string },
  }
  let pageCount = 0

  const error = (status: number, code: string, message: string): [number, unknown] => [
    status,
    { object: 'error', status, code, message, request_id: 'req-fake' },
  ]
  const pageObject = (id: string, title: string, parentId: string | null, archived = false) => ({
    object: 'page',
    id,
    created_time: '2026-11-01T09:00:00.000Z',
    last_edited_time: '2026-11-20T09:00:00.000Z',
    archived,
    in_trash: archived,
    parent: parentId ? { type: 'page_id', page_id: parentId } : { type: 'workspace', workspace: true },
    properties: {
      title: {
        id: 'title',
        type: 'title',
        title: [{ type: 'text', text: { content: title, link: null }, plain_text: title, href: null }],
      },
    },
    url: `https://www.notion.so/${title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${id.replace(/-/g, '')}`,
  })
  const basicOk = (header: string | undefined) =>
    header === `Basic ${Buffer.from(`${NOTION_CLIENT_ID}:${NOTION_CLIENT_SECRET}`).toString('base64')}`

  const answer = (r: NotionRequest): [number, unknown] | { redirect: string } => {
    if (r.method === 'GET' && r.path === '/v1/oauth/authorize') {
      const q = new URL(`http://x${r.headers[':url']}`).searchParams
      if (q.get('client_id') !== NOTION_CLIENT_ID || q.get('response_type') !== 'code' || !q.get('redirect_uri'))
        return error(400, 'invalid_request', 'client_id, response_type=code and redirect_uri are required')
      const code = `code-${codes.size + 1}`
      codes.set(code, q.get('redirect_uri')!)
      const back = new URL(q.get('redirect_uri')!)
      back.searchParams.set('code', code)
      if (q.get('state') !== null) back.searchParams.set('state', q.get('state')!)
      return { redirect: back.toString() }
    }
    if (r.path === '/v1/oauth/token' || r.path === '/v1/oauth/revoke') {
      if (!basicOk(r.headers.authorization))
        return [401, { error: 'invalid_client', error_description: 'Client authentication failed' }]
      if (r.path === '/v1/oauth/revoke') {
        if (r.body.token === NOTION_TOKEN) state.revoked = true
        return [200, {}]
      }
      if (r.body.grant_type !== 'authorization_code')
        return [400, { error: 'unsupported_grant_type', error_description: 'grant_type must be authorization_code' }]
      const issuedFor = codes.get(String(r.body.code))
      if (!issuedFor || issuedFor !== r.body.redirect_uri)
        return [400, { error: 'invalid_grant', error_description: 'Invalid code or redirect_uri.' }]
      codes.delete(String(r.body.code))
      state.revoked = false
      return [
        200,
        {
          access_token: NOTION_TOKEN,
          token_type: 'bearer',
          refresh_token: null,
          bot_id: 'b0b0b0b0-0000-4000-8000-000000000001',
          workspace_name: NOTION_WORKSPACE,
          workspace_icon: null,
          workspace_id: 'a0a0a0a0-0000-4000-8000-000000000001',
          owner: { type: 'workspace', workspace: true },
          duplicated_template_id: null,
          request_id: 'req-token',
        },
      ]
    }
    // The API proper: Notion's own headers, or Notion's own refusals.
    if (r.headers['notion-version'] !== NOTION_VERSION)
      return error(
        400,
        'missing_version',
        `Notion-Version header should be ${NOTION_VERSION}, instead was ${r.headers['notion-version'] ?? 'missing'}`,
      )
    if (r.headers.authorization !== `Bearer ${NOTION_TOKEN}` || state.revoked)
      return error(401, 'unauthorized', 'API token is invalid.')
    if (state.failNext) {
      const f = state.failNext
      state.failNext = null
      return error(f.status, f.code, f.message)
    }
    if (state.failOn?.match.test(`${r.method} ${r.path}`)) {
      const f = state.failOn
      state.failOn = null
      return error(f.status, f.code, f.message)
    }
    const known = (id: string) =>
      NOTION_PAGES.find((p) => p.id === dashed(id)) ?? created.find((p) => p.id === dashed(id) && !p.archived)
    if (r.method === 'POST' && r.path === '/v1/search') {
      const filter = r.body.filter as { property?: string; value?: string } | undefined
      if (filter && (filter.property !== 'object' || !['page', 'database'].includes(String(filter.value))))
        return error(400, 'validation_error', 'body.filter.value should be "page" or "database"')
      const query = String(r.body.query ?? '').toLowerCase()
      const pages =
        filter?.value === 'database'
          ? []
          : NOTION_PAGES.filter((p) => p.title.toLowerCase().includes(query)).map((p) =>
              pageObject(p.id, p.title, null),
            )
      return [
        200,
        {
          object: 'list',
          results: pages,
          next_cursor: null,
          has_more: false,
          type: 'page_or_database',
          page_or_database: {},
        },
      ]
    }
    const pageMatch = /^\/v1\/pages\/([0-9a-f-]+)$/i.exec(r.path)
    if (r.method === 'GET' && pageMatch) {
      const page = known(pageMatch[1]!)
      if (!page)
        return error(
          404,
          'object_not_found',
          `Could not find page with ID: ${pageMatch[1]}. Make sure the relevant pages and databases are shared with your integration.`,
        )
      return [200, pageObject(page.id, page.title, null)]
    }
    if (r.method === 'PATCH' && pageMatch) {
      const page = created.find((p) => p.id === dashed(pageMatch[1]!))
      if (!page) return error(404, 'object_not_found', `Could not find page with ID: ${pageMatch[1]}.`)
      if (r.body.archived === true || r.body.in_trash === true) page.archived = true
      return [200, pageObject(page.id, page.title, page.parentId, page.archived)]
    }
    if (r.method === 'POST' && r.path === '/v1/pages') {
      const parent = r.body.parent as { page_id?: string } | undefined
      if (!parent?.page_id) return error(400, 'validation_error', 'body.parent.page_id should be defined')
      if (!known(parent.page_id))
        return error(
          404,
          'object_not_found',
          `Could not find page with ID: ${parent.page_id}. Make sure the relevant pages and databases are shared with your integration.`,
        )
      const title = ((r.body.properties as { title?: { title?: { text: { content: string } }[] } })?.title?.title ?? [])
        .map((t) => t.text.content)
        .join('')
      if (!title) return error(400, 'validation_error', 'body.properties.title should be defined')
      const children = (r.body.children ?? []) as NotionBlock[]
      if (children.length > 100)
        return error(400, 'validation_error', `body.children.length should be ≤ 100, instead was ${children.length}`)
      for (const [i, block] of children.entries()) {
        const problem = blockProblem(block, `body.children[${i}]`)
        if (problem) return error(400, 'validation_error', problem)
      }
      pageCount += 1
      const id = `9e${String(pageCount).padStart(6, '0')}-0000-4000-8000-${String(pageCount).padStart(12, '0')}`
      const page = pageObject(id, title, dashed(parent.page_id))
      created.push({
        id,
        url: page.url,
        parentId: dashed(parent.page_id),
        title,
        blocks: [...children],
        archived: false,
      })
      return [200, page]
    }
    const childrenMatch = /^\/v1\/blocks\/([0-9a-f-]+)\/children$/i.exec(r.path)
    if (r.method === 'PATCH' && childrenMatch) {
      const page = created.find((p) => p.id === dashed(childrenMatch[1]!))
      if (!page) return error(404, 'object_not_found', `Could not find block with ID: ${childrenMatch[1]}.`)
      const children = (r.body.children ?? []) as NotionBlock[]
      if (children.length > 100)
        return error(400, 'validation_error', `body.children.length should be ≤ 100, instead was ${children.length}`)
      for (const [i, block] of children.entries()) {
        const problem = blockProblem(block, `body.children[${i}]`)
        if (problem) return error(400, 'validation_error', problem)
      }
      page.blocks.push(...children)
      return [200, { object: 'list', results: [], next_cursor: null, has_more: false }]
    }
    return error(400, 'invalid_request_url', `Invalid request URL: ${r.method} ${r.path}`)
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString()
    let body: Record<string, unknown> = {}
    try {
      body = text ? JSON.parse(text) : {}
    } catch {
      res
        .writeHead(400, { 'Content-Type': 'application/json' })
        .end(
          JSON.stringify({ object: 'error', status: 400, code: 'invalid_json', message: 'Error parsing JSON body.' }),
        )
      return
    }
    const headers: NotionRequest['headers'] = {
      ':url': req.url,
      authorization: req.headers.authorization,
      'notion-version': req.headers['notion-version'] as string | undefined,
      'content-type': req.headers['content-type'],
    }
    const request: NotionRequest = {
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://localhost').pathname,
      headers,
      body,
    }
    seen.push(request)
    const result = answer(request)
    if ('redirect' in result) {
      res.writeHead(302, { Location: result.redirect }).end()
      return
    }
    const [status, json] = result
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json))
  })
  const { url, close } = await listenLocally(server)
  return {
    url,
    seen,
    created,
    state,
    close,
  }
}
