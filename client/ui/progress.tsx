// A labelled progress bar for an import's reading and sending (leads, campaign metrics).
export function Progress({ label, value }: { label: string; value: number }) {
  const pct = Math.round(value * 100)
  return (
    <div className="my-4">
      <p className="mb-1" id="import-progress-label">
        {label} {pct}%
      </p>
      <div
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 w-full overflow-hidden rounded bg-line"
      >
        <div className="h-full bg-accent" style={{ width: `${pct}%` }} />
      </div>
    </div>
  )
}
