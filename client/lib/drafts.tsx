// What a user typed in a form and has not saved yet, kept while they move between the screens
// under one DraftProvider (the onboarding steps: Back, or a link in the progress list) so nothing
// is lost. Without a provider (the dashboard's screens) a form keeps its values in its own state.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'

const DraftContext = createContext<Map<string, unknown> | null>(null)

export function DraftProvider({ children }: { children: ReactNode }) {
  const [drafts] = useState(() => new Map<string, unknown>())
  return <DraftContext value={drafts}>{children}</DraftContext>
}

/**
 * A form's values: the unsaved draft of `key` if there is one, else `initial()`. `discard` forgets
 * the draft (after a save, the stored data is the truth again).
 */
export function useDraft<T>(key: string, initial: () => T) {
  const drafts = useContext(DraftContext)
  const [value, setValue] = useState<T>(() => (drafts?.has(key) ? (drafts.get(key) as T) : initial()))
  const update = useCallback(
    (next: T | ((previous: T) => T)) =>
      setValue((previous) => {
        const value = typeof next === 'function' ? (next as (p: T) => T)(previous) : next
        drafts?.set(key, value)
        return value
      }),
    [drafts, key],
  )
  const discard = useCallback(() => void drafts?.delete(key), [drafts, key])
  return { value, update, discard }
}
