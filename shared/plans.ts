// The plan tiers, shown on /pricing and usable by billing. Prices are in US dollars per month.
import { countOf } from './plural'

export type PlanId = 'starter' | 'growth' | 'enterprise'

export type Plan = {
  id: PlanId
  name: string
  /** One sentence on who the plan is for. */
  description: string
  /** Price per month in US dollars; null when the price is agreed with sales. */
  monthlyPriceUsd: number | null
  /** People in the company who can sign in; null when unlimited. */
  seats: number | null
  /** Number of AI executives on the board (of CEO, CFO, CMO, CTO, COO). */
  executivesIncluded: number
  /** Boardroom sessions (questions put to the board) per month; null when unlimited. */
  boardroomSessionsPerMonth: number | null
  /** Everything the plan includes, in display order; shared wording across plans lines up in the comparison. */
  features: string[]
  /** The plan the pricing page draws attention to. */
  highlighted: boolean
}

const STARTER_FEATURES: string[] = [
  'CRM: campaigns, leads and analytics',
  'AI boardroom debates and recorded decisions',
  'Strategy generator',
  'Built-in engine that works offline from your own data',
  'Stripe, Calendly and Notion integrations',
  'Email support',
]

const GROWTH_FEATURES: string[] = [
  ...STARTER_FEATURES,
  'Revenue and pipeline forecasts',
  'Business health diagnostic and risk heatmap',
  'Impact plugin: what each decision changed',
  'Plaid, People Data Labs enrichment and TikTok integrations',
  'Workers AI or your own OpenAI-compatible endpoint',
  'Executive preferences and AI bots',
]

const ENTERPRISE_FEATURES: string[] = [
  ...GROWTH_FEATURES,
  'Admin area with webhooks and system health',
  'Guided onboarding for your team',
  'Security review and custom terms',
  'Invoiced billing',
]

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'For founders and small teams: a CEO, CFO and CMO to test decisions against.',
    monthlyPriceUsd: 49,
    seats: 3,
    executivesIncluded: 3,
    boardroomSessionsPerMonth: 20,
    features: STARTER_FEATURES,
    highlighted: false,
  },
  {
    id: 'growth',
    name: 'Growth',
    description: 'For growing companies: the full board of five, with forecasts and every integration.',
    monthlyPriceUsd: 199,
    seats: 10,
    executivesIncluded: 5,
    boardroomSessionsPerMonth: 100,
    features: GROWTH_FEATURES,
    highlighted: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For organisations that need more seats, unlimited sessions and a security review.',
    monthlyPriceUsd: null,
    seats: null,
    executivesIncluded: 5,
    boardroomSessionsPerMonth: null,
    features: ENTERPRISE_FEATURES,
    highlighted: false,
  },
]

/** "$49", or "Talk to sales" when the price is agreed with sales. */
/** A plan's allowance of something: "3 seats", "1 seat", "Unlimited seats". */
export const allowance = (n: number | null, one: string): string => (n === null ? `Unlimited ${one}s` : countOf(n, one))

export function formatPlanPrice(plan: Plan): string {
  return plan.monthlyPriceUsd === null ? 'Talk to sales' : `$${plan.monthlyPriceUsd}`
}

/** Every plan id: companies.plan's CHECK list (supabase/migrations/20261127000400_calls_and_plan.sql). */
export const PLAN_IDS = ['starter', 'growth', 'enterprise'] as const satisfies readonly PlanId[]

/** Whether a value read from companies.plan (text in the database) is one of PLAN_IDS. */
export const isPlanId = (value: unknown): value is PlanId => PLAN_IDS.includes(value as PlanId)

/** The plan a new company starts on (companies.plan's default). */
export const DEFAULT_PLAN_ID: PlanId = 'starter'

export const planById = (id: PlanId): Plan => PLANS.find((p) => p.id === id)!

/** The first instant of `now`'s month in UTC: boardroom sessions are counted from it (Worker and billing page alike). */
export const monthStartUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))

export type PlanUsage = {
  label: string
  used: number
  /** null when the plan has no limit. */
  limit: number | null
  /** A word on what is counted. */
  counted: string
  over: boolean
}

/**
 * The plan's limits the product can count, against what the company uses: people who can sign in
 * (members vs seats) and this month's boardroom sessions. Executives are a fixed board per plan,
 * not something used up, so they are not usage.
 */
export function planUsage(plan: Plan, counts: { members: number; boardroomSessionsThisMonth: number }): PlanUsage[] {
  const row = (label: string, used: number, limit: number | null, counted: string): PlanUsage => ({
    label,
    used,
    limit,
    counted,
    over: limit !== null && used > limit,
  })
  return [
    row('Seats', counts.members, plan.seats, 'members of your company'),
    row(
      'Boardroom sessions this month',
      counts.boardroomSessionsThisMonth,
      plan.boardroomSessionsPerMonth,
      'questions put to the board since the 1st',
    ),
  ]
}
