// How each AI executive speaks, decides and escalates (companies.ai_workflow.executives, optional so
// version-1 workflows stored before it read as they are). The built-in engine applies these with
// fixed rules (worker/ai/voice.ts and the thresholds in worker/ai/builtin.ts); a model engine is
// given them in its prompt. An executive without a stored preference uses DEFAULT_PREFERENCE,
// which is exactly how the executives behaved before preferences existed.
import { EXECUTIVE_IDS, EXECUTIVES, type ExecutiveId } from '../executives'
import { z } from '../zod'

export const TONES = ['direct', 'diplomatic'] as const
export type Tone = (typeof TONES)[number]
export const TONE_LABELS: Record<Tone, { label: string; description: string }> = {
  direct: { label: 'Direct', description: 'States the position first, without softening.' },
  diplomatic: { label: 'Diplomatic', description: 'Acknowledges the case for it before giving the position.' },
}

export const RISK_APPETITES = ['cautious', 'balanced', 'bold'] as const
export type RiskAppetite = (typeof RISK_APPETITES)[number]
export const RISK_LABELS: Record<RiskAppetite, { label: string; description: string }> = {
  cautious: { label: 'Cautious', description: 'Needs stronger figures before supporting a commitment.' },
  balanced: { label: 'Balanced', description: 'Supports what the figures carry, opposes what they do not.' },
  bold: { label: 'Bold', description: 'Accepts thinner evidence when the upside is there.' },
}

export const ESCALATIONS = ['rarely', 'on-disagreement', 'always'] as const
export type Escalation = (typeof ESCALATIONS)[number]
export const ESCALATION_LABELS: Record<Escalation, { label: string; description: string }> = {
  rarely: { label: 'Rarely', description: 'Answers alone; never asks for the boardroom.' },
  'on-disagreement': { label: 'When opposed', description: 'Asks for the boardroom when they oppose what was asked.' },
  always: { label: 'Always', description: 'Asks for the boardroom before anyone acts on an answer.' },
}

export const ExecutivePreferenceSchema = z.object({
  tone: z.enum(TONES, 'Choose a tone'),
  risk: z.enum(RISK_APPETITES, 'Choose a risk appetite'),
  escalation: z.enum(ESCALATIONS, 'Choose when to escalate'),
})
export type ExecutivePreference = z.infer<typeof ExecutivePreferenceSchema>

/** Per executive, each optional: a missing one is the default. */
export const ExecutivePreferencesSchema = z.partialRecord(z.enum(EXECUTIVE_IDS), ExecutivePreferenceSchema)
export type ExecutivePreferences = Partial<Record<ExecutiveId, ExecutivePreference>>
export type ResolvedPreferences = Record<ExecutiveId, ExecutivePreference>

export const DEFAULT_PREFERENCE: ExecutivePreference = {
  tone: 'direct',
  risk: 'balanced',
  escalation: 'on-disagreement',
}

/** Every executive's preference, the default where none is stored. */
export function resolvePreferences(stored: ExecutivePreferences | null | undefined): ResolvedPreferences {
  return Object.fromEntries(EXECUTIVE_IDS.map((id) => [id, stored?.[id] ?? DEFAULT_PREFERENCE])) as ResolvedPreferences
}

/** True when an executive's preference differs from the default. */
export const isCustomised = (p: ExecutivePreference) =>
  p.tone !== DEFAULT_PREFERENCE.tone ||
  p.risk !== DEFAULT_PREFERENCE.risk ||
  p.escalation !== DEFAULT_PREFERENCE.escalation

/** The preferences in words, for a model's prompt and for the screens. */
export function describePreferences(prefs: ResolvedPreferences): string {
  return EXECUTIVE_IDS.map((id) => {
    const p = prefs[id]
    return `- ${id} (${EXECUTIVES[id].title}): tone ${p.tone} (${TONE_LABELS[p.tone].description}); risk appetite ${p.risk} (${RISK_LABELS[p.risk].description}); escalation ${p.escalation} (${ESCALATION_LABELS[p.escalation].description})`
  }).join('\n')
}
