// A boardroom session or a strategy exported to Notion, end to end on this machine: the Worker's /api
// (run in Node, pointed at the local backend) talking to tests/notion-server.ts, which plays Notion's
// documented endpoints and refuses what Notion would (no Bearer token, another Notion-Version, a
// malformed block). What a member and an operator notice: with nothing configured the API names every
// missing setting and Notion is never called; the page holds the question, each position, the CEO's
// decision and the session's own figures with their sources, and links back; the export is recorded
// (which session, the page, when, who) for the company's members only; a second export says where the
// first is unless asked for a new version; another company's session is refused; a Notion failure is
// said plainly and leaves nothing stored.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SOURCE_LABELS } from '../../shared/decision/kinds'
import {
  blockText,
  NOTION_CLIENT_ID,
  NOTION_CLIENT_SECRET,
  NOTION_PAGES,
  NOTION_TOKEN,
  NOTION_UNSHARED_PAGE,
  NOTION_VERSION,
  notionServer,
} from '../notion-server'
import { BLUEFIN, NORTHWIND, startWithOwners, type Backend, type SignedIn } from './harness'
import { cookieOf, json, nodeWorker, type Json } from './worker-harness'

const SEEDED_SESSION = '5e550000-0000-4000-8000-000000000001' // seed: "Should we double the LinkedIn ads budget…", adopted
const KEY = Buffer.alloc(32, 9).toString('base64')
const BOARD_MINUTES = NOTION_PAGES[0]!

let backend: Backend
let service: SupabaseClient
let dana: SignedIn // Northwind's owner
let omar: SignedIn // Bluefin's owner, a stranger to Northwind
let fake: Awaited<ReturnType<typeof notionServer>>

const {
  call,
  visit,
  origin: ORIGIN,
} = nodeWorker(
  () => backend,
  () => ({ NOTION_CLIENT_ID, NOTION_CLIENT_SECRET, NOTION_API_URL: fake.url, INTEGRATIONS_ENCRYPTION_KEY: KEY }),
)

/**
 * Connects Northwind's workspace through the OAuth framework, as the browser would: the connect
 * route gives Notion's approval URL (and the cookie binding it to this browser), the local Notion
 * approves at once and sends the browser to the callback, which exchanges the code. Answers the approval URL and where the callback sent the browser.
 */
async function connectWorkspace() {
  const started = await call('/api/integrations/notion/connect', { token: dana.token, body: { companyId: NORTHWIND } })
  expect(started.status).toBe(200)
  const { url } = await json(started)
  const approved = await fetch(url, { redirect: 'manual' })
  expect(approved.status).toBe(302)
  const callback = new URL(approved.headers.get('location')!)
  const back = await visit(`${callback.pathname}${callback.search}`, cookieOf(started))
  return { url: new URL(url), back }
}

const exportsOf = async (column: 'session_id' | 'strategy_id', id: string) =>
  (
    await service
      .from('notion_exports')
      .select('version, notion_url, exported_by, company_id')
      .eq(column, id)
      .order('version')
  ).data ?? []

beforeAll(async () => {
  ;({ backend, service, dana, omar } = await startWithOwners())
  fake = await notionServer()
}, 120_000)

afterAll(async () => {
  await fake?.close()
  await backend?.stop()
})

beforeEach(() => {
  fake.seen.length = 0
})

describe('with nothing configured', () => {
  it('the status names every missing setting and shows no connection', async () => {
    const res = await call(`/api/notion/status?company=${NORTHWIND}`, { token: dana.token, configured: false })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({
      configured: false,
      missing: ['NOTION_CLIENT_ID', 'NOTION_CLIENT_SECRET', 'INTEGRATIONS_ENCRYPTION_KEY'],
      connection: null,
    })
  })

  it('an export is refused with 409 and the settings to set; Notion is never called', async () => {
    const res = await call('/api/notion/export', {
      token: dana.token,
      body: { kind: 'session', id: SEEDED_SESSION },
      configured: false,
    })
    expect(res.status).toBe(409)
    expect(await json(res)).toMatchObject({
      error: 'not_configured',
      message:
        'Notion is not configured on this deployment: the operator must set NOTION_CLIENT_ID, NOTION_CLIENT_SECRET, INTEGRATIONS_ENCRYPTION_KEY',
    })
    expect(fake.seen).toEqual([])
  })
})

