// spec §3 accessibility preferences and §3/§4 cookie consent: shapes, defaults and the classes
// they put on the document root. Shared by the pre-paint script and the client.
import { z } from './zod'
import { POLICY_VERSION } from './constants'

export const A11Y_FLAGS = [
  'highContrast',
  'largeText',
  'reducedMotion',
  'enhancedFocus',
  'screenReaderFriendly',
  'improvedTextSpacing',
  'invertColors',
] as const
export type A11yFlag = (typeof A11Y_FLAGS)[number]

export const FONT_SIZE = { default: 16, min: 12, max: 24 } as const // spec §3: default 16

export const AccessibilitySchema = z.object({
  highContrast: z.boolean().catch(false),
  largeText: z.boolean().catch(false),
  reducedMotion: z.boolean().catch(false),
  enhancedFocus: z.boolean().catch(false),
  screenReaderFriendly: z.boolean().catch(false),
  improvedTextSpacing: z.boolean().catch(false),
  invertColors: z.boolean().catch(false),
  fontSize: z.number().int().min(FONT_SIZE.min).max(FONT_SIZE.max).catch(FONT_SIZE.default),
})
export type AccessibilityPreferences = z.infer<typeof AccessibilitySchema>
export const DEFAULT_ACCESSIBILITY: AccessibilityPreferences = AccessibilitySchema.parse({})

/** The class a flag puts on <html>: highContrast → a11y-high-contrast. */
export const a11yClass = (flag: A11yFlag) => `a11y-${flag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

// spec §3 cookie consent record: necessary is always true. Saved with a timestamp and the policy version.
export const ConsentSchema = z.object({
  necessary: z.literal(true).catch(true),
  preferences: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  timestamp: z.string(),
  version: z.string(),
})
export type ConsentRecord = z.infer<typeof ConsentSchema>
export type ConsentChoice = Pick<ConsentRecord, 'preferences' | 'analytics' | 'marketing'>

export function consentRecord(choice: ConsentChoice, now = new Date()): ConsentRecord {
  return { necessary: true, ...choice, timestamp: now.toISOString(), version: POLICY_VERSION }
}
