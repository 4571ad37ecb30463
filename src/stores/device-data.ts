// What this device keeps for the signed-in user (saved orders in IndexedDB, the menu in Cache Storage) goes on
// sign-out and on a 401, so a shared tablet keeps no order data of the previous user.
import { askWorkerToClearUserData } from '../lib/pwa/worker-data'
import { registerReset } from './reset'

/** Cache Storage names the service worker fills with user data (see sw/sw.ts) */
export const USER_CACHES = ['menu-v1']

export async function clearDeviceData(): Promise<void> {
  askWorkerToClearUserData()
  await Promise.allSettled([
    // IndexedDB's wrapper loads with the board, not at /login
    import('../lib/db/db').then(({ clearUserData }) => clearUserData()),
    ...(typeof caches === 'undefined' ? [] : USER_CACHES.map((name) => caches.delete(name))),
  ])
}

let clearing: Promise<void> = Promise.resolve()

/** The clearing the last sign-out started: a page about to unload waits for it, or it would be cut off */
export const deviceDataCleared = (): Promise<void> => clearing

registerReset(() => {
  clearing = clearDeviceData()
})
