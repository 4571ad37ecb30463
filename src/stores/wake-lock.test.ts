import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetAllStores } from './reset'
import { keepScreenAwake, wakeLock } from './wake-lock'

class FakeSentinel {
  released = false
  private listeners: (() => void)[] = []
  addEventListener(_type: 'release', listener: () => void) {
    this.listeners.push(listener)
  }
  release() {
    if (!this.released) {
      this.released = true
      this.listeners.forEach((l) => l())
    }
    return Promise.resolve()
  }
}

let sentinels: FakeSentinel[]
let visibility: DocumentVisibilityState
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const setVisibility = (value: DocumentVisibilityState) => {
  visibility = value
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  sentinels = []
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: vi.fn(async (type: string) => {
        if (type !== 'screen') throw new Error('only screen')
        if (visibility !== 'visible') throw Object.assign(new Error('hidden'), { name: 'NotAllowedError' })
        const s = new FakeSentinel()
        sentinels.push(s)
        return s
      }),
    },
  })
})

afterEach(() => {
  keepScreenAwake(false)
  delete (navigator as { wakeLock?: unknown }).wakeLock
  vi.restoreAllMocks()
})

describe('the screen wake lock on /orders', () => {
  it('is requested when wanted and released when not', async () => {
    keepScreenAwake(true)
    await settle()
    expect(sentinels).toHaveLength(1)
    expect(wakeLock.held).toBe(true)
    keepScreenAwake(true) // asked again: still one lock
    await settle()
    expect(sentinels).toHaveLength(1)
    keepScreenAwake(false)
    expect(sentinels[0]!.released).toBe(true)
    expect(wakeLock.held).toBe(false)
  })

  it('is requested again when the page is visible again (the browser drops it when hidden)', async () => {
    keepScreenAwake(true)
    await settle()
    setVisibility('hidden')
    await sentinels[0]!.release() // what the browser does
    expect(wakeLock.held).toBe(false)
    setVisibility('visible')
    await settle()
    expect(sentinels).toHaveLength(2)
    expect(wakeLock.held).toBe(true)
  })

  it('is not requested while hidden, nor after leaving /orders', async () => {
    visibility = 'hidden'
    keepScreenAwake(true)
    await settle()
    expect(sentinels).toHaveLength(0)
    keepScreenAwake(false)
    setVisibility('visible')
    await settle()
    expect(sentinels).toHaveLength(0)
  })

  it('is released on sign-out', async () => {
    keepScreenAwake(true)
    await settle()
    resetAllStores()
    expect(sentinels[0]!.released).toBe(true)
    expect(wakeLock).toMatchObject({ wanted: false, held: false })
  })

  it('does nothing where the browser has no Wake Lock API, or refuses it', async () => {
    delete (navigator as { wakeLock?: unknown }).wakeLock
    keepScreenAwake(true)
    await settle()
    expect(wakeLock.held).toBe(false)
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request: () => Promise.reject(new Error('battery saver')) } })
    keepScreenAwake(false)
    keepScreenAwake(true)
    await settle()
    expect(wakeLock.held).toBe(false)
  })
})
