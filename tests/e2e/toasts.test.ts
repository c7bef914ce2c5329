// spec §4 toast types and §9 toaster settings (4000 ms, 3 visible, 356 px wide, 14 px gap, top
// right), through the product's own notify function (the /dev/debug systems check) and a real use:
// the warning when the browser goes offline. The toasts wear the page's theme.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { consentedContext, e2eBrowser, hydrated } from './browser'

const e2e = e2eBrowser()
const base = e2e.base

async function debugPage(viewport = { width: 1280, height: 800 }) {
  const context = await consentedContext(e2e.browser)
  const page = await context.newPage()
  await page.setViewportSize(viewport)
  await page.route('**/__local/outbox*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  )
  await page.goto(`${base}/dev/debug`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Success toast' }).waitFor()
  return page
}

const toasts = (page: Page) => page.locator('[data-sonner-toast]')
const show = (page: Page, type: string) => page.getByRole('button', { name: `${type} toast` }).click()

describe('toasts (spec §4, §9)', () => {
  it('each type shows its message with its own icon', async () => {
    const page = await debugPage()
    for (const type of ['Success', 'Info', 'Warning', 'Error', 'Loading']) {
      await show(page, type)
      const toast = toasts(page).filter({ hasText: `${type} toast from the debug page` })
      await toast.waitFor()
      expect(await toast.getAttribute('data-type')).toBe(type.toLowerCase())
      // An icon for each type; a spinner for loading.
      await expect
        .poll(() => toast.locator(type === 'Loading' ? '[data-icon] .sonner-spinner' : '[data-icon] svg').count())
        .toBe(1)
    }
    await page.context().close()
  })

  it('sit top right, 356 px wide, 3 visible at once, 14 px apart when expanded', async () => {
    const page = await debugPage()
    for (const type of ['Success', 'Info', 'Warning', 'Error']) await show(page, type)
    await expect.poll(() => toasts(page).count()).toBe(4)
    await expect.poll(() => page.locator('[data-sonner-toast][data-visible="true"]').count()).toBe(3)
    const toaster = page.locator('[data-sonner-toaster]')
    expect([await toaster.getAttribute('data-y-position'), await toaster.getAttribute('data-x-position')]).toEqual([
      'top',
      'right',
    ])
    const front = await toasts(page).first().boundingBox()
    expect(front!.width).toBe(356)
    expect(front!.y).toBeLessThan(60)
    expect(1280 - (front!.x + front!.width)).toBeLessThan(60)
    // Hovering expands the stack: each visible toast sits 14 px below the one before.
    await toasts(page).first().hover()
    await page.waitForTimeout(600)
    const boxes = await page
      .locator('[data-sonner-toast][data-visible="true"]')
      .evaluateAll((nodes) =>
        nodes.map((n) => n.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })),
      )
    boxes.sort((a, b) => a.top - b.top)
    for (let i = 1; i < boxes.length; i++) expect(Math.round(boxes[i].top - boxes[i - 1].bottom)).toBe(14)
    await page.context().close()
  })

  it('disappear after 4000 ms', async () => {
    const page = await debugPage()
    await show(page, 'Info')
    await toasts(page).first().waitFor()
    const shownAt = Date.now()
    await page.waitForTimeout(3500)
    expect(await toasts(page).count()).toBe(1)
    await toasts(page).first().waitFor({ state: 'detached', timeout: 2000 })
    // 4000 ms, then sonner's exit animation (about 200 ms) before it leaves the document.
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4000)
    expect(Date.now() - shownAt).toBeLessThan(5000)
    await page.context().close()
  })

  it('wear the page theme: dark by default, light after choosing Light', async () => {
    const page = await debugPage()
    await show(page, 'Success')
    const background = () =>
      toasts(page)
        .first()
        .evaluate((t) => getComputedStyle(t).backgroundColor)
    const elevated = () => page.evaluate(() => getComputedStyle(document.querySelector('.card')!).backgroundColor)
    await toasts(page).first().waitFor()
    expect(await page.locator('[data-sonner-toaster]').getAttribute('data-sonner-theme')).toBe('dark')
    expect(await background()).toBe(await elevated())
    await page.getByLabel('Theme', { exact: true }).selectOption('light')
    await expect.poll(() => page.locator('[data-sonner-toaster]').getAttribute('data-sonner-theme')).toBe('light')
    expect(await background()).toBe('rgb(247, 248, 251)')
    expect(await background()).toBe(await elevated())
    await page.context().close()
  })

  it('warn when the connection is lost and say when it is back', async () => {
    const page = await debugPage()
    await page.context().setOffline(true)
    const notice = toasts(page).filter({
      hasText: 'You are offline. Changes you make now cannot be saved until the connection is back.',
    })
    await notice.waitFor({ timeout: 5000 })
    expect(await notice.getAttribute('data-type')).toBe('warning')
    await page.context().setOffline(false)
    const back = toasts(page).filter({ hasText: 'You are back online.' })
    await back.waitFor({ timeout: 5000 })
    expect(await back.getAttribute('data-type')).toBe('success')
    await page.context().close()
  })
})
