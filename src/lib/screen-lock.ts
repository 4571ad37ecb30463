// The Screen Wake Lock API, where the browser has it: the one module that calls navigator.wakeLock.

export type ScreenLock = { release(): Promise<void>; addEventListener(type: 'release', listener: () => void): void }

type WakeLockApi = { request(type: 'screen'): Promise<ScreenLock> }

function api(): WakeLockApi | null {
  if (typeof navigator === 'undefined') return null
  const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock
  return wakeLock && typeof wakeLock.request === 'function' ? wakeLock : null
}

/**
 * Asks to keep the screen on. Null where unsupported or refused (a hidden page, battery saver, a permissions
 * policy): never throws.
 */
export async function requestScreenLock(): Promise<ScreenLock | null> {
  const wakeLock = api()
  if (!wakeLock) return null
  try {
    return await wakeLock.request('screen')
  } catch {
    return null
  }
}
