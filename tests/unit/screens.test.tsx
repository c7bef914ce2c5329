// The spec's error screens and auth messages, rendered as React renders them.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AUTH_UNAVAILABLE, AuthProvider, useAuth } from '../../client/features/auth/auth-provider'
import { ErrorBoundary } from '../../client/features/errors/error-boundary'
import { ApplicationErrorScreen, PageErrorScreen } from '../../client/features/errors/error-screens'

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

describe('spec §8 error screens', () => {
  it("the global 'Application Error' screen", () => {
    const html = renderToString(<ApplicationErrorScreen error={new Error('Cannot read the ledger')} />)
    const t = text(html)
    expect(t).toContain('Application Error')
    expect(t).toContain('An unexpected error occurred and our team has been notified.')
    expect(t).toContain('Cannot read the ledger')
    for (const hint of [
      'Refresh the page.',
      'Check your internet connection.',
      'Go back to the home page.',
      'Log out and back in.',
    ])
      expect(t).toContain(hint)
    expect(t).toContain('Home')
    expect(t).toContain('Reload App')
    // A page of its own: the skip link, the header's theme and accessibility controls, <main>.
    expect(html).toContain('href="#main"')
    expect(t).toContain('Theme')
    expect(t).toContain('Accessibility')
    expect(html).toMatch(/<main id="main"/)
  })

  it("the generic boundary: 'Something went wrong', 'Go to Home', 'Try Again'", () => {
    const t = text(renderToString(<PageErrorScreen error={new Error('Chart failed')} />))
    expect(t).toContain('Something went wrong')
    expect(t).toContain('Chart failed')
    expect(t).toContain('Go to Home')
    expect(t).toContain('Try Again')
  })

  it('boundaries render their children when nothing fails', () => {
    expect(
      renderToString(
        <ErrorBoundary fallback={ApplicationErrorScreen}>
          <p>fine</p>
        </ErrorBoundary>,
      ),
    ).toBe('<p>fine</p>')
    expect(
      renderToString(
        <ErrorBoundary fallback={PageErrorScreen}>
          <p>fine</p>
        </ErrorBoundary>,
      ),
    ).toBe('<p>fine</p>')
  })
})

describe('spec §8 auth context messages', () => {
  it("useAuth outside its provider throws 'useAuth must be used within an AuthProvider'", () => {
    const Probe = () => <p>{useAuth().isAuthenticated ? 'yes' : 'no'}</p>
    expect(() => renderToString(<Probe />)).toThrow('useAuth must be used within an AuthProvider')
    expect(
      renderToString(
        <AuthProvider>
          <Probe />
        </AuthProvider>,
      ),
    ).toBe('<p>no</p>')
  })

  it("without a provider, login answers 'Auth context not available' and the rest 'Not implemented'", async () => {
    expect(await AUTH_UNAVAILABLE.login('a@b.c', 'x')).toEqual({ success: false, error: 'Auth context not available' })
    await expect(AUTH_UNAVAILABLE.logout()).rejects.toThrow('Not implemented')
    expect(AUTH_UNAVAILABLE.emailVerified).toBe(true)
    expect(AUTH_UNAVAILABLE.sessionExpired).toBe(false)
  })
})

describe('spec §5 password sign-in', () => {
  it('needs an email (or phone) and a password', async () => {
    const { signIn } = await import('../../client/features/auth/api')
    const message = 'You must provide either an email or phone number and a password'
    expect(await signIn('', 'secret-pass')).toBe(message)
    expect(await signIn('ada@example.com', '')).toBe(message)
  })
})
