// A board with one of each kind of current order, made through the sandbox control API: pending orders (colours),
// an arriving and an arrived customer, a delivery with a driver, a dine-in, a walk-thru ready to notify.
import type { components } from '../../../src/lib/api/schema.gen'

type Order = components['schemas']['Order']
export type Control = <T = unknown>(path: string, body?: unknown) => Promise<T>

export const CAR = {
  make: { name: 'Toyota', icon: '/media/car/make/toyota.svg' },
  type: { name: 'SUV', icon: '/media/car/type/suv.svg' },
  color: { name: 'Pearl White', hex: '#F2F2EE' },
  photo: { mini: '/media/car/photo/1003.svg', big: '/media/car/photo/1003.svg' },
  plate: '12 / 34567',
}

export async function createOrder(control: Control, partial: Record<string, unknown> = {}, store = 'kw/stores/101'): Promise<Order> {
  return control<Order>(`/${store}/orders`, partial)
}

export async function confirmAsAgent(control: Control, id: number, minutes = 15, country = 'kw') {
  return control(`/${country}/orders/${id}/status`, { status_id: 3, preparation_time: minutes })
}

export async function customer(control: Control, id: number, status: 1 | 2 | 3, minutes?: number, country = 'kw') {
  return control(`/${country}/orders/${id}/customer`, minutes === undefined ? { status } : { status, minutes })
}

/** One of each kind, for screenshots and the drawer tests; returns them by name */
export async function seedMixedBoard(control: Control) {
  const drive = await createOrder(control, {
    collectionMethod: { id: 1, name: 'Drive-Thru' },
    car: CAR,
    selfie: { mini: '/media/selfie/1003.svg', big: '/media/selfie/1003.svg' },
    comments: 'Please no onions on any of the burgers, my son is allergic. Also extra napkins and two ketchup packets, and please knock on the window when ready — I will be on a call.',
  })
  const arriving = await createOrder(control, { collectionMethod: { id: 3, name: 'Walk-Thru' }, delivery: null })
  await customer(control, arriving.id, 2, 6)
  const homeDelivery = await createOrder(control, { collectionMethod: { id: 6, name: 'Home Delivery' } })
  const pending4 = await createOrder(control, { collectionMethod: { id: 1, name: 'Drive-Thru' }, car: CAR })
  const arrived = await createOrder(control, { collectionMethod: { id: 1, name: 'Drive-Thru' }, car: CAR })
  await confirmAsAgent(control, arrived.id, 10)
  await customer(control, arrived.id, 3)
  const withDriver = await createOrder(control, { collectionMethod: { id: 6, name: 'Home Delivery' } })
  await confirmAsAgent(control, withDriver.id, 20)
  await control(`/kw/orders/${withDriver.id}/driver`, { name: 'Hassan Driver', status: 2 })
  const dineIn = await createOrder(control, { collectionMethod: { id: 2, name: 'Dine-In' }, dineIn: { table: '12' }, delivery: null })
  await confirmAsAgent(control, dineIn.id, 15)
  await customer(control, dineIn.id, 3)
  const walk = await createOrder(control, { collectionMethod: { id: 3, name: 'Walk-Thru' }, delivery: null })
  await confirmAsAgent(control, walk.id, 5)
  return { drive, arriving, homeDelivery, pending4, arrived, withDriver, dineIn, walk }
}
