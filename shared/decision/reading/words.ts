// The board's vocabulary, kept as data: the words people write in a board pack's labels and in a
// question, each entry with an id and what it means. ./fact composes a figure's role from these
// (a "cost" quoted "per delivery" is a cost per unit; the same word "a year" is a recurring cost),
// and ./question reads a proposal from an action and its object ("buy" + "van"). A new synonym is
// a phrase added here; no reader matches a whole phrasing.
import { list, Vocabulary } from '../../language/vocabulary'
import type { ProposalKind } from '../kinds'
import type { Period, Role, Scope } from './roles'

/**
 * What a label's words name. `role` fixes the role whatever the period; `head` composes with the
 * quantity and period (a cost per unit, per month or once). `period` is the usual period of a flow
 * named without one (rent a month, a salary a year).
 */
export type Head = 'cost' | 'price' | 'fee' | 'revenue' | 'profit' | 'saving' | 'margin' | 'count' | 'value'
export type Concept = {
  id: string
  phrases: readonly string[]
  role?: Role
  head?: Head
  period?: Period
  /** The words name something the proposal acquires or opens (an asset, a site). */
  object?: ObjectKind
  /** The words say the amount is paid out (a cost), not charged to customers. */
  paid?: boolean
  /** The role a rate under these words has ("loan" at 8 % is its interest rate). */
  asRate?: Role
  /** The scope these words give when no other word does ("EBITDA" is the business as it is). */
  scope?: Scope
  /** Words that say what the figure is even before its noun ("minimum cover", "maximum loan"). */
  lead?: boolean
  /** Generic words ("share of", "change in") that give way to any other concept in the label. */
  weak?: boolean
  /** The role a duration under these words has ("a 5-year lease" is its term). */
  asDuration?: Role
  /** The words say what the figure is wherever they stand in the label, not only in its head ("… over their lifetime"). */
  anywhere?: boolean
}

