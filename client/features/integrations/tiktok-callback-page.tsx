// /auth/tiktok/callback (spec §1, §2): where TikTok sends a member back after they allow or refuse
// access. A connection can only be finished for a request this browser started; the product does
// not start TikTok connections yet (onboarding records that a company wants one), so an arrival
// here connects and stores nothing, and the page says why — TikTok's own refusal reason included.
import { useSearchParams } from 'react-router'
import { Alert, ButtonLink, PageHeader } from '../../ui'

export type CallbackOutcome = { kind: 'refused'; reason: string } | { kind: 'not-started' }

/** What TikTok's answer means for this browser. */
export function readCallback(params: URLSearchParams): CallbackOutcome {
  const error = params.get('error')
  if (!error) return { kind: 'not-started' }
  const reason = params.get('error_description') || (error === 'access_denied' ? 'You chose not to allow access.' : `TikTok answered “${error}”.`)
  return { kind: 'refused', reason: reason.slice(0, 300) }
}

export default function TikTokCallbackPage() {
  const [params] = useSearchParams()
  const outcome = readCallback(params)
  return (
    <>
      <PageHeader title="Connecting TikTok" lead="TikTok sends you back here after you allow or refuse access to your account." />
      {outcome.kind === 'refused' ? (
        <Alert tone="error">TikTok was not connected. {outcome.reason}</Alert>
      ) : (
        <Alert tone="info">No TikTok connection was started from this browser, so there is nothing to finish here. Nothing was connected or stored.</Alert>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <ButtonLink to="/onboarding/integrations">Your integrations</ButtonLink>
        <ButtonLink to="/dashboard" variant="secondary">
          Your dashboard
        </ButtonLink>
      </div>
    </>
  )
}
