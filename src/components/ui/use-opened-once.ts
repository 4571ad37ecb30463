import { useState } from 'react'

/**
 * True from the first render with `open` on: a dialog mounted then and kept mounted is closed by Headless UI itself
 * (focus given back, as before), and what only an open dialog needs costs nothing until then
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