describe('configured, before the workspace is connected', () => {
  it('an export says Notion is not connected and where to connect it', async () => {
    const res = await call('/api/notion/export', { token: dana.token, body: { kind: 'session', id: SEEDED_SESSION } })
    expect(res.status).toBe(409)
    expect(await json(res)).toMatchObject({
      error: 'not_connected',
      message: 'Notion is not connected for this company. An owner or admin connects it on /dashboard/notion.',
    })
    expect(fake.seen).toEqual([])
    expect(await exportsOf('session_id', SEEDED_SESSION)).toEqual([])
  })

  it('bad input is refused with 400 naming the field', async () => {
    const kind = await call('/api/notion/export', { token: dana.token, body: { kind: 'lead', id: SEEDED_SESSION } })
    expect([kind.status, (await json(kind)).message]).toEqual([400, 'kind must be session or strategy'])
    const id = await call('/api/notion/export', { token: dana.token, body: { kind: 'session', id: '../../etc' } })
    expect([id.status, (await json(id)).message]).toEqual([400, 'id must be a session or strategy id'])
    const page = await call('/api/notion/parent', {
      token: dana.token,
      body: { companyId: NORTHWIND, pageId: 'javascript:alert(1)' },
    })
    expect([page.status, (await json(page)).message]).toEqual([400, 'pageId must be a Notion page id'])
    expect((await call('/api/notion/export', { body: { kind: 'session', id: SEEDED_SESSION } })).status).toBe(401)
  })
})

describe('connecting the workspace (the OAuth framework, Notion as its provider)', () => {
  it('asks Notion with owner=user and state (Notion has no PKCE), exchanges the code with HTTP Basic and JSON, and names the workspace', async () => {
    const { url, back } = await connectWorkspace()
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/v1/oauth/authorize`)
    expect(url.searchParams.get('owner')).toBe('user')
    expect(url.searchParams.get('client_id')).toBe(NOTION_CLIENT_ID)
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/oauth/notion/callback`)
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
    expect(url.searchParams.has('code_challenge')).toBe(false)
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe('/dashboard/notion?oauth=connected')
    const exchange = fake.seen.find((r) => r.path === '/v1/oauth/token')!
    expect(exchange.headers.authorization).toBe(
      `Basic ${Buffer.from(`${NOTION_CLIENT_ID}:${NOTION_CLIENT_SECRET}`).toString('base64')}`,
    )
    expect(exchange.headers['content-type']).toBe('application/json')
    expect(exchange.body).toEqual({
      grant_type: 'authorization_code',
      code: expect.stringMatching(/^code-/),
      redirect_uri: `${ORIGIN}/api/oauth/notion/callback`,
    })
    const { data } = await dana.client
      .from('integration_connections')
      .select('status, account_label, summary')
      .eq('company_id', NORTHWIND)
      .eq('provider', 'notion')
      .single()
    expect(data).toEqual({
      status: 'connected',
      account_label: 'Northwind Notes (Notion workspace)',
      summary: {
        workspaceName: 'Northwind Notes',
        workspaceId: 'a0a0a0a0-0000-4000-8000-000000000001',
        botId: 'b0b0b0b0-0000-4000-8000-000000000001',
        parentPage: null,
      },
    })
    // the token itself is sealed: no browser reads it
    expect((await dana.client.from('integration_secrets').select('ciphertext')).data ?? []).toEqual([])
  })

  it('disconnecting revokes the token at Notion with HTTP Basic, and exports then say Notion is not connected', async () => {
    const res = await call('/api/integrations/notion/disconnect', { token: dana.token, body: { companyId: NORTHWIND } })
    expect(res.status).toBe(200)
    const revoke = fake.seen.find((r) => r.path === '/v1/oauth/revoke')!
    expect(revoke.headers.authorization).toMatch(/^Basic /)
    expect(revoke.body.token).toBe(NOTION_TOKEN)
    expect(fake.state.revoked).toBe(true)
    const refused = await call('/api/notion/export', {
      token: dana.token,
      body: { kind: 'session', id: SEEDED_SESSION },
    })
    expect([refused.status, (await json(refused)).error]).toEqual([409, 'not_connected'])
  })
})

