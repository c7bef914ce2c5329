// `npm run eval:boardroom`: the boardroom's evaluation set (tests/eval) through the decision layer,
// with the CEO-alone and first-round-majority baselines. Bundles the TypeScript with esbuild (as
// Vite does) so it runs on plain Node.
import { build } from 'esbuild'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const dir = mkdtempSync(join(tmpdir(), 'boardroom-eval-'))
const out = join(dir, 'eval.mjs')
try {
  await build({
    stdin: {
      contents:
        "import { evaluate, loadCases, report } from './tests/eval/evaluate.ts'; export { evaluate, loadCases, report }",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'error',
    define: { 'import.meta.dirname': JSON.stringify(join(process.cwd(), 'tests/eval')) },
  })
  const { evaluate, loadCases, report } = await import(pathToFileURL(out).href)
  const summary = evaluate()
  console.log(report(summary))
  if (process.argv.includes('--verbose')) for (const r of summary.results) console.log(JSON.stringify(r))
  // The held-out set: written blind to the engine and never used to tune it (tests/eval/README.md).
  const holdoutDir = join(process.cwd(), 'tests/eval/holdout')
  if (existsSync(holdoutDir)) {
    const held = evaluate(loadCases(holdoutDir))
    console.log(`\nHeld-out set (never tuned to):\n${report(held)}`)
    if (process.argv.includes('--verbose')) for (const r of held.results) console.log(JSON.stringify(r))
  }
  // The blind rounds: scored once on first sight (docs/ai-executives.md), then frozen.
  for (const round of readdirSync(join(process.cwd(), 'tests/eval'))
    .filter((d) => d.startsWith('blind-'))
    .sort()) {
    const blind = evaluate(loadCases(join(process.cwd(), 'tests/eval', round)))
    console.log(`\nBlind ${round} (frozen):\n${report(blind)}`)
    if (process.argv.includes('--verbose')) for (const r of blind.results) console.log(JSON.stringify(r))
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
