// Tells the user when the browser loses its connection (a warning toast) and when it is back (a
// success toast), so a failed save is never a surprise. One toast id: the newer replaces the older.
import { useEffect } from 'react'
import { notify } from './notify'

export const OFFLINE_MESSAGE = 'You are offline. Changes you make now cannot be saved until the connection is back.'
export const ONLINE_MESSAGE = 'You are back online.'

export function useConnectionNotice() {
  useEffect(() => {
    const offline = () => void notify('warning', OFFLINE_MESSAGE, { id: 'connection' })
    const online = () => void notify('success', ONLINE_MESSAGE, { id: 'connection' })
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [])
}
