// /admin/launch-prep: the checklist before a release goes live, computed from this deployment —
// the Worker's settings and bindings and the accounts (GET /api/admin/launch-checks), the security
// headers of / and the legal pages as this browser gets them. Each item says why it passed or
// failed and how to fix it (launch-checklist.ts).
import { useQuery } from '@tanstack/react-query'
import { LEGAL_PAGES, legalPath } from '../../../shared/legal-pages'
import { Loaded } from '../../ui/query-state'
import { Badge, Button, PageHeader, Table } from '../../ui'
import { useLaunchFacts } from './api'
import { launchChecklist, launchSummary, type BrowserFacts, type LaunchStatus } from './launch-checklist'

const LEGAL_PATHS = ['/legal', ...LEGAL_PAGES.map((p) => legalPath(p.slug))]

async function browserFacts(): Promise<BrowserFacts> {
  const head = (path: string) => fetch(path, { method: 'HEAD', cache: 'no-store' }).catch(() => null)
  const [root, ...legal] = await Promise.all([head('/'), ...LEGAL_PATHS.map(head)])
  return {
    rootHeaders: root?.headers ?? null,
    legal: legal.map((res, i) => ({
      path: LEGAL_PATHS[i],
      status: res?.status ?? 0,
      redirected: res?.redirected ?? false,
    })),
  }
}

const BADGE: Record<LaunchStatus, { tone: 'success' | 'warning' | 'accent'; text: string }> = {
  pass: { tone: 'success', text: 'Passed' },
  fail: { tone: 'warning', text: 'Failed' },
  attention: { tone: 'accent', text: 'Attention' },
}

export default function LaunchPrepPage() {
  const facts = useLaunchFacts()
  const browser = useQuery({ queryKey: ['admin', 'launch-browser'], queryFn: browserFacts, staleTime: 0, retry: false })
  const both = {
    isPending: facts.isPending || browser.isPending,
    isError: facts.isError || browser.isError,
    error: facts.error ?? browser.error,
    data: facts.data && browser.data ? launchChecklist(facts.data, browser.data) : undefined,
    refetch: () => Promise.all([facts.refetch(), browser.refetch()]),
  }
  const checking = facts.isFetching || browser.isFetching
  return (
    <>
      <PageHeader
        title="Launch preparation"
        lead="What this deployment still needs before real customers use it, checked live."
      >
        <Button variant="secondary" onClick={() => void both.refetch()} disabled={checking}>
          {checking ? 'Checking…' : 'Check again'}
        </Button>
      </PageHeader>
      <Loaded query={both} what="the launch checks">
        {(items) => (
          <>
            <p role="status" className="mb-4">
              {launchSummary(items)}
              {facts.data && (
                <span className="muted"> Checked {new Date(facts.data.checkedAt).toLocaleTimeString()}.</span>
              )}
            </p>
            <Table caption="Launch checklist">
              <thead>
                <tr>
                  <th scope="col">Check</th>
                  <th scope="col">Result</th>
                  <th scope="col">Why</th>
                  <th scope="col">How to fix</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id} data-check={item.id}>
                    <th scope="row">{item.label}</th>
                    <td>
                      <Badge tone={BADGE[item.status].tone}>{BADGE[item.status].text}</Badge>
                    </td>
                    <td>{item.reason}</td>
                    <td>{item.fix ?? <span className="muted">Nothing to do</span>}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        )}
      </Loaded>
    </>
  )
}
