// Debian's Chromium driven by playwright-core; every page records what a user would never want:
// console errors and warnings, uncaught errors and CSP violations.
import { chromium, type Browser, type Page } from 'playwright-core'

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

export type WatchedPage = { page: Page; problems: string[] }

export async function watchedPage(browser: Browser): Promise<WatchedPage> {
  const page = await browser.newPage()
  const problems: string[] = []
  page.on('console', (m) => {
    const text = m.text()
    // The browser reports the document's own 404 status for the not-found pages.
    if (/Failed to load resource: the server responded with a status of 404/.test(text)) return
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${text}`)
  })
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  return { page, problems }
}

/** Resolves once React has hydrated (or rendered) the page. */
export async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 15_000 })
}
