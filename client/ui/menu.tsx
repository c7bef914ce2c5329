// An accessible menu button (Radix dropdown menu): arrow keys move, Escape closes, focus returns.
// Default export so callers can load it on first use (see features/auth/user-menu.tsx).
import * as RadixMenu from '@radix-ui/react-dropdown-menu'
import type { ReactNode } from 'react'

export type MenuItem = { label: string; onSelect(): void }

export default function Menu({
  trigger,
  label,
  items,
  open,
  onOpenChange,
}: {
  trigger: ReactNode
  label: string
  items: MenuItem[]
  open?: boolean
  onOpenChange?(open: boolean): void
}) {
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange}>
      <RadixMenu.Trigger className="btn btn-ghost" aria-label={label}>
        {trigger}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className="z-50 min-w-44 rounded-card border border-line bg-elevated p-1 text-fg shadow-card" sideOffset={6} align="start">
          {items.map((item) => (
            <RadixMenu.Item
              key={item.label}
              onSelect={item.onSelect}
              className="cursor-pointer rounded-md px-3 py-2 outline-none select-none data-highlighted:bg-accent-soft data-highlighted:text-fg"
            >
              {item.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  )
}
