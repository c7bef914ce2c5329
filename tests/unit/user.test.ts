import { describe, expect, it } from 'vitest'
import {
  avatarUrl,
  displayName,
  initials,
  landingPath,
  ProfileSchema,
  toAppUser,
} from '../../client/features/auth/user'

const authUser = {
  id: 'u-1',
  email: 'ada@example.com',
  app_metadata: { provider: 'email' },
  user_metadata: { firstName: 'Ada' },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
}

describe('in-app user (spec §3)', () => {
  it('joins the auth user and the profile, with is_admin from the role', () => {
    const profile = ProfileSchema.parse({
      id: 'u-1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      avatar: '',
      role: 'admin',
      company: 'Analytical Engines',
      company_id: 'c-1',
      industry: 'Computing',
    })
    expect(toAppUser(authUser, profile)).toEqual({
      id: 'u-1',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      avatar: '',
      avatar_url: '',
      role: 'admin',
      company: 'Analytical Engines',
      company_id: 'c-1',
      industry: 'Computing',
      app_metadata: { provider: 'email', is_admin: true },
      user_metadata: { firstName: 'Ada' },
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-02T00:00:00Z',
    })
  })

  it('profile defaults are empty strings and role user (also for bad rows)', () => {
    const p = ProfileSchema.parse({ id: 'u-2', firstName: null, role: 'superuser' })
    expect(p).toEqual({
      id: 'u-2',
      email: '',
      firstName: '',
      lastName: '',
      avatar: '',
      role: 'user',
      company: '',
      company_id: null,
      industry: '',
    })
    expect(toAppUser({ id: 'u-2' }, null).app_metadata.is_admin).toBe(false)
  })

  it('display name falls back: name, first and last name, email local part, Guest', () => {
    expect(displayName({ name: 'Grace H.', firstName: 'Grace', email: 'g@x.io' })).toBe('Grace H.')
    expect(displayName({ name: '', firstName: 'Grace', lastName: 'Hopper' })).toBe('Grace Hopper')
    expect(displayName({ name: '', firstName: '', lastName: '', email: 'grace.hopper@navy.mil' })).toBe('grace.hopper')
    expect(displayName({ name: '', email: '' })).toBe('Guest')
    expect(displayName(null)).toBe('Guest')
  })

  it('avatar falls back to a generated initials image', () => {
    expect(avatarUrl({ avatar_url: 'https://cdn.example.com/a.png' })).toBe('https://cdn.example.com/a.png')
    expect(initials({ firstName: 'Grace', lastName: 'Hopper' })).toBe('GH')
    expect(initials({ email: 'ada@example.com' })).toBe('A')
    expect(initials(null)).toBe('G')
    const url = avatarUrl({ firstName: 'Grace', lastName: 'Hopper', avatar_url: '' })
    expect(url.startsWith('data:image/svg+xml')).toBe(true)
    expect(decodeURIComponent(url)).toContain('>GH</text>')
  })
})

describe('where a sign-in lands without a return path', () => {
  it('a platform admin without a company: the admin area; with one, or a member: the dashboard', () => {
    expect(landingPath({ role: 'admin', company_id: null })).toBe('/admin')
    expect(landingPath({ role: 'admin', company_id: 'c-1' })).toBe('/dashboard')
    expect(landingPath({ role: 'user', company_id: null })).toBe('/dashboard')
    expect(landingPath({ role: 'user', company_id: 'c-1' })).toBe('/dashboard')
  })
})
