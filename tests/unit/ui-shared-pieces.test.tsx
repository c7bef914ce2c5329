// @vitest-environment jsdom
// The client/ui pieces the screens share (one of each, instead of a copy per screen), as a user or a
// screen reader meets them: the tables' headers and cells, a chart's data table and its toggle, the
// confirm/keep buttons with their progress and failure, and a setting's form for those who may not
// change it.
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChartDataTable, ChartFigure } from '../../client/ui/chart-figure'
import { ConfirmActions } from '../../client/ui/confirm-actions'
import { SettingForm } from '../../client/ui/setting-form'
import { ChecksTable, ColumnsTable, TableHead } from '../../client/ui/table'
import { AdminList, usePageParam } from '../../client/ui/admin-list'
import { MemoryRouter } from 'react-router'
import type { UseQueryResult } from '@tanstack/react-query'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
let container: HTMLDivElement

async function render(node: ReactNode) {
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
  await act(async () => root!.render(node))
}

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = undefined
})

const headers = () =>
  [...container.querySelectorAll('thead th')].map((th) => ({
    text: th.textContent,
    className: th.getAttribute('class'),
  }))
const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)

describe('TableHead', () => {
  it('names the action column for screen readers: "Actions", or the word given', async () => {
    await render(
      <table>
        <TableHead columns={['Figure', 'Value']} actions="Remove" columnClassName="text-left" />
      </table>,
    )
    expect(headers()).toEqual([
      { text: 'Figure', className: 'text-left' },
      { text: 'Value', className: 'text-left' },
      { text: 'Remove', className: null },
    ])
    expect(container.querySelector('thead th:last-child span')!.className).toBe('visually-hidden')
    act(() => root!.unmount())
    await render(
      <table>
        <TableHead columns={['Figure']} actions />
      </table>,
    )
    expect(headers().map((h) => h.text)).toEqual(['Figure', 'Actions'])
  })

  it('has no action column when actions is false (a member who may not remove)', async () => {
    await render(
      <table>
        <TableHead columns={['Figure', 'Value']} actions={false} />
      </table>,
    )
    expect(headers().map((h) => h.text)).toEqual(['Figure', 'Value'])
  })
})

describe('ColumnsTable', () => {
  it('one row a record, numeric columns right-aligned in the header and the cells', async () => {
    const rows = [
      { id: 'a', name: 'Ada', value: '€1,200' },
      { id: 'b', name: 'Grace', value: '€900' },
    ]
    await render(
      <ColumnsTable
        caption="Leads"
        hideCaption
        rows={rows}
        columns={[
          { header: 'Name', className: 'font-semibold', cell: (r) => r.name },
          { header: 'Value', numeric: true, className: 'whitespace-nowrap', cell: (r) => r.value },
        ]}
      />,
    )
    expect(container.querySelector('caption')!.className).toBe('visually-hidden')
    expect(headers()).toEqual([
      { text: 'Name', className: null },
      { text: 'Value', className: 'text-right' },
    ])
    const cells = [...container.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => [td.textContent, td.getAttribute('class')]),
    )
    expect(cells).toEqual([
      [
        ['Ada', 'font-semibold'],
        ['€1,200', 'text-right whitespace-nowrap'],
      ],
      [
        ['Grace', 'font-semibold'],
        ['€900', 'text-right whitespace-nowrap'],
      ],
    ])
  })
})

describe('ChecksTable', () => {
  it("each check's name heads its row, then its result, time and detail", async () => {
    await render(
      <ChecksTable
        caption="Services"
        columns={['Service', 'Status', 'Response time', 'Detail']}
        rows={[{ id: 'db', label: 'Database', result: 'OK', time: '12 ms', detail: 'Answering' }]}
      />,
    )
    expect(headers().map((h) => h.text)).toEqual(['Service', 'Status', 'Response time', 'Detail'])
    const row = container.querySelector('tbody tr')!
    expect(row.querySelector('th[scope="row"]')!.textContent).toBe('Database')
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['OK', '12 ms', 'Answering'])
  })
})

