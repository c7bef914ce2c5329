// Vocabularies kept as data: each entry has an id, the phrases people use for it and what it means
// (a figure's role, a measure, a kind of proposal, a period word…). One matcher finds them in
// tokens from ./tokens, on word stems, so "deliveries" meets "delivery" and a new synonym is a line
// of data, never a new pattern. Every match names its entry and phrase, so a reading can say which
// entry produced it (the trace the user sees) and a wrong one can be fixed where it lives.
import { normalizeWord, stem, type Token, tokenize, type Word } from './tokens'

export type Entry = { id: string; phrases: readonly string[] }

export type Match<E extends Entry> = {
  entry: E
  phrase: string
  /** Index of the first and one past the last matched word in the token list. */
  from: number
  to: number
  /** Character span in the text, for highlighting. */
  start: number
  end: number
  /** Matched content words: longer phrases are more specific. */
  size: number
}

/** Words a phrase may have or not have without changing what it names. */
export const FILLERS = new Set(['the', 'a', 'an', 'our', 'my', 'your', 'their', 'its', 'we', 'us', 'i'])

type Compiled<E> = { entry: E; phrase: string; stems: string[] }

const phraseStems = (phrase: string) =>
  tokenize(phrase)
    .filter((t): t is Word => t.kind === 'word')
    .map((w) => w.norm)
    .filter((w) => !FILLERS.has(w))
    .map((w) => stem(normalizeWord(w)))

export class Vocabulary<E extends Entry> {
  readonly entries: readonly E[]
  private byFirst = new Map<string, Compiled<E>[]>()
  private byId = new Map<string, E>()

  constructor(entries: readonly E[]) {
    this.entries = entries
    for (const entry of entries) {
      if (this.byId.has(entry.id)) throw new Error(`Vocabulary: duplicate id ${entry.id}`)
      this.byId.set(entry.id, entry)
      for (const phrase of entry.phrases) {
        const stems = phraseStems(phrase)
        if (stems.length === 0) continue
        const list = this.byFirst.get(stems[0]) ?? []
        list.push({ entry, phrase, stems })
        this.byFirst.set(stems[0], list)
      }
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.stems.length - a.stems.length)
  }

  get(id: string): E | undefined {
    return this.byId.get(id)
  }

  /**
   * Every place an entry's phrase occurs, overlapping ones included. Words only: a quantity or a
   * symbol between two words breaks a phrase ("cost $5 per" is not "cost per").
   */
  all(tokens: readonly Token[]): Match<E>[] {
    // The content words, with their position in `tokens`; fillers are skipped, other tokens break runs.
    const seq: { stem: string; at: number; start: number; end: number }[][] = [[]]
    tokens.forEach((t, at) => {
      if (t.kind === 'word') {
        if (!FILLERS.has(t.norm)) seq[seq.length - 1].push({ stem: t.stem, at, start: t.start, end: t.end })
      } else if (t.kind === 'quantity' || !['-', '/', '&', "'", '’'].includes(t.text)) seq.push([])
    })
    const out: Match<E>[] = []
    for (const run of seq)
      for (let i = 0; i < run.length; i++)
        for (const c of this.byFirst.get(run[i].stem) ?? []) {
          if (i + c.stems.length > run.length) continue
          if (!c.stems.every((s, k) => run[i + k].stem === s)) continue
          const last = run[i + c.stems.length - 1]
          out.push({
            entry: c.entry,
            phrase: c.phrase,
            from: run[i].at,
            to: last.at + 1,
            start: run[i].start,
            end: last.end,
            size: c.stems.length,
          })
        }
    return out
  }

  /** The longest matches that do not overlap, in text order (the usual reading). */
  scan(tokens: readonly Token[]): Match<E>[] {
    const all = this.all(tokens).sort((a, b) => b.size - a.size || a.from - b.from)
    const taken: Match<E>[] = []
    for (const m of all) if (!taken.some((t) => m.from < t.to && t.from < m.to)) taken.push(m)
    return taken.sort((a, b) => a.from - b.from)
  }
}
