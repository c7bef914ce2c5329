// /compliance and every sub-path of it (spec §2: one compliance wrapper). The centre shows where
// the company stands on the policy updates shipped with the product, applies them, and keeps the
// check schedule and auto-updates (spec §3, §4, §8, §9). /compliance/settings opens the schedule,
// /compliance/documents the legal documents; any other sub-path shows the overview.
import { useEffect, useEffectEvent, useRef } from 'react'
import { useLocation } from 'react-router'
import { legalPath, LEGAL_PAGES } from '../../../shared/legal-pages'
import { z } from '../../../shared/zod'
import { useZodForm } from '../../lib/form'
import { Alert, Anchor, Badge, Button, Card, NavLink, PageHeader, Section, Select } from '../../ui'
import { Skeleton } from '../../ui/skeleton'
import { SwitchField } from '../../ui/switch'
import {
  CHECK_INTERVAL_CHOICES,
  COMPLIANCE_UPDATES,
  isCheckDue,
  nextCheckDue,
  pendingUpdates,
  type ComplianceRecord,
} from './compliance-service'
import { COMPLIANCE_NOTICES, useCompliance } from './use-compliance'
import { countOf } from '../../../shared/plural'

const SECTIONS = [
  { path: '/compliance', label: 'Updates' },
  { path: '/compliance/settings', label: 'Schedule' },
  { path: '/compliance/documents', label: 'Documents' },
] as const

const formatDate = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

export default function CompliancePage() {
  const path = useLocation().pathname.toLowerCase().replace(/\/+$/, '')
  const section = SECTIONS.find((s) => s.path === path)?.path ?? '/compliance'
  const compliance = useCompliance()
  const { record, check } = compliance

  // A check that is due (never run, or older than the interval) runs when the centre opens.
  const autoChecked = useRef(false)
  const runCheck = useEffectEvent(() => check.mutate())
  useEffect(() => {
    if (!record.data || autoChecked.current || !isCheckDue(record.data, new Date())) return
    autoChecked.current = true
    runCheck()
  }, [record.data])

  return (
    <>
      <PageHeader
        title="Compliance centre"
        lead="Policy updates for GDPR and CCPA, applied to your company’s compliance record, and how often they are checked."
      />
      <nav aria-label="Compliance sections" className="mb-6 flex flex-wrap gap-2">
        {SECTIONS.map((s) => (
          <NavLink
            key={s.path}
            to={s.path}
            className="btn btn-ghost aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent"
          >
            {s.label}
          </NavLink>
        ))}
      </nav>
      {record.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading compliance data" className="grid gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-40" />
        </div>
      ) : record.isError ? (
        <Alert tone="error">
          {COMPLIANCE_NOTICES.loadFailed}.{' '}
          <Button variant="secondary" onClick={() => void record.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : section === '/compliance/settings' ? (
        <ScheduleSection record={record.data} compliance={compliance} />
      ) : section === '/compliance/documents' ? (
        <DocumentsSection />
      ) : (
        <UpdatesSection record={record.data} compliance={compliance} />
      )}
    </>
  )
}

type Props = { record: ComplianceRecord; compliance: ReturnType<typeof useCompliance> }

function Status({ record }: { record: ComplianceRecord }) {
  const due = nextCheckDue(record)
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Card as="div">
        <dt className="muted">Last check</dt>
        <dd className="m-0 text-lg font-semibold">
          {record.lastCheckedAt ? formatDate(new Date(record.lastCheckedAt)) : 'Not run yet'}
        </dd>
      </Card>
      <Card as="div">
        <dt className="muted">Next check</dt>
        <dd className="m-0 text-lg font-semibold">
          {due
            ? `${formatDate(due)} (every ${countOf(record.intervalDays, 'day')})`
            : `Every ${countOf(record.intervalDays, 'day')}`}
        </dd>
      </Card>
      <Card as="div">
        <dt className="muted">Auto-updates</dt>
        <dd className="m-0 text-lg font-semibold">{record.autoUpdates ? 'On' : 'Off'}</dd>
      </Card>
    </dl>
  )
}

