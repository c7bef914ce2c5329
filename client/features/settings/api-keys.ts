// spec §3 company API keys: a map from provider name to key, kept in this browser only.
import { z } from '../../../shared/zod'
import { STORAGE_KEYS } from '../../../shared/constants'
import { readJson, writeJson } from '../../lib/storage'

export const API_KEY_PROVIDERS = [
  { id: 'openai', label: 'OpenAI-compatible endpoint' },
  { id: 'anthropic', label: 'Anthropic' },
  { id: 'notion', label: 'Notion' },
  { id: 'calendly', label: 'Calendly' },
] as const

const ApiKeysSchema = z.record(z.string().min(1).max(40), z.string().min(1).max(500))
export type ApiKeys = z.infer<typeof ApiKeysSchema>

export const ApiKeyInputSchema = z.object({
  provider: z
    .string()
    .trim()
    .min(1, 'Choose a provider')
    .max(40)
    .regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and dashes'),
  key: z
    .string()
    .trim()
    .min(8, 'That key looks too short')
    .max(500, 'That key is too long')
    .regex(/^\S+$/, 'A key has no spaces'),
})

/** The keys stored in this browser; none when nothing valid is stored or storage is refused. */
export function readApiKeys(): ApiKeys {
  return readJson(STORAGE_KEYS.companyApiKeys, ApiKeysSchema) ?? {}
}

/** Stores the whole map. False when the browser refused (storage full or blocked): nothing changed. */
export function writeApiKeys(keys: ApiKeys): boolean {
  return writeJson(STORAGE_KEYS.companyApiKeys, keys)
}

/** The last 4 characters, the only part of a key ever shown. */
export const keyEnding = (key: string) => key.slice(-4)

/** Dots (4 to 12, by length) then the last 4 characters. */
export const maskKey = (key: string) => `${'•'.repeat(Math.max(4, Math.min(12, key.length - 4)))}${keyEnding(key)}`
