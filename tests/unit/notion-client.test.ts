// The Notion client's own rules, against the local Notion (tests/notion-server.ts): rich text cut
// at Notion's 2,000 characters, tables as wide as their header, a page longer than Notion's 100
// blocks a request written in full (created, then appended 100 at a time), and a page whose append
// fails moved to Notion's trash so no half-written page is left; Notion's refusals as sentences.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPage, richText, searchPages, toBlocks } from '../../worker/integrations/notion'
import { blockProblem, blockText, NOTION_PAGES, NOTION_TOKEN, notionServer } from '../notion-server'

let fake: Awaited<ReturnType<typeof notionServer>>
const parent = NOTION_PAGES[0]!.id

beforeAll(async () => {
  fake = await notionServer()
})
afterAll(async () => {
  await fake?.close()
})
beforeEach(() => {
  fake.seen.length = 0
})

describe('blocks', () => {
  it('rich text is cut into pieces of at most 2,000 characters, each keeping the link', () => {
    const pieces = richText('x'.repeat(4500), 'https://app.example/dashboard/debate?session=1')
    expect(pieces.map((p) => p.text.content.length)).toEqual([2000, 2000, 500])
    expect(pieces.every((p) => p.text.link?.url === 'https://app.example/dashboard/debate?session=1')).toBe(true)
    expect(richText('')).toEqual([{ type: 'text', text: { content: '', link: null } }])
  })

  it('a table is as wide as its header, its header row first; a list is one block per item; every block is one Notion accepts', () => {
    const [table] = toBlocks({
      kind: 'table',
      header: ['Figure', 'Value', 'Source'],
      rows: [['Cash', '$1.8M', 'Company figures, as of 2026-11-20']],
    })
    expect(blockProblem(table as never, 'table')).toBeNull()
    expect(blockText(table as never)).toBe('Figure | Value | Source\nCash | $1.8M | Company figures, as of 2026-11-20')
    const list = toBlocks({ kind: 'bullets', items: ['one', 'two'] })
    expect(list.map((b) => b.type)).toEqual(['bulleted_list_item', 'bulleted_list_item'])
    for (const block of [
      ...list,
      ...toBlocks({ kind: 'heading', text: 'The question' }),
      ...toBlocks({ kind: 'paragraph', text: 'Exported. ', link: { text: 'Open it', url: 'https://app.example/x' } }),
    ]) {
      expect(blockProblem(block as never, 'block')).toBeNull()
    }
  })
})

describe('pages', () => {
  const long = {
    title: 'A long decision',
    blocks: [{ kind: 'bullets' as const, items: Array.from({ length: 250 }, (_, i) => `Point ${i + 1}`) }],
  }

  it('a page of 250 blocks is created with the first 100 and appended 100 and 50, in order', async () => {
    const made = await createPage({ apiUrl: fake.url }, NOTION_TOKEN, parent, long)
    expect(
      fake.seen.map(
        (r) => `${r.method} ${r.path.replace(made.id, '<page>')} ${((r.body.children as unknown[]) ?? []).length}`,
      ),
    ).toEqual(['POST /v1/pages 100', 'PATCH /v1/blocks/<page>/children 100', 'PATCH /v1/blocks/<page>/children 50'])
    const page = fake.created.find((p) => p.id === made.id)!
    expect(page.blocks.map(blockText)).toEqual(long.blocks[0]!.items)
    expect(made.url).toBe(page.url)
  })

  it('when an append fails the half-written page goes to Notion’s trash, and Notion’s reason is thrown', async () => {
    fake.state.failOn = {
      match: /^PATCH \/v1\/blocks\//,
      status: 409,
      code: 'conflict_error',
      message: 'Conflict occurred while saving. Please try again.',
    }
    await expect(createPage({ apiUrl: fake.url }, NOTION_TOKEN, parent, long)).rejects.toThrow(
      'Notion answered 409: Conflict occurred while saving. Please try again.',
    )
    const page = fake.created.at(-1)!
    expect(page.archived).toBe(true)
    expect(fake.seen.at(-1)).toMatchObject({ method: 'PATCH', path: `/v1/pages/${page.id}`, body: { archived: true } })
  })

  it('a token Notion no longer accepts is said as "connect again"; an unreachable Notion as unreachable', async () => {
    await expect(searchPages({ apiUrl: fake.url }, 'ntn_wrong')).rejects.toThrow(
      'Notion no longer accepts this workspace’s connection (it was removed in Notion). Connect Notion again.',
    )
    await expect(searchPages({ apiUrl: 'http://127.0.0.1:9' }, NOTION_TOKEN)).rejects.toThrow(
      /^Notion could not be reached/,
    )
  })
})
