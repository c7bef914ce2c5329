// @vitest-environment jsdom
// The profile's sign-in email: an ordinary account sees its address read-only with the change form;
// an account made by signing in with TikTok (whose address receives no mail, so a change could never
// be confirmed from it) is told it has no email and is offered no form that cannot finish.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { EmailSection } from '../../client/features/profile/email-section'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => act(() => root?.unmount()))

function render(email: string) {
  const container = document.createElement('div')
  root = createRoot(container)
  act(() =>
    root!.render(
      <QueryClientProvider client={new QueryClient()}>
        <EmailSection email={email} />
      </QueryClientProvider>,
    ),
  )
  return container
}

describe('the sign-in email on the profile', () => {
  it('an email account sees its address read-only and the form to change it', () => {
    const page = render('ada@northwind.test')
    expect((page.querySelector('#profile-email') as HTMLInputElement).value).toBe('ada@northwind.test')
    expect(page.querySelector('#profile-email')!.hasAttribute('readonly')).toBe(true)
    expect(page.querySelector('#profile-new-email')).not.toBeNull()
    expect(page.textContent).toContain('Change email')
  })

  it('an account TikTok made is told it has no email, with no address shown and no change form', () => {
    const page = render('tiktok-0123456789abcdef0123456789abcdef@users.tiktok.invalid')
    expect(page.textContent).toContain(
      'This account was made when you signed in with TikTok. TikTok shares no email address, so the account has none and you sign in with TikTok.',
    )
    expect(page.textContent).not.toContain('users.tiktok.invalid')
    expect(page.querySelector('input')).toBeNull()
  })
})
