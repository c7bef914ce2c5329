// Bank linking in Chromium with Plaid configured against a local Plaid (tests/plaid-server.ts). Plaid
// Link's script is Plaid's own, from its CDN: here the browser is handed a stand-in at that address
// that "links" the test's bank, so what is real is everything of ours — the CSP that lets the
// script run on the bank page only, the reload into that page from inside the app, the exchange, the
// figures and the boardroom's standing figures.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper shared with the bench script
import { startProduct } from '../../scripts/serve.mjs'
import { BANK_LINK } from '../../shared/constants'
import { BANK_FIGURE_LABELS } from '../../shared/schemas/bank-link'
import { PLAID_CLIENT_ID, PLAID_PUBLIC_TOKEN, PLAID_SECRET, plaidServer } from '../plaid-server'
import { DEMO_USER, hydrated, launch, signedInContext, watchedPage } from './browser'

let product: { baseUrl: string; stop(): void }
let plaid: Awaited<ReturnType<typeof plaidServer>>
let browser: Browser
let owner: BrowserContext

/** Plaid Link's stand-in: Link "succeeds" with the local Plaid's public token. */
const FAKE_LINK = `window.Plaid = { create: (o) => ({ open: () => setTimeout(() => o.onSuccess(${JSON.stringify(PLAID_PUBLIC_TOKEN)}, {}), 50), destroy() {} }) }`

async function withFakeLink(page: Page) {
  await page.route(BANK_LINK.script, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_LINK }),
  )
}

beforeAll(async () => {
  plaid = await plaidServer()
  product = await startProduct({
    nodeEnv: 'development',
    quiet: true,
    workerVars: {
      PLAID_CLIENT_ID,
      PLAID_SECRET,
      PLAID_API_URL: plaid.url,
      INTEGRATIONS_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    },
  })
  browser = await launch()
  owner = await signedInContext(browser, product.baseUrl, DEMO_USER)
})
afterAll(async () => {
  await browser?.close()
  product?.stop()
  await plaid?.close()
})

describe('bank linking', () => {
  it('from inside the app, Link opens on the bank page’s own document; the bank’s cash, burn and runway show with their working', async () => {
    const { page, problems } = await watchedPage(owner)
    await withFakeLink(page)
    await page.goto(`${product.baseUrl}/dashboard`)
    await hydrated(page)
    // Reached inside the app: the document (and its CSP) is the dashboard's.
    await page.evaluate(() => {
      history.pushState({}, '', '/dashboard/plaid')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await page.getByRole('button', { name: 'Link a bank account' }).click()
    await page.waitForURL(`${product.baseUrl}${BANK_LINK.page}`)
    const section = page.locator('#bank')
    await expect.poll(() => section.innerText(), { timeout: 20_000 }).toContain('The bank is linked')
    const text = await section.innerText()
    expect(text).toContain('First Platypus Bank — Operating ••0001, Reserve ••0002, Company card ••0003')
    expect(text).toContain('$200,000') // cash: $120,000 + $80,000
    expect(text).toContain('$20,292') // ($90,000 − $30,000) ÷ 2.957 months
    expect(text).toContain('9.9 months')
    await section.getByText('How we got this').click()
    expect(await section.innerText()).toContain('Runway: $200,000 ÷ $20,292 = 9.9 months.')
    expect(plaid.seen.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/link/token/create',
        '/item/public_token/exchange',
        '/accounts/balance/get',
        '/transactions/get',
      ]),
    )
    expect(problems).toEqual([])
    await page.close()
  })

  it('the company’s figures now hold the bank’s cash and burn, labelled Plaid', async () => {
    const { page, problems } = await watchedPage(owner)
    await page.goto(`${product.baseUrl}/dashboard/company-setup`)
    await hydrated(page)
    await expect.poll(() => page.getByRole('main').innerText(), { timeout: 15_000 }).toContain(BANK_FIGURE_LABELS.cash)
    expect(await page.getByRole('main').innerText()).toContain(BANK_FIGURE_LABELS.net_burn)
    expect(problems).toEqual([])
    await page.close()
  })

  it('no other page may load Plaid Link: its script is refused there by the CSP', async () => {
    const { page } = await watchedPage(owner)
    await page.goto(`${product.baseUrl}/dashboard`)
    await hydrated(page)
    const blocked = await page.evaluate(
      (src) =>
        new Promise<boolean>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(e.blockedURI.startsWith(src)), {
            once: true,
          })
          const s = document.createElement('script')
          s.src = `${src}/link/v2/stable/link-initialize.js`
          document.head.appendChild(s)
        }),
      BANK_LINK.scriptOrigin,
    )
    expect(blocked).toBe(true)
    await page.close()
  })

  it('disconnect: removed at Plaid and here, and the page offers to link again', async () => {
    const { page, problems } = await watchedPage(owner)
    await page.goto(`${product.baseUrl}${BANK_LINK.page}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Disconnect the bank' }).click()
    await expect.poll(() => page.locator('#bank').innerText()).toContain('The bank was disconnected at Plaid and here.')
    expect(await page.getByRole('button', { name: 'Link a bank account' }).count()).toBe(1)
    expect(plaid.seen.at(-1)?.path).toBe('/item/remove')
    expect(problems).toEqual([])
    await page.close()
  })
})
