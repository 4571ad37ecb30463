// A dropdown menu (Headless UI): keyboard navigable, closes on Escape and outside click. Until its first use the
// trigger is a plain button that looks the same: a touch, focus or hover fetches Headless UI's menu
// (headless-menu.tsx), and a click that comes before it has loaded opens the menu once it is there.
import { lazy, Suspense, useState, type KeyboardEvent } from 'react'
import type { DropdownMenuProps } from './headless-menu'
import { MENU_TRIGGER } from './menu-trigger'

const load = () => import('./headless-menu')
const View = lazy(() => load().then((m) => ({ default: m.DropdownMenuView })))
const preload = () => void load().catch(() => undefined)

export function DropdownMenu(props: DropdownMenuProps) {
  const [used, setUsed] = useState<'open' | null>(null)
  const plain = (
    <div className="relative">
      <button
        type="button"
        aria-label={props.label}
        aria-haspopup="menu"
        aria-expanded={false}
        className={MENU_TRIGGER}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => setUsed('open')}
        onKeyDown={(e: KeyboardEvent) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault()
            setUsed('open')
          }
        }}
      >
        {props.trigger}
      </button>
    </div>
  )
  if (!used) return plain
  return (
    <Suspense fallback={plain}>
      <View {...props} openOnMount />
    </Suspense>
  )
}
