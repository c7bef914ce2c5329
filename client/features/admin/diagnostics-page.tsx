// /admin/diagnostics: checks the configuration and connectivity from this browser — the edge's
// security headers, the clock, storage, the session, and each service the Worker reaches — and
// gives a report an operator can copy into a ticket.
import { useState } from 'react'
import { notify } from '../../app/notify'
import { writeItem } from '../../lib/storage'
import { supabase } from '../../lib/supabase'
import { Badge, Button, ChecksTable, PageHeader } from '../../ui'
import {
  checkClock,
  checkSecurityHeaders,
  checkSession,
  checkStorage,
  type Check,
  type CheckResult,
} from './diagnostics'
import { systemReport, workerHealth } from './system-health-page'
import { countOf, plural } from '../../../shared/plural'

const CHECKS: Check[] = [
  {
    id: 'worker',
    label: 'Edge answers',
    run: async () => {
      const health = await workerHealth()
      return { status: health.ok ? 'pass' : 'fail', detail: `${health.detail} in ${health.ms} ms` }
    },
  },
  {
    id: 'headers',
    label: 'Security headers',
    run: async () => checkSecurityHeaders((await fetch('/pricing', { method: 'HEAD', cache: 'no-store' })).headers),
  },
  {
    id: 'clock',
    label: 'Clock',
    run: async () => {
      const { now } = (await (await fetch('/api/health', { cache: 'no-store' })).json()) as { now?: string }
      return checkClock(now ?? null, Date.now())
    },
  },
  { id: 'storage', label: 'Browser storage', run: async () => checkStorage((key, value) => writeItem(key, value)) },
  {
    id: 'session',
    label: 'Session',
    run: async () => checkSession((await supabase().auth.getSession()).data.session?.expires_at, Date.now()),
  },
  {
    id: 'services',
    label: 'Services behind the edge',
    run: async () => {
      const report = await systemReport()
      const failing = report.checks.filter((c) => !c.ok)
      return failing.length === 0
        ? { status: 'pass', detail: report.checks.map((c) => `${c.label}: ${c.detail}`).join('; ') }
        : { status: 'fail', detail: failing.map((c) => `${c.label}: ${c.detail}`).join('; ') }
    },
  },
]

const TONE = { pass: 'success', warn: 'warning', fail: 'warning' } as const
const LABEL = { pass: 'Pass', warn: 'Warning', fail: 'Fail' } as const

type Row = CheckResult & { id: string; label: string; ms: number }

export default function DiagnosticsPage() {
  const [rows, setRows] = useState<Row[] | null>(null)
  const [running, setRunning] = useState(false)

  async function run() {
    setRunning(true)
    const results: Row[] = []
    for (const check of CHECKS) {
      const started = performance.now()
      let result: CheckResult
      try {
        result = await check.run()
      } catch (error) {
        result = { status: 'fail', detail: error instanceof Error ? error.message : String(error) }
      }
      results.push({ id: check.id, label: check.label, ms: Math.round(performance.now() - started), ...result })
      setRows([...results])
    }
    setRunning(false)
  }

  async function copy() {
    const report = {
      ranAt: new Date().toISOString(),
      page: location.origin,
      userAgent: navigator.userAgent,
      checks: rows,
    }
    try {
      await navigator.clipboard.writeText(JSON.stringify(report, null, 2))
      void notify('success', 'Diagnostics report copied')
    } catch {
      void notify('error', 'This browser did not allow copying; select the table instead')
    }
  }

  const failed = rows?.filter((r) => r.status !== 'pass').length ?? 0
  return (
    <>
      <PageHeader title="Diagnostics" lead="Checks the configuration and the connections as this browser sees them.">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void run()} disabled={running}>
            {running ? 'Running checks…' : rows ? 'Run again' : 'Run diagnostics'}
          </Button>
          {rows && !running && (
            <Button variant="secondary" onClick={() => void copy()}>
              Copy report
            </Button>
          )}
        </div>
      </PageHeader>
      <p role="status" className="mb-4">
        {!rows
          ? 'No checks have run yet.'
          : running
            ? `Ran ${rows.length} of ${CHECKS.length} checks…`
            : failed === 0
              ? 'Every check passed.'
              : `${failed} of ${countOf(rows.length, 'check')} ${plural(failed, 'needs', 'need')} attention.`}
      </p>
      {rows && (
        <ChecksTable
          caption="Diagnostics"
          columns={['Check', 'Result', 'Time', 'Detail']}
          rows={rows.map((r) => ({
            id: r.id,
            label: r.label,
            result: <Badge tone={TONE[r.status]}>{LABEL[r.status]}</Badge>,
            time: `${r.ms} ms`,
            detail: r.detail,
          }))}
        />
      )}
    </>
  )
}
