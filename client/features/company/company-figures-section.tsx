// The company's standing figures for the board: cash, burn, revenue, margin, churn, CAC… each with
// the date it was true. Every boardroom debate receives them (a board-pack figure overrides one
// for that question). Owners and admins edit; members read. RLS decides; this only asks.
import type { Membership } from '../../lib/membership'
import { useState } from 'react'
import { metric as metricDef, STANDING_METRICS } from '../../../shared/decision/catalogue'
import { formatValue } from '../../../shared/decision/figures'
import { StandingFigureSchema, type StandingFigure } from '../../../shared/schemas/board-pack'
import { Loaded } from '../../ui/query-state'
import { type Expected, readExpected } from '../../../shared/language/amount'
import { z } from '../../../shared/zod'
import { errorMessage } from '../../lib/errors'
import { useZodForm } from '../../lib/form'
import { Alert, Button, Table, TableHead } from '../../ui'
import { useCompanyFigures, useRemoveCompanyFigure, useSaveCompanyFigure } from './api'

const today = () => new Date().toISOString().slice(0, 10)

/** The unit a metric is kept in: money in the company's currency, rates in %, spans in months. */
function unitOf(id: string, currency: string): string {
  const d = metricDef(id).dimension
  return d === 'money'
    ? currency
    : d === 'percent'
      ? '%'
      : d === 'ratio'
        ? 'x'
        : d === 'months'
          ? 'months'
          : d === 'days'
            ? 'days'
            : d === 'hours'
              ? 'hours'
              : d === 'score'
                ? 'score'
                : 'count'
}

/** A stored figure as shown: percentages were stored as written (18 with "%"). */
function shown(f: StandingFigure): string {
  const def = metricDef(f.metric)
  if (f.unit === '%') return `${f.value}%`
  return formatValue(def.dimension, f.value, /^[A-Z]{3}$/.test(f.unit) ? f.unit : 'USD', def.period)
}

/** How a metric's value is typed: money in the company's currency (per its period), a rate, a span… */
function expectedOf(id: string, currency: string): Expected {
  const def = metricDef(id)
  switch (def.dimension) {
    case 'money':
      return { kind: 'money', currency, ...(def.period === 'once' ? {} : { per: def.period }) }
    case 'percent':
      return { kind: 'percent' }
    case 'ratio':
      return { kind: 'multiple' }
    case 'months':
      return { kind: 'time', unit: 'month' }
    case 'days':
      return { kind: 'time', unit: 'day' }
    case 'hours':
      return { kind: 'time', unit: 'hour' }
    default:
      return { kind: 'count' }
  }
}

/** What the value typed so far reads as, shown beside it before saving. */
function valueReading(id: string, typed: unknown, currency: string): string | null {
  if (typeof typed !== 'string' || !typed.trim()) return null
  const read = readExpected(typed, expectedOf(id, currency))
  return read.ok ? `Reads as ${read.shown}` : null
}

/** The form's strings read as a standing figure; each refusal at the field it is about. */
const figureFormSchema = (currency: string) =>
  z.object({ metric: z.string(), value: z.string(), as_of: z.string() }).transform((v, ctx): StandingFigure => {
    const def = metricDef(v.metric)
    const read = readExpected(v.value, expectedOf(v.metric, currency))
    if (!read.ok)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `${def.name}: ${read.message}`,
      })
    else if (v.as_of > today())
      ctx.addIssue({ code: 'custom', path: ['as_of'], message: 'The as-of date cannot be in the future' })
    else {
      const figure = StandingFigureSchema.safeParse({
        metric: v.metric,
        label: def.name,
        value: read.value,
        unit: unitOf(v.metric, currency),
        as_of: v.as_of,
      })
      if (figure.success) return figure.data
      ctx.addIssue({ code: 'custom', path: ['value'], message: figure.error.issues[0]?.message ?? 'Check the figure' })
    }
    return z.NEVER
  })

