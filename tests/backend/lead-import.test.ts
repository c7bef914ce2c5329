// Lead imports through real supabase-js as the members (supabase/migrations/20261128300100_*):
// every row recorded with its outcome, merges kept in the lead's history, the counts nobody can set
// by hand, undo that restores merged leads exactly and removes created ones — and who may see or
// undo an import: not another company's member, not a plain member who did not run it.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportAction } from '../../shared/lead-import-plan'
import {
  fetchImports,
  fetchSavedMapping,
  importBatch,
  mergeStoredLeads,
  runImport,
  saveMapping,
  startImport,
  undoImport,
} from '../../client/features/lead-import/queries'
import { startBackend, type Backend, signIn as passwordSignIn } from './harness'

const NORTHWIND = 'c0000000-0000-4000-8000-000000000001' // seed
const DANA = { email: 'user@boardroom.local', password: 'User-demo-2026!' } // seed: owner of Northwind
const OLIVIA = '1ead0000-0000-4000-8000-000000000001' // seed: a Northwind lead
const PASSWORD = 'Import-test-password-1'

let backend: Backend
let owner: SupabaseClient
let member: SupabaseClient
let rival: SupabaseClient

const lead = (first: string, email: string | null, extra: Partial<Record<string, unknown>> = {}) => ({
  first_name: first,
  last_name: 'Tester',
  email,
  phone: '',
  company_name: 'Import Co',
  title: '',
  status: 'new',
  source: 'import',
  value: 0,
  currency: 'USD',
  notes: '',
  ...extra,
})

/** A client signed in with a password (harness.ts). */
const signIn = async (email: string, password: string) => (await passwordSignIn(backend, email, password)).client

beforeAll(async () => {
  backend = await startBackend()
  const service = backend.service()
  const ids: string[] = []
  for (const email of ['member@import.test', 'rival@import.test']) {
    const { data, error } = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    expect(error).toBeNull()
    ids.push(data.user!.id)
  }
  expect(
    (await service.from('company_members').insert({ company_id: NORTHWIND, user_id: ids[0], member_role: 'member' }))
      .error,
  ).toBeNull()
  owner = await signIn(DANA.email, DANA.password)
  member = await signIn('member@import.test', PASSWORD)
  rival = await signIn('rival@import.test', PASSWORD)
  expect((await rival.from('companies').insert({ name: 'Rival Imports' })).error).toBeNull()
})
afterAll(() => backend?.stop())