export const CONCEPTS = new Vocabulary<Concept>([
  // ---- Costs ------------------------------------------------------------------------------------
  {
    id: 'cost',
    phrases: list('cost, costs, expense, expenses, outlay, spend, spending, bill, charges paid, outgoing'),
    head: 'cost',
  },
  {
    id: 'one-off-cost',
    phrases: list(
      'purchase price, price to buy, cost to buy, buying cost, purchase cost, purchase, capex, ' +
        'capital cost, capital expenditure, initial investment, investment, upfront, up front, ' +
        'upfront cost, one off, one time, one off cost, one time cost, setup, set up, setup cost, ' +
        'setup fee, set up fee, installation, install, installed, fit out, fitout, build out, refit, ' +
        'renovation, refurbishment, construction, build cost, launch cost, development cost, ' +
        'implementation, migration, migration cost, switching cost, transition cost, acquisition price, ' +
        'sticker price, conversion cost, opening cost, start up cost, startup cost, recruitment fee, ' +
        'recruiting fee, agency fee, exit fee, termination fee, early termination, cancellation fee, ' +
        'break fee, buyout, buy out, down time cost, training cost, onboarding cost, design cost, tooling, ' +
        'certification cost, audit cost, legal fees, listing fee, entry cost, joining fee, key money, ' +
        'premium paid, stock up, initial stock, opening stock, marketing launch, launch budget, ' +
        'launch marketing, works',
    ),
    role: 'one-off-cost',
  },
  {
    id: 'recurring-cost',
    phrases: list(
      'running cost, running costs, upkeep, maintenance, servicing, service contract, fuel, ' +
        'insurance premium, premium, premiums, lease payments, licence, license fee, software fee, ' +
        'subscription cost, payroll, staff cost, staffing, staffing cost, labour, labor, labour cost, ' +
        'employment cost, contractor, utilities, staff, extra staff, agency staff, overtime, energy, ' +
        'electricity, heating, gas, water, hosting, cloud bill, ongoing cost, ongoing costs, ' +
        'additional cost, additional costs, extra cost, extra costs, added cost, added costs, retainer, ' +
        'management fee, service fee, support cost, wage bill, driver, drivers, cleaning, security guard, ' +
        'storage cost, parking, business rates, council tax, property tax, road tax, tax and insurance, ' +
        'insurance cost, insurance, on cost, on costs, employee benefits, staff benefits, pension, ' +
        'software subscription, software, saas, app subscription, licence fee, software licence',
    ),
    head: 'cost',
    period: 'year',
  },
  {
    id: 'rent',
    phrases: list('rent, rental, lease, lease cost, lease payment, rent per month'),
    role: 'recurring-cost',
    period: 'month',
    asDuration: 'term',
  },
  {
    id: 'salary',
    phrases: list('salary, salaries, wage, wages, pay, base pay, ote, on target earnings, compensation, package'),
    role: 'recurring-cost',
    period: 'year',
  },
  {
    id: 'unit-cost',
    phrases: list(
      'unit cost, cost per unit, per unit cost, variable cost, variable costs, marginal cost, ' +
        'cost of goods, cost of goods sold, cogs, materials, material cost, ingredients, ingredient cost, ' +
        'food cost, cost of sales, cost to serve, courier, courier cost, delivery cost, shipping cost, ' +
        'postage, packaging, packaging cost, consumables, wholesale price, wholesale cost, buy price, ' +
        'buying price, landed cost, cost price, direct cost, direct costs, production cost, ' +
        'manufacturing cost, cost to make, cost to produce, fulfilment cost, handling cost, ' +
        'processing cost, labour per, parts, parts cost, diesel, diesel price, fuel price, fuel cost, ' +
        'energy price, electricity price, gas price, feed cost, feed price, stock cost, supplies, ' +
        'consumables per, ink',
    ),
    head: 'cost',
    period: 'unit',
  },
  // ---- What customers pay -----------------------------------------------------------------------
  {
    id: 'price',
    phrases: list(
      'price, prices, pricing, selling price, sale price, retail price, list price, ticket price, ' +
        'charge, membership, membership fee, membership price, subscription, subscription price, fare, ' +
        'day rate, hourly rate, room rate, nightly rate, tuition, admission, entry fee, entry price, ' +
        'delivery fee, delivery charge, service charge, cover charge, tariff, price point, we charge, ' +
        'charged to customers, customer pays, menu price, rate card, fee charged, booking price, ticket, ' +
        'rate, charge out rate, charge rate, rate per hour, hourly charge, adr, average daily rate, average room rate, ' +
        'rack rate, achieved rate',
    ),
    head: 'price',
  },
  { id: 'fee', phrases: list('fee, fees'), head: 'fee' },
  {
    id: 'fee-rate',
    phrases: list(
      'commission, commissions, commission rate, platform fee, marketplace fee, card fee, card fees, ' +
        'processing fee, processing fees, transaction fee, transaction fees, take rate, royalty, ' +
        'royalties, franchise fee, agent fee, referral fee, revenue share, payment processing, ' +
        'merchant fee, merchant fees, interchange, aggregator fee, app fee, booking fee, broker fee, ' +
        'finders fee, third party fee, channel fee, deducts, deduction, deductions, promotional funding, ' +
        'retro, retailer rebate, chargebacks, allowance, allowances, settlement discount, food cost, ' +
        'drinks cost, cost of sales rate',
    ),
    head: 'fee',
    paid: true,
  },
  {
    id: 'unit-revenue',
    phrases: list(
      'average order value, aov, order value, basket, average basket, basket size, basket value, ' +
        'average spend, spend per head, spend per visit, spend per customer, spend per guest, ' +
        'average sale, average transaction, transaction value, ticket size, average ticket, average deal, ' +
        'deal size, deal value, average contract, contract value, revenue per, sales per, value per, ' +
        'average invoice, average bill, average check, arpu, arpa, average revenue, revenue per customer, ' +
        'spend per head, average job, job value, average booking, booking value, yield per, average fare, ' +
        'average price paid',
    ),
    head: 'value',
  },
  { id: 'revenue-per', phrases: list('revenue per, sales per, income per, takings per'), head: 'value' },
  {
    id: 'lifetime-value',
    phrases: list(
      'lifetime value, ltv, customer lifetime value, clv, value of a customer, customer value, lifetime, ' +
        'over their lifetime, over their time, over the life of, over the relationship',
    ),
    role: 'lifetime-value',
    anywhere: true,
  },
  {
    id: 'acquisition-cost',
    phrases: list(
      'cac, customer acquisition cost, acquisition cost, cost per acquisition, cpa, cost per customer, ' +
        'cost per new customer, incremental cac, marginal cac, blended cac, cost to acquire, ' +
        'cost per install, cpi, cost per subscriber, cost per signup, cost per member acquired, ' +
        'cost per booking acquired',
    ),
    role: 'acquisition-cost',
  },
  // ---- Results ----------------------------------------------------------------------------------
  {
    id: 'revenue',
    phrases: list(
      'revenue, revenues, sales, turnover, takings, income, billings, bookings, gross sales, receipts, ' +
        'top line, recurring revenue, billed, fees billed, fees earned, fee income, invoiced, charged out',
    ),
    head: 'revenue',
  },
  { id: 'mrr', phrases: list('mrr, monthly recurring revenue'), role: 'revenue', period: 'month' },
  { id: 'arr', phrases: list('arr, annual recurring revenue'), role: 'revenue', period: 'year' },
  { id: 'runway', phrases: list('runway, cash runway, months of runway, months of cash'), role: 'runway' },
  {
    id: 'on-cost',
    phrases: list(
      'on cost, on costs, oncost, employer on cost, employer costs, payroll tax, employer taxes, ' +
        'benefits and taxes, national insurance, employer contributions, burden, fringe, ni, employer ni, ' +
        'pension, holiday pay, holiday pay accrual, holiday accrual, employer pension, super, ' +
        'superannuation',
    ),
    role: 'on-cost',
  },
  {
    id: 'stopped-cost',
    phrases: list(
      'we would stop paying, would stop paying, stop paying, no longer pay, would no longer, ' +
        'we would save, would save, avoided, we avoid, replaces, instead of, we would drop, cost we drop, ' +
        'fees we would stop, costs we would stop, saved by, eliminated, removed, no longer needed, ' +
        'no longer, not needed, freed, freed up, hours saved, time saved',
    ),
    role: 'saving',
    anywhere: true,
  },
  {
    id: 'grant',
    phrases: list(
      'grant, grants, subsidy, subsidies, funding towards, match funding, co funding, rebate on the cost, ' +
        'incentive payment, government incentive, contribution towards, landlord contribution, capital contribution',
    ),
    role: 'saving',
    period: 'once',
  },
  {
    id: 'charge',
    phrases: list(
      'we charge, we would charge, we d charge, we sell at, we sell it for, charged to customers, customer pays, ' +
        'customers pay, clients pay',
    ),
    role: 'price',
    anywhere: true,
  },
  {
    id: 'average',
    phrases: list('average, avg, typical, mean'),
    head: 'value',
  },
  {
    id: 'frequency',
    phrases: list('times, occasions, number of times, how often, times a month, times a year'),
    role: 'volume',
  },
  {
    id: 'payment-terms',
    phrases: list('net, net terms, payment terms, days to pay, pays in, paid in, credit terms, invoice terms'),
    role: 'payment-terms',
  },
  {
    id: 'fixed-price',
    phrases: list(
      'fixed price, fixed fee, total price, contract price, lump sum, total fee, price for the job, job price',
    ),
    head: 'price',
    period: 'once',
  },
  { id: 'quote', phrases: list('quote, quoted, their price, offer price, tender price'), head: 'cost' },
  {
    id: 'budget',
    phrases: list('budget, budgeted, spend budget, year one budget, launch budget, project budget, all in cost'),
    head: 'cost',
  },
  {
    id: 'discount',
    phrases: list('discount, discounts, percent off, off list, markdown, price cut'),
    role: 'change',
  },
  {
    id: 'profit',
    phrases: list(
      'profit, profits, contribution, gross profit, benefit, benefits to us, net benefit, gain, gains, ' +
        'payoff, return, returns, margin earned, profit contribution, extra profit, added profit, ' +
        'additional profit, incremental profit, profit from, earn, earns, would earn, brings in, ' +
        // a higher price for the same goods is earned in full on each unit: "a £55 premium per m³"
        'price premium, premium over, premium for, price uplift, extra price, higher price per',
    ),
    head: 'profit',
  },
  {
    id: 'business-profit',
    phrases: list(
      'net profit, operating profit, ebitda, earnings, net income, cash flow, net cash flow, surplus, ' +
        'bottom line, operating income, profit before tax, pre tax profit, annual profit, monthly profit',
    ),
    head: 'profit',
    scope: 'today',
  },
  {
    id: 'saving',
    phrases: list(
      'saving, savings, saved, save, saves, cost saving, cost savings, cost reduction, ' +
        'reduction in cost, lower bills, avoided cost, cost avoided, cheaper by, less than today, ' +
        'efficiency gain, hours saved value, cheaper, a month cheaper, a year cheaper, less a month',
    ),
    head: 'saving',
  },
  {
    id: 'margin',
    phrases: list(
      'margin, margins, gross margin, contribution margin, profit margin, operating margin, net margin, ' +
        'gp, gross profit margin, gm, markup, mark up',
    ),
    head: 'margin',
  },
  // ---- Volumes and capacity ---------------------------------------------------------------------
  {
    id: 'volume',
    phrases: list(
      'orders, order, deliveries, delivery, customers, customer, members, member, units, unit sales, regulars, ' +
        'coffees, cups, drinks, uses per, visits per, usage, sign ups, signups, ' +
        'units sold, volume, sales volume, covers, visits, visitors, footfall, bookings, jobs, deals, ' +
        'clients, subscribers, guests, patients, students, pupils, children, transactions, sessions, ' +
        'appointments, treatments, tickets sold, passengers, trips, journeys, loads, shipments, parcels, ' +
        'washes, haircuts, cuts, nights, room nights, meals, pints, bottles, cases, installs, signups, ' +
        'sign ups, users, accounts, policies, contracts, projects, enquiries, inquiries, leads, calls, ' +
        'demand, usage, cars, vehicles served, rentals, lessons, classes, attendance, attendees, tonnes, ' +
        'litres, kg, hours billed, billable hours, events, weddings, sold, buyers, households, homes, ' +
        'boxes, items, pieces, prints, copies, meals served, diners, riders, players, games, admissions, ' +
        'walk ins, repeat customers, new customers, new members, new clients, new deals, extra orders, ' +
        'redemptions, conversions, uses, responses, referrals, new patients, new students, bookings from, ' +
        'hours, guard hours, hours a week, hours sold, occupied, tenants, renters, we use, we buy, we order, ' +
        'we sell, we get through, consumption, amount used, quantity used',
    ),
    head: 'count',
  },
  {
    id: 'order-volume',
    phrases: list(
      'requested, rooms requested, units requested, ordered, units ordered, quantity ordered, order size, order quantity, ' +
        'allotment, block, block of rooms, seats requested, places requested',
    ),
    role: 'volume',
    scope: 'proposed',
  },
  {
    id: 'capacity',
    phrases: list(
      'capacity, maximum, max, seats, rooms, beds, pitches, berths, places, spaces, slots, chairs, ' +
        'lanes, bays, spare capacity, headroom, available, can handle, can serve, can take, can produce, ' +
        'throughput, max output, maximum output, units available, total units, fleet, desks, ' +
        'licensed places, plots, moorings, stalls, tables, screens, storage units, machines',
    ),
    role: 'capacity',
  },
  {
    id: 'utilisation',
    phrases: list(
      'utilisation, utilization, occupancy, chair occupancy, room occupancy, occupied, load factor, ' +
        'fill rate, usage rate, capacity used, booked up, busy, full',
    ),
    role: 'utilisation',
  },
  {
    id: 'operating-time',
    phrases: list(
      'weeks we work, weeks we trade, weeks we open, weeks open, weeks a year, working weeks, trading weeks, ' +
        'weeks of trading, weeks in the season, season weeks, days we open, days open, days a year, ' +
        'trading days, working days, operating days, open days, days we trade, days in the season',
    ),
    role: 'operating-time',
  },
  {
    id: 'turned-away',
    phrases: list(
      'turned away, turn away, turning away, refused, unmet demand, lost bookings, bookings lost, ' +
        'waiting list, waitlist, wait list, enquiries we decline, declined, could not take, could not serve, ' +
        'missed bookings, jobs turned down, turned down',
    ),
    role: 'volume',
    scope: 'expected',
  },
  {
    id: 'headcount',
    phrases: list('headcount, staff, employees, team size, people employed, fte, ftes'),
    role: 'headcount',
  },
  // ---- The company's money ----------------------------------------------------------------------
  {
    id: 'cash',
    phrases: list(
      'cash, cash in bank, cash at bank, bank balance, cash reserves, reserves, cash on hand, ' +
        'cash balance, liquidity, available cash, funds, cash available, money in the bank, ' +
        'savings account, cash position, cash and equivalents, free cash',
    ),
    role: 'cash',
  },
  {
    id: 'burn',
    phrases: list(
      'burn, net burn, burn rate, monthly loss, cash burn, operating loss, losing, loss per month, ' +
        'net cash outflow',
    ),
    role: 'burn',
    period: 'month',
  },
  {
    id: 'fixed-costs',
    phrases: list(
      'fixed costs, fixed cost, overheads, overhead, opex, operating expenses, operating cost, ' +
        'operating costs, monthly outgoings, outgoings, monthly costs, total costs, total expenses, ' +
        'running costs of the business, cost base, business costs, payroll and rent, operating budget',
    ),
    role: 'fixed-costs',
    period: 'month',
  },
  {
    id: 'allocated-overhead',
    phrases: list(
      'charged to, allocated, allocated to, allocation, apportioned, recharge, recharged, share of rent, ' +
        'share of overheads, overhead allocation, central costs, head office charge',
    ),
    role: 'fixed-costs',
    period: 'month',
    anywhere: true,
  },
  {
    id: 'obligation',
    phrases: list(
      'due, payable, tax bill, vat bill, bill due, owed, outstanding invoices, balloon, balloon payment, ' +
        'payment due, repayment due, liability due, tax due, corporation tax, vat due, creditors, ' +
        'supplier invoices due, committed payments, commitments due',
    ),
    role: 'obligation',
  },
  // ---- Borrowing --------------------------------------------------------------------------------
  {
    id: 'loan-amount',
    phrases: list(
      'loan, loan amount, amount borrowed, borrowing, borrow, principal, finance amount, ' +
        'amount financed, credit line, overdraft, mortgage, debt, facility',
    ),
    role: 'loan-amount',
    asRate: 'interest-rate',
    asDuration: 'term',
  },
  {
    id: 'down-payment',
    phrases: list('deposit, down payment, downpayment, upfront deposit, down, put down'),
    role: 'down-payment',
  },
  {
    id: 'loan-payment',
    phrases: list(
      'repayment, repayments, monthly payment, loan payment, loan payments, instalment, instalments, ' +
        'installment, installments, debt service, finance payment, finance payments, hp payment, ' +
        'hire purchase payment, hp instalment',
    ),
    role: 'loan-payment',
    period: 'month',
  },
  {
    id: 'interest-rate',
    phrases: list(
      'interest, interest rate, apr, rate of interest, loan rate, borrowing rate, coupon, finance rate, hp rate, ' +
        'hire purchase rate, flat rate interest',
    ),
    role: 'interest-rate',
  },
  {
    id: 'cost-of-capital',
    phrases: list('cost of capital, discount rate, hurdle rate, hurdle, wacc, required return, target return'),
    role: 'cost-of-capital',
  },
  // ---- Time -------------------------------------------------------------------------------------
  {
    id: 'term',
    phrases: list(
      'term, loan term, lease term, contract length, contract term, length of contract, tenure, ' +
        'repayment period, minimum term, commitment, lock in, duration, length, agreement length, tie in, ' +
        'over the next, takes, would take, time to build, build time, project length, to complete, ' +
        'time to deliver, ready in, time to launch, time to market, project duration, timeline, ' +
        'delivery time',
    ),
    role: 'term',
  },
  {
    id: 'life',
    phrases: list(
      'life, useful life, lifespan, expected life, working life, service life, depreciation period, ' +
        'horizon, lifetime of, replacement cycle, economic life',
    ),
    role: 'life',
  },
  // ---- Rates and changes ------------------------------------------------------------------------
  {
    id: 'share',
    weak: true,
    phrases: list(
      'probability, chance, likelihood, odds, risk of, share, take up, takeup, uptake, conversion, ' +
        'conversion rate, churn, attrition, retention, redemption, response rate, win rate, close rate, ' +
        'no show rate, cannibalisation, cannibalization, would buy, said yes, would pay, opt in, adoption, ' +
        'penetration, proportion, percentage of, percent of, of customers, of members, of orders',
    ),
    role: 'share',
  },
  {
    id: 'change',
    weak: true,
    phrases: list(
      'change, increase, decrease, uplift, lift, growth, drop, decline, rise, fall, gain, boost, ' +
        'elasticity, price rise, price increase, price cut, reduction, expected volume gain, ' +
        'volume change, volume loss, order uplift, sales uplift, multiplier',
    ),
    role: 'change',
  },
  // ---- Risk -------------------------------------------------------------------------------------
  {
    id: 'exposure',
    phrases: list(
      'potential loss, loss if, fine, fines, penalty, penalties, damages, exposure, liability, ' +
        'cost of a breach, breach cost, cost of an incident, incident cost, claim, claims, worst case, ' +
        'at risk, value at risk, uninsured loss, stock value, replacement cost, rebuild cost, loss of, ' +
        'lost if, cost if, loss from, business interruption, downtime cost, cost of downtime, ' +
        'regulatory fine, lawsuit, settlement, insurance cover, insurance coverage, coverage, cover amount, ' +
        'sum insured, cover limit, ' +
        'limit of indemnity, indemnity',
    ),
    role: 'exposure',
  },
  {
    id: 'limit',
    phrases: list(
      'covenant, limit, cap, maximum allowed, ceiling, threshold, legal limit, ratio required, allowed, ' +
        'permitted, minimum required, max allowed, minimum, at least, no less than, no more than, ' +
        'required minimum, floor, must hold, contract requires',
    ),
    role: 'limit',
    lead: true,
  },
  {
    id: 'return-ratio',
    phrases: list(
      'roas, return on ad spend, return on spend, return on the extra spend, return on the spend, return on, ' +
        'average return, return from, returns on, ' +
        'return per, revenue per pound spent, revenue per dollar spent, revenue per euro spent, ' +
        'sales per pound of ads',
    ),
    role: 'return-ratio',
  },
  {
    id: 'requirement',
    phrases: list(
      'required, requirement, requires, mandatory, compliant, compliance, certified, approved, ' +
        'regulation, regulatory, licence required, license required, law, legal, permit, consent, ' +
        'in place, signed, trained, inspection, rule, rules, obligation, contract requires, ' +
        'insurer requires, condition of, agreement, data processing agreement, dpa, baa, safeguards, ' +
        'transfer safeguards, stores data, certificate, registration, accreditation, audit, finding, ' +
        'ratio, condition, conditions, renewal condition, must have, needs to have',
    ),
    role: 'requirement',
  },
])

