// Navigation on phones: a Menu button that opens a sheet from the left edge (a Dialog variant).
// The sheet's code (Radix dialog) loads when the button is first pressed.
import { Menu as MenuIcon } from 'lucide-react'
import { lazy, type ReactNode } from 'react'
import { DeferredPopup } from './deferred-popup'
import { Button } from './index'

const Dialog = lazy(() => import('./dialog'))

/** `children` gets `close`, for links that navigate without a new page load. */
export function MenuSheet({
  title,
  className,
  children,
}: {
  title: string
  className?: string
  children(close: () => void): ReactNode
}) {
  return (
    <DeferredPopup
      kind="dialog"
      button={(props) => (
        <Button variant="secondary" className={className} {...props}>
          <MenuIcon aria-hidden="true" size={18} /> Menu
        </Button>
      )}
      render={({ open, onOpenChange, trigger }) => (
        <Dialog variant="sheet" title={title} open={open} onOpenChange={onOpenChange} trigger={trigger}>
          {children(() => onOpenChange(false))}
        </Dialog>
      )}
    />
  )
}
