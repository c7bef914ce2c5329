// Cookie consent (spec §3, §4, §5, §8), accessibility preferences (§3), the critical error dialog
// (§4, §8) and consent-gated analytics (§7), in Chromium.
import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { consentedContext, hydrated, launch, watchedPage } from './browser'

const base = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** A first-time visitor: no consent saved; Math.random fixed so the GDPR notice is deterministic. */
async function firstVisit(random: number) {
  const context = await browser.newContext()
  await context.addInitScript(`Math.random = () => ${random}`)
  return watchedPage(context)
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })
const storedConsent = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('boardroom-ai.cookie-consent') ?? 'null'))

describe('cookie banner', () => {
  it('is hidden at first, appears about 1 s after load, and “Accept all” saves everything once', async () => {
    const { page, problems } = await firstVisit(0.9)
    await page.goto(`${base}/pricing`)
    await hydrated(page)
    const loadedAt = Date.now()
    expect(await banner(page).count()).toBe(0)
    await banner(page).waitFor({ state: 'visible', timeout: 5000 })
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(700)
    expect(await page.getByText('Under the GDPR').count()).toBe(0)
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect.poll(() => page.getByText('All cookies accepted').count()).toBe(1)
    expect(await banner(page).count()).toBe(0)
    expect(await storedConsent(page)).toMatchObject({ necessary: true, preferences: true, analytics: true, marketing: true, version: '2026-11-20' })
    await page.reload()
    await hydrated(page)
    await page.waitForTimeout(1800)
    expect(await banner(page).count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('“Necessary only” saves the optional categories off', async () => {
    const { page } = await firstVisit(0.9)
    await page.goto(`${base}/`)
    await banner(page).getByRole('button', { name: 'Necessary only' }).click({ timeout: 5000 })
    await expect.poll(() => page.getByText('Necessary cookies accepted').count()).toBe(1)
    expect(await storedConsent(page)).toMatchObject({ necessary: true, preferences: false, analytics: false, marketing: false })
  })

  it('Advanced: necessary is locked on; a custom choice is saved', async () => {
    const { page, problems } = await firstVisit(0.1)
    await page.goto(`${base}/faq`)
    await banner(page).waitFor({ state: 'visible', timeout: 5000 })
    // The simulated location check (randomness injected) shows the GDPR notice.
    expect(await page.getByText('Under the GDPR we only use optional cookies with your consent.').count()).toBe(1)
    await banner(page).getByRole('button', { name: 'Customise' }).click()
    const necessary = banner(page).getByRole('switch', { name: 'Necessary' })
    expect(await necessary.getAttribute('aria-checked')).toBe('true')
    expect(await necessary.isDisabled()).toBe(true)
    await banner(page).getByRole('switch', { name: 'Analytics' }).click()
    await banner(page).getByRole('button', { name: 'Save preferences' }).click()
    await expect.poll(() => page.getByText('Cookie preferences saved').count()).toBe(1)
    expect(await storedConsent(page)).toMatchObject({ necessary: true, preferences: false, analytics: true, marketing: false })
    expect(problems).toEqual([])
  })
})

describe('analytics (spec §7)', () => {
  it('sends nothing without analytics consent, and route visits once it is given', async () => {
    const { page } = await firstVisit(0.9)
    const events: Request[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/events')) events.push(r)
    })
    await page.goto(`${base}/pricing`)
    await banner(page).waitFor({ state: 'visible', timeout: 5000 })
    await page.goto(`${base}/features`)
    await page.waitForTimeout(1500)
    expect(events).toHaveLength(0)
    await banner(page).getByRole('button', { name: 'Accept all' }).click({ timeout: 5000 })
    await expect.poll(() => events.length, { timeout: 5000 }).toBeGreaterThan(0)
    expect(JSON.parse(events[0].postData() ?? '{}').events[0]).toMatchObject({ type: 'route-visit', path: '/features' })
  })
})

describe('accessibility preferences (spec §3)', () => {
  it('each preference changes the page, persists, and applies before first paint', async () => {
    const { page, problems } = await watchedPage(await consentedContext(browser))
    await page.goto(`${base}/security`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Accessibility' }).click()
    const dialog = page.getByRole('dialog', { name: 'Accessibility' })
    const flags: [string, string][] = [
      ['High contrast', 'a11y-high-contrast'],
      ['Large text', 'a11y-large-text'],
      ['Reduce motion', 'a11y-reduced-motion'],
      ['Enhanced focus', 'a11y-enhanced-focus'],
      ['Screen reader friendly', 'a11y-screen-reader-friendly'],
      ['Improved text spacing', 'a11y-improved-text-spacing'],
      ['Invert colours', 'a11y-invert-colors'],
    ]
    const bodyStyle = () => page.evaluate(() => {
      const s = getComputedStyle(document.body)
      return `${s.backgroundColor}|${s.fontSize}|${s.letterSpacing}|${getComputedStyle(document.documentElement).filter}`
    })
    for (const [label, cls] of flags) {
      await dialog.getByRole('switch', { name: label }).click()
      expect(await page.evaluate((c) => document.documentElement.classList.contains(c), cls), label).toBe(true)
    }
    expect(await bodyStyle()).not.toBe('')
    await dialog.getByRole('button', { name: 'Increase font size' }).click()
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('17px')
    await page.keyboard.press('Escape')
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const w = window as unknown as { firstClasses?: string }
        if (document.body && w.firstClasses === undefined) w.firstClasses = document.documentElement.className + '|' + document.documentElement.style.fontSize
      }).observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    await hydrated(page)
    const first = await page.evaluate(() => (window as unknown as { firstClasses?: string }).firstClasses ?? '')
    for (const [, cls] of flags) expect(first).toContain(cls)
    expect(first.endsWith('|17px')).toBe(true)
    expect(problems).toEqual([])
  })

  it('each preference visibly changes the computed style', async () => {
    const { page } = await watchedPage(await consentedContext(browser))
    await page.goto(`${base}/faq`)
    await hydrated(page)
    const style = (cls: string) =>
      page.evaluate((c) => {
        const root = document.documentElement
        const pick = () => {
          const b = getComputedStyle(document.body)
          const a = getComputedStyle(document.querySelector('.nav-list a')!)
          return [b.backgroundColor, b.fontSize, b.letterSpacing, b.wordSpacing, getComputedStyle(root).filter, a.textDecorationLine, b.lineHeight].join('|')
        }
        const before = pick()
        root.classList.add(c)
        const after = pick()
        root.classList.remove(c)
        return before !== after
      }, cls)
    for (const cls of ['a11y-high-contrast', 'a11y-large-text', 'a11y-improved-text-spacing', 'a11y-invert-colors', 'a11y-screen-reader-friendly']) {
      expect(await style(cls), cls).toBe(true)
    }
  })
})

describe('critical error dialog (spec §4, §8)', () => {
  it('opens when a critical error is published, with Close and Refresh Application', async () => {
    const { page } = await watchedPage(await consentedContext(browser))
    await page.goto(`${base}/contact`)
    await hydrated(page)
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('boardroom-ai:critical-error', { detail: { message: 'The ledger could not be read', code: 'LEDGER_503', isCritical: true } })),
    )
    const dialog = page.getByRole('alertdialog', { name: 'Application Error' })
    await dialog.waitFor({ timeout: 5000 })
    expect(await dialog.innerText()).toContain("We've encountered an unexpected error. Our team has been notified.")
    expect(await dialog.innerText()).toContain('The ledger could not be read')
    expect(await dialog.innerText()).toContain('Error code: LEDGER_503')
    expect(await dialog.getByRole('button', { name: 'Refresh Application' }).count()).toBe(1)
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    expect(await dialog.count()).toBe(0)
  })
})
