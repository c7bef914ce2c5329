// /admin/analytics: usage across the product, week by week over the last 12 weeks (the current week
// last), from admin_weekly_usage(): sign-ups, companies, leads, boardroom sessions and strategies
// created. Each chart has its data table; the totals are a table of their own.
import { Loaded } from '../../ui/query-state'
import { PageHeader, Section, Table } from '../../ui'
import { BarChart } from '../../ui/bar-chart'
import { USAGE_WEEKS, useWeeklyUsage } from './api'
import { USAGE_MEASURES, usageBars, usageTotals, weekLabel } from './usage-series'

export default function AdminAnalyticsPage() {
  const usage = useWeeklyUsage()
  return (
    <>
      <PageHeader
        title="Product analytics"
        lead={`What was created across the product in each of the last ${USAGE_WEEKS} weeks (weeks start on Monday, UTC).`}
      />
      <Loaded query={usage} what="the usage figures">
        {(rows) => {
          const totals = usageTotals(rows)
          const span = rows.length ? `${weekLabel(rows[0].week_start)} to today` : ''
          return (
            <>
              <Section title="Totals" id="totals">
                <Table caption={`Created in the last ${USAGE_WEEKS} weeks (${span})`}>
                  <thead>
                    <tr>
                      <th scope="col">Measure</th>
                      <th scope="col" className="text-right">
                        Total
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {USAGE_MEASURES.map((m) => (
                      <tr key={m.measure}>
                        <th scope="row" className="font-normal">
                          {m.title}
                        </th>
                        <td className="text-right tabular-nums" data-total={m.measure}>
                          {totals[m.measure].toLocaleString('en-US')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </Section>
              <Section title="Week by week" id="weekly">
                <div className="grid gap-4 xl:grid-cols-2">
                  {USAGE_MEASURES.map((m) => (
                    <BarChart
                      key={m.measure}
                      title={m.title}
                      description={`${totals[m.measure].toLocaleString('en-US')} in ${USAGE_WEEKS} weeks`}
                      bars={usageBars(rows, m.measure)}
                      labelHeader="Week"
                      valueHeader={m.noun}
                      empty={`None in the last ${USAGE_WEEKS} weeks.`}
                    />
                  ))}
                </div>
              </Section>
            </>
          )
        }}
      </Loaded>
    </>
  )
}
