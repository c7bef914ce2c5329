// Form fields: a label, the control, an optional hint and an error, wired together (the control is
// described by the hint and error, and marked invalid with an error). Field is a text input,
// Select a native <select>: native keeps the platform's keyboard and screen-reader behaviour and
// costs no JavaScript.
import type { ComponentProps, ReactNode } from 'react'
import { cx } from './cx'

type Wiring = { id: string; label: string; error?: string; hint?: string }

function describedBy({ id, error, hint }: Wiring) {
  return [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined
}

function FieldFrame({ id, label, error, hint, children }: Wiring & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

export function Field({ label, id, error, hint, ...input }: ComponentProps<'input'> & Wiring) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...input}
      />
    </FieldFrame>
  )
}

/**
 * A field for an amount typed as people type it ("$24,500", "24.5k"), with what it reads as shown
 * beside it before saving (`reading`, e.g. "Reads as $24,500"), announced politely as it changes.
 */
export function AmountField({
  label,
  id,
  error,
  hint,
  reading,
  ...input
}: ComponentProps<'input'> & Wiring & { reading: string | null }) {
  const described = [describedBy({ id, label, error, hint }), reading && `${id}-reading`].filter(Boolean).join(' ')
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {/* a text keyboard: people type "$", "k" and "a year", not only digits */}
      <input
        id={id}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      <p className="field-hint m-0 font-semibold" id={`${id}-reading`} aria-live="polite">
        {reading}
      </p>
    </FieldFrame>
  )
}

/** A multi-line text field, wired like Field. */
export function TextArea({ label, id, error, hint, rows = 4, ...textarea }: ComponentProps<'textarea'> & Wiring) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...textarea}
      />
    </FieldFrame>
  )
}

export type SelectOption = { value: string; label: string }

/**
 * A labelled native select. `compact` is the small inline form for toolbars (the label is then
 * read by screen readers only, so the control must make sense without it being seen).
 */
export function Select({
  label,
  id,
  error,
  hint,
  options,
  compact = false,
  className,
  ...select
}: Omit<ComponentProps<'select'>, 'children'> & Wiring & { options: readonly SelectOption[]; compact?: boolean }) {
  const control = (
    <select
      id={id}
      className={cx('select', compact && 'select-compact', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy({ id, label, error, hint })}
      {...select}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
  if (!compact) {
    return (
      <FieldFrame id={id} label={label} error={error} hint={hint}>
        {control}
      </FieldFrame>
    )
  }
  return (
    <span className="inline-flex items-center">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {control}
    </span>
  )
}
