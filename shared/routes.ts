// THE route table (spec §2). The Worker decides SSR vs SPA shell from it, the client builds its
// router from it, and the tests iterate it. Paths are lower-case; matching ignores case and a
// trailing slash. Redirects and aliases are not routes: they live in shared/redirects.ts.
import { APP_NAME } from './constants'
import { LEGAL_PAGES, legalPath } from './legal-pages'
import { normalisePath } from './paths'

export type Area = 'public' | 'legal' | 'auth' | 'compliance' | 'admin' | 'dashboard' | 'onboarding' | 'dev'
export type RenderMode = 'ssr' | 'spa'
export type Guard = 'none' | 'user' | 'admin'

export type RouteDef = {
  /** Stable id; the client maps it to a lazily loaded module. */
  id: string
  /** react-router pattern: `:param` segments and a trailing `*` splat are allowed. */
  path: string
  area: Area
  render: RenderMode
  guard: Guard
  title: string
  /** One sentence on what the screen is for; shown on screens whose feature has not landed. */
  purpose: string
  /** HTTP status of the document (the not-found pages answer 404). */
  status?: 200 | 404
  /** Only served when the Worker runs in local mode (APP_ENV=local). */
  localOnly?: boolean
  /** The one URL search engines should index, for pages reachable under another address too. */
  canonical?: string
}

type Def = Omit<RouteDef, 'area' | 'render' | 'guard'> & Partial<Pick<RouteDef, 'guard'>>

function group(area: Area, render: RenderMode, guard: Guard, defs: Def[]): RouteDef[] {
  return defs.map((d) => ({ area, render, guard, ...d }))
}

const publicRoutes = group('public', 'ssr', 'none', [
  {
    id: 'home',
    path: '/',
    title: 'AI executives for your business',
    purpose: 'Introduces the AI executive team, the boardroom and the CRM.',
  },
  {
    id: 'home-alt',
    path: '/home',
    title: 'AI executives for your business',
    purpose: 'Introduces the AI executive team, the boardroom and the CRM.',
    canonical: '/',
  },
  {
    id: 'launch',
    path: '/launch',
    title: 'Launch your AI boardroom',
    purpose: 'Walks a new company through getting its AI executives running.',
  },
  { id: 'pricing', path: '/pricing', title: 'Pricing', purpose: 'Compares the plans.' },
  {
    id: 'features',
    path: '/features',
    title: 'Features',
    purpose: 'Lists what the AI executives, boardroom and CRM do.',
  },
  {
    id: 'diagnostics',
    path: '/diagnostics',
    title: 'Business diagnostics',
    purpose: 'Explains the business health check the AI executives run on your data.',
  },
  {
    id: 'campaigns-create',
    path: '/campaigns/create',
    title: 'Create a campaign with your AI CMO',
    purpose: 'Shows how a campaign is planned with the AI CMO.',
  },
  {
    id: 'plugins-impact',
    path: '/plugins/impact',
    title: 'Impact plugin',
    purpose: 'Explains how the impact plugin measures what each decision changed.',
  },
  { id: 'faq', path: '/faq', title: 'Frequently asked questions', purpose: 'Answers common questions.' },
  { id: 'contact', path: '/contact', title: 'Contact us', purpose: 'Tells visitors how to reach the team.' },
  { id: 'security', path: '/security', title: 'Security', purpose: 'Explains how customer data is protected.' },
  { id: 'academy', path: '/academy', title: 'Academy', purpose: 'Teaches teams to work with AI executives.' },
  {
    id: 'vault-templates',
    path: '/vault/templates',
    title: 'Template vault',
    purpose: 'Lists the strategy and campaign templates.',
  },
  {
    id: 'galaxy-leaderboard',
    path: '/galaxy/plugins/leaderboard',
    title: 'Plugin leaderboard',
    purpose: 'Ranks the plugins of the plugin galaxy.',
  },
  {
    id: 'not-found',
    path: '/not-found',
    title: 'Page not found',
    purpose: 'Tells the visitor the page does not exist.',
    status: 404,
  },
  {
    id: 'not-found-404',
    path: '/404',
    title: 'Page not found',
    purpose: 'Tells the visitor the page does not exist.',
    status: 404,
    canonical: '/not-found',
  },
])

