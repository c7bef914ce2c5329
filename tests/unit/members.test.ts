// One members data module (client/features/members/api.ts): the directory's rows under one
// key, read as a list or as names by user id.
import { describe, expect, it } from 'vitest'
import { memberName, memberNames, membersKey } from '../../client/features/members/api'
import type { Member } from '../../shared/schemas/company'

const member = (user_id: string, firstName: string, lastName: string, email: string): Member => ({
  user_id,
  email,
  firstName,
  lastName,
  avatar: '',
  jobTitle: '',
  member_role: 'member',
  joined_at: '2026-11-01T00:00:00Z',
})

describe('the members data module', () => {
  it('names a member by first and last name, else the email, else "A member"', () => {
    expect(memberName(member('a', 'Dana', 'Demo', 'user@boardroom.local'))).toBe('Dana Demo')
    expect(memberName(member('b', 'Sam', '', 'sam@x.test'))).toBe('Sam')
    expect(memberName(member('c', '', '', 'rita@x.test'))).toBe('rita@x.test')
    expect(memberName(member('d', '', '', ''))).toBe('A member')
  })

  it('maps user ids to names for the screens that say who owns or decided something', () => {
    expect([...memberNames([member('a', 'Dana', 'Demo', 'd@x'), member('b', '', '', 'o@x')])]).toEqual([
      ['a', 'Dana Demo'],
      ['b', 'o@x'],
    ])
  })

  it('keeps the list under the company’s key, so a change to the company refreshes it', () => {
    expect(membersKey('c1')).toEqual(['company', 'c1', 'members'])
  })
})
