// Which order the order drawer shows. /orders opens current orders (read live from the orders store);
// /past-orders opens a past order, kept here as it was fetched and updated by the drawer's own actions.
import { proxy } from 'valtio'
import type { Order } from '../domain/orders'
import { registerReset } from './reset'

export type DrawerSource = 'current' | 'past'

export interface DrawerState {
  orderId: number | null
  source: DrawerSource | null
  /** the past order itself (current orders live in the orders store) */
  past: Order | null
}

const initial = (): DrawerState => ({ orderId: null, source: null, past: null })
export const drawer = proxy<DrawerState>(initial())

export function openOrderDrawer(order: Order, source: DrawerSource): void {
  drawer.orderId = order.id
  drawer.source = source
  drawer.past = source === 'past' ? order : null
}

export function closeOrderDrawer(): void {
  Object.assign(drawer, initial())
}

/** A past order changed by a drawer action (e.g. marked Delivered): the drawer and the list show the new state */
export function replacePastOrder(order: Order): void {
  if (drawer.source === 'past' && drawer.orderId === order.id) drawer.past = order
  pastOrderListeners.forEach((l) => l(order))
}

const pastOrderListeners = new Set<(order: Order) => void>()
/** The past-orders list subscribes here so a change made in the drawer shows in its row at once */
export function onPastOrderChanged(listener: (order: Order) => void): () => void {
  pastOrderListeners.add(listener)
  return () => pastOrderListeners.delete(listener)
}

registerReset(() => Object.assign(drawer, initial()))
