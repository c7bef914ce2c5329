// Buying a plan by card, in Chromium, with Stripe configured on a Worker of its own (wrangler dev with
// the STRIPE_* settings, against the shared local backend) and a local server playing Stripe's API and
// its Checkout page. A new company's owner chooses Growth on /dashboard/billing, goes through
// "Checkout" (the local server sends them back to success_url, as Stripe does), and the payment page
// says nothing until the Worker has checked the session with Stripe; the plan stays Starter until the
// signed webhook arrives, and changes once although Stripe delivers the event three times.
import { createClient } from '@supabase/supabase-js'
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext } from 'playwright-core'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
// @ts-expect-error plain ESM helper shared with the bench and perf scripts (as in global-setup.ts)
import { freePort as untypedFreePort, waitFor as untypedWaitFor } from '../../scripts/serve.mjs'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { hydrated, launch, signedInContext, watchedPage } from './browser'

const freePort = untypedFreePort as () => Promise<number>
const waitFor = untypedWaitFor as (url: string, what: string) => Promise<void>
const backend = inject('backendUrl')
const stamp = Date.now().toString(36)
const OWNER = { email: `payer.${stamp}@stripe-e2e.test`, password: 'Payer-owner-2026!' }
const WEBHOOK_SECRET = 'whsec_e2esigningsecret'
const SESSION = `cs_test_e2e${stamp}`

let browser: Browser
let context: BrowserContext
let worker: ChildProcess
let base: string
let stripeServer: Server
let stripeUrl: string
let companyId: string
const checkoutForms: URLSearchParams[] = []

const service = () =>
  createClient(backend, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } })
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 })

