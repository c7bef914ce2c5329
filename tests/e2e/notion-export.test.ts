// A boardroom decision exported to Notion, in Chromium ("a decision appears in the notes
// tool"). The product runs with Notion configured against tests/notion-server.ts, which plays
// Notion's consent screen (approving at once), its token endpoint and its API: the owner connects
// the workspace from /dashboard/notion, picks the page exports go under, exports a seeded decided
// session from the debate view and sees the link to the page Notion made; the page holds the
// question. The approval link opened in another browser connects nothing and says why (403). On the shared product, with nothing configured, the session says which settings an
// operator must set instead of offering a button.
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper shared with the bench script
import { startProduct } from '../../scripts/serve.mjs'
import { blockText, NOTION_CLIENT_ID, NOTION_CLIENT_SECRET, NOTION_PAGES, notionServer } from '../notion-server'
import { DEMO_USER, e2eBrowser, hydrated, seriousViolations, signedInContext, watchedPage } from './browser'

const SESSION = '5e550000-0000-4000-8000-000000000001' // seed: Northwind's adopted LinkedIn ads decision
const QUESTION = 'Should we double the LinkedIn ads budget to $16,000 a month?'

const e2e = e2eBrowser({ owner: DEMO_USER })
let product: { baseUrl: string; stop(): void }
let fake: Awaited<ReturnType<typeof notionServer>>
let owner: BrowserContext

beforeAll(async () => {
  fake = await notionServer()
  product = await startProduct({
    nodeEnv: 'development',
    quiet: true,
    workerVars: {
      NOTION_CLIENT_ID,
      NOTION_CLIENT_SECRET,
      NOTION_API_URL: fake.url,
      INTEGRATIONS_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
    },
  })
  owner = await signedInContext(e2e.browser, product.baseUrl, DEMO_USER)
}, 120_000)
afterAll(async () => {
  product?.stop()
  await fake?.close()
})

describe('with Notion configured', () => {
  it('an approval link opened in another browser connects nothing and says why', async () => {
    // the owner starts "Connect Notion"; the approval link is caught on its way to Notion and sent elsewhere
    const starter = await owner.newPage()
    await starter.goto(`${product.baseUrl}/dashboard/notion`)
    await hydrated(starter)
    let link = ''
    await starter.route(`${fake.url}/**`, (route) => {
      link = route.request().url()
      return route.abort()
    })
    await starter.getByRole('button', { name: 'Connect Notion' }).click()
    await expect.poll(() => link).toContain('/v1/oauth/authorize')
    await starter.close()

    // someone else, in a browser with no session of ours, approves at Notion and lands on the callback
    const elsewhere = await e2e.browser.newContext()
    const page = await elsewhere.newPage()
    const response = await page.goto(link)
    expect(response?.status()).toBe(403)
    expect(page.url()).toContain('/api/oauth/notion/callback')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Notion was not connected')
    expect(await page.locator('main').innerText()).toContain(
      'This Notion approval was started in another browser, so nothing was connected and no access was given.',
    )
    expect(await seriousViolations(page)).toEqual([])
    await elsewhere.close()
    expect(fake.seen.filter((r) => r.path === '/v1/oauth/token')).toEqual([])
    fake.seen.length = 0
  })

  it('the owner connects the workspace through Notion’s consent screen and chooses the page exports go under', async () => {
    const { page, problems } = await watchedPage(owner)
    await page.goto(`${product.baseUrl}/dashboard/notion`)
    await hydrated(page)
    const section = page.locator('#connection')
    await page.getByRole('button', { name: 'Connect Notion' }).click()
    // Notion approves and sends the browser back through the callback to this page
    await page.waitForURL(`${product.baseUrl}/dashboard/notion`, { timeout: 20_000 })
    await expect
      .poll(() => section.innerText(), { timeout: 15_000 })
      .toContain('Connected to Northwind Notes (Notion workspace)')
    await expect.poll(() => section.innerText(), { timeout: 15_000 }).toContain('No page is chosen for exports yet')
    expect(await section.innerText()).toContain('Notion is connected.')
    expect(fake.seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/oauth/authorize', 'POST /v1/oauth/token'])

    await page.getByRole('button', { name: 'List shared pages' }).click()
    await page.getByRole('button', { name: `Export here — under “${NOTION_PAGES[0]!.title}”` }).click()
    await expect
      .poll(() => section.innerText(), { timeout: 15_000 })
      .toContain(`Decisions and strategies are now exported under “${NOTION_PAGES[0]!.title}”.`)
    expect(await seriousViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it('a decided session is exported from its debate view; the screen links to the Notion page, which holds the decision', async () => {
    const { page, problems } = await watchedPage(owner)
    await page.goto(`${product.baseUrl}/dashboard/debate?session=${SESSION}`)
    await hydrated(page)
    const exportButton = page.getByRole('button', { name: 'Export to Notion', exact: true })
    await exportButton.waitFor({ timeout: 20_000 })
    await exportButton.click()
    const notion = page.getByRole('region', { name: 'Notion' })
    await expect.poll(() => notion.innerText(), { timeout: 20_000 }).toContain('Exported to Notion')
    const made = fake.created.at(-1)!
    expect(made.parentId).toBe(NOTION_PAGES[0]!.id)
    expect(made.title).toBe(`Boardroom decision: ${QUESTION}`)
    const texts = made.blocks.map(blockText)
    expect(texts).toContain(QUESTION)
    expect(texts).toContain('The CEO’s decision')
    expect(texts.some((t) => t.startsWith('The company adopted this decision on '))).toBe(true)
    expect(await notion.getByRole('link', { name: /Open the page in Notion/ }).getAttribute('href')).toBe(made.url)

    // After a reload the export is read back from the database: the link stays, a second export is a new version
    await page.reload()
    await hydrated(page)
    await expect.poll(() => notion.innerText(), { timeout: 20_000 }).toContain('Exported to Notion')
    expect(await notion.getByRole('button', { name: 'Export a new version to Notion' }).isVisible()).toBe(true)
    expect(await notion.getByRole('link', { name: /Open the page in Notion/ }).getAttribute('href')).toBe(made.url)
    expect(await seriousViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('with nothing configured (the shared product)', () => {
  it('the session names the settings an operator must set, and offers no export button', async () => {
    const { page, problems } = await watchedPage(e2e.owner)
    await page.goto(`${e2e.base}/dashboard/debate?session=${SESSION}`)
    await hydrated(page)
    const notion = page.getByRole('region', { name: 'Notion' })
    await expect
      .poll(() => notion.innerText(), { timeout: 20_000 })
      .toBe(
        'Export to Notion is not available on this deployment: an operator must set NOTION_CLIENT_ID, NOTION_CLIENT_SECRET, INTEGRATIONS_ENCRYPTION_KEY (see the README).',
      )
    expect(await notion.getByRole('button').count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })
})
