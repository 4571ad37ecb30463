// What this device keeps for the signed-in user (saved orders in IndexedDB, the menu in Cache Storage) goes on
// sign-out and on a 401, so a shared tablet keeps no order data of the previous user.
import { clearUserData } from '../lib/db/db'
import { registerReset } from './reset'

/** Cache Storage names the service worker fills with user data (see sw/sw.ts) */
export const USER_CACHES = ['menu-v1']

export async function clearDeviceData(): Promise<void> {
  await Promise.allSettled([
    clearUserData(),
    ...(typeof caches === 'undefined' ? [] : USER_CACHES.map((name) => caches.delete(name))),
  ])
}

registerReset(() => void clearDeviceData())
