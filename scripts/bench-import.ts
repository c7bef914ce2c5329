// `npm run bench` (scripts/bench.mjs calls this): the lead import's parts without a browser. 10,000
// leads imported as the browser does it — a generated CSV with duplicates and bad rows parsed by
// papaparse, every row checked, duplicates found against the company's stored leads, then
// import_leads in batches of 500 as the seeded owner through real supabase-js against the local
// backend (in-memory PGlite, this process) — `runs` times in a row into the same company, each
// undone, each with fresh addresses. Per run: each phase's time, and the CPU this process used
// while the batches ran (PGlite, the local API and supabase-js all run here); the report must account for
// every row. Also: 50,000 rows refused before upload. The import as a user meets it, in Chromium:
// scripts/bench-import-browser.ts.
import Papa from 'papaparse'
import { type DuplicateCandidate, defaultChoice, findDuplicateGroups } from '../shared/lead-duplicates'
import { checkRow, detectMapping, isBlankRow, MAX_IMPORT_ROWS } from '../shared/lead-import'
import { countOutcomes, planImport } from '../shared/lead-import-plan'
import { asImportLead, fetchLeadsToCompare, runImport, undoImport } from '../client/features/lead-import/queries'
import { signIn, startBackend } from '../tests/backend/harness'
import { leadImportCsv } from '../tests/lead-import-fixture'
import { medianAndWorst } from './stats.mjs'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'

export async function benchImport(n = 10_000, runs = 5) {
  const backend = await startBackend()
  const totals: number[] = []
  const inserts: number[] = []
  const cpus: number[] = []
  let everyRun = true
  try {
    const { client } = await signIn(backend, 'user@boardroom.local', 'User-demo-2026!')
    for (let run = 1; run <= runs; run++) {
      const { csv, expected } = leadImportCsv(n, 'olivia.martin@brightmart.example', `.r${run}`)
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
      const cpu0 = process.cpuUsage()
      const { importId, outcomes } = await runImport(client, NORTHWIND, `bench-${run}.csv`, actions)
      const cpu = process.cpuUsage(cpu0)
      const t3 = performance.now()
      await undoImport(client, importId)
      const counts = countOutcomes(outcomes)
      const accounted =
        outcomes.length === n &&
        counts.created === expected.created &&
        counts.merged === expected.merged &&
        counts.rejected === expected.rejected
      everyRun &&= accounted
      const cpuSeconds = (cpu.user + cpu.system) / 1e6
      totals.push((t3 - t0) / 1000)
      inserts.push((t3 - t2) / 1000)
      cpus.push(cpuSeconds)
      console.log(
        `run ${run}: parse + check ${(t1 - t0).toFixed(0)} ms, duplicates against ${stored.length} stored leads ${(t2 - t1).toFixed(0)} ms (${groups.length} groups), insert in batches of 500 ${((t3 - t2) / 1000).toFixed(2)} s (${(n / ((t3 - t2) / 1000)).toFixed(0)} rows/s; ${cpuSeconds.toFixed(2)} s CPU in this process: the database, the API in front of it and the client); total ${((t3 - t0) / 1000).toFixed(2)} s; ${counts.created} created, ${counts.merged} merged, ${counts.skipped} skipped, ${counts.rejected} rejected — ${accounted ? 'every row accounted for' : `MISMATCH, expected ${JSON.stringify(expected)}`}`,
      )
    }
    console.log(
      `${n.toLocaleString('en')} rows, ${runs} imports in a row, each undone: total ${medianAndWorst(totals, 's', 2)}; insert ${medianAndWorst(inserts, 's', 2)}; database CPU ${medianAndWorst(cpus, 's', 2)}${everyRun ? '' : ' — A RUN DID NOT ACCOUNT FOR EVERY ROW'}`,
    )
    const big = leadImportCsv(50_000, 'x@example.com').csv.split('\r\n').length - 2
    console.log(
      `50,000 rows: refused before upload (${big.toLocaleString('en')} > ${MAX_IMPORT_ROWS.toLocaleString('en')}: "This file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows…")`,
    )
    return { totals, accounted: everyRun }
  } finally {
    await backend.stop()
  }
}
