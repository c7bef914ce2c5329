// Which of our own campaigns brought a visitor here (spec §7: the Marketing cookie category). Read
// from the landing address's utm_source / utm_medium / utm_campaign (or ref=) and kept only with
// marketing consent; a sign-up then carries it and the database records it (signup_attributions).
// Each value is a short token, so nothing the address says is shown or stored as free text.

/** How long a noted campaign counts for a later sign-up. */
export const ATTRIBUTION_MAX_AGE_DAYS = 30

export type Attribution = { source: string; medium: string | null; campaign: string | null }
export type StoredAttribution = Attribution & { landedAt: string }

/** The same rule as the database's check on signup_attributions. */
export const ATTRIBUTION_TOKEN = /^[A-Za-z0-9._~+-]{1,100}$/

const token = (value: string | null) => (value !== null && ATTRIBUTION_TOKEN.test(value) ? value.toLowerCase() : null)

/** The campaign an address names, or null: a source is required (utm_source, else ref). */
export function attributionFrom(search: string | URLSearchParams): Attribution | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const source = token(params.get('utm_source')) ?? token(params.get('ref'))
  if (!source) return null
  return { source, medium: token(params.get('utm_medium')), campaign: token(params.get('utm_campaign')) }
}

/** A stored value if it is well formed and not older than the window, else null. */
export function freshAttribution(value: unknown, now = Date.now()): StoredAttribution | null {
  if (typeof value !== 'object' || value === null) return null
  const { source, medium, campaign, landedAt } = value as Record<string, unknown>
  const optional = (v: unknown) => v === null || (typeof v === 'string' && ATTRIBUTION_TOKEN.test(v))
  if (
    typeof source !== 'string' ||
    !ATTRIBUTION_TOKEN.test(source) ||
    !optional(medium) ||
    !optional(campaign) ||
    typeof landedAt !== 'string'
  )
    return null
  const landed = Date.parse(landedAt)
  if (Number.isNaN(landed) || landed > now || now - landed > ATTRIBUTION_MAX_AGE_DAYS * 86_400_000) return null
  return { source, medium: medium as string | null, campaign: campaign as string | null, landedAt }
}

/** "newsletter / email / spring-launch": how the admin area names it. */
export const describeAttribution = (a: Attribution) => [a.source, a.medium, a.campaign].filter(Boolean).join(' / ')
