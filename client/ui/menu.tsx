// An accessible menu button (Radix dropdown menu): arrow keys move, Escape closes, focus returns to
// the trigger. The highlighted item (which has focus) gets the focus ring, not only a tint.
// Default export so callers can load it on first use (see features/auth/user-menu.tsx).
import * as RadixMenu from '@radix-ui/react-dropdown-menu'
import type { ReactElement } from 'react'

export type MenuItem = { label: string; onSelect(): void }

export default function Menu({
  trigger,
  items,
  open,
  onOpenChange,
}: {
  /** The button that opens the menu (it must carry its own accessible name). */
  trigger: ReactElement
  items: MenuItem[]
  open?: boolean
  onOpenChange?(open: boolean): void
}) {
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          className="z-50 min-w-44 rounded-card border border-line bg-elevated p-1 text-fg shadow-card"
          sideOffset={6}
          align="start"
        >
          {items.map((item) => (
            <RadixMenu.Item key={item.label} onSelect={item.onSelect} className="menu-item">
              {item.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  )
}
