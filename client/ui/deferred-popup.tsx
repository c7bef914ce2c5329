// A button whose popup (a dialog or a menu, and the library behind it) loads on first press, so it
// weighs nothing on the page's first load. Before that the button is plain; once loaded, `render`
// gets the same button to use as the popup's trigger, so the library handles aria-expanded and
// returns focus to it on close.
import { Suspense, useState, type ReactElement, type ReactNode } from 'react'

type TriggerProps = { 'aria-haspopup': 'dialog' | 'menu'; 'aria-expanded'?: boolean; onClick?: () => void }

export function DeferredPopup({
  kind,
  button,
  render,
}: {
  kind: 'dialog' | 'menu'
  /** The trigger button with the given props spread on it. */
  button(props: TriggerProps): ReactElement
  render(popup: { open: boolean; onOpenChange(open: boolean): void; trigger: ReactElement }): ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const placeholder = button({
    'aria-haspopup': kind,
    'aria-expanded': open,
    onClick: () => {
      setLoaded(true)
      setOpen(true)
    },
  })
  if (!loaded) return placeholder
  return (
    <Suspense fallback={placeholder}>
      {render({ open, onOpenChange: setOpen, trigger: button({ 'aria-haspopup': kind }) })}
    </Suspense>
  )
}
