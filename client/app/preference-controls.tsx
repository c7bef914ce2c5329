// The theme and accessibility controls every page header carries (spec §3, §4).
import { AccessibilityButton } from './accessibility-button'
import { ThemeSelect } from './theme-select'

export function PreferenceControls() {
  return (
    <div className="preference-controls">
      <ThemeSelect />
      <AccessibilityButton />
    </div>
  )
}
