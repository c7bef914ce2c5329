// Analyses for operations, treasury, engineering, launches and security that the general library
// (./analyses) lacks: consolidating sites, cutting a contracted service, replacing a paid service by a
// build, funding a new site's ramp-up, cloud commitments, placing surplus cash, A/B-tested roll-outs,
// a beta's own economics, and controls a contract, an insurer or the law requires. Each is written
// like the library's: formula, inputs, threshold, the reason with its usual source, owners, and its
// role per kind. ANALYSES spreads `operationsAnalyses()`; it is a hoisted function (not a const) so
// that the import cycle with ./analyses resolves whichever module loads first.
import { METRIC_BY_ID } from './catalogue'
import { SOURCE_LABELS, type Figure } from './figures'
import {
  band,
  bandLow,
  loadedCostPerHire,
  missing,
  months,
  pct,
  securityPolarity,
  x,
  type Def,
  type Reader,
  type Verdict,
} from './analysis-kit'

/** Every pack figure of a metric (several sites, several requirements), each cited in the working. */
function all(r: Reader, metric: string): Figure[] {
  const found = r.book.figures.filter((f) => f.metric === metric && f.source === 'pack')
  for (const f of found) {
    const key = `${metric}|${f.group ?? ''}|${f.label}`
    if (!r.used.has(key))
      r.used.set(key, {
        metric,
        label: f.group ? `${f.group}: ${f.label}` : f.label,
        value: String(f.value),
        source: SOURCE_LABELS.pack,
      })
  }
  return found
}

const YES = /^\s*(yes|y|true|required|mandatory|signed|will sign|agreed|in place)\b/i
const NO =
  /^\s*(no|n|false|not required|none|refused|declined|will not|won'?t|does not|doesn'?t|not offered|unavailable)\b/i
/** The arm a test or comparison measures against ("Old checkout", "Standard payouts", "Control"). */
const BASELINE = /\b(old|current|existing|standard|control|today|baseline|legacy|before|incumbent)\b/i
/** Short, liquid, capital-preserving instruments (treasury policy), and ones that are not. */
const SAFE_INSTRUMENT =
  /\b(government|treasury|sovereign|t-?bills?|gilts?|bunds?|money[- ]market|term deposits?|certificates? of deposit|bank deposits?)\b/i
const RISKY_INSTRUMENT =
  /\b(equit(y|ies)|shares|stocks?|crypto\w*|bitcoin|hedge|high[- ]yield|junk|venture|private (credit|equity)|commodit\w*|real estate|corporate bonds?)\b/i

