import { useEffect, useLayoutEffect, useRef, type FocusEvent } from 'react'
import { cx, focusRing } from './cx'
import { CloseIcon } from './icons'

export interface ToastView {
  id: number
  kind: 'error' | 'success' | 'info' | 'warning'
  title: string
  description: string[]
}

export interface ToastRegionProps {
  toasts: readonly ToastView[]
  onDismiss: (id: number) => void
  /** a toast has the focus or the pointer (`why`), or no longer: its timer waits meanwhile */
  onHold?: (id: number, why: 'focus' | 'pointer', held: boolean) => void
  label: string
  dismissLabel: string
  /** a side panel is open at the end side: the toasts go to the start corner so they do not cover its header */
  panelOpen?: boolean
}

const TONE: Record<ToastView['kind'], string> = {
  error: 'border-danger-600 bg-danger-50',
  success: 'border-brand-600 bg-brand-50',
  info: 'border-line bg-white',
  warning: 'border-warn-600 bg-warn-50',
}

const LAYER_EVENT = 'layerchange'
/** A layer with a header (`data-layer-header`) came or went: the toasts keep clear of its header */
export const announceLayer = (): void => void window.dispatchEvent(new Event(LAYER_EVENT))

/** Moves the region below any layer header it would cover (a full-screen drawer or panel on a phone) */
function keepClear(region: HTMLElement) {
  region.style.removeProperty('top')
  // no layer open (the board's usual state): no layout is read for a toast
  const headers = document.querySelectorAll('[data-layer-header]')
  if (!region.firstElementChild || headers.length === 0) return
  const box = region.getBoundingClientRect()
  let below = 0
  for (const header of headers) {
    const r = header.getBoundingClientRect()
    const across = r.right > box.left && r.left < box.right
    if (across && r.height > 0 && r.top < box.bottom) below = Math.max(below, r.bottom)
  }
  if (below > 0) region.style.top = `calc(${below}px + 0.5rem)`
}

/**
 * The live region where toasts appear (top end corner, top start while a side panel is open; full width on phones,
 * below the header of a layer that covers the screen). Above the full-screen overlays (z-[60]): a failure inside the
 * busy modal or 'Open in' is told only by its toast.
 */
export function ToastRegion({ toasts, onDismiss, onHold, label, dismissLabel, panelOpen = false }: ToastRegionProps) {
  const region = useRef<HTMLElement>(null)
  // the toast with the focus, the toasts as they were, and where the focus came from into the region
  const focusedId = useRef<number | null>(null)
  const shown = useRef<readonly ToastView[]>(toasts)
  const cameFrom = useRef<HTMLElement | null>(null)

  useLayoutEffect(() => {
    if (region.current) keepClear(region.current)
  }, [toasts, panelOpen])
  useEffect(() => {
    const again = () => requestAnimationFrame(() => region.current && keepClear(region.current))
    window.addEventListener(LAYER_EVENT, again)
    window.addEventListener('resize', again)
    return () => {
      window.removeEventListener(LAYER_EVENT, again)
      window.removeEventListener('resize', again)
    }
  }, [])

  // a toast that went while it had the focus: the focus goes to its neighbour, else back where it came from
  useLayoutEffect(() => {
    const before = shown.current
    shown.current = toasts
    const id = focusedId.current
    if (id === null || toasts.some((t) => t.id === id)) return
    focusedId.current = null
    const active = document.activeElement
    if (active && active !== document.body && active.isConnected) return
    const at = before.findIndex((t) => t.id === id)
    const next = toasts[Math.min(Math.max(0, at), toasts.length - 1)]
    const button = next ? region.current?.querySelector<HTMLElement>(`[data-toast-id="${next.id}"] button`) : null
    const back = cameFrom.current?.isConnected && !cameFrom.current.closest('[inert]') ? cameFrom.current : document.getElementById('main')
    ;(button ?? back)?.focus()
  }, [toasts])

  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const from = e.relatedTarget
    if (from instanceof HTMLElement && !region.current?.contains(from)) cameFrom.current = from
  }

  return (
    <section
      ref={region}
      aria-label={label}
      aria-live="polite"
      data-side={panelOpen ? 'start' : 'end'}
      onFocus={onFocus}
      className={cx(
        'pointer-events-none fixed inset-x-3 top-3 z-[70] flex flex-col gap-2 sm:inset-x-auto sm:w-96',
        panelOpen ? 'sm:start-4' : 'sm:end-4',
      )}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          data-toast-id={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          onMouseEnter={() => onHold?.(toast.id, 'pointer', true)}
          onMouseLeave={() => onHold?.(toast.id, 'pointer', false)}
          onFocus={() => {
            focusedId.current = toast.id
            onHold?.(toast.id, 'focus', true)
          }}
          onBlur={(e) => {
            if (e.currentTarget.contains(e.relatedTarget)) return
            if (e.relatedTarget !== null) focusedId.current = null
            onHold?.(toast.id, 'focus', false)
          }}
          className={cx('pointer-events-auto flex items-start gap-3 rounded-xl border-s-4 p-3 shadow-lg ring-1 ring-ink/5', TONE[toast.kind])}
        >
          <div className="min-w-0 flex-1">
            {/* a title can carry a customer's name: a long one wraps, and past three lines it is cut short */}
            <p className="line-clamp-3 font-semibold break-words text-ink">{toast.title}</p>
            {toast.description.map((line, i) => (
              <p key={i} className="mt-0.5 text-sm break-words text-ink-soft">
                {line}
              </p>
            ))}
          </div>
          <button
            type="button"
            onClick={() => onDismiss(toast.id)}
            aria-label={dismissLabel}
            className={cx('-m-2 grid size-11 shrink-0 place-items-center rounded-md text-ink-soft hover:bg-ink/5', focusRing)}
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </section>
  )
}
