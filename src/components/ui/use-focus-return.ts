import { useEffect, useRef } from 'react'

/**
 * Gives the focus back to where it was when a lazily loaded dialog opened. Headless UI restores it from a focus
 * history it starts keeping only once its module has loaded, which for the first dialog is after that focus.
 */
export function useFocusReturn(open: boolean): void {
  const returnTo = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      return
    }
    const target = returnTo.current
    returnTo.current = null
    // only when the focus was left nowhere: a dialog that moved it on purpose (or Headless UI's own return) wins
    const lost = () => !document.activeElement || document.activeElement === document.body
    if (target?.isConnected && lost()) target.focus()
  }, [open])
}
