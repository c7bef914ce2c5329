// The metric catalogue: every business figure the decision layer understands, with the names,
// abbreviations and synonyms people write it under. A board-pack fact, a standing figure, a CRM
// figure and a magnitude read from the question all land on one of these ids, so an analysis asks
// for "cac" and gets it however it was written. Pure data; matching lives in ./figures.
//
// A name may end in "@year" or "@month": written that way, the figure is for that period and is
// converted to the metric's own period (ARR → MRR ÷ 12; an annual churn rate compounds to monthly).

export type Dimension = 'money' | 'percent' | 'ratio' | 'months' | 'days' | 'hours' | 'count' | 'score' | 'text'
/** Money and rates per period; 'once' for stocks and one-off amounts. */
export type Period = 'once' | 'month' | 'year'
export type Area = 'finance' | 'saas' | 'marketing' | 'sales' | 'operations' | 'engineering' | 'security' | 'proposal'

export type MetricDef = { id: string; name: string; dimension: Dimension; period: Period; area: Area; names: string[] }

type Row = [id: string, name: string, dimension: Dimension, period: Period, names: string[]]

const rows: Record<Area, Row[]> = {
  finance: [
    ['cash', 'Cash', 'money', 'once', ['cash', 'cash in bank', 'cash balance', 'bank balance', 'cash on hand', 'cash reserves', 'available cash', 'cash position', 'liquidity', 'cash and equivalents']],
    ['net_burn', 'Monthly net burn', 'money', 'month', ['net burn', 'burn', 'burn rate', 'monthly burn', 'cash burn', 'net cash burn', 'net burn rate', 'monthly net burn', 'annual burn@year', 'operating cash outflow']],
    ['gross_burn', 'Monthly gross burn', 'money', 'month', ['gross burn', 'monthly expenses', 'operating expenses', 'opex', 'monthly costs', 'total expenses', 'monthly spend total', 'annual expenses@year', 'annual opex@year']],
    ['runway', 'Runway', 'months', 'once', ['runway', 'cash runway', 'months of runway', 'runway months']],
    ['revenue', 'Monthly revenue', 'money', 'month', ['revenue', 'monthly revenue', 'sales revenue', 'turnover', 'monthly sales', 'annual revenue@year', 'yearly revenue@year', 'annual sales@year', 'annual turnover@year', 'revenue last year@year', 'top line']],
    ['mrr', 'MRR', 'money', 'month', ['mrr', 'monthly recurring revenue', 'arr@year', 'annual recurring revenue@year', 'recurring revenue']],
    ['gross_margin', 'Gross margin', 'percent', 'once', ['gross margin', 'gm', 'gross margin percent', 'gross profit margin', 'product margin', 'margin']],
    ['contribution_margin', 'Contribution margin', 'percent', 'once', ['contribution margin', 'cm', 'unit margin']],
    ['operating_margin', 'Operating margin', 'percent', 'once', ['operating margin', 'ebitda margin', 'profit margin', 'net margin', 'fcf margin', 'free cash flow margin']],
    ['ebitda', 'EBITDA', 'money', 'year', ['ebitda', 'operating income', 'operating profit', 'net operating income', 'noi', 'annual profit', 'ebitda monthly@month', 'monthly profit@month']],
    ['growth_rate', 'Revenue growth (year on year)', 'percent', 'once', ['growth', 'revenue growth', 'yoy growth', 'growth rate', 'arr growth', 'year over year growth', 'annual growth', 'mrr growth yoy']],
    ['mom_growth', 'Revenue growth (month on month)', 'percent', 'once', ['mom growth', 'month over month growth', 'monthly growth', 'mrr growth', 'monthly revenue growth']],
    ['existing_debt_service', 'Existing debt payments', 'money', 'month', ['existing debt payments', 'current debt service', 'existing loan payments', 'debt payments', 'annual debt service@year']],
    ['existing_debt', 'Existing debt', 'money', 'once', ['existing debt', 'debt outstanding', 'outstanding debt', 'loans outstanding', 'total debt']],
    ['interest_rate', 'Interest rate', 'percent', 'once', ['interest rate', 'interest', 'apr', 'loan rate', 'rate of interest', 'annual interest rate', 'borrowing rate', 'coupon']],
    ['loan_amount', 'Loan amount', 'money', 'once', ['loan', 'loan amount', 'borrowing', 'amount borrowed', 'principal', 'loan principal', 'debt amount', 'credit line', 'financing amount', 'amount financed']],
    ['loan_term', 'Loan term', 'months', 'once', ['loan term', 'term', 'repayment term', 'tenor', 'loan length', 'amortisation period', 'amortization period', 'repayment period', 'maturity']],
    ['loan_payment', 'Loan payment', 'money', 'month', ['loan payment', 'monthly payment', 'repayment', 'monthly repayment', 'debt service', 'instalment', 'installment', 'annual loan payment@year', 'annual payments@year']],
    ['down_payment', 'Down payment', 'money', 'once', ['down payment', 'deposit', 'downpayment', 'equity contribution', 'cash contribution']],
    ['upfront_cost', 'Upfront cost', 'money', 'once', ['upfront cost', 'launch cost', 'launch budget', 'one off launch cost', 'up front cost', 'purchase price', 'capex', 'capital expenditure', 'one off cost', 'one time cost', 'investment', 'initial investment', 'implementation cost', 'setup cost', 'set up cost', 'build cost', 'project cost', 'total cost', 'fit out cost', 'price of the', 'cost of the', 'asking price', 'acquisition price']],
    ['added_cost', 'Added running cost', 'money', 'month', ['monthly cost', 'running cost', 'running costs', 'operating cost', 'added cost', 'ongoing cost', 'recurring cost', 'monthly fee', 'subscription cost', 'annual running cost@year', 'annual operating cost@year', 'annual cost@year', 'yearly cost@year', 'annual fee@year', 'maintenance cost@year', 'annual maintenance@year']],
    ['savings', 'Annual savings', 'money', 'year', ['savings', 'we would stop paying', 'would stop paying', 'stop paying', 'no longer pay', 'cost avoided', 'costs avoided', 'avoided cost', 'fees avoided', 'would save', 'we would save', 'saving per year', 'monthly saving@month', 'saving per month@month', 'annual savings', 'cost savings', 'cost saving', 'saving', 'expected savings', 'yearly savings', 'savings per year', 'monthly savings@month', 'savings per month@month', 'cost reduction', 'annual cost reduction']],
    ['added_revenue', 'Added revenue', 'money', 'year', ['added revenue', 'incremental revenue', 'additional revenue', 'new revenue', 'revenue uplift', 'expected revenue', 'projected revenue', 'revenue impact', 'expected annual revenue', 'monthly incremental revenue@month', 'expected monthly revenue@month', 'added monthly revenue@month', 'incremental mrr@month', 'added mrr@month', 'new mrr@month']],
    ['added_profit', 'Added profit', 'money', 'year', ['added profit', 'incremental profit', 'additional profit', 'expected profit', 'annual benefit', 'benefit', 'expected benefit', 'net benefit', 'annual return', 'expected return', 'monthly benefit@month', 'incremental gross profit', 'added gross profit', 'earnings from']],
    ['useful_life', 'Useful life', 'months', 'once', ['useful life', 'asset life', 'expected life', 'life of the asset', 'depreciation period', 'economic life']],
    ['hurdle_rate', 'Hurdle rate', 'percent', 'once', ['hurdle rate', 'cost of capital', 'wacc', 'required return', 'discount rate for npv']],
    ['payment_terms', 'Payment terms', 'days', 'once', ['payment terms', 'net terms', 'days to pay', 'dso', 'days sales outstanding']],
    ['customer_share', 'Share of revenue', 'percent', 'once', ['share of revenue', 'revenue share', 'customer concentration', 'largest customer share', 'concentration', 'percent of revenue']],
    ['revenue_at_risk', 'Revenue at risk', 'money', 'year', ['revenue at risk', 'arr require', 'arr requiring', 'arr required', 'revenue require', 'revenue requiring', 'arr clause', 'arr clauses', 'revenue clause', 'arr contracts', 'arr under contracts', 'revenue under contracts', 'mrr require@month', 'mrr requiring@month', 'arr depends', 'revenue depends', 'arr dependent', 'arr at risk', 'affected revenue', 'revenue exposed', 'revenue from customers requiring', 'contracts at risk', 'mrr at risk@month']],
    ['fundraise_amount', 'Amount raised', 'money', 'once', ['raise', 'amount raised', 'round size', 'investment amount', 'equity raised']],
    ['dilution', 'Dilution', 'percent', 'once', ['dilution', 'equity given', 'stake sold', 'equity stake']],
  ],
  saas: [
    ['arpa', 'Revenue per customer (monthly)', 'money', 'month', ['arpa', 'arpu', 'average revenue per account', 'average revenue per user', 'average revenue per customer', 'revenue per customer', 'revenue per account', 'acv@year', 'annual contract value@year', 'average contract value@year', 'average revenue per customer per year@year', 'arpa annual@year']],
    ['customers', 'Customers', 'count', 'once', ['customers', 'total customers', 'paying customers', 'customer count', 'accounts', 'clients', 'subscribers', 'paid accounts', 'active customers', 'number of customers']],
    ['churn', 'Churn (monthly)', 'percent', 'month', ['churn', 'churn rate', 'customer churn', 'logo churn', 'monthly churn', 'annual churn@year', 'yearly churn@year', 'churn annual@year', 'annual churn rate@year', 'attrition']],
    ['revenue_churn', 'Revenue churn (monthly)', 'percent', 'month', ['revenue churn', 'gross revenue churn', 'mrr churn', 'annual revenue churn@year']],
    ['nrr', 'Net revenue retention', 'percent', 'once', ['nrr', 'net revenue retention', 'net dollar retention', 'ndr', 'net retention']],
    ['grr', 'Gross revenue retention', 'percent', 'once', ['grr', 'gross revenue retention', 'gross retention', 'gross dollar retention']],
    ['ltv', 'Customer lifetime value', 'money', 'once', ['ltv', 'lifetime value', 'customer lifetime value', 'clv', 'cltv', 'clv gross', 'lifetime gross profit']],
    ['cac', 'Customer acquisition cost', 'money', 'once', ['cac', 'customer acquisition cost', 'acquisition cost', 'cost per customer', 'cost per acquisition', 'cpa', 'blended cac', 'paid cac', 'cost to acquire a customer', 'cost per new customer', 'cost per customer acquired']],
    ['ltv_cac', 'LTV ÷ CAC', 'ratio', 'once', ['ltv cac', 'ltv to cac', 'ltv cac ratio', 'ltv over cac', 'ltv divided by cac', 'lifetime value to cac']],
    ['cac_payback', 'CAC payback', 'months', 'once', ['cac payback', 'payback period', 'cac payback period', 'months to recover cac', 'payback on cac']],
    ['burn_multiple', 'Burn multiple', 'ratio', 'once', ['burn multiple']],
    ['net_new_arr', 'Net new ARR', 'money', 'year', ['net new arr', 'new arr', 'net new mrr@month', 'new mrr added@month']],
    ['free_to_paid', 'Free-to-paid conversion', 'percent', 'once', ['free to paid conversion', 'free to paid', 'conversion to paid', 'trial conversion', 'trial to paid', 'free conversion', 'upgrade rate', 'freemium conversion', 'paid conversion']],
    ['free_users', 'Free users', 'count', 'once', ['free users', 'free accounts', 'free tier users', 'active free users', 'expected free signups', 'free signups']],
    ['cost_per_free_user', 'Cost to serve a free user', 'money', 'month', ['cost per free user', 'cost to serve a free user', 'free user cost', 'cost per free account', 'infrastructure cost per free user', 'annual cost per free user@year']],
    ['cost_to_serve', 'Cost to serve a customer', 'money', 'month', ['cost to serve', 'cost of service', 'servicing cost', 'cost per account', 'support cost per customer', 'annual cost to serve@year']],
    ['price', 'Price', 'money', 'month', ['price', 'list price', 'current price', 'plan price', 'subscription price', 'monthly price', 'price per seat', 'annual price@year', 'price per year@year']],
    ['price_change', 'Price change', 'percent', 'once', ['price increase', 'price change', 'price rise', 'proposed increase', 'price cut', 'price reduction', 'proposed price change']],
    ['volume_loss', 'Expected customer loss', 'percent', 'once', ['expected churn from the increase', 'cannibalised', 'cannibalized', 'cannibalisation', 'cannibalization', 'would cancel', 'say they would cancel', 'would leave', 'would churn', 'cancel at', 'would downgrade', 'say they would downgrade', 'expected to cancel', 'likely to cancel', 'expected customer loss', 'expected volume loss', 'customers lost', 'expected churn increase', 'churn impact', 'expected lost customers', 'volume loss', 'expected churn from price change', 'customers expected to leave', 'expected loss of customers', 'additional churn']],
    ['pilot_churn', 'Churn in a price pilot (monthly)', 'percent', 'month', ['churn in the price pilot', 'pilot churn', 'churn pilot', 'churn among accounts in the pilot', 'churn at the new price', 'churn test group', 'churn in the test']],
    ['pilot_win_rate', 'Win rate in a price pilot', 'percent', 'once', ['win rate pilot', 'win rate in the pilot', 'win rate at the new price', 'win rate test group', 'pilot win rate']],
    ['volume_gain', 'Expected volume gain', 'percent', 'once', ['expected volume gain', 'expected uplift', 'volume uplift', 'sales uplift', 'expected sales increase', 'demand uplift', 'expected increase in sales', 'expected new customers increase']],
    ['activation', 'Activation rate', 'percent', 'once', ['activation', 'activation rate', 'onboarding completion']],
    // One plan's or tier's revenue ("Pro plan MRR"), not the company's: what a repackaging can cannibalise.
    ['plan_mrr', 'MRR of the plan affected', 'money', 'month', ['plan mrr', 'plan revenue', 'tier mrr', 'tier revenue', 'mrr from the plan', 'revenue from the plan', 'plan monthly revenue', 'paid plan mrr', 'plan arr@year', 'tier arr@year']],
  ],
  marketing: [
    ['marketing_spend', 'Marketing spend (monthly)', 'money', 'month', ['marketing budget', 'ad spend', 'spend', 'budget', 'media spend', 'paid spend', 'monthly spend', 'monthly budget', 'campaign budget', 'marketing spend', 'current budget', 'channel spend', 'annual budget@year', 'annual marketing spend@year', 'spend last month', 'monthly ad spend']],
    ['channel_revenue', 'Revenue attributed (monthly)', 'money', 'month', ['revenue attributed', 'attributed revenue', 'channel revenue', 'revenue from channel', 'campaign revenue', 'revenue generated', 'attributed sales', 'attributed pipeline won', 'annual attributed revenue@year']],
    ['roas', 'Return on ad spend', 'ratio', 'once', ['roas', 'return on ad spend', 'return on spend', 'return on advertising spend', 'marketing return', 'campaign return']],
    ['roi', 'Return on investment', 'percent', 'once', ['roi', 'return on investment', 'marketing roi', 'campaign roi']],
    ['signups', 'Sign-ups (monthly)', 'count', 'month', ['sign ups', 'sign ups per month', 'monthly sign ups', 'new sign ups', 'signups per month', 'monthly signups', 'new signups', 'registrations', 'registrations per month', 'trial starts', 'trials started', 'new trials']],
    ['signup_gain', 'Expected increase in sign-ups', 'percent', 'once', ['increase in sign ups', 'sign up increase', 'sign ups increase', 'sign up uplift', 'sign ups uplift', 'growth in sign ups', 'sign up growth', 'increase in signups', 'signup uplift', 'signups uplift', 'increase in registrations', 'increase in trials', 'trial uplift']],
    ['cpl', 'Cost per lead', 'money', 'once', ['cost per lead', 'cpl', 'cost per mql', 'cost per sql']],
    ['leads', 'Leads per month', 'count', 'month', ['leads', 'leads per month', 'new leads', 'mqls', 'sqls', 'monthly leads', 'leads generated', 'new leads last 30 days']],
    ['lead_conversion', 'Lead-to-customer conversion', 'percent', 'once', ['lead to customer conversion', 'lead conversion', 'lead to customer', 'conversion rate', 'lead to close', 'mql to customer', 'visitor to lead conversion']],
    ['ctr', 'Click-through rate', 'percent', 'once', ['ctr', 'click through rate', 'clickthrough rate']],
    ['cpc', 'Cost per click', 'money', 'once', ['cpc', 'cost per click']],
    ['new_customers', 'New customers (monthly)', 'count', 'month', ['new customers', 'customers attributed', 'attributed customers', 'customers sourced', 'customers from', 'customers acquired', 'new customers per month', 'paying customers won', 'conversions', 'customers acquired', 'customers won', 'new customers per month', 'incremental customers', 'expected new customers', 'added customers', 'deals won']],
    ['marginal_cac', 'Marginal CAC', 'money', 'once', ['marginal cac', 'incremental cac', 'cac on the extra spend', 'cost per incremental customer']],
    ['demand_signals', 'Demand signals', 'count', 'once', ['waitlist', 'beta accounts', 'beta customers', 'beta accounts using', 'pilot accounts', 'trial accounts using', 'wait list', 'signups', 'pre orders', 'preorders', 'letters of intent', 'lois', 'beta users', 'pilot customers', 'interested customers', 'qualified prospects', 'committed customers', 'design partners']],
  ],
  sales: [
    ['pipeline', 'Open pipeline', 'money', 'once', ['pipeline', 'open pipeline', 'pipeline value', 'qualified pipeline', 'total pipeline', 'sales pipeline', 'pipeline for the quarter', 'pipeline this quarter']],
    ['weighted_pipeline', 'Weighted pipeline', 'money', 'once', ['weighted pipeline', 'probability weighted pipeline', 'weighted forecast']],
    ['pipeline_coverage', 'Pipeline coverage', 'ratio', 'once', ['pipeline coverage', 'coverage ratio', 'coverage', 'pipeline to target']],
    ['win_rate', 'Win rate', 'percent', 'once', ['win rate', 'close rate', 'close ratio', 'win ratio', 'deal win rate']],
    ['average_deal', 'Average deal size', 'money', 'once', ['average deal size', 'average deal', 'deal size', 'average order value', 'aov', 'average sale', 'average won deal', 'average contract size']],
    ['sales_cycle', 'Sales cycle', 'days', 'once', ['sales cycle', 'sales cycle length', 'days to close', 'time to close']],
    ['meetings_per_rep', 'Meetings booked per rep (monthly)', 'count', 'month', ['meetings booked per sdr', 'meetings per sdr', 'meetings booked per rep', 'meetings per rep', 'meetings booked per sdr per month', 'meetings per month per sdr', 'demos booked per sdr', 'meetings booked']],
    ['meeting_to_opp', 'Meeting-to-opportunity rate', 'percent', 'once', ['meeting to opportunity rate', 'meeting to opportunity', 'meeting to opp', 'meeting to opportunity conversion', 'demo to opportunity']],
    ['quota', 'Quota per rep (annual)', 'money', 'year', ['quota', 'annual quota', 'quota per rep', 'target per rep', 'rep quota', 'quota per sdr@year', 'monthly quota@month', 'pipeline per sdr@year', 'revenue per rep']],
    ['quota_attainment', 'Quota attainment', 'percent', 'once', ['quota attainment', 'attainment', 'average attainment', 'reps at quota']],
    ['ramp_time', 'Ramp time', 'months', 'once', ['ramp', 'ramp time', 'time to ramp', 'ramp period', 'time to productivity']],
    ['cost_per_hire', 'Fully loaded cost per hire (annual)', 'money', 'year', ['salary', 'fully loaded cost', 'cost per hire', 'ote', 'annual cost per head', 'compensation', 'salary per head', 'loaded cost', 'fully loaded salary', 'cost per employee', 'cost per engineer', 'cost per rep', 'cost per sdr', 'on target earnings', 'monthly cost per hire@month', 'monthly salary@month', 'annual salary']],
    ['revenue_target', 'Revenue target', 'money', 'once', ['target', 'revenue target', 'forecast commitment', 'commitment', 'goal', 'bookings target', 'quarterly target', 'committed forecast', 'target revenue', 'sales target', 'board target', 'quota for the quarter', 'plan']],
    ['deal_value', 'Deal value', 'money', 'once', ['deal value', 'renewal acv', 'deal acv', 'new acv', 'acv of the deal', 'deal arr', 'contract acv', 'contract value', 'tcv', 'total contract value', 'deal amount', 'contract', 'deal', 'contract size', 'renewal value', 'annual contract', 'first year value']],
    ['delivery_cost', 'Cost to deliver the deal', 'money', 'once', ['cost to deliver', 'custom development', 'custom development cost', 'development cost', 'cost of sale', 'cost of the deal', 'deal costs', 'cost to service the account', 'service and hosting cost', 'hosting and support cost', 'delivery cost', 'cost of delivery', 'direct costs', 'cogs', 'cost of goods sold', 'cost of goods', 'implementation effort', 'service cost of the deal', 'cost to fulfil', 'cost to fulfill']],
    ['commission', 'Sales commission', 'percent', 'once', ['commission', 'commission rate', 'sales commission', 'sales commission rate']],
    ['discount', 'Discount', 'percent', 'once', ['discount', 'discount requested', 'discount offered', 'proposed discount', 'discount asked', 'price reduction requested']],
  ],
  operations: [
    ['headcount', 'Headcount', 'count', 'once', ['headcount', 'employees', 'team size', 'staff', 'fte', 'ftes', 'people', 'current team']],
    ['hires', 'People to hire', 'count', 'once', ['hires', 'new hires', 'roles', 'open roles', 'number of hires', 'positions']],
    ['utilisation', 'Utilisation', 'percent', 'once', ['utilisation', 'utilization', 'capacity utilisation', 'capacity utilization', 'team utilisation', 'occupancy', 'capacity used', 'billable utilisation', 'load', 'warehouse utilisation', 'space utilisation', 'desk occupancy', 'desks occupied', 'office occupancy']],
    // The space's capacity: with headcount it gives the office's occupancy.
    ['desks', 'Desks (seats in the office)', 'count', 'once', ['desks', 'desk count', 'number of desks', 'workstations', 'workspaces', 'office capacity', 'seating capacity', 'office seats', 'seats in the office', 'desk capacity']],
    ['backlog', 'Backlog', 'count', 'once', ['backlog', 'open tickets', 'queue', 'ticket backlog', 'order backlog']],
    ['response_time', 'Response time', 'hours', 'once', ['first response time', 'response time', 'resolution time', 'time to resolve']],
    ['on_time', 'On-time delivery', 'percent', 'once', ['on time delivery', 'on time', 'otif', 'delivery performance']],
    ['lease_term', 'Lease or commitment term', 'months', 'once', ['lease term', 'lease length', 'commitment term', 'contract term', 'contract length', 'lease duration', 'commitment length', 'minimum term']],
    ['rent', 'Rent (monthly)', 'money', 'month', ['rent', 'monthly rent', 'lease cost', 'rent per month', 'annual rent@year', 'yearly rent@year', 'lease payment', 'monthly lease']],
    // What we pay today is not the rent being proposed: kept apart so "Current rent" is never read as the new lease.
    ['current_rent', 'Current rent (monthly)', 'money', 'month', ['current rent', 'current rent per month', 'current monthly rent', 'rent today', 'existing rent', 'rent we pay today', 'current office rent', 'current office rent per month', 'current lease cost', 'current annual rent@year', 'current rent per year@year']],
    ['current_vendor_cost', 'Current vendor cost (annual)', 'money', 'year', ['current vendor cost', 'current cost', 'existing cost', 'incumbent cost', 'current annual cost', 'current contract cost', 'current monthly cost@month', 'cost today']],
    ['new_vendor_cost', 'New vendor cost (annual)', 'money', 'year', ['new vendor cost', 'new cost', 'proposed cost', 'quoted cost', 'new annual cost', 'quote', 'new monthly cost@month', 'proposed monthly cost@month', 'new vendor price']],
    ['switching_cost', 'Switching cost', 'money', 'once', ['switching cost', 'migration cost', 'transition cost', 'exit fee', 'termination fee', 'cost to switch', 'one off migration cost', 'onboarding cost']],
    ['nps', 'Net promoter score', 'score', 'once', ['nps', 'net promoter score']],
    ['csat', 'Customer satisfaction', 'percent', 'once', ['csat', 'customer satisfaction', 'satisfaction']],
  ],
  engineering: [
    ['uptime', 'Uptime', 'percent', 'once', ['uptime', 'availability', 'service availability', 'uptime last quarter', 'uptime last 90 days']],
    ['sla', 'Uptime commitment (SLA)', 'percent', 'once', ['sla', 'sla target', 'uptime commitment', 'contractual uptime', 'uptime sla', 'availability commitment', 'committed uptime']],
    ['incidents', 'Incidents', 'count', 'once', ['incidents', 'outages', 'sev1 incidents', 'p1 incidents', 'major incidents', 'incidents per month']],
    ['engineers', 'Engineers', 'count', 'once', ['engineers', 'developers', 'engineering headcount', 'engineering team']],
    ['maintenance_share', 'Engineering time on maintenance', 'percent', 'once', ['time lost to tech debt', 'maintenance share', 'time spent on maintenance', 'unplanned work', 'engineering time on maintenance', 'time on tech debt', 'tech debt share']],
    ['hours_saved', 'Hours saved (monthly)', 'hours', 'month', ['hours saved', 'hours spent maintaining', 'hours per month spent maintaining', 'maintenance hours', 'hours spent on', 'hours lost to', 'hours saved per month', 'time saved', 'engineering hours saved', 'staff hours saved']],
    ['hourly_cost', 'Cost per hour', 'money', 'once', ['hourly cost', 'cost per hour', 'hourly rate', 'loaded hourly cost', 'blended hourly rate']],
    ['infra_cost', 'Infrastructure cost (monthly)', 'money', 'month', ['cloud cost', 'hosting cost', 'infrastructure cost', 'aws bill', 'cloud bill', 'annual cloud cost@year']],
    ['open_bugs', 'Open critical bugs', 'count', 'once', ['open bugs', 'critical bugs', 'blocking bugs', 'p0 bugs', 'p1 bugs', 'release blockers', 'open blockers', 'known blockers']],
    ['test_coverage', 'Test coverage', 'percent', 'once', ['test coverage', 'code coverage']],
  ],
  security: [
    ['critical_vulns', 'Open critical vulnerabilities', 'count', 'once', ['open critical vulnerabilities', 'critical vulnerabilities', 'critical vulns', 'high severity vulnerabilities', 'critical findings', 'open critical findings', 'unpatched critical vulnerabilities', 'critical cves', 'open high vulnerabilities']],
    ['compliance_status', 'Compliance status', 'text', 'once', ['soc 2', 'soc2', 'soc 2 report', 'soc 2 status', 'soc 2 type ii', 'iso 27001', 'certification', 'compliance status', 'audit status', 'pen test', 'penetration test', 'vendor soc 2 report', 'dpa', 'hipaa', 'pci', 'pci dss', 'gdpr compliance', 'security review', 'security questionnaire']],
    ['customers_requiring', 'Customers requiring it by contract', 'count', 'once', ['customers requiring', 'contracts requiring', 'customers that require', 'enterprise customers requiring', 'contractual requirement', 'required by contract', 'deals requiring', 'customers asking for']],
    ['breach_cost', 'Cost of a breach', 'money', 'once', ['expected breach cost', 'cost of a breach', 'breach cost', 'potential fine', 'fine', 'penalty', 'regulatory fine', 'incident cost']],
    ['breach_probability', 'Chance of a breach (annual)', 'percent', 'once', ['breach probability', 'probability of a breach', 'chance of a breach', 'likelihood of breach', 'annual breach likelihood']],
    ['mfa_coverage', 'MFA coverage', 'percent', 'once', ['mfa coverage', 'mfa adoption', '2fa coverage']],
  ],
  proposal: [
    ['budget_from', 'Budget today', 'money', 'month', ['budget today', 'current monthly budget', 'budget from']],
    ['budget_to', 'Proposed budget', 'money', 'month', ['proposed budget', 'new budget', 'budget to', 'proposed monthly budget', 'new monthly budget']],
    ['amount_moved', 'Amount moved', 'money', 'month', ['amount moved', 'amount to move', 'reallocation', 'budget moved']],
    ['change_pct', 'Proposed change', 'percent', 'once', ['proposed change', 'change']],
    ['timeframe', 'Time to the target', 'months', 'once', ['timeframe', 'time frame', 'horizon', 'months to target', 'deadline']],
    // Commercial (marketing, sales, pricing, packaging, deals) — read by analyses-commercial.ts.
    ['marginal_roas', 'Marginal ROAS', 'ratio', 'once', ['marginal roas', 'incremental roas', 'roas on the last', 'marginal return on ad spend', 'roas on the extra spend', 'roas on incremental spend', 'marginal return on spend']],
    ['pilot_volume_change', 'Volume change in a price pilot', 'percent', 'once', ['change in the pilot', 'change at the pilot', 'gmv change in the pilot', 'volume change in the pilot', 'booking change', 'bookings change', 'gmv change', 'volume change', 'order change', 'orders change', 'unit sales change', 'demand change']],
    ['plan_revenue', 'Revenue in the plan (base case)', 'money', 'once', ['plan base case', 'base case', 'base case forecast', 'budgeted revenue', 'revenue in the plan', 'operating plan revenue', 'plan forecast']],
    ['prior_period_revenue', 'Revenue in the same period last year', 'money', 'once', ['same quarter last year', 'revenue same quarter last year', 'revenue same period last year', 'q1 revenue last year', 'q2 revenue last year', 'q3 revenue last year', 'q4 revenue last year', 'quarter revenue last year', 'same month last year', 'revenue same month last year']],
    ['worst_growth', 'Lowest historical growth (year on year)', 'percent', 'once', ['lowest growth', 'worst growth', 'weakest growth', 'minimum growth', 'lowest year on year growth', 'lowest yoy growth', 'lowest quarterly growth', 'worst quarter growth', 'worst quarterly growth']],
    ['revenue_to_date', 'Revenue booked so far in the period', 'money', 'once', ['booked so far', 'revenue booked so far', 'revenue to date', 'quarter to date revenue', 'qtd revenue', 'booked to date']],
    ['units', 'Units in the order', 'count', 'once', ['units ordered', 'order quantity', 'quantity ordered', 'units requested', 'units in the order', 'order units']],
    ['unit_price', 'Price per unit offered', 'money', 'once', ['price per unit', 'unit price', 'price per unit offered', 'offered price per unit', 'price offered per unit', 'selling price per unit']],
    ['unit_cost', 'Cost per unit', 'money', 'once', ['unit cost', 'cost per unit', 'landed cost per unit', 'landed cost', 'cogs per unit', 'cost of goods per unit', 'variable cost per unit']],
    ['deductions', 'Customer deductions', 'percent', 'once', ['chargebacks', 'compliance chargebacks', 'retailer chargebacks', 'deductions', 'retailer deductions', 'co op allowance', 'marketing allowance']],
    ['delivery_cost_monthly', 'Cost to deliver the deal (monthly)', 'money', 'month', ['delivery cost per month', 'delivery team cost', 'monthly delivery cost', 'team cost per month', 'cost to deliver per month', 'monthly cost to deliver', 'account team cost']],
    ['annual_plan_price', 'Price of the annual plan', 'money', 'year', ['proposed annual price', 'annual plan price', 'annual billing price', 'price of the annual plan', 'annual prepay price', 'prepaid annual price', 'annual subscription price']],
    ['addon_mrr', 'MRR of the add-on', 'money', 'month', ['add on mrr', 'addon mrr', 'add on revenue', 'revenue from the add on', 'add on monthly revenue', 'add on arr@year']],
  ],
}

