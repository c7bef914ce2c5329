// /dashboard/campaigns/payment-success: where the card payment provider sends the user back after
// paying for a campaign. Billing is not connected yet, so this page confirms only what it can
// check — that ?campaign= names a campaign of the user's company — and says plainly that it cannot
// confirm a payment. It never claims one.
import { useSearchParams } from 'react-router'
import { isRowId } from '../../../shared/schemas/crm'
import { Alert, ButtonLink, Card, PageHeader } from '../../ui'
import { LoadError, DetailSkeleton } from '../crm/query-states'
import { useCampaign } from './api'

export const PAYMENT_NOT_VERIFIED =
  'Payments are not connected to Boardroom AI yet, so we cannot confirm that a payment went through, and nothing has been charged or recorded here. Your payment provider’s receipt is the record of any payment.'

/** A provider's checkout reference, shown only if it looks like one (never arbitrary text). */
const reference = (value: string | null) => (value && /^[A-Za-z0-9_-]{6,120}$/.test(value) ? value : null)

function Unverified({ paymentRef }: { paymentRef: string | null }) {
  return (
    <Alert tone="info">
      <p className="mb-1">{PAYMENT_NOT_VERIFIED}</p>
      {paymentRef && (
        <p className="m-0">
          Reference the provider sent: <code className="break-all">{paymentRef}</code>. Quote it if you contact support.
        </p>
      )}
    </Alert>
  )
}

function CampaignCheck({ id, paymentRef }: { id: string; paymentRef: string | null }) {
  const campaign = useCampaign(id)
  if (campaign.isPending) return <DetailSkeleton label="Checking the campaign…" />
  if (campaign.isError) return <LoadError what="the campaign" error={campaign.error} onRetry={() => void campaign.refetch()} />
  if (!campaign.data)
    return (
      <>
        <Alert tone="error">Campaign not found: the campaign named in this link does not exist, or it belongs to a company you are not part of.</Alert>
        <Unverified paymentRef={paymentRef} />
        <ButtonLink to="/dashboard/campaigns">Go to your campaigns</ButtonLink>
      </>
    )
  return (
    <Card as="div" className="max-w-3xl">
      <h2 className="text-xl">{`You are back from the payment page for “${campaign.data.name}”`}</h2>
      <p>This campaign belongs to your company. Its plan, budget and status are unchanged by this visit.</p>
      <Unverified paymentRef={paymentRef} />
      <div className="actions mb-0">
        <ButtonLink to={`/dashboard/campaigns/${campaign.data.id}`}>Open the campaign</ButtonLink>
        <ButtonLink to="/dashboard/campaigns" variant="secondary">
          All campaigns
        </ButtonLink>
      </div>
    </Card>
  )
}

export default function PaymentSuccessPage() {
  const [params] = useSearchParams()
  const id = params.get('campaign') ?? undefined
  const paymentRef = reference(params.get('session_id'))
  return (
    <>
      <PageHeader title="Campaign payment" lead="What we can confirm after you return from the card payment provider." />
      {isRowId(id) ? (
        <CampaignCheck id={id} paymentRef={paymentRef} />
      ) : (
        <>
          <Alert tone="info">This link does not name a campaign of yours, so there is nothing to confirm here.</Alert>
          <Unverified paymentRef={paymentRef} />
          <ButtonLink to="/dashboard/campaigns">Go to your campaigns</ButtonLink>
        </>
      )}
    </>
  )
}
