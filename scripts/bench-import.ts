// `npm run bench` (scripts/bench.mjs calls this): 10,000 leads imported as the browser does it —
// a generated CSV with duplicates and bad rows parsed by papaparse, every row checked, duplicates
// found against the company's stored leads, then import_leads in batches of 500 as the seeded
// owner through real supabase-js against the local backend (in-memory PGlite, this process) —
// timed per phase; the report must account for every row. Also: 50,000 rows refused before upload.
import Papa from 'papaparse'
import { defaultChoice, findDuplicateGroups, type DuplicateCandidate } from '../shared/lead-duplicates'
import { checkRow, detectMapping, isBlankRow, MAX_IMPORT_ROWS } from '../shared/lead-import'
import { countOutcomes, planImport } from '../shared/lead-import-plan'
import { asImportLead, fetchLeadsToCompare, runImport } from '../client/features/lead-import/queries'
import { signIn, startBackend } from '../tests/backend/harness'
import { leadImportCsv } from '../tests/lead-import-fixture'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'

export async function benchImport(n = 10_000) {
  const backend = await startBackend()
  try {
    const { client } = await signIn(backend, 'user@boardroom.local', 'User-demo-2026!')
    const { csv, expected } = leadImportCsv(n, 'olivia.martin@brightmart.example')
    const t0 = performance.now()
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: 'greedy' }).data
    const [headers, ...data] = parsed
    const mapping = detectMapping(headers)
    const checked = data.filter((r) => !isBlankRow(r)).map((cells, i) => checkRow(cells, mapping, i + 2))
    const t1 = performance.now()
    const stored = await fetchLeadsToCompare(client, NORTHWIND)
    const candidates: DuplicateCandidate[] = [
      ...stored.map((l) => ({ key: `lead:${l.id}`, id: l.id, createdAt: l.created_at, lead: asImportLead(l) })),
      ...checked.flatMap((c) => (c.ok ? [{ key: `row:${c.row}`, row: c.row, lead: c.lead }] : [])),
    ]
    const groups = findDuplicateGroups(candidates, (c) => c.row !== undefined)
    const actions = planImport(checked, groups, {}, defaultChoice)
    const t2 = performance.now()
    const { outcomes } = await runImport(client, NORTHWIND, 'bench.csv', actions)
    const t3 = performance.now()
    const counts = countOutcomes(outcomes)
    const accounted =
      outcomes.length === n &&
      counts.created === expected.created &&
      counts.merged === expected.merged &&
      counts.rejected === expected.rejected
    console.log(
      `${n.toLocaleString('en')} rows (${(csv.length / 1024).toFixed(0)} KB CSV): parse + check ${(t1 - t0).toFixed(0)} ms, duplicates against ${stored.length} stored leads ${(t2 - t1).toFixed(0)} ms (${groups.length} groups), insert in batches of 500 ${((t3 - t2) / 1000).toFixed(2)} s; total ${((t3 - t0) / 1000).toFixed(2)} s`,
    )
    console.log(
      `report: ${counts.created} created, ${counts.merged} merged, ${counts.skipped} skipped, ${counts.rejected} rejected — ${accounted ? 'every row accounted for, as the fixture expects' : `MISMATCH, expected ${JSON.stringify(expected)}`}`,
    )
    const big = leadImportCsv(50_000, 'x@example.com').csv.split('\r\n').length - 2
    console.log(
      `50,000 rows: refused before upload (${big.toLocaleString('en')} > ${MAX_IMPORT_ROWS.toLocaleString('en')}: "This file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows…")`,
    )
    return { seconds: (t3 - t0) / 1000, accounted }
  } finally {
    await backend.stop()
  }
}
