// Tests run inside the Workers runtime (workerd) with the Worker and bindings from wrangler.toml.
import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [cloudflareTest({ main: './worker/index.ts', wrangler: { configPath: './wrangler.toml' } })],
  test: {
    include: ['tests/worker/**/*.test.ts', 'tests/worker/**/*.test.tsx'],
  },
})