/** Words that say which figure is today's, the proposal's, expected, measured, a rival's or a benchmark. */
export type ScopeWord = { id: string; phrases: readonly string[]; scope: Scope }
export const SCOPE_WORDS = new Vocabulary<ScopeWord>([
  {
    id: 'today',
    phrases: list(
      'current, currently, today, now, existing, present, at present, old, before, as is, baseline, ' +
        'actual, historic, historical, this year, last year, so far, to date, at the moment, status quo, ' +
        'we pay now, our usual',
    ),
    scope: 'today',
  },
  {
    id: 'proposed',
    phrases: list(
      'new, proposed, planned, after, future, quoted, offered, the offer, quote, proposal, would be, ' +
        'if we, option, suggested, intended, the deal, their offer',
    ),
    scope: 'proposed',
  },
  {
    id: 'expected',
    phrases: list(
      'expected, expect, forecast, forecasted, projected, projection, estimated, estimate, est, ' +
        'anticipated, extra, additional, added, incremental, increase in, likely, predicted, would bring, ' +
        'from the hire, new business, potential',
    ),
    scope: 'expected',
  },
  {
    id: 'test',
    phrases: list(
      'test, tested, pilot, trial, beta, ab test, a b test, experiment, survey, measured, ' +
        'last promotion, previous promotion, last time, last rise, previous rise, observed, in the trial, ' +
        'trial run, focus group, pre orders, preorders',
    ),
    scope: 'test',
  },
  {
    id: 'competitor',
    phrases: list(
      'competitor, competitors, rival, rivals, competition, market rate, next door, nearby, other gyms, ' +
        'other shops',
    ),
    scope: 'competitor',
  },
  {
    id: 'benchmark',
    phrases: list(
      'industry, benchmark, typical, sector average, norm, rule of thumb, industry average, ' +
        'market average, national average',
    ),
    scope: 'benchmark',
  },
])

