// /dashboard/campaigns/new: the form; once created, the campaign's page with a success toast.
import { useNavigate } from 'react-router'
import { notify } from '../../app/notify'
import { Card, PageHeader } from '../../ui'
import type { MembershipCompany } from '../../lib/membership'
import { MembershipGate } from '../../app/membership-gate'
import { useCreateCampaign } from './api'
import { NewCampaignForm } from './campaign-form'

function CreateCampaign({ company }: { company: MembershipCompany }) {
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
      <PageHeader
        title="New campaign"
        lead="Name it, say what it should achieve, and set its channel, budget and dates. You can change all of it later."
      />
      <MembershipGate noCompany={`Your campaigns belong to your company, and your account is not part of one yet.`}>
        {(m) => <CreateCampaign company={m.company} />}
      </MembershipGate>
    </>
  )
}
