// "Continue with TikTok" on /login and /signup: shown only when the deployment can
// complete a TikTok sign-in (the Worker says so: client/lib/sign-in-providers.ts). A plain link to the
// Worker, which starts the sign-in and sends the browser to TikTok; it works before scripts load.
import { useEffect, useState } from 'react'
import { safeReturnPath } from '../../../shared/redirects'
import { useSignInProviders } from '../../lib/sign-in-providers'

export const TIKTOK_START = '/api/auth/tiktok/start'

export function ContinueWithTikTok() {
  const offered = useSignInProviders().includes('tiktok')
  const [href, setHref] = useState(TIKTOK_START)
  // Where the visitor was going (read after hydration, so the server's HTML and the first render agree).
  useEffect(() => {
    const redirectTo = new URLSearchParams(window.location.search).get('redirectTo')
    if (redirectTo) setHref(`${TIKTOK_START}?${new URLSearchParams({ redirectTo: safeReturnPath(redirectTo) })}`)
  }, [])
  if (!offered) return null
  return (
    <div className="auth-alternative">
      <p className="muted">or</p>
      <a className="btn btn-secondary" href={href}>
        Continue with TikTok
      </a>
    </div>
  )
}
