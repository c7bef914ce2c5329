// @vitest-environment jsdom
// The one form hook (client/lib/form.ts) as a user drives it, through the real lead form: each
// field's message beside it (aria-invalid, aria-describedby), focus on the first invalid field, the
// database's refusal at the field it is about, an outage above the form — and what was typed kept
// through all of them; two clicks in one tick submit once.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LeadInput } from '../../shared/schemas/lead'
import { LeadForm } from '../../client/features/leads/lead-form'
import { DataError, UNREACHABLE } from '../../client/lib/errors'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
let container: HTMLDivElement

async function mount(onSubmit: (values: LeadInput) => Promise<void>) {
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
  await act(async () => root!.render(<LeadForm campaigns={[]} submitLabel="Add lead" onSubmit={onSubmit} />))
}
const input = (label: string) =>
  [...container.querySelectorAll('label')].find((l) => l.textContent === label)!.control as HTMLInputElement
/** Types as a browser does: the value, then an input event (React and the form library listen to it). */
async function type(label: string, value: string) {
  const el = input(label)
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
const submit = () =>
  act(
    async () =>
      void container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
  )
const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)))
const messages = () => [...container.querySelectorAll('.field-error')].map((e) => e.textContent)
const alert = () => container.querySelector('[role="alert"]')?.textContent ?? null

beforeEach(() => {
  document.body.innerHTML = ''
})
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
})

describe('a form on the one form hook', () => {
  it('a refused submit shows each field its message, wired for screen readers, and focuses the first', async () => {
    const onSubmit = vi.fn(async () => undefined)
    await mount(onSubmit)
    await type('Email', 'not-an-email')
    await submit()
    await settle()
    expect(messages()).toEqual(['Enter a valid email address, like name@company.com'])
    const email = input('Email')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')).toBe(container.querySelector('.field-error')!.id)
    expect(document.activeElement).toBe(email)
    expect(email.value).toBe('not-an-email')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('a database refusal about one field goes beside that field; what was typed stays', async () => {
    const onSubmit = vi.fn(async () => {
      throw new DataError('duplicate key value violates unique constraint "leads_company_email_key"', '23505', 409)
    })
    await mount(onSubmit)
    await type('First name', 'Ada')
    await type('Email', 'ada@example.com')
    await submit()
    await settle()
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(messages()).toEqual(['A lead with this email address already exists in your company'])
    expect(document.activeElement).toBe(input('Email'))
    expect([input('First name').value, input('Email').value]).toEqual(['Ada', 'ada@example.com'])
  })

  it('an outage is said above the form, the values stay, and the next submit goes through', async () => {
    const onSubmit = vi
      .fn<(values: LeadInput) => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(undefined)
    await mount(onSubmit)
    await type('First name', 'Ada')
    await submit()
    await settle()
    expect(container.querySelector('.alert')?.textContent ?? alert()).toBe(UNREACHABLE)
    expect(input('First name').value).toBe('Ada')
    expect((container.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(false)
    await submit()
    await settle()
    expect(onSubmit).toHaveBeenCalledTimes(2)
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ first_name: 'Ada', email: null, status: 'new', currency: 'USD' })
  })

  it('two submits in one tick save once', async () => {
    let finish = () => {}
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    await mount(onSubmit)
    await type('First name', 'Ada')
    await act(async () => {
      const form = container.querySelector('form')!
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    })
    await settle()
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect((container.querySelector('button[type="submit"]') as HTMLButtonElement).textContent).toBe('Saving…')
    await act(async () => finish())
    await settle()
    expect((container.querySelector('button[type="submit"]') as HTMLButtonElement).textContent).toBe('Add lead')
  })
})