const legalRoutes: RouteDef[] = [
  ...group('legal', 'ssr', 'none', [
    { id: 'legal', path: '/legal', title: 'Legal', purpose: 'Lists the legal documents.' },
    // spec §2 names /terms as a public route: it shows the terms, whose one canonical URL is the spec's legal address.
    {
      id: 'terms',
      path: '/terms',
      title: 'Terms of Service',
      purpose: 'The terms of service.',
      canonical: legalPath('terms-of-service'),
    },
  ]),
  ...LEGAL_PAGES.map(
    (p): RouteDef => ({
      id: `legal-${p.slug}`,
      path: p.path,
      area: 'legal',
      render: 'ssr',
      guard: 'none',
      title: p.title,
      purpose: `The ${p.title.toLowerCase()}.`,
      // Said outright, as variants and /terms point here: this address is the document's one URL.
      canonical: p.path,
    }),
  ),
]

const authRoutes = group('auth', 'ssr', 'none', [
  { id: 'login', path: '/login', title: 'Sign in', purpose: 'Signs a user in with email and password.' },
  {
    id: 'auth-login',
    path: '/auth/login',
    title: 'Sign in',
    purpose: 'Signs a user in with email and password.',
    canonical: '/login',
  },
  { id: 'signup', path: '/signup', title: 'Create your account', purpose: 'Creates an account.' },
  {
    id: 'reset-password',
    path: '/reset-password',
    title: 'Reset your password',
    purpose: 'Sends a password recovery email.',
  },
  {
    id: 'email-confirm',
    path: '/email-confirm',
    title: 'Confirm your email',
    purpose: 'Confirms an email address from the link sent by email.',
  },
  {
    id: 'verify-otp',
    path: '/verify-otp',
    title: 'Enter your code',
    purpose: 'Signs in with the one-time code sent by email.',
  },
  {
    id: 'update-password',
    path: '/update-password',
    title: 'Choose a new password',
    purpose: 'Sets a new password after recovery.',
  },
])

const complianceRoutes = group('compliance', 'spa', 'user', [
  {
    id: 'compliance',
    path: '/compliance',
    title: 'Compliance centre',
    purpose: 'Shows pending compliance updates and the compliance check schedule.',
  },
  // spec §2: any sub-path of /compliance is handled by the compliance wrapper.
  {
    id: 'compliance-any',
    path: '/compliance/*',
    title: 'Compliance centre',
    purpose: 'Shows pending compliance updates and the compliance check schedule.',
  },
])

const adminRoutes = group('admin', 'spa', 'admin', [
  {
    id: 'admin',
    path: '/admin',
    title: 'Admin dashboard',
    purpose: 'Overview of accounts, companies and system state.',
  },
  // /admin/users and /admin/companies are aliases of this page's tabs (spec §2 alias table).
  {
    id: 'admin-entities',
    path: '/admin/entities',
    title: 'Users and companies',
    purpose: 'Lists every user and company, one tab each.',
  },
  { id: 'admin-settings', path: '/admin/settings', title: 'Admin settings', purpose: 'Product-wide settings.' },
  {
    id: 'admin-webhooks',
    path: '/admin/webhooks',
    title: 'Webhooks',
    purpose: 'Registered webhooks and their deliveries.',
  },
  {
    id: 'admin-system-health',
    path: '/admin/system-health',
    title: 'System health',
    purpose: 'Health of the edge, the database and the AI provider.',
  },
  {
    id: 'admin-diagnostics',
    path: '/admin/diagnostics',
    title: 'Diagnostics',
    purpose: 'Checks configuration and connectivity.',
  },
  {
    id: 'admin-launch-prep',
    path: '/admin/launch-prep',
    title: 'Launch preparation',
    purpose: 'Checklist before a release goes live.',
  },
  {
    id: 'admin-campaigns',
    path: '/admin/campaigns',
    title: 'All campaigns',
    purpose: 'Every campaign across companies.',
  },
  { id: 'admin-analytics', path: '/admin/analytics', title: 'Product analytics', purpose: 'Usage across the product.' },
  { id: 'admin-leads', path: '/admin/leads', title: 'All leads', purpose: 'Every lead across companies.' },
  // spec §2: integration pages for notion, stripe, clearbit and calendly under /admin (the older
  // /admin/integrations/{name} addresses are aliases).
  {
    id: 'admin-integration-notion',
    path: '/admin/notion',
    title: 'Notion integration',
    purpose: 'Connects the notes tool (Notion).',
  },
  {
    id: 'admin-integration-stripe',
    path: '/admin/stripe',
    title: 'Stripe integration',
    purpose: 'Connects the card payment provider (Stripe).',
  },
  {
    id: 'admin-integration-clearbit',
    path: '/admin/clearbit',
    title: 'People Data Labs integration',
    purpose: 'Configures the data-enrichment service (People Data Labs, since Clearbit’s APIs were retired).',
  },
  {
    id: 'admin-integration-calendly',
    path: '/admin/calendly',
    title: 'Calendly integration',
    purpose: 'Connects the scheduling service (Calendly).',
  },
])

