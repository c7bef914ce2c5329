// The lead page's "Company enrichment" section: "Enrich from email domain" fills
// the lead's company name, size, industry and location from the provider the Worker is configured
// with; each field shows where it came from and when, with a Revert. With no key configured it says
// which secret an operator must set; a free-mail domain, "no company found" and the per-company limit
// come back as the Worker words them.
import { useState } from 'react'
import { ENRICHED_FIELD_LABELS, providerName, type EnrichedField } from '../../../shared/schemas/enrichment'
import { notify } from '../../app/notify'
import { errorMessage } from '../../lib/errors'
import { formatDate } from '../../lib/format-date'
import { Alert, Button, Section } from '../../ui'
import { Loaded } from '../../ui/query-state'
import { useEnrichedFields, useEnrichLead, useEnrichmentStatus, useRevertEnrichedField } from './enrichment-api'
import { countOf } from '../../../shared/plural'

/** A size is a bucket of the lead's size list ("51-200"): said with its unit. */
const shown = (field: EnrichedField['field'], value: string) =>
  field === 'company_size' ? `${value} employees` : value

function EnrichedFields({ leadId, fields }: { leadId: string; fields: EnrichedField[] }) {
  const revert = useRevertEnrichedField(leadId)
  if (fields.length === 0) return <p className="muted">No field of this lead has been enriched.</p>
  return (
    <dl className="grid gap-3">
      {fields.map((f) => {
        const label = ENRICHED_FIELD_LABELS[f.field]
        return (
          <div key={f.field} className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <dt className="muted">{label}</dt>
              <dd className="m-0 break-words font-semibold">{shown(f.field, f.value)}</dd>
              <dd className="m-0 text-sm text-muted">{`from ${providerName(f.source)}, ${formatDate(f.enriched_at)}${f.previous_value ? ` · was “${shown(f.field, f.previous_value)}”` : ''}`}</dd>
            </div>
            <Button
              variant="secondary"
              aria-label={`Revert ${label.toLowerCase()}`}
              disabled={revert.isPending}
              onClick={() =>
                revert.mutate(f.field, {
                  onSuccess: () =>
                    void notify(
                      'success',
                      f.previous_value
                        ? `${label} is back to “${shown(f.field, f.previous_value)}”`
                        : `${label} reverted`,
                    ),
                  onError: (error) => void notify('error', `${label} was not reverted: ${errorMessage(error)}`),
                })
              }
            >
              Revert
            </Button>
          </div>
        )
      })}
    </dl>
  )
}

export function LeadEnrichment({ leadId, email }: { leadId: string; email: string | null }) {
  const status = useEnrichmentStatus()
  const fields = useEnrichedFields(leadId)
  const enrich = useEnrichLead(leadId)
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <Section title="Company enrichment" id="enrichment">
      <Loaded query={status} what="whether enrichment is configured">
        {(s) => (
          <>
            {!s.configured ? (
              <Alert tone="info">{`Enrichment is not configured on this deployment, so no lead is enriched. An operator must set ${s.missing.join(', ')} (see the README).`}</Alert>
            ) : (
              <>
                <p className="muted">{`The company behind ${email ? `the lead’s email domain` : 'an email domain'} — name, size, industry and location — from ${s.provider}. Free email providers such as gmail.com are not looked up.`}</p>
                <div className="actions mt-0">
                  <Button
                    disabled={enrich.isPending}
                    onClick={() => {
                      setProblem(null)
                      enrich.mutate(undefined, {
                        onSuccess: (a) =>
                          void notify(
                            'success',
                            `${countOf(a.fields.length, 'field')} from ${a.provider} for ${a.domain}`,
                          ),
                        onError: (error) => setProblem(errorMessage(error)),
                      })
                    }}
                  >
                    {enrich.isPending ? 'Enriching…' : 'Enrich from email domain'}
                  </Button>
                </div>
                {problem && <Alert tone="error">{problem}</Alert>}
              </>
            )}
            <Loaded query={fields} what="the enriched fields">
              {(rows) => <EnrichedFields leadId={leadId} fields={rows} />}
            </Loaded>
          </>
        )}
      </Loaded>
    </Section>
  )
}
