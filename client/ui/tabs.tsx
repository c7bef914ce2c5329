// Accessible tabs, the WAI-ARIA tabs pattern with automatic activation: the selected tab is the one
// in the Tab order; Left/Right (wrapping), Home and End move to a tab and select it; each panel is
// labelled by its tab and reachable with Tab. Only the selected panel has content; the others are
// empty and hidden.
// Ours rather than a library's: the cookie banner shows it on every first visit, where Radix's tabs
// (with its collection and roving-focus packages) cost 5 KB of the 90 KB budget (docs/decisions/0015).
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

export function Tabs({
  label,
  value,
  onValueChange,
  tabs,
}: {
  label: string
  value: string
  onValueChange(value: string): void
  tabs: { value: string; label: string; content: ReactNode }[]
}) {
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  const tabId = (v: string) => `${base}-tab-${v}`
  const panelId = (v: string) => `${base}-panel-${v}`
  const selected = tabs.find((t) => t.value === value) ?? tabs[0]

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((t) => t.value === selected?.value)
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (to === undefined) return
    event.preventDefault()
    const next = tabs[(to + tabs.length) % tabs.length]
    onValueChange(next.value)
    list.current?.querySelector<HTMLButtonElement>(`[id="${CSS.escape(tabId(next.value))}"]`)?.focus()
  }

  return (
    <div className="tabs">
      <div ref={list} role="tablist" aria-label={label} aria-orientation="horizontal" className="tab-list">
        {tabs.map((t) => {
          const active = t.value === selected?.value
          return (
            <button
              key={t.value}
              type="button"
              role="tab"
              id={tabId(t.value)}
              aria-selected={active}
              aria-controls={panelId(t.value)}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              className="tab"
              onClick={() => onValueChange(t.value)}
              onKeyDown={onKeyDown}
            >
              {t.label}
            </button>
          )
        })}
      </div>
      {tabs.map((t) => {
        const active = t.value === selected?.value
        return (
          <div
            key={t.value}
            role="tabpanel"
            id={panelId(t.value)}
            aria-labelledby={tabId(t.value)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: the panel takes the focus after its tab, whatever it holds
            tabIndex={0}
            hidden={!active}
            data-state={active ? 'active' : 'inactive'}
            className="tab-panel"
          >
            {active && t.content}
          </div>
        )
      })}
    </div>
  )
}