const dashboardRoutes = group('dashboard', 'spa', 'user', [
  {
    id: 'dashboard',
    path: '/dashboard',
    title: 'Dashboard',
    purpose: 'Your company at a glance: decisions, campaigns, leads and forecasts.',
  },
  { id: 'dashboard-campaigns', path: '/dashboard/campaigns', title: 'Campaigns', purpose: 'Your marketing campaigns.' },
  {
    id: 'dashboard-campaign-new',
    path: '/dashboard/campaigns/new',
    title: 'New campaign',
    purpose: 'Plans a new campaign with the AI CMO.',
  },
  {
    id: 'dashboard-campaign-payment-success',
    path: '/dashboard/campaigns/payment-success',
    title: 'Campaign payment',
    purpose: 'After paying for a campaign: what can be verified, and the way back to the campaign.',
  },
  {
    id: 'dashboard-campaign',
    path: '/dashboard/campaigns/:campaignId',
    title: 'Campaign',
    purpose: 'One campaign: its plan, budget and results.',
  },
  { id: 'dashboard-leads', path: '/dashboard/leads', title: 'Leads', purpose: 'Your leads and their status.' },
  {
    id: 'dashboard-lead',
    path: '/dashboard/leads/:leadId',
    title: 'Lead',
    purpose: 'One lead: contact details, history and next step.',
  },
  {
    id: 'dashboard-analytics',
    path: '/dashboard/analytics',
    title: 'Analytics',
    purpose: 'Campaign and lead performance over time.',
  },
  {
    id: 'dashboard-insights',
    path: '/dashboard/insights',
    title: 'Insights',
    purpose: 'What the AI executives found in your data.',
  },
  {
    id: 'dashboard-insights-kpis',
    path: '/dashboard/insights/kpis',
    title: 'KPIs',
    purpose: 'The key performance indicators the executives track.',
  },
  {
    id: 'dashboard-forecast',
    path: '/dashboard/forecast',
    title: 'Forecast',
    purpose: 'Revenue and pipeline forecasts from your own data.',
  },
  {
    id: 'dashboard-strategy-generator',
    path: '/dashboard/strategy-generator',
    title: 'Strategy generator',
    purpose: 'Generates a strategy from a goal and your data.',
  },
  {
    id: 'dashboard-strategies',
    path: '/dashboard/strategies',
    title: 'Strategies',
    purpose: 'The strategies you generated and adopted.',
  },
  {
    id: 'dashboard-strategy',
    path: '/dashboard/strategy/:id',
    title: 'Strategy',
    purpose: 'One strategy: goals, actions and owners.',
  },
  {
    id: 'dashboard-calendly',
    path: '/dashboard/calendly',
    title: 'Scheduling',
    purpose: 'Meetings booked through Calendly.',
  },
  {
    id: 'dashboard-plaid',
    path: '/dashboard/plaid',
    title: 'Bank accounts',
    purpose: 'Bank accounts linked through Plaid for the CFO.',
  },
  // the company's notes tool, where decisions and strategies are exported
  {
    id: 'dashboard-notion',
    path: '/dashboard/notion',
    title: 'Notion',
    purpose: 'Connects the company’s Notion, where boardroom decisions and strategies are exported.',
  },
  { id: 'dashboard-calls', path: '/dashboard/calls', title: 'Calls', purpose: 'Sales calls and their outcomes.' },
  {
    id: 'dashboard-executives',
    path: '/dashboard/executives',
    title: 'AI executives',
    purpose: 'Your AI executive team.',
  },
  {
    id: 'dashboard-executive-agents',
    path: '/dashboard/executive-agents',
    title: 'Executive agents',
    purpose: 'What each AI executive is working on.',
  },
  {
    id: 'dashboard-decisions',
    path: '/dashboard/decisions',
    title: 'Decisions',
    purpose: 'Decisions taken in the boardroom and their rationale.',
  },
  {
    id: 'dashboard-risk-heatmap',
    path: '/dashboard/risk-heatmap',
    title: 'Risk heatmap',
    purpose: 'Risks by likelihood and impact.',
  },
  {
    id: 'dashboard-leaderboard',
    path: '/dashboard/leaderboard',
    title: 'Leaderboard',
    purpose: 'Which executives and campaigns perform best.',
  },
  {
    id: 'dashboard-executive',
    path: '/dashboard/executives/:name',
    title: 'Executive',
    purpose: 'One AI executive: remit, recent analyses and decisions.',
  },
  {
    id: 'dashboard-executive-preferences',
    path: '/dashboard/executive-preferences',
    title: 'Executive preferences',
    purpose: 'How your AI executives speak, decide and escalate.',
  },
  {
    id: 'dashboard-ai-bots',
    path: '/dashboard/ai-bots',
    title: 'AI bots',
    purpose: 'Automations that run on your data.',
  },
  {
    id: 'dashboard-ai-boardroom',
    path: '/dashboard/ai-boardroom',
    title: 'AI boardroom',
    purpose: 'Put a question to the board and watch the executives debate it.',
  },
  {
    id: 'dashboard-ai-agent',
    path: '/dashboard/ai-agent',
    title: 'AI agent',
    purpose: 'Ask one executive to carry out a task.',
  },
  {
    id: 'dashboard-ai-settings',
    path: '/dashboard/ai-settings',
    title: 'AI settings',
    purpose: 'Which AI provider and model the executives use.',
  },
  {
    id: 'dashboard-executive-leaderboard',
    path: '/dashboard/executive-leaderboard',
    title: 'Executive leaderboard',
    purpose: 'Executives ranked by the results of their recommendations.',
  },
  {
    id: 'dashboard-debate',
    path: '/dashboard/debate',
    title: 'Executive debate',
    purpose: 'A structured debate between executives on one decision.',
  },
  {
    id: 'dashboard-langchain-agent',
    path: '/dashboard/langchain-agent',
    title: 'Agent workflows',
    purpose: 'Multi-step agent workflows over your tools.',
  },
  { id: 'dashboard-ai-chat', path: '/dashboard/ai-chat', title: 'AI chat', purpose: 'Chat with your executive team.' },
  {
    id: 'dashboard-settings',
    path: '/dashboard/settings',
    title: 'Settings',
    purpose: 'Preferences, theme, accessibility and API keys.',
  },
  { id: 'dashboard-profile', path: '/dashboard/profile', title: 'Profile', purpose: 'Your name, avatar and company.' },
  {
    id: 'dashboard-company-setup',
    path: '/dashboard/company-setup',
    title: 'Company setup',
    purpose: 'Your company, its industry and your team.',
  },
  {
    id: 'dashboard-billing',
    path: '/dashboard/billing',
    title: 'Billing',
    purpose: 'Your plan, invoices and payment method.',
  },
  // spec §2: any other path under /dashboard shows the dashboard's own not-found page.
  {
    id: 'dashboard-not-found',
    path: '/dashboard/*',
    title: 'Page not found',
    purpose: 'This dashboard page does not exist.',
    status: 404,
  },
])