/** Period words inside a label ("per year", "annual", "a month", "weekly", "per order", "each"). */
export type PeriodWord = { id: string; phrases: readonly string[]; period: Period }
export const PERIOD_WORDS = new Vocabulary<PeriodWord>([
  {
    id: 'day',
    phrases: list(
      'per day, a day, daily, each day, every day, per night, a night, nightly, per shift, a shift, ' +
        'for the day, a trading day, per trading day',
    ),
    period: 'day',
  },
  {
    id: 'week',
    phrases: list(
      'per week, a week, weekly, each week, every week, pw, per wk, mondays, tuesdays, wednesdays, ' +
        'thursdays, fridays, saturdays, sundays, per saturday, a saturday, each saturday, per sunday, ' +
        'a sunday, each sunday, weekends, per weekend, a weekend, each weekend',
    ),
    period: 'week',
  },
  {
    id: 'month',
    phrases: list(
      'per month, a month, monthly, each month, every month, pcm, per calendar month, mo, mth, pm, ' + 'per mo, month',
    ),
    period: 'month',
  },
  {
    id: 'quarter',
    phrases: list('per quarter, a quarter, quarterly, each quarter, another quarter, for a quarter'),
    period: 'quarter',
  },
  {
    id: 'year',
    phrases: list(
      'per year, a year, annual, annually, yearly, each year, every year, per annum, pa, p a, year, yr, ' +
        'a season, per season, seasonal',
    ),
    period: 'year',
  },
  {
    id: 'unit',
    phrases: list(
      'per unit, each, per item, per order, per delivery, per customer, per member, per visit, per head, ' +
        'per person, per seat, per user, per cover, per meal, per wash, per job, per booking, per sale, ' +
        'per transaction, per ticket, per room, per guest, per patient, per student, per class, ' +
        'per session, per trip, per load, per shipment, per parcel, per bottle, per case, per kg, ' +
        'per tonne, per litre, per pint, per cut, per haircut, per treatment, per appointment, ' +
        'per install, per lesson, per deal, per contract, per policy, per account, per box, per piece, ' +
        'per print, per copy, per game, per player, per pitch, per berth, per unit sold, a head, apiece, ' +
        'per hour, an hour, hourly, per car, per vehicle, per event, per wedding, per lane, per bed, ' +
        'per child, per pupil, per dog, per pet, per plot',
    ),
    period: 'unit',
  },
])
// "per hour" is a unit of work sold or bought (a rate per hour of labour), not a flow per hour.

