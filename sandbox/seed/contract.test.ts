// The seed must never drift from the contract: every store, order (both locales), menu category and product,
// dictionary and loyalty customer it produces is validated against openapi/openapi.yaml.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import Ajv2020 from 'ajv/dist/2020'
import type { ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import YAML from 'yaml'
import { buildSeed } from './index'
import { buildLargeMenu } from './menus'
import { localizeMenu, localizeOrder } from './localize'
import type { MenuCategory } from '../contract-types'

const doc = YAML.parse(fs.readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8')) as { components: unknown }
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema({ components: doc.components }, 'contract')
const validators = new Map<string, ValidateFunction>()
function validator(name: string): ValidateFunction {
  let v = validators.get(name)
  if (!v) {
    v = ajv.compile({ $ref: `contract#/components/schemas/${name}` })
    validators.set(name, v)
  }
  return v
}

/** Returns a readable list of problems (empty when valid) so a failure names the object and the field */
function problems(schema: string, value: unknown, label: string): string[] {
  const v = validator(schema)
  if (v(value)) return []
  return (v.errors ?? []).slice(0, 5).map((e) => `${label}: ${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
}

const now = new Date('2025-06-15T09:20:00Z')
const seed = buildSeed(now, { currentOrders: true })

describe('seed against the contract', () => {
  it('the validator is not vacuous: it rejects a broken order and a broken store', () => {
    const order = structuredClone(seed.orders[0]?.order) as Record<string, unknown>
    delete order.code
    ;(order.status as { id: number }).id = 9
    expect(problems('Order', order, 'broken').length).toBeGreaterThanOrEqual(2)
    const store = structuredClone(seed.stores[0]?.store) as Record<string, unknown>
    store.busy_timer_mins = 7
    expect(problems('Store', store, 'broken').length).toBeGreaterThan(0)
  })

  it('every store is a valid Store', () => {
    const errs = seed.stores.flatMap((s) => problems('Store', s.store, `store ${s.store.id}`))
    expect(errs).toEqual([])
  })

  it('every order is a valid Order in English and in Arabic', () => {
    const errs: string[] = []
    for (const { order, meta } of seed.orders) {
      const store = seed.stores.find((s) => s.store.id === meta.storeId)
      const menu = seed.menus.find((m) => m.storeId === meta.storeId)
      if (!store || !menu) throw new Error(`order ${order.id}: unknown store ${meta.storeId}`)
      const customer = seed.customers.find((c) => c.id === meta.customerId) ?? null
      errs.push(...problems('Order', order, `order ${order.id}`))
      errs.push(...problems('Order', localizeOrder(order, 'ar', { menu, customer, store }), `order ${order.id} (ar)`))
      if (errs.length > 20) break
    }
    expect(errs).toEqual([])
  })

  it('every menu category and product is valid in both locales', () => {
    const errs: string[] = []
    const walk = (c: MenuCategory, label: string) => errs.push(...problems('MenuCategory', c, `${label} category ${c.id}`))
    for (const menu of [...seed.menus, buildLargeMenu(999, 300, 1_000_000)]) {
      for (const locale of ['en', 'ar'] as const) {
        const { categories, products } = localizeMenu(menu, locale)
        for (const c of categories) walk(c, `store ${menu.storeId} ${locale}`)
        for (const p of products) errs.push(...problems('MenuProduct', p, `store ${menu.storeId} ${locale} product ${p.id}`))
      }
    }
    expect(errs).toEqual([])
  })

  it('the print dictionaries are valid PrintDictionary objects', () => {
    expect(problems('PrintDictionary', seed.dictionaries.en, 'en')).toEqual([])
    expect(problems('PrintDictionary', seed.dictionaries.ar, 'ar')).toEqual([])
  })

  it('loyalty cards carry a valid LoyaltyCustomer and LoyaltyPunches', () => {
    const errs = seed.loyaltyCards.flatMap((c) => [
      ...problems('LoyaltyCustomer', { name: c.name, phone: c.phone, count_orders: c.count_orders, created: c.created }, `card ${c.phone}`),
      ...problems('LoyaltyPunches', { count_punches: c.count_punches }, `card ${c.phone}`),
    ])
    expect(errs).toEqual([])
  })

  it('store loyalty settings are valid LoyaltySettings', () => {
    const errs = seed.stores.flatMap((s) => problems('LoyaltySettings', s.store.brand.loyalty, `store ${s.store.id}`))
    expect(errs).toEqual([])
  })
})

describe('localized stores against the contract', () => {
  it('every store is a valid Store in Arabic too', async () => {
    const { localizeStore } = await import('./localize')
    expect(seed.stores.flatMap((s) => problems('Store', localizeStore(s, 'ar'), `store ${s.store.id} (ar)`))).toEqual([])
  })
})

describe('makeOrder for the live shift', () => {
  it('makes a valid order for every store, status and method, with or without a customer', async () => {
    const { makeOrder } = await import('./order-factory')
    const { createRng } = await import('./rng')
    const errs: string[] = []
    let id = 500_000
    for (const seedStore of seed.stores) {
      const menu = seed.menus.find((m) => m.storeId === seedStore.store.id)
      if (!menu) throw new Error('no menu')
      const customers = seed.customers.filter((c) => c.country === seedStore.country)
      for (const status of [2, 3, 4, 5, 6, 7, 8] as const) {
        for (const method of [1, 2, 3, 4, 5, 6] as const) {
          for (let k = 0; k < 4; k++) {
            const rng = createRng(id)
            const so = makeOrder({ seedStore, menu, customer: k === 0 ? null : rng.pick(customers), rng, now, id, code: String(100000 + (id % 900000)), status, collectionMethodId: method })
            errs.push(...problems('Order', so.order, `store ${seedStore.store.id} status ${status} method ${method}`))
            id++
          }
        }
      }
    }
    expect(errs.slice(0, 10)).toEqual([])
  })

  it('still makes an order when every method is off and every optional choice sold out', async () => {
    const { makeOrder } = await import('./order-factory')
    const { createRng } = await import('./rng')
    for (const original of seed.stores) {
      const seedStore = structuredClone(original)
      const cm = seedStore.store.collection_method as unknown as Record<string, unknown>
      for (const p of ['dt', 'di', 'wt', 'sh', 'od', 'hd']) {
        cm[`${p}_available`] = false
        cm[`${p}_busy_mins`] = null
      }
      const menu = structuredClone(seed.menus.find((m) => m.storeId === seedStore.store.id))
      if (!menu) throw new Error('no menu')
      const optional = new Set(menu.modifiers.filter((m) => m.min_choices === 0).flatMap((m) => m.choice_ids))
      for (const c of menu.choices) if (optional.has(c.id)) c.in_stock = false
      for (let i = 0; i < 50; i++) {
        const so = makeOrder({ seedStore, menu, customer: null, rng: createRng(i), now, id: 700_000 + i, code: '700000', status: 2 })
        expect(problems('Order', so.order, `store ${seedStore.store.id}`)).toEqual([])
        for (const line of so.order.products) for (const m of line.modifiers) for (const c of m.choices) expect(optional.has(c.id)).toBe(false)
      }
    }
  })

  it('builds a valid seed at any time of day', () => {
    for (const iso of ['2025-01-01T21:05:00Z', '2025-03-10T04:59:00Z', '2025-08-20T20:55:00Z']) {
      const other = buildSeed(new Date(iso), { currentOrders: true })
      const errs = other.orders.flatMap((o) => problems('Order', o.order, `${iso} order ${o.order.id}`))
      expect(errs.slice(0, 5)).toEqual([])
      expect(other.orders.length).toBeGreaterThan(2000)
    }
  })
})
