// Developer aid: prints how the board reads and decides one evaluation case or a question.
import { readdirSync, readFileSync } from 'node:fs'
import { runBoard } from '../shared/decision/board'
const arg = process.argv[2]
const cases = readdirSync('tests/eval/cases').flatMap((f) => JSON.parse(readFileSync(`tests/eval/cases/${f}`, 'utf8')))
const c = cases.find((x: { id: string }) => x.id === arg) ?? { id: 'adhoc', question: arg, facts: JSON.parse(process.argv[3] ?? '[]'), expected: '?' }
const d = runBoard({ question: c.question, facts: c.facts, standing: [], crm: null })
console.log(c.id, 'expected', c.expected, '→', d.kind, d.decision.recommendation)
console.log(' ', d.decision.summary)
for (const f of d.figures ?? []) console.log('  F', f.metric ?? 'UNMATCHED', '=', f.value, '<-', f.label, f.source, f.note ?? '')
for (const p of d.positions) console.log('  P', p.executive, p.stance, '-', p.summary)
for (const r of d.rebuttals) console.log('  R', r.executive, '->', r.respondsTo, r.stanceBefore ?? '', r.stanceAfter ?? '', r.text)
for (const a of d.analyses ?? []) console.log('  A', a.id, a.role, a.status, a.verdict ?? '', a.supports ?? '', a.hard ? 'HARD' : '', a.result ?? '', a.needs.join('; '))
