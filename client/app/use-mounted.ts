import { useEffect, useState } from 'react'

/**
 * False during server rendering and hydration, true once the page is live in the browser. Also
 * marks the document (`<html data-hydrated="true">`) so tools and tests know the page is interactive.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    setMounted(true)
  }, [])
  return mounted
}
