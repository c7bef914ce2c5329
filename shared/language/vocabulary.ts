// Vocabularies kept as data: each entry has an id, the phrases people use for it and what it means
// (a figure's role, a measure, a kind of proposal, a period word…). One matcher finds them in
// tokens from ./tokens, on word stems, so "deliveries" meets "delivery" and a new synonym is a line
// of data, never a new pattern. Every match names its entry and phrase, so a reading can say which
// entry produced it (the trace the user sees) and a wrong one can be fixed where it lives.
import { type Token, tokenize, type Word } from './tokens'

export type Entry = { id: string; phrases: readonly string[] }

/** Phrases written as one comma-separated line of data: "buy, purchase, invest in". */
export const list = (phrases: string): string[] =>
  phrases
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)

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
export const FILLERS = new Set(['the', 'a', 'an', 'our', 'my', 'your', 'their', 'its', 'we', 'us', 'i', 'it', 'them'])

type Compiled<E> = { entry: E; phrase: string; stems: string[] }

// A phrase's words as stems, fillers included: a filler written in a phrase ("a day", "move our") is
// required; one in the text but not in the phrase is skipped.
const phraseStems = (phrase: string) =>
  tokenize(phrase)
    .filter((t): t is Word => t.kind === 'word')
    .map((w) => w.stem)

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
    // Runs of words; a quantity or a symbol other than a joiner ("-", "/", "&") ends a run.
    const runs: { stem: string; filler: boolean; at: number; start: number; end: number }[][] = [[]]
    tokens.forEach((t, at) => {
      if (t.kind === 'word')
        runs[runs.length - 1].push({ stem: t.stem, filler: FILLERS.has(t.norm), at, start: t.start, end: t.end })
      else if (t.kind === 'quantity' || !['-', '/', '&', "'", '’'].includes(t.text)) runs.push([])
    })
    const out: Match<E>[] = []
    for (const run of runs)
      for (let i = 0; i < run.length; i++) {
        if (run[i].filler && !this.byFirst.has(run[i].stem)) continue
        for (const c of this.byFirst.get(run[i].stem) ?? []) {
          // Walk the phrase; a filler in the text that the phrase does not have is skipped.
          let j = i
          let k = 0
          while (k < c.stems.length && j < run.length) {
            if (run[j].stem === c.stems[k]) {
              j++
              k++
            } else if (run[j].filler && k > 0) j++
            else break
          }
          if (k < c.stems.length) continue
          const last = run[j - 1]
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
