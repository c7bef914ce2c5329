// Won revenue per month and its forecast, drawn as SVG by hand (docs/decisions/0008): the history
// as a line, the forecast as a dashed line inside a 95 % band and a darker 80 % band, with a y axis
// in money and month labels. One focus stop: arrow keys (or the pointer) move between months, the
// tooltip and a live line below say that month's figures. The same figures are in a data table that
// screen readers always get and anyone can show. Colours are Tailwind classes on the theme's
// tokens, so dark and light follow the root's class.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { ForecastPoint, MonthValue } from '../../../shared/forecast'
import { formatMoney } from '../../../shared/metrics'
import { formatMonth } from '../../lib/format-date'
import { ChartDataTable, ChartFigure } from '../../ui/chart-figure'

type Row = { month: string; actual: number | null; forecast: ForecastPoint | null }

const HEIGHT = 260
const PAD = { top: 16, right: 16, bottom: 28, left: 64 }

/** Round axis steps: 1, 2 or 5 × 10ⁿ, about four of them up to `max`. */
export function axisTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0]
  const raw = max / count
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step)
}

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(640)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(280, Math.round(entry.contentRect.width))))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

export function ForecastChart({
  title,
  history,
  points,
  currency,
}: {
  title: string
  history: readonly MonthValue[]
  points: readonly ForecastPoint[]
  currency: string
}) {
  const id = useId()
  const [ref, width] = useWidth<HTMLDivElement>()
  const rows: Row[] = [
    ...history.map((h) => ({ month: h.month, actual: h.value, forecast: null })),
    ...points.map((p) => ({ month: p.month, actual: null, forecast: p })),
  ]
  const [active, setActive] = useState(history.length - 1)
  const money = (n: number) => formatMoney(n, currency)

  const max = Math.max(1, ...history.map((h) => h.value), ...points.map((p) => p.upper95))
  const ticks = axisTicks(max)
  const top = ticks[ticks.length - 1]
  const innerW = width - PAD.left - PAD.right
  const innerH = HEIGHT - PAD.top - PAD.bottom
  const x = (i: number) => PAD.left + (rows.length <= 1 ? innerW / 2 : (i / (rows.length - 1)) * innerW)
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH
  const path = (pts: [number, number][]) =>
    pts.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)},${py.toFixed(1)}`).join(' ')

  const lastIndex = history.length - 1
  const last = history[lastIndex]
  // the bands and the forecast line start from the last actual month, so they join the history
  const anchor: [number, number][] = last ? [[x(lastIndex), y(last.value)]] : []
  const band = (lo: keyof ForecastPoint, hi: keyof ForecastPoint) =>
    `${path([...anchor, ...points.map((p, i): [number, number] => [x(lastIndex + 1 + i), y(p[hi] as number)])])} ${points
      .map((p, i) => [x(lastIndex + 1 + i), y(p[lo] as number)] as const)
      .reverse()
      .map(([px, py]) => `L${px.toFixed(1)},${py.toFixed(1)}`)
      .join(' ')} Z`
  const labelEvery = Math.max(1, Math.ceil(rows.length / Math.max(2, Math.floor(innerW / 72))))

  const describe = (r: Row) =>
    r.actual !== null
      ? `${formatMonth(r.month)}: won ${money(r.actual)}`
      : `${formatMonth(r.month)}: forecast ${money(r.forecast!.mean)}, 80 % range ${money(r.forecast!.lower80)}–${money(r.forecast!.upper80)}, 95 % range ${money(r.forecast!.lower95)}–${money(r.forecast!.upper95)}`
  const current = rows[Math.min(Math.max(active, 0), rows.length - 1)]
  const onKeyDown = (e: KeyboardEvent) => {
    const move = { ArrowLeft: -1, ArrowRight: 1, Home: -rows.length, End: rows.length }[e.key]
    if (move === undefined) return
    e.preventDefault()
    setActive((a) => Math.min(rows.length - 1, Math.max(0, a + move)))
  }
  const cx = current ? x(rows.indexOf(current)) : 0
  const cy = current ? y(current.actual ?? current.forecast!.mean) : 0

  const legend = (
    <p className="muted text-sm">
      <span className="mr-3 inline-flex items-center gap-1">
        <svg width="18" height="4" aria-hidden="true">
          <line x1="0" y1="2" x2="18" y2="2" className="stroke-accent" strokeWidth="2.5" />
        </svg>
        Won per month
      </span>
      <span className="mr-3 inline-flex items-center gap-1">
        <svg width="18" height="4" aria-hidden="true">
          <line x1="0" y1="2" x2="18" y2="2" className="stroke-fg" strokeWidth="2" strokeDasharray="4 3" />
        </svg>
        Forecast
      </span>
      <span className="mr-3 inline-flex items-center gap-1">
        <span className="inline-block h-3 w-4 rounded-sm bg-accent/45" aria-hidden="true" />
        80 % interval
      </span>
      <span className="inline-flex items-center gap-1">
        <span className="inline-block h-3 w-4 rounded-sm bg-accent/20" aria-hidden="true" />
        95 % interval
      </span>
    </p>
  )

  return (
    <ChartFigure title={title} caption={legend}>
      {/* biome-ignore lint/a11y/useSemanticElements: a chart read with the arrow keys is a group of figures, not a fieldset of form controls */}
      <div
        ref={ref}
        role="group"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart is one focus stop whose arrow keys read each month aloud
        tabIndex={0}
        aria-label={`${title}: use the left and right arrow keys to read each month`}
        aria-describedby={`${id}-live`}
        onKeyDown={onKeyDown}
        className="relative rounded-md focus-visible:outline-2 focus-visible:outline-focus"
        data-testid="forecast-chart"
      >
        <svg
          width={width}
          height={HEIGHT}
          className="block max-w-full"
          aria-hidden="true"
          focusable="false"
          onPointerLeave={() => setActive(lastIndex)}
        >
          {ticks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} className="stroke-line" strokeWidth="1" />
              <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end" className="fill-muted text-[11px]">
                {new Intl.NumberFormat('en-US', {
                  style: 'currency',
                  currency,
                  notation: 'compact',
                  maximumFractionDigits: 1,
                }).format(t)}
              </text>
            </g>
          ))}
          {rows.map((r, i) =>
            i % labelEvery === 0 || i === rows.length - 1 ? (
              <text
                key={r.month}
                x={x(i)}
                y={HEIGHT - 8}
                textAnchor={i === rows.length - 1 ? 'end' : i === 0 ? 'start' : 'middle'}
                className="fill-muted text-[11px]"
              >
                {formatMonth(r.month)}
              </text>
            ) : null,
          )}
          {points.length > 0 && (
            <>
              <path d={band('lower95', 'upper95')} className="fill-accent/20" data-band="95" />
              <path d={band('lower80', 'upper80')} className="fill-accent/45" data-band="80" />
              <path
                d={path([...anchor, ...points.map((p, i): [number, number] => [x(lastIndex + 1 + i), y(p.mean)])])}
                className="fill-none stroke-fg"
                strokeWidth="2"
                strokeDasharray="5 4"
              />
            </>
          )}
          <path
            d={path(history.map((h, i) => [x(i), y(h.value)]))}
            className="fill-none stroke-accent"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          {rows.map((r, i) => (
            <rect
              key={r.month}
              x={x(i) - innerW / rows.length / 2}
              y={PAD.top}
              width={innerW / rows.length}
              height={innerH}
              className="fill-transparent"
              onPointerEnter={() => setActive(i)}
            />
          ))}
          {current && (
            <>
              <line
                x1={cx}
                x2={cx}
                y1={PAD.top}
                y2={PAD.top + innerH}
                className="stroke-muted"
                strokeWidth="1"
                strokeDasharray="2 2"
              />
              <circle
                cx={cx}
                cy={cy}
                r="5"
                className={current.actual !== null ? 'fill-accent stroke-surface' : 'fill-fg stroke-surface'}
                strokeWidth="2"
              />
            </>
          )}
        </svg>
        {current && (
          <div
            className="pointer-events-none absolute top-1 max-w-[16rem] rounded-md border border-line bg-elevated px-2 py-1 text-xs shadow-card"
            style={cx > width / 2 ? { right: width - cx + 8 } : { left: cx + 8 }}
            aria-hidden="true"
          >
            <strong>{formatMonth(current.month)}</strong>
            <br />
            {current.actual !== null ? (
              `Won ${money(current.actual)}`
            ) : (
              <>
                {`Forecast ${money(current.forecast!.mean)}`}
                <br />
                {`80 %: ${money(current.forecast!.lower80)}–${money(current.forecast!.upper80)}`}
                <br />
                {`95 %: ${money(current.forecast!.lower95)}–${money(current.forecast!.upper95)}`}
              </>
            )}
          </div>
        )}
      </div>
      <p id={`${id}-live`} className="muted mt-1 mb-0 text-sm" aria-live="polite">
        {current ? describe(current) : ''}
      </p>
      <ChartDataTable
        caption={title}
        headers={['Month', 'Won', 'Forecast', '80 % interval', '95 % interval']}
        rows={rows.map((r) => ({
          key: r.month,
          label: formatMonth(r.month),
          cells: [
            r.actual !== null ? money(r.actual) : '—',
            r.forecast ? money(r.forecast.mean) : '—',
            r.forecast ? `${money(r.forecast.lower80)}–${money(r.forecast.upper80)}` : '—',
            r.forecast ? `${money(r.forecast.lower95)}–${money(r.forecast.upper95)}` : '—',
          ],
        }))}
      />
    </ChartFigure>
  )
}
