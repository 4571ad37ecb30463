// The order drawer: a side panel on the inline end edge, a wide panel from sm up and full screen on phones. The header
// and the footer stay put while the body scrolls, so the actions are always within reach.
//
// It is not modal on purpose. On a tablet the board stays live and usable beside it (new orders show, another row
// opens in the same panel), and opening it costs no page-wide scroll lock or inert pass: Headless UI's modal set-up
// was about a third of a row Confirm tap at 4x CPU (tests/bench/confirm.bench.ts, BENCH_TRACE). On phones the panel
// covers the board, so there the rest of the app is made inert and focus cannot wander behind it.
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { afterNextPaint } from '../../lib/use-after-first-paint'
import { useMediaQuery } from '../../lib/use-media-query'
import { cx, focusRing } from './cx'
import { CloseIcon } from './icons'

/** Below Tailwind's sm breakpoint the panel is the whole screen */
const COVERS_QUERY = '(max-width: 639.98px)'

export interface DrawerProps {
  onClose: () => void
  title: ReactNode
  /** under the title (e.g. the time and a countdown) */
  subtitle?: ReactNode
  closeLabel: string
  /** a strip between the header and the body (e.g. a notice) */
  banner?: ReactNode
  footer?: ReactNode
  children: ReactNode
}

export function Drawer({ onClose, title, subtitle, closeLabel, banner, footer, children }: DrawerProps) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const covers = useMediaQuery(COVERS_QUERY)
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    if (!covers) return
    // declared before the focus effect, so on close the app is usable again before the focus goes back into it.
    // The app's own elements, not #root: Headless UI's dialogs set and later restore `inert` on <body>'s children,
    // and a dialog that opened over the panel would otherwise put back an inert app after the panel had gone
    const made = [...(document.getElementById('root')?.children ?? [])].filter((el) => !el.hasAttribute('inert'))
    for (const el of made) el.setAttribute('inert', '')
    return () => made.forEach((el) => el.removeAttribute('inert'))
  }, [covers])

  useEffect(() => {
    const el = panel.current
    if (!el) return
    // the tap that opened it keeps the focus to come back to; the panel takes it so Tab and Escape work from here.
    // Focusing forces a style and layout pass: after the first paint it finds them done and costs the tap nothing.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const cancelFocus = afterNextPaint(() => {
      // unless the user has moved on meanwhile (a dialog opened from the panel, another row)
      const still = document.activeElement === opener || document.activeElement === document.body
      if (still) el.focus({ preventScroll: true })
    })
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return
      // a dialog opened over the panel (image viewer, comment) answers its own Escape
      const layer = e.target instanceof Element ? e.target.closest('[role="dialog"], [role="alertdialog"]') : null
      if (layer && layer !== el) return
      close.current()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      cancelFocus()
      document.removeEventListener('keydown', onKey)
      const lost = document.activeElement === document.body || el.contains(document.activeElement)
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [])

  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cx(
        'fixed inset-y-0 end-0 z-40 flex w-full flex-col bg-surface shadow-2xl outline-hidden sm:max-w-xl sm:border-s sm:border-line',
        'motion-safe:animate-drawer-in rtl:motion-safe:animate-drawer-in-rtl',
      )}
    >
      <div className="flex items-start gap-3 border-b border-line bg-white px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {title}
          </h2>
          {subtitle ? <div className="mt-1">{subtitle}</div> : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className={cx('-me-1 grid size-11 shrink-0 place-items-center rounded-lg text-ink-soft hover:bg-surface-muted', focusRing)}
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      {banner}
      {/* will-change: scroll-position lets Chromium scroll the body on the compositor where it would not by itself (a
          screen of device pixel ratio 1, which keeps LCD text): a frame of a long basket's scroll is then not laid
          out into layers again (tests/bench/drawer.bench.ts, BENCH_TRACE) */}
      <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4 will-change-scroll">{children}</div>
      {footer ? <div className="border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">{footer}</div> : null}
    </div>,
    document.body,
  )
}
