import { ButtonLink, Card, Container, Grid, Link, PageHeader, Section } from '../../ui'

type Stage = { title: string; body: string }

const STAGES: readonly Stage[] = [
  {
    title: 'The decision names its metrics',
    body: 'When the board records a decision, it also records the metrics the decision is meant to move, the direction expected and over what period: for example, cost per lead down within 60 days.',
  },
  {
    title: 'A baseline is taken',
    body: 'At the moment of the decision the plugin saves the current value of each metric from your own data, so there is a fixed “before” to compare against.',
  },
  {
    title: 'The metrics are re-read',
    body: 'At the review points of the decision’s period the plugin reads the same metrics again, from the same sources, the same way.',
  },
  {
    title: 'The impact is reported',
    body: 'You see before and after, the change, and whether it went the way the board expected, next to the decision and its rationale.',
  },
]

type Example = { decision: string; metrics: readonly string[] }

const EXAMPLES: readonly Example[] = [
  {
    decision: 'Raise prices on the entry plan',
    metrics: ['Monthly recurring revenue', 'New subscriptions', 'Cancellations'],
  },
  {
    decision: 'Move budget from paid social to email',
    metrics: ['Cost per lead', 'Leads per week', 'Campaign return on spend'],
  },
  {
    decision: 'Reply to every new lead within one business day',
    metrics: ['Time to first contact', 'Meetings booked', 'Lead-to-customer rate'],
  },
  { decision: 'Cut two software subscriptions', metrics: ['Monthly outflows', 'Cash runway'] },
]

const LIMITS: readonly string[] = [
  'Impact shows what changed after a decision, not proof that the decision caused it. When several decisions overlap on the same metric, the report says so.',
  'A metric is only measured if its source is connected and was connected at the time of the baseline.',
  'Results are never estimated or padded: a metric with no data reads “not enough data”.',
]

export default function ImpactPluginPage() {
  return (
    <Container>
      <PageHeader
        eyebrow="Plugins"
        title="Impact plugin"
        lead="Every boardroom decision is a bet. The impact plugin measures what each decision actually changed in your metrics afterwards, so the board learns from its own track record."
      >
        <div className="actions">
          <ButtonLink to="/signup">Create your account</ButtonLink>
          <ButtonLink to="/galaxy/plugins/leaderboard" variant="secondary">
            See all plugins
          </ButtonLink>
        </div>
      </PageHeader>

      <Section id="how" title="How it measures a decision">
        <ol className="grid grid-2 plain-list">
          {STAGES.map((s, i) => (
            <Card key={s.title} as="li" title={`${i + 1}. ${s.title}`}>
              <p>{s.body}</p>
            </Card>
          ))}
        </ol>
      </Section>

      <Section
        id="examples"
        title="Decisions and the metrics they are judged on"
        intro="Illustrations of how a decision maps to metrics; your board chooses the metrics for your own decisions."
      >
        <Grid columns={2}>
          {EXAMPLES.map((e) => (
            <Card key={e.decision} title={e.decision}>
              <ul>
                {e.metrics.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="uses" title="What the results feed">
        <ul className="prose">
          <li>
            <strong>The decision log.</strong> Each decision shows its measured impact beside the reasoning that led to
            it.
          </li>
          <li>
            <strong>The executive leaderboard.</strong> Executives are ranked by how their recommendations worked out
            once measured.
          </li>
          <li>
            <strong>The next debate.</strong> Executives cite the measured results of earlier decisions when a similar
            question comes back to the board.
          </li>
        </ul>
      </Section>

      <Section id="limits" title="What it does not claim">
        <ul className="prose">
          {LIMITS.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
        <p>
          For a broad view of the business rather than one decision, run the{' '}
          <Link to="/diagnostics">business health diagnostic</Link>.
        </p>
        <div className="actions">
          <ButtonLink to="/signup">Start measuring your decisions</ButtonLink>
          <ButtonLink to="/pricing" variant="secondary">
            See which plans include it
          </ButtonLink>
        </div>
      </Section>
    </Container>
  )
}
