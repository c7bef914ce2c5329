// @vitest-environment jsdom
// The leads list's search box on the one form hook (client/lib/form.ts), as a user drives it: Enter
// searches at once (trimmed), typing searches after a pause, and the box follows the address bar
// (back button, "Clear filters") without losing what the list shows.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LeadFiltersSchema, type LeadFilters } from '../../shared/schemas/lead'
import { LeadsToolbar, type ToolbarKey } from '../../client/features/leads/leads-toolbar'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
let container: HTMLDivElement
let onChange: ReturnType<typeof vi.fn<(changes: Partial<Record<ToolbarKey, string>>) => void>>

const filters = (q = ''): LeadFilters => LeadFiltersSchema.parse({ q })
async function render(f: LeadFilters) {
  await act(async () =>
    root!.render(<LeadsToolbar filters={f} onChange={onChange} campaigns={[]} owners={new Map()} />),
  )
}
async function mount(f: LeadFilters) {
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
  onChange = vi.fn()
  await render(f)
}
const box = () => container.querySelector<HTMLInputElement>('search form input[type="search"]')!
async function type(value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box(), value)
    box().dispatchEvent(new Event('input', { bubbles: true }))
  })
}
const submit = () =>
  act(
    async () =>
      void container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
  )
const wait = (ms: number) => act(async () => new Promise((r) => setTimeout(r, ms)))

afterEach(() => {
  act(() => root?.unmount())
  container.remove()
  root = undefined
})

describe('the leads search box', () => {
  it('is a labelled search landmark', async () => {
    await mount(filters())
    expect(container.querySelector('search')!.getAttribute('aria-label')).toBe('Leads')
    const label = container.querySelector<HTMLLabelElement>('search form label')!
    expect(label.textContent).toBe('Search leads')
    expect(label.control).toBe(box())
  })

  it('Enter searches at once with what was typed, trimmed', async () => {
    await mount(filters())
    await type('  robin  ')
    await submit()
    await wait(20)
    expect(onChange).toHaveBeenCalledWith({ q: 'robin' })
    expect(box().value).toBe('  robin  ')
  })

  it('typing searches after a short pause, once', async () => {
    await mount(filters())
    await type('lead1')
    await wait(50)
    expect(onChange).not.toHaveBeenCalled()
    await wait(400)
    expect(onChange.mock.calls).toEqual([[{ q: 'lead1' }]])
  })

  it('follows the address bar when it changes', async () => {
    await mount(filters('lead1'))
    expect(box().value).toBe('lead1')
    await render(filters(''))
    expect(box().value).toBe('')
    await wait(400)
    expect(onChange).not.toHaveBeenCalled()
  })
})
