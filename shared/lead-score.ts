// A lead's score, 0–100, and why: fit (who they are, against the company's ideal customer profile)
// plus engagement (calls, how far the deal moved, how recently anyone touched it). Every factor
// carries its points and a sentence, so the lead's page shows "why this score" factor by factor and
// the points add up to the score. Pure and deterministic: the same inputs and date give the same
// score. Used by the lead's page, the leads list (sort and filter) and the dashboard.
import type { CallOutcome } from './schemas/call'
import type { CompanySize } from './schemas/company'
import { COMPANY_SIZES } from './schemas/company'
import { LEAD_STATUS_LABELS, type LeadStatus } from './schemas/lead'
import { countOf } from './plural'

/**
 * Engagement fades with a half-life of 14 days: a call or a status move two weeks ago counts half,
 * a month ago a quarter. Fourteen days is when the CRM already calls an open lead untouched
 * (STALE_AFTER_DAYS in shared/metrics.ts): B2B deals that go two weeks without contact are the
 * ones sales teams treat as cooling, so the score cools at the same pace.
 */
export const HALF_LIFE_DAYS = 14
/** The dashboard lists open leads nobody called or moved for at least this long. */
export const NOT_CONTACTED_DAYS = 7

export const FIT_MAX = { seniority: 20, size: 15, industry: 15 } as const
export const ENGAGEMENT_MAX = { calls: 20, progress: 15, recency: 15 } as const

/** Points a call earns when it just happened, by how it ended (then halved every 14 days). */
export const CALL_POINTS: Record<CallOutcome, number> = {
  meeting_booked: 10,
  connected: 6,
  voicemail: 2,
  no_answer: 1,
  not_interested: 0,
}
const PROGRESS_POINTS: Partial<Record<LeadStatus, number>> = { new: 0, contacted: 5, qualified: 10, proposal: 15 }

export type IdealCustomerProfile = { industries: readonly string[]; sizes: readonly CompanySize[] }
export type ScoreLead = {
  title: string
  industry: string
  company_size: string
  status: LeadStatus
  created_at: string
}
export type ScoreCall = { occurred_at: string; outcome: CallOutcome }
export type ScoreMove = { created_at: string }
export type ScoreInputs = {
  lead: ScoreLead
  calls: readonly ScoreCall[]
  moves: readonly ScoreMove[]
  icp: IdealCustomerProfile | null
  asOf: Date
}

export type FactorKey = 'seniority' | 'size' | 'industry' | 'calls' | 'progress' | 'recency'
export type Factor = {
  key: FactorKey
  part: 'fit' | 'engagement'
  label: string
  points: number
  max: number
  reason: string
}
export type LeadScore = {
  score: number
  fit: number
  engagement: number
  factors: Factor[]
  lastContact: string | null
  /** Since when the lead has waited for someone: its last call or move, else when it was added. */
  waitingSince: string
}

const DAY = 86_400_000
const decay = (ageDays: number) => 0.5 ** (Math.max(0, ageDays) / HALF_LIFE_DAYS)
const days = (from: string, asOf: Date) => (asOf.getTime() - new Date(from).getTime()) / DAY
const ago = (d: number) => (d < 1 ? 'today' : `${countOf(Math.floor(d), 'day')} ago`)

/** Seniority read from a job title, highest level first (English, with the French titles the seed uses). */
const SENIORITY: { level: string; points: number; pattern: RegExp }[] = [
  {
    level: 'an executive or owner',
    points: 20,
    pattern:
      /\b(ceo|cfo|coo|cto|cmo|cio|cro|chief|founder|co-founder|owner|president|partner|managing director|g[ée]rante?|pdg)\b/i,
  },
  {
    level: 'a director or head of a team',
    points: 15,
    pattern: /\b(vp|svp|evp|vice president|head|director|directeur|directrice)\b/i,
  },
  { level: 'a manager or lead', points: 10, pattern: /\b(manager|lead|controller|supervisor|responsable)\b/i },
]

export function seniority(title: string): { points: number; reason: string } {
  const t = title.trim()
  if (!t) return { points: 0, reason: 'No job title recorded' }
  const match = SENIORITY.find((s) => s.pattern.test(t))
  return match
    ? { points: match.points, reason: `“${t}” reads as ${match.level}` }
    : { points: 4, reason: `“${t}” reads as an individual contributor` }
}

function sizeFit(size: string, icp: IdealCustomerProfile | null): { points: number; reason: string } {
  if (!icp || icp.sizes.length === 0) return { points: 0, reason: 'No ideal company size is set in company setup' }
  const index = (COMPANY_SIZES as readonly string[]).indexOf(size)
  if (index < 0) return { points: 0, reason: 'Company size not recorded' }
  if (icp.sizes.includes(size as CompanySize))
    return { points: FIT_MAX.size, reason: `${size} people is an ideal company size` }
  const near = icp.sizes.some((s) => Math.abs(COMPANY_SIZES.indexOf(s) - index) === 1)
  return near
    ? { points: 7, reason: `${size} people is next to an ideal company size` }
    : { points: 0, reason: `${size} people is outside the ideal company sizes` }
}

