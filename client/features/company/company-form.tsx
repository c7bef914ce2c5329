// The company form of onboarding's company step and /dashboard/company-setup: create the company
// (the database makes the creator its owner) or edit it (owners and admins; RLS refuses others).
import type { FormEvent, ReactNode } from 'react'
import { COMPANY_SIZE_LABELS, COMPANY_SIZES, CompanyFormSchema, INDUSTRIES, industryFields, OTHER_INDUSTRY, type CompanyFormInput, type CompanyRow } from '../../../shared/schemas/company'
import { useDraft } from '../../lib/drafts'
import { useFormSubmit } from '../../lib/use-form-submit'
import { Alert, Field, Select } from '../../ui'
import { useCreateCompany, useUpdateCompany } from './api'

const INDUSTRY_OPTIONS = [{ value: '', label: 'Choose an industry' }, ...INDUSTRIES.map((i) => ({ value: i, label: i })), { value: OTHER_INDUSTRY, label: 'Other (type it in)' }]
const SIZE_OPTIONS = [{ value: '', label: 'Choose a size' }, ...COMPANY_SIZES.map((s) => ({ value: s, label: COMPANY_SIZE_LABELS[s] }))]

type Values = Record<keyof Required<CompanyFormInput>, string>

/** The details the form edits (the membership's company has them). */
type CompanyFields = Pick<CompanyRow, 'id' | 'name' | 'industry' | 'website' | 'size'>

const initialValues = (company: CompanyFields | null): Values => ({
  name: company?.name ?? '',
  ...industryFields(company?.industry ?? ''),
  size: company?.size ?? '',
  website: company?.website ?? '',
})

export function CompanyForm({ company, onSaved, actions }: { company: CompanyFields | null; onSaved(): void; actions(pending: boolean): ReactNode }) {
  const draft = useDraft<Values>(`company:${company?.id ?? 'new'}`, () => initialValues(company))
  const values = draft.value
  const create = useCreateCompany()
  const update = useUpdateCompany(company?.id)
  const form = useFormSubmit(
    CompanyFormSchema,
    async (parsed) => {
      if (company) await update.mutateAsync(parsed)
      else await create.mutateAsync(parsed)
      draft.discard()
      onSaved()
    },
    { notAllowed: 'Only owners and admins of the company can edit its details.' },
  )
  const set = (field: keyof Values) => (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
    const value = event.currentTarget.value
    draft.update((v) => ({ ...v, [field]: value }))
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void form.run(values)
  }

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      {form.formError && <Alert tone="error">{`The company was not saved: ${form.formError}`}</Alert>}
      <Field id="company-name" label="Company name" autoComplete="organization" value={values.name} onChange={set('name')} error={form.fieldErrors.name} required />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Select id="company-industry" label="Industry" options={INDUSTRY_OPTIONS} value={values.industry} onChange={set('industry')} error={form.fieldErrors.industry} required />
        <Select id="company-size" label="Company size" options={SIZE_OPTIONS} value={values.size} onChange={set('size')} error={form.fieldErrors.size} required />
      </div>
      {values.industry === OTHER_INDUSTRY && <Field id="company-other-industry" label="Your industry" value={values.otherIndustry} onChange={set('otherIndustry')} error={form.fieldErrors.otherIndustry} required />}
      <Field
        id="company-website"
        label="Website (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        value={values.website}
        onChange={set('website')}
        error={form.fieldErrors.website}
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
