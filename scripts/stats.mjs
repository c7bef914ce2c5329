// The figures `npm run bench` and `npm run perf` report over repeated runs: a run on a shared
// machine swings, so each timing is its median with the worst run beside it, never one run.

/** The median of `xs` (the mean of the middle two for an even count). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b)
  if (!s.length) return Number.NaN
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/** The worst of `xs`: the largest, for times. */
export const worst = (xs) => Math.max(...xs)

/** "median 12.3 ms, worst 15.0 ms (5 runs)" with `unit` and `digits` decimals. */
export function medianAndWorst(xs, unit = 'ms', digits = 1) {
  return `median ${median(xs).toFixed(digits)} ${unit}, worst ${worst(xs).toFixed(digits)} ${unit} (${xs.length} runs)`
}