function FigureForm({
  companyId,
  existing,
  currency,
}: {
  companyId: string
  existing: StandingFigure[]
  currency: string
}) {
  const save = useSaveCompanyFigure(companyId)
  const [saved, setSaved] = useState<string | null>(null)
  const form = useZodForm(
    figureFormSchema(currency),
    async (figure) => {
      try {
        await save.mutateAsync(figure)
      } catch (e) {
        return `${figure.label} was not saved: ${errorMessage(e)}`
      }
      setSaved(`${figure.label} saved.`)
      form.form.setValue('value', '')
    },
    {
      defaultValues: {
        metric: STANDING_METRICS.find((m) => !existing.some((f) => f.metric === m)) ?? STANDING_METRICS[0],
        value: '',
        as_of: today(),
      },
    },
  )
  const metric = String(form.form.watch('metric'))
  const unit = unitOf(metric, currency)
  const reading = valueReading(metric, form.form.watch('value'), currency)
  const valueError = form.fieldError('value')
  const dateError = form.fieldError('as_of')
  const error = valueError ?? dateError ?? form.formError

  return (
    <form
      onSubmit={(event) => {
        setSaved(null)
        return form.onSubmit(event)
      }}
      noValidate
      className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,10rem)_minmax(0,10rem)_auto] sm:items-end"
      aria-label="Record a company figure"
    >
      <div className="field m-0">
        <label htmlFor="figure-metric">Figure</label>
        <select id="figure-metric" className="select" {...form.form.register('metric')}>
          {STANDING_METRICS.map((m) => (
            <option key={m} value={m}>
              {metricDef(m).name}
            </option>
          ))}
        </select>
      </div>
      <div className="field m-0">
        <label htmlFor="figure-value">{`Value (${unit === '%' ? 'percent' : unit})`}</label>
        <input
          id="figure-value"
          autoComplete="off"
          {...form.form.register('value')}
          aria-invalid={valueError || form.formError ? true : undefined}
          aria-describedby={
            [valueError || form.formError ? 'figure-error' : '', reading ? 'figure-reading' : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
        />
        <p className="field-hint m-0 font-semibold" id="figure-reading" aria-live="polite">
          {reading}
        </p>
      </div>
      <div className="field m-0">
        <label htmlFor="figure-as-of">As of</label>
        <input
          id="figure-as-of"
          type="date"
          max={today()}
          {...form.form.register('as_of')}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? 'figure-error' : undefined}
        />
      </div>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Save figure'}
      </Button>
      <div className="sm:col-span-4" role="status" aria-live="polite">
        {error && (
          <p className="field-error" id="figure-error">
            {error}
          </p>
        )}
        {saved && <p className="m-0 text-sm">{saved}</p>}
      </div>
    </form>
  )
}

export function CompanyFiguresSection({ mine, currency = 'USD' }: { mine: Membership; currency?: string }) {
  const figures = useCompanyFigures(mine.company.id)
  const remove = useRemoveCompanyFigure(mine.company.id)
  const [removeError, setRemoveError] = useState<string | null>(null)
  const can = mine.can
  return (
    <Loaded query={figures} what="the company figures">
      {(list) => (
        <>
          {list.length === 0 ? (
            <p className="muted">
              No figures yet. Without them the board asks for cash, burn and the like before it decides.
            </p>
          ) : (
            <Table caption="Figures every boardroom debate receives">
              <TableHead columns={['Figure', 'Value', 'As of']} actions={can.editFigures && 'Remove'} />
              <tbody>
                {list.map((f) => (
                  <tr key={f.metric}>
                    <td>{f.label}</td>
                    <td className="whitespace-nowrap font-semibold">{shown(f)}</td>
                    <td>{f.as_of}</td>
                    {can.editFigures && (
                      <td>
                        <Button
                          variant="secondary"
                          disabled={remove.isPending}
                          aria-label={`Remove ${f.label}`}
                          onClick={() => {
                            setRemoveError(null)
                            remove.mutate(f.metric, {
                              onError: (e) => setRemoveError(`${f.label} was not removed: ${errorMessage(e)}`),
                            })
                          }}
                        >
                          Remove
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          {removeError && <Alert tone="error">{removeError}</Alert>}
          {can.editFigures ? (
            <FigureForm companyId={mine.company.id} existing={list} currency={currency} />
          ) : (
            <p className="muted text-sm">Owners and admins of the company keep these figures.</p>
          )}
        </>
      )}
    </Loaded>
  )
}
