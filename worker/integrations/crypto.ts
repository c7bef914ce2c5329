// Provider tokens encrypted at rest: AES-256-GCM with a key from the Worker secret
// INTEGRATIONS_ENCRYPTION_KEY (32 bytes, base64), a fresh 96-bit IV per value, and the company and
// provider bound in as additional data, so a ciphertext copied to another company's row does not
// decrypt. The database holds only the ciphertext and the IV; no browser can select them.

const enc = new TextEncoder()
const dec = new TextDecoder()
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const unb64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0))

export const KEY_SETTING = 'INTEGRATIONS_ENCRYPTION_KEY'

/** The key from its base64 text; an error that names the setting when it is not 32 bytes. */
export async function importKey(base64: string): Promise<CryptoKey> {
  let raw: Uint8Array<ArrayBuffer>
  try {
    raw = unb64(base64.trim())
  } catch {
    throw new Error(`${KEY_SETTING} must be base64 (openssl rand -base64 32)`)
  }
  if (raw.length !== 32)
    throw new Error(`${KEY_SETTING} must be 32 bytes of base64 (openssl rand -base64 32), not ${raw.length}`)
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
}

export type Sealed = { ciphertext: string; iv: string }

export async function seal(key: CryptoKey, plaintext: string, boundTo: string): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: enc.encode(boundTo) },
    key,
    enc.encode(plaintext),
  )
  return { ciphertext: b64(new Uint8Array(data)), iv: b64(iv) }
}

/** The plaintext, or throws when the key, IV, data or binding do not match (GCM's tag fails). */
export async function open(key: CryptoKey, sealed: Sealed, boundTo: string): Promise<string> {
  const data = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: unb64(sealed.iv), additionalData: enc.encode(boundTo) },
    key,
    unb64(sealed.ciphertext),
  )
  return dec.decode(data)
}
