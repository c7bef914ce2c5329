// Size budgets (deterministic, so they may fail the suite). Timings live in `npm run bench` and
// `npm run perf`. A budget per entry, and no session code on any public page's visit.
import { describe, expect, it } from 'vitest'
import {
  BUDGETS_KB,
  bundleSizes,
  CHART_CHUNK,
  CHART_SCREENS,
  chartChunkImporters,
  dashboardFirstLoadFiles,
  isFormPage,
  publicInteractionFiles,
  publicPageKeys,
  publicVisitFiles,
  SESSION_CHUNK,
} from '../../scripts/bundle-sizes.mjs'

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

describe('bundle budgets (gzipped JS)', () => {
  const sizes = bundleSizes()

  it(`the public entry alone stays within ${BUDGETS_KB.publicEntry} KB`, () => {
    expect(kb(sizes.publicEntry)).toBeLessThanOrEqual(BUDGETS_KB.publicEntry)
  })

  it(`the app entry alone stays within ${BUDGETS_KB.appEntry} KB`, () => {
    expect(kb(sizes.appEntry)).toBeLessThanOrEqual(BUDGETS_KB.appEntry)
  })

  it(`every public page's first load stays within ${BUDGETS_KB.publicFirstLoad} KB`, () => {
    const over = (sizes.perPage as { page: string; bytes: number }[]).filter(
      (p) => kb(p.bytes) > BUDGETS_KB.publicFirstLoad,
    )
    expect(over.map((p) => `${p.page}: ${kb(p.bytes)} KB`)).toEqual([])
    expect(kb(sizes.publicFirstLoad.bytes), sizes.publicFirstLoad.page).toBeLessThanOrEqual(BUDGETS_KB.publicFirstLoad)
  })

  it(`every public page that shows text: its first visit (first load and the cookie banner, to network idle) stays within ${BUDGETS_KB.publicFirstVisit} KB`, () => {
    const over = (sizes.perPage as { page: string; visitBytes: number }[]).filter(
      (p) => !isFormPage(p.page) && kb(p.visitBytes) > BUDGETS_KB.publicFirstVisit,
    )
    expect(over.map((p) => `${p.page}: ${kb(p.visitBytes)} KB`)).toEqual([])
    expect(kb(sizes.publicStaticVisit)).toBeLessThanOrEqual(BUDGETS_KB.publicFirstVisit)
  })

  it(`the sign-in, sign-up and password pages: a first visit stays within ${BUDGETS_KB.formFirstVisit} KB`, () => {
    const over = (sizes.perPage as { page: string; visitBytes: number }[]).filter(
      (p) => isFormPage(p.page) && kb(p.visitBytes) > BUDGETS_KB.formFirstVisit,
    )
    expect(over.map((p) => `${p.page}: ${kb(p.visitBytes)} KB`)).toEqual([])
  })

  it(`the dashboard's first load stays within ${BUDGETS_KB.dashboardFirstLoad} KB`, () => {
    expect(kb(sizes.dashboardFirstLoad)).toBeLessThanOrEqual(BUDGETS_KB.dashboardFirstLoad)
  })

  it(`no lazy chunk exceeds ${BUDGETS_KB.largestChunk} KB (the chart library's chunk has its own budget)`, () => {
    expect(kb(sizes.largestChunk.bytes), sizes.largestChunk.file).toBeLessThanOrEqual(BUDGETS_KB.largestChunk)
  })

  it(`the chart library's chunk stays within ${BUDGETS_KB.chartChunk} KB, loaded only by the screens that draw charts`, () => {
    const chart = sizes.chartChunk
    if (!chart) throw new Error('the build has no chart chunk')
    expect(kb(chart.bytes), chart.file).toBeLessThanOrEqual(BUDGETS_KB.chartChunk)
    expect(chartChunkImporters()).toEqual(CHART_SCREENS)
    expect(dashboardFirstLoadFiles().filter((f) => CHART_CHUNK.test(f))).toEqual([])
  })
})

describe('public pages never fetch the session code by themselves', () => {
  const pages: string[] = publicPageKeys()

  it('the manifest lists the public pages (pricing, privacy policy, login among them)', () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        'client/features/marketing/pricing-page.tsx',
        'client/features/legal/documents/privacy-policy.tsx',
        'client/features/auth/login-page.tsx',
      ]),
    )
  })

  it.each(pages)('%s: no supabase-js in its first load or cookie banner', (page) => {
    const files: string[] = publicVisitFiles(page)
    expect(files.filter((f) => SESSION_CHUNK.test(f))).toEqual([])
  })

  it.each(pages)('%s: no supabase-js behind its toaster, menu, accessibility panel or error dialog either', (page) => {
    const files: string[] = publicInteractionFiles(page)
    expect(files.some((f) => f.includes('dialog'))).toBe(true)
    expect(files.filter((f) => SESSION_CHUNK.test(f))).toEqual([])
  })
})
