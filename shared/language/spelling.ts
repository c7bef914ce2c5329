// Typos corrected against the words a reader knows ("pipline" → "pipeline", "chrun" → "churn",
// "referals" → "referrals"): a word of five letters or more that is not known is replaced by the
// one known word within one edit (two for eight letters or more; two letters swapped count as one),
// when exactly one is that close. Everyday words are never changed. Pure: tokens in, tokens out,
// with the corrections made, so a reading can show what it read.
import { closest, distance } from 'fastest-levenshtein'
import { stem, type Token, type Word } from './tokens'

export type Correction = { from: string; to: string; start: number; end: number }

/** Words known to a reader: `lexicon` (their normal forms), and `keep`, everyday words left alone. */
export type Lexicon = { words: ReadonlySet<string>; stems: ReadonlySet<string>; list: readonly string[] }

export function lexicon(words: Iterable<string>): Lexicon {
  const set = new Set<string>()
  for (const w of words) if (w && w.length > 1) set.add(w.toLowerCase())
  return { words: set, stems: new Set([...set].map(stem)), list: [...set] }
}

const swapped = (word: string, known: ReadonlySet<string>): string | null => {
  for (let i = 0; i < word.length - 1; i++) {
    const s = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
    if (known.has(s)) return s
  }
  return null
}

/** The known word a misspelt one stands for, or null when it is known, short, or not clearly one word. */
export function correctWord(norm: string, known: Lexicon): string | null {
  if (norm.length < 5 || known.words.has(norm) || known.stems.has(stem(norm))) return null
  const swap = swapped(norm, known.words)
  if (swap) return swap
  const allowed = norm.length >= 8 ? 2 : 1
  const near = known.list.filter((w) => Math.abs(w.length - norm.length) <= allowed)
  if (near.length === 0) return null
  const best = closest(norm, near)
  const d = distance(norm, best)
  if (d > allowed) return null
  const tied = near.filter((w) => distance(norm, w) === d)
  if (tied.length === 1) return best
  // among words as close, a dropped letter is the commonest slip: the one word a letter longer wins
  const longer = tied.filter((w) => w.length === norm.length + 1)
  return longer.length === 1 ? longer[0] : null
}

/** The tokens with misspelt words replaced by the known words they stand for, and what was changed. */
export function correctSpelling(
  tokens: readonly Token[],
  known: Lexicon,
  keep: ReadonlySet<string>,
): { tokens: Token[]; corrections: Correction[] } {
  const corrections: Correction[] = []
  const out = tokens.map((t): Token => {
    if (t.kind !== 'word' || keep.has(t.norm)) return t
    const to = correctWord(t.norm, known)
    if (!to) return t
    corrections.push({ from: t.text, to, start: t.start, end: t.end })
    return { ...t, norm: to, stem: stem(to) } satisfies Word
  })
  return { tokens: out, corrections }
}
