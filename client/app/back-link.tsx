// spec §9 recent route history: "Back to where you were", on the not-found pages and the admin
// refusal. Shown only when there is somewhere to go back to (the history is kept with Preferences
// consent, see route-history.ts); the server renders nothing, the browser adds it after mount.
import { useEffect, useState } from 'react'
import { ButtonLink } from '../ui'
import { previousRoute } from './route-history'

export function BackLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' | 'ghost' }) {
  const [to, setTo] = useState<string>()
  useEffect(() => setTo(previousRoute(window.location.pathname)), [])
  return to ? (
    <ButtonLink to={to} variant={variant}>
      Back to where you were
    </ButtonLink>
  ) : null
}

/** "Back to where you were" when there is history, beside a fixed way out (the dashboard). */
export function BackActions({ to, label }: { to: string; label: string }) {
  return (
    <div className="actions actions-center">
      <BackLink />
      <ButtonLink to={to} variant="secondary">
        {label}
      </ButtonLink>
    </div>
  )
}