describe('an approval link opened in another browser', () => {
  /** Omar (Bluefin's owner) starts "Connect Notion"; Notion approves; answers the callback path and his browser's cookie. */
  async function omarsApproval() {
    const started = await call('/api/integrations/notion/connect', { token: omar.token, body: { companyId: BLUEFIN } })
    expect(started.status).toBe(200)
    const approved = await fetch((await json(started)).url, { redirect: 'manual' })
    const callback = new URL(approved.headers.get('location')!)
    return { path: `${callback.pathname}${callback.search}`, cookie: cookieOf(started) }
  }
  const bluefinConnection = async () =>
    (await service.from('integration_connections').select('status').eq('company_id', BLUEFIN).eq('provider', 'notion'))
      .data

  it('connects nothing: whoever approved is told so on a page of its own (403), and the approval stays the starter’s', async () => {
    const { path, cookie } = await omarsApproval()
    expect(cookie).toMatch(/^oauth_notion=[\w-]{43}$/)
    // someone the link was sent to, in a browser with no session and no cookie of ours
    const elsewhere = await visit(path)
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.headers.get('content-type')).toMatch(/^text\/html/)
    expect(elsewhere.headers.get('cache-control')).toBe('no-store')
    expect(elsewhere.headers.get('location')).toBeNull()
    const page = await elsewhere.text()
    expect(page).toContain('<title>Notion was not connected · Boardroom AI</title>')
    expect(page).toContain(
      'This Notion approval was started in another browser, so nothing was connected and no access was given.',
    )
    expect(page).toContain(
      'If someone sent you this link, you can close this page: the approval you gave was not used.',
    )
    // a browser holding an approval of its own (Dana started one for Northwind) is refused alike, and keeps its cookie
    const danas = await call('/api/integrations/notion/connect', { token: dana.token, body: { companyId: NORTHWIND } })
    const another = await visit(path, cookieOf(danas))
    expect(another.status).toBe(403)
    expect(another.headers.get('set-cookie')).toBeNull()
    expect(fake.seen.filter((r) => r.path === '/v1/oauth/token')).toEqual([])
    expect(await bluefinConnection()).toEqual([])

    // the browser that started it finishes it: the state was not used up by the others
    const home = await visit(path, cookie)
    expect([home.status, home.headers.get('location')]).toEqual([303, '/dashboard/notion?oauth=connected'])
    expect(home.headers.get('set-cookie')).toMatch(/^oauth_notion=; Max-Age=0; Path=\/api\/oauth\/notion\/callback/)
    expect(await bluefinConnection()).toEqual([{ status: 'connected' }])
    expect(
      (await call('/api/integrations/notion/disconnect', { token: omar.token, body: { companyId: BLUEFIN } })).status,
    ).toBe(200)
  })

  it('the cookie is HttpOnly, SameSite=Lax, sent only to the callback, and lives as long as the approval', async () => {
    const started = await call('/api/integrations/notion/connect', { token: omar.token, body: { companyId: BLUEFIN } })
    expect(started.headers.get('set-cookie')).toMatch(
      /^oauth_notion=[\w-]{43}; Max-Age=600; Path=\/api\/oauth\/notion\/callback; HttpOnly; SameSite=Lax$/,
    )
  })
})

