// A labelled on/off switch (Radix): role="switch", Space/Enter toggle, its label and description read out.
import * as RadixSwitch from '@radix-ui/react-switch'

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
      <RadixSwitch.Root
        id={id}
        className="switch"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
      >
        <RadixSwitch.Thumb className="switch-thumb" />
      </RadixSwitch.Root>
    </div>
  )
}
