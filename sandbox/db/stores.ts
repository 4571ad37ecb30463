// The stores, menus and customers tables: seed data kept as JSON, stores and menus changed by staff.
import type { CountryCode } from '../contract-types'
import type { Sqlite } from '../sqlite'
import type { SeedCustomer, SeedMenu, SeedStore } from '../seed/types'

export const STORES_SCHEMA = `
CREATE TABLE IF NOT EXISTS stores (id INTEGER PRIMARY KEY, country TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS menus (store_id INTEGER PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS customers (id INTEGER PRIMARY KEY, country TEXT NOT NULL, phone TEXT NOT NULL, data TEXT NOT NULL);`

export function storeQueries(sql: Sqlite) {
  return {
    seedStore(id: number): SeedStore | null {
      const r = sql.prepare<[number], { data: string }>('SELECT data FROM stores WHERE id = ?').get(id)
      return r ? (JSON.parse(r.data) as SeedStore) : null
    },
    seedStores(): SeedStore[] {
      return sql.prepare<[], { data: string }>('SELECT data FROM stores ORDER BY id').all().map((r) => JSON.parse(r.data) as SeedStore)
    },
    saveSeedStore(s: SeedStore) {
      sql.prepare('INSERT INTO stores (id, country, data) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data').run(s.store.id, s.country, JSON.stringify(s))
    },
    menu(storeId: number): SeedMenu | null {
      const r = sql.prepare<[number], { data: string }>('SELECT data FROM menus WHERE store_id = ?').get(storeId)
      return r ? (JSON.parse(r.data) as SeedMenu) : null
    },
    saveMenu(menu: SeedMenu) {
      sql.prepare('INSERT INTO menus (store_id, data) VALUES (?, ?) ON CONFLICT(store_id) DO UPDATE SET data = excluded.data').run(menu.storeId, JSON.stringify(menu))
    },
    customer(id: number): SeedCustomer | null {
      const r = sql.prepare<[number], { data: string }>('SELECT data FROM customers WHERE id = ?').get(id)
      return r ? (JSON.parse(r.data) as SeedCustomer) : null
    },
    customers(country: CountryCode): SeedCustomer[] {
      return sql.prepare<[string], { data: string }>('SELECT data FROM customers WHERE country = ? ORDER BY id').all(country).map((r) => JSON.parse(r.data) as SeedCustomer)
    },
  }
}

/** The seed's customers: the sandbox only reads them */
export function insertSeedCustomers(sql: Sqlite, customers: SeedCustomer[]) {
  const insCustomer = sql.prepare('INSERT INTO customers (id, country, phone, data) VALUES (?, ?, ?, ?)')
  for (const c of customers) insCustomer.run(c.id, c.country, c.phone, JSON.stringify(c))
}
