// Calendly in Chromium with the product configured against a local Calendly (tests/calendly-server.ts):
// Northwind's owner connects from /dashboard/calendly (to Calendly's approval page and back through
// the Worker's callback), a signed invitee.created delivery to the subscription Calendly was given
// makes the meeting appear on /dashboard/calls and on the new lead's page, a cancellation shows on
// the call, the admin's health view lists the connection, and disconnect revokes at Calendly.
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper shared with the bench script
import { startProduct } from '../../scripts/serve.mjs'
import {
  CALENDLY_CLIENT_ID,
  CALENDLY_CLIENT_SECRET,
  CALENDLY_SIGNING_KEY,
  calendlyServer,
  inviteeEvent,
  signCalendly,
} from '../calendly-server'
import { DEMO_ADMIN, DEMO_USER, hydrated, launch, seriousViolations, signedInContext, watchedPage } from './browser'

let product: { baseUrl: string; stop(): void }
let calendly: Awaited<ReturnType<typeof calendlyServer>>
let browser: Browser
let owner: BrowserContext
let admin: BrowserContext

beforeAll(async () => {
  calendly = await calendlyServer()
  product = await startProduct({
    nodeEnv: 'development',
    quiet: true,
    workerVars: {
      CALENDLY_CLIENT_ID,
      CALENDLY_CLIENT_SECRET,
      CALENDLY_WEBHOOK_SIGNING_KEY: CALENDLY_SIGNING_KEY,
      CALENDLY_AUTH_URL: calendly.url,
      CALENDLY_API_URL: calendly.url,
      INTEGRATIONS_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
    },
  })
  browser = await launch()
  owner = await signedInContext(browser, product.baseUrl, DEMO_USER)
  admin = await signedInContext(browser, product.baseUrl, DEMO_ADMIN)
}, 180_000)
afterAll(async () => {
  await browser?.close()
  product?.stop()
  await calendly?.close()
})

/** Delivers an event, signed as Calendly signs it, to the URL the subscription was created with. */
async function deliver(event: unknown) {
  const url = [...calendly.subscriptions.values()][0]?.callback_url
  expect(url).toMatch(new RegExp(`^${product.baseUrl}/api/webhooks/calendly\\?company=`))
  const body = JSON.stringify(event)
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Calendly-Webhook-Signature': signCalendly(body) },
    body,
  })
}

describe('Calendly', () => {
  it('the owner connects Calendly: approved at Calendly, back on the page, connected with whose account', async () => {
    const { page, problems } = await watchedPage(owner)
    await page.goto(`${product.baseUrl}/dashboard/calendly`)
    await hydrated(page)
    await expect
      .poll(() => page.locator('#connection').innerText(), { timeout: 15_000 })
      .toContain('Calendly is not connected.')
    await page.getByRole('button', { name: 'Connect Calendly' }).click()
    await page
      .waitForURL(`${product.baseUrl}/dashboard/calendly?oauth=connected`, { timeout: 20_000 })
      .catch(() => undefined)
    const section = page.locator('#connection')
    await expect
      .poll(() => section.innerText(), { timeout: 20_000 })
      .toContain('Connected to Omar Haddad (omar@bluefin.example) since')
    expect(await section.innerText()).toContain('Calendly is connected.')
    // The result was read once and taken off the address.
    expect(new URL(page.url()).search).toBe('')
    expect(calendly.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /oauth/authorize',
      'POST /oauth/token',
      'GET /users/me',
      'POST /webhook_subscriptions',
    ])
    expect(await page.getByRole('button', { name: 'Disconnect Calendly' }).isEnabled()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it('a signed booking appears on /dashboard/calls as a meeting booked through Calendly, on a new lead', async () => {
    const start = new Date(Date.now() + 2 * 86_400_000)
    const res = await deliver(
      inviteeEvent('invitee.created', {
        uuid: 'E2E-1',
        email: 'katherine@orbit.example',
        name: 'Katherine Johnson',
        start,
      }),
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ received: true, outcome: 'call_and_lead_created' })
    const { page, problems } = await watchedPage(owner)
    await page.goto(`${product.baseUrl}/dashboard/calls`)
    await hydrated(page)
    const row = page.getByRole('row', { name: /Katherine Johnson/ })
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
    const text = await row.innerText()
    expect(text).toContain('Meeting booked')
    expect(text).toContain('Booked through Calendly')
    expect(text).toContain('Booked through Calendly: Discovery call.')
    // The lead's own page lists the call too.
    await row.getByRole('link', { name: 'Katherine Johnson' }).click()
    await expect
      .poll(() => page.getByRole('main').innerText(), { timeout: 15_000 })
      .toContain('Booked through Calendly: Discovery call.')
    expect(problems).toEqual([])
    await page.close()
  })

  it('a cancellation is marked on the call', async () => {
    const res = await deliver(
      inviteeEvent('invitee.canceled', {
        uuid: 'E2E-1',
        email: 'katherine@orbit.example',
        name: 'Katherine Johnson',
        reason: 'Launch moved',
      }),
    )
    expect(await res.json()).toEqual({ received: true, outcome: 'call_cancelled' })
    const { page, problems } = await watchedPage(owner)
    await page.goto(`${product.baseUrl}/dashboard/calls`)
    await hydrated(page)
    const row = page.getByRole('row', { name: /Katherine Johnson/ })
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('Cancelled')
    expect(await row.innerText()).toContain('Cancelled by Katherine Johnson: Launch moved')
    expect(problems).toEqual([])
    await page.close()
  })

  it('the platform admin sees Northwind’s connection health on /admin/calendly', async () => {
    const { page, problems } = await watchedPage(admin)
    await page.goto(`${product.baseUrl}/admin/calendly`)
    await hydrated(page)
    const table = page.getByRole('table', { name: "Companies' Calendly connections" })
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1)
    const text = await table.innerText()
    expect(text).toContain('Northwind Analytics')
    expect(text).toContain('Connected')
    expect(text).toContain('Omar Haddad (omar@bluefin.example)')
    for (const token of calendly.access) expect(await page.content()).not.toContain(token)
    expect(await seriousViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it('disconnect: the webhook is deleted and access revoked at Calendly, and the page offers to connect again', async () => {
    const { page, problems } = await watchedPage(owner)
    await page.goto(`${product.baseUrl}/dashboard/calendly`)
    await hydrated(page)
    calendly.seen.length = 0
    await page.getByRole('button', { name: 'Disconnect Calendly' }).click()
    await expect
      .poll(() => page.locator('#connection').innerText(), { timeout: 15_000 })
      .toContain('Calendly was disconnected: access was revoked at Calendly and removed here.')
    expect(calendly.seen.map((r) => `${r.method} ${r.path.replace(/WH-[\w-]+/, 'WH')}`)).toEqual([
      'DELETE /webhook_subscriptions/WH',
      'POST /oauth/revoke',
    ])
    expect(await page.getByRole('button', { name: 'Connect Calendly' }).count()).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })
})
