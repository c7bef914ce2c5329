// Accessible tabs (Radix): arrow keys move between tabs, each panel labelled by its tab.
import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'

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
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className="tabs">
      <RadixTabs.List aria-label={label} className="tab-list">
        {tabs.map((t) => (
          <RadixTabs.Trigger key={t.value} value={t.value} className="tab">
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        <RadixTabs.Content key={t.value} value={t.value} className="tab-panel">
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
