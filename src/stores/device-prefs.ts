// What this device is set up for (issue 25): the page it opens on and the window's wait colours. Kept in the
// device's storage, not the user's: sign-out keeps them, as it keeps the language.
import { proxy } from 'valtio'
import { DEFAULT_HOME, isHomePage, type HomePage } from '../domain/device-home'
import { DEFAULT_WAIT_THRESHOLDS, validThresholds, type WaitThresholds } from '../domain/wait-thresholds'
import { onStoredElsewhere, readDeviceHome, readWaitThresholds, saveDeviceHome, saveWaitThresholds } from '../lib/storage'
import { registerReset } from './reset'

export interface DevicePrefs {
  home: HomePage
  wait: WaitThresholds
}

function fromStorage(): DevicePrefs {
  const home = readDeviceHome()
  const wait = readWaitThresholds() as { amberMin: unknown; redMin: unknown } | null
  return { home: isHomePage(home) ? home : DEFAULT_HOME, wait: wait && validThresholds(wait) ? { ...wait } : { ...DEFAULT_WAIT_THRESHOLDS } }
}

export const devicePrefs = proxy<DevicePrefs>(fromStorage())

// set in another window of the dashboard: the window's colours and the page it opens on follow at once
onStoredElsewhere(['deviceHome', 'waitThresholds'], () => Object.assign(devicePrefs, fromStorage()))

export function setDeviceHome(home: HomePage): void {
  if (!isHomePage(home)) return
  devicePrefs.home = home
  saveDeviceHome(home)
}

/** Thresholds not offered, or red not after amber, change nothing: 'order' tells the screen to say so */
export function setWaitThresholds(next: WaitThresholds): 'ok' | 'order' {
  if (!validThresholds(next)) return 'order'
  devicePrefs.wait = { ...next }
  saveWaitThresholds(next)
  return 'ok'
}

// The device's settings outlive a sign-out; a reset reads them again (tests clear the storage in between).
registerReset(() => Object.assign(devicePrefs, fromStorage()))
