// Types of bundle-sizes.mjs (plain ESM, run by Node without a build), for the tests that import it.

export declare const BUDGETS_KB: {
  publicEntry: number
  publicFirstLoad: number
  publicFirstVisit: number
  formFirstVisit: number
  appEntry: number
  dashboardFirstLoad: number
  largestChunk: number
  chartChunk: number
}
export declare const CHART_CHUNK: RegExp
export declare const CHART_SCREENS: string[]
export declare const SESSION_CHUNK: RegExp
export declare const DASHBOARD_SCREEN: string

export declare function gzSize(file: string): number
export declare function publicEntryFiles(): string[]
export declare function publicFirstLoadFiles(pageKey: string): string[]
export declare function publicVisitFiles(pageKey: string): string[]
export declare function publicStaticVisitFiles(): string[]
export declare function publicInteractionFiles(pageKey: string): string[]
export declare function isFormPage(pageKey: string): boolean
export declare function publicPageKeys(): string[]
export declare function chartChunkImporters(): string[]
export declare function dashboardFirstLoadFiles(): string[]

export type PageBytes = { page: string; bytes: number }
export type FileBytes = { file: string; bytes: number }

export declare function bundleSizes(): {
  publicEntry: number
  appEntry: number
  perPage: (PageBytes & { visitBytes: number })[]
  publicStaticFirstLoad: number
  publicFirstLoad: PageBytes & { visitBytes: number }
  publicStaticVisit: number
  publicFirstVisit: PageBytes
  formFirstVisit: PageBytes
  dashboardFirstLoad: number
  largestChunk: FileBytes
  chartChunk: FileBytes | null
}
export declare function printBundleSizes(): void
