// The streamed boardroom, for `npm run bench` (or alone: `npm run build && node
// scripts/bench-stream.mjs`): the product under wrangler dev with AI_PROVIDER=openai pointed at the
// tests' scripted local model (tests/unit/model-server.ts, each call answered after MODEL_DELAY_MS).
// Per question: the model calls one debate makes, its rebuttals, and the prompt it sent (characters,
// and tokens ≈ characters ÷ 4: the scripted server's own usage counts are fixed, not measured); and the
// time from the request to the first streamed turn and to the stored session. Then the same with the
// built-in engine (the platform budget set to 0 through the service role, so the same route speaks
// without the model).
import { EventSourceParserStream } from 'eventsource-parser/stream'
import { runnerImport } from 'vite'
import { startProduct } from './serve.mjs'
import { median } from './stats.mjs'

const MODEL_DELAY_MS = 500
// The last one, with its board pack, divides the board (a strong return against a short runway): rebuttals.
const QUESTIONS = [
  { question: 'Should we double the webinar budget next quarter?' },
  { question: 'Should we raise our prices by 10% next quarter?' },
  { question: 'Should we hire another salesperson to follow up leads?' },
  { question: 'Should we buy a $500,000 warehouse with a 10-year bank loan?' },
  {
    question: 'Should we double the paid search budget from $50k to $100k a month?',
    facts: [
      { label: 'ROAS', value: 5, unit: 'x' },
      { label: 'Gross margin', value: 80, unit: '%' },
      { label: 'Cash', value: 400000, unit: 'USD' },
      { label: 'Monthly net burn', value: 30000, unit: 'USD' },
    ],
  },
]

async function streamed(product, token, body, retried = false) {
  const start = performance.now()
  const res = await fetch(`${product.baseUrl}/api/ai/boardroom`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
  })
  // The AI rate limit (20 a minute per member) may still hold the bench's earlier debates: wait it out once.
  if (res.status === 429 && !retried) {
    await new Promise((r) => setTimeout(r, 61_000))
    return streamed(product, token, body, true)
  }
  if (res.status !== 200) throw new Error(`POST /api/ai/boardroom (streamed) answered ${res.status}`)
  const reader = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader()
  let firstTurn
  for (;;) {
    const { done, value } = await reader.read()
    if (done) throw new Error('the stream ended without its session')
    if (value.event === 'turn' && firstTurn === undefined) firstTurn = performance.now() - start
    if (value.event === 'session')
      return { firstTurn, total: performance.now() - start, session: JSON.parse(value.data) }
  }
}

export async function benchStream() {
  const { modelServer, honest } = (await runnerImport('/tests/unit/model-server.ts')).module
  const { ANON_KEY, SERVICE_ROLE_KEY } = (await runnerImport('/supabase/local/keys.ts')).module
  const model = await modelServer((call) => ({ ...honest(call), delayMs: MODEL_DELAY_MS }))
  const product = await startProduct({
    nodeEnv: 'development',
    quiet: true,
    workerVars: {
      AI_PROVIDER: 'openai',
      AI_MODEL: 'scripted-chat-1',
      AI_BASE_URL: model.url,
      AI_API_KEY: 'sk-bench-scripted',
    },
  })
  try {
    const auth = await fetch(`${product.backendUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'user@boardroom.local', password: 'User-demo-2026!' }),
    })
    const { access_token: token } = await auth.json()
    await streamed(product, token, QUESTIONS[0]) // warm-up
    const firsts = []
    const totals = []
    for (const body of QUESTIONS) {
      const before = model.calls.length
      const { firstTurn, total, session } = await streamed(product, token, body)
      const calls = model.calls.slice(before)
      const chars = calls.reduce((n, c) => n + c.body.messages.reduce((m, msg) => m + msg.content.length, 0), 0)
      firsts.push(firstTurn)
      totals.push(total)
      console.log(
        `${(body.facts ? `${body.question} (with a pack)` : body.question).padEnd(80)} ${calls.length} calls (${session.debate.rebuttals.length} rebuttals), prompts ${chars.toLocaleString('en')} characters ≈ ${Math.round(chars / 4).toLocaleString('en')} tokens; first turn ${firstTurn.toFixed(0)} ms, session ${total.toFixed(0)} ms`,
      )
    }
    console.log(
      `scripted model (${MODEL_DELAY_MS} ms a call): time to first turn median ${median(firsts).toFixed(0)} ms, worst ${Math.max(...firsts).toFixed(0)} ms; to the stored session median ${median(totals).toFixed(0)} ms, worst ${Math.max(...totals).toFixed(0)} ms (${QUESTIONS.length} debates)`,
    )

    // The built-in engine through the same streamed route: the platform's budget set to 0.
    const set = await fetch(`${product.backendUrl}/rest/v1/platform_settings?id=eq.true`, {
      method: 'PATCH',
      headers: {
        apikey: SERVICE_ROLE_KEY,
        Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ ai_daily_debates: 0 }),
    })
    if (!set.ok) throw new Error(`setting the budget answered ${set.status}`)
    const builtinFirsts = []
    const builtinTotals = []
    for (let i = 0; i < 10; i++) {
      const calls = model.calls.length
      const { firstTurn, total, session } = await streamed(product, token, QUESTIONS[i % QUESTIONS.length])
      if (session.engine !== 'builtin' || model.calls.length !== calls)
        throw new Error('the built-in run asked the model')
      builtinFirsts.push(firstTurn)
      builtinTotals.push(total)
    }
    console.log(
      `built-in engine: time to first turn median ${median(builtinFirsts).toFixed(1)} ms, worst ${Math.max(...builtinFirsts).toFixed(1)} ms; to the stored session median ${median(builtinTotals).toFixed(1)} ms, worst ${Math.max(...builtinTotals).toFixed(1)} ms (10 debates)`,
    )
  } finally {
    product.stop()
    await model.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStream()
