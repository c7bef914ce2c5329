// /dashboard/ai-settings: which engine the executives speak through (GET /api/ai/engine — never the
// key), what that means for the company's data, and how an operator changes it. Read-only: the
// engine is the deployment's setting, not a member's.
import { useQuery } from '@tanstack/react-query'
import { Link, PageHeader, Section, Table } from '../../ui'
import { callWorker } from '../../lib/worker-api'
import { aiRetry } from '../../lib/ai-client'
import { LoadError, LoadingBlock } from '../../ui/load-states'

function useEngineSetting() {
  return useQuery({
    queryKey: ['ai', 'engine'],
    // typed by the Worker's route (worker/api/ai.ts): provider, model, host
    queryFn: () => callWorker((api) => api.ai.engine.$get()),
    retry: aiRetry,
  })
}

function Engine() {
  const engine = useEngineSetting()
  if (engine.isPending) return <LoadingBlock label="Loading the AI engine…" lines={3} />
  if (engine.isError)
    return <LoadError what="the AI engine setting" error={engine.error} onRetry={() => void engine.refetch()} />
  const { provider, model, host } = engine.data
  return (
    <div className="card max-w-3xl">
      {provider === 'builtin' ? (
        <>
          <h2 className="text-xl">Built-in engine</h2>
          <p>
            The executives reason with fixed rules over your CRM figures. Nothing is sent to an AI service, every
            statement cites one of your figures, and the same records and question always give the same answer.
          </p>
        </>
      ) : (
        <>
          <h2 className="text-xl">
            {provider === 'workers-ai' ? 'Cloudflare Workers AI' : 'An OpenAI-compatible API'}
          </h2>
          <dl className="grid gap-x-4 sm:grid-cols-[10rem_1fr]">
            <dt className="muted">Model</dt>
            <dd className="m-0 font-semibold">{model}</dd>
            {host && (
              <>
                <dt className="muted">Service</dt>
                <dd className="m-0 font-semibold">{host}</dd>
              </>
            )}
          </dl>
          <p className="mt-3">
            Each question or goal is sent to this model with your company’s figures (totals, rates, campaign names and
            results — not your leads’ names or contact details). If its answer does not fit the expected shape or the
            service cannot be reached, the built-in engine answers instead, and each answer says which engine gave it.
          </p>
        </>
      )}
    </div>
  )
}

export default function AiSettingsPage() {
  return (
    <>
      <PageHeader
        title="AI settings"
        lead="Which AI engine your executives speak through, and what it sees of your data."
      />
      <Engine />
      <Section
        title="Changing the engine"
        id="change"
        intro="The engine is part of how this app is deployed, so it is the same for every company and cannot be changed from this screen. The operator sets it:"
      >
        <Table caption="Deployment settings for the AI engine">
          <thead>
            <tr>
              <th scope="col">Setting</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="font-mono font-normal">
                AI_PROVIDER
              </th>
              <td>builtin (the default), workers-ai or openai</td>
            </tr>
            <tr>
              <th scope="row" className="font-mono font-normal">
                AI_MODEL
              </th>
              <td>The model, for workers-ai or openai</td>
            </tr>
            <tr>
              <th scope="row" className="font-mono font-normal">
                AI_BASE_URL
              </th>
              <td>An OpenAI-compatible API’s address (default: OpenAI’s)</td>
            </tr>
            <tr>
              <th scope="row" className="font-mono font-normal">
                AI_API_KEY
              </th>
              <td>That API’s key, kept as a secret: it never reaches a browser</td>
            </tr>
          </tbody>
        </Table>
        <p>
          <Link to="/dashboard/executives">Your executive team</Link>
        </p>
      </Section>
    </>
  )
}
