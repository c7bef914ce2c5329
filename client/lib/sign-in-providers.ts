// Which sign-in providers besides email and password this deployment offers (the Worker decides:
// worker/render/page.tsx). Server-rendered pages receive them as a prop of PublicApp, so the
// server's HTML and the hydrated page agree; tiny on purpose, as every public page loads it.
import { createContext, useContext } from 'react'
import type { SignInProvider } from '../../shared/schemas/tiktok-sign-in'

export type { SignInProvider }

export const SignInProvidersContext = createContext<readonly SignInProvider[]>([])

export const useSignInProviders = () => useContext(SignInProvidersContext)

/** From the public config the Worker embeds in the document (#app-config). */
export function embeddedSignInProviders(): SignInProvider[] {
  try {
    const config = JSON.parse(document.getElementById('app-config')?.textContent ?? '{}') as { signInWith?: unknown }
    return Array.isArray(config.signInWith) ? config.signInWith.filter((p): p is SignInProvider => p === 'tiktok') : []
  } catch {
    return []
  }
}
