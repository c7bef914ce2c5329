// The one support address (the Worker decides it: the admin's, else the deployment's SUPPORT_EMAIL,
// worker/render/support-address.ts). Server-rendered pages receive it as a prop of PublicApp and the
// app reads it from the document's public config, so the server's HTML and the hydrated page agree.
// Tiny on purpose: every page loads it.
import { createContext, useContext } from 'react'

export const SupportEmailContext = createContext<string | null>(null)

/** The support address, or null when the deployment has none. */
export const useSupportEmail = () => useContext(SupportEmailContext)

/** From the public config the Worker embeds in the document (#app-config). */
export function embeddedSupportEmail(): string | null {
  try {
    const config = JSON.parse(document.getElementById('app-config')?.textContent ?? '{}') as { supportEmail?: unknown }
    return typeof config.supportEmail === 'string' && config.supportEmail ? config.supportEmail : null
  } catch {
    return null
  }
}
