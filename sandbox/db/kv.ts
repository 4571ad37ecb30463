// The kv table: single JSON values by key (seeded_at, the print dictionaries, the VAPID keys, the maintenance settings).
import type { Sqlite } from '../sqlite'

export const KV_SCHEMA = `
CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);`

export function kvTable(sql: Sqlite) {
  const kvGet = sql.prepare<[string], { value: string }>('SELECT value FROM kv WHERE key = ?')
  const kvSet = sql.prepare('INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
  return {
    get<T>(key: string): T | null {
      const r = kvGet.get(key)
      return r ? (JSON.parse(r.value) as T) : null
    },
    set(key: string, value: unknown) {
      kvSet.run(key, JSON.stringify(value))
    },
  }
}
