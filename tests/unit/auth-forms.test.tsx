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

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
let container: HTMLDivElement

function EmailForm({ submit, leave }: { submit(values: { email: string }): Promise<SubmitOutcome>; leave(url: string): void }) {
  const form = useForm('EmailSchema', submit, leave)
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
