// @vitest-environment jsdom
// The auth forms as a user drives them, on the one form hook (client/lib/form.ts): a submit that
// signs in and leaves the page stays pending (no second sign-in while the next page loads), a
// failure re-enables the form with the message, and the sign-in form without an auth provider says
// so (spec §8). The pages' code loads on first use (lib/load-on-use.tsx): a submit made before it
// has arrived is held and sent once the form is live.
import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useZodForm, type SubmitResult } from '../../client/lib/form'
import { loadOnUse } from '../../client/lib/load-on-use'
import { EmailSchema } from '../../client/features/auth/schemas'
import { LoginForm } from '../../client/features/auth/login-form'
import type { AuthClient } from '../../client/features/auth/api'
import { AuthProvider } from '../../client/features/auth/auth-provider'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
let container: HTMLDivElement

function EmailForm({
  submit,
  leave,
}: {
  submit(values: { email: string }): Promise<SubmitResult>
  leave(url: string): void
}) {
  const form = useZodForm(EmailSchema, submit, { leave, defaultValues: { email: 'ada@example.com' } })
  return (
    <form onSubmit={form.onSubmit}>
      <input {...form.field('email')} />
      {form.formError && <p role="alert">{form.formError}</p>}
      <button type="submit" disabled={form.pending}>
        Send
      </button>
    </form>
  )
}

async function mount(node: React.ReactNode) {
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
  await act(async () => root!.render(node))
}
const submitForm = () =>
  container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
const button = () => container.querySelector('button[type="submit"]') as HTMLButtonElement
const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)))
/** Types as a browser does: the value, then an input event (the form library listens to it). */
function type(name: string, value: string) {
  const el = container.querySelector(`input[name="${name}"]`) as HTMLInputElement
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value)
  el.dispatchEvent(new Event('input', { bubbles: true }))
}

beforeEach(() => {
  document.body.innerHTML = ''
})
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
})

describe('an auth form on the one form hook', () => {
  it('a submit that leaves the page stays pending; further submits are ignored', async () => {
    const submit = vi.fn(async () => ({ leaveTo: '/dashboard' }))
    const leave = vi.fn()
    await mount(<EmailForm submit={submit} leave={leave} />)
    await act(async () => {
      submitForm()
      submitForm() // a double click: same tick, before any re-render
    })
    await vi.waitFor(() => expect(leave).toHaveBeenCalled())
    await settle()
    expect(submit).toHaveBeenCalledTimes(1)
    expect(leave.mock.calls).toEqual([['/dashboard']])
    expect(button().disabled).toBe(true)
    await act(async () => submitForm())
    await settle()
    expect(submit).toHaveBeenCalledTimes(1)
    expect(button().disabled).toBe(true)
  })

  it('a failure shows the message and lets the user try again', async () => {
    const submit = vi.fn(async () => 'Invalid login credentials')
    await mount(<EmailForm submit={submit} leave={vi.fn()} />)
    await act(async () => submitForm())
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe('Invalid login credentials'),
    )
    await settle()
    expect(button().disabled).toBe(false)
    await act(async () => submitForm())
    await settle()
    expect(submit).toHaveBeenCalledTimes(2)
  })
})

describe('the sign-in form', () => {
  it("without an auth provider, signing in answers 'Auth context not available'", async () => {
    await mount(<LoginForm />)
    await act(async () => {
      type('email', 'ada@example.com')
      type('password', 'secret-pass')
    })
    await act(async () => submitForm())
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe('Auth context not available'),
    )
    await settle()
    expect(button().disabled).toBe(false)
  })
})

