import { useSyncExternalStore } from 'react'

/** Tailwind's sm breakpoint: rows of the menu are laid out (and sized) differently below it */
const QUERY = '(min-width: 40rem)'

function subscribe(listener: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const list = window.matchMedia(QUERY)
  list.addEventListener('change', listener)
  return () => list.removeEventListener('change', listener)
}

const wide = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : true)

/** True from the sm breakpoint up (tablets and desktops), false on phones */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, wide, () => true)
}