function startStripe(): Promise<void> {
  stripeServer = createServer((req, res) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        checkoutForms.push(new URLSearchParams(text))
        return json(200, {
          id: SESSION,
          object: 'checkout.session',
          mode: 'subscription',
          url: `${stripeUrl}/pay/${SESSION}`,
        })
      }
      if (req.method === 'GET' && url.pathname === `/pay/${SESSION}`) {
        // Stripe's hosted page, paid at once: back to the success_url the Worker gave
        const success = checkoutForms.at(-1)!.get('success_url')!.replace('{CHECKOUT_SESSION_ID}', SESSION)
        return res.writeHead(303, { Location: success }).end()
      }
      if (req.method === 'GET' && url.pathname === `/v1/checkout/sessions/${SESSION}`) {
        return json(200, {
          id: SESSION,
          object: 'checkout.session',
          client_reference_id: companyId,
          status: 'complete',
          payment_status: 'paid',
          amount_total: 19900,
          currency: 'usd',
          line_items: { object: 'list', data: [{ id: 'li_1', price: { id: 'price_growth_e2e' } }] },
        })
      }
      if (req.method === 'GET' && url.pathname === '/v1/invoices')
        return json(200, { object: 'list', data: [], has_more: false, url: '/v1/invoices' })
      return json(404, { error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` } })
    })
  })
  return new Promise((resolve) => stripeServer.listen(0, '127.0.0.1', () => resolve()))
}

beforeAll(async () => {
  await startStripe()
  stripeUrl = `http://127.0.0.1:${(stripeServer.address() as AddressInfo).port}`
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  const vars = {
    SUPABASE_URL: backend,
    STRIPE_SECRET_KEY: 'sk_test_e2e1',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_STARTER: 'price_starter_e2e',
    STRIPE_PRICE_GROWTH: 'price_growth_e2e',
    STRIPE_API_URL: stripeUrl,
  }
  worker = spawn(
    process.execPath,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--log-level',
      'error',
      ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_SEND_METRICS: 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  await waitFor(`${base}/api/health`, 'wrangler dev with Stripe configured')

  // a new company of its own, on Starter, so no other file's expectations move
  const db = service()
  const { data, error } = await db.auth.admin.createUser({
    email: OWNER.email,
    password: OWNER.password,
    email_confirm: true,
    user_metadata: { firstName: 'Pat', lastName: 'Payer' },
  })
  expect(error).toBeNull()
  const userId = data.user!.id
  const company = await db
    .from('companies')
    .insert({ name: `Payer Co ${stamp}`, created_by: userId })
    .select('id')
    .single()
  expect(company.error).toBeNull()
  companyId = company.data!.id as string
  expect(
    (
      await db
        .from('profiles')
        .update({ company_id: companyId, company: `Payer Co ${stamp}`, onboarded_at: new Date().toISOString() })
        .eq('id', userId)
    ).error,
  ).toBeNull()

  browser = await launch()
  context = await signedInContext(browser, base, OWNER)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  worker?.kill('SIGTERM')
  await new Promise((r) => (stripeServer ? stripeServer.close(r) : r(undefined)))
})

const deliver = (payload: string) =>
  fetch(`${base}/api/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  })

describe('buying a plan through Stripe Checkout', () => {
  it('Checkout, a verified return, and the plan changed once by the signed webhook delivered three times', async () => {
    const { page, problems } = await watchedPage(context)
    await page.goto(`${base}/dashboard/billing`)
    await hydrated(page)
    await poll(() => page.getByTestId('current-plan').innerText()).toBe('Starter')
    await poll(() => page.getByTestId('subscription-status').innerText()).toBe(
      'No card subscription yet: choose a plan below to pay by card through Stripe.',
    )
    expect(await page.getByTestId('stripe-missing').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Request Enterprise' }).count()).toBe(1) // agreed with sales: still a request

    await page.getByRole('button', { name: 'Choose Growth' }).click()
    await page.waitForURL(`${base}/dashboard/campaigns/payment-success?session_id=${SESSION}`)
    expect(Object.fromEntries(checkoutForms.at(-1)!)).toMatchObject({
      client_reference_id: companyId,
      'subscription_data[metadata][company_id]': companyId,
      'line_items[0][price]': 'price_growth_e2e',
    })
    await hydrated(page)
    await poll(() => page.getByTestId('payment-confirmed').innerText()).toBe(
      'Stripe confirms this checkout for the Growth plan: $199.00.',
    )
    // the database has not heard from Stripe yet
    await poll(() => page.getByTestId('plan-after-payment').innerText()).toBe(
      'Your company is on the Starter plan until Stripe’s notice of this payment reaches us (usually within seconds); this page updates by itself.',
    )

    const now = Math.floor(Date.now() / 1000)
    const subscription = {
      id: `sub_e2e${stamp}`,
      object: 'subscription',
      customer: `cus_e2e${stamp}`,
      status: 'active',
      metadata: { company_id: companyId },
      items: { object: 'list', data: [{ id: 'si_e2e', price: { id: 'price_growth_e2e' } }] },
    }
    const payload = JSON.stringify({
      id: `evt_e2e${stamp}`,
      object: 'event',
      type: 'customer.subscription.created',
      created: now,
      data: { object: subscription },
    })
    const answers: { duplicate?: boolean }[] = []
    for (let i = 0; i < 3; i++) answers.push((await (await deliver(payload)).json()) as { duplicate?: boolean })
    expect(answers.map((a) => a.duplicate ?? false)).toEqual([false, true, true])

    await poll(() => page.getByTestId('plan-after-payment').innerText()).toBe('Your company is now on the Growth plan.')
    const { data: events } = await service().from('stripe_events').select('id').eq('company_id', companyId)
    expect(events).toEqual([{ id: `evt_e2e${stamp}` }])

    await page.goto(`${base}/dashboard/billing`)
    await hydrated(page)
    await poll(() => page.getByTestId('current-plan').innerText()).toBe('Growth')
    await poll(() => page.getByTestId('subscription-status').innerText()).toBe(
      'Card subscription through Stripe: active.',
    )
    await poll(() =>
      page.locator('#payment-method').getByRole('button', { name: 'Manage payment method' }).count(),
    ).toBe(1)
    await poll(() => page.locator('#invoices').innerText()).toContain(
      'Stripe has issued no invoice to your company yet.',
    )
    expect(problems).toEqual([])
    await page.close()
  })
})
