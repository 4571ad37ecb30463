// Where the keyboard focus goes after the user's own action replaced the control that held it. React removes the
// pressed button with its block (Confirm's pending buttons, the where-is replies) and the focus falls to the page: a
// keyboard or screen-reader user would start again from the top. The element that reports the outcome takes it.
import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * `mark()` in the action's handler; once `landed` turns true (the outcome shows) and the focus fell to the page,
 * `target` (tabIndex -1) is focused. `mark()` returns a cancel for an action that failed: a later outcome, another
 * tablet's, does not take the focus.
 */
export function useFocusAfter<T extends HTMLElement>(landed: boolean): { target: RefObject<T | null>; mark: () => () => void } {
  const target = useRef<T | null>(null)
  const pending = useRef(0)
  useLayoutEffect(() => {
    if (!landed || pending.current === 0) return
    pending.current = 0
    const active = document.activeElement
    if (active === null || active === document.body) target.current?.focus()
  }, [landed])
  return {
    target,
    mark() {
      const mine = ++pending.current
      return () => {
        if (pending.current === mine) pending.current = 0
      }
    },
  }
}
