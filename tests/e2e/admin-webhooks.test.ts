// /admin/webhooks in Chromium against the running product: the admin adds a webhook pointing at a
// receiver started here, sees its secret once, sends a test event that arrives correctly signed,
// and sees the 200 in the list and the deliveries; a bad address is refused in the form; pausing
// and deleting (confirmed in the page); axe in both themes; a non-admin is refused.
import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_ADMIN, DEMO_USER, hydrated, launch, seriousViolations, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
let browser: Browser
let admin: BrowserContext
let user: BrowserContext
let receiver: Server
let hookUrl: string
const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = []

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      res.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/boardroom-hook`
  browser = await launch()
  admin = await signedInContext(browser, base, DEMO_ADMIN)
  user = await signedInContext(browser, base, DEMO_USER)
})
afterAll(async () => {
  await browser?.close()
  await new Promise((r) => receiver?.close(r))
})

const hookRow = (page: Page) =>
  page.getByRole('table', { name: 'Registered webhooks' }).getByRole('row').filter({ hasText: hookUrl })
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text })

describe('/admin/webhooks', () => {
  it('adds a webhook, shows its secret once, sends a signed test event and shows the 200', async () => {
    const { page, problems } = await watchedPage(admin)
    await page.goto(`${base}/admin/webhooks`)
    await hydrated(page)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Webhooks')
    expect(await status(page, 'Only test events are sent on this deployment.').count()).toBe(1)

    // a plain-http public address is refused by the form, with the rule
    await page.getByLabel('Address (URL)').fill('http://hooks.example.org/')
    await page.getByRole('button', { name: 'Add webhook' }).click()
    await expect
      .poll(() => page.locator('#webhook-url-error').innerText())
      .toBe(
        'Enter an https:// address of a public host (http:// only for 127.0.0.1 or localhost during local development)',
      )
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('webhook-url')

    await page.getByLabel('Address (URL)').fill(hookUrl)
    await page.getByLabel('Description (optional)').fill('Browser test receiver')
    expect(await page.getByRole('checkbox', { name: /webhook\.test/ }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Add webhook' }).click()
    const secretBox = page.getByLabel('Signing secret')
    await secretBox.waitFor()
    expect(await secretBox.getAttribute('readonly')).toBe('')
    const secret = await secretBox.inputValue()
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/)
    await expect.poll(() => hookRow(page).count()).toBe(1)
    expect(await hookRow(page).getByRole('cell').nth(2).innerText()).toBe('Never sent')
    await page.getByRole('button', { name: 'I have stored it' }).click()
    // shown once: gone from the page
    expect(await page.getByLabel('Signing secret').count()).toBe(0)
    expect(await page.content()).not.toContain(secret)

    await hookRow(page)
      .getByRole('button', { name: `Send test event to ${hookUrl}` })
      .click()
    await expect
      .poll(() => status(page, /^Test event delivered to/).innerText(), { timeout: 10_000 })
      .toMatch(new RegExp(`^Test event delivered to ${hookUrl.replace(/[.]/g, '\\.')}: 200 in \\d+ ms\\.$`))

    // the receiver got a body signed with the secret the page showed
    expect(received).toHaveLength(1)
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(received[0].headers['boardroom-signature']))!
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${received[0].body}`).digest('hex'))
    expect(JSON.parse(received[0].body)).toMatchObject({ type: 'webhook.test' })

    await expect.poll(() => hookRow(page).getByRole('cell').nth(2).innerText()).toMatch(/^Delivered \(200\)/)
    const delivery = page
      .getByRole('table', { name: 'Latest 50 deliveries' })
      .getByRole('row')
      .filter({ hasText: hookUrl })
    await expect.poll(() => delivery.count()).toBe(1)
    const cells = await delivery.getByRole('cell').allInnerTexts()
    expect(cells.slice(1)).toEqual([
      hookUrl,
      'webhook.test',
      'Delivered',
      expect.stringMatching(/^200 in \d+ ms$/),
      '—',
    ])

    expect({ dark: await seriousViolations(page) }).toEqual({ dark: [] })
    await page.evaluate(() => document.documentElement.classList.replace('dark', 'light'))
    expect({ light: await seriousViolations(page) }).toEqual({ light: [] })
    expect(problems).toEqual([])
    await page.close()
  })

  it('pauses the webhook, then deletes it after confirming in the page', async () => {
    const { page, problems } = await watchedPage(admin)
    await page.goto(`${base}/admin/webhooks`)
    await hydrated(page)
    await expect.poll(() => hookRow(page).count()).toBe(1)
    await hookRow(page)
      .getByRole('button', { name: `Pause ${hookUrl}` })
      .click()
    await expect.poll(() => status(page, /^Paused the webhook/).innerText()).toBe(`Paused the webhook for ${hookUrl}.`)
    await expect.poll(() => hookRow(page).getByRole('cell').nth(1).innerText()).toBe('Paused')

    await hookRow(page)
      .getByRole('button', { name: `Delete ${hookUrl}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Delete this webhook?' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(await hookRow(page).count()).toBe(1)
    await hookRow(page)
      .getByRole('button', { name: `Delete ${hookUrl}` })
      .click()
    await dialog.getByRole('button', { name: 'Delete webhook' }).click()
    await expect
      .poll(() => status(page, /^Deleted the webhook/).innerText())
      .toBe(`Deleted the webhook for ${hookUrl} and its deliveries.`)
    expect(await hookRow(page).count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })

  it('a signed-in user who is not an admin is refused', async () => {
    const { page, problems } = await watchedPage(user)
    await page.goto(`${base}/admin/webhooks`)
    await hydrated(page)
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Admins only')
    expect(await page.getByRole('table').count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })
})
