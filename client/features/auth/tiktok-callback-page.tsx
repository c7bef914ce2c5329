// /auth/tiktok/callback (spec §1, §2): where TikTok sends a visitor back after they
// allow or refuse Sign in with TikTok. The Worker decides everything (the state, the code, the
// account); this page passes TikTok's answer on, says what happened in the Worker's words, and on
// success signs the browser in and goes on: onboarding for a new account, the dashboard otherwise.
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { TikTokCallback } from '../../../shared/schemas/tiktok-sign-in'
import { TIKTOK_MESSAGES } from '../../../shared/schemas/tiktok-sign-in'
import { errorMessage } from '../../lib/errors'
import { Alert, ButtonLink, PageHeader } from '../../ui'
import { finishTikTok, signInWithToken, tiktokStatus } from './tiktok-api'

/** What TikTok's redirect carries: an answer to pass on, or nothing this browser can finish. */
export type CallbackInput = { kind: 'answer'; answer: TikTokCallback } | { kind: 'nothing' }

export function readCallback(params: URLSearchParams): CallbackInput {
  const state = params.get('state')
  const code = params.get('code')
  const error = params.get('error')
  if (!state || (!code && !error)) return { kind: 'nothing' }
  return {
    kind: 'answer',
    answer: {
      state: state.slice(0, 200),
      ...(code ? { code: code.slice(0, 2000) } : {}),
      ...(error ? { error: error.slice(0, 100) } : {}),
      ...(params.get('error_description') ? { errorDescription: params.get('error_description')!.slice(0, 500) } : {}),
    },
  }
}

type View = { tone: 'info' | 'error' | 'success'; text: string; linked?: boolean } | null

export default function TikTokCallbackPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [view, setView] = useState<View>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read once, when TikTok sends the browser here (a reload must not send its answer again)
  useEffect(() => {
    const input = readCallback(params)
    // TikTok's answer is read once: a reload of this address must not send it again.
    if (input.kind === 'answer') history.replaceState(history.state, '', location.pathname)
    let live = true
    const show = (next: View) => live && setView(next)
    const run = async () => {
      // A deployment without TikTok started nothing: say what the operator must set.
      const status = await tiktokStatus()
      if (!status.configured) return show({ tone: 'error', text: TIKTOK_MESSAGES.notConfigured(status.missing) })
      if (input.kind === 'nothing')
        return show({
          tone: 'info',
          text: 'No TikTok sign-in was started from this browser, so there is nothing to finish here. Nothing was created or changed.',
        })
      const result = await finishTikTok(input.answer)
      if (result.kind === 'linked')
        return show({
          tone: 'success',
          text: `Your TikTok account${result.displayName ? ` “${result.displayName}”` : ''} is linked: you can now sign in with TikTok.`,
          linked: true,
        })
      show({ tone: 'info', text: 'TikTok confirmed who you are. Signing you in…' })
      const failure = await signInWithToken(result.tokenHash)
      if (failure) return show({ tone: 'error', text: failure })
      if (live) navigate(result.next, { replace: true })
    }
    run().catch((error) => show({ tone: 'error', text: errorMessage(error) }))
    return () => {
      live = false
    }
  }, [])

  return (
    <>
      <PageHeader
        title="Signing in with TikTok"
        lead="TikTok sends you back here after you allow or refuse access to your account."
      />
      {view ? (
        <Alert tone={view.tone}>{view.text}</Alert>
      ) : (
        <p role="status" className="muted">
          Checking TikTok’s answer…
        </p>
      )}
      {view && view.tone !== 'info' && (
        <div className="mt-4 flex flex-wrap gap-2">
          {view.linked ? (
            <ButtonLink to="/dashboard/profile">Your profile</ButtonLink>
          ) : (
            <ButtonLink to="/login">Back to sign in</ButtonLink>
          )}
          <ButtonLink to="/" variant="secondary">
            Home
          </ButtonLink>
        </div>
      )}
    </>
  )
}