export function operationsAnalyses(): Def[] {
  return [
    {
      id: 'site-consolidation',
      name: 'Capacity left after consolidating sites',
      owners: ['coo', 'cfo'],
      formula: 'volume handled by every site today ÷ capacity of the site kept',
      threshold: '85% or less; over 100% the site kept cannot take the volume',
      reason:
        'Warehouses and plants congest above about 85% of capacity (operations capacity-planning practice): consolidate only if the site kept stays under it.',
      rule: 'Consolidate only if the site kept runs at 85% of its capacity or less with all the volume.',
      hard: true,
      kinds: { cut: ['decisive', 1] },
      run(r) {
        const volumes = all(r, 'site_volume').filter((f) => typeof f.value === 'number')
        const capacities = all(r, 'site_capacity').filter((f) => typeof f.value === 'number')
        // Not a decision about sites (a layoff, a licence cut): this analysis has nothing to say.
        if (volumes.length === 0 && capacities.length === 0) return null
        if (volumes.length === 0 || capacities.length !== 1)
          return missing(
            ...(volumes.length === 0 ? ['site_volume'] : []),
            ...(capacities.length !== 1 ? ['capacity of the site kept'] : []),
          )
        const total = volumes.reduce((t, f) => t + (f.value as number), 0)
        const capacity = capacities[0].value as number
        if (capacity <= 0) return null
        const v = total / capacity
        const working = [
          `Volume today: ${volumes.map((f) => `${(f.value as number).toLocaleString('en-US')} (${f.label})`).join(' + ')} = ${total.toLocaleString('en-US')} a month.`,
          `Site kept: ${total.toLocaleString('en-US')} ÷ ${capacity.toLocaleString('en-US')} capacity = ${pct(v)}.`,
        ]
        const verdict = bandLow(v, 0.85, 1)
        return {
          value: v,
          display: pct(v),
          verdict,
          hard: v > 1,
          working,
          summary:
            v > 1
              ? `All the volume (${total.toLocaleString('en-US')} a month) is more than the ${capacity.toLocaleString('en-US')} the site kept can handle: ${pct(v)}.`
              : `With all the volume the site kept would run at ${pct(v)} of its capacity${v > 0.85 ? ', above the 85% where sites congest' : ', with room to spare'}.`,
        }
      },
    },
    {
      id: 'contract-breach',
      name: 'Contracts the cut would breach',
      owners: ['coo', 'ceo'],
      formula: 'revenue or customers under contracts that promise what is cut, and the contract’s remedy',
      threshold: 'none; a cut that breaks a contract is a hard no',
      reason:
        'A cost saving that breaks a contractual obligation (a support SLA, a service level) exposes the company to service credits and termination (contract law; standard SaaS SLAs); renegotiate at renewal instead.',
      rule: 'Cut a service only where no customer contract promises it, or after renegotiating those contracts.',
      hard: true,
      kinds: { cut: ['guard', 1] },
      run(r) {
        const remedy = r.t('contract_remedy')
        const requiring = r.n('customers_requiring')
        const atRiskFigure = r.find('revenue_at_risk')
        const contractual =
          remedy !== undefined ||
          requiring !== undefined ||
          (atRiskFigure !== undefined && /\b(contract\w*|sla|clauses?|msa|agreements?)\b/i.test(atRiskFigure.label))
        // Revenue at risk without any contract behind it is the cut-tradeoff's question, not this one.
        if (!contractual) return null
        const atRisk = r.n('revenue_at_risk')
        const saving = r.n('savings')
        if (atRisk === undefined && requiring === undefined) return missing('revenue_at_risk', 'customers_requiring')
        const exposed = (atRisk ?? 0) > 0 || (requiring ?? 0) > 0
        const working = [
          atRisk !== undefined ? `Revenue under contracts that promise it: ${r.money(atRisk)} a year.` : '',
          requiring !== undefined ? `Customers whose contracts require it: ${requiring}.` : '',
          remedy !== undefined ? `Remedy if we miss it: ${remedy}.` : '',
          saving !== undefined && atRisk !== undefined && atRisk > 0
            ? `The saving is ${r.money(saving)} a year, ${pct(saving / atRisk)} of that revenue.`
            : '',
        ].filter(Boolean)
        return {
          value: atRisk ?? requiring ?? 0,
          display: exposed
            ? atRisk !== undefined
              ? `${r.money(atRisk)} under contract`
              : `${requiring} contracts`
            : 'no contract at stake',
          verdict: exposed ? 'fail' : 'pass',
          working,
          summary: exposed
            ? `Contracts worth ${atRisk !== undefined ? `${r.money(atRisk)} a year` : `${requiring} customers`} promise what we would cut${remedy ? ` (remedy: ${remedy})` : ''}: cutting it breaks them.`
            : 'No customer contract promises what we would cut.',
        }
      },
    },
    {
      id: 'replacement-payback',
      name: 'Payback against what it replaces',
      owners: ['cfo', 'cto'],
      formula:
        'upfront cost ÷ ((yearly cost of what it replaces − yearly running cost of what we build) ÷ 12), in months',
      threshold:
        '12 months or less; over 24 months too slow; if it costs more to run than what it replaces it never pays back',
      reason:
        'Finance teams expect an internal investment to repay its one-off cost within about 12 months; a build that costs more to run than the subscription or service it replaces loses money every year (payback rule, Brealey, Myers & Allen, ch. 5).',
      rule: 'Build only if what it replaces costs clearly more than running it, and the difference repays the build within 12 months.',
      hard: true,
      kinds: { 'engineering-investment': ['decisive', 1] },
      run(r) {
        const replaced = r.n('current_vendor_cost')
        if (replaced === undefined) return missing('what it replaces costs today (a year)')
        const up = r.n('upfront_cost')
        const running = (r.n('added_cost') ?? 0) * 12
        const net = replaced - running
        const working = [
          `What it replaces costs ${r.money(replaced)} a year${running ? `; running what we build costs ${r.money(running)} a year` : ''}: ${r.money(net)} a year saved.`,
        ]
        if (net <= 0)
          return {
            value: Infinity,
            display: 'never',
            verdict: 'fail',
            working: [...working, 'It costs more to run than what it replaces: it never pays back.'],
            summary: `Running it (${r.money(running)} a year) costs more than the ${r.money(replaced)} a year it replaces: it never pays back${up !== undefined ? ` its ${r.money(up)}` : ''}.`,
          }
        if (up === undefined) return missing('upfront_cost')
        const v = up / (net / 12)
        working.push(`Payback: ${r.money(up)} ÷ ${r.money(net / 12)} a month = ${months(v)}.`)
        return {
          value: v,
          display: months(v),
          verdict: bandLow(v, 12, 24),
          hard: false,
          working,
          summary: `It repays its ${r.money(up)} in ${months(v)} from the ${r.money(net)} a year it saves.`,
        }
      },
    },
    {
      id: 'ramp-funding',
      name: 'Cash to carry the new site to break-even',
      owners: ['cfo', 'coo'],
      formula: '(cash − upfront cost) ÷ (monthly loss while ramping × months to break even)',
      threshold: '1.5× or more; under 1× the cash runs out before the site breaks even',
      reason:
        'A new site loses money until it breaks even; the cash left after fitting it out must carry those losses with headroom (standard small-business expansion planning).',
      rule: 'Open it only if the cash left after the fit-out covers the ramp-up losses at least 1.5 times.',
      hard: true,
      kinds: { expansion: ['guard', 1] },
      run(r) {
        const loss = r.n('ramp_loss')
        const time = r.n('breakeven_time')
        if (loss === undefined && time === undefined) return null
        const cash = r.n('cash')
        if (loss === undefined || time === undefined || cash === undefined)
          return missing(
            ...(loss === undefined ? ['ramp_loss'] : []),
            ...(time === undefined ? ['breakeven_time'] : []),
            ...(cash === undefined ? ['cash'] : []),
          )
        const up = r.n('upfront_cost') ?? 0
        const need = Math.abs(loss) * time
        const left = cash - up
        const working = [
          `Cash after the upfront cost: ${r.money(cash)} − ${r.money(up)} = ${r.money(left)}.`,
          `Losses until break-even, at the peak monthly loss: ${r.money(Math.abs(loss))} × ${months(time)} = ${r.money(need)}.`,
        ]
        if (need <= 0)
          return {
            value: Infinity,
            display: 'no ramp loss',
            verdict: left >= 0 ? 'pass' : 'fail',
            hard: left < 0,
            working,
            summary:
              left >= 0 ? 'It breaks even at once; the cash covers the fit-out.' : 'We cannot pay for the fit-out.',
          }
        const v = left / need
        working.push(`${r.money(left)} ÷ ${r.money(need)} = ${x(v)}.`)
        return {
          value: v,
          display: x(v),
          verdict: band(v, 1.5, 1),
          hard: v < 1,
          working,
          summary: `After the fit-out we keep ${r.money(left)}, ${x(v)} the ${r.money(need)} the site could lose before it breaks even.`,
        }
      },
    },
    {
      id: 'commitment-floor',
      name: 'Committed spend against the usage floor',
      owners: ['cto', 'cfo'],
      formula: 'usage the commitment covers = monthly commitment ÷ (1 − discount), against the lowest month of usage',
      threshold: 'at or under the lowest month; above the average month part of it will go unused',
      reason:
        'FinOps Foundation guidance and the cloud providers’ own recommendations: commit to savings plans or reserved capacity only up to the steady floor of usage, so the commitment is used even in the quietest month.',
      rule: 'Commit only up to the floor of steady usage.',
      kinds: { lease: ['decisive', 1] },
      run(r) {
        const commit = r.n('usage_commitment')
        if (commit === undefined) return null
        const floor = r.n('usage_floor')
        const average = r.n('usage_average')
        const d = r.n('discount')
        if (floor === undefined && average === undefined) return missing('usage_floor')
        if (d === undefined) return missing('discount against on-demand prices')
        if (d >= 1) return null
        const covered = commit / (1 - d)
        const working = [
          `Usage covered: ${r.money(commit)} ÷ (1 − ${pct(d)}) = ${r.money(covered)} a month at on-demand prices.`,
          `Saving: ${r.money(covered)} − ${r.money(commit)} = ${r.money(covered - commit)} a month.`,
        ]
        const verdict: Verdict =
          floor !== undefined
            ? covered <= floor
              ? 'pass'
              : average !== undefined && covered <= average
                ? 'borderline'
                : 'fail'
            : covered <= average! * 0.8
              ? 'borderline'
              : 'fail'
        working.push(
          floor !== undefined
            ? `Lowest month: ${r.money(floor)}; the commitment covers ${pct(covered / floor)} of it.`
            : `Only the average month is known (${r.money(average!)}).`,
        )
        return {
          value: covered,
          display: r.money(covered),
          verdict,
          working,
          summary:
            verdict === 'pass'
              ? `The commitment covers ${r.money(covered)} of usage a month, under the lowest month (${r.money(floor!)}): it is used in full and saves ${r.money(covered - commit)} a month.`
              : `The commitment covers ${r.money(covered)} of usage a month, above the ${floor !== undefined ? `lowest month (${r.money(floor)})` : 'floor we can show'}: part of it may go unused.`,
        }
      },
    },
    {
      id: 'treasury-liquidity',
      name: 'Cash kept liquid after investing',
      owners: ['cfo'],
      formula:
        '(cash − amount invested) ÷ monthly operating costs; and whether the instrument is short, liquid and capital-preserving',
      threshold:
        '6 months of operating costs kept liquid or more; under 3 is a hard limit; only government bills, money-market funds or deposits',
      reason:
        'Standard corporate treasury policy: keep several months of operating cash on call and place only the surplus, in liquid, capital-preserving instruments such as short government bills.',
      rule: 'Invest surplus cash only if at least 6 months of operating costs stay liquid and it goes into short, capital-preserving instruments.',
      hard: true,
      kinds: { other: ['decisive', 1] },
      run(r) {
        const amount = r.n('amount_to_invest')
        if (amount === undefined) return null
        const cash = r.n('cash')
        const costs = r.n('gross_burn') ?? r.n('net_burn')
        if (cash === undefined || costs === undefined)
          return missing(...(cash === undefined ? ['cash'] : []), ...(costs === undefined ? ['gross_burn'] : []))
        const instrument = r.t('instrument')
        const risky = instrument !== undefined && RISKY_INSTRUMENT.test(instrument) && !SAFE_INSTRUMENT.test(instrument)
        const left = cash - amount
        const v = costs > 0 ? left / costs : Infinity
        const working = [
          `Kept liquid: ${r.money(cash)} − ${r.money(amount)} = ${r.money(left)}.`,
          costs > 0
            ? `${r.money(left)} ÷ ${r.money(costs)} a month of operating costs = ${months(v)}.`
            : 'No monthly operating costs to cover.',
          instrument !== undefined
            ? `Instrument: ${instrument}${risky ? ' — not capital-preserving' : SAFE_INSTRUMENT.test(instrument) ? ' — short, liquid and capital-preserving' : ''}.`
            : 'Instrument not stated.',
        ]
        if (left < 0)
          return {
            value: 0,
            display: 'more than the cash',
            verdict: 'fail',
            hard: true,
            working,
            summary: `It would invest ${r.money(amount)} of the ${r.money(cash)} we hold: more than we have.`,
          }
        const verdict: Verdict = risky ? 'fail' : band(v, 6, 3)
        return {
          value: v,
          display: Number.isFinite(v) ? months(v) : 'no costs',
          verdict,
          hard: risky || v < 3,
          working,
          summary: risky
            ? `It would put ${r.money(amount)} into ${instrument}, which does not preserve capital.`
            : `After investing ${r.money(amount)} we keep ${r.money(left)} on call, ${Number.isFinite(v) ? months(v) : 'more than enough'} of operating costs${v < 6 ? ', short of the 6 months treasury policy keeps' : ''}.`,
        }
      },
    },
    {
      id: 'experiment-result',
      name: 'A/B test result',
      owners: ['cmo', 'cto'],
      formula: 'uplift measured in the test, and its statistical significance',
      threshold: 'a positive uplift at 95% significance or more; under 80% it is not shown',
      reason:
        'Experimentation practice (e.g. Kohavi, Tang & Xu, "Trustworthy Online Controlled Experiments"): roll out on a positive result at the usual 95% significance, not on noise.',
      rule: 'Roll out if the test showed a positive uplift at 95% significance.',
      kinds: { launch: ['decisive', 1] },
      run(r) {
        const uplift = r.n('test_uplift')
        if (uplift === undefined) return null
        const sig = r.n('test_significance')
        if (sig === undefined) return missing('test_significance')
        const working = [`Uplift ${pct(uplift, 2)} at ${pct(sig)} significance.`]
        const verdict: Verdict = uplift <= 0 ? 'fail' : band(sig, 0.95, 0.8)
        return {
          value: uplift,
          display: pct(uplift, 2),
          verdict,
          working,
          summary:
            uplift <= 0
              ? `The test showed no uplift (${pct(uplift, 2)}).`
              : `The test showed a ${pct(uplift, 2)} uplift at ${pct(sig)} significance${sig < 0.95 ? ', short of the usual 95%' : ''}.`,
        }
      },
    },
    {
      id: 'payment-guardrail',
      name: 'Payment success against today’s',
      owners: ['cto', 'cfo'],
      formula: 'payment success (or failure) rate of the new version − the one it replaces, in points',
      threshold: 'no worse than 0.1 point; more than 0.5 point worse blocks the release',
      reason:
        'Release practice treats a regression in payment success as a blocker: a failed payment loses the sale and the customer’s trust, whatever the gain elsewhere (site reliability and release-management practice).',
      rule: 'Release only if payments succeed at least as often as with what it replaces.',
      hard: true,
      kinds: { launch: ['guard', 1] },
      run(r) {
        let seen: string | undefined
        for (const [metric, higherIsBetter] of [
          ['payment_success', true],
          ['payment_failure', false],
        ] as const) {
          const rows = all(r, metric).filter((f) => typeof f.value === 'number')
          if (rows.length > 0) seen ??= metric
          if (rows.length !== 2 || rows.some((f) => !f.group)) continue
          const base = rows.find((f) => BASELINE.test(f.group!))
          const next = rows.find((f) => f !== base)
          if (!base || !next) continue
          const worse = higherIsBetter
            ? (base.value as number) - (next.value as number)
            : (next.value as number) - (base.value as number)
          // In points, to a hundredth: 97.6% − 97.5% is a tenth of a point, not a hair over it.
          const points = Number((worse * 100).toFixed(2))
          const verdict: Verdict = points <= 0.1 ? 'pass' : points <= 0.5 ? 'borderline' : 'fail'
          const what = higherIsBetter ? 'succeed' : 'fail'
          return {
            value: -points,
            display: `${points > 0 ? '−' : '+'}${Number(Math.abs(points).toFixed(2))} points`,
            verdict,
            hard: verdict === 'fail',
            working: [
              `${next.group}: ${pct(next.value as number, 2)}; ${base.group}: ${pct(base.value as number, 2)}.`,
            ],
            summary: `Payments ${what} ${pct(next.value as number, 2)} of the time with ${next.group} against ${pct(base.value as number, 2)} with ${base.group}${verdict === 'fail' ? ': a regression that blocks the release' : verdict === 'pass' ? ': no regression' : ': a slight regression to watch'}.`,
          }
        }
        // One arm alone shows no regression or its absence: the comparison needs both.
        return seen
          ? missing(
              `${seen === 'payment_success' ? 'payment success rate' : 'payment failure rate'} of both the new version and the one it replaces`,
            )
          : null
      },
    },
    {
      id: 'pilot-contribution',
      name: 'What the beta earned against what it lost',
      owners: ['cfo', 'coo'],
      formula: '(revenue in the beta − its direct losses: fraud, chargebacks) ÷ revenue in the beta',
      threshold: 'positive, 20% or more; a loss in the beta grows with every user it is rolled out to',
      reason:
        'Contribution arithmetic: a feature whose direct losses exceed what it earns has negative unit economics, and scaling it scales the loss.',
      rule: 'Roll it out only once it earns more than it loses in the beta.',
      hard: true,
      kinds: { launch: ['decisive', 1] },
      run(r) {
        const revenue = r.n('pilot_revenue')
        const losses = r.n('pilot_losses')
        if (revenue === undefined && losses === undefined) return null
        if (revenue === undefined || losses === undefined)
          return missing(
            ...(revenue === undefined ? ['pilot_revenue'] : []),
            ...(losses === undefined ? ['pilot_losses'] : []),
          )
        const net = revenue - losses
        const working = [`${r.money(revenue)} earned − ${r.money(losses)} lost = ${r.money(net)}.`]
        if (revenue <= 0)
          return {
            value: -Infinity,
            display: r.money(net),
            verdict: 'fail',
            hard: true,
            working,
            summary: `The beta earned nothing and lost ${r.money(losses)}.`,
          }
        const m = net / revenue
        working.push(`${r.money(net)} ÷ ${r.money(revenue)} = ${pct(m)}.`)
        return {
          value: m,
          display: pct(m),
          verdict: m <= 0 ? 'fail' : m >= 0.2 ? 'pass' : 'borderline',
          hard: m <= 0,
          working,
          summary:
            m <= 0
              ? `In the beta it earned ${r.money(revenue)} and lost ${r.money(losses)}: every user it reaches loses us money.`
              : `In the beta it earned ${r.money(revenue)} against ${r.money(losses)} of losses: ${pct(m)} kept.`,
        }
      },
    },
    {
      id: 'required-control',
      name: 'Control required by contract, insurer or law',
      owners: ['cto', 'ceo'],
      formula: 'whether a customer contract, an insurer or a regulation requires the control',
      threshold: 'a required control is kept (or bought); weakening it is a hard no',
      reason:
        'A control a contract or an insurer requires (named accounts, MFA on admin access, EDR for cyber cover) is a condition of the business, not a cost to trade: breaking it breaches the contract or voids the cover (contract law; cyber-insurance underwriting; CIS Controls).',
      rule: 'Never weaken a control a contract, insurer or regulation requires; buy one they require when it is cheap against what it protects.',
      hard: true,
      kinds: { 'security-tradeoff': ['decisive', securityPolarity] },
      run(r) {
        const stated = all(r, 'required_control')
        const required = stated.filter((f) => YES.test(String(f.value)))
        const notRequired = stated.filter((f) => NO.test(String(f.value)))
        if (required.length === 0 && (notRequired.length === 0 || r.p.direction === 'strengthen')) return null
        const cover = r.n('insurance_cover')
        // What the control costs a year: its running cost, else the amount the question states.
        const running = r.n('added_cost')
        const cost = running !== undefined ? running * 12 : r.n('upfront_cost')
        const working = [
          ...required.map((f) => `${f.label}: ${f.value}.`),
          ...notRequired.map((f) => `${f.label}: ${f.value}.`),
          ...(cover !== undefined && cost !== undefined
            ? [`Cost ${r.money(cost)} a year against ${r.money(cover)} of cover: ${pct(cost / cover, 2)}.`]
            : []),
        ]
        if (required.length === 0)
          return {
            value: 0,
            display: 'not required',
            verdict: 'pass',
            working,
            summary: 'No contract, insurer or regulation we know of requires it.',
          }
        const names = required.map((f) => f.label.toLowerCase()).join('; ')
        return {
          value: required.length,
          display: `${required.length} requirement${required.length === 1 ? '' : 's'}`,
          verdict: 'fail',
          working,
          summary:
            r.p.direction === 'strengthen'
              ? `It is required (${names})${cover !== undefined && cost !== undefined ? `, and costs ${pct(cost / cover, 2)} of the ${r.money(cover)} cover it keeps` : ''}.`
              : `It breaks what is required (${names}).`,
        }
      },
    },
    {
      id: 'processor-agreement',
      name: 'Agreement the law requires for the data',
      owners: ['cto', 'ceo'],
      formula:
        'whether the vendor signs the agreement the data requires (HIPAA business associate agreement, GDPR Art. 28 processing agreement)',
      threshold: 'signed before any regulated data reaches the vendor',
      reason:
        'A vendor handling protected health information must sign a business associate agreement (HIPAA, 45 CFR 164.502(e) and 164.504(e)); one processing personal data for us, a processing agreement (GDPR Art. 28). Without it, using the vendor breaks the law.',
      rule: 'Use a vendor for regulated data only if it signs the agreement the law requires.',
      hard: true,
      kinds: { 'vendor-switch': ['guard', 1] },
      run(r) {
        const agreement = r.t('processor_agreement')
        if (agreement === undefined) return null
        const data = r.t('regulated_data')
        const signs = YES.test(agreement)
        const refuses = NO.test(agreement)
        const regulated = data === undefined ? undefined : YES.test(data) ? true : NO.test(data) ? false : undefined
        const working = [
          `Agreement: ${agreement}.`,
          data !== undefined ? `Regulated data handled: ${data}.` : 'Whether it handles regulated data is not stated.',
        ]
        if (signs || regulated === false)
          return {
            value: 0,
            display: signs ? 'signed' : 'not needed',
            verdict: 'pass',
            working,
            summary: signs
              ? 'The vendor signs the agreement the data requires.'
              : 'It handles no regulated data, so no agreement is needed.',
          }
        if (!refuses) return { missing: ['whether the vendor signs the agreement the data requires'] }
        return {
          value: 1,
          display: 'refused',
          verdict: regulated ? 'fail' : 'borderline',
          hard: !!regulated,
          working,
          summary: regulated
            ? 'The vendor will not sign the agreement the law requires for the data it would handle: using it breaks the law.'
            : 'The vendor will not sign a processing agreement; confirm it would handle no regulated data.',
        }
      },
    },
  ]
}

