// The lead form, for creating (in a dialog) and editing (on the lead's page): every field labelled
// (the owner chosen from the company's members),
// one message per field from the shared schema (or from the database, e.g. a duplicate email).
import { useId } from 'react'
import { COMPANY_SIZE_LABELS, COMPANY_SIZES, INDUSTRIES } from '../../../shared/schemas/company'
import { CURRENCIES } from '../../../shared/schemas/crm'
import {
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LeadFormSchema,
  type Lead,
  type LeadInput,
} from '../../../shared/schemas/lead'
import { Alert, AmountField, Button, Field, Select, TextArea } from '../../ui'
import { moneyReading, useZodForm } from '../../lib/form'
import { ownerOptions } from './lead-owner'

const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))
const SOURCE_OPTIONS = LEAD_SOURCES.map((s) => ({ value: s, label: LEAD_SOURCE_LABELS[s] }))
const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c, label: c }))
const SIZE_OPTIONS = [
  { value: '', label: 'Not known' },
  ...COMPANY_SIZES.map((s) => ({ value: s, label: COMPANY_SIZE_LABELS[s] })),
]

export type CampaignOption = { id: string; name: string }

export function LeadForm({
  lead,
  campaigns,
  owners,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  lead?: Lead
  campaigns: readonly CampaignOption[]
  /** The company's members (id → name), to choose the owner from. */
  owners?: ReadonlyMap<string, string>
  submitLabel: string
  onSubmit(values: LeadInput): Promise<void>
  onCancel?(): void
}) {
  const id = useId()
  const form = useZodForm(LeadFormSchema, onSubmit)
  const reading = moneyReading(
    form.form.watch('value') ?? (lead ? String(lead.value) : ''),
    form.form.watch('currency') ?? lead?.currency ?? 'USD',
    'estimated value',
  )
  const field = (name: keyof LeadInput) => ({ id: `${id}-${name}`, ...form.field(name) })
  const campaignOptions = [
    { value: '', label: 'No campaign' },
    ...campaigns.map((c) => ({ value: c.id, label: c.name })),
  ]

  return (
    <form onSubmit={form.onSubmit} noValidate aria-busy={form.pending}>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          {...field('first_name')}
          label="First name"
          autoComplete="off"
          defaultValue={lead?.first_name}
          hint="A name or an email address is required."
        />
        <Field {...field('last_name')} label="Last name" autoComplete="off" defaultValue={lead?.last_name} />
        <Field
          {...field('email')}
          label="Email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          defaultValue={lead?.email ?? ''}
        />
        <Field {...field('phone')} label="Phone" type="tel" autoComplete="off" defaultValue={lead?.phone} />
        <Field {...field('company_name')} label="Company" autoComplete="off" defaultValue={lead?.company_name} />
        <Field {...field('title')} label="Job title" autoComplete="off" defaultValue={lead?.title} />
        <Field
          {...field('industry')}
          label="Industry"
          autoComplete="off"
          list={`${id}-industries`}
          defaultValue={lead?.industry}
          hint="Their company's industry; it counts towards the lead's score."
        />
        <datalist id={`${id}-industries`}>
          {INDUSTRIES.map((i) => (
            <option key={i} value={i} />
          ))}
        </datalist>
        <Select
          {...field('company_size')}
          label="Headcount"
          options={SIZE_OPTIONS}
          hint="How many people their company employs."
          defaultValue={lead?.company_size ?? ''}
        />
        <Select {...field('status')} label="Status" options={STATUS_OPTIONS} defaultValue={lead?.status ?? 'new'} />
        <Select {...field('source')} label="Source" options={SOURCE_OPTIONS} defaultValue={lead?.source ?? 'manual'} />
        <AmountField
          {...field('value')}
          label="Estimated value"
          defaultValue={lead ? String(lead.value) : ''}
          hint="The deal's likely size, as you would write it: 24,500, $24,500 or 24.5k."
          reading={reading}
        />
        <Select
          {...field('currency')}
          label="Currency"
          options={CURRENCY_OPTIONS}
          defaultValue={lead?.currency ?? 'USD'}
        />
      </div>
      <Select
        {...field('campaign_id')}
        label="Campaign"
        options={campaignOptions}
        defaultValue={lead?.campaign_id ?? ''}
        hint="The campaign this lead came from, if any."
      />
      <Select
        {...field('owner_id')}
        label="Owner"
        options={ownerOptions(owners, lead?.owner_id ?? null)}
        defaultValue={lead?.owner_id ?? ''}
        hint="The member of your company who looks after this lead."
      />
      <TextArea {...field('notes')} label="Notes" defaultValue={lead?.notes} />
      <div className="actions mb-0">
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Saving…' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={form.pending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}
