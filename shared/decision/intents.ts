// What a message to the AI screens can be (shared/decision/ask.ts reads it): data only, so the
// client's schemas can name the intents without loading the understanding layer.
export const INTENTS = ['metric', 'comparison', 'list', 'decision', 'goal', 'action', 'why', 'out-of-scope'] as const
export type Intent = (typeof INTENTS)[number]