function UpdatesSection({ record, compliance }: Props) {
  const { check, apply, applyAll } = compliance
  const pending = record.lastCheckedAt ? pendingUpdates(record) : []
  const applied = COMPLIANCE_UPDATES.filter((u) => record.applied.includes(u.id))
  const busy = check.isPending || apply.isPending || applyAll.isPending
  return (
    <>
      <Status record={record} />
      <Section title="Pending updates" id="pending">
        <div className="mb-4 flex flex-wrap gap-2">
          <Button onClick={() => check.mutate()} disabled={busy}>
            {check.isPending ? 'Checking for updates…' : 'Check for updates'}
          </Button>
          {pending.length > 0 && (
            <Button variant="secondary" onClick={() => applyAll.mutate()} disabled={busy}>
              {applyAll.isPending ? 'Applying all…' : `Apply all (${pending.length})`}
            </Button>
          )}
        </div>
        <p role="status" className="muted">
          {check.isPending
            ? 'Checking the policy updates shipped with this version against your record…'
            : !record.lastCheckedAt
              ? 'No check has run yet.'
              : pending.length === 0
                ? 'Your record is up to date.'
                : `${countOf(pending.length, 'update')} waiting to be applied.`}
        </p>
        <ul className="m-0 grid list-none gap-3 p-0">
          {pending.map((u) => (
            <Card as="li" key={u.id} title={u.title}>
              <p className="mb-2">
                <Badge tone="warning">{u.framework}</Badge>
              </p>
              <p>{u.summary}</p>
              <Button onClick={() => apply.mutate(u)} disabled={busy} aria-label={`Apply the ${u.framework} update`}>
                {apply.isPending && apply.variables?.id === u.id ? 'Applying…' : 'Apply'}
              </Button>
            </Card>
          ))}
        </ul>
      </Section>
      {applied.length > 0 && (
        <Section title="Applied" id="applied">
          <ul className="m-0 grid list-none gap-3 p-0">
            {applied.map((u) => (
              <Card as="li" key={u.id} title={u.title}>
                <p className="mb-2">
                  <Badge tone="success">{u.framework}: applied</Badge>
                </p>
                <p>{u.summary}</p>
              </Card>
            ))}
          </ul>
        </Section>
      )}
    </>
  )
}

function ScheduleSection({ record, compliance }: Props) {
  const { autoUpdates, schedule } = compliance
  const form = useZodForm(ScheduleSchema, async ({ days }) => void schedule.mutate(days), {
    defaultValues: { days: String(record.intervalDays) },
  })
  return (
    <>
      <Status record={record} />
      <Section title="Auto-updates" id="auto-updates">
        <Card as="div">
          <SwitchField
            id="compliance-auto-updates"
            label="Apply updates automatically"
            description="When a check finds an update, it is applied to your record at once."
            checked={record.autoUpdates}
            disabled={autoUpdates.isPending}
            onCheckedChange={(on) => autoUpdates.mutate(on)}
          />
          {autoUpdates.isPending && (
            <p role="status" className="muted">
              Saving…
            </p>
          )}
        </Card>
      </Section>
      <Section title="Check schedule" id="schedule">
        <Card as="div">
          <form onSubmit={form.onSubmit} noValidate>
            <Select
              id="compliance-interval"
              label="Check for updates every"
              {...form.field('days')}
              options={CHECK_INTERVAL_CHOICES.map((n) => ({ value: String(n), label: countOf(n, 'day') }))}
            />
            <Button type="submit" disabled={schedule.isPending}>
              {schedule.isPending ? 'Saving…' : 'Save schedule'}
            </Button>
          </form>
        </Card>
      </Section>
    </>
  )
}

/** The schedule form: one of the offered intervals, in days. */
const ScheduleSchema = z.object({
  days: z
    .string()
    .transform(Number)
    .refine((n) => (CHECK_INTERVAL_CHOICES as readonly number[]).includes(n), 'Choose one of the intervals'),
})

function DocumentsSection() {
  return (
    <Section title="Documents" id="documents" intro="The policies these updates refer to.">
      <ul className="m-0 grid list-none gap-2 p-0">
        {LEGAL_PAGES.map((p) => (
          <li key={p.slug}>
            {/* Legal pages are server-rendered: a plain link loads them from the Worker. */}
            <Anchor to={legalPath(p.slug)}>{p.title}</Anchor>
          </li>
        ))}
      </ul>
    </Section>
  )
}
