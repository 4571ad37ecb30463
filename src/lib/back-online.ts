import { useEffect } from 'react'

/** While `active` (a message says the connection was missing), calls `clear` when the browser is back online */
export function useClearWhenOnline(active: boolean, clear: () => void): void {
  useEffect(() => {
    if (!active) return
    window.addEventListener('online', clear)
    return () => window.removeEventListener('online', clear)
  }, [active, clear])
}
