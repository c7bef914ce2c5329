import { Toaster as Sonner } from 'sonner'
import { TOAST } from '../../shared/constants'

// spec §9: 4000 ms, 3 visible, 356 px wide, 14 px gap, top-right.
export default function Toaster() {
  return (
    <Sonner
      position={TOAST.position}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gapPx}
      style={{ ['--width' as string]: `${TOAST.widthPx}px` }}
      closeButton
    />
  )
}
