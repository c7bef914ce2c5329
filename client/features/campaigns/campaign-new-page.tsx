// /dashboard/campaigns/new: the form; once created, the campaign's page with a success toast.
import { useNavigate } from 'react-router'
import { notify } from '../../app/notify'
import { Card, PageHeader } from '../../ui'
import type { ActiveCompany } from '../crm/api'
import { CompanyGate } from '../crm/company-gate'
import { useCreateCampaign } from './api'
import { NewCampaignForm } from './campaign-form'

function CreateCampaign({ company }: { company: ActiveCompany }) {
  const create = useCreateCampaign(company.id)
  const navigate = useNavigate()
  return (
    <Card as="div" className="max-w-3xl">
      <NewCampaignForm
        submitLabel="Create campaign"
        pendingLabel="Creating…"
        onCancel={() => navigate('/dashboard/campaigns')}
        onSubmit={async (values) => {
          const campaign = await create.mutateAsync(values)
          void notify('success', `Campaign “${campaign.name}” created`)
          navigate(`/dashboard/campaigns/${campaign.id}`)
        }}
      />
    </Card>
  )
}

export default function CampaignNewPage() {
  return (
    <>
      <PageHeader title="New campaign" lead="Name it, say what it should achieve, and set its channel, budget and dates. You can change all of it later." />
      <CompanyGate what="campaigns">{(company) => <CreateCampaign company={company} />}</CompanyGate>
    </>
  )
}
