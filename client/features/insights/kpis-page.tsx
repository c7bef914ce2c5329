// /dashboard/insights/kpis: the KPIs the executives track, each with today's value and how it is
// computed from the company's records.
import { PageHeader, Table } from '../../ui'
import { FiguresNote } from '../../ui/key-figures'
import { kpiDefinitions } from './kpi-definitions'
import { MetricsGate, NoLeadsYet } from './metrics-gate'

export default function KpisPage() {
  return (
    <>
      <PageHeader
        title="KPIs"
        lead="The figures your executives argue from: each one’s value today and exactly how it is computed from your records."
      />
      <MetricsGate>
        {(metrics) => (
          <>
            {metrics.leads.total === 0 && <NoLeadsYet what="These KPIs" />}
            <FiguresNote metrics={metrics} />
            <Table caption="Key performance indicators and their definitions" hideCaption>
              <thead>
                <tr>
                  <th scope="col">KPI</th>
                  <th scope="col">Today</th>
                  <th scope="col">How it is computed</th>
                </tr>
              </thead>
              <tbody>
                {kpiDefinitions(metrics).map((k) => (
                  <tr key={k.id}>
                    <th scope="row" className="whitespace-nowrap">
                      {k.name}
                    </th>
                    <td className="whitespace-nowrap font-semibold">{k.value}</td>
                    <td className="min-w-[16rem]">{k.definition}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        )}
      </MetricsGate>
    </>
  )
}
