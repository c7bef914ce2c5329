// Monthly won revenue as a time series, and its forecast by exponential smoothing with prediction
// intervals and a rolling-origin backtest (/dashboard/forecast). Pure and deterministic.
//
// Formulas: Hyndman & Athanasopoulos, "Forecasting: Principles and Practice", 3rd ed. (FPP3),
// https://otexts.com/fpp3/ —
//   §8.2 Holt's linear trend:  ℓt = α·yt + (1−α)(ℓt−1 + bt−1);  bt = β*(ℓt − ℓt−1) + (1−β*)·bt−1;
//                              ŷt+h|t = ℓt + h·bt
//   §8.3 Holt-Winters additive (period m = 12):
//                              ℓt = α(yt − st−m) + (1−α)(ℓt−1 + bt−1)
//                              bt = β*(ℓt − ℓt−1) + (1−β*)·bt−1
//                              st = γ(yt − ℓt−1 − bt−1) + (1−γ)·st−m
//                              ŷt+h|t = ℓt + h·bt + st+h−m(k+1),  k = ⌊(h−1)/m⌋
//   §8.7 prediction intervals (Table 8.8, additive errors, with β = α·β*):
//                              σ²h = σ²[1 + (h−1){α² + αβh + β²h(2h−1)/6}]  (+ γk{2α + γ + βm(k+1)} for
//                              Holt-Winters, which is 0 for h ≤ m), interval ŷ ± z·σh, z = 1.28 (80 %),
//                              1.96 (95 %)
//   §5.10 time series cross-validation (the rolling-origin backtest).
// Smoothing parameters are fitted by minimising the one-step-ahead sum of squared errors over a grid
// (0.05 … 0.95 in steps of 0.05, γ ≤ 1 − α as §8.3 requires). Why not a library:
// docs/decisions/0008-forecast-and-lead-scores-computed-in-typescript.md.

export const MIN_MONTHS = 6
export const SEASONAL_MONTHS = 24
export const PERIOD = 12
export const BACKTEST_FROM = 12
export const BACKTEST_HORIZON = 3
const Z80 = 1.2816
const Z95 = 1.96
const GRID = Array.from({ length: 19 }, (_, i) => Math.round((i + 1) * 5) / 100)

export type WonLead = { value: number; currency: string; created_at: string; won_at: string }
export type MonthValue = { month: string; value: number }
export type Model = 'holt' | 'holt-winters'
export type Fit = {
  model: Model
  alpha: number
  beta: number
  gamma: number | null
  sse: number
  sigma: number
  level: number
  trend: number
  season: number[]
}
export type ForecastPoint = {
  month: string
  mean: number
  lower80: number
  upper80: number
  lower95: number
  upper95: number
}
export type Backtest = { origins: number; points: number; zeroMonths: number; mape: number | null }
export type ForecastResult =
  | { enough: false; months: number; needed: number }
  | {
      enough: true
      model: Model
      alpha: number
      beta: number
      gamma: number | null
      sigma: number
      horizon: number
      points: ForecastPoint[]
      backtest: Backtest | null
    }

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number)
  return monthKey(new Date(Date.UTC(y, m - 1 + n, 1)))
}
const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * Won value per calendar month in one currency, from the first month with a win to the last full
 * month before `asOf` (the current month is still running, so it is left out); months without a win
 * are 0. Wins in other currencies are counted in `otherCurrency`, never converted.
 */
export function monthlyWonSeries(
  wins: readonly WonLead[],
  currency: string,
  asOf: Date,
): { series: MonthValue[]; current: MonthValue; otherCurrency: number } {
  const current = monthKey(asOf)
  const totals = new Map<string, number>()
  let otherCurrency = 0
  for (const w of wins) {
    if (w.currency !== currency) {
      otherCurrency++
      continue
    }
    const month = monthKey(new Date(w.won_at))
    if (month > current) continue
    totals.set(month, (totals.get(month) ?? 0) + w.value)
  }
  const currentValue = round2(totals.get(current) ?? 0)
  totals.delete(current)
  const first = [...totals.keys()].sort()[0]
  const series: MonthValue[] = []
  if (first)
    for (let m = first; m < current; m = addMonths(m, 1)) series.push({ month: m, value: round2(totals.get(m) ?? 0) })
  return { series, current: { month: current, value: currentValue }, otherCurrency }
}

