import type { CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'
import { TOAST } from '../../shared/constants'
import { useTheme } from './theme'

// The toasts wear the page's own tokens, so they follow the theme (light, dark, system) and the
// high-contrast preference like everything else; sonner's light/dark palette is only the fallback.
const TOKENS = {
  '--width': `${TOAST.widthPx}px`,
  '--normal-bg': 'var(--bg-elevated)',
  '--normal-border': 'var(--border)',
  '--normal-text': 'var(--fg)',
} as CSSProperties

// spec §9: 4000 ms, 3 visible, 356 px wide, 14 px gap, top-right.
export default function Toaster() {
  const { resolved } = useTheme()
  return (
    <Sonner
      theme={resolved}
      position={TOAST.position}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gapPx}
      style={TOKENS}
      closeButton
    />
  )
}
