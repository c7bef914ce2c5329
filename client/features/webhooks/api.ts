// The webhooks screen's only door to data: TanStack Query hooks over queries.ts with the browser's
// client, and the Worker's test send (/api/admin/webhooks/:id/test). Every write refreshes both the
// list (its "last delivery" column) and the deliveries.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { TestDeliverySchema, type WebhookInput } from '../../../shared/schemas/webhook'
import { callWorker } from '../../lib/worker-api'
import { db } from '../../lib/db'
import { createWebhook, deleteWebhook, fetchDeliveries, fetchWebhooks, setWebhookActive } from './queries'

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: ['webhooks', 'deliveries'] as const,
}

export const useWebhooks = () =>
  useQuery({ queryKey: webhookKeys.list, queryFn: async () => fetchWebhooks(await db()) })
export const useWebhookDeliveries = () =>
  useQuery({ queryKey: webhookKeys.deliveries, queryFn: async () => fetchDeliveries(await db()) })

function useRefresh() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: webhookKeys.all })
}

export const WEBHOOK_GONE = 'This webhook no longer exists, or you can no longer change it.'

export function useCreateWebhook() {
  const onSuccess = useRefresh()
  return useMutation({ mutationFn: async (input: WebhookInput) => createWebhook(await db(), input), onSuccess })
}

export function useSetWebhookActive() {
  const onSettled = useRefresh()
  return useMutation({
    mutationFn: async ({ id, active }: { id: string; active: boolean }) => {
      if (!(await setWebhookActive(await db(), id, active))) throw new Error(WEBHOOK_GONE)
    },
    onSettled,
  })
}

export function useDeleteWebhook() {
  const onSettled = useRefresh()
  return useMutation({
    mutationFn: async (id: string) => {
      if (!(await deleteWebhook(await db(), id))) throw new Error(WEBHOOK_GONE)
    },
    onSettled,
  })
}

export function useSendTestEvent() {
  const onSettled = useRefresh()
  return useMutation({
    mutationFn: async (id: string) =>
      TestDeliverySchema.parse(
        await callWorker((api) => api.admin.webhooks[':id'].test.$post({ param: { id: encodeURIComponent(id) } })),
      ).delivery,
    onSettled,
  })
}