// ---- The question: actions and their objects ------------------------------------------------------

export type Action =
  | 'acquire'
  | 'lease'
  | 'borrow'
  | 'hire'
  | 'launch'
  | 'expand'
  | 'raise'
  | 'lower'
  | 'discount'
  | 'stop'
  | 'switch'
  | 'accept'
  | 'protect'
  | 'relax'
  | 'spend-more'
  | 'spend-less'
  | 'reallocate'
  | 'commit'
  | 'continue'
  | 'cut'
  | 'build'
  | 'merge'
  | 'hedge'
  | 'dispose'
  | 'bundle'
  | 'change'
export type ObjectKind =
  | 'asset'
  | 'site'
  | 'staff'
  | 'sales-staff'
  | 'tech-staff'
  | 'price'
  | 'offering'
  | 'supplier'
  | 'order'
  | 'cover'
  | 'spend'
  | 'loan'
  | 'costs'
  | 'plan'
  | 'forecast'
  | 'business'
  | 'software'
  | 'commitment'
  | 'securities'
  | 'partnership'
  | 'equity'

export type ActionWord = { id: string; phrases: readonly string[]; action: Action; weak?: boolean }
export const ACTIONS = new Vocabulary<ActionWord>([
  {
    id: 'acquire',
    phrases: list('buy, purchase, upgrade, install, order, refit, renovate, replace, fit, bought, buying'),
    action: 'acquire',
  },
  {
    id: 'build',
    phrases: list(
      'build, building, rewrite, automate, automating, refactor, break into, break our, re architect, ' +
        'develop, re platform, migrate off, move off',
    ),
    action: 'build',
  },
  {
    id: 'merge',
    phrases: list('acquire, merge with, merge, buy out, take over, takeover, acquisition of'),
    action: 'merge',
  },
  { id: 'hedge', phrases: list('hedge, hedging, lock in the rate, forward contract'), action: 'hedge' },
  {
    id: 'dispose',
    phrases: list('sell off, sell, dispose of, offload, sell some of'),
    action: 'dispose',
    weak: true,
  },
  {
    id: 'bundle',
    phrases: list('include, bundle, fold into, free in every, make free, give away'),
    action: 'bundle',
  },
  { id: 'change', phrases: list('go from, change from, take from, adjust'), action: 'change', weak: true },
  // Verbs that say little on their own: a more telling action close after them wins ("offer a discount").
  {
    id: 'acquire-weak',
    phrases: list('get, add, put in, go for, spend, take up, invest, invest in'),
    action: 'acquire',
    weak: true,
  },
  { id: 'reallocate-weak', phrases: list('put'), action: 'reallocate', weak: true },
  {
    id: 'lease',
    phrases: list('lease, rent, sign a lease, take a lease, sublet, renew the lease'),
    action: 'lease',
  },
  {
    id: 'borrow',
    phrases: list(
      'borrow, take a loan, take out a loan, take on debt, loan, finance, refinance, remortgage, ' +
        'raise debt, draw down, overdraft, raise money, raise capital, raise a round, raise funding, ' +
        // buying on instalments is borrowing to own it (a lease ends without owning it)
        'hire purchase, on hire purchase, asset finance, equipment finance, on finance, instalment plan',
    ),
    action: 'borrow',
  },
  {
    id: 'hire',
    phrases: list('hire, recruit, employ, take on, bring on, appoint, onboard, staff up'),
    action: 'hire',
  },
  {
    id: 'launch',
    phrases: list(
      'launch, introduce, start offering, roll out, roll, rollout, add a new, pilot, go live, release, ' +
        'ship, start selling, start running, trial',
    ),
    action: 'launch',
  },
  {
    id: 'launch-weak',
    phrases: list('offer, start, begin, sell, create, run, provide, give'),
    action: 'launch',
    weak: true,
  },
  {
    id: 'expand',
    phrases: list(
      'open, expand, expand into, move into, franchise, enter, second, another site, new site, ' +
        'new location, new branch, new store, new shop, relocate, move to a bigger',
    ),
    action: 'expand',
  },
  {
    id: 'raise',
    phrases: list(
      'raise, increase, put up, hike, push up, bump up, lift, charge more, go up, up our, bump, push, ' +
        'put prices up, put our prices up, put menu prices up, put rates up, put fees up',
    ),
    action: 'raise',
  },
  {
    id: 'lower',
    phrases: list('cut, lower, reduce, drop, decrease, bring down, charge less, halve, slash, trim'),
    action: 'lower',
  },
  {
    id: 'discount',
    phrases: list(
      'two for one, buy one get one, bogof, half price, happy hour, discount, promotion, promo, sale, ' +
        'voucher, coupon, happy hour, off, rebate, free month, free months, buy one get one, ' +
        'introductory offer, loyalty',
    ),
    action: 'discount',
  },
  {
    id: 'stop',
    phrases: list(
      'stop, close, discontinue, end, shut, shut down, cancel, scrap, axe, exit, abandon, phase out, ' +
        'quit, stop offering, stop serving, stop selling, no longer, wind down, pull out of, give up, ' +
        'dispose of, sell off',
    ),
    action: 'stop',
  },
  {
    id: 'switch',
    phrases: list('switch, switch to, change supplier, change to, migrate, swap, go with, replace our supplier'),
    action: 'switch',
  },
  {
    id: 'accept',
    phrases: list(
      'wants us to, want us to, wants a, wants an, asked us to, asks us to, accept, take the order, ' +
        'take on the order, sign, bid, tender, agree, take the contract, take the deal, say yes to, ' +
        'say yes, supply, quote for',
    ),
    action: 'accept',
  },
  { id: 'accept-weak', phrases: list('take, win'), action: 'accept', weak: true },
  {
    id: 'protect',
    phrases: list(
      'insure, take out insurance, get insurance, buy insurance, certify, get certified, comply, ' +
        'protect, secure, add cover, encrypt, fix, patch, remediate',
    ),
    action: 'protect',
  },
  {
    id: 'relax',
    phrases: list(
      'skip, waive, drop cover, cancel insurance, postpone, defer, delay, let lapse, not renew, ' +
        'go without, without, ignore, share, share one, turn off, disable, relax, cut corners, ' +
        'give access, give direct access',
    ),
    action: 'relax',
  },
  {
    id: 'spend-more',
    phrases: list(
      'spend more, increase spend, increase the budget, increase budget, double, triple, scale up, ' +
        'boost, ramp up, grow, more budget, top up',
    ),
    action: 'spend-more',
  },
  {
    id: 'spend-less',
    phrases: list(
      'spend less, cut spend, cut the budget, cut budget, reduce spend, scale back, pull back, ' + 'trim the budget',
    ),
    action: 'spend-less',
  },
  {
    id: 'reallocate',
    phrases: list(
      'move, shift, move budget, shift budget, shift spend, reallocate, redirect, rebalance, move spend, ' +
        'move money, transfer budget, move the budget, put it into, put into, fold into',
    ),
    action: 'reallocate',
  },
  {
    id: 'commit',
    phrases: list(
      'commit, commit to, promise, guarantee, forecast, pledge, tell the bank, tell investors, ' +
        'tell the board, tell our board, tell the lender, give the board, target, promise the board',
    ),
    action: 'commit',
  },
  {
    id: 'continue',
    phrases: list(
      'continue, keep, keep running, carry on, extend, renew, stick with, maintain, for another, run for another, another quarter, another month, another year',
    ),
    action: 'continue',
  },
  {
    id: 'cut',
    phrases: list(
      'lay off, let go, make redundant, cut costs, cut headcount, downsize, restructure, outsource, ' +
        'freeze hiring, close down, consolidate sites, consolidate, cut staff, reduce hours, business hours only, ' +
        'go business hours',
    ),
    action: 'cut',
  },
])

