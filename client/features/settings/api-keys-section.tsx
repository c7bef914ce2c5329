// Company API keys, kept in this browser (spec §3): masked, removable, with a plain warning.
import { useEffect, useState, type FormEvent } from 'react'
import { Alert, Button, Card } from '../../ui'
import { API_KEY_PROVIDERS, ApiKeyInputSchema, maskKey, readApiKeys, writeApiKeys, type ApiKeys } from './api-keys'

export function ApiKeysSection() {
  const [keys, setKeys] = useState<ApiKeys>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState<string | null>(null)
  useEffect(() => setKeys(readApiKeys()), [])

  const update = (next: ApiKeys) => {
    writeApiKeys(next)
    setKeys(next)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const parsed = ApiKeyInputSchema.safeParse(Object.fromEntries(new FormData(form)))
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message
      setErrors(next)
      return
    }
    setErrors({})
    update({ ...keys, [parsed.data.provider]: parsed.data.key })
    setSaved(parsed.data.provider)
    ;(form.elements.namedItem('key') as HTMLInputElement).value = ''
  }

  const label = (id: string) => API_KEY_PROVIDERS.find((p) => p.id === id)?.label ?? id
  return (
    <Card title="Company API keys" as="div">
      <Alert tone="info">
        These keys stay in this browser only (local storage). They are never sent to our servers and are not shared with your team.
        Anyone who can use this browser profile can read them, so remove them on shared computers.
      </Alert>
      {Object.keys(keys).length === 0 ? (
        <p className="muted">No keys saved in this browser.</p>
      ) : (
        <table>
          <caption className="visually-hidden">Saved keys</caption>
          <thead>
            <tr>
              <th scope="col">Provider</th>
              <th scope="col">Key</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(keys).map(([provider, key]) => (
              <tr key={provider}>
                <td>{label(provider)}</td>
                <td>
                  <code aria-label={`Key ending in ${key.slice(-4)}`}>{maskKey(key)}</code>
                </td>
                <td>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      const { [provider]: _removed, ...rest } = keys
                      update(rest)
                    }}
                  >
                    Remove <span className="visually-hidden">{label(provider)} key</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {saved && <p role="status">Saved the {label(saved)} key in this browser.</p>}
      <form onSubmit={onSubmit} noValidate className="inline-form">
        <div className="field">
          <label htmlFor="api-key-provider">Provider</label>
          <select id="api-key-provider" name="provider" defaultValue="openai" aria-invalid={errors.provider ? true : undefined}>
            {API_KEY_PROVIDERS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
          {errors.provider && <p className="field-error">{errors.provider}</p>}
        </div>
        <div className="field">
          <label htmlFor="api-key-value">API key</label>
          <input id="api-key-value" name="key" type="password" autoComplete="off" spellCheck={false} aria-invalid={errors.key ? true : undefined} aria-describedby={errors.key ? 'api-key-error' : undefined} />
          {errors.key && (
            <p className="field-error" id="api-key-error">
              {errors.key}
            </p>
          )}
        </div>
        <Button type="submit">Save key</Button>
      </form>
    </Card>
  )
}
