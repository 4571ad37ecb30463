// Whether a CSS media query matches, kept in step with the window (false where matchMedia does not exist).
import { useCallback, useSyncExternalStore } from 'react'

/** Phones: below Tailwind's md breakpoint, where the side navigation becomes a bottom bar */
export const PHONE_QUERY = '(max-width: 767.98px)'

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const read = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false)
  return useSyncExternalStore(subscribe, read, () => false)
}
