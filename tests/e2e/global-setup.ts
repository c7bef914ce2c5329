// Starts the product the way `npm start` does — the local backend with fresh data (email
// confirmation on, so journeys go through the outbox) and the Worker under wrangler dev — on free
// ports, and hands the URLs to the browser tests.
import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
// @ts-expect-error plain ESM helper shared with the bench and perf scripts
import { startProduct } from '../../scripts/serve.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    backendUrl: string
  }
}

let stop: (() => void) | undefined

export async function setup(project: TestProject) {
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('Browser tests need Debian Chromium at /usr/bin/chromium: apt-get install -y chromium')
  }
  if (!existsSync('dist/client/.vite/public-manifest.json')) throw new Error('Run `npm run build` first')
  const product = await startProduct({ nodeEnv: 'development', backendEnv: { SUPABASE_AUTH_CONFIRM_EMAIL: 'true' } })
  stop = product.stop
  project.provide('baseUrl', product.baseUrl)
  project.provide('backendUrl', product.backendUrl)
}

export async function teardown() {
  stop?.()
}
