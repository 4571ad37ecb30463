// The history and current orders must add up and tell a believable story: money that sums, timestamps in
// order and never in the future, every end state and refund state, and the per-method rules of SPEC section 3.
import { describe, expect, it } from 'vitest'
import type { Order } from '../contract-types'
import { buildSeed } from './index'
import { decimalsOf, toMinor } from './money'
import { orderCodeFor } from './order-codes'
import { lastEventMs } from './order-factory'
import { effectiveLineTotal, lineTotal } from './order-money'
import { DAY, localDate } from './time'

const now = new Date('2025-06-15T09:20:00Z') // 12:20 in Kuwait and Riyadh
const seed = buildSeed(now, { currentOrders: true })
const nowMs = now.getTime()
const isCurrent = (o: Order) => o.status.id === 2 || o.status.id === 3
const history = seed.orders.filter((o) => !isCurrent(o.order))
const current = seed.orders.filter((o) => isCurrent(o.order))
const storeIds = seed.stores.map((s) => s.store.id)

const decimalsIn = (x: number) => (String(x).split('.')[1] ?? '').length

describe('money', () => {
  it('every line total is (price + choices) × qty, replacements included', () => {
    for (const { order } of seed.orders) {
      const c = order.financial.currency.code
      for (const line of order.products) {
        expect(line.total_price, `order ${order.id} line ${line.order_product_id}`).toBe(lineTotal(line, c))
        if (line.replacement) {
          expect(line.replacement.qty).toBeLessThan(line.qty)
          expect(line.replacement.total_price).toBe(lineTotal(line, c, line.replacement.qty))
        }
      }
    }
  })

  it('products_price is the sum of the lines and total_price follows the formula', () => {
    for (const { order } of seed.orders) {
      const f = order.financial
      const c = f.currency.code
      const m = (x: number) => toMinor(x, c)
      const label = `order ${order.id}`
      expect(m(f.products_price), label).toBe(order.products.reduce((s, l) => s + m(effectiveLineTotal(l)), 0))
      expect(m(f.total_price), label).toBe(m(f.products_price) - m(f.discount) + m(f.fee) + m(f.tips) + m(f.total_vat_price))
      expect(m(f.total_vat_price), label).toBe(Math.round(((m(f.products_price) - m(f.discount) + m(f.fee)) * f.vat_percent) / 100))
      expect(m(f.total_paid) + m(f.remaining_balance), label).toBe(m(f.total_price))
      expect(f.remaining_balance === 0 || order.payment.method.id === 2, `${label}: only cash leaves a balance`).toBe(true)
      expect(f.discount > 0, `${label}: a discount comes with a coupon`).toBe(order.coupon !== null)
    }
  })

  it('amounts are rounded to the currency (KWD 3 decimals, SAR 2) and VAT is 0 in Kuwait, 15 in Saudi Arabia', () => {
    for (const { order, meta } of seed.orders) {
      const f = order.financial
      const store = seed.stores.find((s) => s.store.id === meta.storeId)
      expect(f.currency.code).toBe(store?.store.currency.code)
      const d = decimalsOf(f.currency.code)
      for (const x of [f.products_price, f.discount, f.tips, f.fee, f.total_price, f.total_vat_price, f.total_paid, f.remaining_balance]) {
        expect(decimalsIn(x), `order ${order.id}: ${x}`).toBeLessThanOrEqual(d)
      }
      expect(f.vat_percent).toBe(meta.country === 'SA' ? 15 : 0)
      if (order.refund) expect(decimalsIn(order.refund.amount)).toBeLessThanOrEqual(d)
    }
  })

  it('payment methods fit the country and carry their English names', () => {
    const names: Record<number, string> = { 1: 'Credit Card', 2: 'Cash', 3: 'Wallet', 6: 'KNET', 10: 'Apple Pay' }
    for (const { order, meta } of seed.orders) {
      expect(order.payment.method_name).toBe(names[order.payment.method.id])
      if (meta.country === 'SA') expect(order.payment.method.id).not.toBe(6)
    }
  })
})

