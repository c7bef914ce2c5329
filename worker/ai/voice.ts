// How an executive's preferences (shared/schemas/executive-preferences) change what the built-in
// engine says: the tone of their position's first sentence, and whether an answer ends by asking
// for the boardroom. Fixed phrases, so the same preferences always read the same way.
import type { Stance } from '../../shared/schemas/boardroom'
import type { Escalation, Tone } from '../../shared/schemas/executive-preferences'

const DIPLOMATIC_OPENING: Record<Stance, string> = {
  support: 'I am glad to back this. ',
  conditional: 'There is a real case for this, so I would go carefully: ',
  oppose: 'I understand why this appeals, but I must advise against it for now. ',
  abstain: 'It is a fair question to put to us. ',
}

/** Cuts text to the schema's limit without breaking the last character. */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** A position's summary in the executive's tone: direct states it as it is; diplomatic acknowledges first. */
export function inTone(summary: string, stance: Stance, tone: Tone): string {
  return tone === 'direct' ? summary : clip(`${DIPLOMATIC_OPENING[stance]}${summary}`, 300)
}

/**
 * The next step that brings the matter to the boardroom, when the executive's escalation calls for
 * it: always, or on disagreement when there is a concern (their opposition, a problem a task found).
 */
export function escalationStep(escalation: Escalation, concern: string | null): string | null {
  if (escalation === 'always') return 'Bring this to the boardroom before anyone acts on it.'
  if (escalation === 'on-disagreement' && concern) return `Bring this to the boardroom: ${concern}.`
  return null
}

/** A task's first sentence in the executive's tone. */
export const taskOpening = (tone: Tone) => (tone === 'diplomatic' ? 'Happy to take this on. ' : '')

/** Next steps with the escalation last, within the schema's three. */
export function withEscalation(steps: string[], step: string | null): string[] {
  return step ? [...steps.slice(0, 2), step] : steps.slice(0, 3)
}
