// React keys from an item's identity (client/lib/keyed.ts): what each list row is keyed by.
import { describe, expect, it } from 'vitest'
import { keyed } from '../../client/lib/keyed'

describe('keyed', () => {
  it('keys each item by its identity, and the n-th repeat of one by #n', () => {
    expect(keyed(['Cut spend', 'Hire', 'Cut spend', 'Cut spend'], (s) => s)).toEqual([
      { key: 'Cut spend', item: 'Cut spend' },
      { key: 'Hire', item: 'Hire' },
      { key: 'Cut spend#1', item: 'Cut spend' },
      { key: 'Cut spend#2', item: 'Cut spend' },
    ])
  })

  it('keeps a row’s key when another row is put before it (an index key would move to the new row)', () => {
    const before = keyed([{ label: 'Cash' }, { label: 'Burn' }], (f) => f.label)
    const after = keyed([{ label: 'Revenue' }, { label: 'Cash' }, { label: 'Burn' }], (f) => f.label)
    expect(after.map((r) => r.key)).toEqual(['Revenue', ...before.map((r) => r.key)])
  })

  it('answers the items themselves, in order', () => {
    const items = [{ id: 'a' }, { id: 'b' }]
    expect(keyed(items, (i) => i.id).map((r) => r.item)).toEqual(items)
    expect(keyed(items, (i) => i.id)[0].item).toBe(items[0])
  })
})
