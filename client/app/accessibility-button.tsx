// spec §3 accessibility preferences: the button in every page's header. The panel (and Radix) load
// on first use only, so they weigh nothing on a page's first load; the server renders the button.
import { Accessibility } from 'lucide-react'
import { lazy } from 'react'
import { Button } from '../ui'
import { DeferredPopup } from '../ui/deferred-popup'

const loadPanel = () => import('./accessibility-panel')
const AccessibilityPanel = lazy(loadPanel)
// Warming the cache only: a failure here is ignored (the press itself loads the panel).
const prefetch = () => void loadPanel().catch(() => {})

// Whole class names, so Tailwind finds them.
const ICON_ONLY = { sm: 'max-sm:sr-only', xl: 'max-xl:sr-only' } as const

/**
 * `label` is the button's name; with `iconOnlyBelow` the text is read by screen readers only below
 * that width (640 or 1280 px), where the header has no room for it.
 */
export function AccessibilityButton({
  label = 'Accessibility',
  iconOnlyBelow,
}: {
  label?: string
  iconOnlyBelow?: keyof typeof ICON_ONLY
}) {
  return (
    <DeferredPopup
      kind="dialog"
      button={(props) => (
        // Start fetching the panel as soon as the pointer or focus reaches the button.
        <Button variant="ghost" className="a11y-button" onPointerEnter={prefetch} onFocus={prefetch} {...props}>
          <Accessibility aria-hidden="true" size={18} />
          <span className={iconOnlyBelow && ICON_ONLY[iconOnlyBelow]}>{label}</span>
        </Button>
      )}
      render={(popup) => <AccessibilityPanel {...popup} />}
    />
  )
}
