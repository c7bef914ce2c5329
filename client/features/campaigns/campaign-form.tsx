// The campaign form: new (with the status it starts in) and edit (the status moves separately).
// Every field labelled; one message per field from the shared schema or the database.
import { useId } from 'react'
import {
  CAMPAIGN_CHANNEL_LABELS,
  CAMPAIGN_CHANNELS,
  CAMPAIGN_STATUS_LABELS,
  CampaignFormSchema,
  NEW_CAMPAIGN_STATUSES,
  NewCampaignFormSchema,
  type Campaign,
  type CampaignInput,
  type NewCampaignInput,
} from '../../../shared/schemas/campaign'
import { CURRENCIES } from '../../../shared/schemas/crm'
import { Alert, AmountField, Button, Field, Select, TextArea } from '../../ui'
import { moneyReading, useZodForm } from '../../lib/form'

const CHANNEL_OPTIONS = CAMPAIGN_CHANNELS.map((c) => ({ value: c, label: CAMPAIGN_CHANNEL_LABELS[c] }))
const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c, label: c }))
const START_OPTIONS = NEW_CAMPAIGN_STATUSES.map((s) => ({ value: s, label: CAMPAIGN_STATUS_LABELS[s] }))

type Props<T> = { submitLabel: string; pendingLabel: string; onSubmit(values: T): Promise<void>; onCancel?(): void }

type FieldOf = (
  name: keyof CampaignInput,
) => ReturnType<ReturnType<typeof useZodForm<typeof CampaignFormSchema>>['field']>

function CampaignFields({
  campaign,
  wire,
  id,
  reading,
}: {
  campaign?: Campaign
  wire: FieldOf
  id: string
  /** What the budget typed so far reads as. */
  reading: string | null
}) {
  const field = (name: keyof CampaignInput) => ({ id: `${id}-${name}`, ...wire(name) })
  return (
    <>
      <Field {...field('name')} label="Name" autoComplete="off" defaultValue={campaign?.name} />
      <TextArea
        {...field('objective')}
        label="Objective"
        rows={3}
        defaultValue={campaign?.objective}
        hint="What the campaign should achieve, e.g. “Book 40 demos with retail operations leads”."
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Select
          {...field('channel')}
          label="Channel"
          options={CHANNEL_OPTIONS}
          defaultValue={campaign?.channel ?? 'email'}
        />
        <Field
          {...field('target_audience')}
          label="Target audience"
          autoComplete="off"
          defaultValue={campaign?.target_audience}
        />
        <AmountField
          {...field('budget')}
          label="Budget"
          defaultValue={campaign ? String(campaign.budget) : ''}
          hint="Planned spend, as you would write it: 5,000, $5,000 or 5k."
          reading={reading}
        />
        <Select
          {...field('currency')}
          label="Currency"
          options={CURRENCY_OPTIONS}
          defaultValue={campaign?.currency ?? 'USD'}
        />
        <Field {...field('start_date')} label="Start date" type="date" defaultValue={campaign?.start_date ?? ''} />
        <Field {...field('end_date')} label="End date" type="date" defaultValue={campaign?.end_date ?? ''} />
      </div>
    </>
  )
}

function Actions({
  pending,
  submitLabel,
  pendingLabel,
  onCancel,
}: {
  pending: boolean
  submitLabel: string
  pendingLabel: string
  onCancel?(): void
}) {
  return (
    <div className="actions mb-0">
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      )}
    </div>
  )
}

export function NewCampaignForm({ submitLabel, pendingLabel, onSubmit, onCancel }: Props<NewCampaignInput>) {
  const id = useId()
  const { onSubmit: submit, field, formError, pending, form } = useZodForm(NewCampaignFormSchema, onSubmit)
  const reading = moneyReading(form.watch('budget'), form.watch('currency') ?? 'USD', 'budget')
  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <CampaignFields wire={field} id={id} reading={reading} />
      <Select
        id={`${id}-status`}
        {...field('status')}
        label="Start as"
        options={START_OPTIONS}
        defaultValue="draft"
        hint="Draft to plan it first, Scheduled for a start date, Active if it is already running."
      />
      <Actions pending={pending} submitLabel={submitLabel} pendingLabel={pendingLabel} onCancel={onCancel} />
    </form>
  )
}

export function EditCampaignForm({
  campaign,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: Props<CampaignInput> & { campaign: Campaign }) {
  const id = useId()
  const { onSubmit: submit, field, formError, pending, form } = useZodForm(CampaignFormSchema, onSubmit)
  const reading = moneyReading(
    form.watch('budget') ?? String(campaign.budget),
    form.watch('currency') ?? campaign.currency,
    'budget',
  )
  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <CampaignFields campaign={campaign} wire={field} id={id} reading={reading} />
      <Actions pending={pending} submitLabel={submitLabel} pendingLabel={pendingLabel} onCancel={onCancel} />
    </form>
  )
}
