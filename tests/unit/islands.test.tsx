// @vitest-environment jsdom
// Static pages hydrate only their islands (client/islands.tsx, docs/decisions/0031): the header
// hydrates as a root of its own over the server's HTML of the whole page, adopting its nodes without
// a mismatch, and its controls work; the rest of the page is left as the server sent it. Every page
// not listed to hydrate whole is static, and has nothing that would need hydrating: no state,
// effect or store, no handler (a new page with any fails here until it is listed).
import { act } from 'react'
import * as ReactDomClient from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../shared/constants'
import { matchRoute, ROUTES } from '../../shared/routes'
import { hydrateIslands, ISLANDS } from '../../client/islands'
import { preloadPage } from '../../client/lazy-page'
import { pageInfo } from '../../client/page-info'
import { isStaticPage, PUBLIC_PAGES } from '../../client/pages'
import { PublicApp, PublicContext } from '../../client/public-app'

// Which hooks the pages call, through the 'react' module every source file imports.
const hooksUsed = new Set<string>()
vi.mock('react', async (importOriginal) => {
  const React = await importOriginal<typeof import('react')>()
  const watch = <K extends keyof typeof React>(name: K) =>
    ((...args: unknown[]) => {
      hooksUsed.add(name)
      return (React[name] as (...a: unknown[]) => unknown)(...args)
    }) as (typeof React)[K]
  const watched = {
    useState: watch('useState'),
    useReducer: watch('useReducer'),
    useEffect: watch('useEffect'),
    useLayoutEffect: watch('useLayoutEffect'),
    useInsertionEffect: watch('useInsertionEffect'),
    useSyncExternalStore: watch('useSyncExternalStore'),
    useTransition: watch('useTransition'),
    useActionState: watch('useActionState'),
    useOptimistic: watch('useOptimistic'),
    use: watch('use'),
  }
  return { ...React, ...watched, default: { ...React, ...watched } }
})

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

const SUPPORT = 'help@boardroom.example'
/** Hooks that make a component change after it is mounted, or hold what a user changes. */
const STATEFUL = [
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useSyncExternalStore',
  'useTransition',
  'useActionState',
  'useOptimistic',
  'use',
]

let errors: string[] = []
beforeAll(() => {
  // jsdom has no media queries: the device prefers dark.
  window.matchMedia = ((query: string) => ({
    matches: query.includes('dark'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia
})
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args.map(String).join(' ')))
  localStorage.clear()
})
afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
  delete document.documentElement.dataset.hydrated
})

/** The server's HTML of a public page, as the Worker renders it (worker/render/page.tsx), in the document. */
async function serve(path: string) {
  const route = matchRoute(path)!
  await preloadPage(route.id)
  document.body.innerHTML = `<div id="root">${renderToString(<PublicApp page={pageInfo(route)} supportEmail={SUPPORT} />)}</div>`
}

