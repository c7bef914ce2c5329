// The AI chat's threads through the Worker (/api/ai/threads, /api/ai/chat), each answer checked
// against the shared schema. The thread list and a thread are TanStack queries; sending, renaming
// and deleting update them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ChatMessageSchema, ThreadSchema, type ChatRequest } from '../../../shared/schemas/chat'
import { z } from '../../../shared/zod'
import { callWorker } from '../../lib/worker-api'
import { aiRetry } from '../../lib/ai-client'

const ThreadsSchema = z.object({ threads: z.array(ThreadSchema) })
const ThreadWithMessagesSchema = z.object({ thread: ThreadSchema, messages: z.array(ChatMessageSchema) })
const SentSchema = ThreadWithMessagesSchema

const keys = { threads: ['ai-threads'] as const, thread: (id: string) => ['ai-thread', id] as const }

export function useThreads() {
  return useQuery({
    queryKey: keys.threads,
    queryFn: async () => ThreadsSchema.parse(await callWorker((api) => api.ai.threads.$get())).threads,
    retry: aiRetry,
  })
}

export function useThread(id: string | null) {
  return useQuery({
    queryKey: keys.thread(id ?? 'none'),
    enabled: id !== null,
    queryFn: async () =>
      ThreadWithMessagesSchema.parse(await callWorker((api) => api.ai.threads[':id'].$get({ param: { id: id! } }))),
    retry: aiRetry,
  })
}

export function useSendMessage() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (request: ChatRequest) =>
      SentSchema.parse(await callWorker((api) => api.ai.chat.$post({ json: request }))),
    onSuccess: (sent) => {
      qc.setQueryData(keys.thread(sent.thread.id), (old: z.infer<typeof ThreadWithMessagesSchema> | undefined) => ({
        thread: sent.thread,
        messages: [...(old?.messages ?? []), ...sent.messages],
      }))
      void qc.invalidateQueries({ queryKey: keys.threads })
    },
  })
}

export function useRenameThread() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, title }: { id: string; title: string }) =>
      z
        .object({ thread: ThreadSchema })
        .parse(await callWorker((api) => api.ai.threads[':id'].$patch({ param: { id }, json: { title } }))),
    onSuccess: ({ thread }) => {
      void qc.invalidateQueries({ queryKey: keys.threads })
      void qc.invalidateQueries({ queryKey: keys.thread(thread.id) })
    },
  })
}

export function useDeleteThread() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      await callWorker((api) => api.ai.threads[':id'].$delete({ param: { id } }))
      return id
    },
    onSuccess: (id) => {
      qc.removeQueries({ queryKey: keys.thread(id) })
      void qc.invalidateQueries({ queryKey: keys.threads })
    },
  })
}
