// The form of a setting only some members may change (the company's integrations, its AI
// workflow), on an onboarding step or a settings page: those who may change it save it; the others
// read it, and their submit only moves on (`onSaved`, the step's "next"), saving nothing.
import type { FormEvent, ReactNode } from 'react'
import { Alert } from './index'

/** What the form needs of client/lib/form.ts's useZodForm. */
type SettingFormState = {
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>
  formError: string | null
  done: boolean
}

export function SettingForm({
  form,
  canEdit,
  onSaved,
  savedMessage,
  readOnlyNote,
  children,
}: {
  form: SettingFormState
  canEdit: boolean
  /** After a save, and when someone who may not change the setting submits it. */
  onSaved(): void
  /** Said once the setting is saved. */
  savedMessage: string
  /** Said to those who may not change it. */
  readOnlyNote: string
  children: ReactNode
}) {
  return (
    <form
      onSubmit={(event) => {
        if (canEdit) return form.onSubmit(event)
        event.preventDefault()
        onSaved()
      }}
      noValidate
    >
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      {form.done && <Alert tone="success">{savedMessage}</Alert>}
      {!canEdit && <p className="muted">{readOnlyNote}</p>}
      {children}
    </form>
  )
}
