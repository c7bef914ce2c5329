// @vitest-environment jsdom
// The auth forms as a user drives them: a submit that signs in and leaves the page stays pending
// (no second sign-in while the next page loads), a failure re-enables the form with the message,
// and the sign-in form without an auth provider says so (spec §8).
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SubmitOutcome } from '../../client/features/auth/use-form'
import { useForm } from '../../client/features/auth/use-form'
import { LoginForm } from '../../client/features/auth/login-page'
import type { AuthClient } from '../../client/features/auth/api'
import { AuthProvider } from '../../client/features/auth/auth-provider'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
let container: HTMLDivElement

function EmailForm({ submit, leave }: { submit(values: { email: string }): Promise<SubmitOutcome>; leave(url: string): void }) {
  const form = useForm('EmailSchema', submit, { leave })
  return (
    <form onSubmit={form.onSubmit}>
      <input name="email" defaultValue="ada@example.com" />
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
const submitForm = () => container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
const button = () => container.querySelector('button[type="submit"]') as HTMLButtonElement
const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)))

beforeEach(() => {
  document.body.innerHTML = ''
})
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
})

describe('useForm', () => {
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
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('Invalid login credentials'))
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
    ;(container.querySelector('input[name="email"]') as HTMLInputElement).value = 'ada@example.com'
    ;(container.querySelector('input[name="password"]') as HTMLInputElement).value = 'secret-pass'
    await act(async () => submitForm())
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('Auth context not available'))
    await settle()
    expect(button().disabled).toBe(false)
  })
})

describe('the sign-in form’s messages (spec §5, §8), with the field hints beside them', () => {
  const MISSING = 'You must provide either an email or phone number and a password'
  const fill = (email: string, password: string) => {
    ;(container.querySelector('input[name="email"]') as HTMLInputElement).value = email
    ;(container.querySelector('input[name="password"]') as HTMLInputElement).value = password
  }
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
    return { calls, node: <AuthProvider client={async () => client} followSession={false}><LoginForm /></AuthProvider> }
  }

  it("neither email nor password: 'You must provide either an email or phone number and a password', each field its hint, no sign-in", async () => {
    const { calls, node } = withClient(async () => ({ data: { user: null }, error: null }))
    await mount(node)
    fill('', '')
    await act(async () => submitForm())
    await vi.waitFor(() => expect(alert()).toBe(MISSING))
    expect(hints()).toEqual(['email-error: Enter your email address', 'password-error: Enter your password'])
    fill('ada@example.com', '')
    await act(async () => submitForm())
    await vi.waitFor(() => expect(hints()).toEqual(['password-error: Enter your password']))
    expect(alert()).toBe(MISSING)
    expect(calls).toEqual([])
  })

  it('a malformed email with a password keeps only the field hint', async () => {
    const { calls, node } = withClient(async () => ({ data: { user: null }, error: null }))
    await mount(node)
    fill('not-an-email', 'secret-pass')
    await act(async () => submitForm())
    await vi.waitFor(() => expect(hints()).toEqual(['email-error: Enter a valid email address']))
    expect(alert()).toBeUndefined()
    expect(calls).toEqual([])
  })

  it('a thrown exception shows its own message, word for word', async () => {
    const { node } = withClient(() => Promise.reject(new TypeError('Failed to fetch')))
    await mount(node)
    fill('ada@example.com', 'secret-pass')
    await act(async () => submitForm())
    await vi.waitFor(() => expect(alert()).toBe('Failed to fetch'))
    expect(button().disabled).toBe(false)
  })

  it("an exception without a message: 'Unexpected login error'; no user returned: 'Login failed'", async () => {
    await mount(withClient(() => Promise.reject('no message')).node)
    fill('ada@example.com', 'secret-pass')
    await act(async () => submitForm())
    await vi.waitFor(() => expect(alert()).toBe('Unexpected login error'))
    await act(async () => root?.unmount())
    await mount(withClient(async () => ({ data: { user: null }, error: null })).node)
    fill('ada@example.com', 'secret-pass')
    await act(async () => submitForm())
    await vi.waitFor(() => expect(alert()).toBe('Login failed'))
  })

  it("the auth service's message is shown as it is", async () => {
    await mount(withClient(async () => ({ data: { user: null }, error: { message: 'Invalid login credentials' } })).node)
    fill('ada@example.com', 'wrong')
    await act(async () => submitForm())
    await vi.waitFor(() => expect(alert()).toBe('Invalid login credentials'))
  })
})
