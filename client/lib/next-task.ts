// The browser's next task: what follows an `await nextTask()` runs in a task of its own, after the
// browser has had the chance to paint and answer input. Lighthouse's mobile profile counts every
// task four times as long as it ran here, and every one over 50 ms as blocking: work done in one
// go after the first paint must be cut into pieces of a few milliseconds (docs/decisions/0025).
// A timer, not scheduler.yield(): Chromium's first call of the latter took 4 ms of a task by itself.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Runs `work` in a task of its own (not in the caller's); the returned function cancels it. */
export function inOwnTask(work: () => void): () => void {
  const timer = setTimeout(work, 0)
  return () => clearTimeout(timer)
}
