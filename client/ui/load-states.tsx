// The states every AI screen shares: loading (a skeleton, announced once), a failed load (the
// server's message and a retry; an account without a company gets the way to set one up), and
// which engine produced what is shown.
import type { ReactNode } from 'react'
import { Alert, ButtonLink } from '.'
import { Skeleton } from './skeleton'
import { errorMessage } from '../lib/errors'
import { LoadError as QueryLoadError } from './query-state'
import { COMPANY_SETUP_PATH } from './no-company'
import { isNoCompany } from '../lib/ai-client'

export function LoadingBlock({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-live="polite" className="my-4">
      <span className="visually-hidden">{label}</span>
      <Skeleton className="mb-4 h-8 w-2/3 max-w-md" />
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, told apart by position alone
        <Skeleton key={i} className="mb-2 h-5 w-full max-w-3xl" />
      ))}
    </div>
  )
}

export function TilesSkeleton({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite" className="my-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, told apart by position alone
        <Skeleton key={i} className="h-24 w-full" />
      ))}
    </div>
  )
}

/** What went wrong, in words a member can act on. */
export const problemMessage = (error: unknown) => errorMessage(error)

/** A request that failed (asking the board, a strategy, a task): the reason, and without a company the way to set one up. */
export function AiProblem({ error }: { error: unknown }) {
  const noCompany = isNoCompany(error)
  return (
    <Alert tone="error">
      <p className={noCompany ? 'mb-2' : 'm-0'}>{problemMessage(error)}</p>
      {noCompany && <ButtonLink to={COMPANY_SETUP_PATH}>Set up your company</ButtonLink>}
    </Alert>
  )
}

/**
 * A load that failed: query-state's LoadError (the reason, a retry, the outage said), with the way to
 * set up a company instead of the retry when the account has none.
 */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry(): void }) {
  return (
    <QueryLoadError
      what={what}
      error={error}
      onRetry={onRetry}
      action={isNoCompany(error) ? <ButtonLink to={COMPANY_SETUP_PATH}>Set up your company</ButtonLink> : undefined}
    />
  )
}

export type EngineInfo = { engine: 'builtin' | 'workers-ai' | 'openai'; model: string }

/** Which engine answered: the built-in rules, or a named model. */
export const engineLabel = ({ engine, model }: EngineInfo) =>
  engine === 'builtin' ? 'Built-in engine: rules over your CRM figures' : `Model: ${model || engine}`

export function EngineNote({ info, children }: { info: EngineInfo; children?: ReactNode }) {
  return (
    <p className="muted text-sm">
      {engineLabel(info)}
      {children}
    </p>
  )
}
