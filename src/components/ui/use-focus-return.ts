import { useEffect } from 'react'

/**
 * Gives the focus back to where it was when a lazily loaded dialog opened. Headless UI restores it from a focus
 * history it starts keeping only once its module has loaded, which for the first dialog is after that focus.
 * The return runs on close and on unmount alike, and waits for the app behind the dialog to be usable again: while
 * Headless UI still has it `inert`, focus() does nothing.
 */
export function useFocusReturn(open: boolean): void {
  useEffect(() => {
    if (!open) return
    const target = document.activeElement instanceof HTMLElement ? document.activeElement : null
    return () => {
      // Headless UI may hold the focus in the closing dialog a moment longer: wait for it to leave, then act only
      // when it was left nowhere (a dialog that moved it on purpose, or Headless UI's own return, wins)
      const closing = document.activeElement
      let tries = 30
      const attempt = () => {
        const now = document.activeElement
        if (!target?.isConnected || now === target) return
        const lost = !now || now === document.body
        if (!lost && now !== closing) return
        if (lost && !target.closest('[inert]')) target.focus()
        if (document.activeElement !== target && tries-- > 0) requestAnimationFrame(attempt)
      }
      attempt()
    }
  }, [open])
}
