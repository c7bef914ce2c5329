import { runBoard } from '../shared/decision/board.ts'
const q = process.argv[2]
const facts = JSON.parse(process.argv[3] ?? '[]')
const d = runBoard({ question: q, facts, standing: [], crm: null })
console.log(d.kind, d.decision.recommendation, '|', d.decision.summary)
for (const p of d.positions) console.log(' ', p.executive, p.stance, '-', p.summary)
for (const r of d.rebuttals) console.log('  R', r.executive, '->', r.respondsTo, r.stanceBefore ?? '', r.stanceAfter ?? '', r.text)
for (const a of d.analyses ?? []) console.log('  A', a.id, a.role, a.status, a.verdict ?? '', a.supports ?? '', a.hard ? 'HARD' : '', a.result ?? '', a.needs.join('; '))
console.log('  needs', d.decision.needs)
