// Form state for the auth pages: zod validation with per-field messages, a pending state that
// blocks double submits, and the service's message on failure. What was typed is never cleared.
import { useState, type FormEvent } from 'react'
import type { z } from 'zod'

export function useForm<S extends z.ZodType<Record<string, string>>>(
  schema: S,
  submit: (values: z.infer<S>) => Promise<string | null>,
) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      const errors: Record<string, string> = {}
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
      setFieldErrors(errors)
      setFormError(null)
      return
    }
    setFieldErrors({})
    setFormError(null)
    setPending(true)
    try {
      const failure = await submit(parsed.data)
      setFormError(failure)
      setDone(failure === null)
    } finally {
      setPending(false)
    }
  }

  return { onSubmit, fieldErrors, formError, pending, done }
}
