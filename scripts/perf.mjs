// `npm run perf`: a report, not a test. Lighthouse (mobile emulation, Debian's Chromium) for /,
// /pricing and a legal page; gzipped first-load JS against the budgets; the Worker bundle size from
// `wrangler deploy --dry-run`. Scores are reported; the size budgets are asserted by `npm test`.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { printBundleSizes } from './bundle-sizes.mjs'
import { startProduct } from './serve.mjs'

const kb = (b) => `${(b / 1024).toFixed(1)} KB`
const PAGES = ['/', '/pricing', '/privacy']

const product = await startProduct({ quiet: true })
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  console.log('== Lighthouse (mobile emulation) ==')
  console.log('page                      perf  a11y  best  seo   LCP      TBT     CLS')
  for (const path of PAGES) {
    const result = await lighthouse(`${product.baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    const { categories, audits } = result.lhr
    const score = (id) => String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(4)
    console.log(
      `${path.padEnd(24)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}   ` +
        `${audits['largest-contentful-paint'].displayValue.padEnd(8)} ${audits['total-blocking-time'].displayValue.padEnd(7)} ${audits['cumulative-layout-shift'].displayValue}`,
    )
  }
} finally {
  await chrome.kill()
  product.stop()
}

printBundleSizes()

console.log('\n== Worker bundle (wrangler deploy --dry-run --env production) ==')
const outdir = mkdtempSync(join(tmpdir(), 'worker-bundle-'))
execFileSync(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run', '--env', 'production', '--outdir', outdir], {
  stdio: 'ignore',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
})
for (const file of readdirSync(outdir).filter((f) => f.endsWith('.js'))) {
  const bytes = statSync(join(outdir, file)).size
  console.log(`${file.padEnd(26)} ${kb(bytes)} (gzip ${kb(gzipSync(readFileSync(join(outdir, file)), { level: 9 }).length)})`)
}
