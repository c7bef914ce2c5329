import { describe, expect, it } from 'vitest'
import {
  ALIAS_NOTICE,
  ALIAS_TABLE,
  INVALID_LEGAL_NOTICE,
  resolveRedirect,
  takeRedirectNotice,
} from '../../shared/redirects'
import { get } from './helpers'
import {
  SPEC_ALIASES,
  SPEC_FIXED,
  SPEC_LEGAL_GUESSES,
  SPEC_LEGAL_PAGES,
  SPEC_PREFIXES,
  SPEC_SIGN_OUT,
} from './spec-redirects'

// The target page learns which notice to show from a fixed code the resolver appends.
type Notice = 'moved' | 'invalid-legal-route' | null
const withNotice = (to: string, notice: Notice) =>
  notice ? `${to}${to.includes('?') ? '&' : '?'}notice=${notice}` : to

async function expectRedirect(from: string, to: string, status: number, notice: Notice = 'moved') {
  const res = await get(from)
  expect(res.status, from).toBe(status)
  expect(res.headers.get('Location'), from).toBe(withNotice(to, notice))
  return res
}

describe('spec §2 redirects (permanent)', () => {
  it.each(SPEC_ALIASES)('alias %s → %s, with the notice', async (from, to) => {
    const res = await expectRedirect(from, to, 301)
    const body = await res.text()
    expect(body).toContain(ALIAS_NOTICE)
    expect(body).toContain(`href="${withNotice(to, 'moved').replace(/&/g, '&amp;')}"`)
    expect(body).toContain(`Continue to ${to.split('?')[0]}</a>`)
  })

  // The spec gives the notice to the "Alias redirects" table only.
  it.each(SPEC_FIXED)('fixed redirect %s → %s, without the notice', async (from, to) => {
    const res = await expectRedirect(from, to, 301, null)
    const body = await res.text()
    expect(body).not.toContain(ALIAS_NOTICE)
    expect(body).toContain(`Continue to ${to}</a>`)
  })

  it('/logout → /login?logout=1 without the notice: the login page says only "You have been signed out."', async () => {
    const res = await expectRedirect(...SPEC_SIGN_OUT, 301, null)
    expect(await res.text()).not.toContain(ALIAS_NOTICE)
  })

  it.each([...SPEC_FIXED, ...SPEC_ALIASES, SPEC_SIGN_OUT])(
    '%s lands on a page that is served (one hop)',
    async (from) => {
      const to = (await get(from)).headers.get('Location')!
      expect((await get(to)).status).toBe(200)
    },
  )
})

describe('spec §2 legal pages answer at the spec’s addresses', () => {
  it.each(SPEC_LEGAL_PAGES)(
    '%s answers 200 with "%s", no redirect, and names itself canonical',
    async (path, title) => {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('Location')).toBeNull()
      const html = await res.text()
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
      expect(html).toMatch(/Last updated/)
      expect(html).toContain(`<link rel="canonical" href="http://boardroom.test${path}"/>`)
    },
  )

  it('/terms (a spec public page) shows the terms, canonical at /legal/terms-of-service', async () => {
    const res = await get('/terms')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<link rel="canonical" href="http://boardroom.test/legal/terms-of-service"/>')
  })

  it('every legal page links the others at their own addresses (no link is a redirect)', async () => {
    const html = await (await get('/legal')).text()
    for (const [path] of SPEC_LEGAL_PAGES) expect(html, path).toContain(`href="${path}"`)
    expect(html).not.toMatch(
      /href="\/legal\/(privacy-policy|cookie-policy|refund-policy|messaging-consent|gdpr|cookie-settings)"/,
    )
  })
})

