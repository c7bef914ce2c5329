// Which integrations the company wants (spec §1 names them by kind). None can be connected yet:
// the choice is recorded as a request (company_integrations, status 'requested') and every one
// is labelled "Not connected yet" — the screen never suggests a connection exists.
import type { Membership } from '../../lib/membership'
import type { ReactNode } from 'react'
import {
  INTEGRATIONS,
  IntegrationSelectionSchema,
  type IntegrationId,
  type IntegrationRequest,
} from '../../../shared/schemas/integrations'
import { useZodForm } from '../../lib/form'
import { SettingForm } from '../../ui/setting-form'
import { Alert, Badge } from '../../ui'
import { ChoiceGroup } from '../../ui/choice'
import { useRequestIntegrations } from './api'

export function NotConnectedNotice() {
  return (
    <Alert tone="info">
      <strong>None of these can be connected yet.</strong> Choosing one records that your company wants it, so your
      executives' set-up is ready when its connection arrives. Nothing is sent to these services and no account is
      linked.
    </Alert>
  )
}

export function IntegrationsForm({
  mine,
  requested,
  onSaved,
  actions,
}: {
  mine: Membership
  requested: IntegrationRequest[]
  onSaved(): void
  actions(pending: boolean): ReactNode
}) {
  const save = useRequestIntegrations(mine.company.id)
  const canEdit = mine.can.editCompany
  const form = useZodForm(
    IntegrationSelectionSchema,
    async ({ providers }) => {
      await save.mutateAsync(providers)
      onSaved()
    },
    {
      defaultValues: { providers: requested.map((r): IntegrationId => r.provider) },
      draft: `integrations:${mine.company.id}`,
      attempt: {
        what: 'your choice',
        notAllowed: 'Only owners and admins of the company can choose its integrations.',
      },
    },
  )
  const providers = form.control('providers')

  return (
    <SettingForm
      form={form}
      canEdit={canEdit}
      onSaved={onSaved}
      savedMessage="Your choice of integrations was saved. None is connected yet."
      readOnlyNote={`Only owners and admins of ${mine.company.name} choose its integrations.`}
    >
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
    </SettingForm>
  )
}
