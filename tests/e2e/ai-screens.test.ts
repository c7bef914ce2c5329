// The AI chat and the AI agent in Chromium against the real Worker and local backend, as the seeded
// owner of Northwind: a three-message thread whose follow-ups are read against its first question
// and which is kept, renamed and deleted; a reading's period and source chips changed in the browser
// give the new figure (checked against the seeded records read apart); "What's the weather in Paris?" gets the fixed reply and
// three questions from Northwind's own records; the spring webinar instruction lists exactly the
// leads nobody called and, once confirmed, schedules a follow-up on each, which undo removes;
// "Assign the spring webinar leads nobody called to Dana", once confirmed, shows Dana as their owner
// in the lead list, and undo removes it. Every test fails on a console error, an uncaught error or a
// CSP violation.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { axeInBothThemes, DEMO_USER, hydrated, launch, signedInContext, watchedPage } from './browser'

const base = inject('baseUrl')
const backend = inject('backendUrl')
const service = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` }
const PRIYA = '1ead0000-0000-4000-8000-000000000031'
const TOMAS = '1ead0000-0000-4000-8000-000000000032'

let browser: Browser
let owner: BrowserContext

const poll = <T>(read: () => T | Promise<T>, timeout = 15_000) => expect.poll(read, { timeout })
const main = (page: Page) => page.getByRole('main')
async function open(page: Page, path: string) {
  await page.goto(base + path)
  await hydrated(page)
}
const answers = (page: Page) => page.getByRole('listitem', { name: 'Answer' })
async function ask(page: Page, text: string, count: number) {
  await page.getByLabel('Your question', { exact: true }).fill(text)
  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  await poll(() => answers(page).count()).toBe(count)
  return answers(page).nth(count - 1)
}
const DANA = 'b0000000-0000-4000-8000-000000000002'
const SPRING_WEBINAR = 'ca000000-0000-4000-8000-000000000007'
/** Each lead's owner, in the order of the ids given (read with the service role). */
const ownersOf = async (ids: string[]) => {
  const rows = (await (
    await fetch(`${backend}/rest/v1/leads?id=in.(${ids.join(',')})&select=id,owner_id`, { headers: service })
  ).json()) as { id: string; owner_id: string | null }[]
  return ids.map((id) => rows.find((r) => r.id === id)?.owner_id)
}
const followUpsOn = async (ids: string[]) =>
  (
    (await (
      await fetch(`${backend}/rest/v1/lead_follow_ups?lead_id=in.(${ids.join(',')})&select=lead_id`, {
        headers: service,
      })
    ).json()) as { lead_id: string }[]
  )
    .map((r) => r.lead_id)
    .sort()

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const monthLabel = (back: number) => {
  const now = new Date()
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}
const NORTHWIND = 'c0000000-0000-4000-8000-000000000001'
/** Won value in a calendar month `back` months ago, by the date won, summed here from lead_facts (service role). */
async function wonIn(back: number, source?: string) {
  const now = new Date()
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString()
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1)).toISOString()
  const rows = (await (
    await fetch(
      `${backend}/rest/v1/lead_facts?company_id=eq.${NORTHWIND}&status=eq.won&closed_at=gte.${from}&closed_at=lt.${to}${source ? `&source=eq.${source}` : ''}&select=value`,
      { headers: service },
    )
  ).json()) as { value: number | string }[]
  const total = rows.reduce((t, r) => t + Number(r.value), 0)
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: total < 100 ? 2 : 0,
  }).format(total)
}

beforeAll(async () => {
  browser = await launch()
  owner = await signedInContext(browser, base, DEMO_USER)
})
afterAll(async () => {
  await browser?.close()
})

describe('AI chat', () => {
  it('a three-message thread reads its follow-ups against the first question, and is kept, renamed and deleted', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/ai-chat')
    const first = await ask(page, 'How many leads did we get last month?', 1)
    expect(await first.innerText()).toContain(`Leads, ${monthLabel(1)}: `)
    const second = await ask(page, 'and the month before?', 2)
    expect(await second.innerText()).toContain(`Leads, ${monthLabel(2)}: `)
    const third = await ask(page, 'compare with referrals', 3)
    const compared = await third.innerText()
    expect(compared).toMatch(/Leads: Referral \d+; Everything else \d+\./)
    // how we got it, and how the figure is defined
    await second.getByText('How we got this').first().click()
    expect(await second.innerText()).toMatch(/Formula\s+The number of leads, counted in the period each was created\./)

    // kept: after a reload the thread and its six messages are still there
    await page.reload()
    await hydrated(page)
    await poll(() => answers(page).count()).toBe(3)
    const threads = page.getByRole('navigation', { name: 'Your threads' })
    await threads.getByRole('button', { name: 'Rename How many leads did we get last month?' }).click()
    await threads.getByLabel('Thread name').fill('Leads by month')
    await threads.getByRole('button', { name: 'Save name' }).click()
    await poll(() => page.locator('main h2').first().innerText()).toBe('Leads by month')
    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })
    await threads.getByRole('button', { name: 'Delete Leads by month' }).click()
    await threads.getByRole('button', { name: 'Really delete Leads by month' }).click()
    await poll(() => threads.getByRole('button', { name: 'Leads by month', exact: true }).count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })

  it('the weather in Paris gets the fixed reply and three questions the figures can answer', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/ai-chat')
    const reply = await ask(page, "What's the weather in Paris?", 1)
    expect(await reply.locator('p').first().innerText()).toBe("I can't answer that from your company's figures.")
    const suggestions = reply.getByRole('listitem').getByRole('button')
    expect(await suggestions.count()).toBe(3)
    expect(await suggestions.first().innerText()).toBe('How did LinkedIn thought leadership do?')
    expect(await reply.innerText()).not.toMatch(/Supports|Opposes|stance/i)
    await suggestions.first().click()
    await poll(() => answers(page).count()).toBe(2)
    expect(await answers(page).nth(1).innerText()).toContain('LinkedIn thought leadership, all time: won value $64,000')
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('the reading above an answer', () => {
  it('changing its period and then its source asks again and gives the new figure', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/ai-chat')
    const first = await ask(page, 'How much did we win last month?', 1)
    expect(await first.innerText()).toContain(`Won value, ${monthLabel(1)}: ${await wonIn(1)}.`)
    // the reading is shown as controls: the measure, the period, the source
    await poll(() => first.getByLabel('Measure', { exact: true }).inputValue()).toBe('won_value')
    expect(await first.getByLabel('Source', { exact: true }).inputValue()).toBe('')
    // the member picks the month before on the period chip
    await first.getByLabel('Period', { exact: true }).selectOption({ label: monthLabel(2) })
    await poll(() => answers(page).count()).toBe(2)
    const second = answers(page).nth(1)
    expect(await second.innerText()).toContain(`Won value, ${monthLabel(2)}: ${await wonIn(2)}.`)
    // then only referrals, on the source chip of that answer
    await second.getByLabel('Source', { exact: true }).selectOption({ label: 'Referral' })
    await poll(() => answers(page).count()).toBe(3)
    expect(await answers(page).nth(2).innerText()).toContain(
      `Won value, Referral, ${monthLabel(2)}: ${await wonIn(2, 'referral')}.`,
    )
    // the definition behind the figure opens with one click
    await answers(page).nth(2).getByText('How “Won value” is counted').click()
    expect(await answers(page).nth(2).innerText()).toContain('A period selects it by the date won.')
    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('AI agent', () => {
  it('lists exactly the spring webinar leads nobody called, follows each up once confirmed, and undo removes them', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/ai-agent')
    await page
      .getByLabel('Your instruction', { exact: true })
      .fill('List the leads from the spring webinar that nobody called')
    await page.getByRole('button', { name: 'Plan it' }).click()
    const found = page.getByRole('table', { name: 'Step 1: what was found' })
    await poll(() => found.count()).toBe(1)
    expect(await found.locator('tbody th').allInnerTexts()).toEqual([
      'Priya Shah (Kestrel Home)',
      'Tomás Silva (Maré Café)',
    ])

    await page
      .getByLabel('Your instruction', { exact: true })
      .fill('List the leads from the spring webinar that nobody called and log a follow-up on each')
    await page.getByRole('button', { name: 'Plan it' }).click()
    const changes = page.getByRole('list', { name: 'Step 2: changes' })
    await poll(() => changes.getByRole('listitem').count()).toBe(2)
    expect(await changes.innerText()).toMatch(
      /Schedule a follow-up with Priya Shah \(Kestrel Home\) due \d{4}-\d{2}-\d{2}\nSchedule a follow-up with Tomás Silva \(Maré Café\) due/,
    )
    expect(await followUpsOn([PRIYA, TOMAS])).toEqual([])
    await page.getByRole('button', { name: 'Confirm the 2 changes' }).click()
    await poll(() => followUpsOn([PRIYA, TOMAS])).toEqual([PRIYA, TOMAS].sort())
    const log = page
      .getByRole('region', { name: 'Activity log' })
      .or(page.locator('section[aria-labelledby="agent-log-title"]'))
    await poll(() => log.getByRole('button', { name: /^Undo: 2 changes/ }).count()).toBe(1)
    expect(await axeInBothThemes(page)).toEqual({ dark: [], light: [] })
    await log.getByRole('button', { name: /^Undo: 2 changes/ }).click()
    await poll(() => followUpsOn([PRIYA, TOMAS])).toEqual([])
    await poll(() => main(page).innerText()).toContain('Undone: 2 changes')
    expect(problems).toEqual([])
    await page.close()
  })

  it('assigns the spring webinar leads nobody called to Dana once confirmed; the lead list shows her as their owner; undo removes it', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/ai-agent')
    await page
      .getByLabel('Your instruction', { exact: true })
      .fill('Assign the spring webinar leads nobody called to Dana')
    await page.getByRole('button', { name: 'Plan it' }).click()
    const changes = page.getByRole('list', { name: 'Step 1: changes' })
    await poll(() => changes.getByRole('listitem').count()).toBe(2)
    expect(await changes.getByRole('listitem').allInnerTexts()).toEqual([
      'Assign Priya Shah (Kestrel Home) to Dana Demo',
      'Assign Tomás Silva (Maré Café) to Dana Demo',
    ])
    // nothing changes before the member confirms
    expect(await ownersOf([PRIYA, TOMAS])).toEqual([null, null])
    await page.getByRole('button', { name: 'Confirm the 2 changes' }).click()
    await poll(() => ownersOf([PRIYA, TOMAS])).toEqual([DANA, DANA])

    // the lead list, the spring webinar's leads owned by "me": exactly those two, Dana in the Owner column
    await open(page, `/dashboard/leads?campaign=${SPRING_WEBINAR}&owner=me`)
    const table = page.getByRole('table', { name: 'Northwind Analytics leads' })
    await poll(() => table.locator('tbody tr').count()).toBe(2)
    const headers = (await table.locator('thead th').allInnerTexts()).map((t) => t.trim())
    const [name, ownerColumn] = [headers.indexOf('Name'), headers.indexOf('Owner')]
    // the owners' names come with the member directory, a moment after the rows
    const rows = () =>
      table
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())),
        )
    await poll(async () => (await rows()).map((r) => [r[name]!.split('\n')[0], r[ownerColumn]]).sort()).toEqual([
      ['Priya Shah', 'Dana Demo'],
      ['Tomás Silva', 'Dana Demo'],
    ])
    expect(await page.getByLabel('Filter by owner').inputValue()).toBe('me')

    await open(page, '/dashboard/ai-agent')
    const log = page.locator('section[aria-labelledby="agent-log-title"]')
    const undo = log.getByRole('button', {
      name: 'Undo: 2 changes: Assign Priya Shah (Kestrel Home) to Dana Demo and more',
    })
    await poll(() => undo.count()).toBe(1)
    await undo.click()
    await poll(() => ownersOf([PRIYA, TOMAS])).toEqual([null, null])
    await open(page, `/dashboard/leads?campaign=${SPRING_WEBINAR}&owner=me`)
    await poll(() => main(page).innerText()).toContain('No leads match')
    expect(problems).toEqual([])
    await page.close()
  })

  it('an instruction it cannot map says what it can do, with examples', async () => {
    const { page, problems } = await watchedPage(owner)
    await open(page, '/dashboard/ai-agent')
    await page.getByLabel('Your instruction', { exact: true }).fill('Order pizza for the team')
    await page.getByRole('button', { name: 'Plan it' }).click()
    await poll(() => main(page).innerText()).toContain('The agent finds leads, campaigns and calls')
    expect(await page.getByRole('button', { name: 'Create a draft campaign called Winter webinar' }).count()).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })
})
