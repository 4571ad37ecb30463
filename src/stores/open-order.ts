// Opens a current order's drawer for a tap on its new-order alert (sw/sw.ts): at once when the order is on the
// board, else once it comes (the board may still be loading). The order may have left the board already (handled on
// another tablet), so after a while it gives up, quietly.
import { subscribe } from 'valtio'
import { drawer, openOrderDrawer } from './drawer'
import { ordersState } from './orders'
import { registerReset } from './reset'

export const OPEN_ORDER_WAIT_MS = 15_000

let stopWaiting: (() => void) | null = null

export function openOrderWhenOnBoard(orderId: number): void {
  stopWaiting?.()
  const shownBefore = drawer.orderId
  const open = (): boolean => {
    const order = ordersState.byId[orderId]
    if (order) openOrderDrawer(order, 'current')
    return order !== undefined
  }
  if (open()) return
  const stop = subscribe(ordersState, () => {
    // staff opened another order meanwhile: theirs stays
    if (drawer.orderId !== shownBefore) done()
    else if (open()) done()
  })
  const timer = setTimeout(done, OPEN_ORDER_WAIT_MS)
  function done() {
    stop()
    clearTimeout(timer)
    stopWaiting = null
  }
  stopWaiting = done
}

registerReset(() => stopWaiting?.())
