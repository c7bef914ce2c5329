// A form's submit: zod validation with one message per field (the first invalid field gets focus),
// a pending state, no double submit (a ref: two clicks in one tick see the same state), and the
// failure's message. What was typed is never cleared here: the form owns its values.
import { useEffect, useRef, useState } from 'react'
import type { z } from 'zod'
import { errorMessage } from './data-errors'
import { fieldErrors as toFieldErrors, type FieldErrors } from './form-errors'

export type SubmitOptions = {
  /** The message for the database's generic permission refusal (see errorMessage). */
  notAllowed?: string
}

export function useFormSubmit<S extends z.ZodType>(schema: S, submit: (values: z.output<S>) => Promise<void>, options: SubmitOptions = {}) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const busy = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const [focusToken, setFocusToken] = useState(0)

  // After a refused submit, move focus to the first field that says what is wrong.
  useEffect(() => {
    if (focusToken) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusToken])

  /** Validates `values` and runs the submit; true when it succeeded. */
  async function run(values: unknown): Promise<boolean> {
    if (busy.current) return false
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error.issues))
      setFormError(null)
      setFocusToken((n) => n + 1)
      return false
    }
    busy.current = true
    setPending(true)
    setFieldErrors({})
    setFormError(null)
    try {
      await submit(parsed.data)
      return true
    } catch (error) {
      setFormError(errorMessage(error, options.notAllowed))
      return false
    } finally {
      busy.current = false
      setPending(false)
    }
  }

  return { run, fieldErrors, formError, pending, formRef, setFormError }
}
