// The orders table: each order as JSON, with the columns the queries filter on beside it.
import type { CountryCode, Order } from '../contract-types'
import type { Sqlite } from '../sqlite'
import type { OrderMeta } from '../seed/types'

export const ORDERS_SCHEMA = `
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY, country TEXT NOT NULL, store_id INTEGER NOT NULL, code TEXT NOT NULL, status_id INTEGER NOT NULL,
  created_ms INTEGER NOT NULL, phone TEXT NOT NULL, name TEXT NOT NULL, has_refund INTEGER NOT NULL,
  order_json TEXT NOT NULL, meta_json TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS orders_store_status ON orders (store_id, status_id);
CREATE INDEX IF NOT EXISTS orders_store_created ON orders (store_id, created_ms);
CREATE UNIQUE INDEX IF NOT EXISTS orders_country_code ON orders (country, code);`

export type RawOrder = { order_json: string; meta_json: string }

export const parseOrder = (r: RawOrder | undefined) =>
  r ? { order: JSON.parse(r.order_json) as Order, meta: JSON.parse(r.meta_json) as OrderMeta } : null

function orderRow(order: Order, meta: OrderMeta) {
  const u = order.user
  const name = u.name ?? [u.firstname, u.lastname].filter(Boolean).join(' ')
  return {
    id: order.id,
    country: meta.country,
    store_id: meta.storeId,
    code: order.code,
    status_id: order.status.id,
    created_ms: Date.parse(order.timing.created),
    phone: u.phone,
    name,
    has_refund: order.refund ? 1 : 0,
    order_json: JSON.stringify(order),
    meta_json: JSON.stringify(meta),
  }
}

export function orderQueries(sql: Sqlite) {
  const orderUpsert = sql.prepare(`INSERT INTO orders (id, country, store_id, code, status_id, created_ms, phone, name, has_refund, order_json, meta_json)
    VALUES (@id, @country, @store_id, @code, @status_id, @created_ms, @phone, @name, @has_refund, @order_json, @meta_json)
    ON CONFLICT(id) DO UPDATE SET status_id = excluded.status_id, has_refund = excluded.has_refund,
      order_json = excluded.order_json, meta_json = excluded.meta_json, phone = excluded.phone, name = excluded.name`)
  return {
    order(id: number) {
      return parseOrder(sql.prepare<[number], RawOrder>('SELECT order_json, meta_json FROM orders WHERE id = ?').get(id))
    },
    saveOrder(order: Order, meta: OrderMeta) {
      orderUpsert.run(orderRow(order, meta))
    },
    /** many orders in one transaction (thousands of history orders in well under a second) */
    saveOrders(list: Array<{ order: Order; meta: OrderMeta }>) {
      sql.transaction(() => {
        for (const { order, meta } of list) orderUpsert.run(orderRow(order, meta))
      })
    },
    currentOrders(storeId: number) {
      return sql.prepare<[number], RawOrder>('SELECT order_json, meta_json FROM orders WHERE store_id = ? AND status_id IN (2, 3) ORDER BY created_ms, id')
        .all(storeId).map((r) => parseOrder(r)!)
    },
    ordersBetween(storeId: number, fromMs: number, toMs: number) {
      return sql.prepare<[number, number, number], RawOrder>('SELECT order_json, meta_json FROM orders WHERE store_id = ? AND created_ms >= ? AND created_ms < ? ORDER BY created_ms, id')
        .all(storeId, fromMs, toMs).map((r) => parseOrder(r)!)
    },
    phoneKnown(country: CountryCode, storeIds: number[], phone: string): boolean {
      if (storeIds.length === 0) return false
      const marks = storeIds.map(() => '?').join(',')
      return !!sql.prepare(`SELECT 1 FROM orders WHERE country = ? AND phone = ? AND store_id IN (${marks}) LIMIT 1`).get(country, phone, ...storeIds)
    },
    maxOrderId(): number {
      return (sql.prepare('SELECT COALESCE(MAX(id), 0) AS n FROM orders').get() as { n: number }).n
    },
    codeTaken(country: CountryCode, code: string): boolean {
      return !!sql.prepare('SELECT 1 FROM orders WHERE country = ? AND code = ?').get(country, code)
    },
  }
}
