/**
 * React keys from each item's own identity (its text, its label, its id): the n-th repeat of the same
 * identity gets `#n` appended, so a list that may repeat an entry still has unique keys. An index key
 * would tie a row's state and DOM node to its position instead of to the row.
 */
export function keyed<T>(items: readonly T[], identity: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>()
  return items.map((item) => {
    const id = identity(item)
    const n = seen.get(id) ?? 0
    seen.set(id, n + 1)
    return { key: n === 0 ? id : `${id}#${n}`, item }
  })
}