export type ObjectWord = { id: string; phrases: readonly string[]; object: ObjectKind }
export const OBJECTS = new Vocabulary<ObjectWord>([
  {
    id: 'asset',
    phrases: list(
      'van, vans, truck, trucks, lorry, vehicle, vehicles, car, cars, bus, buses, coach, coaches, ' +
        'minibus, boat, boats, tractor, machine, machines, machinery, equipment, oven, ovens, kiln, press, ' +
        'printer, printing press, fryer, espresso machine, coffee machine, chiller, freezer, fridge, ' +
        'compressor, forklift, robot, scanner, x ray, laser, till, tills, pos system, solar panels, solar, ' +
        'boiler, hvac, roof, website, kit, tools, trailer, excavator, mower, mowers, bikes, e bikes, lift, ' +
        'plant, dishwasher, washer, washing machines, dryer, dryers, camera, cameras, server, servers, ' +
        'laptops, computers, ev, electric van, electric vans, charger, chargers, generator, chair, ' +
        'dental chair, ultrasound, microscope, mri, cnc, lathe, packing line, line, bottling line, ' +
        'canning line, conveyor, sprayer, harvester, drone, drones, projector, screen, sound system, ' +
        'lighting, snow cannon, snowmaking, snow groomer, groomer, ski lift, chairlift, car wash, ' +
        'wash bay, bay, cold room, walk in fridge, display, signage, furniture, fit out, extension, ' +
        'pontoon, crane, cranes, baler, shredder, compactor, sorting machine, vending machine, kiosk, ' +
        'kiosks, self check in kiosks, excavator, excavators, cnc, machining centre, ovens, grill, hob, ' +
        'mixer, still, tanks, fermenter, boat lift, hoist, lorries, fleet, caravans, pods, cabins, ' +
        'glamping pods, hot tub, sauna, treadmills, bikes for hire',
    ),
    object: 'asset',
  },
  {
    id: 'site',
    phrases: list(
      'site, second site, store, second store, shop, second shop, branch, location, second location, ' +
        'premises, warehouse, office, clinic, restaurant, outlet, unit, studio, salon, practice, depot, ' +
        'factory, plant, venue, cafe, kitchen, yard, garage, showroom, branch office, franchise, kiosk, ' +
        'stall, market, region, country, city, town, across town, new market, overseas, abroad, expansion, ' +
        'space, floor, building, second, lot, car park, campus, nursery, centre',
    ),
    object: 'site',
  },
  {
    id: 'sales-staff',
    phrases: list(
      'salesperson, sales person, sales rep, sales reps, rep, reps, account executive, ' +
        'account executives, ae, sdr, sdrs, bdr, business development, sales manager, salespeople, ' +
        'sales people, sales hire, seller, closer, estimator, agent, recruiter',
    ),
    object: 'sales-staff',
  },
  {
    id: 'tech-staff',
    phrases: list(
      'engineer, engineers, developer, developers, dev, devs, programmer, data scientist, it person, ' +
        'sre, designer',
    ),
    object: 'tech-staff',
  },
  {
    id: 'staff',
    phrases: list(
      'staff, employee, employees, person, people, hire, hires, team member, worker, workers, ' +
        'technician, technicians, mechanic, stylist, stylists, barber, nurse, nurses, teacher, teachers, ' +
        'driver, drivers, chef, chefs, cook, baker, manager, assistant, apprentice, hygienist, dentist, ' +
        'vet, vet nurse, associate, associates, consultant, consultants, accountant, bookkeeper, lawyer, ' +
        'solicitor, paralegal, architect, groomer, cleaner, cleaners, instructor, instructors, coach, ' +
        'trainer, receptionist, barista, waiter, waiters, server, bartender, porter, carer, carers, ' +
        'practitioner, optometrist, pharmacist, plumber, electrician, gardener, landscaper, operator, ' +
        'operators, crew, full time, part time, head of, director, supervisor, planner, analyst, marketer',
    ),
    object: 'staff',
  },
  {
    id: 'price',
    phrases: list(
      'price, prices, pricing, fee, fees, commission, seller commission, take rate, membership, ' +
        'memberships, subscription price, rate, rates, fare, fares, ticket price, tickets, tuition, ' +
        'charge, charges, admission, menu prices, day rate, hourly rate, room rate, list price',
    ),
    object: 'price',
  },
  {
    id: 'offering',
    phrases: list(
      'service, services, delivery, home delivery, same day delivery, product, products, line, ' +
        'product line, range, menu, course, courses, class, classes, package, packages, tier, app, event, ' +
        'events, brunch, lunch, dinner, breakfast, takeaway, catering, workshop, workshops, ' +
        'subscription box, subscription service, membership scheme, loyalty scheme, gift cards, ' +
        'online shop, webshop, online store, ecommerce, click and collect, collection, repairs, ' +
        'repair service, rental service, hire service, tours, tasting, tastings, late opening, ' +
        'opening hours, sunday opening, evening, weekend, night service, emergency callout, call outs, ' +
        'call out, maintenance plan, warranty, extended warranty, add on, addon, support, 24 7 support, ' +
        'on call, cover hours, service level, feature, option, offer, programme, program, club, camp, ' +
        'holiday camp, after school, shuttle, route, routes, valet, pick up, drop off, cafe, bar, shop, ' +
        'retail, wholesale, export',
    ),
    object: 'offering',
  },
  {
    id: 'software',
    phrases: list(
      'app, mobile app, website, software, system, crm, erp, feature, product feature, platform, ' +
        'codebase, monolith, microservices, data warehouse, integration, automation, pipeline, dashboard, ' +
        'api, ai assistant, ai tutor, chatbot, tool, tooling, dispatch system, reconciliation, ' +
        'billing system, checkout, new checkout, booking system, route optimisation, whole product, ' +
        'the product, onboarding flow, customer onboarding, payout reconciliation, release, update, ' +
        'version',
    ),
    object: 'software',
  },
  {
    id: 'commitment',
    phrases: list(
      'lease, savings plan, compute savings plan, reserved instances, reserved capacity, committed use, ' +
        'colocation, colocation contract, cloud commitment, multi year contract, year lease, tenancy',
    ),
    object: 'commitment',
  },
  {
    id: 'securities',
    phrases: list(
      'treasury bills, t bills, bonds, money market, fund, yield fund, crypto, deposit account, gilts, ' +
        'private credit, idle cash, shares, stocks',
    ),
    object: 'securities',
  },
  {
    id: 'partnership',
    phrases: list(
      'partnership, reseller partnership, joint venture, alliance, reseller, distribution deal, ' + 'licensing deal',
    ),
    object: 'partnership',
  },
  {
    id: 'supplier',
    phrases: list(
      'supplier, suppliers, vendor, vendors, provider, providers, wholesaler, distributor, processor, ' +
        'contractor, courier, carrier, agency, payroll provider, bank, host, manufacturer, roaster, mill, ' +
        'printer, laundry',
    ),
    object: 'supplier',
  },
  {
    id: 'order',
    phrases: list(
      'order, orders, contract, deal, tender, account, big customer, large order, bulk order, ' +
        'group booking, block booking, corporate booking, wholesale order, private label, white label, ' +
        'request, job, project, bid, rfp',
    ),
    object: 'order',
  },
  {
    id: 'cover',
    phrases: list(
      'insurance, cover, policy, alarm, alarms, sprinklers, sprinkler, cctv, audit, certification, ' +
        'backup, backups, inspection, training, fire safety, safety, security, mfa, two factor, ' +
        'encryption, pen test, penetration test, compliance, soc 2, iso 27001, gdpr, hipaa, pci, ' +
        'flood defences, safe, lock, locks, controlled drugs, cabinet, hedge, insurance policy, licence, ' +
        'license, permit, ratio, staffing ratio, drivers hours, rest breaks, tachograph, access, ' +
        'direct access, admin access, production database, permissions, credentials, login, admin login, ' +
        'password, passwords, card numbers, card data, card details, customer data, data, bug bounty, ' +
        'vulnerabilities, patches, mdm, edr, disk encryption, full disk encryption, dpa, data residency, ' +
        'region',
    ),
    object: 'cover',
  },
  {
    id: 'spend',
    phrases: list(
      'budget, ads, advertising, ad spend, marketing, campaign, campaigns, spend, paid social, ' +
        'google ads, facebook ads, instagram ads, flyers, leaflets, sponsorship, billboard, radio, seo, ' +
        'ppc, influencers, promotion budget, media, retargeting, sponsored products, listing, ' +
        'directory listing, directory, webinar, webinars, webinar series, newsletter, podcast, podcasts, ' +
        'podcast ads, trade show, trade shows, user acquisition, google shopping, google search, ' +
        'youtube ads, tiktok ads, meta, affiliate, affiliates',
    ),
    object: 'spend',
  },
  {
    id: 'loan',
    phrases: list(
      'loan, loans, debt, mortgage, overdraft, credit line, line of credit, finance, financing, bond, venture debt',
    ),
    object: 'loan',
  },
  {
    id: 'equity',
    phrases: list(
      'equity, round, seed round, seed, series a, series b, series c, funding round, investment round, funding, safe, ' +
        'convertible, convertible note, angel round, investors',
    ),
    object: 'equity',
  },
  {
    id: 'costs',
    phrases: list('costs, headcount, overheads, hours, shifts, opening days, jobs, roles, the team, staff hours'),
    object: 'costs',
  },
  {
    id: 'plan',
    phrases: list(
      'free plan, base plan, every plan, all plans, plan, per seat pricing, usage based pricing, ' +
        'subscribe and save, free tier, annual plan, annual billing, bundle, bundling, plan structure, ' +
        'tiers, prepay, prepaid, packaging, free trial, freemium, membership tiers, season pass, ' +
        'annual pass, multi pack, packs',
    ),
    object: 'plan',
  },
  {
    id: 'forecast',
    phrases: list(
      'forecast, target, revenue target, number, budget to the bank, projection, guidance, ' +
        'plan to the board, growth rate',
    ),
    object: 'forecast',
  },
  {
    id: 'business',
    phrases: list('startup, company, competitor, firm, practice next door, book of business, stake, their business'),
    object: 'business',
  },
])