/** Holt's linear method (FPP3 §8.2) with ℓ0 = y1, b0 = y2 − y1: the fit's one-step SSE and final state. */
export function holt(y: readonly number[], alpha: number, beta: number) {
  let level = y[0]
  let trend = y[1] - y[0]
  let sse = 0
  for (let t = 1; t < y.length; t++) {
    const error = y[t] - (level + trend)
    sse += error * error
    const prev = level
    level = alpha * y[t] + (1 - alpha) * (level + trend)
    trend = beta * (level - prev) + (1 - beta) * trend
  }
  // the first error is 0 by construction (ℓ0 + b0 = y2), so it is not counted
  return { level, trend, sse, errors: y.length - 2 }
}

/**
 * Additive Holt-Winters (FPP3 §8.3). Initial state from the first two seasons: the trend b is the
 * change between their means per month; the level at the end of the first season is its mean moved
 * on by b·(m−1)/2 (the mean sits mid-season); each seasonal index is that month's deviation from
 * the trend line. One-step errors over every month after the first season.
 */
export function holtWinters(y: readonly number[], alpha: number, beta: number, gamma: number, m = PERIOD) {
  const mean = (a: readonly number[]) => a.reduce((s, v) => s + v, 0) / a.length
  const first = mean(y.slice(0, m))
  let trend = (mean(y.slice(m, 2 * m)) - first) / m
  const season = y.slice(0, m).map((v, i) => v - (first + trend * (i - (m - 1) / 2)))
  let level = first + (trend * (m - 1)) / 2
  let sse = 0
  for (let t = m; t < y.length; t++) {
    const s = season[t % m]
    const error = y[t] - (level + trend + s)
    sse += error * error
    const prevLevel = level
    const prevTrend = trend
    level = alpha * (y[t] - s) + (1 - alpha) * (prevLevel + prevTrend)
    trend = beta * (level - prevLevel) + (1 - beta) * prevTrend
    season[t % m] = gamma * (y[t] - prevLevel - prevTrend) + (1 - gamma) * s
  }
  return { level, trend, season, sse, errors: y.length - m }
}

/** The parameters with the smallest one-step SSE over the grid; Holt-Winters from 24 months on. */
export function fitModel(y: readonly number[]): Fit {
  if (y.length >= SEASONAL_MONTHS) {
    let best: Fit | null = null
    for (const alpha of GRID)
      for (const beta of GRID)
        for (const gamma of GRID) {
          if (gamma > 1 - alpha + 1e-9) continue
          const r = holtWinters(y, alpha, beta, gamma)
          if (!best || r.sse < best.sse - 1e-9)
            best = {
              model: 'holt-winters',
              alpha,
              beta,
              gamma,
              sse: r.sse,
              sigma: Math.sqrt(r.sse / Math.max(1, r.errors - 3)),
              level: r.level,
              trend: r.trend,
              season: r.season,
            }
        }
    return best!
  }
  let best: Fit | null = null
  for (const alpha of GRID)
    for (const beta of GRID) {
      const r = holt(y, alpha, beta)
      if (!best || r.sse < best.sse - 1e-9)
        best = {
          model: 'holt',
          alpha,
          beta,
          gamma: null,
          sse: r.sse,
          sigma: Math.sqrt(r.sse / Math.max(1, r.errors - 2)),
          level: r.level,
          trend: r.trend,
          season: [],
        }
    }
  return best!
}

/** The point forecast h months after the end of the fitted series (h ≥ 1). */
export function pointForecast(f: Fit, n: number, h: number): number {
  const seasonal = f.model === 'holt-winters' ? f.season[(n + h - 1) % PERIOD] : 0
  return f.level + h * f.trend + seasonal
}

