// How the chat read a question, above its answer: "Won value · October 2026 · all sources", each
// part a control (the measure, the period, each filter, the breakdown) the member can change to ask
// again — the changed reading is sent as the query itself (POST /api/ai/chat { query }); the
// readings the chat was unsure between are one click each; the definition behind the figure opens
// with one click. Keyboard and screen readers: native selects and buttons, each labelled.
import { useId } from 'react'
import { changeQuery } from '../../../shared/semantic/describe'
import type { AttributeId, MeasureId, Query } from '../../../shared/semantic/model'
import type { ChatAnswer, ShownReading } from '../../../shared/schemas/chat'
import { Button, Select } from '../../ui'

type Props = {
  reading: ShownReading
  definition?: ChatAnswer['definition']
  disabled: boolean
  onQuery(q: Query): void
}

export function ReadingBar({ reading, definition, disabled, onQuery }: Props) {
  const id = useId()
  const { query, options } = reading
  const periodKey =
    reading.options.periods.find((p) => JSON.stringify(p.spec) === JSON.stringify(query.period ?? null))?.key ?? 'all'
  const change = (c: Parameters<typeof changeQuery>[1]) => onQuery(changeQuery(query, c))
  const filters = reading.chips.filter((c) => c.part === 'filter' && !c.label.startsWith('against '))
  const others = reading.chips.filter((c) => c.part === 'operation' || c.part === 'compare')
  return (
    <fieldset className="grid gap-2 border-0 p-0 m-0">
      <legend className="visually-hidden">How I read your question</legend>
      <p className="visually-hidden">{`I read this as: ${reading.label}`}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Select
          compact
          id={`${id}-measure`}
          label="Measure"
          value={query.measure}
          disabled={disabled}
          options={options.measures.map((m) => ({ value: m.key, label: m.label }))}
          onChange={(e) => change({ part: 'measure', value: e.currentTarget.value as MeasureId })}
        />
        <Select
          compact
          id={`${id}-period`}
          label="Period"
          value={periodKey}
          disabled={disabled}
          options={options.periods.map((p) => ({ value: p.key, label: p.label }))}
          onChange={(e) => {
            const picked = options.periods.find((p) => p.key === e.currentTarget.value)
            if (picked) change({ part: 'period', value: picked.spec })
          }}
        />
        {filters.map((chip) => {
          if (chip.part !== 'filter') return null
          const choices = options.filters.find((f) => f.attribute === chip.attribute)
          if (!choices) return <span key={chip.attribute}>{chip.label}</span>
          const value = chip.values.length === 1 ? chip.values[0] : ''
          return (
            <Select
              key={chip.attribute}
              compact
              id={`${id}-${chip.attribute}`}
              label={choices.label}
              value={value}
              disabled={disabled}
              options={[
                ...choices.values.map((v) => ({ value: v.key, label: v.label })),
                // several values kept: shown as they are, the single ones to pick from
                ...(chip.values.length > 1 ? [{ value: '', label: chip.label }] : []),
              ].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i)}
              onChange={(e) =>
                change({
                  part: 'filter',
                  attribute: chip.attribute as AttributeId,
                  values: e.currentTarget.value ? [e.currentTarget.value] : [],
                })
              }
            />
          )
        })}
        <Select
          compact
          id={`${id}-by`}
          label="Breakdown"
          value={query.operation === 'breakdown' && query.by ? query.by : ''}
          disabled={disabled}
          options={options.by.map((b) => ({ value: b.key, label: b.label }))}
          onChange={(e) => change({ part: 'by', value: (e.currentTarget.value || null) as AttributeId | null })}
        />
        {others
          .filter((c) => !(c.part === 'operation' && query.operation === 'breakdown' && c.label.startsWith('by ')))
          .map((c) => (
            <span key={c.label} className="muted">
              {c.label}
            </span>
          ))}
      </div>
      {reading.alternatives.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="muted">{reading.sure ? 'Or:' : 'Did you mean'}</span>
          {reading.alternatives.map((a) => (
            <Button key={a.label} variant="secondary" disabled={disabled} onClick={() => onQuery(a.query)}>
              {a.label}
            </Button>
          ))}
        </div>
      )}
      {definition && (
        <details className="text-sm">
          <summary>{`How “${definition.name}” is counted`}</summary>
          <p className="m-0 mt-1">{definition.text}</p>
          {definition.dated && <p className="muted m-0">{`A period selects it by ${definition.dated}.`}</p>}
        </details>
      )}
    </fieldset>
  )
}
