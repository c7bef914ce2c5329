// The kinds of proposal the board tells apart (the list), their labels and boardroom topics.
// Data only, so screens can name a session's kind without loading the understanding layer.
import type { Topic } from '../schemas/boardroom'

export const PROPOSAL_KINDS = [
  'spend-up',
  'spend-down',
  'reallocate',
  'investment',
  'hire',
  'cut',
  'price-change',
  'discount',
  'financing',
  'expansion',
  'vendor-switch',
  'lease',
  'engineering-investment',
  'launch',
  'security-tradeoff',
  'forecast-commitment',
  'customer-deal',
  'packaging',
  'campaign-continue-stop',
  'other',
] as const
export type ProposalKind = (typeof PROPOSAL_KINDS)[number]

export const PROPOSAL_KIND_LABELS: Record<ProposalKind, string> = {
  'spend-up': 'Spend more',
  'spend-down': 'Spend less',
  reallocate: 'Move budget between channels',
  investment: 'Buy equipment or an asset',
  hire: 'Hire',
  cut: 'Cut costs or headcount',
  'price-change': 'Change prices',
  discount: 'Offer a discount',
  financing: 'Borrow or raise money',
  expansion: 'Expand (new market, office or site)',
  'vendor-switch': 'Switch vendor',
  lease: 'Sign a lease or long commitment',
  'engineering-investment': 'Invest in engineering or product',
  launch: 'Launch',
  'security-tradeoff': 'Trade off security or compliance',
  'forecast-commitment': 'Commit to a forecast or target',
  'customer-deal': 'Customer deal or renewal',
  packaging: 'Free plan or packaging',
  'campaign-continue-stop': 'Continue or stop a campaign',
  other: 'Other',
}

/** The boardroom topic (and so the AI bot) a kind of proposal belongs to. */
export const KIND_TOPIC: Record<ProposalKind, Topic> = {
  'spend-up': 'spend',
  'spend-down': 'spend',
  reallocate: 'spend',
  investment: 'operations',
  hire: 'hiring',
  cut: 'operations',
  'price-change': 'pricing',
  discount: 'pricing',
  financing: 'general',
  expansion: 'expansion',
  'vendor-switch': 'operations',
  lease: 'operations',
  'engineering-investment': 'product',
  launch: 'growth',
  'security-tradeoff': 'risk',
  'forecast-commitment': 'general',
  'customer-deal': 'growth',
  packaging: 'pricing',
  'campaign-continue-stop': 'growth',
  other: 'general',
}

/** Where a figure the board saw came from. */
export type Source = 'pack' | 'question' | 'standing' | 'crm'
export const SOURCE_LABELS: Record<Source, string> = {
  pack: 'Board pack',
  question: 'Your question',
  standing: 'Company figures',
  crm: 'CRM',
}