describe('spec §2 admin integration pages under /admin', () => {
  // clearbit's page is titled after the service that really runs enrichment (ADR 0020)
  it.each([
    ['notion', 'Notion'],
    ['stripe', 'Stripe'],
    ['clearbit', 'People Data Labs'],
    ['calendly', 'Calendly'],
  ])('/admin/%s is the page (%s); /admin/integrations/… leads there in one hop, silently', async (name, title) => {
    const page = await get(`/admin/${name}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('Location')).toBeNull()
    expect(await page.text()).toContain(`<title>${title} integration`)
    await expectRedirect(`/admin/integrations/${name}`, `/admin/${name}`, 301, null)
  })
})

describe('spec §2 unknown paths (temporary guesses)', () => {
  it.each(SPEC_PREFIXES)(
    'prefix rule: %s → %s, without the notice (an index page is not "the correct page")',
    async (from, to) => {
      const res = await expectRedirect(from, to, 302, null)
      expect(await res.text()).not.toContain(ALIAS_NOTICE)
    },
  )

  it.each(SPEC_LEGAL_GUESSES)('legal-like: %s → %s with the notice', async (from, to) => {
    const res = await expectRedirect(from, to, 302, 'invalid-legal-route')
    expect(await res.text()).toContain(INVALID_LEGAL_NOTICE)
  })

  it('anything else goes to /not-found, which answers 404 (as does /404)', async () => {
    await expectRedirect('/no-such-page', '/not-found', 302, null)
    await expectRedirect('/onboarding/unknown-step', '/not-found', 302, null)
    expect(await (await get('/no-such-page')).text()).not.toContain(ALIAS_NOTICE)
    expect((await get('/not-found')).status).toBe(404)
    expect((await get('/404')).status).toBe(404)
    expect(await (await get('/not-found')).text()).toContain('Page not found')
  })
})

describe('precedence', () => {
  it('serves a route the spec names rather than guessing', async () => {
    for (const path of [
      '/diagnostics',
      '/compliance',
      '/terms',
      '/privacy',
      '/gdpr',
      '/cookie-policy',
      '/dashboard',
      '/admin',
      '/admin/notion',
      '/legal',
    ]) {
      expect((await get(path)).status, path).toBe(200)
    }
  })

  it('an explicit alias beats a prefix rule', async () => {
    await expectRedirect('/companies', '/admin/entities?tab=companies', 301) // not comp → /compliance
    await expectRedirect('/system-health', '/admin/system-health', 301)
    await expectRedirect('/admin/users', '/admin/entities?tab=users', 301) // not adm → /admin
    await expectRedirect('/dashboard/account', '/dashboard/profile', 301, null)
  })

  it('unknown paths under /dashboard stay there and get the dashboard not-found page', async () => {
    const res = await get('/dashboard/no-such-screen')
    expect(res.status).toBe(404)
    expect(res.headers.get('Location')).toBeNull()
    expect(await res.text()).toContain('<div id="root"></div>')
  })

  it('sub-paths of /compliance belong to the compliance wrapper', async () => {
    const res = await get('/compliance/gdpr/requests')
    expect(res.status).toBe(200)
    expect(res.headers.get('Location')).toBeNull()
    const html = await res.text()
    expect(html).toContain('<title>Compliance centre')
    expect(html).toMatch(/<script type="module" src="\/assets\/app-entry-[^"]+\.js"/)
  })
})

describe('matching and query strings', () => {
  it('ignores case and a trailing slash', async () => {
    await expectRedirect('/Calendar/', '/dashboard', 301, null)
    await expectRedirect('/MY-LEADS', '/dashboard/leads', 301, null)
    await expectRedirect('/Dashboard/Account/', '/dashboard/profile', 301, null)
    await expectRedirect('/Board-Room/', '/dashboard/strategies', 301)
    expect((await get('/Pricing/')).status).toBe(200)
  })

  it('keeps the query string', async () => {
    await expectRedirect('/calendar?week=47&view=list', '/dashboard?week=47&view=list', 301, null)
    await expectRedirect('/users?page=2', '/admin/entities?tab=users&page=2', 301)
    await expectRedirect('/dashbord?x=1', '/dashboard?x=1', 302, null)
    await expectRedirect('/privacy-statement-2019?lang=de', '/privacy?lang=de', 302, 'invalid-legal-route')
  })

  it('never loops: every target, in the spec lists and the whole alias table, is served', () => {
    const targets = [
      ...SPEC_FIXED,
      ...SPEC_ALIASES,
      ...SPEC_PREFIXES,
      ...SPEC_LEGAL_GUESSES,
      ...Object.values(ALIAS_TABLE).map((row) => ['', row.to]),
    ].map(([, to]) => to)
    for (const to of targets) {
      const url = new URL(to, 'http://x')
      expect(resolveRedirect(url.pathname, url.search), to).toBeNull()
    }
  })
})

describe('unknown legal-like paths with no single matching document go to /legal', () => {
  it.each([
    '/legal-notice',
    '/legals',
    '/policies',
    '/imprint',
    '/disclaimer',
    '/acceptable-use',
    '/dpa',
    '/user-agreement',
  ])('%s → /legal', async (from) => {
    const res = await expectRedirect(from, '/legal', 302, 'invalid-legal-route')
    expect(await res.text()).toContain(INVALID_LEGAL_NOTICE)
  })

  it.each(['/ccpa', '/do-not-sell-my-info'])('%s → the privacy policy (US privacy rights live there)', async (from) => {
    await expectRedirect(from, '/privacy', 302, 'invalid-legal-route')
  })
})

describe('the notice a redirected page shows (spec §2, §8)', () => {
  it('reads the fixed code, gives the notice and the query without it', () => {
    expect(takeRedirectNotice('?tab=users&notice=moved')).toEqual({ notice: ALIAS_NOTICE, search: '?tab=users' })
    expect(takeRedirectNotice('?notice=invalid-legal-route')).toEqual({ notice: INVALID_LEGAL_NOTICE, search: '' })
  })

  it('ignores unknown codes: no text is ever reflected from the URL', () => {
    expect(takeRedirectNotice('?notice=%3Cscript%3E')).toBeNull()
    expect(takeRedirectNotice('?notice=Redirecting+to+evil')).toBeNull()
    expect(takeRedirectNotice('')).toBeNull()
  })

  it('a code already in the query does not pile up: the redirect sets its own, once', async () => {
    await expectRedirect('/board?notice=invalid-legal-route&view=list', '/dashboard/strategies?view=list', 301)
    expect(takeRedirectNotice('?notice=moved&notice=moved')).toEqual({ notice: ALIAS_NOTICE, search: '' })
  })

  it('a code typed into a fall-back address does not survive it', async () => {
    await expectRedirect('/dashxyz?notice=moved', '/dashboard', 302, null)
    await expectRedirect('/admin/xyz?notice=moved&a=1', '/admin?a=1', 302, null)
  })
})
