// A server-rendered page whose form code waits for the visitor's first use (a key, a pointer, a
// touch or a focus): the server sends the page whole, so it paints and its fields take typing at
// once, and the form library (react-hook-form, ~13 KB gz) is not part of the first visit
// (scripts/bundle-sizes.mjs formFirstVisit; docs/decisions/0022-auth-forms-load-on-use.md).
//
// The page's part is a Suspense boundary that React leaves as the server's HTML until its code has
// arrived, then hydrates in place: what was typed stays in the fields, and react-hook-form reads it
// from them when it registers them. A submit made before then (Enter in a field, a click on the
// button, within the few milliseconds the code takes) is held, not sent natively, and sent again
// once the form is live.
import { Suspense, use, useEffect, type ComponentType } from 'react'

type Module<P> = { default: ComponentType<P> }

const USE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

function firstUse(): Promise<void> {
  return new Promise((resolve) => {
    const used = () => {
      for (const name of USE_EVENTS) document.removeEventListener(name, used, true)
      resolve()
    }
    for (const name of USE_EVENTS) document.addEventListener(name, used, { capture: true, passive: true })
    // a field focused before this ran (autofocus, or a visitor quicker than the script)
    if (document.activeElement && document.activeElement !== document.body) used()
  })
}

export type LoadOnUse<P> = ComponentType<P> & {
  /** Loads the part now (the server renders it whole: lazy-page.ts preloadPage waits for this). */
  preload(): Promise<unknown>
}

/**
 * The page `load` gives, hydrated on first use, or at once when `now()` says the page has work to
 * do on arrival (a link's token to verify, a sign-out to finish).
 */
export function loadOnUse<P extends object>(
  load: () => Promise<Module<P>>,
  { now = () => false }: { now?: () => boolean } = {},
): LoadOnUse<P> {
  const server = typeof document === 'undefined'
  let Loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  let wake = () => {}
  const woken = new Promise<void>((resolve) => {
    wake = resolve
  })
  const start = () => {
    wake()
    loading ??= load().then((m) => {
      Loaded = m.default
      return m.default
    })
    return loading
  }
  let waiting: Promise<ComponentType<P>> | undefined
  let live = false
  let held: HTMLFormElement | null = null

  if (!server) {
    document.addEventListener(
      'submit',
      (event) => {
        const form = event.target as HTMLFormElement
        if (live || !form.closest?.('[data-load-on-use]')) return
        event.preventDefault()
        held = form
        void start()
      },
      true,
    )
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per page module, at import (see Part)
  function Live({ children }: { children: React.ReactNode }) {
    useEffect(() => {
      live = true
      const form = held
      held = null
      if (form?.isConnected) form.requestSubmit()
    }, [])
    return children
  }

  const pending = () => {
    waiting ??= server || now() ? start() : Promise.race([firstUse(), woken]).then(start)
    return waiting
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per page module, at import, not in a render: its closure is that page's loading state
  function Part(props: P) {
    const Component = Loaded ?? use(pending())
    return (
      <Live>
        <Component {...props} />
      </Live>
    )
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per page module, at import (see Part)
  function OnUse(props: P) {
    return (
      <div className="contents" data-load-on-use="">
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    )
  }
  return Object.assign(OnUse, { preload: start })
}
