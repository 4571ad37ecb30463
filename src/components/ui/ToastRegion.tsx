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

/**
 * The live region where toasts appear (top end corner, top start while a side panel is open; full width on phones).
 * Above the full-screen overlays (z-[60]): a failure inside the busy modal or 'Open in' is told only by its toast.
 */
export function ToastRegion({ toasts, onDismiss, label, dismissLabel, panelOpen = false }: ToastRegionProps) {
  return (
    <section
      aria-label={label}
      aria-live="polite"
      data-side={panelOpen ? 'start' : 'end'}
      className={cx(
        'pointer-events-none fixed inset-x-3 top-3 z-[70] flex flex-col gap-2 sm:inset-x-auto sm:w-96',
        panelOpen ? 'sm:start-4' : 'sm:end-4',
      )}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
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
