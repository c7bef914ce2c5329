// Accessible modal dialog (Radix): focus trap, Escape to close, labelled by its title. Opened from
// a `trigger` button, Radix returns focus to it on close; a dialog that opens by itself (an error)
// says where focus goes with onCloseAutoFocus.
import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ReactElement, ReactNode } from 'react'

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  trigger,
  closeLabel = 'Close dialog',
  role = 'dialog',
  onCloseAutoFocus,
  variant = 'center',
}: {
  open: boolean
  onOpenChange(open: boolean): void
  title: string
  description?: ReactNode
  children: ReactNode
  /** The button that opens the dialog (rendered in place, as the Radix trigger). */
  trigger?: ReactElement
  closeLabel?: string
  /** 'alertdialog' for errors that need an answer. */
  role?: 'dialog' | 'alertdialog'
  onCloseAutoFocus?: (event: Event) => void
  /** 'sheet' slides in from the left edge (navigation on phones); 'wide' is a centred dialog for tables. */
  variant?: 'center' | 'sheet' | 'wide'
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={
            variant === 'sheet' ? 'dialog-sheet' : variant === 'wide' ? 'dialog-content dialog-wide' : 'dialog-content'
          }
          role={role}
          onCloseAutoFocus={onCloseAutoFocus}
        >
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

export default Dialog
