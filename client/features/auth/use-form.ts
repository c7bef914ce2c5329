// Form state for the auth pages: zod validation with per-field messages, a pending state that
// blocks double submits, and the service's message on failure. What was typed is never cleared.
// The schemas (and zod) load on the first submit, so they do not weigh on the page's first load.
//
// A submit that succeeds by leaving the page (`{ leaveTo }`) stays pending until the next page has
// loaded: the button stays disabled, and a second submit meanwhile is ignored (a ref, not state,
// guards it: two clicks in one tick both see the same state).
import { useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod/mini'

type Schemas = typeof import('./schemas')
type SchemaName = keyof Schemas
type Values<N extends SchemaName> = z.infer<Schemas[N]>

/** What a submit did: the message to show, null when done here, or the page to go to. */
export type SubmitOutcome = string | null | { leaveTo: string }

/** Leaves the page without a history entry for the form (tests replace it). */
export const leavePage = (url: string) => window.location.replace(url)

export type FormOptions = {
  /** How a successful submit leaves the page (tests replace it). */
  leave?: (url: string) => void
  /** A message for the whole form when its values do not pass, shown above the field-level hints. */
  invalidMessage?: (values: Record<string, FormDataEntryValue>) => string | null
}

export function useForm<N extends SchemaName>(schemaName: N, submit: (values: Values<N>) => Promise<SubmitOutcome>, { leave = leavePage, invalidMessage }: FormOptions = {}) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState(false)
  const busy = useRef(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    setPending(true)
    let leaving = false
    try {
      const values = Object.fromEntries(new FormData(event.currentTarget))
      const schema = (await import('./schemas'))[schemaName]
      const parsed = schema.safeParse(values)
      if (!parsed.success) {
        const errors: Record<string, string> = {}
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
        setFieldErrors(errors)
        setFormError(invalidMessage?.(values) ?? null)
        return
      }
      setFieldErrors({})
      setFormError(null)
      const outcome = await submit(parsed.data as Values<N>)
      if (outcome !== null && typeof outcome === 'object') {
        leaving = true
        leave(outcome.leaveTo)
        return
      }
      setFormError(outcome)
      setDone(outcome === null)
    } finally {
      if (!leaving) {
        busy.current = false
        setPending(false)
      }
    }
  }

  return { onSubmit, fieldErrors, formError, pending, done }
}
