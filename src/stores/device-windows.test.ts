// A device setting changed in another window of the same browser (a counter PC with two dashboard windows,
// docs/printing.md): the other window writes local storage, and this one gets the browser's storage event.
import { describe, expect, it, vi } from 'vitest'

const SETTINGS = { autoConfirm: true, printOnConfirm: false, layout: 'thermal', copies: 1, paper: 80 }

/** What the browser does in this window when another window of the origin writes `key` */
function otherWindowWrites(key: string, value: unknown) {
  const oldValue = localStorage.getItem(key)
  const newValue = typeof value === 'string' ? value : JSON.stringify(value)
  localStorage.setItem(key, newValue)
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }))
}

async function freshDevice() {
  localStorage.setItem('deviceSettings', JSON.stringify(SETTINGS))
  vi.resetModules()
  return import('./device')
}

describe('device settings changed in another window', () => {
  it('auto-confirm switched off there stops auto-confirming here', async () => {
    const device = await freshDevice()
    expect(device.deviceState.settings.autoConfirm).toBe(true)
    otherWindowWrites('deviceSettings', { ...SETTINGS, autoConfirm: false, paper: 58 })
    expect(device.deviceState.settings).toMatchObject({ autoConfirm: false, paper: 58 })
  })

  it("a later change here keeps the other window's change (it applies to the settings as saved)", async () => {
    const device = await freshDevice()
    // written there, its event not yet here
    localStorage.setItem('deviceSettings', JSON.stringify({ ...SETTINGS, autoConfirm: false }))
    device.updateDeviceSettings({ copies: 2 })
    expect(JSON.parse(localStorage.getItem('deviceSettings')!)).toMatchObject({ autoConfirm: false, copies: 2 })
    expect(device.deviceState.settings).toMatchObject({ autoConfirm: false, copies: 2 })
  })

  it('a write of another key changes nothing', async () => {
    const device = await freshDevice()
    const before = device.deviceState.settings
    otherWindowWrites('locale', 'ar')
    expect(device.deviceState.settings).toBe(before)
  })
})

describe('device prefs changed in another window', () => {
  it("'This device opens on' chosen there is what this one opens on", async () => {
    vi.resetModules()
    const prefs = await import('./device-prefs')
    expect(prefs.devicePrefs.home).toBe('orders')
    otherWindowWrites('deviceHome', 'window')
    expect(prefs.devicePrefs.home).toBe('window')
  })

  it('wait colours set there colour this window too', async () => {
    vi.resetModules()
    const prefs = await import('./device-prefs')
    otherWindowWrites('waitThresholds', { amberMin: 5, redMin: 10 })
    expect(prefs.devicePrefs.wait).toEqual({ amberMin: 5, redMin: 10 })
  })
})
