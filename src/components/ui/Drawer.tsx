// The order drawer: a side panel on the inline end edge, a wide panel from sm up and full screen on phones. The header
// and the footer stay put while the body scrolls, so the actions are always within reach.
//
// It is not modal on purpose. On a tablet the board stays live and usable beside it (new orders show, another row
// opens in the same panel), and opening it costs no page-wide scroll lock or inert pass: Headless UI's modal set-up
// was about a third of a row Confirm tap at 4x CPU (tests/bench/confirm.bench.ts, BENCH_TRACE). On phones the panel
// covers the board, so there the rest of the app is made inert and focus cannot wander behind it. On a tablet it covers
// part of the board, so Tab and Shift+Tab go round inside it while it has the focus (the board stays a tap away).
// On a short screen (a high zoom) the whole panel scrolls, footer and all, so the actions can always be reached.
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { afterNextPaint } from '../../lib/use-after-first-paint'
import { useMediaQuery } from '../../lib/use-media-query'
import { cx, focusRing } from './cx'
import { placeOf, returnTarget } from './drawer-return'
import { CloseIcon } from './icons'
import { announceLayer } from './ToastRegion'

/** Below Tailwind's sm breakpoint the panel is the whole screen */
const COVERS_QUERY = '(max-width: 639.98px)'
const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]'

/** The panel's Tab stops in order (a radio group counts once, by its checked or first radio) */
function tabStops(panel: HTMLElement): HTMLElement[] {
  const seen = new Set<string>()
  return [...panel.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || el.closest('[inert], [hidden]')) return false
    if (typeof el.checkVisibility === 'function' && !el.checkVisibility()) return false
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true
    if (seen.has(el.name)) return false
    seen.add(el.name)
    return true
  })
}

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
    const place = placeOf(opener, el)
    announceLayer()
    const cancelFocus = afterNextPaint(() => {
      // unless the user has moved on meanwhile (a dialog opened from the panel, another row)
      const still = document.activeElement === opener || document.activeElement === document.body
      if (still) el.focus({ preventScroll: true })
    })
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab' && !e.defaultPrevented && e.target instanceof Node && el.contains(e.target)) {
        const stops = tabStops(el)
        const first = stops[0]
        const last = stops.at(-1)
        const out = e.shiftKey ? e.target === first || e.target === el : e.target === last
        if (out && first && last) {
          e.preventDefault()
          ;(e.shiftKey ? last : first).focus()
        }
        return
      }
      if (e.key !== 'Escape' || e.defaultPrevented) return
      // a dialog opened over the panel (image viewer, comment) answers its own Escape
      const layer = e.target instanceof Element ? e.target.closest('[role="dialog"], [role="alertdialog"]') : null
      if (layer && layer !== el) return
      close.current()
    }
    // a control that went or turned off under the focus (an action done, the order processed elsewhere) would leave
    // it on the page: the panel takes it back. One the user left (a tap beside the panel) is still there and enabled
    const onOut = (e: FocusEvent) => {
      const left = e.target as HTMLButtonElement
      if (e.relatedTarget) return
      requestAnimationFrame(() => {
        const dropped = !left.isConnected || left.disabled
        if (dropped && el.isConnected && document.activeElement === document.body) el.focus({ preventScroll: true })
      })
    }
    document.addEventListener('keydown', onKey)
    el.addEventListener('focusout', onOut)
    return () => {
      cancelFocus()
      document.removeEventListener('keydown', onKey)
      el.removeEventListener('focusout', onOut)
      announceLayer()
      const lost = () => document.activeElement === document.body || el.contains(document.activeElement)
      if (!lost()) return
      if (opener?.isConnected && !opener.closest('[inert]')) opener.focus({ preventScroll: true })
      else returnTarget(place, el)?.focus()
      // the board may draw the order's row anew in a later render: once more when that has left the focus nowhere
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) returnTarget(place, el)?.focus()
      })
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
        '[@media(max-height:24rem)]:overflow-y-auto [@media(max-height:24rem)]:overscroll-contain',
        'motion-safe:animate-drawer-in rtl:motion-safe:animate-drawer-in-rtl',
      )}
    >
      <div data-layer-header="" className="flex items-start gap-3 border-b border-line bg-white px-4 py-3">
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
      <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4 will-change-scroll [@media(max-height:24rem)]:flex-none [@media(max-height:24rem)]:overflow-visible [@media(max-height:24rem)]:will-change-auto">{children}</div>
      {footer ? <div className="border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">{footer}</div> : null}
    </div>,
    document.body,
  )
}