describe('ChartFigure and ChartDataTable', () => {
  const rows = [
    { key: '2026-01', label: 'Jan 2026', cells: ['€10', '€12'] },
    { key: '2026-02', label: 'Feb 2026', cells: ['€11', '—'] },
  ]

  it('the figure is named by its title; the table is there for screen readers and shown by its toggle', async () => {
    await render(
      <ChartFigure title="Won per month" caption={<p>Legend</p>}>
        <ChartDataTable caption="Won per month" headers={['Month', 'Won', 'Forecast']} rows={rows} testId="won-table" />
      </ChartFigure>,
    )
    const figure = container.querySelector('figure')!
    expect(figure.className).toBe('card m-0')
    expect(container.querySelector(`#${CSS.escape(figure.getAttribute('aria-labelledby')!)}`)!.textContent).toBe(
      'Won per month',
    )
    expect(container.querySelector('figcaption')!.textContent).toBe('Won per monthLegend')

    const toggle = button('Show the data table')!
    const region = container.querySelector('[data-testid="won-table"]')!
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(toggle.getAttribute('aria-controls')).toBe(region.id)
    expect(region.className).toBe('visually-hidden')
    expect(headers()).toEqual([
      { text: 'Month', className: null },
      { text: 'Won', className: 'text-right' },
      { text: 'Forecast', className: 'text-right' },
    ])
    expect([...container.querySelectorAll('tbody tr')].map((tr) => tr.textContent)).toEqual([
      'Jan 2026€10€12',
      'Feb 2026€11—',
    ])

    await act(async () => toggle.click())
    expect(toggle.textContent).toBe('Hide the data table')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(region.className).toBe('table-scroll mt-2')
  })

  it('a chart with nothing to show offers no toggle and keeps the table for screen readers only', async () => {
    await render(<ChartDataTable caption="Leads by source" headers={['Source', 'Leads']} rows={[]} toggle={false} />)
    expect(container.querySelector('button')).toBeNull()
    expect(container.querySelector('table')!.parentElement!.className).toBe('visually-hidden')
  })
})

describe('ConfirmActions', () => {
  it('shows progress and blocks both buttons while it runs, then says why it failed and lets the user try again', async () => {
    let fail!: (error: Error) => void
    const onConfirm = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)))
    const onKeep = vi.fn()
    await render(
      <ConfirmActions
        confirmLabel="Delete lead"
        pendingLabel="Deleting…"
        keepLabel="Keep lead"
        onConfirm={onConfirm}
        onKeep={onKeep}
        attempt={{ action: 'delete' }}
      />,
    )
    await act(async () => button('Delete lead')!.click())
    expect(button('Deleting…')!.disabled).toBe(true)
    expect(button('Keep lead')!.disabled).toBe(true)
    await act(async () => fail(new Error('The lead is locked by an import')))
    expect(container.querySelector('[role="alert"]')!.textContent).toBe('The lead is locked by an import')
    expect(button('Delete lead')!.disabled).toBe(false)
    await act(async () => button('Keep lead')!.click())
    expect(onKeep).toHaveBeenCalledTimes(1)
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })
})

