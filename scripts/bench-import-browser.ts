// `npm run bench` (scripts/bench.mjs calls this): the lead import as a user meets it. The product as
// `npm start` runs it (the Worker under wrangler dev, the local backend on a data folder), Chromium
// signed in as the seeded owner, and `runs` imports in a row of `rows` fresh rows into the same
// company, each undone before the next: choose the file, "Next: duplicates", "Import", the report.
// Each run is timed from the file chosen to the report shown, by phase, and checked: the report's
// counts are the fixture's and the company holds exactly the leads it created. The import_leads
// calls are timed as the browser saw them (request sent → response), one per batch.
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { chromium, type CDPSession, type Page } from 'playwright-core'
import { leadImportCsv } from '../tests/lead-import-fixture'
// @ts-expect-error plain ESM helper shared with the perf report
import { startProduct } from './serve.mjs'
import { ANON_KEY } from '../supabase/local/keys'
import { median } from './stats.mjs'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
const OWNER = { email: 'user@boardroom.local', password: 'User-demo-2026!' }
const STORED_EMAIL = 'olivia.martin@brightmart.example'

export type ImportRun = {
  seconds: number
  /** CPU the local backend used meanwhile, and the page's main-thread task time (Chromium's TaskDuration). */
  backendCpu: number
  pageTasks: number
  load: number
  phases: { read: number; duplicates: number; upload: number }
  batches: number[]
  undoSeconds: number
  accounted: boolean
}

/** CPU seconds a process has used (user + system, /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

async function pageTaskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0
}

async function leadCount(backendUrl: string, token: string): Promise<number> {
  const res = await fetch(`${backendUrl}/rest/v1/leads?select=id&company_id=eq.${NORTHWIND}`, {
    method: 'HEAD',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, Prefer: 'count=exact' },
  })
  return Number(res.headers.get('content-range')?.split('/')[1])
}

async function importOnce(
  page: Page,
  rows: number,
  tag: string,
  count: () => Promise<number>,
  cpu: () => Promise<{ backend: number; page: number }>,
): Promise<ImportRun> {
  const { csv, expected } = leadImportCsv(rows, STORED_EMAIL, tag)
  const before = await count()
  const batches: number[] = []
  const onDone = (request: import('playwright-core').Request) => {
    if (!request.url().includes('/rest/v1/rpc/import_leads')) return
    const t = request.timing()
    batches.push(t.responseEnd - t.requestStart)
  }
  page.on('requestfinished', onDone)
  await page.getByRole('button', { name: 'Import leads' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import leads' })
  await dialog.waitFor()
  const c0 = await cpu()
  const t0 = performance.now()
  await dialog
    .getByLabel('Spreadsheet')
    .setInputFiles({ name: `leads-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await dialog.getByText(`rows ready, ${expected.rejected} rows will be rejected.`).waitFor({ timeout: 120_000 })
  const t1 = performance.now()
  await dialog.getByRole('button', { name: 'Next: duplicates' }).click()
  // the button counts the rows the import will create or merge, not the rejected ones
  const importButton = dialog.getByRole('button', {
    name: `Import ${(rows - expected.rejected).toLocaleString('en-US')} rows`,
  })
  await importButton.waitFor({ timeout: 120_000 })
  const t2 = performance.now()
  await importButton.click()
  const counts = dialog.getByTestId('import-counts')
  await counts.waitFor({ timeout: 600_000 })
  const t3 = performance.now()
  const c1 = await cpu()
  page.off('requestfinished', onDone)
  const shown = await counts.textContent()
  const after = await count()
  const accounted =
    shown ===
      `${expected.created} created, ${expected.merged} merged into an existing lead, 0 skipped as duplicates, ${expected.rejected} rejected` &&
    after === before + expected.created
  const u0 = performance.now()
  await dialog.getByRole('button', { name: 'Undo this import' }).click()
  await dialog.getByText('Undone.').waitFor({ timeout: 600_000 })
  const undoSeconds = (performance.now() - u0) / 1000
  if ((await count()) !== before) throw new Error('the undo left leads behind')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  return {
    seconds: (t3 - t0) / 1000,
    backendCpu: c1.backend - c0.backend,
    pageTasks: c1.page - c0.page,
    load: loadavg()[0],
    phases: { read: (t1 - t0) / 1000, duplicates: (t2 - t1) / 1000, upload: (t3 - t2) / 1000 },
    batches,
    undoSeconds,
    accounted,
  }
}

/** `runs` imports of `rows` fresh rows in a row, each undone; prints each and the median and worst. */
export async function benchImportInBrowser(runs = 5, rows = 10_000): Promise<ImportRun[]> {
  const product = await startProduct({ quiet: true })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const auth = await fetch(`${product.backendUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify(OWNER),
    })
    const { access_token: token } = (await auth.json()) as { access_token: string }
    const context = await browser.newContext()
    // The cookie banner answered (necessary only): it would cover the dialog's buttons.
    await context.addInitScript(() => {
      localStorage.setItem(
        'boardroom-ai.cookie-consent',
        JSON.stringify({
          necessary: true,
          preferences: false,
          analytics: false,
          marketing: false,
          timestamp: new Date().toISOString(),
          version: '2026-11-20',
        }),
      )
    })
    const page = await context.newPage()
    await page.goto(`${product.baseUrl}/login`)
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await page.getByLabel('Email').fill(OWNER.email)
    await page.getByLabel('Password').fill(OWNER.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(`${product.baseUrl}/dashboard`)
    await page.goto(`${product.baseUrl}/dashboard/leads`)
    await page.getByRole('button', { name: 'Import leads' }).waitFor()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const cpu = async () => ({ backend: cpuSeconds(product.backend.pid), page: await pageTaskSeconds(cdp) })
    const results: ImportRun[] = []
    for (let i = 0; i < runs; i++) {
      const r = await importOnce(page, rows, `.r${i + 1}`, () => leadCount(product.backendUrl, token), cpu)
      results.push(r)
      const b = [...r.batches].sort((x, y) => x - y)
      console.log(
        `run ${i + 1}: ${r.seconds.toFixed(2)} s (read + check ${r.phases.read.toFixed(2)} s, duplicates ${r.phases.duplicates.toFixed(2)} s, upload ${r.phases.upload.toFixed(2)} s in ${b.length} batches: median ${median(b).toFixed(0)} ms, worst ${b.at(-1)?.toFixed(0)} ms); undo ${r.undoSeconds.toFixed(2)} s; CPU: backend ${r.backendCpu.toFixed(2)} s, page main thread ${r.pageTasks.toFixed(2)} s; load average ${r.load.toFixed(1)}; ${r.accounted ? 'every row accounted for and stored' : 'MISMATCH'}`,
      )
    }
    const times = results.map((r) => r.seconds)
    console.log(
      `${rows.toLocaleString('en')} rows, ${runs} imports in a row, each undone: median ${median(times).toFixed(2)} s, worst ${Math.max(...times).toFixed(2)} s (${times.map((t) => t.toFixed(2)).join(', ')})`,
    )
    return results
  } finally {
    await browser.close()
    product.stop()
  }
}
