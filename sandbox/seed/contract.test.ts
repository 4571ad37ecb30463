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