// ---- Operations, finance, engineering and security --------------------------------
// More names for the metrics above, then the metrics that sites, cloud commitments, treasury, experiments,
// processor agreements and controls required by a contract or an insurer are judged by.
const MORE_NAMES: Record<string, string[]> = {
  // What an asset or project adds is its benefit, not the company's EBITDA.
  added_profit: ['extra ebitda', 'incremental ebitda', 'additional ebitda', 'added ebitda', 'ebitda from the'],
  upfront_cost: ['build estimate', 'estimate to build'],
  added_cost: ['yearly maintenance@year', 'maintenance per year@year', 'cost per year@year'],
  // A subscription paid today for what a build or switch would replace.
  current_vendor_cost: ['current subscription', 'subscription today', 'current licence', 'current license'],
  ebitda: ['profit per month@month', 'current profit per month@month'],
}
for (const list of Object.values(rows)) for (const row of list) row[4].push(...(MORE_NAMES[row[0]] ?? []))
rows.operations.push(
  // A site's throughput and what it can handle (orders, units, patients a month): consolidation turns on them.
  ['site_volume', 'Volume handled (monthly)', 'count', 'month', ['orders per month', 'orders a month', 'monthly orders', 'orders shipped', 'units shipped', 'shipments per month', 'monthly shipments', 'order volume', 'units per month']],
  ['site_capacity', 'Capacity of the site (monthly)', 'count', 'month', ['capacity', 'site capacity', 'maximum capacity', 'max capacity', 'throughput capacity', 'capacity orders', 'capacity orders per month', 'capacity units', 'capacity units per month', 'capacity per month']],
  // A contract's remedy when a service level is missed ("service credits and a termination right").
  ['contract_remedy', 'Contract remedy for a breach', 'text', 'once', ['contract remedy', 'remedy for missing', 'sla remedy', 'remedy', 'penalty for missing', 'termination right']],
  // Opening a site: the losses while it ramps up, and how long until it breaks even.
  ['ramp_loss', 'Loss while ramping (monthly)', 'money', 'month', ['peak monthly loss', 'monthly loss while ramping', 'loss while ramping', 'ramp loss', 'ramp up loss', 'operating loss during ramp', 'start up losses', 'startup losses', 'monthly loss during ramp']],
  ['breakeven_time', 'Time to break even', 'months', 'once', ['months to break even', 'time to break even', 'break even months', 'months to breakeven', 'time to breakeven', 'break even in']],
)
rows.finance.push(
  // A cloud savings plan or reserved capacity: what is committed a month, and the usage it must stay under.
  ['usage_commitment', 'Committed spend (monthly)', 'money', 'month', ['savings plan commitment', 'commitment per month', 'monthly commitment', 'committed spend', 'committed spend per month', 'reserved instance commitment', 'committed use commitment', 'reservation commitment']],
  ['usage_floor', 'Lowest monthly usage', 'money', 'once', ['lowest monthly spend', 'lowest monthly usage', 'lowest monthly compute spend', 'lowest monthly cloud spend', 'minimum monthly spend', 'minimum monthly usage', 'usage floor', 'baseline usage', 'steady state usage', 'lowest month of usage']],
  ['usage_average', 'Average monthly usage', 'money', 'once', ['average monthly spend', 'average monthly usage', 'average monthly compute spend', 'average monthly cloud spend', 'mean monthly spend']],
  // Treasury: how much is to be placed, and in what.
  ['amount_to_invest', 'Amount to invest', 'money', 'once', ['amount to invest', 'amount invested', 'amount to place', 'amount to deposit', 'sum to invest', 'surplus to invest', 'cash to invest']],
  ['instrument', 'Instrument', 'text', 'once', ['instrument', 'investment instrument', 'investment vehicle', 'asset class', 'where it would be invested', 'investment product']],
  ['insurance_cover', 'Insurance cover', 'money', 'once', ['insurance cover', 'insurance coverage', 'cyber insurance cover', 'cover limit', 'policy limit', 'coverage limit', 'sum insured', 'insured amount', 'limit of indemnity']],
)
rows.engineering.push(
  // An A/B test: the measured uplift and how sure we are of it; a guardrail metric per arm.
  ['test_uplift', 'Uplift measured in the test', 'percent', 'once', ['uplift in the a b test', 'a b test uplift', 'ab test uplift', 'conversion uplift', 'conversion rate uplift', 'test uplift', 'lift in the test', 'experiment uplift', 'uplift in the test', 'uplift in the experiment', 'measured uplift']],
  ['test_significance', 'Statistical significance of the test', 'percent', 'once', ['statistical significance', 'significance', 'confidence level', 'test confidence', 'statistical confidence', 'significance level reached']],
  ['payment_success', 'Payment success rate', 'percent', 'once', ['payment success rate', 'payment success', 'authorisation rate', 'authorization rate', 'checkout success rate', 'payout success rate', 'payment acceptance rate']],
  ['payment_failure', 'Payment failure rate', 'percent', 'once', ['payment failure rate', 'payout failure rate', 'failed payments', 'failed payouts', 'payment decline rate', 'decline rate', 'payment error rate']],
  // What a beta or pilot earned, and what it lost directly (fraud, chargebacks).
  ['pilot_revenue', 'Revenue in the beta or pilot', 'money', 'once', ['revenue in beta', 'revenue in the beta', 'beta revenue', 'pilot revenue', 'revenue in the pilot', 'fee revenue in beta', 'fees earned in beta', 'fees in beta']],
  ['pilot_losses', 'Direct losses in the beta or pilot', 'money', 'once', ['fraud losses', 'fraud loss', 'losses to fraud', 'chargeback losses', 'chargebacks', 'losses in beta', 'losses in the beta', 'losses in the pilot', 'fraud losses in beta']],
)
rows.security.push(
  // A control that a contract, an insurer or a regulation requires ("Client MSA requires MFA": Yes).
  ['required_control', 'Required by contract, insurer or regulation', 'text', 'once', ['msa requires', 'contract requires', 'contracts require', 'agreement requires', 'dpa requires', 'insurer requires', 'insurance requires', 'required by the insurer', 'required by our insurer', 'required for renewal', 'required to renew', 'policy requires', 'regulation requires', 'required by law', 'required by regulation', 'contractually required']],
  // Whether a vendor will sign the agreement the law requires for the data it handles (HIPAA BAA, GDPR Art. 28 DPA).
  ['processor_agreement', 'Data-processing agreement signed', 'text', 'once', ['business associate agreement', 'baa', 'sign a baa', 'sign the baa', 'data processing agreement', 'sign a dpa', 'sign the dpa', 'processor agreement']],
  ['regulated_data', 'Regulated data handled', 'text', 'once', ['patient names', 'patient data', 'patient details', 'contain patient', 'health information', 'protected health information', 'phi', 'health data', 'medical records', 'personal data', 'contain personal data', 'cardholder data', 'card data']],
)

