// Checkboxes and radio buttons in a named group (a fieldset and its legend), with an optional
// hint and error wired like Field's. Native inputs: the platform's keyboard and screen-reader
// behaviour for free (Space toggles, arrows move within a radio group).
import type { ReactNode } from 'react'
import { cx } from './cx'

export type Choice<V extends string> = { value: V; label: ReactNode; description?: ReactNode }

export function ChoiceGroup<V extends string>({
  id,
  legend,
  type,
  choices,
  value,
  onChange,
  hint,
  error,
  disabled,
  columns = 1,
}: {
  id: string
  legend: ReactNode
  type: 'checkbox' | 'radio'
  choices: readonly Choice<V>[]
  /** The checked values (one for radios). */
  value: readonly V[]
  onChange(next: V[]): void
  hint?: string
  error?: string
  disabled?: boolean
  columns?: 1 | 2 | 3
}) {
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined
  const toggle = (v: V, checked: boolean) =>
    onChange(type === 'radio' ? [v] : checked ? [...value.filter((x) => x !== v), v] : value.filter((x) => x !== v))
  return (
    <fieldset
      className="mb-4 min-w-0 border-0 p-0"
      aria-describedby={described}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 p-0 font-semibold">{legend}</legend>
      {hint && (
        <p className="field-hint mb-2" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className={cx('grid gap-2', columns === 2 && 'sm:grid-cols-2', columns === 3 && 'sm:grid-cols-3')}>
        {choices.map((c) => (
          <label
            key={c.value}
            htmlFor={`${id}-${c.value}`}
            className="flex cursor-pointer items-start gap-2 rounded-lg border border-line px-3 py-2"
          >
            <input
              id={`${id}-${c.value}`}
              type={type}
              name={id}
              value={c.value}
              checked={value.includes(c.value)}
              disabled={disabled}
              onChange={(e) => toggle(c.value, e.currentTarget.checked)}
              className="mt-1 size-4 shrink-0 accent-accent"
            />
            <span className="min-w-0">
              <span className="block font-medium">{c.label}</span>
              {c.description && <span className="block text-sm text-muted">{c.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error mt-1" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** One labelled checkbox (a yes/no question). */
export function Checkbox({
  id,
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  id: string
  label: ReactNode
  description?: ReactNode
  checked: boolean
  onChange(checked: boolean): void
  disabled?: boolean
}) {
  return (
    <div className="mb-3 flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className="mt-1 size-4 shrink-0 accent-accent"
        aria-describedby={description ? `${id}-description` : undefined}
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {description && (
          <p className="field-hint" id={`${id}-description`}>
            {description}
          </p>
        )}
      </div>
    </div>
  )
}