const onboardingRoutes = group('onboarding', 'spa', 'user', [
  { id: 'onboarding', path: '/onboarding', title: 'Welcome', purpose: 'Welcome: what the set-up will cover.' },
  { id: 'onboarding-profile', path: '/onboarding/profile', title: 'Your profile', purpose: 'Your name and role.' },
  {
    id: 'onboarding-company',
    path: '/onboarding/company',
    title: 'Your company',
    purpose: 'Your company and its industry.',
  },
  {
    id: 'onboarding-team',
    path: '/onboarding/team',
    title: 'Your team',
    purpose: 'Invite the people who work with the executives.',
  },
  {
    id: 'onboarding-integrations',
    path: '/onboarding/integrations',
    title: 'Integrations',
    purpose: 'Connect the tools your data lives in.',
  },
  {
    id: 'onboarding-ai-workflow',
    path: '/onboarding/ai-workflow',
    title: 'AI workflow',
    purpose: 'Choose which decisions the executives take to the boardroom.',
  },
  { id: 'onboarding-complete', path: '/onboarding/complete', title: 'All set', purpose: 'Set-up is done.' },
])

// The onboarding steps in order (the layout shows progress through them).
export const ONBOARDING_STEPS = onboardingRoutes.map((r) => ({ path: r.path, title: r.title }))