describe('SettingForm', () => {
  it('someone who may not change the setting reads why, and their submit moves on without saving', async () => {
    const form = { onSubmit: vi.fn(async () => undefined), formError: null, done: false }
    const onSaved = vi.fn()
    await render(
      <SettingForm
        form={form}
        canEdit={false}
        onSaved={onSaved}
        savedMessage="The AI workflow was saved."
        readOnlyNote="Only owners and admins of Northwind change its AI workflow."
      >
        <button type="submit">Next</button>
      </SettingForm>,
    )
    expect(container.textContent).toBe('Only owners and admins of Northwind change its AI workflow.Next')
    await act(async () => button('Next')!.click())
    expect(onSaved).toHaveBeenCalledTimes(1)
    expect(form.onSubmit).not.toHaveBeenCalled()
  })

  it('for an owner: the submit saves, a refusal shows above the fields, a save says so', async () => {
    const onSaved = vi.fn()
    const form = {
      onSubmit: vi.fn(async () => undefined),
      formError: 'The AI workflow was not saved: only owners can.',
      done: false,
    }
    await render(
      <SettingForm
        form={form}
        canEdit
        onSaved={onSaved}
        savedMessage="The AI workflow was saved."
        readOnlyNote="Only owners and admins change it."
      >
        <button type="submit">Save</button>
      </SettingForm>,
    )
    expect(container.querySelector('[role="alert"]')!.textContent).toBe(
      'The AI workflow was not saved: only owners can.',
    )
    expect(container.textContent).not.toContain('Only owners and admins change it.')
    await act(async () => button('Save')!.click())
    expect(form.onSubmit).toHaveBeenCalledTimes(1)
    expect(onSaved).not.toHaveBeenCalled()
    await act(async () =>
      root!.render(
        <SettingForm
          form={{ ...form, formError: null, done: true }}
          canEdit
          onSaved={onSaved}
          savedMessage="The AI workflow was saved."
          readOnlyNote="Only owners and admins change it."
        >
          <button type="submit">Save</button>
        </SettingForm>,
      ),
    )
    expect(container.querySelector('[role="status"]')!.textContent).toBe('The AI workflow was saved.')
  })
})

describe('AdminList (the admin’s lists of every company’s records)', () => {
  type Row = { id: string; name: string }
  const loaded = (rows: Row[], total: number) =>
    ({
      isPending: false,
      isError: false,
      error: null,
      data: { rows, total },
      refetch: vi.fn(),
    }) as unknown as UseQueryResult<{ rows: Row[]; total: number }>
  const list = (query: UseQueryResult<{ rows: Row[]; total: number }>, page = 2) => (
    <MemoryRouter>
      <AdminList
        title="All things"
        lead="Every company's things."
        noun="thing"
        path="/admin/things"
        page={page}
        pageSize={2}
        query={query}
        empty={{ title: 'No things yet', text: 'No company has a thing.' }}
        caption="Things across companies"
        columns={[{ header: 'Name', cell: (r: Row) => r.name }]}
      />
    </MemoryRouter>
  )

  it('shows the page of rows with where it is in the whole and links to the pages around it', async () => {
    await render(
      list(
        loaded(
          [
            { id: 'c', name: 'Third' },
            { id: 'd', name: 'Fourth' },
          ],
          5,
        ),
      ),
    )
    expect(container.querySelector('h1')!.textContent).toBe('All things')
    expect(container.querySelector('[role="status"]')!.textContent).toBe('Showing 3–4 of 5 things')
    expect([...container.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['Third', 'Fourth'])
    expect([...container.querySelectorAll('nav a')].map((a) => a.getAttribute('href'))).toEqual([
      '/admin/things',
      '/admin/things?page=3',
    ])
  })

  it('says when there is nothing yet, and what could not be loaded', async () => {
    await render(list(loaded([], 0), 1))
    expect(container.textContent).toContain('No things yet')
    expect(container.querySelector('table')).toBeNull()
    act(() => root!.unmount())
    await render(
      list({
        isPending: false,
        isError: true,
        error: new Error('boom'),
        data: undefined,
        refetch: vi.fn(),
      } as unknown as UseQueryResult<{ rows: Row[]; total: number }>),
    )
    expect(container.textContent).toContain('We could not load the things. boom')
  })

  it('reads the page from the address, and 1 from anything that is not a page', async () => {
    const Page = () => <span id="page">{usePageParam()}</span>
    for (const [search, page] of [
      ['?page=3', '3'],
      ['?page=abc', '1'],
      ['?page=0', '1'],
      ['', '1'],
    ] as const) {
      await render(
        <MemoryRouter initialEntries={[`/admin/things${search}`]}>
          <Page />
        </MemoryRouter>,
      )
      expect(container.querySelector('#page')!.textContent).toBe(page)
      act(() => root!.unmount())
    }
  })
})