describe('history', () => {
  it('covers at least 60 days per store with 8–20 orders on every full day, within opening hours', () => {
    for (const id of storeIds) {
      const orders = history.filter((o) => o.meta.storeId === id)
      const first = Math.min(...orders.map((o) => Date.parse(o.order.timing.created)))
      expect(nowMs - first).toBeGreaterThanOrEqual(60 * DAY)
      const perDay = new Map<string, number>()
      for (const o of orders) {
        const day = localDate(Date.parse(o.order.timing.created))
        perDay.set(day, (perDay.get(day) ?? 0) + 1)
        const hour = Number(o.order.timing.created.slice(11, 13))
        expect(hour).toBeGreaterThanOrEqual(8)
        expect(hour).toBeLessThan(23)
      }
      const today = localDate(nowMs)
      const fullDays = [...perDay.entries()].filter(([day]) => day !== today)
      expect(fullDays.length).toBeGreaterThanOrEqual(60)
      for (const [day, n] of fullDays) {
        expect(n, `store ${id} on ${day}`).toBeGreaterThanOrEqual(8)
        expect(n, `store ${id} on ${day}`).toBeLessThanOrEqual(20)
      }
    }
  })

  it('has every end status in every store, delivered the most', () => {
    for (const id of storeIds) {
      const counts = new Map<number, number>()
      for (const o of history.filter((h) => h.meta.storeId === id)) counts.set(o.order.status.id, (counts.get(o.order.status.id) ?? 0) + 1)
      expect([...counts.keys()].sort()).toEqual([4, 5, 6, 7, 8])
      const delivered = counts.get(5) ?? 0
      for (const [status, n] of counts) if (status !== 5) expect(n).toBeLessThan(delivered)
    }
  })

  it('has refunds in every refund status × payment status in every store, only on delivered orders', () => {
    for (const id of storeIds) {
      const refunds = history.filter((o) => o.meta.storeId === id && o.order.refund)
      const pairs = new Set(refunds.map((o) => `${o.order.refund?.status}/${o.order.refund?.payment_status}`))
      for (const s of [2, 3, 4]) for (const p of [1, 2, 3]) expect(pairs.has(`${s}/${p}`), `store ${id} refund ${s}/${p}`).toBe(true)
      for (const { order } of refunds) {
        const r = order.refund
        if (!r) continue
        expect(order.status.id).toBe(5)
        expect(r.amount).toBeGreaterThan(0)
        expect(r.amount).toBeLessThanOrEqual(order.financial.total_paid)
        expect(r.currency).toBe(order.financial.currency.code)
        expect(r.code).toBe(`RF-${order.code}`)
        expect(Date.parse(r.created)).toBeGreaterThan(Date.parse(order.timing.delivered as string))
        expect(r.reason === null).toBe(r.status === 2)
        const lines = new Map(order.products.map((l) => [l.order_product_id, l]))
        for (const p of r.products) {
          const line = lines.get(p.order_product_id)
          expect(line, `refund line ${p.order_product_id}`).toBeDefined()
          expect(p.name).toBe(line?.original.name)
          expect(p.qty).toBeLessThanOrEqual(line?.replacement ? line.replacement.qty : (line?.qty ?? 0))
        }
      }
    }
  })

  it('has force dispatches, driver tips, where-is chats and supermarket replacements', () => {
    expect(history.some((o) => o.meta.forceDispatched)).toBe(true)
    for (const o of history.filter((h) => h.meta.forceDispatched)) expect([4, 5]).toContain(o.order.status.id)
    const tipped = history.filter((o) => o.meta.driverTips > 0)
    expect(tipped.length).toBeGreaterThan(10)
    for (const o of tipped) {
      expect(o.order.delivery?.method).toBe(1)
      expect(o.meta.driverTips).toBeLessThanOrEqual(o.order.financial.tips)
    }
    expect(history.some((o) => o.order.whereIs?.replied_at)).toBe(true)
    const supermarket = history.filter((o) => o.order.store.brand.supermarket)
    const replaced = supermarket.filter((o) => o.order.products.some((p) => p.replacement))
    expect(replaced.length).toBeGreaterThan(20)
    expect(replaced.some((o) => o.order.products.some((p) => p.replacement?.qty === 0))).toBe(true)
    expect(replaced.some((o) => o.order.products.some((p) => (p.replacement?.qty ?? 0) > 0))).toBe(true)
    for (const o of replaced) {
      expect(o.order.replacementsValidated).toBe(true)
      // never every line switched out: the order would have nothing left
      expect(o.order.products.some((p) => !p.replacement || p.replacement.qty > 0)).toBe(true)
    }
  })

  it('has no timestamp in the future', () => {
    for (const { order } of history) expect(lastEventMs(order), `order ${order.id}`).toBeLessThanOrEqual(nowMs)
    for (const { order } of current) {
      const { due: _due, ...rest } = order.timing
      for (const [k, v] of Object.entries(rest)) if (v) expect(Date.parse(v), `order ${order.id} ${k}`).toBeLessThanOrEqual(nowMs)
    }
  })
})

