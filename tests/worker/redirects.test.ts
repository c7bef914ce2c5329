import { describe, expect, it } from 'vitest'
import { ALIAS_NOTICE, INVALID_LEGAL_NOTICE, resolveRedirect } from '../../shared/redirects'
import { get } from './helpers'
import { SPEC_ALIASES, SPEC_FIXED, SPEC_LEGAL_EXAMPLES, SPEC_LEGAL_GUESSES, SPEC_PREFIXES } from './spec-redirects'

async function expectRedirect(from: string, to: string, status: number) {
  const res = await get(from)
  expect(res.status, from).toBe(status)
  expect(res.headers.get('Location'), from).toBe(to)
  return res
}

describe('spec §2 fixed redirects and aliases (permanent)', () => {
  it.each([...SPEC_FIXED, ...SPEC_ALIASES])('%s → %s', async (from, to) => {
    const res = await expectRedirect(from, to, 301)
    const body = await res.text()
    expect(body).toContain(ALIAS_NOTICE)
    expect(body).toContain(`href="${to.replace(/&/g, '&amp;')}"`)
  })

  it.each(SPEC_FIXED.concat(SPEC_ALIASES))('%s lands on a page that is served (one hop)', async (from) => {
    const to = (await get(from)).headers.get('Location')!
    expect((await get(to)).status).toBe(200)
  })
})

describe('spec §2 unknown paths (temporary guesses)', () => {
  it.each(SPEC_PREFIXES)('prefix rule: %s → %s', async (from, to) => {
    await expectRedirect(from, to, 302)
  })

  it.each(SPEC_LEGAL_GUESSES)('legal-like: %s → %s with the notice', async (from, to) => {
    const res = await expectRedirect(from, to, 302)
    expect(await res.text()).toContain(INVALID_LEGAL_NOTICE)
  })

  it('anything else goes to /not-found, which answers 404 (as does /404)', async () => {
    await expectRedirect('/no-such-page', '/not-found', 302)
    await expectRedirect('/onboarding/unknown-step', '/not-found', 302)
    expect((await get('/not-found')).status).toBe(404)
    expect((await get('/404')).status).toBe(404)
    expect(await (await get('/not-found')).text()).toContain('Page not found')
  })

  it.each(SPEC_LEGAL_EXAMPLES)('the example legal URL %s reaches a legal page', async (path) => {
    let res = await get(path)
    if (res.status === 301) res = await get(res.headers.get('Location')!)
    expect(res.status).toBe(200)
    expect(await res.text()).toMatch(/Last updated/)
  })
})

describe('precedence', () => {
  it('serves a route the spec names rather than guessing', async () => {
    for (const path of ['/diagnostics', '/compliance', '/terms', '/privacy', '/dashboard', '/admin', '/legal']) {
      expect((await get(path)).status, path).toBe(200)
    }
  })

  it('an explicit alias beats a prefix rule', async () => {
    await expectRedirect('/companies', '/admin/entities?tab=companies', 301) // not comp → /compliance
    await expectRedirect('/system-health', '/admin/system-health', 301)
    await expectRedirect('/admin/users', '/admin/entities?tab=users', 301) // not adm → /admin
    await expectRedirect('/dashboard/account', '/dashboard/profile', 301)
  })

  it('unknown paths under /dashboard stay there and get the dashboard not-found page', async () => {
    const res = await get('/dashboard/no-such-screen')
    expect(res.status).toBe(200)
    expect(res.headers.get('Location')).toBeNull()
    expect(await res.text()).toContain('<div id="root"></div>')
  })

  it('sub-paths of /compliance belong to the compliance wrapper', async () => {
    expect((await get('/compliance/gdpr/requests')).status).toBe(200)
  })
})

describe('matching and query strings', () => {
  it('ignores case and a trailing slash', async () => {
    await expectRedirect('/Calendar/', '/dashboard', 301)
    await expectRedirect('/MY-LEADS', '/dashboard/leads', 301)
    await expectRedirect('/Dashboard/Account/', '/dashboard/profile', 301)
    expect((await get('/Pricing/')).status).toBe(200)
  })

  it('keeps the query string', async () => {
    await expectRedirect('/calendar?week=47&view=list', '/dashboard?week=47&view=list', 301)
    await expectRedirect('/users?page=2', '/admin/entities?tab=users&page=2', 301)
    await expectRedirect('/dashbord?x=1', '/dashboard?x=1', 302)
  })

  it('never loops: every target resolves to itself being served', () => {
    for (const [, to] of [...SPEC_FIXED, ...SPEC_ALIASES, ...SPEC_PREFIXES, ...SPEC_LEGAL_GUESSES]) {
      const url = new URL(to, 'http://x')
      expect(resolveRedirect(url.pathname, url.search), to).toBeNull()
    }
  })
})
