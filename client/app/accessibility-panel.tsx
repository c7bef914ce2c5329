// spec §3 accessibility preferences: the panel behind the Accessibility button on every page.
// Loaded on first use (see accessibility-button.tsx); every change applies at once and is saved.
import { Minus, Plus } from 'lucide-react'
import { useId, type ReactElement } from 'react'
import { A11Y_FLAGS, FONT_SIZE, type A11yFlag } from '../../shared/preferences'
import { Button } from '../ui'
import { Dialog } from '../ui/dialog'
import { SwitchField } from '../ui/switch'
import { useAccessibility } from './accessibility'

const FLAGS: Record<A11yFlag, { label: string; description: string }> = {
  highContrast: { label: 'High contrast', description: 'Stronger colours and borders' },
  largeText: { label: 'Large text', description: 'Bigger body text and headings' },
  reducedMotion: { label: 'Reduce motion', description: 'Turns off animations and transitions' },
  enhancedFocus: { label: 'Enhanced focus', description: 'A thick, bright outline around the focused control' },
  screenReaderFriendly: {
    label: 'Screen reader friendly',
    description: 'Underlined links, focus always shown, larger click targets',
  },
  improvedTextSpacing: {
    label: 'Improved text spacing',
    description: 'More space between letters, words, lines and paragraphs',
  },
  invertColors: { label: 'Invert colours', description: 'Swaps light and dark colours; pictures stay as they are' },
}

export default function AccessibilityPanel({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  trigger: ReactElement
}) {
  const { prefs, setFlag, setFontSize, reset } = useAccessibility()
  const id = useId()
  const sizeId = `${id}-font-size`
  const size = prefs.fontSize
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title="Accessibility"
      description="Changes apply immediately and are saved in this browser."
    >
      <div className="a11y-panel">
        {A11Y_FLAGS.map((flag) => (
          <SwitchField
            key={flag}
            id={`${id}-${flag}`}
            label={FLAGS[flag].label}
            description={FLAGS[flag].description}
            checked={prefs[flag]}
            onCheckedChange={(on) => setFlag(flag, on)}
          />
        ))}
        <div className="a11y-font-size">
          <div className="a11y-font-size-header">
            <label htmlFor={sizeId}>Font size</label>
            <output htmlFor={sizeId}>{size}px</output>
          </div>
          <div className="a11y-font-size-controls">
            <Button
              variant="secondary"
              className="icon-button"
              aria-label="Decrease font size"
              // aria-disabled, not disabled: the button keeps focus when the limit is reached.
              aria-disabled={size <= FONT_SIZE.min}
              onClick={() => size > FONT_SIZE.min && setFontSize(size - 1)}
            >
              <Minus aria-hidden="true" size={18} />
            </Button>
            <input
              id={sizeId}
              type="range"
              min={FONT_SIZE.min}
              max={FONT_SIZE.max}
              step={1}
              value={size}
              aria-valuetext={`${size} pixels`}
              aria-describedby={`${sizeId}-hint`}
              onChange={(e) => setFontSize(Number(e.target.value))}
            />
            <Button
              variant="secondary"
              className="icon-button"
              aria-label="Increase font size"
              aria-disabled={size >= FONT_SIZE.max}
              onClick={() => size < FONT_SIZE.max && setFontSize(size + 1)}
            >
              <Plus aria-hidden="true" size={18} />
            </Button>
          </div>
          <p className="field-hint" id={`${sizeId}-hint`}>
            From {FONT_SIZE.min} to {FONT_SIZE.max} pixels; the default is {FONT_SIZE.default}.
          </p>
        </div>
        <div className="actions">
          <Button variant="secondary" onClick={reset}>
            Reset to defaults
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
