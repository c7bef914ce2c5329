// The leads table on a 390 px phone, as Northwind's owner: each lead is a card whose name, status,
// value and owner are on screen without scrolling sideways (nor are the company, score, source,
// campaign and date cut off: the card holds them too). On a wide screen the same columns come first.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_USER, e2eBrowser, hydrated, watchedPage } from './browser'

const e2e = e2eBrowser({ owner: DEMO_USER })

/** Where each cell of the first row ends, against the window, and whether anything scrolls sideways. */
const firstRow = (page: Page) =>
  page.evaluate(() => {
    const region = document.querySelector('main .table-scroll') as HTMLElement
    const row = region.querySelector('tbody tr') as HTMLElement
    const cell = (name: string) => {
      const td = row.querySelector(`td[data-cell="${name}"]`) as HTMLElement
      const box = td.getBoundingClientRect()
      return {
        left: Math.round(box.left),
        right: Math.round(box.right),
        width: Math.round(box.width),
        text: td.innerText,
      }
    }
    return {
      window: document.documentElement.clientWidth,
      page: document.documentElement.scrollWidth,
      table: { scroll: region.scrollWidth, client: region.clientWidth },
      cells: Object.fromEntries(
        ['name', 'status', 'value', 'owner', 'company', 'score', 'source', 'campaign', 'added'].map((n) => [
          n,
          cell(n),
        ]),
      ),
    }
  })

describe('the leads table on a phone', () => {
  it('shows each lead’s name, status, value and owner at 390 px without scrolling sideways', async () => {
    const { page, problems } = await watchedPage(e2e.owner)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${e2e.base}/dashboard/leads`)
    await hydrated(page)
    await page.locator('main tbody tr').first().waitFor()
    const seen = await firstRow(page)
    // neither the page nor the table scrolls sideways
    expect(seen.page).toBe(seen.window)
    expect(seen.table.scroll).toBeLessThanOrEqual(seen.table.client)
    // every cell of the row, the four that matter first among them, lies within the window
    for (const [name, box] of Object.entries(seen.cells)) {
      expect(box.width, name).toBeGreaterThan(0)
      expect(box.left, name).toBeGreaterThanOrEqual(0)
      expect(box.right, `${name} ends at ${box.right} px of ${seen.window}`).toBeLessThanOrEqual(seen.window)
    }
    expect(seen.cells.value.text).toMatch(/^\$[\d,]+$/)
    expect(seen.cells.owner.text).toMatch(/\S/)
    const row = page.locator('main tbody tr').first()
    expect(await row.getByRole('combobox').isVisible()).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })

  it('on a wide screen the table’s first columns are name, status, value and owner', async () => {
    const { page, problems } = await watchedPage(e2e.owner)
    await page.goto(`${e2e.base}/dashboard/leads`)
    await hydrated(page)
    await page.locator('main tbody tr').first().waitFor()
    const headers = (await page.locator('main thead th').allInnerTexts()).map((t) => t.trim()).filter(Boolean)
    expect(headers.slice(0, 4)).toEqual(['Name', 'Status', 'Value', 'Owner'])
    expect(problems).toEqual([])
    await page.close()
  })
})