/**
 * The kind of proposal an action on an object makes; '*' is any object. Read top to bottom: the
 * first row whose action and object both fit wins. Data, not patterns.
 */
export const KIND_TABLE: readonly [Action | '*', ObjectKind | '*', ProposalKind][] = [
  ['commit', '*', 'forecast-commitment'],
  ['hedge', '*', 'other'],
  ['merge', '*', 'other'],
  ['*', 'securities', 'other'],
  ['*', 'partnership', 'other'],
  ['*', 'loan', 'financing'],
  ['*', 'equity', 'financing'],
  ['*', 'commitment', 'lease'],
  ['borrow', '*', 'financing'],
  ['build', '*', 'engineering-investment'],
  ['bundle', '*', 'packaging'],
  ['dispose', 'asset', 'cut'],
  ['dispose', 'site', 'cut'],
  ['dispose', 'business', 'other'],
  ['dispose', '*', 'launch'],
  ['acquire', 'asset', 'investment'],
  ['acquire', 'software', 'engineering-investment'],
  ['acquire', 'site', 'expansion'],
  ['acquire', 'cover', 'security-tradeoff'],
  ['acquire', 'business', 'other'],
  ['acquire', 'supplier', 'vendor-switch'],
  ['acquire', 'offering', 'launch'],
  ['acquire', 'plan', 'packaging'],
  ['acquire', 'price', 'packaging'],
  ['acquire', 'staff', 'hire'],
  ['acquire', 'spend', 'spend-up'],
  ['acquire', '*', 'investment'],
  ['lease', '*', 'lease'],
  ['hire', 'asset', 'lease'],
  ['hire', '*', 'hire'],
  ['expand', '*', 'expansion'],
  ['raise', 'price', 'price-change'],
  ['raise', 'spend', 'spend-up'],
  ['raise', 'staff', 'hire'],
  ['raise', 'plan', 'price-change'],
  ['lower', 'plan', 'price-change'],
  ['lower', 'price', 'price-change'],
  ['lower', 'spend', 'spend-down'],
  ['lower', 'costs', 'cut'],
  ['lower', 'staff', 'cut'],
  ['lower', 'cover', 'security-tradeoff'],
  ['lower', 'offering', 'cut'],
  ['lower', 'site', 'cut'],
  ['discount', '*', 'discount'],
  ['launch', 'plan', 'packaging'],
  ['launch', 'site', 'expansion'],
  ['launch', 'spend', 'launch'],
  ['launch', 'price', 'price-change'],
  ['launch', 'cover', 'security-tradeoff'],
  ['launch', '*', 'launch'],
  ['stop', 'spend', 'campaign-continue-stop'],
  ['stop', 'cover', 'security-tradeoff'],
  ['stop', 'supplier', 'vendor-switch'],
  ['stop', '*', 'cut'],
  ['switch', 'plan', 'packaging'],
  ['switch', '*', 'vendor-switch'],
  ['reallocate', 'plan', 'packaging'],
  ['reallocate', 'spend', 'reallocate'],
  ['reallocate', 'offering', 'vendor-switch'],
  ['reallocate', 'cover', 'vendor-switch'],
  ['reallocate', 'supplier', 'vendor-switch'],
  ['reallocate', 'software', 'vendor-switch'],
  ['reallocate', 'asset', 'vendor-switch'],
  ['reallocate', '*', 'reallocate'],
  ['accept', '*', 'customer-deal'],
  ['protect', '*', 'security-tradeoff'],
  ['relax', '*', 'security-tradeoff'],
  ['spend-more', '*', 'spend-up'],
  ['spend-less', '*', 'spend-down'],
  ['continue', 'spend', 'campaign-continue-stop'],
  ['continue', 'cover', 'security-tradeoff'],
  ['continue', '*', 'customer-deal'],
  ['cut', '*', 'cut'],
]