describe('the sign-in form’s messages (spec §5, §8), with the field hints beside them', () => {
  const MISSING = 'You must provide either an email or phone number and a password'
  const fill = (email: string, password: string) =>
    act(async () => {
      type('email', email)
      type('password', password)
    })
  const alert = () => container.querySelector('[role="alert"]')?.textContent
  const hints = () => [...container.querySelectorAll('.field-error')].map((e) => `${e.id}: ${e.textContent}`)

  /** A sign-in client whose password sign-in does what the test says (nothing else is called). */
  function withClient(signIn: AuthClient['auth']['signInWithPassword']) {
    const calls: string[] = []
    const client = {
      auth: {
        signInWithPassword: (credentials: { email: string; password: string }) => {
          calls.push(credentials.email)
          return signIn(credentials)
        },
      },
    } as unknown as AuthClient
    return {
      calls,
      node: (
        <AuthProvider client={async () => client} followSession={false}>
          <LoginForm />
        </AuthProvider>
      ),
    }
  }

  it("neither email nor password: 'You must provide either an email or phone number and a password', each field its hint, no sign-in", async () => {
    const { calls, node } = withClient(async () => ({ data: { user: null }, error: null }))
    await mount(node)
    await fill('', '')
    await act(async () => submitForm())
    await vi.waitFor(() => expect(alert()).toBe(MISSING))
    expect(hints()).toEqual(['email-error: Enter your email address', 'password-error: Enter your password'])
    await fill('ada@example.com', '')
    await act(async () => submitForm())
    await vi.waitFor(() => expect(hints()).toEqual(['password-error: Enter your password']))
    expect(alert()).toBe(MISSING)
    expect(calls).toEqual([])
  })

  it('a malformed email with a password keeps only the field hint', async () => {
    const { calls, node } = withClient(async () => ({ data: { user: null }, error: null }))
    await mount(node)
    await fill('not-an-email', 'secret-pass')
    await act(async () => submitForm())
    await vi.waitFor(() => expect(hints()).toEqual(['email-error: Enter a valid email address']))
    expect(alert()).toBeUndefined()
    expect(calls).toEqual([])
  })

  it('a thrown exception shows its own message, word for word', async () => {
    const { node } = withClient(() => Promise.reject(new TypeError('Failed to fetch')))
    await mount(node)
    await fill('ada@example.com', 'secret-pass')
    await act(async () => submitForm())
    await vi.waitFor(() => expect(alert()).toBe('Failed to fetch'))
    expect(button().disabled).toBe(false)
  })

  it("an exception without a message: 'Unexpected login error'; no user returned: 'Login failed'", async () => {
    await mount(withClient(() => Promise.reject('no message')).node)
    await fill('ada@example.com', 'secret-pass')
    await act(async () => submitForm())
    await vi.waitFor(() => expect(alert()).toBe('Unexpected login error'))
    await act(async () => root?.unmount())
    await mount(withClient(async () => ({ data: { user: null }, error: null })).node)
    await fill('ada@example.com', 'secret-pass')
    await act(async () => submitForm())
    await vi.waitFor(() => expect(alert()).toBe('Login failed'))
  })

  it("the auth service's message is shown as it is", async () => {
    await mount(
      withClient(async () => ({ data: { user: null }, error: { message: 'Invalid login credentials' } })).node,
    )
    await fill('ada@example.com', 'wrong')
    await act(async () => submitForm())
    await vi.waitFor(() => expect(alert()).toBe('Invalid login credentials'))
  })
})

describe('an auth page’s form loads on first use (lib/load-on-use.tsx)', () => {
  /** The page as the Worker sends it (its part loaded and rendered whole), then hydrated as the browser does: nothing used yet. */
  async function serverPageHydrated(load: () => Promise<{ default: () => React.ReactNode }>) {
    const OnServer = loadOnUse(load)
    await OnServer.preload()
    const html = renderToString(<OnServer />)
    vi.mocked(load).mockClear()
    container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    const InBrowser = loadOnUse(load)
    await act(async () => {
      root = hydrateRoot(container, <InBrowser />)
    })
    await settle()
  }

  it('the server’s form takes typing before its code loads; a submit made then is held and sent once the form is live', async () => {
    const submit = vi.fn(async (_values: { email: string }) => 'Sent')
    const Form = () => <EmailForm submit={submit} leave={vi.fn()} />
    const load = vi.fn(async () => ({ default: Form }))
    await serverPageHydrated(load)
    expect(load).not.toHaveBeenCalled() // nothing used yet: the form library is not fetched
    expect(container.querySelector('input[name="email"]')).not.toBeNull()

    // typed while the code is not there yet, then sent at once: held, not submitted natively
    ;(container.querySelector('input[name="email"]') as HTMLInputElement).value = 'grace@example.com'
    const event = new Event('submit', { bubbles: true, cancelable: true })
    await act(async () => void container.querySelector('form')!.dispatchEvent(event))
    expect(event.defaultPrevented).toBe(true)
    await act(async () => vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1)))
    expect(load).toHaveBeenCalledTimes(1)
    expect(submit.mock.calls[0]![0]).toEqual({ email: 'grace@example.com' })
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('Sent'))
  })

  it('a key, pointer or focus loads it without a submit', async () => {
    const load = vi.fn(async () => ({ default: () => <EmailForm submit={vi.fn(async () => null)} leave={vi.fn()} /> }))
    await serverPageHydrated(load)
    expect(load).not.toHaveBeenCalled()
    await act(
      async () => void container.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    )
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
