import { describe, expect, it } from 'vitest'
import { devicePrefs, setDeviceHome, setWaitThresholds } from './device-prefs'
import { resetAllStores } from './reset'

describe('device prefs', () => {
  it('keeps the page the device opens on in its storage, through a sign-out', () => {
    expect(devicePrefs.home).toBe('orders')
    setDeviceHome('window')
    expect(localStorage.getItem('deviceHome')).toBe('window')
    resetAllStores()
    expect(devicePrefs.home).toBe('window')
  })

  it('saves wait colours with red after amber; anything else changes nothing', () => {
    expect(devicePrefs.wait).toEqual({ amberMin: 2, redMin: 5 })
    expect(setWaitThresholds({ amberMin: 5, redMin: 3 })).toBe('order')
    expect(devicePrefs.wait).toEqual({ amberMin: 2, redMin: 5 })
    expect(localStorage.getItem('waitThresholds')).toBeNull()
    expect(setWaitThresholds({ amberMin: 3, redMin: 8 })).toBe('ok')
    resetAllStores()
    expect(devicePrefs.wait).toEqual({ amberMin: 3, redMin: 8 })
  })

  it('a stored value it does not know falls back to the defaults', () => {
    localStorage.setItem('deviceHome', 'reports')
    localStorage.setItem('waitThresholds', '{"amberMin":9,"redMin":1}')
    resetAllStores()
    expect(devicePrefs.home).toBe('orders')
    expect(devicePrefs.wait).toEqual({ amberMin: 2, redMin: 5 })
  })
})
