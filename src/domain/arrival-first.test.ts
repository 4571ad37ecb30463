import { describe, expect, it } from 'vitest'
import { makeOrder, preparing, type Order } from '../../tests/factories/orders'
import { CAR_FIXTURE } from '../../tests/factories/arrival'
import { arrivalFirst, kitchenLanes, movedIds, nextReadyExpiry, READY_LANE_MS, windowGroups } from './arrival-first'

const NOW = Date.parse('2026-11-22T10:00:00+03:00')
const at = (ms: number) => new Date(ms).toISOString()
const idle = (due: number, extra: Partial<Order> = {}) => preparing({ timing: { created: at(NOW), pending: at(NOW), due: at(due) }, ...extra })
const withCustomer = (o: Order, status: 1 | 2 | 3, minutes?: number): Order => ({
  ...o,
  user: { ...o.user, status: { id: status }, location: minutes === undefined ? null : { latitude: 29, longitude: 48, distance: 1, duration: minutes, stores: [] } },
})
const ids = (list: Order[]) => list.map((o) => o.id)

describe('arrivalFirst', () => {
  it('puts arrived customers first, the longest waiting first, then those on the way by minutes, then the rest by due time', () => {
    const idleLate = idle(NOW + 20 * 60_000)
    const idleSoon = idle(NOW + 5 * 60_000)
    const seven = withCustomer(idle(NOW + 1 * 60_000), 2, 7)
    const two = withCustomer(idle(NOW + 30 * 60_000), 2, 2)
    const unknownDistance = withCustomer(idle(NOW), 2)
    const arrivedEarly = withCustomer(idle(NOW + 40 * 60_000), 3)
    const arrivedLater = withCustomer(idle(NOW), 3)
    const times = { [arrivedEarly.id]: NOW - 5 * 60_000, [arrivedLater.id]: NOW - 60_000 }
    const sorted = arrivalFirst([idleLate, seven, arrivedLater, idleSoon, unknownDistance, two, arrivedEarly], times)
    expect(ids(sorted)).toEqual([arrivedEarly.id, arrivedLater.id, two.id, seven.id, unknownDistance.id, idleSoon.id, idleLate.id])
  })

  it('an arrival the device has not recorded yet goes after the recorded ones; ties fall to the order id', () => {
    const a = withCustomer(idle(NOW), 3)
    const b = withCustomer(idle(NOW), 3)
    const c = withCustomer(idle(NOW), 3)
    expect(ids(arrivalFirst([c, b, a], { [c.id]: NOW }))).toEqual([c.id, a.id, b.id])
  })

  it('a customer arriving moves ahead of an idle one whose order is due sooner', () => {
    const idleSoon = idle(NOW + 60_000)
    const later = withCustomer(idle(NOW + 30 * 60_000), 1)
    expect(ids(arrivalFirst([idleSoon, later], {}))).toEqual([idleSoon.id, later.id])
    expect(ids(arrivalFirst([idleSoon, withCustomer(later, 3)], { [later.id]: NOW }))).toEqual([later.id, idleSoon.id])
  })
})

describe('kitchenLanes', () => {
  it("Preparing holds the confirmed orders not marked ready; Ready those marked, for 30 minutes; pending orders are in neither", () => {
    const cooking = idle(NOW)
    const ready = idle(NOW, {})
    ready.timing.ready = at(NOW - READY_LANE_MS + 1000)
    const old = idle(NOW)
    old.timing.ready = at(NOW - READY_LANE_MS)
    const pending = makeOrder()
    const lanes = kitchenLanes([cooking, ready, old, pending], {}, NOW)
    expect(ids(lanes.preparing)).toEqual([cooking.id])
    expect(ids(lanes.ready)).toEqual([ready.id])
    expect(nextReadyExpiry([cooking, ready, old, pending], NOW)).toBe(NOW + 1000)
  })
})

describe('windowGroups', () => {
  it('shows customers coming by car: Arrived (longest waiting first) and On the way (fewest minutes first); idle ones and deliveries do not show', () => {
    const car = { car: CAR_FIXTURE }
    const arrived = withCustomer(idle(NOW, car), 3)
    const arrivedFirst = withCustomer(idle(NOW, car), 3)
    const near = withCustomer(idle(NOW, car), 2, 3)
    const far = withCustomer(idle(NOW, car), 2, 9)
    const idleCar = withCustomer(idle(NOW, car), 1)
    const noCar = withCustomer(idle(NOW), 3)
    const delivery = withCustomer(idle(NOW, { ...car, delivery: makeOrder().delivery ?? ({ method: 1, type: 1 } as Order['delivery']) }), 3)
    const pendingArrived = withCustomer(makeOrder(car), 3)
    const g = windowGroups([far, arrived, idleCar, near, noCar, delivery, arrivedFirst, pendingArrived], { [arrivedFirst.id]: NOW - 60_000, [arrived.id]: NOW, [pendingArrived.id]: NOW + 1 })
    expect(ids(g.arrived)).toEqual([arrivedFirst.id, arrived.id, pendingArrived.id])
    expect(ids(g.onTheWay)).toEqual([near.id, far.id])
  })
})

describe('movedIds', () => {
  it('names the tiles that went ahead of others, not the ones pushed back or new', () => {
    expect(movedIds([1, 2, 3], [3, 1, 2], new Set([3]))).toEqual([3])
    expect(movedIds([1, 2, 3], [1, 2, 3], new Set())).toEqual([])
    expect(movedIds([1, 2], [4, 1, 2], new Set([4]))).toEqual([])
    expect(movedIds([1, 2, 3], [1, 3], new Set())).toEqual([])
    expect(movedIds([1, 2, 3, 4, 5], [4, 1, 2, 3, 5], new Set([4]))).toEqual([4])
    expect(movedIds([1, 2, 3, 4], [9, 3, 4, 1, 2], new Set([3, 4, 9]))).toEqual([3, 4])
  })

  it('a tile that drops back moved down: neither it nor the tiles it passed are highlighted', () => {
    // a customer on the way goes idle, or an ETA grows in traffic: 1 changed, the others kept their order
    expect(movedIds([1, 2, 3, 4], [2, 3, 4, 1], new Set([1]))).toEqual([])
    expect(movedIds([1, 2, 3, 4], [2, 3, 1, 4], new Set([1]))).toEqual([])
    // two changes at once: the one that went ahead of unchanged tiles, not the one that dropped back
    expect(movedIds([1, 2, 3, 4, 5], [4, 1, 3, 5, 2], new Set([2, 4]))).toEqual([4])
    // a changed order that kept its place among the others did not move
    expect(movedIds([1, 2, 3], [1, 2, 3], new Set([2]))).toEqual([])
  })
})
