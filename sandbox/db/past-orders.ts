// Queries on the orders table for finished orders: the past-orders search and the report days.
import type { Sqlite } from '../sqlite'
import { parseOrder, type RawOrder } from './orders'

export type PastOrderFilter = {
  storeId: number
  statusIds: number[]
  refunds: boolean
  q: string | null
  fromMs: number | null
  toMs: number | null
  dir: 'ASC' | 'DESC'
  limit: number | null
  offset: number
}

export function pastOrderQueries(sql: Sqlite) {
  return {
    searchOrders(f: PastOrderFilter) {
      const where = ['store_id = @storeId', `status_id IN (${f.statusIds.map(Number).join(',')})`]
      const params: Record<string, unknown> = { storeId: f.storeId }
      if (f.refunds) where.push('has_refund = 1')
      if (f.q) {
        where.push("(code LIKE @q ESCAPE '\\' OR phone LIKE @q ESCAPE '\\' OR name LIKE @q ESCAPE '\\' COLLATE NOCASE)")
        params.q = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      }
      if (f.fromMs !== null) {
        where.push('created_ms >= @from')
        params.from = f.fromMs
      }
      if (f.toMs !== null) {
        where.push('created_ms <= @to')
        params.to = f.toMs
      }
      const clause = where.join(' AND ')
      const count = (sql.prepare(`SELECT COUNT(*) AS n FROM orders WHERE ${clause}`).get(params) as { n: number }).n
      // bound, never spliced into the SQL: the contract caps both, and a value past that is refused before here
      const page = f.limit === null ? '' : ' LIMIT @limit OFFSET @offset'
      if (f.limit !== null) Object.assign(params, { limit: Math.trunc(Number(f.limit)), offset: Math.trunc(Number(f.offset)) })
      const rows = sql.prepare(`SELECT order_json, meta_json FROM orders WHERE ${clause} ORDER BY created_ms ${f.dir === 'ASC' ? 'ASC' : 'DESC'}, id ${f.dir === 'ASC' ? 'ASC' : 'DESC'}${page}`)
        .all(params) as RawOrder[]
      return { count, rows: rows.map((r) => parseOrder(r)!) }
    },
    reportDays(storeId: number): number[] {
      return (sql.prepare('SELECT created_ms FROM orders WHERE store_id = ? AND status_id IN (4,5,6,7,8) ORDER BY created_ms DESC').all(storeId) as { created_ms: number }[]).map((r) => r.created_ms)
    },
  }
}
