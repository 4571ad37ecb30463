// What staff see and hear when the orders change: each change an orders action reports (src/stores/order-changes.ts)
// to its reaction. The live path alone calls this: events.ts after each realtime event, session.ts after each list it
// fetches or reconciles.
import { customerName, isolate, type Order } from '../../domain/orders'
import { quietRequest, unwrap } from '../../lib/api/client'
import { t } from '../../lib/i18n/i18n'
import { afterNextPaint } from '../../lib/after-paint'
import { onDeviceClock } from '../../lib/server-clock'
import { sessionEpoch } from '../../lib/session-epoch'
import { noteArrived, noteDispatched, noteDispatchedAt, waitOpen } from '../../stores/arrivals'
import { autoConfirmNewOrder } from '../../stores/auto-confirm'
import { setCachedSince } from '../../stores/connection'
import type { OrderChanges } from '../../stores/order-changes'
import { api, fetchCurrentOrders } from '../../stores/orders'
import { playSound } from '../../stores/sound'
import { pushToast } from '../../stores/toasts'
import { attentionOn } from './attention'

const CUSTOMER_NOTICE_MS = 10_000

export function reactToOrders(changes: OrderChanges): void {
  // another tablet or agent changed the order open in the drawer (the drawer shows it too)
  for (const order of changes.processedElsewhere) pushToast({ kind: 'warning', title: { text: t('orders.processedElsewhere', { code: order.code }) } })
  // auto-confirm on this device takes a new order with a single chime; otherwise the new-order sound and notice
  for (const order of changes.newPending) if (attentionOn() && !autoConfirmNewOrder(order, refreshOrders)) announceNewPending()
  // SPEC 4: the arrival notice and the 'Where is my order?' notice. The arrival's record is written in the same change
  // (the screens render once for both); the notice follows the frame in which the kitchen re-sorts its lane.
  for (const order of changes.arrived) {
    noteArrived(order)
    afterNextPaint(signedInStill(() => pushToast(customerNotice('orders.customerArrived', order, 'success'))))
  }
  for (const order of changes.asked) pushToast(customerNotice('chat.whereIsNotice', order, 'info'))
  // the wait at the window ends when the order is dispatched (here, on another tablet or by another agent)
  for (const order of changes.left) noteDispatched(order)
  for (const order of changes.vanished) if (waitOpen(order.id)) void endWaitOfVanished(order.id)
}

/**
 * An order that a list or an active_orders read no longer had (Basic View learns every dispatch this way, the live
 * path after a missed event): its state and dispatch time are asked for, so a waiting customer's wait still ends.
 * A failure leaves the wait open, as not measured.
 */
async function endWaitOfVanished(orderId: number): Promise<void> {
  const epoch = sessionEpoch()
  try {
    const order = await unwrap(api().GET('/api/v1/order/{id}', { params: { path: { id: orderId }, query: { _locale: 'en' } }, ...quietRequest }))
    if (sessionEpoch() !== epoch) return
    // learned late by design (a poll, a re-read): the server's time, on this clock when the offset is known
    const stamped = Date.parse(order.timing.dispatched ?? '')
    noteDispatchedAt(order, Number.isNaN(stamped) ? Date.now() : Math.min(Date.now(), onDeviceClock(stamped) ?? stamped))
  } catch {
    // not measured
  }
}

/** fn, unless the session it was queued in has ended meanwhile */
function signedInStill(fn: () => void): () => void {
  const epoch = sessionEpoch()
  return () => {
    if (sessionEpoch() === epoch) fn()
  }
}

/** A new pending order: its sound and the notice, on every tablet of the store */
function announceNewPending(): void {
  void playSound('new-order')
  pushToast({ kind: 'info', title: { key: 'orders.newPending' } })
}

const customerNotice = (key: 'orders.customerArrived' | 'chat.whereIsNotice', order: Order, kind: 'success' | 'info') => ({
  kind,
  title: { key, params: { code: order.code, customer: isolate(customerName(order)) } },
  durationMs: CUSTOMER_NOTICE_MS,
})

/**
 * The board from the server, and the reactions to what is new on it. Once it is the server's list, the note that the
 * board shows what this device saved goes. False when the list could not be had.
 */
export async function refreshOrders(options: { background?: boolean } = {}): Promise<boolean> {
  const changes = await fetchCurrentOrders(options)
  if (!changes) return false
  setCachedSince(null)
  reactToOrders(changes)
  return true
}
