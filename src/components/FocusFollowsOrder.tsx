// Keeps the keyboard (and screen reader) focus with its order when a list of orders changes: a kitchen lane, the
// window's groups, the orders board. A tile, card or row that changes run or group is drawn anew, and one that leaves
// (dispatched, marked ready) takes the focused control with it: the focus would fall to the page, and the user would
// start again from the top. After such a change the focus goes to the same order's control of the same kind (its
// `data-focus-key`), or its first one that can take the focus, or the order's element itself when it is focusable; when
// the order left, to the order after it (the one before it at the end of the list).
import { Component, createRef, type ReactNode } from 'react'
import { orderControl } from './ui/order-focus'

type Focused = { id: number; key: string | null; shown: boolean }

type Props = {
  /** the orders' ids in the order they are shown (the neighbours of one that leaves) */
  ids: readonly number[]
  children: ReactNode
}

/**
 * Only when the focus was in one of the list's orders and the change lost it: nothing is focused otherwise (focusing
 * lays the page out, in the change's task), and what is read before the change (the focused element and its order)
 * needs no layout. React already puts the focus back on an element it moved without drawing it anew.
 */
export class FocusFollowsOrder extends Component<Props> {
  private readonly region = createRef<HTMLDivElement>()

  override getSnapshotBeforeUpdate(): Focused | null {
    const active = document.activeElement
    const order = active?.closest<HTMLElement>('[data-order-id]')
    if (!active || !order || !this.region.current?.contains(order)) return null
    let shown = true
    try {
      shown = active.matches(':focus-visible')
    } catch {
      // a browser without :focus-visible: the focus is kept in view
    }
    return { id: Number(order.dataset.orderId), key: active.closest<HTMLElement>('[data-focus-key]')?.dataset.focusKey ?? null, shown }
  }

  override componentDidUpdate(previous: Props, _state: unknown, focused: Focused | null) {
    const active = document.activeElement
    // kept, or taken elsewhere: not the list's to move
    if (!focused || (active !== null && active !== document.body)) return
    const region = this.region.current
    if (!region) return
    const target = (id: number): HTMLElement | null => {
      const order = region.querySelector<HTMLElement>(`[data-order-id="${id}"]`)
      return order ? orderControl(order, focused.key) : null
    }
    let next = target(focused.id)
    if (!next && !this.props.ids.includes(focused.id)) {
      // the order left: the one after it, or the one before it at the end of the list
      const still = new Set(this.props.ids)
      const at = previous.ids.indexOf(focused.id)
      const after = previous.ids.slice(at + 1).find((id) => still.has(id))
      const before = previous.ids.slice(0, Math.max(0, at)).findLast((id) => still.has(id))
      next = after === undefined ? (before === undefined ? null : target(before)) : target(after)
    }
    // a keyboard's focus is brought into view; a tap's (not shown) leaves the list where the user was looking
    next?.focus({ preventScroll: !focused.shown })
  }

  override render() {
    return (
      <div ref={this.region} className="contents">
        {this.props.children}
      </div>
    )
  }
}