describe('choosing the page exports go under', () => {
  beforeAll(async () => {
    await connectWorkspace()
  })

  it('lists the pages shared with the integration, asked with the token and Notion-Version 2022-06-28', async () => {
    const res = await call(`/api/notion/pages?company=${NORTHWIND}`, { token: dana.token })
    expect(res.status).toBe(200)
    expect((await json(res)).pages).toEqual(
      NOTION_PAGES.map((p) => ({
        id: p.id,
        title: p.title,
        url: expect.stringMatching(/^https:\/\/www\.notion\.so\//),
      })),
    )
    expect(fake.seen).toHaveLength(1)
    expect(fake.seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/search',
      headers: { authorization: `Bearer ${NOTION_TOKEN}`, 'notion-version': NOTION_VERSION },
    })
    expect(fake.seen[0]!.body.filter).toEqual({ property: 'object', value: 'page' })
  })

  it('another company’s owner may neither list nor choose; Notion is not called', async () => {
    const list = await call(`/api/notion/pages?company=${NORTHWIND}`, { token: omar.token })
    expect([list.status, (await json(list)).message]).toEqual([
      403,
      'Only an owner or admin of the company can choose where exports go in Notion',
    ])
    const choose = await call('/api/notion/parent', {
      token: omar.token,
      body: { companyId: NORTHWIND, pageId: BOARD_MINUTES.id },
    })
    expect(choose.status).toBe(403)
    expect(fake.seen).toEqual([])
  })

  it('a page not shared with the integration is refused with Notion’s reason, and nothing is saved', async () => {
    const res = await call('/api/notion/parent', {
      token: dana.token,
      body: { companyId: NORTHWIND, pageId: NOTION_UNSHARED_PAGE },
    })
    expect(res.status).toBe(502)
    expect((await json(res)).message).toBe(
      'Notion could not open that page: The Notion page chosen for exports is gone or no longer shared with the integration. Choose another page.',
    )
    const { data } = await dana.client
      .from('integration_connections')
      .select('summary')
      .eq('company_id', NORTHWIND)
      .eq('provider', 'notion')
      .single()
    expect((data!.summary as { parentPage: unknown }).parentPage).toBeNull()
  })

  it('the owner chooses a shared page; members read it on the connection', async () => {
    const res = await call('/api/notion/parent', {
      token: dana.token,
      body: { companyId: NORTHWIND, pageId: BOARD_MINUTES.id },
    })
    expect(res.status).toBe(200)
    expect((await json(res)).connection.summary.parentPage).toMatchObject({
      id: BOARD_MINUTES.id,
      title: 'Board minutes',
    })
    expect(fake.seen.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/pages/${BOARD_MINUTES.id}`])
    const status = await json(await call(`/api/notion/status?company=${NORTHWIND}`, { token: dana.token }))
    expect(status).toMatchObject({
      configured: true,
      missing: [],
      connection: { status: 'connected', summary: { parentPage: { title: 'Board minutes' } } },
    })
  })
})

describe('exporting a boardroom session', () => {
  let session: Json

  beforeAll(async () => {
    await connectWorkspace()
    expect(
      (
        await call('/api/notion/parent', {
          token: dana.token,
          body: { companyId: NORTHWIND, pageId: BOARD_MINUTES.id },
        })
      ).status,
    ).toBe(200)
    const asked = await call('/api/ai/boardroom', {
      token: dana.token,
      body: { question: 'Should we double the budget for webinars next quarter?' },
    })
    expect(asked.status).toBe(201)
    session = await json(asked)
  }, 60_000)

  it('makes a child page of the chosen page with the question, each position, the CEO’s decision and the figures with their sources', async () => {
    const res = await call('/api/notion/export', { token: dana.token, body: { kind: 'session', id: session.id } })
    expect(res.status).toBe(201)
    const { export: made } = await json(res)
    const page = fake.created.at(-1)!
    expect(made).toMatchObject({ version: 1, notion_url: page.url })
    expect(page.parentId).toBe(BOARD_MINUTES.id)
    expect(page.title).toBe(`Boardroom decision: ${session.question}`)
    const create = fake.seen.find((r) => r.method === 'POST' && r.path === '/v1/pages')!
    expect(create.headers).toMatchObject({ authorization: `Bearer ${NOTION_TOKEN}`, 'notion-version': NOTION_VERSION })
    const texts = page.blocks.map(blockText)
    const types = page.blocks.map((b) => b.type)
    expect(types).toContain('heading_2')
    expect(types).toContain('bulleted_list_item')
    expect(types).toContain('table')
    expect(texts).toContain('The CEO’s decision')
    expect(texts).toContain(session.debate.decision.summary)
    for (const p of session.debate.positions) expect(texts).toContain(p.summary)
    // the back link: the first paragraph links to the session in the product
    const link = (
      page.blocks[0]!.paragraph as { rich_text: { text: { link: { url: string } | null } }[] }
    ).rich_text.at(-1)!.text.link
    expect(link).toEqual({ url: `${ORIGIN}/dashboard/debate?session=${session.id}` })
    // the figures table: exactly the session's figures, each with its source — nothing else
    const figures = page.blocks.at(-1)!
    expect(figures.type).toBe('table')
    expect(blockText(figures).split('\n')).toEqual([
      'Figure | Value | Source',
      ...session.debate.figures.map(
        (f: Json) =>
          `${f.label} | ${f.value} | ${SOURCE_LABELS[f.source as keyof typeof SOURCE_LABELS]}${f.asOf ? `, as of ${f.asOf}` : ''}`,
      ),
    ])
    expect(session.debate.figures.length).toBeGreaterThan(0)
  })

  it('records which session, the page, when and who — readable by the company’s members, by no one else', async () => {
    const rows = await exportsOf('session_id', session.id)
    expect(rows).toEqual([
      {
        version: 1,
        notion_url: fake.created.at(-1)!.url,
        exported_by: (await dana.client.auth.getUser()).data.user!.id,
        company_id: NORTHWIND,
      },
    ])
    expect(
      (await dana.client.from('notion_exports').select('notion_url').eq('session_id', session.id)).data,
    ).toHaveLength(1)
    expect((await omar.client.from('notion_exports').select('notion_url').eq('session_id', session.id)).data).toEqual(
      [],
    )
    const forged = await dana.client.from('notion_exports').insert({
      company_id: NORTHWIND,
      session_id: session.id,
      version: 9,
      notion_page_id: BOARD_MINUTES.id,
      notion_url: 'https://evil.example/x',
    })
    expect(forged.error?.code).toBe('42501')
    const moved = await dana.client
      .from('notion_exports')
      .update({ notion_url: 'https://evil.example/x' })
      .eq('session_id', session.id)
      .select()
    expect(moved.error?.code).toBe('42501')
  })

  it('a second export says where the first is, without calling Notion; asked again, it makes version 2', async () => {
    const first = (await exportsOf('session_id', session.id))[0]!
    const again = await call('/api/notion/export', { token: dana.token, body: { kind: 'session', id: session.id } })
    expect(again.status).toBe(409)
    const body = await json(again)
    expect(body.error).toBe('already_exported')
    expect(body.message).toMatch(
      /^This session was already exported to Notion on \d{4}-\d{2}-\d{2}\. Open it there, or export a new version\.$/,
    )
    expect(body.export.notion_url).toBe(first.notion_url)
    expect(fake.seen).toEqual([])
    const second = await call('/api/notion/export', {
      token: dana.token,
      body: { kind: 'session', id: session.id, again: true },
    })
    expect(second.status).toBe(201)
    expect((await json(second)).export).toMatchObject({ version: 2, notion_url: fake.created.at(-1)!.url })
    expect((await exportsOf('session_id', session.id)).map((r) => r.version)).toEqual([1, 2])
  })

  it('another company’s session is not found for a stranger, and Notion is not called', async () => {
    const res = await call('/api/notion/export', {
      token: omar.token,
      body: { kind: 'session', id: session.id, again: true },
    })
    expect([res.status, (await json(res)).message]).toEqual([404, 'No such session in your company'])
    expect(fake.seen).toEqual([])
  })

  it('Notion refusing the page is said plainly; no export is stored and the connection shows the error', async () => {
    fake.state.failNext = {
      status: 400,
      code: 'validation_error',
      message: 'body.children[3].paragraph.rich_text[0].text.content.length should be ≤ 2000',
    }
    const pagesBefore = fake.created.length
    const res = await call('/api/notion/export', { token: dana.token, body: { kind: 'session', id: SEEDED_SESSION } })
    expect(res.status).toBe(502)
    expect((await json(res)).message).toBe(
      'Notion could not make the session’s page: Notion refused the page: body.children[3].paragraph.rich_text[0].text.content.length should be ≤ 2000',
    )
    expect(await exportsOf('session_id', SEEDED_SESSION)).toEqual([])
    expect(fake.created.length).toBe(pagesBefore)
    const { data } = await dana.client
      .from('integration_connections')
      .select('last_error')
      .eq('company_id', NORTHWIND)
      .eq('provider', 'notion')
      .single()
    expect(data!.last_error).toBe(
      'Notion refused the page: body.children[3].paragraph.rich_text[0].text.content.length should be ≤ 2000',
    )
  })

  it('a workspace that removed the integration: the member is told to connect again, nothing stored', async () => {
    fake.state.revoked = true
    try {
      const res = await call('/api/notion/export', { token: dana.token, body: { kind: 'session', id: SEEDED_SESSION } })
      expect(res.status).toBe(502)
      expect((await json(res)).message).toBe(
        'Notion could not make the session’s page: Notion no longer accepts this workspace’s connection (it was removed in Notion). Connect Notion again.',
      )
      expect(await exportsOf('session_id', SEEDED_SESSION)).toEqual([])
      const { data } = await dana.client
        .from('integration_connections')
        .select('status')
        .eq('company_id', NORTHWIND)
        .eq('provider', 'notion')
        .single()
      expect(data!.status).toBe('failing')
    } finally {
      fake.state.revoked = false
    }
  })

  it('a seeded decision, with no figures kept, says so on its page and records the company’s outcome', async () => {
    const res = await call('/api/notion/export', { token: dana.token, body: { kind: 'session', id: SEEDED_SESSION } })
    expect(res.status).toBe(201)
    const texts = fake.created.at(-1)!.blocks.map(blockText)
    expect(texts).toContain('Should we double the LinkedIn ads budget to $16,000 a month?')
    expect(texts.some((t) => t.startsWith('The company adopted this decision on '))).toBe(true)
    expect(texts.at(-1)).toBe('The board had no figures for this question.')
  })
})

describe('exporting a strategy', () => {
  it('makes a page with the goal, the objectives table and the CRM figures it started from, each with its source', async () => {
    await connectWorkspace()
    expect(
      (
        await call('/api/notion/parent', {
          token: dana.token,
          body: { companyId: NORTHWIND, pageId: NOTION_PAGES[1]!.id },
        })
      ).status,
    ).toBe(200)
    const made = await call('/api/ai/strategies', {
      token: dana.token,
      body: { goal: 'Win more of the proposals we send', focus: 'conversion', horizonDays: 90 },
    })
    expect(made.status).toBe(201)
    const strategy = await json(made)
    const res = await call('/api/notion/export', { token: dana.token, body: { kind: 'strategy', id: strategy.id } })
    expect(res.status).toBe(201)
    const page = fake.created.at(-1)!
    expect(page.parentId).toBe(NOTION_PAGES[1]!.id)
    expect(page.title).toBe(`Strategy: ${strategy.title}`)
    const tables = page.blocks.filter((b) => b.type === 'table').map(blockText)
    expect(tables).toContainEqual(
      [
        'KPI | Baseline | Target',
        ...strategy.plan.objectives.map((o: Json) => `${o.kpi} | ${o.baseline} | ${o.target}`),
      ].join('\n'),
    )
    const figures = tables.at(-1)!.split('\n')
    expect(figures[0]).toBe('Figure | Value | Source')
    expect(figures.slice(1).every((row) => row.includes(' | CRM records as of '))).toBe(true)
    expect((await exportsOf('strategy_id', strategy.id)).map((r) => r.version)).toEqual([1])
  }, 60_000)
})
