// A panel that slides in from the side (Radix dialog): focus trapped, Escape closes, focus returns.
import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'

export function Sheet({ open, onOpenChange, title, children }: { open: boolean; onOpenChange(open: boolean): void; title: string; children: ReactNode }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className="fixed inset-y-0 left-0 z-51 w-[min(20rem,85vw)] overflow-y-auto border-r border-line bg-elevated p-4 text-fg shadow-card">
          <div className="mb-2 flex items-center justify-between gap-4">
            <RadixDialog.Title className="m-0 text-lg">{title}</RadixDialog.Title>
            <RadixDialog.Close className="btn btn-ghost icon-button" aria-label="Close">
              <X aria-hidden="true" size={18} />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
