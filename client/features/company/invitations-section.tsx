// Inviting teammates (owners and admins): the invite form and the company's invitations with
// revoke. No email is sent — the local backend's outbox is for auth emails only and nothing else
// sends mail — so the screen says plainly what the teammate has to do.
import type { Membership } from '../../lib/membership'
import { formatDate } from '../../lib/format-date'
import { countOf } from '../../../shared/plural'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { MEMBER_ROLE_HINTS, MEMBER_ROLE_LABELS, MEMBER_ROLES } from '../../../shared/schemas/company'
import {
  INVITATION_STATUS_LABELS,
  InvitationFormSchema,
  invitationStatus,
  type InvitationRow,
} from '../../../shared/schemas/invitation'
import { errorMessage } from '../../lib/errors'
import { useZodForm } from '../../lib/form'
import { Alert, Badge, Button, Field, Select, Table, TableHead } from '../../ui'
import { Skeleton } from '../../ui/skeleton'
import { useInvitations, useInvite, useRevokeInvitation } from './api'

/** What the inviter must tell their teammate, since no email is sent. */
export function NoEmailNotice() {
  const signup = `${window.location.origin}/signup`
  return (
    <Alert tone="info">
      <strong>No email is sent.</strong> Tell your teammate to sign up at <span className="break-all">{signup}</span>{' '}
      (or sign in, if they already have an account) with exactly the email address you invite. The invitation is waiting
      for them there, valid for 14 days.
    </Alert>
  )
}

/**
 * The invite form. `actions` renders its buttons; a submit from the button named intent=continue
 * (onboarding's Continue) invites only when an address was typed, then calls `onContinue`.
 */
export function InviteForm({
  id = 'invite-form',
  mine,
  actions,
  onContinue,
  onPendingChange,
}: {
  id?: string
  mine: Membership
  actions(pending: boolean): ReactNode
  onContinue?(): void
  onPendingChange?(pending: boolean): void
}) {
  const invite = useInvite(mine.company.id)
  const [sent, setSent] = useState<string | null>(null)
  // whether the submit came from onboarding's Continue: after inviting, it moves on
  const continuing = useRef(false)
  const form = useZodForm(
    InvitationFormSchema,
    async (parsed) => {
      await invite.mutateAsync(parsed)
      setSent(
        `Invitation for ${parsed.email} saved as ${MEMBER_ROLE_LABELS[parsed.role].toLowerCase()}. Tell them to sign up with that address.`,
      )
      form.form.setValue('email', '')
      if (continuing.current) onContinue?.()
    },
    {
      defaultValues: { email: '', role: 'member' },
      draft: `invite:${mine.company.id}`,
      attempt: { what: 'the invitation', notAllowed: 'Only owners and admins of the company can invite people.' },
    },
  )
  const role = String(form.form.watch('role') ?? 'member')
  const roles = MEMBER_ROLES.filter((r) => r !== 'owner' || mine.role === 'owner')
  useEffect(() => onPendingChange?.(form.pending), [form.pending, onPendingChange])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    continuing.current = submitter?.name === 'intent' && submitter.value === 'continue'
    setSent(null)
    if (continuing.current && String(form.form.getValues('email') ?? '').trim() === '') {
      event.preventDefault()
      return onContinue?.()
    }
    return form.onSubmit(event)
  }

  return (
    <form id={id} onSubmit={(e) => void onSubmit(e)} noValidate>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      {sent && <Alert tone="success">{sent}</Alert>}
      <div className="inline-form mt-0">
        <Field
          id="invite-email"
          label="Teammate's email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          {...form.field('email')}
        />
        <Select
          id="invite-role"
          label="Role"
          options={roles.map((r) => ({ value: r, label: MEMBER_ROLE_LABELS[r] }))}
          {...form.field('role')}
          hint={MEMBER_ROLE_HINTS[role as keyof typeof MEMBER_ROLE_HINTS]}
        />
      </div>
      {actions(form.pending)}
    </form>
  )
}

const STATUS_TONE = {
  pending: 'accent',
  accepted: 'success',
  declined: 'neutral',
  revoked: 'neutral',
  expired: 'warning',
} as const

/** The company's invitations, newest first, with revoke on the pending ones. */
export function InvitationsList({ mine }: { mine: Membership }) {
  const invitations = useInvitations(mine.company.id)
  const revoke = useRevokeInvitation(mine.company.id)
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  if (invitations.isPending) return <Skeleton className="h-16 w-full" />
  if (invitations.isError)
    return <Alert tone="error">{`The invitations could not be loaded: ${errorMessage(invitations.error)}`}</Alert>
  if (invitations.data.length === 0) return <p className="muted">No invitations yet.</p>

  async function onRevoke(row: InvitationRow) {
    setResult(null)
    try {
      await revoke.mutateAsync(row.id)
      setResult({ tone: 'success', text: `The invitation for ${row.email} was revoked.` })
    } catch (e) {
      setResult({ tone: 'error', text: `The invitation for ${row.email} was not revoked: ${errorMessage(e)}` })
    }
  }

  return (
    <>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <Table caption={`${countOf(invitations.data.length, 'invitation')} from ${mine.company.name}`}>
        <TableHead columns={['Email', 'Role', 'Status', 'Expires']} actions />
        <tbody>
          {invitations.data.map((row) => {
            const status = invitationStatus(row)
            return (
              <tr key={row.id}>
                <td className="break-words">{row.email}</td>
                <td>{MEMBER_ROLE_LABELS[row.role]}</td>
                <td>
                  <Badge tone={STATUS_TONE[status]}>{INVITATION_STATUS_LABELS[status]}</Badge>
                </td>
                <td>{status === 'pending' ? formatDate(row.expires_at) : '—'}</td>
                <td>
                  {status === 'pending' && (
                    <Button variant="ghost" disabled={revoke.isPending} onClick={() => void onRevoke(row)}>
                      Revoke <span className="visually-hidden">the invitation for {row.email}</span>
                    </Button>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </Table>
    </>
  )
}
