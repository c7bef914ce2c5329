// The one support address the Worker puts on every page: the one a platform admin set wins over the
// deployment's SUPPORT_EMAIL; blank, unreadable or without a service key, SUPPORT_EMAIL.
import { beforeEach, describe, expect, it } from 'vitest'
import type { Config } from '../../worker/env'
import { forgetSupportAddress, readAdminAddress, supportAddress } from '../../worker/render/support-address'

const config = {
  supabaseUrl: 'http://db.test',
  supabaseServiceRoleKey: 'service-role-key-for-tests',
  supportEmail: 'support@deploy.example',
} as Config
const context = (c: Partial<Config> = {}) =>
  ({ get: () => ({ ...config, ...c }), executionCtx: { waitUntil() {} } }) as never
const answering = (rows: unknown, status = 200) => (async () => Response.json(rows, { status })) as typeof fetch

beforeEach(forgetSupportAddress)

describe('the support address', () => {
  it('reads the admin’s setting with the service-role key, the one column', async () => {
    let asked: [string, RequestInit | undefined] | null = null
    const fetcher = (async (url: string, init?: RequestInit) => {
      asked = [url, init]
      return Response.json([{ support_email: ' help@admin.example ' }])
    }) as typeof fetch
    expect(await readAdminAddress(config, fetcher)).toBe('help@admin.example')
    expect(asked![0]).toBe('http://db.test/rest/v1/platform_settings?select=support_email&id=eq.true')
    expect((asked![1]!.headers as Record<string, string>).apikey).toBe('service-role-key-for-tests')
  })

  it('the admin’s address wins; a blank one, a failure or no service key leaves SUPPORT_EMAIL', async () => {
    expect(await supportAddress(context(), answering([{ support_email: 'help@admin.example' }]))).toBe(
      'help@admin.example',
    )
    forgetSupportAddress()
    expect(await supportAddress(context(), answering([{ support_email: '' }]))).toBe('support@deploy.example')
    forgetSupportAddress()
    expect(await supportAddress(context(), answering({ message: 'down' }, 503))).toBe('support@deploy.example')
    forgetSupportAddress()
    expect(await supportAddress(context({ supabaseServiceRoleKey: undefined }), answering([]))).toBe(
      'support@deploy.example',
    )
    forgetSupportAddress()
    expect(await supportAddress(context({ supportEmail: undefined }), answering([{ support_email: '' }]))).toBeNull()
  })

  it('asks the database once a minute at most per isolate', async () => {
    let asks = 0
    const fetcher = (async () => {
      asks++
      return Response.json([{ support_email: 'help@admin.example' }])
    }) as typeof fetch
    for (let i = 0; i < 5; i++) expect(await supportAddress(context(), fetcher)).toBe('help@admin.example')
    expect(asks).toBe(1)
  })
})
