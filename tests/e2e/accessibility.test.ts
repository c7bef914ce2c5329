// axe-core on every server-rendered page and the main SPA screens: no serious or critical
// violations, in both themes (dark, the default, then light in the same load).
import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { ROUTES } from '../../shared/routes'
import { consentedContext, DEMO_ADMIN, e2eBrowser, hydrated, seriousViolations } from './browser'

const base = inject('baseUrl')
const e2e = e2eBrowser({ admin: DEMO_ADMIN })
let visitor: BrowserContext
beforeAll(async () => {
  visitor = await consentedContext(e2e.browser)
})

/** Violations in the dark theme, then in the light one (switched as the theme control does). */
async function inBothThemes(page: Page) {
  const dark = await seriousViolations(page)
  await page.evaluate(() => {
    document.documentElement.classList.replace('dark', 'light')
  })
  const light = await seriousViolations(page)
  return { dark, light }
}

const SPA_SCREENS = [
  '/dashboard',
  '/dashboard/leads',
  '/dashboard/settings',
  '/admin',
  '/onboarding/company',
  '/compliance',
  '/dev/debug',
]

describe('axe itself', () => {
  it('catches what it should (an unlabelled control and low contrast), so a clean run means something', async () => {
    const page = await visitor.newPage()
    await page.goto(`${base}/contact`)
    await hydrated(page)
    await page.evaluate(() => {
      const input = document.createElement('input')
      document.querySelector('main')!.appendChild(input)
      const faint = document.createElement('p')
      faint.textContent = 'Barely readable'
      faint.setAttribute('style', 'color:#777;background:#888')
      document.querySelector('main')!.appendChild(faint)
    })
    const ids = (await seriousViolations(page)).map((v) => v.split(':')[0])
    expect(ids).toEqual(expect.arrayContaining(['label', 'color-contrast']))
    await page.close()
  })
})

describe('axe: server-rendered pages', () => {
  it.each(ROUTES.filter((r) => r.render === 'ssr').map((r) => r.path))('%s', async (path) => {
    const page = await visitor.newPage()
    await page.goto(base + path)
    await hydrated(page)
    expect(await inBothThemes(page)).toEqual({ dark: [], light: [] })
    await page.close()
  })
})

describe('axe: main SPA screens', () => {
  it.each(SPA_SCREENS)('%s', async (path) => {
    const page = await e2e.admin.newPage()
    await page.goto(base + path)
    await hydrated(page)
    await page.locator('main h1').first().waitFor()
    expect(await inBothThemes(page)).toEqual({ dark: [], light: [] })
    await page.close()
  })
})

describe('axe: overlays', () => {
  it('the cookie banner and the accessibility dialog', async () => {
    const context = await e2e.browser.newContext()
    const page = await context.newPage()
    await page.goto(`${base}/pricing`)
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ timeout: 5000 })
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Accessibility' }).click()
    await page.getByRole('dialog', { name: 'Accessibility' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })
})
