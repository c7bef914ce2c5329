// The ideal customer profile on /dashboard/company-setup#icp: the industries and company sizes the
// company sells to best. Lead scores give fit points for a match (shared/lead-score.ts). Owners and
// admins change it (the companies policy decides; a refusal is said as the database said it);
// members read it.
import { useId } from 'react'
import { COMPANY_SIZE_LABELS, COMPANY_SIZES, INDUSTRIES, type CompanySize } from '../../../shared/schemas/company'
import { IcpSchema } from '../../../shared/schemas/icp'
import { notify } from '../../app/notify'
import { Alert, Button, Section } from '../../ui'
import { ChoiceGroup } from '../../ui/choice'
import { NOT_ALLOWED } from '../../lib/errors'
import { useZodForm } from '../../lib/form'
import { LoadError } from '../../ui/query-state'
import { useIcp, useUpdateIcp } from './api'

function IcpEditor({
  companyId,
  initial,
  canEdit,
}: {
  companyId: string
  initial: { industries: string[]; sizes: CompanySize[] }
  canEdit: boolean
}) {
  const id = useId()
  const update = useUpdateIcp(companyId)
  const form = useZodForm(
    IcpSchema,
    async (icp) => {
      if (!(await update.mutateAsync(icp))) return NOT_ALLOWED
      void notify('success', 'Ideal customer profile saved: lead scores follow it')
    },
    { defaultValues: initial, attempt: { what: 'the ideal customer profile' } },
  )
  const industries = form.control('industries')
  const sizes = form.control('sizes')
  const error = form.formError ?? industries.error ?? sizes.error
  // industries saved earlier that the list does not offer stay choosable
  const industryChoices = [
    ...INDUSTRIES,
    ...initial.industries.filter((i) => !(INDUSTRIES as readonly string[]).includes(i)),
  ].map((i) => ({ value: i, label: i }))
  return (
    <form onSubmit={form.onSubmit} noValidate aria-busy={form.pending}>
      {error && <Alert tone="error">{error}</Alert>}
      <ChoiceGroup
        id={`${id}-industries`}
        legend="Ideal industries"
        type="checkbox"
        choices={industryChoices}
        value={industries.value as string[]}
        onChange={industries.onChange}
        columns={2}
        disabled={!canEdit}
        hint="A lead in one of these gets 15 fit points."
      />
      <ChoiceGroup
        id={`${id}-sizes`}
        legend="Ideal company sizes"
        type="checkbox"
        choices={COMPANY_SIZES.map((s) => ({ value: s, label: COMPANY_SIZE_LABELS[s] }))}
        value={sizes.value as CompanySize[]}
        onChange={sizes.onChange}
        disabled={!canEdit}
        hint="A lead at one of these sizes gets 15 fit points, at the size next to one 7."
      />
      {canEdit ? (
        <div className="actions">
          <Button type="submit" disabled={form.pending}>
            {form.pending ? 'Saving…' : 'Save ideal customer profile'}
          </Button>
        </div>
      ) : (
        <p className="muted">Only owners and admins change the ideal customer profile.</p>
      )}
    </form>
  )
}

export function IcpSection({ companyId, canEdit }: { companyId: string; canEdit: boolean }) {
  const icp = useIcp(companyId)
  return (
    <Section
      title="Ideal customer profile"
      id="icp"
      intro="Who buys from you best. Lead scores give fit points to leads that match, beside points for their job title's seniority."
    >
      {icp.isPending ? (
        <p className="muted" role="status">
          Loading the profile…
        </p>
      ) : icp.isError ? (
        <LoadError what="the ideal customer profile" error={icp.error} onRetry={() => void icp.refetch()} />
      ) : (
        <IcpEditor
          companyId={companyId}
          initial={{ industries: [...(icp.data?.industries ?? [])], sizes: [...(icp.data?.sizes ?? [])] }}
          canEdit={canEdit}
        />
      )}
    </Section>
  )
}
