// Commercial analyses (marketing, sales, pricing, packaging, deals), written like those of
// ./analyses: each with its formula, inputs, threshold and the reason for it, the executives who own
// it, and its role per kind of proposal. An analysis returns null when the pack holds none of its
// figures (it does not bear on the question) and names the figures it lacks when it holds some.
//
// ./analyses spreads `commercialAnalyses()` into its library and this module reads helpers from it:
// a hoisted function (not a top-level array) so that either module can be imported first.
import { countOf } from '../plural'
import {
  band,
  bandLow,
  missing,
  months,
  pct,
  stopPolarity,
  x,
  type Def,
  type Reader,
  type Verdict,
} from './analysis-kit'
import { SOURCE_LABELS, tokens } from './figures'

export function commercialAnalyses(): Def[] {
  return [
    {
      id: 'marginal-roas',
      name: 'Return on the last unit of spend against break-even',
      owners: ['cmo', 'cfo'],
      formula:
        'marginal ROAS (revenue the last increment of spend brought ÷ that increment) against break-even ROAS = 1 ÷ gross margin',
      threshold: 'at least 1.2 × break-even to spend more; below break-even the last units of spend lose money',
      reason:
        'Returns diminish as spend rises, so the average ROAS flatters a change at the margin; what the next (or the last) unit of spend earns decides whether to add or cut it (media-planning practice on diminishing returns; break-even ROAS = 1 ÷ margin is contribution-margin arithmetic).',
      rule: 'Spend more while the last increment still returns at least 1.2 × break-even; cut only the spend that returns less than break-even.',
      kinds: {
        'spend-up': ['decisive', 1],
        'spend-down': ['decisive', -1],
        'campaign-continue-stop': ['decisive', stopPolarity],
        reallocate: ['context', 1],
      },
      run(r) {
        const roas = r.n('marginal_roas')
        if (roas === undefined) return null
        const gm = r.n('gross_margin') ?? r.n('contribution_margin')
        if (gm === undefined || gm <= 0) return missing('gross_margin')
        const be = 1 / gm
        const ratio = roas / be
        const verdict: Verdict = ratio >= 1.2 ? 'pass' : ratio >= 1 ? 'borderline' : 'fail'
        const profit = roas * gm - 1
        return {
          value: roas,
          display: x(roas),
          verdict,
          working: [
            `Break-even ROAS = 1 ÷ ${pct(gm)} = ${x(be)}.`,
            `Marginal ROAS ${x(roas)} is ${x(ratio)} break-even: each unit of spend at the margin earns ${x(roas)} × ${pct(gm)} − 1 = ${Number(profit.toFixed(2))} of gross profit after its own cost.`,
          ],
          summary:
            verdict === 'fail'
              ? `The last units of spend return ${x(roas)} against a break-even of ${x(be)}: they lose money.`
              : `Even the last units of spend return ${x(roas)} against a break-even of ${x(be)}${verdict === 'borderline' ? ': barely above it' : ''}.`,
        }
      },
    },
    {
      id: 'annual-prepay',
      name: 'Annual plan against what a monthly customer pays',
      owners: ['cfo', 'cmo'],
      formula:
        'months the annual plan charges (annual price ÷ monthly price) ÷ months a monthly customer pays in their first year ((1 − (1 − churn)^12) ÷ churn)',
      threshold:
        '1× or more (the annual plan collects at least what a monthly customer would); under 0.9× it gives revenue away',
      reason:
        'Annual prepay at about two months free (~17% off) is neutral or better when monthly churn means a monthly customer pays no more of their first 12 months than the annual plan charges; it also brings cash forward and locks the customer in (standard SaaS packaging practice).',
      rule: 'Offer the annual plan if it charges at least as many months as a monthly customer pays in a year.',
      kinds: { packaging: ['decisive', 1], discount: ['context', 1] },
      run(r) {
        const annual = r.n('annual_plan_price')
        if (annual === undefined) return null
        const monthly = r.n('price') ?? r.n('arpa')
        const churn = r.n('churn')
        if (monthly === undefined || churn === undefined || monthly <= 0)
          return missing(...(monthly === undefined ? ['price'] : []), ...(churn === undefined ? ['churn'] : []))
        const charged = annual / monthly
        const paid = churn > 0 ? (1 - (1 - churn) ** 12) / churn : 12
        const v = charged / paid
        return {
          value: v,
          display: x(v),
          verdict: band(v, 1, 0.9),
          working: [
            `The annual plan charges ${r.money(annual)} ÷ ${r.money(monthly)} = ${Number(charged.toFixed(2))} months.`,
            `A monthly customer at ${pct(churn, 2)} churn pays (1 − (1 − ${pct(churn, 2)})^12) ÷ ${pct(churn, 2)} = ${Number(paid.toFixed(2))} of their first 12 months.`,
            `${Number(charged.toFixed(2))} ÷ ${Number(paid.toFixed(2))} = ${x(v)}.`,
          ],
          summary:
            v >= 1
              ? `The annual plan collects ${Number(charged.toFixed(1))} months up front, more than the ${Number(paid.toFixed(1))} a monthly customer pays in a year.`
              : `The annual plan collects ${Number(charged.toFixed(1))} months against the ${Number(paid.toFixed(1))} a monthly customer pays in a year: it gives revenue away.`,
        }
      },
    },
    {
      id: 'bundle-giveaway',
      name: 'Add-on revenue a bundle gives away against what it wins',
      owners: ['cfo', 'cmo'],
      formula: 'months to win it back = add-on MRR given away ÷ new MRR the bundle brings a month',
      threshold: '12 months or less; over 24 months the bundle destroys more revenue than it creates',
      reason:
        'Folding a paid add-on into every plan gives away all the revenue it earns today; pricing practice on cannibalisation (e.g. Ramanujam & Tacke, "Monetizing Innovation") accepts it only when the new revenue it brings replaces the loss within about a year.',
      rule: 'Bundle the add-on only if the new MRR it brings replaces the add-on’s MRR within 12 months.',
      kinds: { packaging: ['decisive', 1] },
      run(r) {
        const lost = r.n('addon_mrr')
        if (lost === undefined) return null
        const added = r.n('added_revenue')
        if (added === undefined) return missing('new MRR the bundle is expected to bring a month')
        const won = added / 12
        const working = [
          `MRR given away: ${r.money(lost)} (the add-on’s whole MRR).`,
          `New MRR it brings: ${r.money(won)} a month.`,
        ]
        if (won <= 0)
          return {
            value: Infinity,
            display: 'never',
            verdict: 'fail',
            working: [...working, 'It brings no new MRR: the loss is never won back.'],
            summary: `It gives away ${r.money(lost)} of MRR and wins none back.`,
          }
        const v = lost / won
        working.push(`${r.money(lost)} ÷ ${r.money(won)} = ${months(v)}.`)
        return {
          value: v,
          display: months(v),
          verdict: bandLow(v, 12, 24),
          working,
          summary: `It gives away ${r.money(lost)} of add-on MRR and brings ${r.money(won)} of new MRR a month: ${months(v)} to win it back${v > 24 ? ', so it destroys more revenue than it creates' : ''}.`,
        }
      },
    },
    {
      id: 'forecast-floor',
      name: 'Commitment against the historical floor and the plan',
      owners: ['cfo', 'ceo'],
      formula:
        'committed figure ÷ (same period last year × (1 + lowest year-on-year growth on record)); and the committed figure against the plan',
      threshold:
        '1× or less (at or below the worst growth we have had) and not above the plan; above the plan is a number we do not expect to reach',
      reason:
        'A number committed to a board or investors should sit inside the historical range and below what the plan reaches, so it is met in a bad year and beaten in a normal one (sales and FP&A practice: commit conservatively, beat the number).',
      rule: 'Commit to a number no higher than last year’s period grown at our worst recorded growth, and never above the plan.',
      kinds: { 'forecast-commitment': ['decisive', 1] },
      run(r) {
        const prior = r.n('prior_period_revenue')
        const worst = r.n('worst_growth')
        const plan = r.n('plan_revenue')
        if (prior === undefined && worst === undefined && plan === undefined) return null
        const target = r.n('revenue_target')
        if (target === undefined) return missing('revenue_target')
        const working: string[] = []
        if (plan !== undefined && target > plan)
          return {
            value: target / plan,
            display: x(target / plan),
            verdict: 'fail',
            working: [`${r.money(target)} ÷ the plan’s ${r.money(plan)} = ${x(target / plan)}.`],
            summary: `We would commit to ${r.money(target)}, above the ${r.money(plan)} even our plan reaches.`,
          }
        if (plan !== undefined)
          working.push(`The plan reaches ${r.money(plan)}: the commitment is ${pct(1 - target / plan)} below it.`)
        if (prior === undefined || worst === undefined)
          return missing(
            ...(prior === undefined ? ['prior_period_revenue'] : []),
            ...(worst === undefined ? ['worst_growth'] : []),
          )
        const floor = prior * (1 + worst)
        const v = target / floor
        working.push(
          `Floor: ${r.money(prior)} × (1 + ${pct(worst)}) = ${r.money(floor)}.`,
          `${r.money(target)} ÷ ${r.money(floor)} = ${x(v)}.`,
        )
        return {
          value: v,
          display: x(v),
          verdict: bandLow(v, 1, 1.15),
          working,
          summary:
            v <= 1
              ? `${r.money(target)} is below the ${r.money(floor)} our worst recorded growth would give: a number we meet even in a bad year.`
              : `${r.money(target)} is above the ${r.money(floor)} our worst recorded growth would give.`,
        }
      },
    },
    {
      id: 'quota-to-ote',
      name: 'Expected bookings against on-target earnings',
      owners: ['cfo', 'coo'],
      formula: 'annual quota × average attainment ÷ on-target earnings (or fully loaded cost) per rep',
      threshold: '3× or more; under 2× a rep does not pay for themselves and their overhead',
      reason:
        'Sales-compensation practice sets quota at about 4–5× a rep’s on-target earnings and expects ramped reps to book at least ~3× it at real attainment (e.g. The Bridge Group SaaS AE reports).',
      rule: 'Hire quota-carrying reps if each is expected to book at least 3× what they are paid.',
      kinds: { hire: ['decisive', 1] },
      run(r) {
        const quota = r.n('quota')
        if (quota === undefined) return null
        const ote = r.n('cost_per_hire')
        const attainment = r.n('quota_attainment')
        if (ote === undefined || attainment === undefined || ote <= 0)
          return missing(
            ...(ote === undefined ? ['cost_per_hire'] : []),
            ...(attainment === undefined ? ['quota_attainment'] : []),
          )
        const bookings = quota * attainment
        const v = bookings / ote
        return {
          value: v,
          display: x(v),
          verdict: band(v, 3, 2),
          working: [
            `Quota ${r.money(quota)} ÷ ${r.money(ote)} = ${x(quota / ote)} of pay.`,
            `Expected bookings: ${r.money(quota)} × ${pct(attainment)} attainment = ${r.money(bookings)}.`,
            `${r.money(bookings)} ÷ ${r.money(ote)} = ${x(v)}.`,
          ],
          summary: `Each rep should book about ${r.money(bookings)} a year against ${r.money(ote)} of pay: ${x(v)}${v < 2 ? ', too little to pay for the hire' : v < 3 ? ', short of the 3× floor' : ''}.`,
        }
      },
    },
    {
      id: 'unit-contribution',
      name: 'Contribution on each unit of the order',
      owners: ['cfo', 'coo'],
      formula:
        '(price per unit × (1 − customer deductions) − cost per unit) ÷ net price per unit; × units for the order',
      threshold:
        'within 10 points of our gross margin (20% when it is not given); at or below zero every unit loses money',
      reason:
        'An order must be contribution-positive on every unit before it is worth the capacity it takes; chargebacks and allowances come off the price (sales-finance practice).',
      rule: 'Take the order only if each unit still earns close to our normal margin after the customer’s deductions.',
      hard: true,
      // decisive for a discount too — a discount asked on a unit's list price comes off that price.
      kinds: { 'customer-deal': ['decisive', 1], discount: ['decisive', 1] },
      run(r) {
        const price = r.n('unit_price')
        const listed = r.p.kind === 'discount'
        // A discount on a list price: without the unit's cost, our margin at list price stands in for it.
        const margin =
          listed && r.find('unit_cost') === undefined && price !== undefined
            ? (r.n('contribution_margin') ?? r.n('gross_margin'))
            : undefined
        const cost =
          r.n('unit_cost') ?? (margin !== undefined && price !== undefined ? price * (1 - margin) : undefined)
        if (price === undefined && cost === undefined) return null
        if (price === undefined || cost === undefined)
          return missing(...(price === undefined ? ['unit_price'] : []), ...(cost === undefined ? ['unit_cost'] : []))
        const ded = r.n('deductions') ?? 0
        const disc = listed ? (r.n('discount') ?? 0) : 0
        const net = price * (1 - ded) * (1 - disc)
        const each = net - cost
        const units = r.n('units')
        const gm = r.n('gross_margin') ?? (listed ? r.n('contribution_margin') : undefined)
        const m = net > 0 ? each / net : -Infinity
        const working = [
          ...(margin !== undefined
            ? [
                `Cost per unit at our ${pct(margin)} margin on the list price: ${r.money(price)} × (1 − ${pct(margin)}) = ${r.money(cost)}.`,
              ]
            : []),
          `Net price: ${r.money(price)}${ded ? ` × (1 − ${pct(ded)})` : ''}${disc ? ` × (1 − ${pct(disc)})` : ''} = ${r.money(net)}.`,
          `Contribution: ${r.money(net)} − ${r.money(cost)} = ${r.money(each)} a unit (${Number.isFinite(m) ? pct(m) : 'no price'}).`,
          ...(units !== undefined
            ? [`Order: ${countOf(units, 'unit')} × ${r.money(each)} = ${r.money(units * each)}.`]
            : []),
        ]
        const verdict: Verdict =
          m <= 0
            ? 'fail'
            : gm !== undefined
              ? m >= gm - 0.1
                ? 'pass'
                : m >= gm / 2
                  ? 'borderline'
                  : 'fail'
              : m >= 0.2
                ? 'pass'
                : 'borderline'
        const total =
          units === undefined
            ? ''
            : each < 0
              ? `, ${r.money(-units * each)} on the order`
              : ` — ${r.money(units * each)} on the order`
        return {
          value: Number.isFinite(m) ? m : -1,
          display: Number.isFinite(m) ? pct(m) : 'no price',
          verdict,
          hard: m <= 0,
          working,
          summary:
            m <= 0
              ? `Each unit sells for ${r.money(net)} net and costs ${r.money(cost)}: it loses ${r.money(-each)} a unit${total}.`
              : `Each unit earns ${r.money(each)} (${pct(m)})${total}.`,
        }
      },
    },
    {
      id: 'displacement',
      name: 'Block rate against the business it displaces',
      owners: ['cfo', 'coo'],
      formula:
        'units free on a night = capacity × (1 − occupancy); displaced = block − free units (when positive); block contribution = block × (block rate − variable cost per unit) against displaced × (rate achieved − variable cost)',
      threshold:
        'the block earns at least 1.1× the contribution it displaces; under 1× we would earn more selling the capacity ourselves',
      reason:
        'A group, allotment or contract rate on capacity we would otherwise sell is worth taking only if it beats the revenue it displaces on the nights it covers (hotel revenue-management displacement analysis; the same holds for any fixed capacity: seats, slots, trucks).',
      rule: 'Take the block only if it earns more than the guests or customers it would turn away.',
      kinds: { 'customer-deal': ['decisive', 1], discount: ['decisive', 1] },
      run(r) {
        const block = r.n('block_units')
        if (block === undefined) return null
        const rate = r.n('block_rate')
        const capacity = r.n('capacity_units')
        const occ = r.n('utilisation')
        const achieved = r.n('adr')
        if (rate === undefined || capacity === undefined || occ === undefined || achieved === undefined)
          return missing(
            ...(rate === undefined ? ['block_rate'] : []),
            ...(capacity === undefined ? ['capacity_units'] : []),
            ...(occ === undefined ? ['utilisation'] : []),
            ...(achieved === undefined ? ['adr'] : []),
          )
        const cost = r.n('unit_cost') ?? 0
        const free = capacity * (1 - occ)
        const displaced = Math.max(0, Math.min(block, block - free))
        const gain = block * (rate - cost)
        const lost = displaced * (achieved - cost)
        const working = [
          `Free on an average night: ${capacity} × (1 − ${pct(occ)}) = ${Number(free.toFixed(1))}.`,
          `Displaced: ${block} − ${Number(free.toFixed(1))} = ${Number(displaced.toFixed(1))} at ${r.money(achieved)}.`,
          `The block earns ${block} × (${r.money(rate)} − ${r.money(cost)}) = ${r.money(gain)} a night; what it displaces earned ${Number(displaced.toFixed(1))} × (${r.money(achieved)} − ${r.money(cost)}) = ${r.money(lost)}.`,
        ]
        if (gain <= 0)
          return {
            value: 0,
            display: '0×',
            verdict: 'fail',
            working,
            summary: `At ${r.money(rate)} the block does not cover its own cost of ${r.money(cost)} a unit.`,
          }
        if (lost <= 0)
          return {
            value: Infinity,
            display: 'nothing displaced',
            verdict: 'pass',
            working,
            summary: `The block fills capacity we do not sell: ${r.money(gain)} a night of contribution.`,
          }
        const v = gain / lost
        working.push(
          `${r.money(gain)} ÷ ${r.money(lost)} = ${x(v)}; ${r.money(gain - lost)} a night against selling the capacity ourselves.`,
        )
        return {
          value: v,
          display: x(v),
          verdict: band(v, 1.1, 1),
          working,
          summary:
            v >= 1
              ? `The block earns ${r.money(gain)} a night against ${r.money(lost)} from the business it displaces.`
              : `The block earns ${r.money(gain)} a night but turns away business worth ${r.money(lost)}: ${r.money(lost - gain)} a night worse.`,
        }
      },
    },
    {
      id: 'contracted-floor',
      name: 'Commitment against contracted revenue plus the worst uncontracted period',
      owners: ['cfo', 'ceo'],
      formula:
        '(revenue already under contract for the period + the lowest uncontracted revenue any comparable period has brought) ÷ the figure committed',
      threshold:
        '1× or more (the commitment is met even in our worst period on record); under 0.9× it depends on a better-than-worst period',
      reason:
        'A number committed to a lender or investors should sit inside the historical worst case, so it is met in a bad period and beaten in a normal one; contracted revenue is the floor and the worst uncontracted period is the rest of it (FP&A and covenant practice: commit conservatively).',
      rule: 'Commit to a figure no higher than contracted revenue plus the worst uncontracted period on record.',
      kinds: { 'forecast-commitment': ['decisive', 1] },
      run(r) {
        const contracted = r.n('contracted_revenue')
        if (contracted === undefined) return null
        const target = r.n('revenue_target')
        const worst = r.n('worst_other_revenue')
        if (target === undefined || worst === undefined || target <= 0)
          return missing(
            ...(target === undefined ? ['revenue_target'] : []),
            ...(worst === undefined ? ['worst_other_revenue'] : []),
          )
        const floor = contracted + worst
        const v = floor / target
        const working = [
          `Floor: ${r.money(contracted)} contracted + ${r.money(worst)} in the worst uncontracted period = ${r.money(floor)}.`,
          `${r.money(floor)} ÷ ${r.money(target)} = ${x(v)}.`,
        ]
        return {
          value: v,
          display: x(v),
          verdict: band(v, 1, 0.9),
          working,
          summary:
            v >= 1
              ? `Contract revenue and our worst uncontracted period on record give ${r.money(floor)}, above the ${r.money(target)} we would commit.`
              : `Contract revenue and our worst uncontracted period give ${r.money(floor)}, short of the ${r.money(target)} we would commit.`,
        }
      },
    },
    {
      id: 'growth-range',
      name: 'Growth committed against the growth on record',
      owners: ['cfo', 'ceo'],
      formula:
        'growth rate committed against the highest growth on record (plus any planned price rise) and the average of the record',
      threshold:
        'at or below the average of the record; above the best year on record plus a planned price rise it is a number we have never reached',
      reason:
        'A growth rate promised to investors or a board must sit inside the historical range, not above the best it has ever been (FP&A practice: commit conservatively, beat the number).',
      rule: 'Promise a growth rate no higher than what our record supports; never above our best year.',
      kinds: { 'forecast-commitment': ['decisive', 1] },
      run(r) {
        const target = r.n('growth_target')
        const record = r.book.figures.filter((f) => f.metric === 'growth_rate' && typeof f.value === 'number')
        if (target === undefined) return null
        if (record.length < 2) return missing('growth rates of past years, one a year')
        for (const f of record)
          r.used.set(`growth_rate|${f.group ?? f.label}`, {
            metric: 'growth_rate',
            label: f.group ? `${f.group}: ${f.label}` : f.label,
            value: pct(f.value as number),
            source: SOURCE_LABELS[f.source],
          })
        const values = record.map((f) => f.value as number)
        const best = Math.max(...values)
        const average = values.reduce((t, v) => t + v, 0) / values.length
        const price = Math.max(0, r.n('price_change') ?? 0)
        const ceiling = best + price
        const working = [
          `Growth on record: ${values.map((v) => pct(v)).join(', ')}; best ${pct(best)}, average ${pct(average)}.`,
          ...(price ? [`Best year plus the planned ${pct(price)} price rise: ${pct(ceiling)}.`] : []),
          `Committed: ${pct(target)}.`,
        ]
        const verdict: Verdict = target <= average ? 'pass' : target <= ceiling ? 'borderline' : 'fail'
        return {
          value: target,
          display: pct(target),
          verdict,
          working,
          summary:
            verdict === 'fail'
              ? `${pct(target)} is above the best growth we have had${price ? `, even with the price rise (${pct(ceiling)})` : ` (${pct(best)})`}.`
              : `${pct(target)} sits inside our record (average ${pct(average)}, best ${pct(best)}).`,
        }
      },
    },
    {
      id: 'subscription-discount',
      name: 'Yearly contribution of a subscriber at the discount against a one-off buyer',
      owners: ['cfo', 'cmo'],
      formula:
        'subscriber: orders a year × (contribution per order − discount × order value); one-off buyer: orders a year × contribution per order; the first ÷ the second',
      threshold: '1.2× or more; under 1× the discount gives away more than the extra orders bring',
      reason:
        'A subscription discount pays when the extra frequency it buys more than covers the margin it gives away on every order (contribution arithmetic for subscribe-and-save and repeat-purchase discounts).',
      rule: 'Offer the subscription discount if a subscriber earns clearly more a year after it than a one-off buyer does.',
      kinds: { packaging: ['decisive', 1], discount: ['decisive', 1] },
      run(r) {
        const per = r.n('contribution_per_order')
        const rows = r.book.groups.filter((g) => r.book.get('orders_per_year', g))
        if (per === undefined && !rows.length) return null
        const subscribed = rows.find((g) => /\b(subscri\w*|members?|membership|plan|recurring|repeat)\b/i.test(g))
        const other = rows.find((g) => g !== subscribed)
        const d = r.n('discount')
        const value = r.n('average_deal')
        if (per === undefined || !subscribed || !other || d === undefined || value === undefined)
          return missing(
            ...(per === undefined ? ['contribution_per_order'] : []),
            ...(!subscribed || !other ? ['orders a year of subscribers and of other customers, one row each'] : []),
            ...(d === undefined ? ['discount'] : []),
            ...(value === undefined ? ['average_deal'] : []),
          )
        const subOrders = r.n('orders_per_year', subscribed)!
        const baseOrders = r.n('orders_per_year', other)!
        const after = per - d * value
        const sub = subOrders * after
        const base = baseOrders * per
        const working = [
          `Contribution per subscription order: ${r.money(per)} − ${pct(d)} × ${r.money(value)} = ${r.money(after)}.`,
          `${subscribed}: ${subOrders} orders × ${r.money(after)} = ${r.money(sub)} a year.`,
          `${other}: ${baseOrders} orders × ${r.money(per)} = ${r.money(base)} a year.`,
        ]
        if (after <= 0)
          return {
            value: 0,
            display: '0×',
            verdict: 'fail',
            hard: true,
            working,
            summary: `At ${pct(d)} off, a subscription order earns nothing: the discount is larger than the order's contribution.`,
          }
        if (base <= 0)
          return {
            value: Infinity,
            display: 'no one-off contribution',
            verdict: 'pass',
            working,
            summary: `A subscriber earns ${r.money(sub)} a year; a one-off buyer earns nothing.`,
          }
        const v = sub / base
        working.push(`${r.money(sub)} ÷ ${r.money(base)} = ${x(v)}.`)
        return {
          value: v,
          display: x(v),
          verdict: band(v, 1.2, 1),
          working,
          summary:
            v >= 1
              ? `A subscriber earns ${r.money(sub)} a year after the discount against ${r.money(base)} from a one-off buyer.`
              : `A subscriber earns ${r.money(sub)} a year after the discount, less than the ${r.money(base)} a one-off buyer brings.`,
        }
      },
    },
    {
      id: 'free-extra',
      name: 'Giving a paid extra free with every sale against the sales it wins',
      owners: ['cfo', 'cmo'],
      formula:
        'lost a sale = share buying the extra × people × (its price − its cost) + people × its cost − any price rise; × sales a year; won = added units (occupancy gain × capacity × 365) × (rate − people × cost of the extra)',
      threshold: 'what it wins at least 1.2× what it gives away; under 1× it destroys more profit than it creates',
      reason:
        'Including a costly extra free gives away its margin on those who buy it and its cost on everyone else; bundling pays only when the extra sales it brings replace that (pricing practice on bundling and cannibalisation, e.g. Ramanujam & Tacke, "Monetizing Innovation").',
      rule: 'Include the extra free only if the sales it wins replace what it gives away.',
      kinds: { packaging: ['decisive', 1] },
      run(r) {
        const cost = r.n('extra_cost')
        if (cost === undefined) return null
        const people = r.n('users_per_sale') ?? 1
        const takeUp = r.n('take_up')
        const price = r.n('price')
        const sold = r.n('units_sold_year')
        const gainPoints = r.n('occupancy_gain')
        const capacity = r.n('capacity_units')
        const rate = r.n('adr') ?? r.n('unit_price')
        if (
          takeUp === undefined ||
          price === undefined ||
          sold === undefined ||
          gainPoints === undefined ||
          capacity === undefined ||
          rate === undefined
        )
          return missing(
            ...(takeUp === undefined ? ['take_up'] : []),
            ...(price === undefined ? ['price'] : []),
            ...(sold === undefined ? ['units_sold_year'] : []),
            ...(gainPoints === undefined ? ['occupancy_gain'] : []),
            ...(capacity === undefined ? ['capacity_units'] : []),
            ...(rate === undefined ? ['adr'] : []),
          )
        const uplift = r.n('bundle_price_change') ?? 0
        const perSale = takeUp * people * (price - cost) + people * cost - uplift
        const lost = perSale * sold
        const added = gainPoints * capacity * 365
        const won = added * (rate + uplift - people * cost)
        const working = [
          `Given away a sale: ${pct(takeUp)} × ${people} × (${r.money(price)} − ${r.money(cost)}) + ${people} × ${r.money(cost)}${uplift ? ` − ${r.money(uplift)}` : ''} = ${r.money(perSale)}; × ${sold} a year = ${r.money(lost)}.`,
          `Won: ${pct(gainPoints)} × ${capacity} × 365 = ${Math.round(added)} more sales × (${r.money(rate + uplift)} − ${people} × ${r.money(cost)}) = ${r.money(won)}.`,
        ]
        if (lost <= 0)
          return {
            value: Infinity,
            display: 'nothing given away',
            verdict: 'pass',
            working,
            summary: `Including it costs nothing net and wins ${r.money(won)} a year.`,
          }
        const v = won / lost
        working.push(`${r.money(won)} ÷ ${r.money(lost)} = ${x(v)}.`)
        return {
          value: v,
          display: x(v),
          verdict: band(v, 1.2, 1),
          working,
          summary:
            v >= 1
              ? `It wins ${r.money(won)} a year against ${r.money(lost)} given away.`
              : `It gives away ${r.money(lost)} a year and wins back ${r.money(won)}.`,
        }
      },
    },
  ]
}

