// The company form of onboarding's company step and /dashboard/company-setup: create the company
// (the database makes the creator its owner) or edit it (owners and admins; RLS refuses others).
import type { ReactNode } from 'react'
import {
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  CompanyFormSchema,
  INDUSTRIES,
  industryFields,
  OTHER_INDUSTRY,
  type CompanyFormInput,
  type CompanyRow,
} from '../../../shared/schemas/company'
import { useZodForm } from '../../lib/form'
import { Alert, Field, Select } from '../../ui'
import { useCreateCompany, useUpdateCompany } from './api'

const INDUSTRY_OPTIONS = [
  { value: '', label: 'Choose an industry' },
  ...INDUSTRIES.map((i) => ({ value: i, label: i })),
  { value: OTHER_INDUSTRY, label: 'Other (type it in)' },
]
const SIZE_OPTIONS = [
  { value: '', label: 'Choose a size' },
  ...COMPANY_SIZES.map((s) => ({ value: s, label: COMPANY_SIZE_LABELS[s] })),
]

type Values = Record<keyof Required<CompanyFormInput>, string>

/** The details the form edits (the membership's company has them). */
type CompanyFields = Pick<CompanyRow, 'id' | 'name' | 'industry' | 'website' | 'size'>

const initialValues = (company: CompanyFields | null): Values => ({
  name: company?.name ?? '',
  ...industryFields(company?.industry ?? ''),
  size: company?.size ?? '',
  website: company?.website ?? '',
})

export function CompanyForm({
  company,
  onSaved,
  actions,
}: {
  company: CompanyFields | null
  onSaved(): void
  actions(pending: boolean): ReactNode
}) {
  const create = useCreateCompany()
  const update = useUpdateCompany(company?.id)
  const form = useZodForm(
    CompanyFormSchema,
    async (parsed) => {
      if (company) await update.mutateAsync(parsed)
      else await create.mutateAsync(parsed)
      onSaved()
    },
    {
      defaultValues: initialValues(company),
      draft: `company:${company?.id ?? 'new'}`,
      attempt: { what: 'the company', notAllowed: 'Only owners and admins of the company can edit its details.' },
    },
  )
  const { field } = form

  return (
    <form onSubmit={form.onSubmit} noValidate>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <Field id="company-name" label="Company name" autoComplete="organization" {...field('name')} required />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Select id="company-industry" label="Industry" options={INDUSTRY_OPTIONS} {...field('industry')} required />
        <Select id="company-size" label="Company size" options={SIZE_OPTIONS} {...field('size')} required />
      </div>
      {form.form.watch('industry') === OTHER_INDUSTRY && (
        <Field id="company-other-industry" label="Your industry" {...field('otherIndustry')} required />
      )}
      <Field
        id="company-website"
        label="Website (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        {...field('website')}
        hint="Starting with https://, for example https://example.com."
      />
      {actions(form.pending)}
    </form>
  )
}

/** The company's details for someone who may not edit them. */
export function CompanyDetails({ company }: { company: CompanyFields }) {
  const rows: [string, string][] = [
    ['Name', company.name],
    ['Industry', company.industry || 'Not given'],
    ['Size', company.size ? COMPANY_SIZE_LABELS[company.size] : 'Not given'],
    ['Website', company.website || 'Not given'],
  ]
  return (
    <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-2">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="m-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
