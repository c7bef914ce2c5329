// /dashboard/leads/:leadId: one lead — status pipeline, owner, details, why its score, notes, calls, history; edit in
// place; delete after confirming. An unknown id, or a lead of a company the user is not part of
// (RLS hides it the same way), is "Lead not found", not an error.
import { Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { isRowId } from '../../../shared/schemas/crm'
import { leadName, type LeadWithCampaign } from '../../../shared/schemas/lead'
import { notify } from '../../app/notify'
import { Button, Card, Link, PageHeader, Section } from '../../ui'
import { LeadCalls } from '../calls/lead-calls'
import { useMemberNames } from '../members/api'
import { useCampaigns } from '../campaigns/api'
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog'
import { DetailSkeleton, LoadError, NotFound } from '../../ui/query-state'
import { LeadStatusBadge } from '../../ui/status-badges'
import { WhyThisScore } from '../scores/why-score'
import { useDeleteLead, useLead, useUpdateLead } from './api'
import { LeadDetails, LeadHistory, LeadPipeline } from './lead-detail-parts'
import { LeadEnrichment } from './lead-enrichment'
import { LeadForm } from './lead-form'
import { LeadOwnerSelect } from './lead-owner'

function DeleteLead({ lead }: { lead: LeadWithCampaign }) {
  const remove = useDeleteLead()
  const navigate = useNavigate()
  const name = leadName(lead)
  return (
    <ConfirmDeleteDialog
      title={`Delete ${name}?`}
      description="The lead and its history are removed for everyone in your company. This cannot be undone."
      trigger={
        <Button variant="secondary">
          <Trash2 aria-hidden="true" size={18} /> Delete lead
        </Button>
      }
      confirmLabel="Delete lead"
      keepLabel="Keep the lead"
      onConfirm={async () => {
        await remove.mutateAsync(lead.id)
        void notify('success', `Deleted ${name}`)
        navigate('/dashboard/leads')
      }}
    />
  )
}

function EditLead({ lead, onDone }: { lead: LeadWithCampaign; onDone(): void }) {
  const update = useUpdateLead()
  const campaigns = useCampaigns(lead.company_id)
  const owners = useMemberNames(lead.company_id)
  return (
    <Section title="Edit lead" id="edit">
      <Card as="div">
        <LeadForm
          lead={lead}
          campaigns={campaigns.data ?? (lead.campaign ? [lead.campaign] : [])}
          owners={owners.data}
          submitLabel="Save changes"
          onCancel={onDone}
          onSubmit={async (values) => {
            await update.mutateAsync({ id: lead.id, changes: values })
            void notify('success', 'Lead saved')
            onDone()
          }}
        />
      </Card>
    </Section>
  )
}

function LeadView({ lead }: { lead: LeadWithCampaign }) {
  const [editing, setEditing] = useState(false)
  const subtitle = [lead.title, lead.company_name].filter(Boolean).join(' at ')
  return (
    <>
      <PageHeader eyebrow="Lead" title={leadName(lead)} lead={subtitle || undefined}>
        <p className="mt-2">
          <LeadStatusBadge status={lead.status} />
        </p>
      </PageHeader>
      <div className="actions mt-0">
        {!editing && (
          <Button onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" size={18} /> Edit lead
          </Button>
        )}
        <DeleteLead lead={lead} />
        <Link to="/dashboard/leads" className="self-center">
          All leads
        </Link>
      </div>
      {editing ? (
        <EditLead lead={lead} onDone={() => setEditing(false)} />
      ) : (
        <>
          <LeadPipeline lead={lead} />
          <div className="mb-6 max-w-sm">
            <LeadOwnerSelect lead={lead} />
          </div>
          <Section title="Details" id="details">
            <LeadDetails lead={lead} />
          </Section>
          <LeadEnrichment leadId={lead.id} email={lead.email} />
          <WhyThisScore companyId={lead.company_id} leadId={lead.id} />
          <Section title="Notes" id="notes">
            {lead.notes ? (
              <p className="whitespace-pre-wrap">{lead.notes}</p>
            ) : (
              <p className="muted">No notes yet. Edit the lead to add some.</p>
            )}
          </Section>
          <LeadCalls companyId={lead.company_id} leadId={lead.id} leadName={leadName(lead)} />
          <Section title="History" id="history">
            <LeadHistory leadId={lead.id} companyId={lead.company_id} />
          </Section>
        </>
      )}
    </>
  )
}

function LeadNotFound() {
  return (
    <>
      <PageHeader title="Lead not found" lead="There is no lead at this address that you can see." />
      <NotFound title="This lead is not available" back="/dashboard/leads" backLabel="Back to leads">
        It may have been deleted, or it belongs to a company you are not part of.
      </NotFound>
    </>
  )
}

function LeadLoader({ id }: { id: string }) {
  const lead = useLead(id)
  if (lead.isPending) return <DetailSkeleton label="Loading the lead…" />
  if (lead.isError)
    return (
      <>
        <PageHeader title="Lead" />
        <LoadError what="this lead" error={lead.error} onRetry={() => void lead.refetch()} />
      </>
    )
  return lead.data ? <LeadView lead={lead.data} /> : <LeadNotFound />
}

export default function LeadPage() {
  const { leadId } = useParams()
  return isRowId(leadId) ? <LeadLoader key={leadId} id={leadId} /> : <LeadNotFound />
}
