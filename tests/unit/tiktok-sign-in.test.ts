// Sign in with TikTok's pure parts: what the callback page passes on of TikTok's redirect, the
// authorize address the Worker sends a visitor to (TikTok Login Kit for Web's parameters, PKCE S256
// per RFC 7636), and the address of an account TikTok created.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readCallback } from '../../client/features/auth/tiktok-callback-page'
import { tiktokAccountEmail } from '../../worker/integrations/tiktok-accounts'
import { authorizeUrl, newAuthorization } from '../../worker/integrations/tiktok'
import { EMAIL_RE } from '../../shared/patterns'

describe('the callback page reads TikTok’s redirect', () => {
  it('passes on a code or a refusal with its state, and nothing without a state', () => {
    expect(readCallback(new URLSearchParams('code=abc%2A&scopes=user.info.basic&state=xyz'))).toEqual({
      kind: 'answer',
      answer: { state: 'xyz', code: 'abc*' },
    })
    expect(readCallback(new URLSearchParams('error=access_denied&error_description=User+cancelled&state=s1'))).toEqual({
      kind: 'answer',
      answer: { state: 's1', error: 'access_denied', errorDescription: 'User cancelled' },
    })
    expect(readCallback(new URLSearchParams('error=access_denied'))).toEqual({ kind: 'nothing' })
    expect(readCallback(new URLSearchParams('state=s1'))).toEqual({ kind: 'nothing' })
    expect(readCallback(new URLSearchParams(''))).toEqual({ kind: 'nothing' })
  })
})

describe('the authorize address', () => {
  it('carries Login Kit’s parameters and an S256 challenge of a fresh verifier', async () => {
    const a = await newAuthorization()
    const b = await newAuthorization()
    expect(a.state).not.toBe(b.state)
    expect(a.codeVerifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/)
    // RFC 7636 §4.2: BASE64URL(SHA256(ASCII(code_verifier)))
    expect(a.codeChallenge).toBe(createHash('sha256').update(a.codeVerifier).digest('base64url'))
    const url = new URL(
      authorizeUrl(
        {
          clientKey: 'ck',
          clientSecret: 'never-sent',
          authUrl: 'https://www.tiktok.com',
          apiUrl: 'https://open.tiktokapis.com',
        },
        { state: a.state, codeChallenge: a.codeChallenge, redirectUri: 'https://app.example.com/auth/tiktok/callback' },
      ),
    )
    expect(`${url.origin}${url.pathname}`).toBe('https://www.tiktok.com/v2/auth/authorize/')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_key: 'ck',
      scope: 'user.info.basic',
      response_type: 'code',
      redirect_uri: 'https://app.example.com/auth/tiktok/callback',
      state: a.state,
      code_challenge: a.codeChallenge,
      code_challenge_method: 'S256',
    })
    expect(url.toString()).not.toContain('never-sent')
  })
})

describe('the address of an account TikTok created', () => {
  it('is the same for the same TikTok user, differs between users, passes the email rule and never delivers', async () => {
    const one = await tiktokAccountEmail('open-id-1')
    expect(one).toBe(await tiktokAccountEmail('open-id-1'))
    expect(one).not.toBe(await tiktokAccountEmail('open-id-2'))
    expect(one).toMatch(/^tiktok-[0-9a-f]{32}@users\.tiktok\.invalid$/)
    expect(EMAIL_RE.test(one)).toBe(true)
  })
})
