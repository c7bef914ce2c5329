// Size budgets (deterministic, so they may fail the suite). Timings live in `npm run bench`.
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper shared with the bench script
import { BUDGETS_KB, bundleSizes } from '../../scripts/bundle-sizes.mjs'

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

describe('bundle budgets (gzipped JS)', () => {
  const sizes = bundleSizes()

  it(`every public page's first load stays within ${BUDGETS_KB.publicFirstLoad} KB`, () => {
    expect(kb(sizes.publicFirstLoad.bytes), sizes.publicFirstLoad.page).toBeLessThanOrEqual(BUDGETS_KB.publicFirstLoad)
  })

  it(`the dashboard's first load stays within ${BUDGETS_KB.dashboardFirstLoad} KB`, () => {
    expect(kb(sizes.dashboardFirstLoad)).toBeLessThanOrEqual(BUDGETS_KB.dashboardFirstLoad)
  })

  it(`no lazy chunk exceeds ${BUDGETS_KB.largestChunk} KB`, () => {
    expect(kb(sizes.largestChunk.bytes), sizes.largestChunk.file).toBeLessThanOrEqual(BUDGETS_KB.largestChunk)
  })
})
