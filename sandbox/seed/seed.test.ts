import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, PUBLIC_ACCOUNT_PASSWORD } from './accounts'
import { buildSeed } from './index'

const now = new Date('2025-06-15T09:20:00Z')
const seed = buildSeed(now, { currentOrders: true })

describe('buildSeed', () => {
  it('is deterministic for a given date', () => {
    expect(JSON.stringify(buildSeed(now, { currentOrders: true }))).toBe(JSON.stringify(seed))
    const later = buildSeed(new Date('2025-06-16T09:20:00Z'), { currentOrders: true })
    expect(JSON.stringify(later.orders)).not.toBe(JSON.stringify(seed.orders))
  })

  it('leaves the current orders out on request, keeping the history', () => {
    const quiet = buildSeed(now, { currentOrders: false })
    expect(quiet.orders.some((o) => o.order.status.id === 2 || o.order.status.id === 3)).toBe(false)
    expect(quiet.orders.length).toBeGreaterThan(2000)
    const ids = quiet.orders.map((o) => o.order.id)
    expect(ids).toEqual(ids.slice().sort((a, b) => a - b))
  })

  it('has the demo and public accounts', () => {
    const by = Object.fromEntries(seed.accounts.map((a) => [a.email, a]))
    expect(by['manager@kw.demo']).toMatchObject({ storeId: 101, public: false, password: DEMO_PASSWORD, country: 'KW' })
    expect(by['manager@kw.demo']?.roles).toContain('ROLE_STORE_MANAGER')
    expect(by['staff@kw.demo']).toMatchObject({ storeId: 101, public: false })
    expect(by['staff@kw.demo']?.roles).not.toContain('ROLE_STORE_MANAGER')
    expect(by['manager@sa.demo']).toMatchObject({ storeId: 201, country: 'SA' })
    expect(by['polling@kw.demo']).toMatchObject({ storeId: 102, country: 'KW' })
    expect(by['public@kw.sandbox']).toMatchObject({ storeId: null, public: true, password: PUBLIC_ACCOUNT_PASSWORD, country: 'KW' })
    expect(by['public@sa.sandbox']).toMatchObject({ storeId: null, public: true, password: PUBLIC_ACCOUNT_PASSWORD, country: 'SA' })
    expect(new Set(seed.accounts.map((a) => a.id)).size).toBe(seed.accounts.length)
  })

  it('sets the store flags so every permission branch is reachable', () => {
    const s = Object.fromEntries(seed.stores.map((x) => [x.store.id, x.store]))
    const statusEditable = (id: number) => s[id]?.change_status_allowed === true && s[id]?.change_collection_allowed === false
    expect(s[101]?.change_collection_allowed).toBe(true)
    expect(statusEditable(101)).toBe(false)
    expect(statusEditable(102)).toBe(true)
    expect(s[102]).toMatchObject({ polling: true, delivery: { store_delivery: true } })
    expect(s[201]).toMatchObject({ stock_enabled: true, change_stock_allowed: true, hide_discount: true, default_prep_time: 30 })
    expect(s[201]?.brand).toMatchObject({ supermarket: true, invoice_print_limit: 1, loyalty: { manual_punches_allowed: false, punch_type: 'amount' } })
    expect(s[101]?.brand.loyalty).toMatchObject({ manual_punches_allowed: true, punch_type: 'quantity', max_punches: 10 })
    expect(s[101]?.collection_method).toMatchObject({ wt_available: false, wt_busy_mins: 15, od_available: false, od_busy_mins: null })
    for (const x of seed.stores) {
      expect(x.simulate).toBe(true)
      for (const p of x.store.parkings) {
        expect(p.geofence.length).toBeGreaterThanOrEqual(3)
        // pairs are [longitude, latitude]: the first number is the longitude of the store's area
        expect(Math.abs((p.geofence[0]?.[0] ?? 0) - x.store.address.longitude)).toBeLessThan(0.01)
      }
    }
  })

  it('has about forty customers per country with unique ids and well-formed phones', () => {
    for (const [country, pattern] of [['KW', /^\+965[0-9]{8}$/], ['SA', /^\+9665[0-9]{8}$/]] as const) {
      const list = seed.customers.filter((c) => c.country === country)
      expect(list.length).toBeGreaterThanOrEqual(40)
      for (const c of list) expect(c.phone).toMatch(pattern)
      expect(list.some((c) => c.car === null)).toBe(true)
      expect(list.some((c) => c.hasSelfie)).toBe(true)
      expect(list.some((c) => c.hasAvatar)).toBe(true)
      expect(list.some((c) => c.descr)).toBe(true)
    }
    const ids = seed.customers.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    const phones = seed.customers.map((c) => c.phone)
    expect(new Set(phones).size).toBe(phones.length)
  })

  it('has matching dictionary keys in both languages, with the placeholders the print pages fill', () => {
    const { en, ar } = seed.dictionaries
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort())
    for (const k of Object.keys(en)) expect((ar[k]?.match(/%[a-z]+%/g) ?? []).sort(), k).toEqual((en[k]?.match(/%[a-z]+%/g) ?? []).sort())
    expect(en).toMatchObject({ order_number: 'Order #%code%', date_line: '%day% %time%', amount: '%amount% %currency%', brand_store: '%brand% – %store%' })
    expect(en.vat?.replace('%percent%', '15')).toBe('VAT (15%)')
    for (const k of ['house', 'apartment', 'office', 'calories', 'carbs', 'proteins', 'fat', 'fiber', 'canceled_items', 'thank_you']) {
      expect(ar[k], k).toMatch(/[\u0600-\u06FF]/)
    }
  })

  it('derives loyalty cards from delivered orders', () => {
    expect(seed.loyaltyCards.length).toBeGreaterThan(20)
    for (const card of seed.loyaltyCards) {
      const c = seed.customers.find((x) => x.phone === card.phone)
      const store = seed.stores.find((s) => s.store.brand.id === card.brandId)
      expect(c?.country).toBe(card.country)
      expect(card.count_punches).toBeLessThan(store?.store.brand.loyalty.max_punches ?? 0)
      expect(Date.parse(card.created)).toBeLessThan(now.getTime())
    }
  })
})