const normal = (s: string) => s.trim().toLowerCase()
function industryFit(industry: string, icp: IdealCustomerProfile | null): { points: number; reason: string } {
  if (!icp || icp.industries.length === 0) return { points: 0, reason: 'No ideal industries are set in company setup' }
  if (!industry.trim()) return { points: 0, reason: 'Industry not recorded' }
  return icp.industries.some((i) => normal(i) === normal(industry))
    ? { points: FIT_MAX.industry, reason: `${industry.trim()} is an ideal industry` }
    : { points: 0, reason: `${industry.trim()} is not one of the ideal industries` }
}

export function scoreLead({ lead, calls, moves, icp, asOf }: ScoreInputs): LeadScore {
  const s = seniority(lead.title)
  const size = sizeFit(lead.company_size, icp)
  const industry = industryFit(lead.industry, icp)

  const past = calls.filter((c) => days(c.occurred_at, asOf) >= 0)
  const callPoints = Math.min(
    ENGAGEMENT_MAX.calls,
    past.reduce((t, c) => t + CALL_POINTS[c.outcome] * decay(days(c.occurred_at, asOf)), 0),
  )
  const meetings = past.filter((c) => c.outcome === 'meeting_booked').length
  const callsReason =
    past.length === 0
      ? 'No call logged'
      : `${countOf(past.length, 'call')}${meetings ? `, ${countOf(meetings, 'meeting')} booked` : ''}; the latest ${ago(Math.min(...past.map((c) => days(c.occurred_at, asOf))))}`

  const progress = PROGRESS_POINTS[lead.status]
  const progressReason =
    progress === undefined
      ? `Closed (${LEAD_STATUS_LABELS[lead.status]}): no points for progress`
      : `At the ${LEAD_STATUS_LABELS[lead.status]} stage${moves.length ? ` after ${countOf(moves.length, 'status move')}` : ', where it was added (no status move yet)'}`

  const touches = [...past.map((c) => c.occurred_at), ...moves.map((m) => m.created_at)].filter(
    (t) => days(t, asOf) >= 0,
  )
  // ISO timestamps: the latest sorts last
  const lastContact = [...touches].sort().at(-1) ?? null
  const lastTouch = lastContact ?? lead.created_at
  const recency = ENGAGEMENT_MAX.recency * decay(days(lastTouch, asOf))
  const recencyReason = lastContact
    ? `Last called or moved ${ago(days(lastContact, asOf))}`
    : `Never called or moved; added ${ago(days(lead.created_at, asOf))}`

  const factors: Factor[] = [
    {
      key: 'seniority',
      part: 'fit',
      label: 'Title seniority',
      points: s.points,
      max: FIT_MAX.seniority,
      reason: s.reason,
    },
    { key: 'size', part: 'fit', label: 'Company size', points: size.points, max: FIT_MAX.size, reason: size.reason },
    {
      key: 'industry',
      part: 'fit',
      label: 'Industry',
      points: industry.points,
      max: FIT_MAX.industry,
      reason: industry.reason,
    },
    {
      key: 'calls',
      part: 'engagement',
      label: 'Calls',
      points: Math.round(callPoints),
      max: ENGAGEMENT_MAX.calls,
      reason: callsReason,
    },
    {
      key: 'progress',
      part: 'engagement',
      label: 'Status moves',
      points: progress ?? 0,
      max: ENGAGEMENT_MAX.progress,
      reason: progressReason,
    },
    {
      key: 'recency',
      part: 'engagement',
      label: 'Recency',
      points: Math.round(recency),
      max: ENGAGEMENT_MAX.recency,
      reason: recencyReason,
    },
  ]
  const sum = (part: Factor['part']) => factors.filter((f) => f.part === part).reduce((t, f) => t + f.points, 0)
  const fit = sum('fit')
  const engagement = sum('engagement')
  return {
    score: Math.max(0, Math.min(100, fit + engagement)),
    fit,
    engagement,
    factors,
    lastContact,
    waitingSince: lastTouch,
  }
}

/**
 * A lead nobody called or moved for NOT_CONTACTED_DAYS: its last call or move, or (never contacted)
 * when it was added, is that long ago. A lead added today has not waited a week, however new it is.
 */
export const notContactedFor = (score: Pick<LeadScore, 'waitingSince'>, asOf: Date, d = NOT_CONTACTED_DAYS) =>
  days(score.waitingSince, asOf) >= d