const otherRoutes: RouteDef[] = [
  ...group('dev', 'spa', 'none', [
    {
      id: 'dev-admin-helper',
      path: '/dev-admin-helper',
      title: 'Dev admin helper',
      purpose: 'Promotes the signed-in user to admin in local mode.',
      localOnly: true,
    },
    {
      id: 'dev-debug',
      path: '/dev/debug',
      title: 'Debug',
      purpose: 'Configuration, session and the local email outbox.',
      localOnly: true,
    },
  ]),
  // Sign in with TikTok: a visitor arrives here from TikTok before anyone is signed in.
  ...group('auth', 'spa', 'none', [
    {
      id: 'tiktok-callback',
      path: '/auth/tiktok/callback',
      title: 'Signing in with TikTok',
      purpose: 'Finishes signing in with the short-video platform (TikTok), or linking it to your account.',
    },
  ]),
]

export const ROUTES: readonly RouteDef[] = [
  ...publicRoutes,
  ...legalRoutes,
  ...authRoutes,
  ...complianceRoutes,
  ...adminRoutes,
  ...dashboardRoutes,
  ...onboardingRoutes,
  ...otherRoutes,
]

// Static paths are looked up directly; patterns with `:param` or a splat are tried in order, with
// dynamic segments before splats (as react-router ranks them).
const STATIC = new Map(ROUTES.filter((r) => !/[:*]/.test(r.path)).map((r) => [r.path, r]))
const PATTERNS = ROUTES.filter((r) => /[:*]/.test(r.path))
  .sort((a, b) => Number(a.path.endsWith('*')) - Number(b.path.endsWith('*')))
  .map((route) => ({ route, segments: route.path.split('/') }))

function matches(pattern: string[], path: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '*') return path.length > i && path.slice(i).join('/') !== ''
    if (i >= path.length) return false
    if (pattern[i].startsWith(':') ? path[i] === '' : pattern[i] !== path[i]) return false
  }
  return pattern.length === path.length
}

/** The route serving this pathname, ignoring case and trailing slashes; undefined if none. */
export function matchRoute(pathname: string): RouteDef | undefined {
  const path = normalisePath(pathname)
  const exact = STATIC.get(path)
  if (exact) return exact
  const segments = path.split('/')
  return PATTERNS.find((p) => matches(p.segments, segments))?.route
}

/** The text of the page's <title>. */
export function documentTitle(route: RouteDef): string {
  return route.id === 'home' ? `${APP_NAME} — ${route.title}` : `${route.title} · ${APP_NAME}`
}