/** σh from FPP3 Table 8.8 (additive errors; β there is α·β*, γ term 0 for h ≤ 12). */
export function horizonSigma(f: Fit, h: number): number {
  const a = f.alpha
  const b = f.alpha * f.beta
  const k = Math.floor((h - 1) / PERIOD)
  const seasonalTerm =
    f.model === 'holt-winters' && f.gamma !== null ? f.gamma * k * (2 * a + f.gamma + b * PERIOD * (k + 1)) : 0
  return f.sigma * Math.sqrt(1 + (h - 1) * (a * a + a * b * h + (b * b * h * (2 * h - 1)) / 6) + seasonalTerm)
}

/**
 * Rolling-origin backtest (FPP3 §5.10): for every origin from month 12 to the last but one, fit on
 * the months before it (the same model rule as the live forecast) and forecast 1–3 months ahead.
 * MAPE = mean of |actual − forecast| / |actual| × 100 over the forecasts whose actual month is not
 * zero; months with nothing won are left out of the mean (a percentage of zero is undefined) and
 * counted in `zeroMonths`. Null when there is nothing to score.
 */
export function backtest(y: readonly number[], from = BACKTEST_FROM, horizon = BACKTEST_HORIZON): Backtest | null {
  if (y.length <= from) return null
  let total = 0
  let points = 0
  let zeroMonths = 0
  let origins = 0
  for (let origin = from; origin < y.length; origin++) {
    origins++
    const f = fitModel(y.slice(0, origin))
    for (let h = 1; h <= horizon && origin + h - 1 < y.length; h++) {
      const actual = y[origin + h - 1]
      if (actual === 0) {
        zeroMonths++
        continue
      }
      total += Math.abs(actual - Math.max(0, pointForecast(f, origin, h))) / Math.abs(actual)
      points++
    }
  }
  return { origins, points, zeroMonths, mape: points > 0 ? Math.round((total / points) * 1000) / 10 : null }
}

/**
 * The forecast for a monthly series: with fewer than MIN_MONTHS months, how many more it needs;
 * otherwise 3 months ahead (6 from 24 months on, when seasonality can be estimated), with 80 % and
 * 95 % intervals. Won revenue cannot be negative, so every figure is floored at 0.
 */
export function forecastSeries(series: readonly MonthValue[]): ForecastResult {
  if (series.length < MIN_MONTHS) return { enough: false, months: series.length, needed: MIN_MONTHS - series.length }
  const y = series.map((s) => s.value)
  const f = fitModel(y)
  const horizon = y.length >= SEASONAL_MONTHS ? 6 : 3
  const last = series[series.length - 1].month
  const points = Array.from({ length: horizon }, (_, i) => {
    const h = i + 1
    const mean = pointForecast(f, y.length, h)
    const sd = horizonSigma(f, h)
    const floor = (v: number) => round2(Math.max(0, v))
    return {
      month: addMonths(last, h),
      mean: floor(mean),
      lower80: floor(mean - Z80 * sd),
      upper80: floor(mean + Z80 * sd),
      lower95: floor(mean - Z95 * sd),
      upper95: floor(mean + Z95 * sd),
    }
  })
  return {
    enough: true,
    model: f.model,
    alpha: f.alpha,
    beta: f.beta,
    gamma: f.gamma,
    sigma: round2(f.sigma),
    horizon,
    points,
    backtest: backtest(y),
  }
}

/**
 * The share of won deals that closed within `days` of being created (the company's own sales
 * cycle), or null with fewer than `minimum` wins to learn it from.
 */
export function closedWithin(
  wins: readonly Pick<WonLead, 'created_at' | 'won_at'>[],
  days = 90,
  minimum = 10,
): number | null {
  if (wins.length < minimum) return null
  const within = wins.filter(
    (w) => new Date(w.won_at).getTime() - new Date(w.created_at).getTime() <= days * 86_400_000,
  ).length
  return Math.round((within / wins.length) * 10_000) / 10_000
}
