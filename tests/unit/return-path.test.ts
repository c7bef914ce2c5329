import { describe, expect, it } from 'vitest'
import { loginUrl, safeReturnPath } from '../../shared/redirects'

describe('return path after sign-in (no open redirect)', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeReturnPath('/dashboard/leads?view=open')).toBe('/dashboard/leads?view=open')
  })
  it.each([
    '//evil.com',
    '/\\evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    '/x\r\nSet-Cookie: a=1',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value as string)).toBe('/dashboard')
  })
  it('builds the login URL with the origin and, for /admin and /compliance, the notice code', () => {
    expect(loginUrl('/dashboard/leads?view=open')).toBe('/login?redirectTo=%2Fdashboard%2Fleads%3Fview%3Dopen')
    expect(loginUrl('/admin/settings', 'login-required')).toBe(
      '/login?redirectTo=%2Fadmin%2Fsettings&notice=login-required',
    )
    expect(loginUrl('//evil.com')).toBe('/login?redirectTo=%2Fdashboard')
  })
})
