import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeSound } from '../../tests/mocks/sound'
import { checkAutoplay, enableSound, enqueueSound, playSound, soundState, startSound } from './sound'
import { toasts } from './toasts'

vi.mock('../lib/audio/audio', () => import('../../tests/mocks/sound'))

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const warnings = () => toasts.items.filter((t) => t.kind === 'warning').map((t) => t.title)

beforeEach(() => {
  fakeSound.reset()
  soundState.blocked = false
  startSound()
})

describe('the sound queue', () => {
  it('plays one sound after another, each leaving the queue when it ends', async () => {
    enqueueSound('available-drive-thru')
    enqueueSound('available-walk-thru')
    await settle()
    expect(fakeSound.playing()).toEqual(['available-drive-thru'])
    expect(soundState.queue).toEqual(['available-drive-thru', 'available-walk-thru'])
    fakeSound.end()
    await settle()
    expect(soundState.queue).toEqual(['available-walk-thru'])
    expect(fakeSound.playing()).toEqual(['available-walk-thru'])
    fakeSound.end()
    await settle()
    expect(soundState.queue).toEqual([])
    expect(fakeSound.names()).toEqual(['available-drive-thru', 'available-walk-thru'])
  })

  it("shows 'Failed to load the sound' and moves on when a sound cannot load", async () => {
    enqueueSound('available-home-delivery')
    enqueueSound('available-office-delivery')
    await settle()
    fakeSound.end('failed')
    await settle()
    expect(warnings()).toEqual([{ key: 'overlays.soundFailed' }])
    expect(soundState.queue).toEqual(['available-office-delivery'])
    expect(fakeSound.playing()).toEqual(['available-office-delivery'])
  })

  it('waits while sound is blocked and plays on once a tap lifts the block', async () => {
    fakeSound.answer = () => 'blocked'
    enqueueSound('available-drive-thru')
    await settle()
    expect(soundState.blocked).toBe(true)
    expect(soundState.queue).toEqual(['available-drive-thru'])
    await enableSound()
    await settle()
    expect(soundState.blocked).toBe(false)
    expect(fakeSound.playing()).toEqual(['available-drive-thru'])
  })
})

describe('sound, blocked and failing', () => {
  it("says once that a sound failed to load, until it plays again (the alarm retries every 2 s)", async () => {
    fakeSound.answer = () => 'failed'
    await playSound('alarm')
    await playSound('alarm')
    expect(warnings()).toHaveLength(1)
    fakeSound.answer = () => 'played'
    await playSound('alarm')
    fakeSound.answer = () => 'failed'
    await playSound('alarm')
    expect(warnings()).toHaveLength(2)
  })

  it('asks for the tap at start when the browser says sound is blocked, and whenever a play is refused', async () => {
    fakeSound.autoplay = 'blocked'
    await checkAutoplay()
    expect(soundState.blocked).toBe(true)
    await enableSound()
    expect(soundState.blocked).toBe(false)
    fakeSound.answer = () => 'blocked'
    expect(await playSound('new-order')).toBe('blocked')
    expect(soundState.blocked).toBe(true)
  })
})
