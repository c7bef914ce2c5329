// The call form, for logging a call and editing one (both in a dialog): the lead (one of the
// company's, or none), direction, outcome, when, how long and notes; every field labelled, one
// message per field from the shared schema (or the database, e.g. a date in the future).
import { useId } from 'react'
import {
  CALL_DIRECTION_LABELS,
  CALL_DIRECTIONS,
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  CallFormSchema,
  MAX_CALL_MINUTES,
  toLocalDateTimeInput,
  type Call,
  type CallInput,
} from '../../../shared/schemas/call'
import { leadName } from '../../../shared/schemas/lead'
import { Alert, AmountField, Button, Field, Select, TextArea } from '../../ui'
import { quantityReading, useZodForm } from '../../lib/form'
import { useLeadOptions } from '../leads/api'

const DIRECTION_OPTIONS = CALL_DIRECTIONS.map((d) => ({ value: d, label: CALL_DIRECTION_LABELS[d] }))
const OUTCOME_OPTIONS = CALL_OUTCOMES.map((o) => ({ value: o, label: CALL_OUTCOME_LABELS[o] }))

export function CallForm({
  companyId,
  call,
  leadId,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  companyId: string
  call?: Call
  /** The lead chosen when the form opens (a lead's page). */
  leadId?: string
  submitLabel: string
  onSubmit(values: CallInput): Promise<void>
  onCancel(): void
}) {
  const id = useId()
  const leads = useLeadOptions(companyId)
  const chosen = call ? call.lead_id : (leadId ?? null)
  // the chosen lead is a default value, so it stays chosen when the list arrives and the select is drawn again
  const form = useZodForm(CallFormSchema, onSubmit, { defaultValues: { lead_id: chosen ?? '' } })
  const field = (name: keyof CallInput) => ({ id: `${id}-${name}`, ...form.field(name) })
  // until the list arrives (or if it fails), the chosen lead is still offered by its name
  const known = leads.data ?? (call?.lead ? [call.lead] : [])
  const leadOptions = [{ value: '', label: 'No lead' }, ...known.map((l) => ({ value: l.id, label: leadName(l) }))]

  return (
    <form onSubmit={form.onSubmit} noValidate aria-busy={form.pending}>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <Select
        {...field('lead_id')}
        label="Lead"
        options={leadOptions}
        defaultValue={chosen ?? ''}
        key={known.length}
        hint={
          leads.isError
            ? 'Your leads could not be loaded; the call can be logged without one.'
            : "Who was on the call, from your company's leads."
        }
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Select
          {...field('direction')}
          label="Direction"
          options={DIRECTION_OPTIONS}
          defaultValue={call?.direction ?? 'outbound'}
        />
        <Select
          {...field('outcome')}
          label="Outcome"
          options={OUTCOME_OPTIONS}
          defaultValue={call?.outcome ?? 'connected'}
        />
        <Field
          {...field('occurred_at')}
          label="When"
          type="datetime-local"
          defaultValue={toLocalDateTimeInput(call?.occurred_at ?? new Date())}
          max={toLocalDateTimeInput(new Date())}
        />
        <AmountField
          {...field('duration_minutes')}
          label="Duration in minutes"
          defaultValue={String(call?.duration_minutes ?? '')}
          hint={`0 to ${MAX_CALL_MINUTES}, like 15 or 1.5 hours; 0 for a call under a minute.`}
          reading={quantityReading(form.form.watch('duration_minutes'), { kind: 'time', unit: 'minute' })}
        />
      </div>
      <TextArea {...field('notes')} label="Notes" defaultValue={call?.notes} />
      <div className="actions mb-0">
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Saving…' : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={form.pending}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
