// The forecast's pure parts (shared/forecast.ts): the monthly series from won leads, Holt's and
// Holt-Winters' recursions against values worked by hand, FPP3's interval widths, the choice of
// model, the rolling-origin backtest's MAPE (zero months left out) and the "not enough yet" answer.
import { describe, expect, it } from 'vitest'
import {
  backtest,
  closedWithin,
  fitModel,
  forecastSeries,
  holt,
  holtWinters,
  horizonSigma,
  monthlyWonSeries,
  type Fit,
  type MonthValue,
} from '../../shared/forecast'

const months = (values: number[], start = '2024-01'): MonthValue[] =>
  values.map((value, i) => {
    const [y, m] = start.split('-').map(Number)
    const d = new Date(Date.UTC(y, m - 1 + i, 1))
    return { month: `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`, value }
  })
const SEASON = [-30, -20, -10, 0, 5, 10, 15, 20, 10, 0, 10, -10] // sums to 0

describe('monthlyWonSeries', () => {
  const win = (value: number, won_at: string, currency = 'USD') => ({
    value,
    currency,
    created_at: '2024-01-01T00:00:00Z',
    won_at,
  })
  it('sums each month in the main currency, fills empty months with 0, keeps the running month apart', () => {
    const r = monthlyWonSeries(
      [
        win(100, '2026-07-03T10:00:00Z'),
        win(50.5, '2026-07-30T23:00:00Z'),
        win(70, '2026-09-01T00:00:00Z'),
        win(999, '2026-08-10T00:00:00Z', 'EUR'),
        win(30, '2026-11-02T00:00:00Z'),
      ],
      'USD',
      new Date('2026-11-20T12:00:00Z'),
    )
    expect(r.series).toEqual([
      { month: '2026-07', value: 150.5 },
      { month: '2026-08', value: 0 },
      { month: '2026-09', value: 70 },
      { month: '2026-10', value: 0 },
    ])
    expect(r.current).toEqual({ month: '2026-11', value: 30 })
    expect(r.otherCurrency).toBe(1)
  })
  it('is empty without a win before this month', () => {
    expect(monthlyWonSeries([win(10, '2026-11-01T00:00:00Z')], 'USD', new Date('2026-11-20T00:00:00Z')).series).toEqual(
      [],
    )
  })
})

describe("Holt's linear method (FPP3 §8.2)", () => {
  it('follows the recursion worked by hand: y = 1, 3, 4 with α = β* = 0.5', () => {
    // ℓ0 = 1, b0 = 2 → t2: ŷ = 3, e = 0, ℓ = 3, b = 2 → t3: ŷ = 5, e = −1, ℓ = 4.5, b = 1.75
    expect(holt([1, 3, 4], 0.5, 0.5)).toEqual({ level: 4.5, trend: 1.75, sse: 1, errors: 1 })
  })
  it('forecasts a straight line exactly, with no spread', () => {
    const r = forecastSeries(months([10, 20, 30, 40, 50, 60]))
    expect(r).toMatchObject({ enough: true, model: 'holt', horizon: 3, sigma: 0 })
    if (!r.enough) throw new Error('unreachable')
    expect(r.points).toEqual([
      { month: '2024-07', mean: 70, lower80: 70, upper80: 70, lower95: 70, upper95: 70 },
      { month: '2024-08', mean: 80, lower80: 80, upper80: 80, lower95: 80, upper95: 80 },
      { month: '2024-09', mean: 90, lower80: 90, upper80: 90, lower95: 90, upper95: 90 },
    ])
  })
})

describe('prediction intervals (FPP3 §8.7, Table 8.8)', () => {
  const f = (over: Partial<Fit>): Fit => ({
    model: 'holt',
    alpha: 0.5,
    beta: 0.5,
    gamma: null,
    sse: 0,
    sigma: 1,
    level: 0,
    trend: 0,
    season: [],
    ...over,
  })
  it.each([
    // σh² = σ²[1 + (h−1){α² + αβh + β²h(2h−1)/6}], β = α·β* = 0.25
    [1, 1],
    [2, Math.sqrt(1 + 0.25 + 0.25 + 0.0625)], // 1.25
    [3, Math.sqrt(1 + 2 * (0.25 + 0.375 + 0.15625))],
  ])('h = %i → σh = %f', (h, expected) => {
    expect(horizonSigma(f({}), h)).toBeCloseTo(expected, 10)
  })
  it('scales with σ and widens the 95 % band beyond the 80 % band', () => {
    expect(horizonSigma(f({ sigma: 10 }), 2)).toBeCloseTo(12.5, 10)
    const noisy = forecastSeries(months([100, 130, 110, 150, 120, 170, 140, 180]))
    if (!noisy.enough) throw new Error('unreachable')
    for (const p of noisy.points) {
      expect(p.lower95).toBeLessThanOrEqual(p.lower80)
      expect(p.lower80).toBeLessThanOrEqual(p.mean)
      expect(p.mean).toBeLessThanOrEqual(p.upper80)
      expect(p.upper80).toBeLessThan(p.upper95)
    }
    // the spread grows with the horizon
    expect(noisy.points[2].upper95 - noisy.points[2].lower95).toBeGreaterThan(
      noisy.points[0].upper95 - noisy.points[0].lower95,
    )
  })
  it('never goes below zero: won revenue cannot be negative', () => {
    const r = forecastSeries(months([600, 500, 400, 300, 200, 100]))
    if (!r.enough) throw new Error('unreachable')
    expect(r.points.map((p) => p.mean)).toEqual([0, 0, 0])
    expect(Math.min(...r.points.flatMap((p) => [p.lower80, p.lower95]))).toBe(0)
  })
})

