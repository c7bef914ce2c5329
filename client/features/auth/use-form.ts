// Form state for the auth pages: zod validation with per-field messages, a pending state that
// blocks double submits, and the service's message on failure. What was typed is never cleared.
// The schemas (and zod) load on the first submit, so they do not weigh on the page's first load.
import { useState, type FormEvent } from 'react'
import type { z } from 'zod'

type Schemas = typeof import('./schemas')
type SchemaName = keyof Schemas
type Values<N extends SchemaName> = z.infer<Schemas[N]>

export function useForm<N extends SchemaName>(schemaName: N, submit: (values: Values<N>) => Promise<string | null>) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    setPending(true)
    try {
      const values = Object.fromEntries(new FormData(event.currentTarget))
      const schema = (await import('./schemas'))[schemaName]
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
      const failure = await submit(parsed.data as Values<N>)
      setFormError(failure)
      setDone(failure === null)
    } finally {
      setPending(false)
    }
  }

  return { onSubmit, fieldErrors, formError, pending, done }
}
