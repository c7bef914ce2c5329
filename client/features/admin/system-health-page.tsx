// /admin/system-health: is everything the product runs on answering right now? The Worker itself
// (timed from this browser), and, checked live by the Worker, the sign-in service, the database
// under row level security and the AI engine's configuration.
import { useQuery } from '@tanstack/react-query'
import { errorMessage } from '../../lib/errors'
import { callWorker } from '../../lib/worker-api'
import { Alert, Badge, Button, Card, ChecksTable, PageHeader, Section } from '../../ui'
import { Skeleton } from '../../ui/skeleton'
import { countOf } from '../../../shared/plural'

/** The Worker's public health answer, timed from this browser. */
export async function workerHealth(): Promise<{ ok: boolean; ms: number; detail: string }> {
  const started = performance.now()
  try {
    const res = await fetch('/api/health', { cache: 'no-store' })
    const body = (await res.json()) as { status?: string; env?: string }
    return {
      ok: res.ok && body.status === 'ok',
      ms: Math.round(performance.now() - started),
      detail: res.ok ? `Answering (${body.env} configuration)` : `Answered ${res.status}`,
    }
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started), detail: 'No answer from the Worker' }
  }
}

export const systemReport = () => callWorker((api) => api.admin.system.$get())
/** GET /api/admin/system's answer, as the Worker types it (worker/api/admin.ts). */
export type SystemReport = Awaited<ReturnType<typeof systemReport>>

export const ServiceStatus = ({ ok }: { ok: boolean }) => (
  <Badge tone={ok ? 'success' : 'warning'}>{ok ? 'OK' : 'Failing'}</Badge>
)

/** The edge timed from this browser and the Worker's live service checks (shared with /admin). */
export function useSystemState() {
  const worker = useQuery({ queryKey: ['admin', 'worker-health'], queryFn: workerHealth, staleTime: 0 })
  const report = useQuery({ queryKey: ['admin', 'system'], queryFn: systemReport, staleTime: 0, retry: false })
  const refresh = () => {
    void worker.refetch()
    void report.refetch()
  }
  const rows = [
    ...(worker.data ? [{ id: 'worker', label: 'Edge (Cloudflare Worker)', ...worker.data }] : []),
    ...(report.data?.checks ?? []),
  ]
  const failing = rows.filter((r) => !r.ok).length
  const summary =
    failing === 0 ? 'Every service is answering.' : `${countOf(failing, 'service is', 'services are')} failing.`
  return { worker, report, refresh, rows, summary }
}

export default function SystemHealthPage() {
  const { worker, report, refresh, rows, summary } = useSystemState()
  return (
    <>
      <PageHeader
        title="System health"
        lead="Whether the edge, the sign-in service, the database and the AI engine are answering right now."
      >
        <Button variant="secondary" onClick={refresh} disabled={worker.isFetching || report.isFetching}>
          {worker.isFetching || report.isFetching ? 'Checking…' : 'Check again'}
        </Button>
      </PageHeader>
      {report.isError && <Alert tone="error">{errorMessage(report.error)}</Alert>}
      {report.isPending || worker.isPending ? (
        <Skeleton className="h-48" />
      ) : (
        <>
          <p role="status" className="mb-4">
            {summary}
            {report.data && (
              <span className="muted"> Checked {new Date(report.data.checkedAt).toLocaleTimeString()}.</span>
            )}
          </p>
          <ChecksTable
            caption="Services"
            columns={['Service', 'Status', 'Response time', 'Detail']}
            rows={rows.map((r) => ({
              id: r.id,
              label: r.label,
              result: <ServiceStatus ok={r.ok} />,
              time: r.ms === null ? '—' : `${r.ms} ms`,
              detail: r.detail,
            }))}
          />
          {report.data && (
            <Section title="Configuration" id="configuration">
              <Card as="div">
                <dl className="grid gap-2 sm:grid-cols-2">
                  <dt className="muted">Environment</dt>
                  <dd className="m-0">{report.data.worker.env}</dd>
                  <dt className="muted">Backend</dt>
                  <dd className="m-0">{report.data.worker.backend}</dd>
                  <dt className="muted">CDN</dt>
                  <dd className="m-0">{report.data.worker.cdn ?? 'None: assets are served by the Worker'}</dd>
                  <dt className="muted">AI engine</dt>
                  <dd className="m-0">{report.data.worker.aiProvider}</dd>
                </dl>
              </Card>
            </Section>
          )}
        </>
      )}
    </>
  )
}
