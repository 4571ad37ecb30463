// The push_subscriptions table: each device's Web Push subscription, by the account and store that made it.
import type { CountryCode } from '../contract-types'
import type { Sqlite } from '../sqlite'

export const PUSH_SCHEMA = `
CREATE TABLE IF NOT EXISTS push_subscriptions (
  endpoint TEXT PRIMARY KEY, account_id INTEGER NOT NULL, store_id INTEGER NOT NULL, country TEXT NOT NULL,
  data TEXT NOT NULL, created INTEGER NOT NULL);`

export function pushQueries(sql: Sqlite) {
  return {
    savePushSubscription(endpoint: string, accountId: number, storeId: number, country: CountryCode, data: unknown, now: number) {
      sql.prepare(`INSERT INTO push_subscriptions (endpoint, account_id, store_id, country, data, created) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT(endpoint) DO UPDATE SET account_id = excluded.account_id, store_id = excluded.store_id, data = excluded.data`)
        .run(endpoint, accountId, storeId, country, JSON.stringify(data), now)
    },
    pushSubscriptionOwner(endpoint: string): number | null {
      return (sql.prepare('SELECT account_id FROM push_subscriptions WHERE endpoint = ?').get(endpoint) as { account_id: number } | undefined)?.account_id ?? null
    },
    /** The caller's own endpoint, or any account's when the caller shows the subscription's auth secret */
    deletePushSubscription(endpoint: string, accountId: number, auth: string | null) {
      sql.prepare(`DELETE FROM push_subscriptions WHERE endpoint = ? AND (account_id = ? OR (? IS NOT NULL AND json_extract(data, '$.keys.auth') = ?))`)
        .run(endpoint, accountId, auth, auth)
    },
    /** The push service says the endpoint is gone (404 or 410): the browser unsubscribed it */
    dropPushSubscription(endpoint: string) {
      sql.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint)
    },
    pushSubscriptions(storeId: number) {
      return (sql.prepare('SELECT endpoint, account_id, data FROM push_subscriptions WHERE store_id = ?').all(storeId) as { endpoint: string; account_id: number; data: string }[])
        .map((r) => ({ endpoint: r.endpoint, accountId: r.account_id, subscription: JSON.parse(r.data) as { endpoint: string; keys: { p256dh: string; auth: string } } }))
    },
    allPushSubscriptions() {
      return sql.prepare('SELECT endpoint, account_id, store_id, country, created FROM push_subscriptions ORDER BY created').all()
    },
  }
}
