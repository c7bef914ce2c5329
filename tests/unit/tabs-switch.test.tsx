// @vitest-environment jsdom
// The tabs and the switch as a keyboard and screen-reader user meets them (WAI-ARIA tabs and switch
// patterns): the cookie banner shows both on every first visit, so they are ours (client/ui).
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SwitchField } from '../../client/ui/switch'
import { Tabs } from '../../client/ui/tabs'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLDivElement
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

function ThreeTabs() {
  const [value, setValue] = useState('simple')
  return (
    <Tabs
      label="Options"
      value={value}
      onValueChange={setValue}
      tabs={[
        { value: 'simple', label: 'Simple', content: <p>Simple panel</p> },
        { value: 'advanced', label: 'Advanced', content: <p>Advanced panel</p> },
        { value: 'expert', label: 'Expert', content: <p>Expert panel</p> },
      ]}
    />
  )
}

const tabs = () => [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
const selected = () => tabs().find((t) => t.getAttribute('aria-selected') === 'true')!
const visiblePanel = () => [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden)
const press = (el: HTMLElement, key: string) =>
  act(() => void el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })))

describe('Tabs', () => {
  it('names the list, selects the first tab, and shows only its panel, labelled by it', () => {
    act(() => root.render(<ThreeTabs />))
    expect(container.querySelector('[role="tablist"]')!.getAttribute('aria-label')).toBe('Options')
    expect(selected().textContent).toBe('Simple')
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1])
    const [panel] = visiblePanel()
    expect(visiblePanel()).toHaveLength(1)
    expect(panel.textContent).toBe('Simple panel')
    expect(panel.getAttribute('aria-labelledby')).toBe(selected().id)
    expect(selected().getAttribute('aria-controls')).toBe(panel.id)
  })

  it('Right and Left move and select, wrapping; Home and End go to the ends; focus follows', () => {
    act(() => root.render(<ThreeTabs />))
    selected().focus()
    press(selected(), 'ArrowRight')
    expect(selected().textContent).toBe('Advanced')
    expect(document.activeElement).toBe(selected())
    expect(visiblePanel()[0].textContent).toBe('Advanced panel')
    press(selected(), 'End')
    expect(selected().textContent).toBe('Expert')
    press(selected(), 'ArrowRight')
    expect(selected().textContent).toBe('Simple')
    press(selected(), 'ArrowLeft')
    expect(selected().textContent).toBe('Expert')
    press(selected(), 'Home')
    expect(selected().textContent).toBe('Simple')
    expect(document.activeElement).toBe(selected())
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1])
  })

  it('a click selects', () => {
    act(() => root.render(<ThreeTabs />))
    act(() => tabs()[2].click())
    expect(selected().textContent).toBe('Expert')
  })
})

describe('SwitchField', () => {
  function Analytics({ disabled }: { disabled?: boolean }) {
    const [on, setOn] = useState(false)
    return (
      <SwitchField
        id="analytics"
        label="Analytics"
        description="Counts visits"
        checked={on}
        onCheckedChange={setOn}
        disabled={disabled}
      />
    )
  }

  it('is a switch named by its label and described by its hint; a click toggles aria-checked', () => {
    act(() => root.render(<Analytics />))
    const sw = container.querySelector<HTMLButtonElement>('[role="switch"]')!
    expect(sw.tagName).toBe('BUTTON') // Space and Enter toggle it, as any button
    expect(container.querySelector('label')!.htmlFor).toBe(sw.id)
    expect(document.getElementById(sw.getAttribute('aria-describedby')!)!.textContent).toBe('Counts visits')
    expect(sw.getAttribute('aria-checked')).toBe('false')
    act(() => sw.click())
    expect(sw.getAttribute('aria-checked')).toBe('true')
    act(() => sw.click())
    expect(sw.getAttribute('aria-checked')).toBe('false')
  })

  it('disabled, it cannot be changed', () => {
    act(() => root.render(<Analytics disabled />))
    const sw = container.querySelector<HTMLButtonElement>('[role="switch"]')!
    act(() => sw.click())
    expect(sw.disabled).toBe(true)
    expect(sw.getAttribute('aria-checked')).toBe('false')
  })
})
