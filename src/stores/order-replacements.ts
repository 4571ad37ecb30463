// Supermarket quantity changes (SPEC 4): chosen on screen at once, sent after a 1-second pause per product, one
// request at a time per order, and sent at once (keepalive) when the page goes away or the session ends. The chosen
// quantities live in the orders store (ordersState.replacing), which forgets them when an order leaves the board:
// a change still waiting for an order that left is then skipped.
import { toastForOtherFailure } from '../domain/error-catalogue'
import { PENDING } from '../domain/orders'
import { canSwitchReplacement } from '../domain/permissions'
import { clampQty, currentQty, REPLACEMENT_DELAY_MS, replacementBody } from '../domain/replacements'
import { unwrap } from '../lib/api/client'
import { config, type CountryCode } from '../lib/config'
import { answerOrder, api, holdOrder, ordersState } from './orders'
import { registerReset } from './reset'
import { registerBeforeSignOut, session } from './session'
import { pushCatalogueToast } from './toasts'

const replacementTimers = new Map<string, ReturnType<typeof setTimeout>>()
/** one request at a time per order, in click order, so an older answer never overwrites a newer one */
const replacementQueues = new Map<number, Promise<void>>()
/** how many quantity changes of each order have failed: a flush compares the count before and after it */
const replacementFailures = new Map<number, number>()
const timerKey = (orderId: number, productId: number) => `${orderId}:${productId}`
const REPLACEMENT_CALL = 'POST /order/product/replacement'

/**
 * A supermarket quantity change (SPEC 4): min 1 and max the original qty with the - / + controls, 0 switches the
 * product out (manager role). The screen shows the chosen qty at once; the request goes after a 1-second pause per
 * product, so a burst of clicks sends one request with the last qty. The answer (the order, with the recomputed
 * financial) gives the held order its products and financial. A failure, or an answer that breaks the contract, puts
 * back the server's qty (the catalogue toast is shown).
 */
export function setReplacement(orderId: number, orderProductId: number, qty: number): void {
  const order = ordersState.byId[orderId]
  const product = order?.products.find((p) => p.order_product_id === orderProductId)
  if (!order || !product || order.status.id !== PENDING) return
  const wanted = clampQty(qty, product.qty)
  if (wanted === 0 && !canSwitchReplacement(session.user)) return
  ;(ordersState.replacing[orderId] ??= {})[orderProductId] = wanted
  const key = timerKey(orderId, orderProductId)
  clearTimeout(replacementTimers.get(key))
  replacementTimers.set(
    key,
    setTimeout(() => void sendReplacement(orderId, orderProductId), REPLACEMENT_DELAY_MS),
  )
}

function settleReplacement(orderId: number, orderProductId: number, qty: number): void {
  const waiting = ordersState.replacing[orderId]
  if (!waiting || waiting[orderProductId] !== qty) return // changed again meanwhile: that change is on its way
  delete waiting[orderProductId]
  if (Object.keys(waiting).length === 0) delete ordersState.replacing[orderId]
}

function sendReplacement(orderId: number, orderProductId: number): Promise<void> {
  replacementTimers.delete(timerKey(orderId, orderProductId))
  const run = async () => {
    const qty = ordersState.replacing[orderId]?.[orderProductId]
    const order = ordersState.byId[orderId]
    const product = order?.products.find((p) => p.order_product_id === orderProductId)
    if (qty === undefined) return
    // back where the server is, or the order is no longer pending (another agent confirmed it meanwhile): nothing to send
    if (!order || !product || currentQty(product) === qty || order.status.id !== PENDING) {
      settleReplacement(orderId, orderProductId, qty)
      return
    }
    try {
      const answer: unknown = await unwrap(api().POST('/api/v1/order/product/replacement', { body: replacementBody(orderId, product, qty) }))
      const held = ordersState.byId[orderId]
      // left the board meanwhile (or signed out): nothing here shows the quantity
      if (!held) return
      const next = answerOrder(answer, orderId, REPLACEMENT_CALL)
      if (!next) {
        pushCatalogueToast(toastForOtherFailure())
        throw new Error('Malformed response')
      }
      // only what a quantity change changes: the rest of the held order may be newer than the answer (another agent's
      // confirm, an arrival learned while the call was on its way)
      holdOrder({ ...held, products: next.products, financial: next.financial })
    } catch {
      // the catalogue toast is shown; the server's quantity shows again
      replacementFailures.set(orderId, (replacementFailures.get(orderId) ?? 0) + 1)
    } finally {
      settleReplacement(orderId, orderProductId, qty)
    }
  }
  const queued = (replacementQueues.get(orderId) ?? Promise.resolve()).then(run)
  replacementQueues.set(orderId, queued)
  void queued.finally(() => {
    if (replacementQueues.get(orderId) === queued) replacementQueues.delete(orderId)
  })
  return queued
}

/**
 * Sends an order's waiting quantity changes now and waits for every one of them, and for those already on their way.
 * False when one of them failed: the screen has gone back to the server's quantity, which is not what staff saw when
 * they asked for the next step.
 */
export async function flushReplacements(orderId: number): Promise<boolean> {
  const failuresBefore = replacementFailures.get(orderId) ?? 0
  for (const [key, timer] of [...replacementTimers]) {
    const [o, p] = key.split(':').map(Number) as [number, number]
    if (o !== orderId) continue
    clearTimeout(timer)
    void sendReplacement(o, p)
  }
  await replacementQueues.get(orderId)
  return (replacementFailures.get(orderId) ?? 0) === failuresBefore
}

/**
 * Sends every quantity change still waiting for its pause at once, as the page goes away (pagehide) or the session
 * ends (before the token is forgotten). keepalive lets the request outlive the page; the answer is not awaited,
 * since nothing is left to show it. Returns how many were sent.
 */
export function sendWaitingReplacementsNow(auth: { token: string; country: CountryCode }): number {
  let sent = 0
  for (const [key, timer] of [...replacementTimers]) {
    clearTimeout(timer)
    replacementTimers.delete(key)
    const [orderId, productId] = key.split(':').map(Number) as [number, number]
    const qty = ordersState.replacing[orderId]?.[productId]
    const product = ordersState.byId[orderId]?.products.find((p) => p.order_product_id === productId)
    if (qty === undefined || !product || currentQty(product) === qty) continue
    void fetch(`${config.countries[auth.country].apiBase}/api/v1/order/product/replacement`, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${auth.token}` },
      body: JSON.stringify(replacementBody(orderId, product, qty)),
    }).catch(() => undefined)
    sent += 1
  }
  return sent
}

registerBeforeSignOut((auth) => void sendWaitingReplacementsNow(auth))
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (session.token && session.countryCode) sendWaitingReplacementsNow({ token: session.token, country: session.countryCode })
  })
}

registerReset(() => {
  for (const timer of replacementTimers.values()) clearTimeout(timer)
  replacementTimers.clear()
  replacementQueues.clear()
  replacementFailures.clear()
})