/** A kind of object on its own, when no action is read ("Bank clients want disk encryption. Do we just do it?"). */
export const OBJECT_KINDS: Partial<Record<ObjectKind, ProposalKind>> = {
  cover: 'security-tradeoff',
  loan: 'financing',
  equity: 'financing',
  commitment: 'lease',
  plan: 'packaging',
  software: 'engineering-investment',
  business: 'other',
  order: 'customer-deal',
  asset: 'investment',
  securities: 'other',
  partnership: 'other',
}

/** Objects that are kinds of another ("a salesperson" is staff). */
export const OBJECT_PARENT: Partial<Record<ObjectKind, ObjectKind>> = { 'sales-staff': 'staff', 'tech-staff': 'staff' }

/** Spans a question names for a period ("next quarter", "this year", "Q4"), in months. */
export const SPAN_WORDS = new Vocabulary<{ id: string; phrases: readonly string[]; months: number }>([
  {
    id: 'quarter',
    phrases: list('next quarter, this quarter, coming quarter, q1, q2, q3, q4, the quarter'),
    months: 3,
  },
  { id: 'half', phrases: list('next half, this half, h1, h2'), months: 6 },
  {
    id: 'year',
    phrases: list('this year, next year, coming year, fy, the year, annual, year one'),
    months: 12,
  },
  { id: 'month', phrases: list('this month, next month, coming month'), months: 1 },
])

/** Verbs whose particle comes after their object ("put our class prices up"): verb, particle, action. */
export const PHRASAL: readonly [string, string, Action][] = [
  ['put', 'up', 'raise'],
  ['push', 'up', 'raise'],
  ['bump', 'up', 'raise'],
  ['bring', 'up', 'raise'],
  ['put', 'down', 'lower'],
  ['bring', 'down', 'lower'],
  ['take', 'down', 'lower'],
  ['scale', 'back', 'spend-less'],
  ['scale', 'up', 'spend-more'],
  ['let', 'go', 'cut'],
  ['hand', 'to', 'switch'],
  ['hand', 'over', 'switch'],
  ['put', 'towards', 'acquire'],
  ['put', 'toward', 'acquire'],
]

/** Words that make a question a decision ("should we…") rather than a request for information. */
export const DECISION_CUES = new Vocabulary<{ id: string; phrases: readonly string[] }>([
  {
    id: 'decision',
    phrases: list(
      'should, shall, do we, can we afford, is it worth, worth it, would it make sense, makes sense, ' +
        'go ahead, ok to, okay to, good idea, right to, recommend, proceed, approve, whether to, decide, ' +
        'considering, thinking of, thinking about, plan to, planning to, we want to, i want to, propose, proposal, ' +
        'option, is it wise, green light, sign off, yes or no, better to, could we, can we, would you, ' +
        'ought, pros and cons',
    ),
  },
])

/**
 * What money spent to win customers is: a cost under a marketing word, per new customer of any
 * kind ("ad cost per new subscriber", "marketing spend per patient won") is what a customer costs to acquire.
 */
export const ACQUISITION_WORDS = {
  marketing: new Vocabulary([
    {
      id: 'marketing',
      phrases: list(
        'ad, ads, advert, adverts, advertising, marketing, campaign, promotion, paid search, ppc, ' +
          'paid social, google ads, meta ads, facebook ads, instagram ads, tiktok ads, acquisition, referral bonus',
      ),
    },
  ]),
  customers: new Vocabulary([
    {
      id: 'customer',
      phrases: list(
        'customer, subscriber, member, patient, client, signup, sign up, student, pupil, user, guest, buyer, ' +
          'account, household, diner, rider, player, learner, tenant, donor, family, families, parent, ' +
          'visitor, shopper, passenger',
      ),
    },
  ]),
}
