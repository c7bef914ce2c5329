// The invitations waiting for the signed-in user (matched by their confirmed sign-in email), with
// Accept and Decline. Shown on /onboarding, on the company screens and, as a notice, on the
// dashboard. Renders nothing while loading or when there are none.
import { formatDate } from '../../lib/format-date'
import { useState } from 'react'
import { MEMBER_ROLE_LABELS } from '../../../shared/schemas/company'
import type { PendingInvitation } from '../../../shared/schemas/invitation'
import { errorMessage } from '../../lib/errors'
import { notify } from '../../app/notify'
import { Alert, Button, Card } from '../../ui'
import { useAnswerInvitation, usePendingInvitationsForMe } from './api'

/** `heading` 'none' (above a page's own h1) names the section without a heading element. */
export function PendingInvitations({
  onAccepted,
  heading = 'h2',
}: {
  onAccepted?(companyName: string): void
  heading?: 'h2' | 'h3' | 'none'
}) {
  const pending = usePendingInvitationsForMe()
  const answer = useAnswerInvitation()
  const [error, setError] = useState<string | null>(null)
  const [joined, setJoined] = useState<string | null>(null)
  const Heading = heading === 'none' ? 'p' : heading

  async function respond(invitation: PendingInvitation, choice: 'accept' | 'decline') {
    setError(null)
    try {
      await answer.mutateAsync({ id: invitation.id, answer: choice })
      if (choice === 'accept') {
        setJoined(invitation.company_name)
        void notify('success', `You joined ${invitation.company_name}.`)
        onAccepted?.(invitation.company_name)
      } else void notify('info', `You declined the invitation from ${invitation.company_name}.`)
    } catch (e) {
      setError(
        `${choice === 'accept' ? 'The invitation was not accepted' : 'The invitation was not declined'}: ${errorMessage(e)}`,
      )
    }
  }

  if (!pending.data?.length)
    return (
      <>
        {joined && (
          <Alert tone="success">{`You joined ${joined}. Its data and your AI executives are now yours to work with.`}</Alert>
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </>
    )
  return (
    <section aria-labelledby="pending-invitations-title" className="mb-6">
      <Heading id="pending-invitations-title" className={heading === 'none' ? 'mb-2 text-lg font-semibold' : undefined}>
        {pending.data.length === 1 ? 'You have an invitation' : 'You have invitations'}
      </Heading>
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="plain-list grid gap-3">
        {pending.data.map((inv) => (
          <Card as="li" key={inv.id}>
            <p className="m-0">
              <strong>{inv.company_name}</strong> invited you to join as {MEMBER_ROLE_LABELS[inv.role].toLowerCase()}
              {inv.invited_by ? ` (invited by ${inv.invited_by})` : ''}. Valid until {formatDate(inv.expires_at)}.
            </p>
            <div className="actions mb-0">
              <Button disabled={answer.isPending} onClick={() => void respond(inv, 'accept')}>
                Accept <span className="visually-hidden">the invitation from {inv.company_name}</span>
              </Button>
              <Button variant="secondary" disabled={answer.isPending} onClick={() => void respond(inv, 'decline')}>
                Decline <span className="visually-hidden">the invitation from {inv.company_name}</span>
              </Button>
            </div>
          </Card>
        ))}
      </ul>
    </section>
  )
}
