// spec §3 company API keys: a map from provider name to key, kept in this browser only.
import { z } from '../../../shared/zod'
import { STORAGE_KEYS } from '../../../shared/constants'

export const API_KEY_PROVIDERS = [
  { id: 'openai', label: 'OpenAI-compatible endpoint' },
  { id: 'anthropic', label: 'Anthropic' },
  { id: 'clearbit', label: 'Clearbit' },
  { id: 'notion', label: 'Notion' },
  { id: 'calendly', label: 'Calendly' },
] as const

const ApiKeysSchema = z.record(z.string().min(1).max(40), z.string().min(1).max(500))
export type ApiKeys = z.infer<typeof ApiKeysSchema>

export const ApiKeyInputSchema = z.object({
  provider: z.string().trim().min(1, 'Choose a provider').max(40).regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and dashes'),
  key: z.string().trim().min(8, 'That key looks too short').max(500, 'That key is too long').regex(/^\S+$/, 'A key has no spaces'),
})

export function readApiKeys(): ApiKeys {
  try {
    const parsed = ApiKeysSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEYS.companyApiKeys) ?? '{}'))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

export function writeApiKeys(keys: ApiKeys) {
  localStorage.setItem(STORAGE_KEYS.companyApiKeys, JSON.stringify(keys))
}

/** Shows only the last 4 characters. */
export const maskKey = (key: string) => `${'•'.repeat(Math.max(4, Math.min(12, key.length - 4)))}${key.slice(-4)}`
