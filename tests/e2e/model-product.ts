// The product under wrangler dev on a scripted model: AI_PROVIDER=openai pointed at a local chat
// completions server (tests/unit/model-server.ts; no network), Chromium launched and the seeded owner
// of Northwind signed in. The e2e files about the model's voice (the boardroom, its stream, the chat
// and the agent) share it; each looks for the model's `key` in what the browser receives.
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
// @ts-expect-error plain ESM helper shared with the bench and perf scripts
import { startProduct } from '../../scripts/serve.mjs'
import { modelServer } from '../unit/model-server'
import { DEMO_USER, hydrated, launch, signedInContext } from './browser'

type ModelServer = Awaited<ReturnType<typeof modelServer>>

/**
 * Started before the file's tests and stopped after them; its fields are set in beforeAll (read them
 * inside tests and hooks). `model` defaults to the chat model name the boardroom tests expect.
 */
export function productOnModel(
  script: Parameters<typeof modelServer>[0],
  {
    key,
    model = 'scripted-chat-1',
    workerVars = {},
  }: { key: string; model?: string; workerVars?: Record<string, string> },
) {
  const fixture = {} as { base: string; model: ModelServer; browser: Browser; owner: BrowserContext }
  let product: { baseUrl: string; stop(): void } | undefined
  beforeAll(async () => {
    fixture.model = await modelServer(script)
    product = (await startProduct({
      nodeEnv: 'development',
      quiet: true,
      workerVars: {
        AI_PROVIDER: 'openai',
        AI_MODEL: model,
        AI_BASE_URL: fixture.model.url,
        AI_API_KEY: key,
        ...workerVars,
      },
    })) as { baseUrl: string; stop(): void }
    fixture.base = product.baseUrl
    fixture.browser = await launch()
    fixture.owner = await signedInContext(fixture.browser, fixture.base, DEMO_USER)
  })
  afterAll(async () => {
    await fixture.browser?.close()
    product?.stop()
    await fixture.model?.close()
  })
  return fixture
}

/** Every response the page receives from now on, its headers and body as text: where the model's key must never be. */
export function responsesOf(page: Page): Promise<string>[] {
  const seen: Promise<string>[] = []
  page.on('response', (r: Response) =>
    seen.push(
      r.text().then(
        (body) => `${JSON.stringify(r.headers())}\n${body}`,
        () => JSON.stringify(r.headers()),
      ),
    ),
  )
  return seen
}

/** Opens the boardroom and puts `question` to the board. */
export async function askTheBoard(page: Page, base: string, question: string) {
  await page.goto(`${base}/dashboard/ai-boardroom`)
  await hydrated(page)
  await page.getByLabel('Your question for the board').fill(question)
  await page.getByRole('button', { name: 'Ask the board' }).click()
}
