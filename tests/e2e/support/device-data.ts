// What the dashboard keeps on the device (src/lib/db/db.ts and the service worker's menu cache), read in the page.
import type { Page } from 'playwright-core'

/** Reads what the dashboard keeps on the device */
export function deviceData(page: Page) {
  return page.evaluate(async () => {
    const dbs = await indexedDB.databases()
    const out: { orders: number; boards: IDBValidKey[]; stores: number; caches: string[]; menuEntries: number; waitsEnded: number; printJobs: number } = { orders: 0, boards: [], stores: 0, caches: await caches.keys(), menuEntries: 0, waitsEnded: 0, printJobs: 0 }
    if (dbs.some((d) => d.name === 'store-dashboard')) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open('store-dashboard')
        r.onsuccess = () => resolve(r.result)
        r.onerror = () => reject(r.error)
      })
      const all = (store: string) =>
        new Promise<unknown[]>((resolve) => {
          if (!db.objectStoreNames.contains(store)) return resolve([])
          const req = db.transaction(store).objectStore(store).getAll()
          req.onsuccess = () => resolve(req.result)
        })
      out.orders = ((await all('currentOrders')) as { orders: unknown[] }[]).reduce((n, r) => n + r.orders.length, 0)
      // the saved boards' keys: [country, storeId]
      out.boards = await new Promise<IDBValidKey[]>((resolve) => {
        if (!db.objectStoreNames.contains('currentOrders')) return resolve([])
        const req = db.transaction('currentOrders').objectStore('currentOrders').getAllKeys()
        req.onsuccess = () => resolve(req.result)
      })
      out.stores = (await all('lastStore')).length
      out.printJobs = (await all('printJobs')).length
      // the window's arrival records whose wait has ended (the order dispatched)
      out.waitsEnded = ((await all('arrivals')) as { dispatchedAt: number | null }[]).filter((r) => r.dispatchedAt !== null).length
      db.close()
    }
    if (out.caches.includes('menu-v1')) out.menuEntries = (await (await caches.open('menu-v1')).keys()).length
    return out
  })
}