// ---- Commercial, second round ----------------------------------------------------
// More names for the metrics above, then the figures that a revenue floor under a commitment, a hotel's
// displacement of its own guests and a repeated price rise are judged by. Read by analyses-commercial.ts.
const MORE_NAMES_C: Record<string, string[]> = {
  // Installs are a game's or an app's customers: cost per install is its CAC, revenue per install its lifetime value.
  cac: ['cpi', 'blended cpi', 'cost per install', 'cost per download'],
  ltv: ['revenue per install', 'lifetime revenue per install', 'ltv per install', 'revenue per download'],
  // Revenue a channel's own tracking (promo codes, coupons) ties to it.
  channel_revenue: ['revenue from promo code', 'promo code revenue', 'revenue from coupons', 'coupon revenue', 'revenue from coupon', 'revenue from the channel', 'fees billed to clients', 'fees from the channel', 'revenue from clients won'],
  marketing_spend: ['listing cost', 'directory listing cost', 'sponsorship cost'],
  volume_loss: ['volume lost', 'volume lost in the pilot', 'customers lost in the pilot', 'merchants lost in the pilot'],
  revenue_target: ['revenue commitment', 'committed revenue figure', 'revenue to commit'],
  // A price that is a unit's (a load, a seat, a student, a room) rather than the plan's.
  unit_price: ['average revenue per', 'list price per', 'list price per year', 'revenue per load', 'rate per load', 'price per seat per year'],
  unit_cost: ['variable cost per', 'variable cost per year', 'variable cost', 'cost per occupied room', 'direct cost per'],
  units: ['committed loads', 'committed units', 'committed volume', 'committed orders', 'committed shipments', 'loads per year'],
  delivery_cost: ['cost including contingency', 'estimated cost to complete', 'cost to complete', 'job cost', 'project cost estimate'],
}
for (const list of Object.values(rows)) for (const row of list) row[4].push(...(MORE_NAMES_C[row[0]] ?? []))
rows.proposal.push(
  // Revenue already under contract for the period committed, and the lowest uncontracted revenue a period has brought.
  ['contracted_revenue', 'Revenue under contract for the period', 'money', 'once', ['contracted revenue', 'contracted recurring revenue', 'revenue under contract', 'contracted revenue for the period', 'revenue already contracted', 'contracted backlog for the period']],
  ['worst_other_revenue', 'Lowest uncontracted revenue in a period on record', 'money', 'once', ['spot revenue lowest', 'lowest spot revenue', 'uncontracted revenue lowest', 'lowest uncontracted revenue', 'non contracted revenue lowest', 'lowest non contracted revenue', 'transactional revenue lowest', 'lowest transactional revenue']],
  ['typical_other_revenue', 'Uncontracted revenue in an average period', 'money', 'once', ['spot revenue average', 'average spot revenue', 'uncontracted revenue average', 'average uncontracted revenue', 'transactional revenue average']],
  // A growth rate promised for the coming year, and a past price rise's effect on volume.
  ['growth_target', 'Growth rate committed', 'percent', 'once', ['growth target', 'committed growth', 'growth commitment', 'growth promised', 'target growth']],
  ['past_rise_volume_change', 'Volume change after a past price rise', 'percent', 'once', ['change after rise', 'volume change after the last rise', 'change after last price rise', 'change after the last increase', 'change after increase']],
  ['past_price_change', 'Size of the last price rise', 'percent', 'once', ['last price rise', 'last price increase', 'previous price rise', 'previous price increase', 'price rise last year', 'price increase last year']],
  // What one order earns, and how often a customer orders in a year (one row per kind of customer).
  ['contribution_per_order', 'Contribution per order', 'money', 'once', ['contribution per order', 'margin per order', 'gross profit per order', 'profit per order', 'contribution per order before discount']],
  ['orders_per_year', 'Orders per customer a year', 'count', 'once', ['orders per year', 'orders per customer per year', 'orders a year', 'purchases per year', 'purchase frequency', 'order frequency per year']],
  // An extra sold alongside the main unit (breakfast with a room, setup with a licence) that would be included free.
  ['extra_cost', 'Cost of the extra per person served', 'money', 'once', ['cost per guest', 'cost per person', 'cost per serving', 'cost of the extra', 'cost per user served']],
  ['users_per_sale', 'People served per unit sold', 'count', 'once', ['guests per room', 'guests per occupied room', 'guests per booking', 'people per order', 'users per account', 'people per booking']],
  ['take_up', 'Share buying the extra today', 'percent', 'once', ['attach rate', 'take up', 'take up rate', 'buying today', 'share buying today', 'share who buy it today']],
  ['units_sold_year', 'Units sold a year', 'count', 'once', ['room nights per year', 'occupied room nights per year', 'units sold per year', 'bookings per year', 'sales per year']],
  ['bundle_price_change', 'Price change with the extra included', 'money', 'once', ['rate change with', 'price change with', 'rate increase with', 'price increase with']],
  ['occupancy_gain', 'Expected occupancy gain (points)', 'percent', 'once', ['occupancy gain', 'expected occupancy gain', 'occupancy increase', 'utilisation gain', 'load factor gain']],
  // A block of capacity (rooms, seats) a buyer wants at a group rate, and what that capacity sells for otherwise.
  ['block_units', 'Units in the block requested', 'count', 'once', ['rooms requested', 'allotment', 'room block', 'rooms in the block', 'group rooms', 'seats requested', 'block size']],
  ['block_rate', 'Rate offered for the block', 'money', 'once', ['allotment rate', 'group rate', 'block rate', 'rate for the block', 'rate offered per night', 'contracted rate per night']],
  ['adr', 'Average daily rate', 'money', 'once', ['adr', 'average daily rate', 'average room rate', 'rate per night achieved']],
  ['capacity_units', 'Rooms or seats we have', 'count', 'once', ['rooms', 'room count', 'rooms in the hotel', 'keys', 'number of rooms', 'seats available']],
)
// ---- Operations, finance, people and security, second round -------------------------
// Children's data and parental consent (launches).
rows.security.push(
  ['child_users', 'Users under 13', 'percent', 'once', ['users under 13', 'children under 13', 'kids under 13', 'under 13 users', 'share of users under 13', 'users aged under 13', 'users younger than 13']],
  ['target_age', 'Target age', 'text', 'once', ['target age', 'age range', 'target age group', 'target ages']],
  ['parental_consent', 'Verifiable parental consent', 'text', 'once', ['parental consent', 'verifiable parental consent', 'parental consent flow', 'consent from parents', 'parent consent']],
)
// Refinancing: the rate paid today and the one offered, and what moving costs.
rows.finance.push(
  ['current_interest_rate', 'Interest rate paid today', 'percent', 'once', ['current interest rate', 'existing interest rate', 'current rate', 'rate today', 'existing rate', 'current loan rate', 'interest rate today', 'rate on the current loan', 'existing loan rate']],
  ['new_interest_rate', 'Interest rate offered', 'percent', 'once', ['new interest rate', 'new rate', 'offered rate', 'refinanced rate', 'refinance rate', 'rate offered', 'new loan rate', 'proposed rate', 'interest rate offered']],
  ['refinance_fees', 'Fees to refinance', 'money', 'once', ['arrangement fee', 'arrangement fees', 'arrangement and legal fees', 'refinancing fees', 'refinance fees', 'refinancing costs', 'refinance costs', 'closing costs', 'loan fees', 'origination fee']],
  ['early_repayment_charge', 'Early repayment charge', 'money', 'once', ['early repayment charge', 'early repayment fee', 'prepayment penalty', 'prepayment charge', 'break fee', 'break costs', 'early redemption charge']],
  // A leverage covenant in a loan agreement ("maximum net debt to EBITDA: 3x").
  ['leverage_covenant', 'Leverage covenant (net debt ÷ EBITDA)', 'ratio', 'once', ['net debt to ebitda', 'maximum net debt to ebitda', 'leverage covenant', 'net leverage covenant', 'debt to ebitda covenant', 'maximum leverage', 'covenant net debt ebitda', 'maximum debt to ebitda']],
)
// Card numbers kept unprotected; insurance cover that customer contracts require.
rows.security.push(
  ['plain_card_data', 'Card numbers stored unprotected', 'count', 'once', ['card numbers stored', 'card numbers in plain text', 'card numbers stored in plain text', 'unencrypted card numbers', 'stored card numbers', 'plain text card numbers', 'cards stored unencrypted', 'card numbers in notes', 'card numbers kept', 'full card numbers stored']],
  ['card_volume', 'Card payments (monthly)', 'money', 'month', ['card payments', 'card volume', 'card payments per year@year', 'card payment volume', 'card volume per month@month', 'payment volume', 'processing volume', 'card sales']],
  ['required_cover', 'Insurance cover required by contract', 'money', 'once', ['minimum liability cover', 'minimum insurance cover', 'minimum cover', 'required cover', 'required insurance cover', 'cover required', 'minimum coverage', 'insurance required by', 'contractual insurance requirement']],
)
// People: employer on-costs given apart from salary; a fee earner's billing rate and billable hours.
rows.operations.push(
  ['employer_oncost', 'Employer on-costs', 'percent', 'once', ['employer on costs', 'on costs', 'employer costs', 'payroll taxes and benefits', 'benefits and payroll taxes', 'employer taxes and benefits', 'employer contributions', 'benefits load']],
  ['billing_rate', 'Billing rate per hour', 'money', 'once', ['billing rate', 'billing rate per hour', 'hourly billing rate', 'charge out rate', 'bill rate', 'hourly rate billed', 'billable rate']],
  ['billable_hours', 'Billable hours (yearly)', 'hours', 'year', ['billable hours', 'expected billable hours', 'billable hours per year', 'billed hours', 'chargeable hours', 'annual billable hours']],
)
// A saving stated as a share: points off a processing rate (on the volume it applies to), or a share of a cost base.
rows.finance.push(
  ['rate_saving', 'Rate saving (points of volume)', 'percent', 'once', ['fee saving', 'rate saving', 'processing fee saving', 'fee reduction', 'rate reduction', 'lower fees by', 'saving on fees', 'processing rate saving', 'take rate saving']],
  ['saving_rate', 'Saving on the cost it applies to', 'percent', 'once', ['saving in the pilot', 'pilot saving', 'cost saving in the pilot', 'saving measured', 'measured saving', 'saving achieved', 'cost reduction in the pilot', 'saving rate', 'expected cost saving', 'expected saving']],
  ['saving_base', 'Cost the saving applies to (monthly)', 'money', 'month', ['fuel and driver cost', 'fleet fuel cost', 'fleet running cost', 'fleet cost per month', 'fleet operating cost', 'addressable cost', 'addressable spend', 'cost base', 'energy cost per month', 'fuel cost per month']],
)
// A new unit (restaurant, store, clinic): its projected sales and the margin the existing units earn.
rows.operations.push(
  ['unit_sales', 'Projected sales of the new unit (yearly)', 'money', 'year', ['projected year 1 sales', 'projected first year sales', 'projected sales new site', 'projected sales new store', 'projected annual sales', 'year 1 sales new site', 'projected sales']],
  ['unit_margin', 'Unit-level margin', 'percent', 'once', ['four wall ebitda margin', 'four wall margin', 'site level margin', 'store level margin', 'restaurant level margin', 'unit level margin', 'site ebitda margin', 'store ebitda margin', 'unit margin']],
)
// Currency risk: costs in a foreign currency, how far the rate has moved, and the hedge proposed.
rows.finance.push(
  ['fx_costs', 'Costs in a foreign currency (monthly)', 'money', 'month', ['euro denominated costs', 'dollar denominated costs', 'usd denominated costs', 'foreign currency costs', 'costs in foreign currency', 'costs in euros', 'costs in dollars', 'foreign currency exposure', 'fx exposure', 'currency exposure', 'committed foreign currency costs']],
  ['fx_move', 'Exchange-rate move', 'percent', 'once', ['eur gbp move', 'gbp eur move', 'eur usd move', 'usd eur move', 'gbp usd move', 'usd gbp move', 'exchange rate move', 'currency move', 'fx move', 'exchange rate swing', 'currency swing', 'adverse currency move', 'adverse fx move', 'exchange rate change']],
  ['hedge_ratio', 'Share of the exposure hedged', 'percent', 'once', ['hedge ratio', 'proposed hedge ratio', 'share hedged', 'share to hedge', 'hedged share', 'percentage hedged']],
  ['hedge_premium', 'Premium paid for the hedge', 'money', 'once', ['upfront premium', 'hedge premium', 'option premium', 'premium on forward contracts', 'cost of the hedge', 'hedging cost']],
)
/** More names for metrics above (kept here, in this block, to merge cleanly). */
const BOARD_D_NAMES: Record<string, string[]> = {
  // A professional firm's revenue is its fees; a yearly licence is a running cost.
  revenue: ['annual fees@year', 'fee income@year', 'total fees@year', 'fees billed@year'],
  customer_share: ['share of fees from', 'share of fees', 'fees from'],
  added_cost: ['licence per year@year', 'license per year@year', 'licence fee per year@year', 'license fee per year@year', 'premium per month@month', 'premium per year@year'],
  existing_debt_service: ['existing debt service', 'debt service per year@year', 'annual debt service', 'current debt payments'],
}
for (const list of Object.values(rows)) for (const row of list) row[4].push(...(BOARD_D_NAMES[row[0]] ?? []))

export const METRICS: MetricDef[] = Object.entries(rows).flatMap(([area, list]) =>
  list.map(([id, name, dimension, period, names]) => ({ id, name, dimension, period, area: area as Area, names })),
)
export const METRIC_BY_ID: ReadonlyMap<string, MetricDef> = new Map(METRICS.map((m) => [m.id, m]))

export function metric(id: string): MetricDef {
  const def = METRIC_BY_ID.get(id)
  if (!def) throw new Error(`Unknown metric ${id}`)
  return def
}

/** Metrics a company keeps as standing figures (the company figures screen offers these first). */
export const STANDING_METRICS = ['cash', 'net_burn', 'revenue', 'mrr', 'gross_margin', 'churn', 'nrr', 'cac', 'ltv', 'arpa', 'customers', 'headcount', 'ebitda', 'growth_rate', 'utilisation', 'uptime', 'existing_debt_service'] as const