describe('every order', () => {
  it('has unique ids ascending in time, 6-digit codes unique per country, unique order_product_ids', () => {
    const ids = seed.orders.map((o) => o.order.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (let i = 1; i < seed.orders.length; i++) {
      const a = seed.orders[i - 1]?.order
      const b = seed.orders[i]?.order
      if (!a || !b) continue
      expect(b.id).toBeGreaterThan(a.id)
      expect(Date.parse(b.timing.created)).toBeGreaterThanOrEqual(Date.parse(a.timing.created))
    }
    for (const country of ['KW', 'SA']) {
      const codes = seed.orders.filter((o) => o.meta.country === country).map((o) => o.order.code)
      expect(new Set(codes).size).toBe(codes.length)
      for (const c of codes) expect(c).toMatch(/^[0-9]{6}$/)
      // the last two digits pick the pending-row colour (mod 20): all 20 colours appear
      expect(new Set(codes.map((c) => Number(c.slice(-2)) % 20)).size).toBe(20)
    }
    for (const { order } of seed.orders) expect(order.code).toBe(orderCodeFor(order.id))
    const lineIds = seed.orders.flatMap((o) => o.order.products.map((p) => p.order_product_id))
    expect(new Set(lineIds).size).toBe(lineIds.length)
    for (const { order } of seed.orders) for (const p of order.products) expect(Math.floor(p.order_product_id / 100)).toBe(order.id)
  })

  it('has timestamps with the +03:00 offset in the order of the stages', () => {
    for (const { order } of seed.orders) {
      const t = order.timing
      for (const v of Object.values(t)) if (v) expect(v).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/)
      const ms = (s: string | null | undefined) => (s ? Date.parse(s) : null)
      expect(ms(t.pending)).toBeGreaterThanOrEqual(ms(t.created) ?? 0)
      expect(ms(t.due)).toBeGreaterThan(ms(t.pending) ?? 0)
      const confirmed = ms(t.confirmed)
      expect(confirmed === null).toBe(order.preparationTime === null)
      if (confirmed !== null) expect(confirmed).toBeGreaterThan(ms(t.pending) ?? 0)
      if (t.dispatched) expect(ms(t.dispatched)).toBeGreaterThan(confirmed ?? Infinity)
      if (t.delivered) expect(ms(t.delivered)).toBeGreaterThanOrEqual(ms(t.dispatched) ?? Infinity)
      const stamps: Record<number, keyof typeof t> = { 4: 'dispatched', 5: 'delivered', 6: 'declined', 7: 'cancelled', 8: 'no_show' }
      const own = stamps[order.status.id]
      if (own) expect(t[own], `order ${order.id} status ${order.status.id}`).toBeTruthy()
      if (order.status.id === 2) expect(t.confirmed).toBeNull()
      if (order.status.id === 6) expect(t.confirmed).toBeNull()
    }
  })

  it('follows the collection-method rules: car for 1/4/6, table for 2, delivery for 4/5/6', () => {
    for (const { order, meta } of seed.orders) {
      const m = order.collectionMethod.id
      const label = `order ${order.id}`
      if (![1, 4, 6].includes(m)) expect(order.car, label).toBeNull()
      expect(order.dineIn !== null, label).toBe(m === 2)
      expect(order.delivery !== null, label).toBe([4, 5, 6].includes(m))
      const d = order.delivery
      if (d) {
        if (d.home?.type === 3) expect(d.office?.company_name).toBeTruthy()
        else expect(d.home?.area?.name).toBeTruthy()
        const storeDelivery = meta.storeId === 102
        if (!storeDelivery) expect(d.home?.type === 3, label).toBe(m === 5)
        expect(d.method, label).toBe(storeDelivery ? 2 : 1)
        // the order's delivery type is apart from the address kind: staff handover for the store's own staff
        expect(d.type, label).toBe(storeDelivery ? 1 : 2)
        if (d.method === 2) expect(d.driver).toBeNull()
        if ((order.status.id === 4 || order.status.id === 5) && d.method === 1) expect(d.driver?.status.id).toBe(3)
      }
      if (meta.customerId !== null) {
        const c = seed.customers.find((x) => x.id === meta.customerId)
        expect(c?.country).toBe(meta.country)
        expect(order.user.phone).toBe(c?.phone)
        if ([1, 4, 6].includes(m)) expect(order.car !== null).toBe(c?.car !== null)
      }
    }
  })

  it('uses only methods the store offers, and in-stock products for current orders', () => {
    for (const { order, meta } of seed.orders) {
      const store = seed.stores.find((s) => s.store.id === meta.storeId)?.store
      const prefix = ['', 'dt', 'di', 'wt', 'sh', 'od', 'hd'][order.collectionMethod.id] as 'dt'
      const cm = store?.collection_method
      expect(cm?.[`${prefix}_available`] || cm?.[`${prefix}_busy_mins`] !== null, `order ${order.id} ${prefix}`).toBe(true)
      if (isCurrent(order)) {
        expect(cm?.[`${prefix}_available`]).toBe(true)
        const menu = seed.menus.find((x) => x.storeId === meta.storeId)
        for (const p of order.products) {
          expect(menu?.products.find((x) => x.id === p.original.id)?.in_stock).toBe(true)
          for (const mod of p.modifiers) for (const c of mod.choices) expect(menu?.choices.find((x) => x.id === c.id)?.in_stock).toBe(true)
        }
      }
    }
  })

  it('picks required modifier choices exactly as min_choices', () => {
    for (const { order, meta } of seed.orders) {
      const menu = seed.menus.find((x) => x.storeId === meta.storeId)
      for (const line of order.products) {
        const product = menu?.products.find((p) => p.id === line.original.id)
        expect(product).toBeDefined()
        for (const mid of product?.modifier_ids ?? []) {
          const mod = menu?.modifiers.find((m) => m.id === mid)
          const picked = line.modifiers.find((m) => m.id === mid)?.choices.length ?? 0
          if (mod && mod.min_choices > 0) expect(picked).toBe(mod.min_choices)
        }
      }
    }
  })
})

