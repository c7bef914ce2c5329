// A labelled on/off switch: the WAI-ARIA switch pattern on a native button (role="switch",
// aria-checked; Space and Enter toggle, as a button does), its label and description read out.
// Ours rather than a library's: the cookie banner shows it on every first visit, where Radix's
// switch and its shared primitives cost 6 KB of the 90 KB budget (docs/decisions/0015).
export function SwitchField({
  id,
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: {
  id: string
  label: string
  description?: string
  checked: boolean
  onCheckedChange(checked: boolean): void
  disabled?: boolean
}) {
  return (
    <div className="switch-field">
      <div className="switch-text">
        <label htmlFor={id}>{label}</label>
        {description && (
          <p className="field-hint" id={`${id}-description`}>
            {description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        id={id}
        className="switch"
        aria-checked={checked}
        data-state={checked ? 'checked' : 'unchecked'}
        data-disabled={disabled ? '' : undefined}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className="switch-thumb" data-state={checked ? 'checked' : 'unchecked'} />
      </button>
    </div>
  )
}
