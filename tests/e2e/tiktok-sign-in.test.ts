// Sign in with TikTok in Chromium, with the product configured against a local TikTok
// (tests/tiktok-server.ts) that plays Login Kit's consent page, token and user info endpoints and
// checks the client secret and the PKCE verifier. A visitor clicks "Continue with TikTok" on /login,
// allows access on "TikTok", and lands signed in: a new account on onboarding, the same account on
// the dashboard next time. A refusal on TikTok is said on the callback page and signs nobody in.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper shared with the bench script
import { startProduct } from '../../scripts/serve.mjs'
import { TIKTOK_MESSAGES } from '../../shared/schemas/tiktok-sign-in'
import { TIKTOK_CLIENT_KEY, type TikTokPerson, TIKTOK_CLIENT_SECRET, tiktokServer } from '../tiktok-server'
import { DEMO_USER, hydrated, launch, signedInContext, watchedPage } from './browser'

let product: { baseUrl: string; stop(): void }
let tiktok: Awaited<ReturnType<typeof tiktokServer>>
let browser: Browser

beforeAll(async () => {
  tiktok = await tiktokServer()
  product = await startProduct({
    nodeEnv: 'development',
    quiet: true,
    workerVars: { TIKTOK_CLIENT_KEY, TIKTOK_CLIENT_SECRET, TIKTOK_AUTH_URL: tiktok.url, TIKTOK_API_URL: tiktok.url },
  })
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
  product?.stop()
  await tiktok?.close()
})

/** From the product's page to TikTok's consent page, through "Continue with TikTok". */
async function toTikTok(page: Page, from: string) {
  await page.goto(`${product.baseUrl}${from}`)
  await hydrated(page)
  await page.getByRole('link', { name: 'Continue with TikTok' }).click()
  await page.waitForURL(`${tiktok.url}/v2/auth/authorize/**`)
}

/** A fresh browser: "Continue with TikTok" on `from`, Authorize on TikTok, then wait for `landing`. */
async function signInWithTikTok(from: string, landing: string) {
  const context = await browser.newContext()
  const watched = await watchedPage(context)
  await toTikTok(watched.page, from)
  await watched.page.getByRole('link', { name: 'Authorize' }).click()
  await watched.page.waitForURL(`${product.baseUrl}${landing}`, { timeout: 20_000 })
  await hydrated(watched.page)
  return { context, ...watched }
}

describe('Sign in with TikTok', () => {
  it('a new visitor allows access on TikTok and lands signed in on onboarding; next time on the dashboard', async () => {
    const { context, page, problems } = await signInWithTikTok('/login', '/onboarding')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe('Welcome')
    // Signed in as the new account, named from TikTok: onboarding's profile step reads its profile.
    await page.getByRole('link', { name: 'Start set-up' }).click()
    await page.waitForURL(`${product.baseUrl}/onboarding/profile`)
    await expect.poll(() => page.getByLabel('First name').inputValue(), { timeout: 15_000 }).toBe('Tia')
    expect(await page.getByLabel('Last name').inputValue()).toBe('Tok')
    // TikTok was asked with the secret and this sign-in's verifier; its token was revoked afterwards.
    const exchange = tiktok.seen.find((r) => r.path === '/v2/oauth/token/')!
    expect(exchange.form).toMatchObject({
      client_key: TIKTOK_CLIENT_KEY,
      client_secret: TIKTOK_CLIENT_SECRET,
      redirect_uri: `${product.baseUrl}/auth/tiktok/callback`,
    })
    expect(tiktok.revoked()).toBe(true)
    expect(problems).toEqual([])
    await context.close()

    const second = await signInWithTikTok('/signup', '/dashboard')
    expect(second.problems).toEqual([])
    await second.context.close()
  })

  it('a refusal on TikTok is said on the callback page, and nobody is signed in', async () => {
    const context = await browser.newContext()
    const { page, problems } = await watchedPage(context)
    await toTikTok(page, '/login')
    await page.getByRole('link', { name: 'Cancel' }).click()
    await page.waitForURL(`${product.baseUrl}/auth/tiktok/callback**`)
    await hydrated(page)
    await expect.poll(() => page.getByRole('alert').innerText(), { timeout: 15_000 }).toBe(TIKTOK_MESSAGES.refused)
    expect(new URL(page.url()).search).toBe('')
    // Reloading does not send TikTok's answer again: there is nothing left to finish.
    await page.reload()
    await hydrated(page)
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'No TikTok sign-in was started' }).count(), {
        timeout: 15_000,
      })
      .toBe(1)
    // Not signed in: the dashboard sends the visitor to the sign-in page.
    await page.goto(`${product.baseUrl}/dashboard`)
    await page.waitForURL(/\/login\?/, { timeout: 15_000 })
    // The one console line: the browser noting the Worker's 400 for the refused sign-in.
    expect(problems).toEqual([
      expect.stringMatching(
        /^error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(http:\/\/127\.0\.0\.1:\d+\/api\/auth\/tiktok\/callback\)$/,
      ),
    ])
    await context.close()
  })

  it('a signed-in user links TikTok on their profile, then signs in with it to the same account', async () => {
    const ray: TikTokPerson = {
      open_id: 'ray-e2e-open-id',
      display_name: 'Ray',
      avatar_url: 'https://p16.tiktokcdn.example/ray.jpeg',
    }
    tiktok.state.person = ray
    const dana = await signedInContext(browser, product.baseUrl, DEMO_USER)
    const { page, problems } = await watchedPage(dana)
    await page.goto(`${product.baseUrl}/dashboard/profile`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Link your TikTok account' }).click()
    await page.waitForURL(`${tiktok.url}/v2/auth/authorize/**`)
    await page.getByRole('link', { name: 'Authorize' }).click()
    await page.waitForURL(`${product.baseUrl}/auth/tiktok/callback**`)
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'is linked' }).innerText(), { timeout: 15_000 })
      .toBe('Your TikTok account “Ray” is linked: you can now sign in with TikTok.')
    await page.getByRole('link', { name: 'Your profile' }).click()
    await expect
      .poll(() => page.locator('#tiktok').innerText(), { timeout: 15_000 })
      .toMatch(/Linked to the TikTok account “Ray” since .+\. You can sign in with TikTok\./)
    expect(problems).toEqual([])
    await dana.close()

    const later = await signInWithTikTok('/login', '/dashboard')
    await later.page.goto(`${product.baseUrl}/dashboard/profile`)
    await hydrated(later.page)
    await expect.poll(() => later.page.getByLabel('First name').inputValue(), { timeout: 15_000 }).toBe('Dana')
    expect(later.problems).toEqual([])
    await later.context.close()
  })
})
