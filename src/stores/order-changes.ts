// What an orders action changed that staff should hear about. The actions return it rather than calling out, so the
// live path (src/app/live/events.ts) decides in one place what each change sets off: a sound, a notice, a record.
import type { Order } from '../domain/orders'

export interface OrderChanges {
  /** pending orders the board did not hold, found after its first paint */
  newPending: Order[]
  /** customers whose status just became Arrived (once per order in a session) */
  arrived: Order[]
  /** a new 'Where is my order?' on an order the board holds */
  asked: Order[]
  /** held orders that left the current lists, in the state they left in (dispatched, declined...) */
  left: Order[]
  /** held orders a list or an active_orders read no longer had, as they were held: how they left is not known */
  vanished: Order[]
  /** the order open in the drawer was changed or removed by someone else (once per opening) */
  processedElsewhere: Order[]
}

export const noChanges = (): OrderChanges => ({ newPending: [], arrived: [], asked: [], left: [], vanished: [], processedElsewhere: [] })

/** Adds what `more` holds to `into`, in order */
export function addChanges(into: OrderChanges, more: OrderChanges): OrderChanges {
  into.newPending.push(...more.newPending)
  into.arrived.push(...more.arrived)
  into.asked.push(...more.asked)
  into.left.push(...more.left)
  into.vanished.push(...more.vanished)
  into.processedElsewhere.push(...more.processedElsewhere)
  return into
}
