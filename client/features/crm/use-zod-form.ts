// A CRM form: FormData validated with a zod schema, one message per field, focus moved to the first
// field in error, a pending state, and no double submit (a ref guards it: two clicks in one tick
// both see the same state). What the user typed is never cleared by a failure.
import { useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { fieldErrors, type FieldErrors } from '../../lib/form-errors'
import { describeDataError } from './data-error'

export function useZodForm<S extends z.ZodType>(schema: S, submit: (values: z.output<S>) => Promise<void>) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const busy = useRef(false)

  const focusFirstError = (form: HTMLFormElement, fields: FieldErrors) => {
    const first = [...form.elements].find((el) => (el as HTMLInputElement).name in fields) as HTMLElement | undefined
    first?.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const form = event.currentTarget
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)))
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues)
      setErrors(found)
      setFormError(null)
      // after React has rendered the messages the fields point to
      requestAnimationFrame(() => focusFirstError(form, found))
      return
    }
    busy.current = true
    setPending(true)
    setErrors({})
    setFormError(null)
    try {
      await submit(parsed.data)
    } catch (error) {
      const problem = describeDataError(error)
      if (problem.field && form.elements.namedItem(problem.field)) {
        const found = { [problem.field]: problem.message }
        setErrors(found)
        requestAnimationFrame(() => focusFirstError(form, found))
      } else setFormError(problem.message)
    } finally {
      busy.current = false
      setPending(false)
    }
  }

  return { onSubmit, errors, formError, pending }
}
