// One support address on every page, from configuration: the footer, the legal pages and the
// contact page show the deployment's SUPPORT_EMAIL (wrangler.toml) until a platform admin sets one
// (worker/render/support-address.ts; these tests have no database, so the setting is unread), and the
// document hands the same address to the browser so the hydrated page agrees. No other address
// (the old constant's support@boardroom-ai.app) appears anywhere.
import { describe, expect, it } from 'vitest'
import { legalPath } from '../../shared/legal-pages'
import { get, getWith } from './helpers'

const config = (html: string) =>
  JSON.parse(/<script type="application\/json" id="app-config">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
    supportEmail?: string | null
  }

describe('the support address', () => {
  it.each(['/', '/contact', legalPath('terms-of-service'), legalPath('refund-policy'), legalPath('messaging-consent')])(
    '%s shows SUPPORT_EMAIL and no other support address',
    async (path) => {
      const html = await (await get(path)).text()
      expect(html).toContain('href="mailto:support@boardroom.local"')
      expect(html).not.toMatch(/support@boardroom-ai\.app/)
      expect(config(html).supportEmail).toBe('support@boardroom.local')
    },
  )

  it('the footer says "© Boardroom AI, Inc. · Questions:" without a doubled full stop', async () => {
    const html = await (await get('/')).text()
    expect(html).toMatch(/© <!-- -->Boardroom AI, Inc\.<!-- --> · Questions:/)
    expect(html).not.toContain('Inc..')
  })

  it('another deployment’s SUPPORT_EMAIL is the address its pages show; without one, the contact page', async () => {
    const other = await (await getWith({ SUPPORT_EMAIL: 'help@example.org' }, '/')).text()
    expect(other).toContain('href="mailto:help@example.org"')
    expect(other).not.toContain('support@boardroom.local')
    const none = await (await getWith({ SUPPORT_EMAIL: '' }, '/')).text()
    expect(none).not.toContain('mailto:support@')
    expect(none).toMatch(/Questions:(<!-- -->)? <a href="\/contact">contact us<\/a>/)
    expect(config(none).supportEmail).toBeNull()
  })
})
