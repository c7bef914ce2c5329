// A test's local stand-in for a provider's API, started on 127.0.0.1 at a free port: its base URL
// and a close that also ends the connections a client kept alive (otherwise close waits for them);
// and a free port for a process a test starts itself.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
// @ts-expect-error plain ESM helper shared with the bench and perf scripts (as in e2e/global-setup.ts)
import { freePort as untypedFreePort } from '../scripts/serve.mjs'

/** A port nothing listens on now (the product's own scripts/serve.mjs finds them the same way). */
export const freePort = untypedFreePort as () => Promise<number>

export async function listenLocally(server: Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
