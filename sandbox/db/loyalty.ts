// The loyalty_cards and punches tables: a customer's card per brand, and each receipt punched on it.
import type { CountryCode } from '../contract-types'
import type { Sqlite } from '../sqlite'
import type { SeedLoyaltyCard } from '../seed/types'

export const LOYALTY_SCHEMA = `
CREATE TABLE IF NOT EXISTS loyalty_cards (
  country TEXT NOT NULL, brand_id INTEGER NOT NULL, phone TEXT NOT NULL, name TEXT, count_orders INTEGER,
  created TEXT, count_punches INTEGER NOT NULL, PRIMARY KEY (country, brand_id, phone));
CREATE TABLE IF NOT EXISTS punches (
  id INTEGER PRIMARY KEY, country TEXT NOT NULL, brand_id INTEGER NOT NULL, phone TEXT NOT NULL, receipt TEXT NOT NULL,
  amount REAL NOT NULL, count INTEGER NOT NULL, created TEXT NOT NULL, account_id INTEGER NOT NULL);
CREATE UNIQUE INDEX IF NOT EXISTS punches_receipt ON punches (country, brand_id, receipt);`

export function loyaltyQueries(sql: Sqlite) {
  return {
    loyaltyCard(country: CountryCode, brandId: number, phone: string): SeedLoyaltyCard | null {
      const r = sql.prepare('SELECT * FROM loyalty_cards WHERE country = ? AND brand_id = ? AND phone = ?').get(country, brandId, phone) as
        | { country: CountryCode; brand_id: number; phone: string; name: string | null; count_orders: number | null; created: string | null; count_punches: number }
        | undefined
      return r
        ? { country: r.country, brandId: r.brand_id, phone: r.phone, name: r.name ?? '', count_orders: r.count_orders ?? 0, created: r.created ?? '', count_punches: r.count_punches }
        : null
    },
    saveLoyaltyCard(c: SeedLoyaltyCard) {
      sql.prepare(`INSERT INTO loyalty_cards (country, brand_id, phone, name, count_orders, created, count_punches) VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT(country, brand_id, phone) DO UPDATE SET name = excluded.name, count_orders = excluded.count_orders, count_punches = excluded.count_punches`)
        .run(c.country, c.brandId, c.phone, c.name, c.count_orders, c.created, c.count_punches)
    },
    receiptPunched(country: CountryCode, brandId: number, receipt: string): boolean {
      return !!sql.prepare('SELECT 1 FROM punches WHERE country = ? AND brand_id = ? AND receipt = ? COLLATE NOCASE').get(country, brandId, receipt)
    },
    addPunch(p: { country: CountryCode; brandId: number; phone: string; receipt: string; amount: number; count: number; created: string; accountId: number }) {
      sql.prepare('INSERT INTO punches (country, brand_id, phone, receipt, amount, count, created, account_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(p.country, p.brandId, p.phone, p.receipt, p.amount, p.count, p.created, p.accountId)
    },
  }
}