// ---- Second round: children's data, activities that lose money, refinancing, covenants,
// currency hedges, controls clients require, card data, termination fees, fee earners and studio payroll.

/** The figures among these that are missing, by name: `needs([rate, 'billing_rate'], [hours, 'billable_hours'])`. */
const needs = (...pairs: [unknown, string][]) => missing(...pairs.filter(([v]) => v === undefined).map(([, id]) => id))

/** A control or step stated as absent: "no", "not built", "not yet", "none". */
const ABSENT = /^\s*(no|n|not|none|false|missing|absent)\b/i

/** The youngest-to-oldest ages a text states ("6 to 10", "8–12 year olds"); undefined when it states none. */
function agesIn(text: string): number[] {
  return [...text.matchAll(/\d+/g)].map((m) => Number(m[0])).filter((n) => n > 0 && n < 120)
}

// ANALYSES spreads `secondRoundAnalyses()` after `operationsAnalyses()` (hoisted, for the same import cycle).
export function secondRoundAnalyses(): Def[] {
  return [
    {
      id: 'child-data-consent',
      name: 'Parental consent for children’s data',
      owners: ['cto', 'ceo'],
      formula:
        'whether users under 13 give their personal data (accounts, voice, photos) only after verifiable parental consent',
      threshold: 'consent collected before any child’s data; without it, no launch to children',
      reason:
        'Collecting personal information, including voice recordings, from children under 13 requires verifiable parental consent first (COPPA, 16 CFR Part 312; GDPR Art. 8 sets a similar rule for under-16s); the FTC fines each violation.',
      rule: 'Launch to children only once verifiable parental consent is collected before their data.',
      hard: true,
      kinds: { launch: ['guard', 1], expansion: ['guard', 1] },
      run(r) {
        const consent = r.t('parental_consent')
        const share = r.n('child_users')
        const age = r.t('target_age')
        const ages = age !== undefined ? agesIn(age) : []
        const children = share !== undefined ? share > 0 : ages.length > 0 ? Math.min(...ages) < 13 : undefined
        if (consent === undefined && share === undefined) return null
        const working = [
          share !== undefined ? `Users under 13: ${pct(share)}.` : '',
          age !== undefined ? `Target age: ${age}.` : '',
          consent !== undefined
            ? `Verifiable parental consent: ${consent}.`
            : 'Whether parental consent is collected is not stated.',
        ].filter(Boolean)
        if (children === false)
          return {
            value: 0,
            display: 'no children',
            verdict: 'pass',
            working,
            summary: 'No user is under 13, so no parental consent is needed.',
          }
        if (consent === undefined) return missing('whether verifiable parental consent is collected')
        if (YES.test(consent))
          return {
            value: 0,
            display: 'collected',
            verdict: 'pass',
            working,
            summary: 'Parents give verifiable consent before a child’s data is collected.',
          }
        if (!ABSENT.test(consent)) return missing('whether verifiable parental consent is collected')
        if (children === undefined) return missing('share of users under 13')
        return {
          value: share ?? 1,
          display: 'no consent',
          verdict: 'fail',
          hard: true,
          working,
          summary: `${share !== undefined ? `${pct(share)} of users are under 13` : `It is aimed at children aged ${age}`} and no verifiable parental consent is collected: launching breaks the law on children’s data.`,
        }
      },
    },
    {
      id: 'refinance-payback',
      name: 'Interest saved against the cost of refinancing',
      owners: ['cfo'],
      formula:
        'interest saved a year = balance × (rate today − rate offered); payback = (fees + early repayment charge) ÷ (interest saved ÷ 12), in months',
      threshold: '12 months or less; over 24 months the switch costs more than it saves for too long',
      reason:
        'Corporate treasury practice refinances when the interest saved comfortably exceeds the fees and early-repayment charges, paying them back well within a year.',
      rule: 'Refinance if the interest saved repays the fees and charges within 12 months.',
      kinds: { financing: ['decisive', 1] },
      run(r) {
        const today = r.n('current_interest_rate')
        const offered = r.n('new_interest_rate')
        if (today === undefined && offered === undefined) return null
        const balance = r.n('loan_amount')
        if (today === undefined || offered === undefined || balance === undefined)
          return needs([today, 'current_interest_rate'], [offered, 'new_interest_rate'], [balance, 'loan balance'])
        const fees = r.n('refinance_fees')
        if (fees === undefined) return missing('refinance_fees')
        const charge = r.n('early_repayment_charge') ?? 0
        const cost = fees + charge
        const saved = balance * (today - offered)
        const working = [
          `Interest saved in the first year: ${r.money(balance)} × (${pct(today, 2)} − ${pct(offered, 2)}) = ${r.money(saved)}.`,
          `Cost of moving: ${r.money(fees)} fees + ${r.money(charge)} early repayment charge = ${r.money(cost)}.`,
        ]
        if (saved <= 0)
          return {
            value: Infinity,
            display: 'never',
            verdict: 'fail',
            working,
            summary: `The rate offered (${pct(offered, 2)}) is no lower than today’s (${pct(today, 2)}): refinancing saves nothing.`,
          }
        const v = cost / (saved / 12)
        working.push(`${r.money(cost)} ÷ ${r.money(saved / 12)} a month = ${months(v)}.`)
        return {
          value: v,
          display: months(v),
          verdict: bandLow(v, 12, 24),
          working,
          summary: `Refinancing saves ${r.money(saved)} of interest in the first year and repays its ${r.money(cost)} of costs in ${months(v)}.`,
        }
      },
    },
    {
      id: 'leverage-covenant',
      name: 'Net debt ÷ EBITDA against the covenant',
      owners: ['cfo', 'ceo'],
      formula: '(existing debt + new borrowing − cash) ÷ yearly EBITDA, against the covenant’s maximum',
      threshold: 'under the covenant with headroom (at most 85% of it); above it breaches the loan agreement',
      reason:
        'Bank loan agreements cap leverage (net debt ÷ EBITDA, typically 3×); breaching the covenant lets the lender call the loans or reprice them, so new borrowing must leave the ratio inside it (leveraged-lending practice).',
      rule: 'Borrow only if net debt ÷ EBITDA stays inside the covenant after the new loan.',
      hard: true,
      kinds: { financing: ['guard', 1] },
      run(r) {
        const covenant = r.n('leverage_covenant')
        if (covenant === undefined) return null
        const ebitda = r.n('ebitda')
        const existing = r.n('existing_debt')
        const loan = r.loan() ?? r.n('fundraise_amount')
        if (ebitda === undefined || existing === undefined || loan === undefined)
          return needs([ebitda, 'ebitda'], [existing, 'existing_debt'], [loan, 'loan_amount'])
        const cash = r.n('cash') ?? 0
        const net = existing + loan - cash
        const working = [
          `Net debt after: ${r.money(existing)} + ${r.money(loan)} − ${r.money(cash)} cash = ${r.money(net)}.`,
        ]
        if (ebitda <= 0)
          return {
            value: Infinity,
            display: 'no EBITDA',
            verdict: net > 0 ? 'fail' : 'pass',
            hard: net > 0,
            working,
            summary: `With ${r.money(ebitda)} of EBITDA any net debt breaches a leverage covenant.`,
          }
        const v = net / ebitda
        working.push(`${r.money(net)} ÷ ${r.money(ebitda)} EBITDA = ${x(v)}, against a covenant of ${x(covenant)}.`)
        const verdict: Verdict = v <= covenant * 0.85 ? 'pass' : v <= covenant ? 'borderline' : 'fail'
        return {
          value: v,
          display: x(v),
          verdict,
          hard: v > covenant,
          working,
          summary:
            v > covenant
              ? `The new loan takes net debt to ${x(v)} EBITDA, over the ${x(covenant)} covenant: it breaches the loan agreement.`
              : `Net debt would be ${x(v)} EBITDA, inside the ${x(covenant)} covenant.`,
        }
      },
    },
    {
      id: 'card-data-protection',
      name: 'Card numbers stored unprotected',
      owners: ['cto', 'cfo'],
      formula: 'card numbers kept readable (plain text, notes, spreadsheets) outside a tokenised or encrypted store',
      threshold: 'none; any stored readable card number breaks PCI DSS',
      reason:
        'PCI DSS Requirement 3 requires stored card numbers to be rendered unreadable (tokenised, truncated or encrypted); a merchant that keeps them in the clear risks fines, forensic costs and losing card acceptance, whatever it saves.',
      rule: 'Never keep card numbers readable; tokenise or delete them.',
      hard: true,
      kinds: { 'security-tradeoff': ['decisive', securityPolarity] },
      run(r) {
        const stored = r.n('plain_card_data')
        if (stored === undefined) return null
        const volume = r.n('card_volume')
        const working = [
          `Card numbers stored readable: ${stored.toLocaleString('en-US')}.`,
          ...(volume !== undefined
            ? [`Card payments that depend on keeping card acceptance: ${r.money(volume)} a month.`]
            : []),
        ]
        if (stored <= 0)
          return {
            value: 0,
            display: 'none stored',
            verdict: 'pass',
            working,
            summary: 'No card number is kept readable.',
          }
        return {
          value: stored,
          display: `${stored.toLocaleString('en-US')} cards exposed`,
          verdict: 'fail',
          working,
          summary:
            r.p.direction === 'strengthen'
              ? `${stored.toLocaleString('en-US')} card numbers are kept readable today, against PCI DSS: protecting them is required.`
              : `Keeping ${stored.toLocaleString('en-US')} card numbers readable breaks PCI DSS Requirement 3.`,
        }
      },
    },
    {
      id: 'contract-insurance',
      name: 'Insurance cover customer contracts require',
      owners: ['cfo', 'coo'],
      formula:
        'cover the contracts require against the cover we would keep (none, once the policy is dropped); the revenue under those contracts',
      threshold: 'the required cover kept; dropping it breaches the contracts',
      reason:
        'Retailer, client and landlord agreements commonly require a minimum insurance cover; dropping it breaches them (contract law), and a cost saving that breaks a contractual obligation is a hard no.',
      rule: 'Keep at least the cover customer contracts require; renegotiate those contracts before dropping it.',
      hard: true,
      kinds: { cut: ['guard', 1] },
      run(r) {
        const required = r.n('required_cover')
        if (required === undefined) return null
        const share = r.n('customer_share')
        const revenue = r.n('revenue')
        const premium = r.n('added_cost') ?? (r.n('savings') !== undefined ? r.n('savings')! / 12 : undefined)
        const atStake = share !== undefined && revenue !== undefined ? share * revenue * 12 : undefined
        const working = [
          `Contracts require ${r.money(required)} of cover; dropping the policy leaves none.`,
          ...(atStake !== undefined
            ? [
                `Revenue under those contracts: ${pct(share!)} × ${r.money(revenue! * 12)} = ${r.money(atStake)} a year.`,
              ]
            : []),
          ...(premium !== undefined
            ? [`The saving: ${r.money(premium)} a month, ${r.money(premium * 12)} a year.`]
            : []),
        ]
        if (required <= 0)
          return {
            value: 0,
            display: 'no cover required',
            verdict: 'pass',
            working,
            summary: 'No customer contract requires the cover.',
          }
        return {
          value: required,
          display: `${r.money(required)} required`,
          verdict: 'fail',
          working,
          summary: `Customer contracts require ${r.money(required)} of cover${atStake !== undefined ? ` (${r.money(atStake)} a year of revenue)` : ''}: dropping it breaches them${premium !== undefined ? ` to save ${r.money(premium * 12)} a year` : ''}.`,
        }
      },
    },
    {
      id: 'client-required-control',
      name: 'Cost of a control against the revenue of the clients who require it',
      owners: ['cto', 'cfo'],
      formula:
        'first-year cost of the control (one-off + a year of running cost) ÷ yearly revenue from the clients who require it',
      threshold: 'under 10% of that revenue it is bought; above 100% it costs more than the clients bring',
      reason:
        'Controls clients require in their contracts or outside-counsel guidelines (device encryption, MDM, MFA) are baseline controls (CIS Controls, ISO 27001); when they cost a small share of the revenue they keep, they are bought, not debated.',
      rule: 'Put in a control clients require when its first-year cost is a small share of the revenue those clients bring.',
      kinds: { 'security-tradeoff': ['decisive', securityPolarity] },
      run(r) {
        const share = r.n('customer_share')
        if (share === undefined) return null
        const revenue = r.n('revenue')
        const upfront = r.n('upfront_cost') ?? 0
        const running = (r.n('added_cost') ?? 0) * 12
        const cost = upfront + running
        if (revenue === undefined) return missing('revenue')
        if (cost <= 0) return missing('what the control costs')
        const atStake = share * revenue * 12
        const working = [
          `Revenue from the clients who require it: ${pct(share)} × ${r.money(revenue * 12)} = ${r.money(atStake)} a year.`,
          `First-year cost: ${r.money(upfront)} one-off + ${r.money(running)} a year = ${r.money(cost)}.`,
        ]
        if (atStake <= 0)
          return {
            value: Infinity,
            display: 'no revenue at stake',
            verdict: 'pass',
            working,
            summary: 'No revenue depends on the control.',
          }
        const v = cost / atStake
        working.push(`${r.money(cost)} ÷ ${r.money(atStake)} = ${pct(v, 2)}.`)
        // The health of going without it: failing means the control is cheap against what it keeps.
        const verdict: Verdict = v < 0.1 ? 'fail' : v <= 1 ? 'borderline' : 'pass'
        return {
          value: v,
          display: pct(v, 2),
          verdict,
          working,
          summary:
            v < 0.1
              ? `The control costs ${r.money(cost)} in its first year, ${pct(v, 2)} of the ${r.money(atStake)} a year the clients who require it bring.`
              : `The control costs ${r.money(cost)} in its first year, ${pct(v, 2)} of the ${r.money(atStake)} a year those clients bring.`,
        }
      },
    },
    {
      id: 'fee-earner-return',
      name: 'Fees a fee earner bills against their salary',
      owners: ['coo', 'cfo'],
      formula: 'billable hours a year × billing rate ÷ yearly cost of the hire',
      threshold: '3× or more (the rule of thirds); under 2× the hire does not cover their share of overhead',
      reason:
        'Law and professional-services firms expect a fee earner to bill about three times their salary — a third for pay, a third for overhead, a third for profit (the "rule of thirds" of law-firm management).',
      rule: 'Hire fee earners who will bill at least 3× their cost.',
      kinds: { hire: ['decisive', 1] },
      run(r) {
        const rate = r.n('billing_rate')
        const hours = r.n('billable_hours')
        if (rate === undefined && hours === undefined) return null
        const cost = loadedCostPerHire(r)
        if (rate === undefined || hours === undefined || cost === undefined)
          return needs([rate, 'billing_rate'], [hours, 'billable_hours'], [cost, 'cost_per_hire'])
        const fees = rate * hours
        const working = [
          `${Number(hours.toFixed(0)).toLocaleString('en-US')} hours × ${r.money(rate)} = ${r.money(fees)} a year billed per hire.`,
        ]
        if (cost <= 0) return null
        const v = fees / cost
        working.push(`${r.money(fees)} ÷ ${r.money(cost)} = ${x(v)}.`)
        return {
          value: v,
          display: x(v),
          verdict: band(v, 3, 2),
          working,
          summary: `Each hire should bill ${r.money(fees)} a year, ${x(v)} their ${r.money(cost)} cost${v >= 3 ? '' : ', short of the 3× a fee earner should bill'}.`,
        }
      },
    },
    {
      id: 'rate-switch-payback',
      name: 'Payback of switching for a lower rate',
      owners: ['cfo', 'coo'],
      formula: 'one-off costs (termination fee, migration) ÷ (volume a month × points saved on the rate), in months',
      threshold: '12 months or less; over 24 months wait for the contract to end',
      reason:
        'Finance teams expect a switch to repay its one-off costs (early-termination fees, migration) within about 12 months; when the fee saving repays them slower, switching at renewal avoids the fee (payback rule; procurement practice).',
      rule: 'Switch now only if the rate saving repays the termination fee and migration within 12 months; otherwise switch at renewal.',
      kinds: { 'vendor-switch': ['decisive', 1] },
      run(r) {
        const points = r.n('rate_saving')
        if (points === undefined) return null
        const volume = r.n('card_volume')
        if (volume === undefined) return missing('the volume the rate applies to (a month)')
        const costs = all(r, 'switching_cost').filter((f) => typeof f.value === 'number')
        const upfront = r.n('upfront_cost')
        const oneOff = costs.reduce((t, f) => t + (f.value as number), 0) + (upfront ?? 0)
        if (costs.length === 0 && upfront === undefined) return missing('switching_cost')
        const saved = volume * points
        const working = [
          `Saving: ${r.money(volume)} a month × ${pct(points, 2)} = ${r.money(saved)} a month.`,
          `One-off costs: ${[...costs.map((f) => `${r.money(f.value as number)} (${f.label})`), ...(upfront !== undefined ? [`${r.money(upfront)} up front`] : [])].join(' + ')} = ${r.money(oneOff)}.`,
        ]
        if (saved <= 0)
          return {
            value: Infinity,
            display: 'never',
            verdict: 'fail',
            working,
            summary: 'The new rate saves nothing, so the switch never pays back.',
          }
        const v = oneOff / saved
        working.push(`${r.money(oneOff)} ÷ ${r.money(saved)} a month = ${months(v)}.`)
        return {
          value: v,
          display: months(v),
          verdict: bandLow(v, 12, 24),
          working,
          summary: `Switching costs ${r.money(oneOff)} once and saves ${r.money(saved)} a month: ${months(v)} to pay back${v > 24 ? ', far slower than a year' : ''}.`,
        }
      },
    },
    {
      id: 'saving-rate-payback',
      name: 'Payback from a measured saving on a cost base',
      owners: ['cfo', 'coo'],
      formula: 'upfront cost ÷ (monthly cost it applies to × saving measured), in months',
      threshold: '12 months or less; over 24 months too slow',
      reason:
        'Finance teams expect an internal investment to repay its one-off cost within about 12 months (payback rule, Brealey, Myers & Allen, ch. 5); a saving measured in a pilot applied to the cost it touches gives the monthly benefit.',
      rule: 'Invest if the measured saving on the cost it applies to repays the upfront cost within 12 months.',
      kinds: { 'engineering-investment': ['decisive', 1], other: ['decisive', 1] },
      run(r) {
        const rate = r.n('saving_rate')
        const base = r.n('saving_base')
        if (rate === undefined && base === undefined) return null
        const up = r.n('upfront_cost')
        if (rate === undefined || base === undefined || up === undefined)
          return needs([rate, 'saving_rate'], [base, 'saving_base'], [up, 'upfront_cost'])
        const saved = base * rate
        const working = [`Saving: ${r.money(base)} a month × ${pct(rate)} = ${r.money(saved)} a month.`]
        if (saved <= 0)
          return {
            value: Infinity,
            display: 'never',
            verdict: 'fail',
            working,
            summary: 'It saves nothing, so it never pays back.',
          }
        const v = up / saved
        working.push(`${r.money(up)} ÷ ${r.money(saved)} a month = ${months(v)}.`)
        return {
          value: v,
          display: months(v),
          verdict: bandLow(v, 12, 24),
          working,
          summary: `A ${pct(rate)} saving on ${r.money(base)} a month is ${r.money(saved)} a month: it repays its ${r.money(up)} in ${months(v)}.`,
        }
      },
    },
    {
      id: 'unit-cash-on-cash',
      name: 'Cash-on-cash return of the new unit',
      owners: ['cfo', 'coo'],
      formula: 'projected yearly sales × unit-level margin of the existing units ÷ build-out cost',
      threshold: '33% or more (build-out repaid within about 3 years); under 20% too slow',
      reason:
        'Restaurant and retail development practice expects a new unit to pay back its build-out within about 3 years, a cash-on-cash return of 30–35% or more at the unit-level (four-wall) margin the existing units earn.',
      rule: 'Open it if its projected sales at the existing units’ margin repay the build-out within 3 years.',
      kinds: { expansion: ['decisive', 1] },
      run(r) {
        const sales = r.n('unit_sales')
        const margin = r.n('unit_margin')
        if (sales === undefined && margin === undefined) return null
        const up = r.n('upfront_cost')
        if (sales === undefined || margin === undefined || up === undefined)
          return needs([sales, 'unit_sales'], [margin, 'unit_margin'], [up, 'upfront_cost'])
        const profit = sales * margin
        const working = [`Yearly profit of the unit: ${r.money(sales)} × ${pct(margin)} = ${r.money(profit)}.`]
        if (up <= 0) return null
        const v = profit / up
        working.push(
          `${r.money(profit)} ÷ ${r.money(up)} = ${pct(v)} a year (payback ${profit > 0 ? `${Number((up / profit).toFixed(1))} years` : 'never'}).`,
        )
        return {
          value: v,
          display: pct(v),
          verdict: band(v, 0.33, 0.2),
          working,
          summary: `At ${pct(margin)} on ${r.money(sales)} of sales the unit earns ${r.money(profit)} a year, ${pct(v)} of its ${r.money(up)} build-out${profit > 0 ? `: repaid in ${Number((up / profit).toFixed(1))} years` : ''}.`,
        }
      },
    },
    {
      id: 'activity-contribution',
      name: 'What the activity earns against what it costs',
      owners: ['cfo', 'coo'],
      formula: 'the activity’s own revenue − its own direct costs (food, staff, other), a month',
      threshold: 'positive, 10% of its revenue or more; below zero it loses money every month it runs',
      reason:
        'Contribution-margin analysis (standard management accounting): an activity whose direct costs exceed its revenue, and that does not bring other sales, is cut; one that contributes is kept.',
      rule: 'Stop an activity whose own costs exceed its revenue; keep one that contributes.',
      kinds: { cut: ['decisive', -1] },
      run(r) {
        const activity = r.p.activity
        if (!activity) return null
        const word = new RegExp(`\\b${activity.replace(/[^\w-]/g, '')}s?\\b`, 'i')
        type Line = { label: string; monthly: number }
        const revenue: Line[] = []
        const costs: Line[] = []
        const yearly = (label: string) => /\b(annual|annually|yearly|per year|a year|per annum)\b/i.test(label)
        for (const f of r.book.figures) {
          if (f.source !== 'pack' || typeof f.value !== 'number' || !word.test(f.label)) continue
          const def = METRIC_BY_ID.get(f.metric)
          if (def?.dimension !== 'money') continue
          const monthly =
            def.period === 'year'
              ? f.value / 12
              : def.period === 'month'
                ? f.value
                : yearly(f.label)
                  ? f.value / 12
                  : f.value
          if (/\b(revenue|sales|income|takings)\b/i.test(f.label)) revenue.push({ label: f.label, monthly })
          else if (/\b(costs?|wages|payroll|salar\w*|expenses?|rent)\b/i.test(f.label))
            costs.push({ label: f.label, monthly })
        }
        for (const f of r.book.unmatched) {
          if (typeof f.value !== 'number' || !f.unit || !/^[A-Z]{3}$/.test(f.unit) || !word.test(f.label)) continue
          const monthly = yearly(f.label) ? f.value / 12 : f.value
          if (/\b(revenue|sales|income|takings)\b/i.test(f.label)) revenue.push({ label: f.label, monthly })
          else if (/\b(costs?|wages|payroll|salar\w*|expenses?|rent)\b/i.test(f.label))
            costs.push({ label: f.label, monthly })
        }
        if (revenue.length === 0 && costs.length === 0) return null
        if (revenue.length === 0 || costs.length === 0)
          return missing(
            revenue.length === 0 ? `revenue from ${activity} (a month)` : `direct costs of ${activity} (a month)`,
          )
        for (const l of [...revenue, ...costs])
          r.used.set(`activity|${l.label}`, {
            metric: 'activity',
            label: l.label,
            value: r.money(l.monthly),
            source: SOURCE_LABELS.pack,
          })
        const earned = revenue.reduce((t, l) => t + l.monthly, 0)
        const spent = costs.reduce((t, l) => t + l.monthly, 0)
        const v = earned - spent
        const working = [
          `Revenue: ${revenue.map((l) => `${r.money(l.monthly)} (${l.label})`).join(' + ')} = ${r.money(earned)} a month.`,
          `Direct costs: ${costs.map((l) => `${r.money(l.monthly)} (${l.label})`).join(' + ')} = ${r.money(spent)} a month.`,
          `Contribution: ${r.money(earned)} − ${r.money(spent)} = ${r.money(v)} a month.`,
        ]
        const verdict: Verdict = v < 0 ? 'fail' : earned > 0 && v / earned >= 0.1 ? 'pass' : 'borderline'
        return {
          value: v,
          display: `${r.money(v)} a month`,
          verdict,
          working,
          summary:
            v < 0
              ? `${activity[0].toUpperCase()}${activity.slice(1)} brings ${r.money(earned)} a month and costs ${r.money(spent)}: it loses ${r.money(-v)} a month.`
              : `${activity[0].toUpperCase()}${activity.slice(1)} brings ${r.money(earned)} a month against ${r.money(spent)} of direct costs: it contributes ${r.money(v)} a month.`,
        }
      },
    },
    {
      id: 'fx-hedge',
      name: 'Profit a currency move would take, and the hedge against it',
      owners: ['cfo'],
      formula:
        'profit at risk a month = foreign-currency costs × the adverse move seen; against monthly profit (revenue × net margin); hedge ratio against the 50–80% policy band',
      threshold: 'hedge 50–80% when a move would take 10% of profit or more; hedging more than 100% is speculation',
      reason:
        'Corporate treasury policy hedges 50–80% of committed foreign-currency costs with forwards (no upfront premium) when an adverse move would take a large share of profit; hedging more than the exposure is a bet, not protection.',
      rule: 'Hedge 50–80% of committed foreign-currency costs when an adverse move would take 10% of profit or more.',
      kinds: { other: ['decisive', 1] },
      run(r) {
        const costs = r.n('fx_costs')
        const ratio = r.n('hedge_ratio')
        if (costs === undefined && ratio === undefined) return null
        const move = r.n('fx_move')
        const margin = r.n('operating_margin')
        const revenue = r.n('revenue')
        const ebitda = r.n('ebitda')
        const profit =
          revenue !== undefined && margin !== undefined
            ? revenue * margin
            : ebitda !== undefined
              ? ebitda / 12
              : undefined
        if (costs === undefined || move === undefined || profit === undefined)
          return needs([costs, 'fx_costs'], [move, 'fx_move'], [profit, 'monthly profit (revenue and net margin)'])
        const atRisk = costs * Math.abs(move)
        const premium = r.n('hedge_premium')
        const working = [
          `At risk: ${r.money(costs)} a month × ${pct(Math.abs(move))} = ${r.money(atRisk)} a month (foreign costs as stated; the pack gives no exchange rate).`,
          revenue !== undefined && margin !== undefined
            ? `Monthly profit: ${r.money(revenue)} × ${pct(margin)} = ${r.money(profit)}.`
            : `Monthly profit: ${r.money(profit)}.`,
          ...(ratio !== undefined ? [`Hedge ratio proposed: ${pct(ratio)}.`] : []),
          ...(premium !== undefined ? [`Premium paid up front: ${r.money(premium)}.`] : []),
        ]
        const share = profit > 0 ? atRisk / profit : Infinity
        if (Number.isFinite(share)) working.push(`${r.money(atRisk)} ÷ ${r.money(profit)} = ${pct(share)} of profit.`)
        const shown = Number.isFinite(share) ? pct(share) : 'all of profit'
        if (ratio !== undefined && ratio > 1)
          return {
            value: share,
            display: shown,
            verdict: 'fail',
            working,
            summary: `Hedging ${pct(ratio)} of the exposure is more than we owe in that currency: a bet, not protection.`,
          }
        if (premium !== undefined && ratio !== undefined && premium > atRisk * 12 * ratio)
          return {
            value: share,
            display: shown,
            verdict: 'fail',
            working,
            summary: `The premium (${r.money(premium)}) costs more than a year of the move it protects against.`,
          }
        const inBand = ratio === undefined || (ratio >= 0.5 && ratio <= 0.8)
        const verdict: Verdict = share >= 0.1 && inBand ? 'pass' : 'borderline'
        return {
          value: share,
          display: shown,
          verdict,
          working,
          summary:
            share >= 0.1
              ? `A move like last year’s would take ${r.money(atRisk)} a month, ${shown} of profit${ratio !== undefined ? `; hedging ${pct(ratio)} ${inBand ? 'is inside' : 'is outside'} the 50–80% policy band` : ''}.`
              : `A move like last year’s would take ${r.money(atRisk)} a month, only ${shown} of profit: little to protect.`,
        }
      },
    },
  ]
}