describe('an import through import_leads', () => {
  let importId: string
  let before: Record<string, unknown>

  it('accounts for every row: created, merged into a stored lead (history kept), merged into a created row, skipped, rejected', async () => {
    before = (
      await owner
        .from('leads')
        .select('first_name, last_name, email, phone, company_name, title, status, value, notes')
        .eq('id', OLIVIA)
        .single()
    ).data!
    const actions: ImportAction[] = [
      { row: 2, action: 'create', lead: lead('Ada', 'ada@import.test') as never },
      {
        row: 3,
        action: 'merge',
        target: OLIVIA,
        lead: {
          ...(before as object),
          source: 'website',
          currency: 'USD',
          title: 'Head of Buying',
          phone: '+14155550100',
          notes: 'From the fair',
        } as never,
      },
      { row: 4, action: 'merge', target_row: 2 },
      { row: 5, action: 'skip', reason: 'Duplicate of row 2' },
      { row: 6, action: 'reject', reason: 'Bad email address "x@"' },
      // the email is already Ada's: the database refuses it, the row is rejected with the reason
      { row: 7, action: 'create', lead: lead('Ada again', 'ADA@import.test') as never },
    ]
    const { importId: id, outcomes } = await runImport(owner, NORTHWIND, 'leads.csv', actions)
    importId = id
    expect(outcomes.map((o) => [o.row, o.outcome, o.reason])).toEqual([
      [2, 'created', null],
      [3, 'merged', null],
      [4, 'merged', null],
      [5, 'skipped', 'Duplicate of row 2'],
      [6, 'rejected', 'Bad email address "x@"'],
      [7, 'rejected', 'A lead with this email address already exists in your company'],
    ])
    expect(outcomes[2].lead_id).toBe(outcomes[0].lead_id)
    expect(outcomes[1].lead_id).toBe(OLIVIA)

    const merged = (await owner.from('leads').select('title, phone, notes').eq('id', OLIVIA).single()).data
    expect(merged).toEqual({ title: 'Head of Buying', phone: '+14155550100', notes: 'From the fair' })
    const history = (await owner.from('lead_events').select('kind, detail').eq('lead_id', OLIVIA).eq('kind', 'merged'))
      .data
    expect(history).toEqual([{ kind: 'merged', detail: { import_id: importId, file_name: 'leads.csv', row: 3 } }])

    const [summary] = await fetchImports(owner, NORTHWIND)
    expect(summary).toMatchObject({
      id: importId,
      file_name: 'leads.csv',
      row_count: 6,
      created: 1,
      merged: 2,
      skipped: 1,
      rejected: 2,
    })
    expect(summary.finished_at).not.toBeNull()
  })

  it('a finished import takes no more rows, and nobody changes its rows or counts by hand', async () => {
    await expect(importBatch(owner, importId, [{ row: 8, action: 'skip', reason: 'x' }])).rejects.toMatchObject({
      code: '23514',
      message: 'This import has finished',
    })
    const direct = await owner
      .from('lead_import_rows')
      .insert({ import_id: importId, row_number: 9, company_id: NORTHWIND, outcome: 'skipped', reason: 'forged' })
    expect(direct.error?.code).toBe('42501')
    const changed = await owner.from('lead_import_rows').update({ outcome: 'created' }).eq('import_id', importId)
    expect(changed.error?.code).toBe('42501')
    const recount = await owner.from('lead_imports').update({ row_count: 1 }).eq('id', importId)
    expect(recount.error?.code).toBe('42501')
    const marked = await owner.from('lead_imports').update({ undone_at: new Date().toISOString() }).eq('id', importId)
    expect(marked.error).toMatchObject({ code: '42501', message: 'An import is undone with undo_lead_import' })
  })

  it("another company's member sees none of it and cannot undo it; a plain member who did not run it cannot undo it", async () => {
    expect((await rival.from('lead_imports').select('id')).data).toEqual([])
    expect((await rival.from('lead_import_rows').select('row_number')).data).toEqual([])
    expect((await rival.from('lead_import_summaries').select('id')).data).toEqual([])
    await expect(undoImport(rival, importId)).rejects.toMatchObject({
      code: 'PT404',
      message: 'There is no import with this id',
    })
    expect((await member.from('lead_import_summaries').select('id')).data).toEqual([{ id: importId }])
    await expect(undoImport(member, importId)).rejects.toMatchObject({
      code: '42501',
      message: 'Only the member who ran an import, or an owner or admin of the company, can undo it',
    })
    await expect(importBatch(rival, importId, [])).rejects.toMatchObject({ code: '42501' })
  })

  it('undo restores the merged lead exactly, removes the created one, is recorded, and happens once', async () => {
    const created = (
      await owner.from('lead_import_rows').select('lead_id').eq('import_id', importId).eq('outcome', 'created').single()
    ).data!.lead_id
    expect(await undoImport(owner, importId)).toEqual({ restored: 1, deleted: 1 })
    const after = (
      await owner
        .from('leads')
        .select('first_name, last_name, email, phone, company_name, title, status, value, notes')
        .eq('id', OLIVIA)
        .single()
    ).data
    expect(after).toEqual(before)
    expect((await owner.from('leads').select('id').eq('id', created)).data).toEqual([])
    expect(
      (await owner.from('lead_events').select('kind').eq('lead_id', OLIVIA).eq('kind', 'merge_undone')).data,
    ).toHaveLength(1)
    const [summary] = await fetchImports(owner, NORTHWIND)
    expect(summary.undone_at).not.toBeNull()
    await expect(undoImport(owner, importId)).rejects.toMatchObject({
      code: '23514',
      message: 'This import was undone already',
    })
  })

  it('an import older than 7 days cannot be undone', async () => {
    const id = await startImport(owner, NORTHWIND, 'old.csv', 1)
    await importBatch(owner, id, [{ row: 2, action: 'create', lead: lead('Old', 'old@import.test') as never }])
    await backend.db.pg.query(`update public.lead_imports set finished_at = now() - interval '8 days' where id = $1`, [
      id,
    ])
    await expect(undoImport(owner, id)).rejects.toMatchObject({
      code: '23514',
      message: 'An import can be undone for 7 days only',
    })
  })

  it('a row the database refuses is rejected with its reason and the rest of its batch is created; a later batch merges into a row of an earlier one', async () => {
    const id = await startImport(owner, NORTHWIND, 'mixed.csv', 5)
    // A value over the leads_value_range CHECK: the batch's creates cannot go in at once, so they
    // go row by row and only that row is refused.
    const first = await importBatch(owner, id, [
      { row: 2, action: 'create', lead: lead('Bea', 'bea@import.test') as never },
      { row: 3, action: 'create', lead: lead('Cy', 'cy@import.test', { value: 2_000_000_000 }) as never },
      { row: 4, action: 'create', lead: lead('Di', 'di@import.test') as never },
      { row: 5, action: 'merge', target_row: 3 },
    ])
    expect(first.map((o) => [o.row, o.outcome, o.reason])).toEqual([
      [2, 'created', null],
      [3, 'rejected', expect.stringMatching(/^Refused by the database: .*leads_value_range/)],
      [4, 'created', null],
      [5, 'rejected', 'Row 3, which this row merges into, was not created'],
    ])
    const second = await importBatch(owner, id, [{ row: 6, action: 'merge', target_row: 4 }])
    expect(second).toEqual([{ row: 6, outcome: 'merged', lead_id: first[2].lead_id, reason: null }])
    const stored = await owner
      .from('leads')
      .select('email')
      .in('email', ['bea@import.test', 'cy@import.test', 'di@import.test'])
      .order('email')
    expect(stored.data).toEqual([{ email: 'bea@import.test' }, { email: 'di@import.test' }])
  })

  it('an import cannot finish before every row is accounted for', async () => {
    const id = await startImport(member, NORTHWIND, 'half.csv', 2)
    await importBatch(member, id, [{ row: 2, action: 'skip', reason: 'Duplicate' }])
    const { error } = await member.from('lead_imports').update({ finished_at: new Date().toISOString() }).eq('id', id)
    expect(error).toMatchObject({ code: '23514', message: 'An import finishes when every row is accounted for' })
  })
})

