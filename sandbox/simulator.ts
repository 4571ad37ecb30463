// A live shift for demos: orders arrive every minute or so, customers drive in, some ask where their order is,
// and pending orders nobody confirms are eventually cancelled by their customers.
import type { World } from './world'
import { askWhereIs, changeStatus, createOrder, moveCustomer, setCustomerStatus } from './services/orders'

const TICK_MS = 5_000
const ABANDON_PENDING_MS = 20 * 60_000

export class Simulator {
  enabled = false
  private handle: ReturnType<typeof setInterval> | null = null
  private nextOrderAt = new Map<number, number>()
  /** when each arriving customer next moves one minute closer */
  private nextMoveAt = new Map<number, number>()

  constructor(private readonly w: World) {}

  setEnabled(on: boolean) {
    this.enabled = on
    if (on && !this.handle) {
      this.handle = setInterval(() => this.safeTick(), TICK_MS)
      this.handle.unref?.()
    }
    if (!on && this.handle) {
      clearInterval(this.handle)
      this.handle = null
    }
  }

  private safeTick() {
    try {
      this.tick()
    } catch (e) {
      this.w.log(`simulator: ${(e as Error).message}`)
    }
  }

  tick() {
    const { w } = this
    const now = w.now()
    for (const s of w.db.seedStores()) {
      if (!s.simulate) continue
      const id = s.store.id
      const due = this.nextOrderAt.get(id) ?? now + w.rng.int(5, 30) * 1000
      if (!this.nextOrderAt.has(id)) this.nextOrderAt.set(id, due)
      if (now >= due && s.store.status.id !== 2) {
        const order = createOrder(w, id)
        w.log(`simulator: new order #${order.code} at ${s.store.name}`)
        this.nextOrderAt.set(id, now + w.rng.int(45, 90) * 1000)
      }
      for (const { order } of w.db.currentOrders(id)) {
        const age = now - Date.parse(order.timing.pending)
        if (order.status.id === 2 && age > ABANDON_PENDING_MS) {
          changeStatus(w, order.id, { status_id: 7, status_name: 'cancelled' }, null)
          continue
        }
        if (order.status.id !== 3 || order.delivery) continue
        const customer = order.user.status.id
        const sinceConfirmed = now - Date.parse(order.timing.confirmed ?? order.timing.pending)
        if (customer === 1 && sinceConfirmed > 30_000 && w.rng.chance(0.25)) {
          setCustomerStatus(w, order.id, 2, w.rng.int(4, 8))
          this.nextMoveAt.set(order.id, now + 20_000)
        } else if (customer === 2 && now >= (this.nextMoveAt.get(order.id) ?? 0)) {
          const minutes = (order.user.location?.duration ?? 1) - 1
          if (minutes <= 0) setCustomerStatus(w, order.id, 3)
          else moveCustomer(w, order.id, minutes)
          this.nextMoveAt.set(order.id, now + 20_000)
        }
        if (!order.whereIs && sinceConfirmed > 3 * 60_000 && w.rng.chance(0.03)) askWhereIs(w, order.id)
      }
    }
  }
}
