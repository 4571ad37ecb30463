// A refused submit moves the keyboard focus to the first invalid field: a screen reader then reads the field with its
// message (aria-describedby). The messages are not alerts as well: each would be said twice, and all of them at once.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react'

/** `refuse()` where the errors are set; once they show, the first field of `form` with aria-invalid takes the focus */
export function useFocusFirstInvalid<T extends HTMLElement>(): { form: RefObject<T | null>; refuse: () => void } {
  const form = useRef<T | null>(null)
  const [refusals, setRefusals] = useState(0)
  useLayoutEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])
  return { form, refuse: () => setRefusals((n) => n + 1) }
}
