// spec §3 accessibility preferences: the button in every page's header. The panel (and Radix) load
// on first use only, so they weigh nothing on a page's first load; the server renders the button.
import { Accessibility } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Button } from '../ui'

const loadPanel = () => import('./accessibility-panel')
const AccessibilityPanel = lazy(loadPanel)
// Warming the cache only: a failure here is ignored (the click itself loads the panel).
const prefetch = () => void loadPanel().catch(() => {})

export function AccessibilityButton() {
  const [open, setOpen] = useState(false)
  // Mounted on the first click and kept afterwards, so later opens are instant.
  const [loaded, setLoaded] = useState(false)
  const show = () => {
    setLoaded(true)
    setOpen(true)
  }
  // The dialog has no Radix trigger, so Radix does not return focus on close: the button does.
  const button = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open) wasOpen.current = true
    else if (wasOpen.current) {
      wasOpen.current = false
      button.current?.focus()
    }
  }, [open])
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        className="a11y-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        // Start fetching the panel as soon as the pointer or focus reaches the button.
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <Accessibility aria-hidden="true" size={18} />
        <span>Accessibility</span>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <AccessibilityPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
