// The print pages' behaviour (SPEC 2 'Print pages', 8, 9): the print dialog opens once the page is rendered and
// its logo has loaded (or failed), the window closes after printing, and an order print window closes itself
// 3000 ms after a load failure. window.print and window.close are looked up at call time, so tests can stub them.
import { useEffect, useRef, useState } from 'react'

/** SPEC 9: print window close delay after an error */
export const PRINT_CLOSE_DELAY_MS = 3000

/** Opens the print dialog once, when `ready` turns true (fonts loaded first, so Arabic prints shaped); closes the window after printing. */
export function usePrintWhenReady(ready: boolean, beforePrint?: () => void): void {
  const printed = useRef(false)
  const before = useRef(beforePrint)
  before.current = beforePrint

  useEffect(() => {
    const onBefore = () => before.current?.()
    const onAfter = () => window.close()
    window.addEventListener('beforeprint', onBefore)
    window.addEventListener('afterprint', onAfter)
    return () => {
      window.removeEventListener('beforeprint', onBefore)
      window.removeEventListener('afterprint', onAfter)
    }
  }, [])

  useEffect(() => {
    if (!ready || printed.current) return
    printed.current = true
    let cancelled = false
    const fonts = typeof document.fonts?.ready?.then === 'function' ? document.fonts.ready : Promise.resolve()
    void fonts.then(() => {
      if (cancelled) return
      // let the browser paint the last render before the dialog freezes the page
      requestAnimationFrame(() => {
        if (cancelled) return
        before.current?.()
        window.print()
      })
    })
    return () => {
      cancelled = true
      printed.current = false
    }
  }, [ready])
}

/** Closes the window `delayMs` after `failed` turns true (the order print failure rule) */
export function useCloseAfterFailure(failed: boolean, delayMs: number = PRINT_CLOSE_DELAY_MS): void {
  useEffect(() => {
    if (!failed) return
    const timer = setTimeout(() => window.close(), delayMs)
    return () => clearTimeout(timer)
  }, [failed, delayMs])
}

export type PrintLoad<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T }

/**
 * Loads what a print page shows. `key` names the request (null: the query names nothing to print, which is a
 * failure); a new key loads again and a late answer for an old key is dropped.
 */
export function usePrintLoad<T>(key: string | null, load: () => Promise<T>): PrintLoad<T> {
  const [state, setState] = useState<PrintLoad<T>>({ status: 'loading' })
  const loadRef = useRef(load)
  loadRef.current = load
  useEffect(() => {
    if (key === null) {
      setState({ status: 'failed' })
      return
    }
    let live = true
    setState({ status: 'loading' })
    loadRef.current().then(
      (data) => live && setState({ status: 'ready', data }),
      () => live && setState({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [key])
  return state
}

/** The tab's title (the saved PDF's name) while the page shows `title` */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    if (!title) return
    const previous = document.title
    document.title = title
    return () => {
      document.title = previous
    }
  }, [title])
}