describe('current orders', () => {
  it('show pending and preparing orders in every store with customers idle, arriving and arrived', () => {
    for (const id of storeIds) {
      const list = current.filter((o) => o.meta.storeId === id).map((o) => o.order)
      expect(list.some((o) => o.status.id === 2)).toBe(true)
      expect(list.some((o) => o.status.id === 3)).toBe(true)
      const statuses = new Set(list.map((o) => o.user.status.id))
      expect([...statuses].sort()).toEqual([1, 2, 3])
      for (const o of list.filter((x) => x.user.status.id === 2)) {
        expect(o.user.location?.duration).toBeGreaterThan(0)
        expect(o.user.location?.stores[0]?.store_id).toBe(id)
      }
      expect(list.filter((o) => o.whereIs && o.whereIs.replied_at === null && o.status.id === 3)).toHaveLength(1)
      expect(list.some((o) => o.delivery !== null)).toBe(true)
    }
    const all = current.map((o) => o.order)
    expect(all.some((o) => o.collectionMethod.id === 2 && o.dineIn)).toBe(true)
    expect(all.some((o) => o.delivery?.driver && o.delivery.driver.location)).toBe(true)
  })

  it('never puts one customer in two stores at once, and shows a switched-out item on a preparing basket', () => {
    const ids = current.map((o) => o.meta.customerId).filter((x) => x !== null)
    expect(new Set(ids).size).toBe(ids.length)
    const basket = current.filter((o) => o.order.store.brand.supermarket && o.order.status.id === 3)
    expect(basket.some((o) => o.order.products.some((p) => p.replacement?.qty === 0))).toBe(true)
  })

  it('supermarket pending orders wait for validation with no replacements yet', () => {
    const pending = current.filter((o) => o.order.store.brand.supermarket && o.order.status.id === 2)
    expect(pending.length).toBeGreaterThan(0)
    for (const { order } of pending) {
      expect(order.replacementsValidated).toBe(false)
      for (const p of order.products) {
        expect(p.replacement).toBeNull()
        expect(p.in_stock).toBe(true)
      }
    }
  })
})
