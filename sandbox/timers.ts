// Busy timers end by themselves: the store returns to Open and busy collection methods become available again.
import type { World } from './world'
import { BUSY_NOTICE_MS, PREFIXES, busyNotice, expireBusy, expireMethod } from './services/store'

const MAX_DELAY = 2 ** 31 - 1

export class Timers {
  private handles = new Map<string, ReturnType<typeof setTimeout>>()

  constructor(private readonly w: World) {}

  private at(key: string, when: number, fn: () => void) {
    const delay = Math.min(MAX_DELAY, Math.max(0, when - this.w.now()))
    this.handles.set(
      key,
      setTimeout(() => {
        this.handles.delete(key)
        try {
          fn()
        } catch (e) {
          this.w.log(`timer ${key} failed: ${String(e)}`)
        }
      }, delay),
    )
  }

  private clearStore(storeId: number) {
    for (const [key, h] of this.handles) {
      if (key.startsWith(`${storeId}:`)) {
        clearTimeout(h)
        this.handles.delete(key)
      }
    }
  }

  /** (Re)plans every timer of one store from its persisted state. */
  schedule(storeId: number) {
    this.clearStore(storeId)
    const s = this.w.db.seedStore(storeId)
    if (!s) return
    const until = s.store.busy_until ? Date.parse(s.store.busy_until) : null
    if (s.store.status.id === 3 && until !== null) {
      if (until - BUSY_NOTICE_MS > this.w.now()) this.at(`${storeId}:notice`, until - BUSY_NOTICE_MS, () => busyNotice(this.w, storeId))
      this.at(`${storeId}:busy`, until, () => expireBusy(this.w, storeId))
    }
    const cm = s.store.collection_method as unknown as Record<string, string | null>
    for (const p of PREFIXES) {
      const methodUntil = cm[`${p}_busy_until`]
      if (methodUntil) this.at(`${storeId}:${p}`, Date.parse(methodUntil), () => expireMethod(this.w, storeId, p))
    }
  }

  scheduleAll() {
    for (const s of this.w.db.seedStores()) this.schedule(s.store.id)
  }

  clear() {
    for (const h of this.handles.values()) clearTimeout(h)
    this.handles.clear()
  }
}
