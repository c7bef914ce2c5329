// A chart over time drawn with recharts (docs/decisions/0014-charts.md): months on the x axis, one
// or more series as lines, bars or stacked areas, with axes and a pointer tooltip. One focus stop:
// arrow keys (Home, End) move between months, a marker follows, and a live line below says that
// month's figures. The same figures are in a data table that screen readers always get and anyone
// can show. Colours are the theme's CSS variables, so light and dark follow the root's class.
// recharts lives in its own chunk (vite.config.ts), loaded only by the screens that draw charts.
import { useId, useState, type KeyboardEvent } from 'react'
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { Row } from '../../../shared/history'
import { formatMonth } from '../../lib/format-date'
import { ChartDataTable, ChartFigure } from '../../ui/chart-figure'

export type Series = { key: string; label: string; kind: 'line' | 'bar' | 'area'; color: string; stack?: string }

/** Theme colours for series, in order (CSS variables of client/styles.css, both themes). */
export const SERIES_COLORS = [
  'var(--accent)',
  'var(--success)',
  'var(--warning)',
  'var(--danger)',
  'var(--fg-muted)',
  'var(--fg)',
]

const HEIGHT = 240

const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/** `format` writes a value in the tooltip, live line and table; `axisFormat` on the y axis (compact by default). */
export function TimeChart({
  title,
  rows,
  series,
  format,
  axisFormat = (n) => COMPACT.format(n),
  testId,
  note,
}: {
  title: string
  rows: readonly Row[]
  series: readonly Series[]
  format(n: number): string
  axisFormat?(n: number): string
  testId: string
  note?: string
}) {
  const id = useId()
  const [active, setActive] = useState(rows.length - 1)
  const [marking, setMarking] = useState(false)
  const data = rows.map((r) => ({ month: formatMonth(r.month), ...r.values }))
  const current = rows[Math.min(Math.max(active, 0), rows.length - 1)]
  const describe = (r: Row) =>
    `${formatMonth(r.month)}: ${series.map((s) => `${s.label} ${format(r.values[s.key] ?? 0)}`).join(', ')}`
  const onKeyDown = (e: KeyboardEvent) => {
    const move = { ArrowLeft: -1, ArrowRight: 1, Home: -rows.length, End: rows.length }[e.key]
    if (move === undefined) return
    e.preventDefault()
    setMarking(true)
    setActive((a) => Math.min(rows.length - 1, Math.max(0, a + move)))
  }
  const axis = { fill: 'var(--fg-muted)', fontSize: 11 }

  const legend = (
    <>
      <p className="muted m-0 flex flex-wrap gap-x-3 text-sm">
        {series.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: s.color }} aria-hidden="true" />
            {s.label}
          </span>
        ))}
      </p>
      {note && <p className="muted mb-0 mt-1 text-xs">{note}</p>}
    </>
  )

  return (
    <ChartFigure title={title} className="min-w-0" caption={legend}>
      {/* biome-ignore lint/a11y/useSemanticElements: a chart read with the arrow keys is a group of figures, not a fieldset of form controls */}
      <div
        role="group"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart is one focus stop whose arrow keys read each month aloud
        tabIndex={0}
        aria-label={`${title}: use the left and right arrow keys to read each month`}
        aria-describedby={`${id}-live`}
        onKeyDown={onKeyDown}
        onFocus={() => setMarking(true)}
        onBlur={() => setMarking(false)}
        className="mt-2 rounded-md focus-visible:outline-2 focus-visible:outline-focus"
        data-testid={testId}
      >
        <div aria-hidden="true">
          <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 320, height: HEIGHT }}>
            <ComposedChart
              data={data}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
              accessibilityLayer={false}
              onMouseMove={(state) => {
                const i = Number(state?.activeTooltipIndex)
                if (Number.isInteger(i)) setActive(i)
              }}
            >
              <CartesianGrid stroke="var(--border)" vertical={false} />
              <XAxis dataKey="month" tick={axis} stroke="var(--border)" interval="preserveStartEnd" minTickGap={16} />
              <YAxis tick={axis} stroke="var(--border)" width={52} tickFormatter={axisFormat} allowDecimals={false} />
              <Tooltip
                formatter={(value) => format(Number(value))}
                contentStyle={{
                  background: 'var(--bg-elevated)',
                  border: '1px solid var(--border)',
                  borderRadius: 8,
                  color: 'var(--fg)',
                  fontSize: 12,
                }}
                labelStyle={{ color: 'var(--fg)', fontWeight: 600 }}
                cursor={{ stroke: 'var(--fg-muted)', strokeDasharray: '2 2' }}
              />
              {series.map((s) =>
                s.kind === 'bar' ? (
                  <Bar
                    key={s.key}
                    dataKey={s.key}
                    name={s.label}
                    fill={s.color}
                    stackId={s.stack}
                    isAnimationActive={false}
                  />
                ) : s.kind === 'area' ? (
                  <Area
                    key={s.key}
                    dataKey={s.key}
                    name={s.label}
                    type="monotone"
                    stroke={s.color}
                    fill={s.color}
                    fillOpacity={0.35}
                    stackId={s.stack}
                    isAnimationActive={false}
                  />
                ) : (
                  <Line
                    key={s.key}
                    dataKey={s.key}
                    name={s.label}
                    type="monotone"
                    stroke={s.color}
                    strokeWidth={2.5}
                    dot={{ r: 2.5, fill: s.color }}
                    isAnimationActive={false}
                  />
                ),
              )}
              {marking && current && (
                <ReferenceLine x={formatMonth(current.month)} stroke="var(--focus)" strokeWidth={2} />
              )}
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </div>
      <p id={`${id}-live`} className="muted mb-0 mt-1 text-sm" aria-live="polite" data-testid={`${testId}-live`}>
        {current ? describe(current) : ''}
      </p>
      <ChartDataTable
        caption={title}
        headers={['Month', ...series.map((s) => s.label)]}
        rows={rows.map((r) => ({
          key: r.month,
          label: formatMonth(r.month),
          cells: series.map((s) => format(r.values[s.key] ?? 0)),
        }))}
        testId={`${testId}-table`}
      />
    </ChartFigure>
  )
}
