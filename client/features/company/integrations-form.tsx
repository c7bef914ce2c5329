// Which integrations the company wants (spec §1 names them by kind). None can be connected yet:
// the choice is recorded as a request (company_integrations, status 'requested') and every one
// is labelled "Not connected yet" — the screen never suggests a connection exists.
import { type Membership } from '../../lib/membership'
import { useState, type ReactNode } from 'react'
import { INTEGRATIONS, IntegrationSelectionSchema, type IntegrationId, type IntegrationRequest } from '../../../shared/schemas/integrations'
import { useZodForm } from '../../lib/form'
import { Alert, Badge } from '../../ui'
import { ChoiceGroup } from '../../ui/choice'
import { useRequestIntegrations } from './api'

export function NotConnectedNotice() {
  return (
    <Alert tone="info">
      <strong>None of these can be connected yet.</strong> Choosing one records that your company wants it, so your executives' set-up is ready when its
      connection arrives. Nothing is sent to these services and no account is linked.
    </Alert>
  )
}

export function IntegrationsForm({ mine, requested, onSaved, actions }: { mine: Membership; requested: IntegrationRequest[]; onSaved(): void; actions(pending: boolean): ReactNode }) {
  const save = useRequestIntegrations(mine.company.id)
  const [saved, setSaved] = useState(false)
  const canEdit = mine.can.editCompany
  const form = useZodForm(
    IntegrationSelectionSchema,
    async ({ providers }) => {
      await save.mutateAsync(providers)
      setSaved(true)
      onSaved()
    },
    {
      defaultValues: { providers: requested.map((r): IntegrationId => r.provider) },
      draft: `integrations:${mine.company.id}`,
      attempt: { what: 'your choice', notAllowed: 'Only owners and admins of the company can choose its integrations.' },
    },
  )
  const providers = form.control('providers')

  return (
    <form
      onSubmit={(event) => {
        setSaved(false)
        if (canEdit) return form.onSubmit(event)
        event.preventDefault()
        onSaved()
      }}
      noValidate
    >
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      {saved && <Alert tone="success">Your choice of integrations was saved. None is connected yet.</Alert>}
      {!canEdit && <p className="muted">Only owners and admins of {mine.company.name} choose its integrations.</p>}
      <ChoiceGroup
        id="integrations"
        type="checkbox"
        legend="Integrations your company wants to use"
        columns={2}
        disabled={!canEdit}
        value={providers.value}
        onChange={providers.onChange}
        error={providers.error}
        choices={INTEGRATIONS.map((i) => ({
          value: i.id,
          label: (
            <>
              {i.name} <span className="text-sm font-normal text-muted">· {i.kind}</span>
            </>
          ),
          description: (
            <>
              {i.use} <Badge tone="warning">Not connected yet</Badge>
            </>
          ),
        }))}
      />
      {actions(form.pending)}
    </form>
  )
}
