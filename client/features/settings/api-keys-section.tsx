// Company API keys, kept in this browser (spec §3): masked, removable, with a plain warning. If the
// browser refuses to store (storage full or blocked), nothing changes and the user is told so; the
// key they typed stays in the field.
import { useEffect, useState } from 'react'
import { useZodForm } from '../../lib/form'
import { Alert, Button, Card, Field, Select, Table, TableHead } from '../../ui'
import {
  API_KEY_PROVIDERS,
  ApiKeyInputSchema,
  keyEnding,
  maskKey,
  readApiKeys,
  writeApiKeys,
  type ApiKeys,
} from './api-keys'

export const STORAGE_REFUSED =
  'This browser refused to store the change (its storage is full or blocked, as in some private windows). Nothing was changed.'

const PROVIDER_OPTIONS = API_KEY_PROVIDERS.map((p) => ({ value: p.id, label: p.label }))
const providerLabel = (id: string) => API_KEY_PROVIDERS.find((p) => p.id === id)?.label ?? id

function SavedKeys({ keys, onRemove }: { keys: ApiKeys; onRemove(provider: string): void }) {
  if (Object.keys(keys).length === 0) return <p className="muted">No keys saved in this browser.</p>
  return (
    <Table caption="Saved keys" hideCaption>
      <TableHead columns={['Provider', 'Key']} actions />
      <tbody>
        {Object.entries(keys).map(([provider, key]) => (
          <tr key={provider}>
            <td>{providerLabel(provider)}</td>
            <td>
              <code>
                <span aria-hidden="true">{maskKey(key)}</span>
                <span className="visually-hidden">Key ending in {keyEnding(key)}</span>
              </code>
            </td>
            <td>
              <Button variant="ghost" onClick={() => onRemove(provider)}>
                Remove <span className="visually-hidden">{providerLabel(provider)} key</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

export function ApiKeysSection() {
  const [keys, setKeys] = useState<ApiKeys>({})
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  useEffect(() => setKeys(readApiKeys()), [])

  /** Stores the new map; on refusal keeps the old one and says so. */
  const store = (next: ApiKeys, done: string) => {
    if (!writeApiKeys(next)) {
      setResult({ tone: 'error', text: STORAGE_REFUSED })
      return false
    }
    setKeys(next)
    setResult({ tone: 'success', text: done })
    return true
  }

  // a refusal to store keeps what was typed in the field; a stored key leaves it
  const form = useZodForm(
    ApiKeyInputSchema,
    async ({ provider, key }) => {
      if (store({ ...keys, [provider]: key }, `Saved the ${providerLabel(provider)} key in this browser.`))
        form.form.setValue('key', '')
    },
    { defaultValues: { provider: 'openai', key: '' } },
  )

  const remove = (provider: string) => {
    const { [provider]: _removed, ...rest } = keys
    store(rest, `Removed the ${providerLabel(provider)} key from this browser.`)
  }

  return (
    <Card title="Company API keys" as="div">
      <Alert tone="info">
        These keys stay in this browser only (local storage). They are never sent to our servers and are not shared with
        your team. Anyone who can use this browser profile can read them, so remove them on shared computers.
      </Alert>
      <SavedKeys keys={keys} onRemove={remove} />
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <form
        onSubmit={(event) => {
          setResult(null)
          return form.onSubmit(event)
        }}
        noValidate
        className="inline-form"
      >
        <Select id="api-key-provider" label="Provider" options={PROVIDER_OPTIONS} {...form.field('provider')} />
        <Field
          id="api-key-value"
          label="API key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          {...form.field('key')}
        />
        <Button type="submit">Save key</Button>
      </form>
    </Card>
  )
}
