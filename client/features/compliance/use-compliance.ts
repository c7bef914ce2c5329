// The compliance centre's data hooks (TanStack Query over the browser-side service). Every step
// answers with the spec's notice (§8): a success toast, or the failure notice with the record
// left as it was.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { notify } from '../../app/notify'
import {
  createComplianceService,
  type ComplianceRecord,
  type ComplianceService,
  type ComplianceUpdate,
} from './compliance-service'
import { countOf } from '../../../shared/plural'

const KEY = ['compliance-record'] as const
const defaultService = createComplianceService()

// spec §8 notices.
export const COMPLIANCE_NOTICES = {
  loadFailed: 'Failed to load compliance data',
  found: 'Compliance updates found',
  applyFailed: 'Failed to apply update',
  applyAllFailed: 'Failed to apply updates',
  scheduleFailed: 'Failed to schedule compliance check',
  autoUpdatesFailed: 'Failed to enable auto-updates',
  autoUpdatesOn: 'Auto-updates enabled',
  autoUpdatesOff: 'Auto-updates disabled',
  scheduled: (days: number) => `Compliance check scheduled every ${countOf(days, 'day')}`,
} as const

export function useCompliance(service: ComplianceService = defaultService) {
  const queryClient = useQueryClient()
  const record = useQuery({ queryKey: KEY, queryFn: () => service.load(), staleTime: Infinity, retry: false })
  const setRecord = (next: ComplianceRecord) => queryClient.setQueryData(KEY, next)
  // A refused write will be refused again: these steps are not retried.
  const options = { retry: false } as const

  const applyAll = useMutation({
    ...options,
    mutationFn: () => service.applyAll(),
    onSuccess: (next) => {
      setRecord(next)
      void notify('success', 'All compliance updates applied')
    },
    onError: () => void notify('error', COMPLIANCE_NOTICES.applyAllFailed),
  })

  const check = useMutation({
    ...options,
    mutationFn: () => service.check(),
    onSuccess: ({ record: next, pending }) => {
      setRecord(next)
      if (pending.length === 0) return void notify('info', 'No pending compliance updates')
      void notify('success', COMPLIANCE_NOTICES.found)
      // With auto-updates on, what a check finds is applied at once.
      if (next.autoUpdates) applyAll.mutate()
    },
    onError: () => void notify('error', 'The compliance check could not be saved in this browser'),
  })

  const apply = useMutation({
    ...options,
    mutationFn: (update: ComplianceUpdate) => service.apply(update.id),
    onSuccess: (next, update) => {
      setRecord(next)
      void notify('success', `${update.framework} update applied`)
    },
    onError: () => void notify('error', COMPLIANCE_NOTICES.applyFailed),
  })

  const autoUpdates = useMutation({
    ...options,
    mutationFn: (on: boolean) => service.setAutoUpdates(on),
    onSuccess: (next) => {
      setRecord(next)
      void notify('success', next.autoUpdates ? COMPLIANCE_NOTICES.autoUpdatesOn : COMPLIANCE_NOTICES.autoUpdatesOff)
    },
    onError: (_, on) =>
      void notify('error', on ? COMPLIANCE_NOTICES.autoUpdatesFailed : 'Failed to disable auto-updates'),
  })

  const schedule = useMutation({
    ...options,
    mutationFn: (days: number) => service.schedule(days),
    onSuccess: (next) => {
      setRecord(next)
      void notify('success', COMPLIANCE_NOTICES.scheduled(next.intervalDays))
    },
    onError: () => void notify('error', COMPLIANCE_NOTICES.scheduleFailed),
  })

  return { record, check, apply, applyAll, autoUpdates, schedule }
}