describe('the saved column mapping', () => {
  it('owners save it, members read it but cannot change it, another company sees nothing', async () => {
    expect(await saveMapping(owner, NORTHWIND, { email: 'email', organisation: 'company_name', notes: null })).toBe(
      true,
    )
    expect(await fetchSavedMapping(member, NORTHWIND)).toEqual({
      email: 'email',
      organisation: 'company_name',
      notes: null,
    })
    expect(await saveMapping(member, NORTHWIND, {})).toBe(false)
    expect(await fetchSavedMapping(rival, NORTHWIND)).toEqual({})
  })
})

describe('merging stored duplicates (Find duplicates)', () => {
  it('keeps one lead with the merged values and the history; a member cannot merge away a lead they may not delete', async () => {
    const a = (
      await owner
        .from('leads')
        .insert({ company_id: NORTHWIND, first_name: 'Dup', last_name: 'One', phone: '+1 415 555 0199' })
        .select('id')
        .single()
    ).data!.id
    const b = (
      await owner
        .from('leads')
        .insert({
          company_id: NORTHWIND,
          first_name: 'Dup',
          last_name: 'One',
          phone: '+14155550199',
          title: 'CFO',
          email: 'dup.one@import.test',
        })
        .select('id')
        .single()
    ).data!.id
    const values = lead('Dup', 'dup.one@import.test', {
      last_name: 'One',
      phone: '+1 415 555 0199',
      title: 'CFO',
      company_name: '',
      source: 'manual',
    })

    await expect(mergeStoredLeads(member, a, [b], values as never)).rejects.toMatchObject({
      code: '42501',
      message: 'Only its creator or an owner or admin of your company can merge away a lead',
    })
    expect((await owner.from('leads').select('id').in('id', [a, b])).data).toHaveLength(2)

    await mergeStoredLeads(owner, a, [b], values as never)
    expect((await owner.from('leads').select('id, title, email').in('id', [a, b])).data).toEqual([
      { id: a, title: 'CFO', email: 'dup.one@import.test' },
    ])
    const history = (await owner.from('lead_events').select('kind, detail').eq('lead_id', a).eq('kind', 'merged')).data
    expect(history).toEqual([
      { kind: 'merged', detail: { absorbed: [{ id: b, name: 'Dup One', email: 'dup.one@import.test' }] } },
    ])
  })
})