// ---- each channel's return from the figures written under its name -----------------------

const CHANNEL_FILLER = new Set([
  'the',
  'our',
  'a',
  'an',
  'from',
  'into',
  'to',
  'budget',
  'spend',
  'spending',
  'money',
  'month',
  'mo',
  'per',
  'all',
  'of',
  'and',
  'more',
  'some',
  'less',
])
const stem = (w: string) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w)
/** The words that name a channel ("the $8k/mo flyer" → flyer; "partner referrals" → partner, referral). */
export function channelWords(name: string): string[] {
  return tokens(name)
    .filter((w) => !CHANNEL_FILLER.has(w) && !/\d/.test(w) && w.length > 1)
    .map(stem)
}

type Named = { value: number; display: string; working: string[]; summary: string }

/**
 * A reallocation whose pack writes each channel's figures under its name ("Print flyer spend per month",
 * "Revenue from flyer coupons per month"; "Referral CAC", "Podcast CAC"): the destination's return ÷ the
 * source's, from ROAS, revenue ÷ spend, or 1 ÷ CAC — the same measure for both.
 */
export function channelReturnsNamed(r: Reader): Named | undefined {
  if (!r.p.from || !r.p.to) return undefined
  const fromWords = channelWords(r.p.from)
  const toWords = channelWords(r.p.to)
  if (!fromWords.length || !toWords.length) return undefined
  const names = (f: { label: string }, words: string[]) =>
    tokens(f.label)
      .map(stem)
      .some((w) => words.includes(w))
  const figures = r.book.figures.filter((f) => !f.group && typeof f.value === 'number')
  const own = (words: string[], other: string[]) => figures.filter((f) => names(f, words) && !names(f, other))
  const cite = (f: (typeof figures)[number], shown: string) =>
    r.used.set(`${f.metric}|${f.label}`, {
      metric: f.metric,
      label: f.label,
      value: shown,
      source: SOURCE_LABELS[f.source],
    })
  type Score = { v: number; how: string; measure: 'return' | 'cac' }
  const score = (words: string[], other: string[]): Score | undefined => {
    const mine = own(words, other)
    const pick = (metric: string) => mine.find((f) => f.metric === metric)
    const roas = pick('roas')
    if (roas) {
      cite(roas, x(roas.value as number))
      return { v: roas.value as number, how: `${roas.label}: ${x(roas.value as number)}.`, measure: 'return' }
    }
    const spend = pick('marketing_spend')
    const rev = pick('channel_revenue')
    const added = pick('added_revenue')
    const monthlyRevenue = rev ? (rev.value as number) : added ? (added.value as number) / 12 : undefined
    if (spend && (spend.value as number) > 0 && monthlyRevenue !== undefined) {
      const revFig = (rev ?? added)!
      cite(spend, r.money(spend.value as number))
      cite(revFig, r.money(monthlyRevenue))
      const v = monthlyRevenue / (spend.value as number)
      return {
        v,
        how: `${revFig.label} ÷ ${spend.label}: ${r.money(monthlyRevenue)} ÷ ${r.money(spend.value as number)} = ${x(v)}.`,
        measure: 'return',
      }
    }
    const cac = pick('cac')
    if (cac && (cac.value as number) > 0) {
      cite(cac, r.money(cac.value as number))
      return {
        v: 1 / (cac.value as number),
        how: `${cac.label}: ${r.money(cac.value as number)} a customer.`,
        measure: 'cac',
      }
    }
    return undefined
  }
  const a = score(fromWords, toWords)
  const b = score(toWords, fromWords)
  if (!a || !b || a.measure !== b.measure || a.v <= 0) return undefined
  const v = b.v / a.v
  const working = [
    a.how,
    b.how,
    a.measure === 'cac'
      ? `Customers per unit of spend: ${x(b.v)} ÷ ${x(a.v)} is the source's CAC ÷ the destination's = ${x(v)}.`
      : `${x(b.v)} ÷ ${x(a.v)} = ${x(v)}.`,
  ]
  // A destination that wins customers for more than they are worth loses money whatever the source returns.
  const ltv = r.n('ltv')
  if (b.measure === 'cac' && ltv !== undefined)
    working.push(`Lifetime value ${r.money(ltv)} ÷ the destination's CAC ${r.money(1 / b.v)} = ${x(ltv * b.v)}.`)
  const summary =
    v >= 1
      ? `Where the money would go returns ${x(v)} what it earns where it is.`
      : `Where the money would go returns ${x(v)} as much as where it is${b.measure === 'cac' && ltv !== undefined && ltv * b.v < 1 ? `, and wins customers for more than the ${r.money(ltv)} each is worth` : ''}.`
  return { value: v, display: x(v), working, summary }
}

/**
 * the volume a price rise will cost, from what the last rise cost: the volume change measured
 * after it, scaled by this rise ÷ that one (a constant price elasticity). The last rise's size is its own
 * figure or is written in the label ("Change in covers after last year's 4% rise").
 */
export function pastRiseLoss(r: Reader, change: number): { loss: number; working: string[] } | undefined {
  const f = r.find('past_rise_volume_change')
  if (!f || typeof f.value !== 'number' || change <= 0) return undefined
  const written = /(\d+(?:\.\d+)?)\s*%/.exec(f.label)
  const before = r.n('past_price_change') ?? (written ? Number(written[1]) / 100 : undefined)
  if (before === undefined || before <= 0) return undefined
  const moved = r.n('past_rise_volume_change')!
  const lost = Math.max(0, -moved)
  const loss = (lost * change) / before
  return {
    loss,
    working: [
      `After the last ${pct(before)} rise volume changed ${pct(moved)}: at the same elasticity a ${pct(change)} rise loses ${pct(lost)} × ${pct(change)} ÷ ${pct(before)} = ${pct(loss, 2)}.`,
    ],
  }
}
