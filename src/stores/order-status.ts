// A status change from the drawer, the board's Action column, the window's cards and auto-confirm: the PATCH, the
// answer lost on the way, the processed message, and what a change made here sets off by itself (the end of a wait
// at the window, print on confirm). Apart from ./orders.ts because it sends the waiting quantity changes first.
import { closesDrawer, processedMessageKey, STATUS_CHANGE, stillAllowed, warningLapse, type DrawerAction, type Order } from '../domain/orders'
import { toastForOtherFailure } from '../domain/error-catalogue'
import { ApiError, backgroundRequest, expectsOrderAlready, quietRequest, unwrap } from '../lib/api/client'
import { noteDispatched } from './arrivals'
import { printOnConfirm } from './device'
import { closeOrderDrawer } from './drawer'
import { flushReplacements } from './order-replacements'
import { sessionEpoch } from '../lib/session-epoch'
import { answerOrder, api, drawerShows, endOwnStatusChange, flagsOf, holdAnswer, isCurrent, leaveBoard, lostAnswer, ordersState } from './orders'
import { holdUpdateWhile } from './pwa'
import { pushCatalogueToast, pushToast } from './toasts'

/**
 * A Force Dispatch warning closed because its facts changed under it says why: the customer arrived (Dispatch is the
 * way now), or the delivery lost its driver. An order gone or processed elsewhere already has its notice.
 */
export function tellLapsedWarning(why: ReturnType<typeof warningLapse>, code: string | undefined): void {
  if ((why === 'arrived' || why === 'no_driver') && code !== undefined)
    pushToast({ kind: 'warning', title: { key: why === 'arrived' ? 'orders.forceLapsed.arrived' : 'orders.forceLapsed.noDriver', params: { code } } })
}

const STATUS_CALL = 'PATCH /order/status'

/**
 * A status change from the drawer or the Action column. Confirm needs the prep time. On success the processed
 * message shows and the drawer closes (except on confirm, where it stays open in a confirmed state). On failure
 * nothing changes and the catalogue toast is already shown; the error is rethrown for the caller's state. An answer
 * whose order breaks the contract is not held (the drawer would break on it): like a lost one, the order is read back.
 * When it failed while another agent changed the order or took it off the board, the drawer says so.
 */
export async function changeOrderStatus(
  orderId: number,
  action: Exclude<DrawerAction, 'delivered'>,
  // auto: the device's auto-confirm, which shows its own notice and expects another tablet to have been first at times
  options: { preparationTime?: number; auto?: boolean } = {},
): Promise<Order> {
  const order = ordersState.byId[orderId]
  if (!order) throw new Error(`order ${orderId} is not on the board`)
  if (ordersState.acting[orderId]) throw new Error('an action is already running for this order')
  const change = STATUS_CHANGE[action]
  const epoch = sessionEpoch()
  ordersState.acting[orderId] = action
  let failed = true
  try {
    // quantities still waiting for their pause go first, so the order is confirmed (or declined) as the screen shows it;
    // when one of them failed (its toast is shown) the screen has changed back under staff, and the step waits for them
    if (!(await flushReplacements(orderId))) throw new ApiError('Replacement failed', { notified: true })
    // a warning left open, or the quantities just sent, while another agent processed the order (the drawer says so),
    // or every product now switched out (the drawer's hint says so): the step no longer holds, and is not sent
    const now = ordersState.byId[orderId]
    if (!now || !stillAllowed(action, now, ordersState.flags[orderId])) {
      // a Force Dispatch whose customer arrived (or whose driver was taken off) as Yes was tapped: nothing else says so
      if (action === 'force_dispatch') tellLapsedWarning(warningLapse(action, now, ordersState.flags[orderId]), order.code)
      throw new ApiError('No longer allowed', { notified: true })
    }
    let answered: Order | null = null
    let lost: unknown = null
    const sentAt = Date.now()
    try {
      const result: unknown = await unwrap(
        api().PATCH('/api/v1/order/status', {
          // a lost answer is not an error yet: the order is read again below; auto-confirm expects 'Order already…'
          headers: { ...backgroundRequest.headers, ...(options.auto ? expectsOrderAlready.headers : {}) },
          body: {
            order_id: orderId,
            customer_status: order.user.status.id,
            status_id: change.status_id,
            status_name: change.status_name,
            ...(action === 'confirm' && options.preparationTime !== undefined ? { preparation_time: options.preparationTime } : {}),
          },
        }),
      )
      answered = answerOrder((result as { order?: unknown } | undefined)?.order, orderId, STATUS_CALL)
    } catch (error) {
      if (!lostAnswer(error)) throw error
      lost = error
    }
    const next = answered ?? (sessionEpoch() === epoch ? await appliedDespiteFailure(orderId, change.status_id) : null)
    if (!next) throw lost ?? new ApiError('Malformed response', { notified: true })
    // signed out meanwhile (a shared tablet): the answer is not the next user's to hold or to hear about
    if (sessionEpoch() !== epoch) return next
    // the flags belong to the drawer's opening of the order (the confirmed state it stays open in): a confirm from the
    // board's row or by auto-confirm leaves a later opening as any preparing order's
    if (drawerShows(orderId)) {
      if (action === 'confirm') flagsOf(orderId).confirmed = true
      else flagsOf(orderId).isPassed = true
    }
    // what the change did: a customer's arrival learned meanwhile stays
    if (isCurrent(next)) holdAnswer(next, sentAt, (held) => ({ ...held, status: next.status, timing: next.timing, preparationTime: next.preparationTime }))
    else {
      leaveBoard(orderId)
      // dispatched here: the wait at the window ends
      noteDispatched(next)
    }
    if (!options.auto) pushToast({ kind: 'success', title: { key: processedMessageKey(change.status_name) } })
    if (action === 'confirm') printOnConfirm(next)
    if (closesDrawer(action) && drawerShows(orderId)) closeOrderDrawer()
    failed = false
    return next
  } finally {
    if (sessionEpoch() === epoch) {
      // what the live path says of an order processed elsewhere (app/live/reactions.ts), which a store cannot call
      for (const o of endOwnStatusChange(orderId, failed, order).processedElsewhere)
        pushToast({ kind: 'warning', title: { key: 'orders.processedElsewhere', params: { code: o.code } } })
      delete ordersState.acting[orderId]
    }
  }
}

/**
 * A status change whose answer was lost (timeout, network) or broke the contract may still have been applied: the
 * order is read again, and when it has the new status the change succeeded. Otherwise staff get the catalogue's
 * 'Something went wrong' (the request went as a background one, so nothing said it yet; the read is quiet, so that is
 * the one message).
 */
async function appliedDespiteFailure(orderId: number, statusId: number): Promise<Order | null> {
  try {
    const answer: unknown = await unwrap(api().GET('/api/v1/order/{id}', { params: { path: { id: orderId }, query: { _locale: 'en' } }, ...quietRequest }))
    const now = answerOrder(answer, orderId, 'GET /order/{id}')
    if (now?.status.id === statusId) return now
  } catch {
    // the re-read failed too: the change stays unknown, and is said to have failed
  }
  pushCatalogueToast(toastForOtherFailure())
  return null
}

// A new version's reload would drop an answer on its way (and what it sets off, such as the receipt): it waits while
// any order action runs. Registered here, beside the actions every surface that acts on an order imports; the board's
// change as an action ends lets it apply.
holdUpdateWhile(() => Object.values(ordersState.acting).some(Boolean))
