// Projects: the Worker's tests run inside the Workers runtime (workerd) with the bindings of
// wrangler.toml; the size budgets read the build output in Node; the browser tests (`npm run
// test:e2e`) drive Debian's Chromium against the product served by wrangler dev.
import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            // No Worker test reaches the network: whatever runs on this machine (`npm start` on the
            // backend port of wrangler.toml, for one) is never asked. Every outbound request fails
            // as an unreachable backend does; a test that needs an answer injects its own fetch.
            miniflare: { outboundService: () => Promise.reject(new Error('No network in the Worker tests')) },
          }),
        ],
        // Cold module transforms inside workerd can take seconds on a loaded CI machine.
        test: { name: 'worker', include: ['tests/worker/**/*.test.{ts,tsx}'], testTimeout: 20_000 },
      },
      {
        test: { name: 'perf', include: ['tests/perf/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        test: {
          name: 'backend',
          include: ['tests/backend/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
          // A poll waits for what a user would see; a loaded 2-core machine can take seconds to get
          // there (lazy chunks, supabase-js, queries), and a test must not fail on timing alone.
          expect: { poll: { timeout: 5_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
})
