// The admin area's operations screens in Chromium: system health and diagnostics against the
// running product, and the TikTok callback page on a deployment without TikTok.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_ADMIN, DEMO_USER, hydrated, launch, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
let browser: Browser
let admin: BrowserContext
let user: BrowserContext

beforeAll(async () => {
  browser = await launch()
  admin = await signedInContext(browser, base, DEMO_ADMIN)
  user = await signedInContext(browser, base, DEMO_USER)
})
afterAll(async () => {
  await browser?.close()
})

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const cell = (page: Page, row: string, column: number) =>
  page
    .getByRole('row', { name: new RegExp(`^${escapeRegExp(row)}`) })
    .getByRole('cell')
    .nth(column)

describe('admin operations', () => {
  it('system health: the edge, sign-in, database and AI engine all answer', async () => {
    const { page, problems } = await watchedPage(admin)
    await page.goto(`${base}/admin/system-health`)
    await hydrated(page)
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Every service is answering.' }).count(), {
        timeout: 10_000,
      })
      .toBe(1)
    for (const service of [
      'Edge (Cloudflare Worker)',
      'Sign-in service (Supabase Auth)',
      'Database (Supabase REST, row level security)',
      'AI engine',
    ]) {
      expect(await cell(page, service, 0).innerText(), service).toBe('OK')
    }
    expect(await cell(page, 'Database', 2).innerText()).toMatch(/^\d+ accounts$/)
    expect(problems).toEqual([])
    await page.close()
  })

  it('diagnostics: every check passes against the running product', async () => {
    const { page, problems } = await watchedPage(admin)
    await page.goto(`${base}/admin/diagnostics`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Run diagnostics' }).click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Every check passed.' }).count(), { timeout: 15_000 })
      .toBe(1)
    expect(await page.getByRole('row').count()).toBe(7) // header + 6 checks
    expect(problems).toEqual([])
    await page.close()
  })

  // Sign in with TikTok's journeys, with TikTok configured, are tests/e2e/tiktok-sign-in.test.ts.
  it('the TikTok callback on a deployment without TikTok names the settings to set', async () => {
    const { page, problems } = await watchedPage(user)
    await page.goto(`${base}/auth/tiktok/callback?error=access_denied&state=x`)
    await hydrated(page)
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe(
        'Sign in with TikTok is not configured on this deployment: the operator must set TIKTOK_CLIENT_KEY, TIKTOK_CLIENT_SECRET',
      )
    expect(problems).toEqual([])
    await page.close()
  })
})