// The islands hydrate as the browser runs them, on React's own scheduler (not inside act(), whose
// queue would hold the commits hydrateIslands waits for). Their roots are kept, to be unmounted
// after each test: nothing of a test may still run once the document is gone.
const roots: ReactDomClient.Root[] = []
const keep = <R extends ReactDomClient.Root>(root: R) => {
  roots.push(root)
  return root
}
const recorded = {
  hydrateRoot: ((...args: Parameters<typeof ReactDomClient.hydrateRoot>) =>
    keep(ReactDomClient.hydrateRoot(...args))) as typeof ReactDomClient.hydrateRoot,
  createRoot: ((...args: Parameters<typeof ReactDomClient.createRoot>) =>
    keep(ReactDomClient.createRoot(...args))) as typeof ReactDomClient.createRoot,
}
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount()
})
const hydrate = (path: string) => hydrateIslands(recorded, pageInfo(matchRoute(path)!), SUPPORT)
/** Lets React's scheduler run what an event scheduled. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('a static page hydrates its header alone', () => {
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false
  })

  it('/pricing: the header adopts the server’s nodes without a mismatch; the page is left as it was', async () => {
    await serve('/pricing')
    const brand = document.querySelector('header .brand')
    const main = document.querySelector('main')!.innerHTML
    expect(document.querySelectorAll('[data-island]')).toHaveLength(1)
    await hydrate('/pricing')
    expect(errors).toEqual([])
    expect(document.querySelector('header .brand')).toBe(brand) // hydrated, not rendered again
    expect(document.querySelector('main')!.innerHTML).toBe(main)
    expect(document.documentElement.dataset.hydrated).toBe('true')
    const current = document.querySelector('header nav[aria-label="Main"] [aria-current="page"]')
    expect(current?.textContent).toBe('Pricing')
  })

  it('the header’s theme control works once hydrated: the choice is applied and kept', async () => {
    await serve('/')
    await hydrate('/')
    const select = document.querySelector('#header-theme') as HTMLElement & { value: string }
    expect(document.querySelector('label[for="header-theme"]')?.textContent).toBe('Theme')
    expect(select.value).toBe('dark')
    select.value = 'light'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await settle()
    expect(document.documentElement.classList.contains('light')).toBe(true)
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light')
  })

  it('the Menu button is live: pressing it says the sheet is open', async () => {
    await serve('/')
    await hydrate('/')
    const menu = () =>
      [...document.querySelectorAll<HTMLButtonElement>('header button')].find((b) => b.textContent?.includes('Menu'))!
    expect(menu().getAttribute('aria-expanded')).toBe('false')
    menu().click()
    await settle()
    // the sheet's code loads on this first press; the button says the sheet is open meanwhile
    expect(menu().getAttribute('aria-expanded')).toBe('true')
  })

  it('a header hydrated for another page than the server rendered is caught (the check above can fail)', async () => {
    await serve('/pricing')
    await hydrate('/')
    expect(errors.join('\n')).toMatch(/hydrat/i)
  })

  it('every island the public pages name has its contents here', async () => {
    const named = new Set<string>()
    for (const route of ROUTES.filter((r) => r.render === 'ssr')) {
      await serve(route.path)
      for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) named.add(el.dataset.island!)
    }
    expect([...named].filter((name) => !ISLANDS[name])).toEqual([])
    expect([...named]).toEqual(['site-header'])
  })
})

const STATIC_PAGES = Object.keys(PUBLIC_PAGES).filter(isStaticPage)

describe('a static page has nothing to hydrate', () => {
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
  })

  it('the marketing and legal pages are static; the forms, the cookie settings and the not-found pages are not', () => {
    for (const id of ['home', 'pricing', 'faq', 'legal-privacy-policy']) expect(isStaticPage(id), id).toBe(true)
    for (const id of ['login', 'signup', 'legal-cookie-settings', 'not-found', 'no-such-page'])
      expect(isStaticPage(id), id).toBe(false)
    expect(STATIC_PAGES).toHaveLength(23)
  })

  it.each(STATIC_PAGES)('%s: no state, effect or store, and no event handler', async (id) => {
    const Page = (await PUBLIC_PAGES[id]()).default
    const page = (
      <PublicContext pathname="/" supportEmail={SUPPORT}>
        <Page />
      </PublicContext>
    )
    hooksUsed.clear()
    renderToString(page)
    expect([...hooksUsed].filter((hook) => STATEFUL.includes(hook))).toEqual([])
    // Rendered in the browser: no element carries a handler (React keeps an element's props on it).
    const container = document.body.appendChild(document.createElement('div'))
    const root = ReactDomClient.createRoot(container)
    await act(async () => root.render(page))
    const handlers = [...container.querySelectorAll('*')].flatMap((el) => {
      const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'))
      const props = key ? (el as unknown as Record<string, Record<string, unknown>>)[key] : {}
      return Object.keys(props)
        .filter((p) => /^on[A-Z]/.test(p))
        .map((p) => `<${el.tagName.toLowerCase()}> ${p}`)
    })
    expect(handlers).toEqual([])
    act(() => root.unmount())
  })

  it('the check finds what a page that is not static has (the not-found page’s way back, the cookie settings)', async () => {
    for (const id of ['not-found', 'legal-cookie-settings']) {
      const Page = (await PUBLIC_PAGES[id]()).default
      hooksUsed.clear()
      renderToString(
        <PublicContext pathname="/" supportEmail={SUPPORT}>
          <Page />
        </PublicContext>,
      )
      expect([...hooksUsed].filter((hook) => STATEFUL.includes(hook)).length, id).toBeGreaterThan(0)
    }
  })
})
