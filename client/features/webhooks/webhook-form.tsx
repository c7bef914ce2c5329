// "Add a webhook": the address, a description and the events, validated with the table's own rules
// (shared/schemas/webhook.ts). On success the signing secret is shown here, once, with a copy
// button: the database never returns it again.
import { useState } from 'react'
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WebhookInputSchema,
  type WebhookEvent,
} from '../../../shared/schemas/webhook'
import { notify } from '../../app/notify'
import { Alert, Button, Field } from '../../ui'
import { ChoiceGroup } from '../../ui/choice'
import { useZodForm } from '../../lib/form'
import { useCreateWebhook } from './api'

const EVENT_CHOICES = WEBHOOK_EVENTS.map((e) => ({
  value: e,
  label: <code>{e}</code>,
  description: WEBHOOK_EVENT_LABELS[e],
}))

function SecretOnce({ url, secret, onDone }: { url: string; secret: string; onDone(): void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret)
      void notify('success', 'Signing secret copied')
    } catch {
      void notify('error', 'This browser did not allow copying; select the secret instead')
    }
  }
  return (
    <Alert tone="success">
      <p className="mb-2">
        <strong>Webhook added for {url}.</strong> Its signing secret is shown only now: store it where your receiver can
        read it.
      </p>
      <Field id="webhook-secret" label="Signing secret" value={secret} readOnly className="font-mono" />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy secret
        </Button>
        <Button variant="ghost" onClick={onDone}>
          I have stored it
        </Button>
      </div>
    </Alert>
  )
}

export function WebhookForm() {
  const create = useCreateWebhook()
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null)
  const form = useZodForm(
    WebhookInputSchema,
    async (values) => {
      const { secret } = await create.mutateAsync(values)
      setCreated({ url: values.url, secret })
    },
    {
      defaultValues: { url: '', description: '', events: ['webhook.test'] satisfies WebhookEvent[] },
      attempt: { what: 'the webhook' },
    },
  )
  const events = form.control('events')
  if (created) return <SecretOnce {...created} onDone={() => setCreated(null)} />
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label="Add a webhook">
      <Field
        id="webhook-url"
        label="Address (URL)"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        required
        hint="The receiver's https:// address. Each event is POSTed there as JSON."
        {...form.field('url')}
      />
      <Field id="webhook-description" label="Description (optional)" maxLength={200} {...form.field('description')} />
      <ChoiceGroup
        id="events"
        legend="Events"
        type="checkbox"
        choices={EVENT_CHOICES}
        value={events.value as WebhookEvent[]}
        onChange={events.onChange}
        error={events.error}
      />
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Adding…' : 'Add webhook'}
      </Button>
    </form>
  )
}
