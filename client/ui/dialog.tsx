// Accessible modal dialog (Radix): focus trap, Escape to close, labelled by its title.
import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useRef, type ReactNode } from 'react'

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel = 'Close',
  role,
  onCloseAutoFocus,
  variant = 'center',
}: {
  open: boolean
  onOpenChange(open: boolean): void
  title: string
  description?: ReactNode
  children: ReactNode
  closeLabel?: string
  /** 'alertdialog' for errors that need an answer. */
  role?: 'dialog' | 'alertdialog'
  /** Where focus goes on close; by default back to what had it when the dialog opened. */
  onCloseAutoFocus?: (event: Event) => void
  /** 'sheet' slides in from the left edge (navigation on phones). */
  variant?: 'center' | 'sheet'
}) {
  // Without a Radix Trigger, focus would fall to <body> on close: return it to where it was.
  // onOpenAutoFocus fires before Radix moves focus in, so the opener still has it.
  const opener = useRef<HTMLElement | null>(null)
  const rememberOpener = () => {
    opener.current = document.activeElement as HTMLElement | null
  }
  const restoreFocus = (event: Event) => {
    if (onCloseAutoFocus) return onCloseAutoFocus(event)
    event.preventDefault()
    opener.current?.focus()
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className={variant === 'sheet' ? 'dialog-sheet' : 'dialog-content'} role={role ?? 'dialog'} onOpenAutoFocus={rememberOpener} onCloseAutoFocus={restoreFocus}>
          <div className="dialog-header">
            <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="btn btn-ghost icon-button" aria-label={closeLabel}>
              <X aria-hidden="true" size={18} />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