describe('Holt-Winters additive (FPP3 §8.3)', () => {
  const seasonal = (n: number) => Array.from({ length: n }, (_, t) => 100 + 2 * t + SEASON[t % 12])
  it('recovers trend and season from the first two seasons: a trend-plus-season series has no error', () => {
    const r = holtWinters(seasonal(30), 0.3, 0.1, 0.2)
    expect(r.sse).toBeCloseTo(0, 8)
    expect(r.level).toBeCloseTo(100 + 2 * 29, 8)
    expect(r.trend).toBeCloseTo(2, 8)
  })
  it('is chosen from 24 months on, and forecasts 6 months on the seasonal pattern', () => {
    const r = forecastSeries(months(seasonal(26)))
    expect(r).toMatchObject({ enough: true, model: 'holt-winters', horizon: 6 })
    if (!r.enough) throw new Error('unreachable')
    expect(r.points.map((p) => p.mean)).toEqual([26, 27, 28, 29, 30, 31].map((t) => 100 + 2 * t + SEASON[t % 12]))
    expect(r.points[0].month).toBe('2026-03')
  })
  it("uses Holt's method below 24 months", () => {
    expect(fitModel(seasonal(23)).model).toBe('holt')
    expect(fitModel(seasonal(24)).model).toBe('holt-winters')
  })
  it('keeps γ within 1 − α', () => {
    const f = fitModel(Array.from({ length: 24 }, (_, t) => 50 + ((t * 37) % 11) + SEASON[t % 12]))
    expect(f.gamma! + f.alpha).toBeLessThanOrEqual(1 + 1e-9)
  })
})

describe('the rolling-origin backtest (FPP3 §5.10)', () => {
  it('is exact on a straight line: MAPE 0 over origins 12…n−1 and horizons 1–3', () => {
    // 15 months: origins 12, 13, 14 → 3 + 2 + 1 forecasts
    expect(backtest(Array.from({ length: 15 }, (_, t) => 100 + 10 * t))).toEqual({
      origins: 3,
      points: 6,
      zeroMonths: 0,
      mape: 0,
    })
  })
  it('scores a known miss: a flat series that jumps', () => {
    // fitted on 12 × 100 the forecast is 100; the actual 200 is a 50 % miss
    expect(backtest([...Array(12).fill(100), 200], 12, 1)).toEqual({ origins: 1, points: 1, zeroMonths: 0, mape: 50 })
  })
  it('leaves months with nothing won out of the mean and counts them', () => {
    expect(backtest([...Array(12).fill(100), 0, 100], 12, 1)).toMatchObject({ origins: 2, zeroMonths: 1, points: 1 })
    expect(backtest([...Array(12).fill(100), 0], 12, 1)).toEqual({ origins: 1, points: 0, zeroMonths: 1, mape: null })
  })
  it('needs more than 12 months', () => {
    expect(backtest(Array(12).fill(100))).toBeNull()
  })
})

describe('not enough history', () => {
  it.each([
    [0, 6],
    [1, 5],
    [5, 1],
  ])('%i months → needs %i more', (n, needed) => {
    expect(forecastSeries(months(Array(n).fill(100)))).toEqual({ enough: false, months: n, needed })
  })
  it('forecasts from 6 months, without a backtest before month 13', () => {
    expect(forecastSeries(months(Array(6).fill(100)))).toMatchObject({ enough: true, backtest: null })
  })
})

describe('closedWithin: the share of wins closed within 90 days of creation', () => {
  const w = (days: number) => ({
    created_at: '2026-01-01T00:00:00Z',
    won_at: new Date(Date.parse('2026-01-01T00:00:00Z') + days * 86_400_000).toISOString(),
  })
  it('counts the company’s own sales cycles', () => {
    expect(closedWithin([...Array(7).fill(w(30)), w(90), w(91), w(200)])).toBe(0.8)
  })
  it('is null with fewer than 10 wins', () => {
    expect(closedWithin(Array(9).fill(w(10)))).toBeNull()
  })
})
