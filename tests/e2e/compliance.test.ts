// The compliance centre in Chromium (spec §3, §4, §8, §9): it loads, checks on its own the first
// time and finds the two updates, applies them, keeps the schedule and auto-updates, and says the
// spec's failure notice when the browser refuses to store the record.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_USER, e2eBrowser, hydrated, watchedPage } from './browser'

const e2e = e2eBrowser({ user: DEMO_USER })
const base = e2e.base

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** Opens `path` with no compliance record in this browser yet. */
async function open(path: string) {
  const watched = await watchedPage(e2e.user)
  await watched.page.goto(base + path)
  await watched.page.evaluate(() => localStorage.removeItem('boardroom-ai.compliance'))
  await watched.page.reload()
  await hydrated(watched.page)
  return watched
}

describe('compliance centre', () => {
  it('loads, runs the first check itself, finds the GDPR and CCPA updates, and applies them', async () => {
    const { page, problems } = await open('/compliance')
    await expect.poll(() => page.getByLabel('Loading compliance data').count()).toBe(1)
    await expect.poll(() => toast(page, 'Compliance updates found').count(), { timeout: 8000 }).toBe(1)
    expect(await page.getByRole('status').filter({ hasText: '2 updates waiting to be applied.' }).count()).toBe(1)

    await page.getByRole('button', { name: 'Apply the GDPR update' }).click()
    await expect.poll(() => toast(page, 'GDPR update applied').count(), { timeout: 5000 }).toBe(1)
    expect(await page.getByText('GDPR: applied').count()).toBe(1)

    await page.getByRole('button', { name: 'Apply all (1)' }).click()
    await expect.poll(() => toast(page, 'All compliance updates applied').count(), { timeout: 6000 }).toBe(1)
    expect(await page.getByRole('status').filter({ hasText: 'Your record is up to date.' }).count()).toBe(1)

    // The record stays: the next visit has nothing pending and runs no check until one is due.
    await page.reload()
    await hydrated(page)
    await expect.poll(() => page.getByText('CCPA / CPRA: applied').count(), { timeout: 5000 }).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it('keeps the schedule and auto-updates, with the spec’s notices', async () => {
    const { page, problems } = await open('/compliance/settings')
    const interval = page.getByLabel('Check for updates every')
    await expect.poll(() => interval.inputValue(), { timeout: 5000 }).toBe('30')
    await interval.selectOption('14')
    await page.getByRole('button', { name: 'Save schedule' }).click()
    await expect.poll(() => toast(page, 'Compliance check scheduled every 14 days').count()).toBe(1)

    await page.getByRole('switch', { name: 'Apply updates automatically' }).click()
    await expect.poll(() => toast(page, 'Auto-updates enabled').count(), { timeout: 4000 }).toBe(1)
    await page.getByRole('switch', { name: 'Apply updates automatically' }).click()
    await expect.poll(() => toast(page, 'Auto-updates disabled').count(), { timeout: 4000 }).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it('any sub-path belongs to the centre', async () => {
    const { page, problems } = await open('/compliance/some/old/link')
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Compliance centre')
    expect(page.url()).toBe(`${base}/compliance/some/old/link`)
    expect(problems).toEqual([])
    await page.close()
  })

  it('says "Failed to apply update" and keeps the update pending when the browser refuses to store it', async () => {
    const { page, problems } = await open('/compliance')
    await expect.poll(() => toast(page, 'Compliance updates found').count(), { timeout: 8000 }).toBe(1)
    // Storage refuses every later write, as a full or blocked storage does.
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
    await page.getByRole('button', { name: 'Apply the CCPA / CPRA update' }).click()
    await expect.poll(() => toast(page, 'Failed to apply update').count(), { timeout: 5000 }).toBe(1)
    expect(await page.getByRole('button', { name: 'Apply the CCPA / CPRA update' }).count()).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })
})
