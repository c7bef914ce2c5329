// Every form in the client: react-hook-form with its zod resolver, plus what each of our forms
// needs around it, once:
// - one message per field from the zod schema (the resolver), shown beside the field by ui/field
//   (aria-invalid, aria-describedby), and focus on the first invalid field after a refused submit;
// - a submit that fails says why through client/lib/errors.ts: a refusal about one field goes beside
//   that field (and focuses it), anything else above the form; what the user typed is never
//   cleared (not after a refused submit, a refusal from the database, nor a network failure);
// - a pending state, and no double submit (a ref: two clicks in one tick see the same state);
// - a submit that leaves the page (`{ leaveTo }`) stays pending until the next page has loaded.
// docs/ARCHITECTURE.md "Forms and errors" shows the pattern.
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form'
import type * as z4 from 'zod/v4/core'
import { type Expected, readExpected } from '../../shared/language/amount'
import { readMoneyText } from '../../shared/schemas/crm'
import { useDraft } from './drafts'
import { describeError, type Attempt } from './errors'

/** What a submit did: nothing to say (undefined or null), a message for the whole form, or the page to go to. */
export type SubmitResult = undefined | null | string | { leaveTo: string }
/** A form's submit: it answers a SubmitResult, or nothing at all when it has nothing to say. */
export type Submit<V> = ((values: V) => Promise<SubmitResult>) | ((values: V) => Promise<void>)

/** Leaves the page without a history entry for the form (tests replace it). */
export const leavePage = (url: string) => window.location.replace(url)

// zod and zod/mini schemas alike (both are zod 4 core types).
type Schema = z4.$ZodType<unknown, FieldValues>
type In<S extends Schema> = z4.input<S> & FieldValues
type Out<S extends Schema> = z4.output<S>

export type FormOptions<S extends Schema> = {
  /** The values the fields start with (a field's own defaultValue works too); as the fields hold them, e.g. strings. */
  defaultValues?: { [K in keyof In<S>]?: unknown }
  /** How a failure is worded (what was attempted: a save unless said otherwise). */
  attempt?: Attempt
  /** A message for the whole form when its values do not pass, shown above the fields' own messages. */
  invalidMessage?: (values: In<S>) => string | null
  /** How a submit that leaves the page leaves it (tests replace it). */
  leave?: (url: string) => void
  /** Keep what was typed as a draft under this key (lib/drafts.tsx) until a submit succeeds. */
  draft?: string
}

/**
 * A form for `schema` (or a loader of it, so a page's first load need not carry zod). `submit`
 * gets the parsed values; it throws (a data error) or returns a message to refuse.
 */
export function useZodForm<S extends Schema>(
  schema: S | (() => Promise<S>),
  submit: Submit<Out<S>>,
  options: FormOptions<S> = {},
) {
  const { attempt, invalidMessage, leave = leavePage } = options
  const resolver: Resolver<In<S>, unknown, Out<S>> = typeof schema === 'function'
    ? async (values, context, opts) =>
        (zodResolver((await (schema as () => Promise<S>)()) as never) as unknown as Resolver<In<S>, unknown, Out<S>>)(
          values,
          context,
          opts,
        )
    : (zodResolver(schema as never) as never)
  const draft = useDraft(options.draft ?? '', () => options.defaultValues)
  const form = useForm<In<S>, unknown, Out<S>>({
    resolver,
    defaultValues: (options.draft ? draft.value : options.defaultValues) as DefaultValues<In<S>>,
    shouldFocusError: true,
  })
  const { watch } = form
  const keepDraft = draft.update
  useEffect(() => {
    if (!options.draft) return
    const subscription = watch((values) => keepDraft(values))
    return () => subscription.unsubscribe()
  }, [options.draft, watch, keepDraft])
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState(false)
  const busy = useRef(false)

  const run = form.handleSubmit(
    async (values) => {
      setFormError(null)
      let leaving = false
      try {
        const result: unknown = await submit(values)
        if (result && typeof result === 'object' && typeof (result as { leaveTo?: unknown }).leaveTo === 'string') {
          leaving = true
          leave((result as { leaveTo: string }).leaveTo)
          return
        }
        const refusal = typeof result === 'string' && result ? result : null
        setFormError(refusal)
        setDone(!refusal)
        if (!refusal && options.draft) draft.discard()
      } catch (error) {
        const problem = describeError(error, attempt)
        // beside the field it is about when the form has that field, else above the form
        if (problem.field && form.getValues(problem.field as Path<In<S>>) !== undefined)
          form.setError(problem.field as Path<In<S>>, { message: problem.message }, { shouldFocus: true })
        else setFormError(problem.message)
      } finally {
        if (!leaving) release()
      }
    },
    () => {
      setFormError(invalidMessage?.(form.getValues()) ?? null)
      release()
    },
  )

  function release() {
    busy.current = false
    setPending(false)
  }

  /** The form's onSubmit. */
  async function onSubmit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault()
    if (busy.current) return
    busy.current = true
    setPending(true)
    setDone(false)
    try {
      await run(event)
    } catch (error) {
      // a schema that failed to load or threw: say so, and let the user try again
      setFormError(describeError(error, attempt).message)
      release()
    }
  }

  /** A field's wiring: name, ref, change handlers and its message (spread onto ui/field's Field, TextArea, Select). */
  const field = <N extends Path<In<S>>>(name: N) => ({ ...form.register(name), error: fieldError(name) })
  const fieldError = (name: Path<In<S>>): string | undefined => {
    const message = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message
    return typeof message === 'string' ? message : undefined
  }

  /** A control that is not a native input (a choice group, a switch): its value, its change and its message. */
  const control = <N extends Path<In<S>>>(name: N) => ({
    value: form.watch(name),
    onChange: (value: PathValue<In<S>, N>) =>
      form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
    error: fieldError(name),
  })

  return { form, field, control, fieldError, formError, setFormError, pending, done, onSubmit }
}

/**
 * What a number field reads as while it is typed, to show beside it before saving ("Reads as
 * $24,500", "Reads as 90 minutes"); null while it is empty or cannot be read (the submit then says
 * why, at the field).
 */
export function quantityReading(typed: unknown, expected: Expected): string | null {
  if (typeof typed !== 'string' || !typed.trim()) return null
  const read = readExpected(typed, expected)
  return read.ok ? `Reads as ${read.shown}` : null
}

/** The same for a money field, with the form's own rules for money (shared/schemas/crm.ts). */
export function moneyReading(typed: unknown, currency: unknown, what: string): string | null {
  const text = typeof typed === 'string' ? typed : ''
  if (!text.trim() || typeof currency !== 'string') return null
  const read = readMoneyText(text, currency, what)
  return read.ok ? `Reads as ${read.shown}` : null
}
