// The sound module against jsdom's audio elements, with play/pause/load stubbed the way browsers answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { autoplayState, isSoundBlocked, SILENCE_URL, onSoundEvent, play, playToEnd, preload, resetSoundForTests, stop, unlock, type SoundEvent } from './audio'

type PlayAnswer = 'ok' | 'NotAllowedError' | 'NotSupportedError' | 'AbortError'
let answer: (el: HTMLMediaElement) => PlayAnswer
const plays: { src: string; muted: boolean }[] = []
const domError = (name: string) => Object.assign(new Error(name), { name })
/** lets the module attach its listeners after play() resolved */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  answer = () => 'ok'
  plays.length = 0
  let paused = new WeakMap<HTMLMediaElement, boolean>()
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true
  })
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    plays.push({ src: this.src, muted: this.muted })
    const a = answer(this)
    if (a !== 'ok') return Promise.reject(domError(a))
    paused.set(this, false)
    return Promise.resolve()
  })
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, true)
    this.dispatchEvent(new Event('pause'))
  })
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined)
  return () => {
    paused = new WeakMap()
  }
})

afterEach(() => {
  resetSoundForTests()
  vi.restoreAllMocks()
})

const names = () => plays.filter((p) => !p.muted).map((p) => p.src.replace(/^.*\/sounds\/(.*)\.mp3$/, '$1'))

describe('the sound module', () => {
  it('preloads one element per sound and plays a sound from /sounds', async () => {
    preload()
    expect(await play('alarm')).toBe('played')
    expect(await play('new-order')).toBe('played')
    expect(names()).toEqual(['alarm', 'new-order'])
  })

  it("says 'blocked' when the browser wants a gesture first, and unlock() from a tap lifts it", async () => {
    const events: SoundEvent[] = []
    onSoundEvent((e) => void events.push(e))
    answer = () => 'NotAllowedError'
    expect(await play('alarm')).toBe('blocked')
    expect(isSoundBlocked()).toBe(true)
    expect(events).toEqual([{ type: 'blocked' }])

    answer = () => 'ok'
    expect(await unlock()).toBe(true)
    expect(isSoundBlocked()).toBe(false)
    expect(events.at(-1)).toEqual({ type: 'unblocked' })
    // the unlock plays were muted, and every element was left paused and unmuted
    expect(plays.filter((p) => p.muted)).toHaveLength(9)
    expect(await play('alarm')).toBe('played')
  })

  it("reports a file that cannot load ('failed' and a load-error event), but not its own interruptions", async () => {
    const events: SoundEvent[] = []
    onSoundEvent((e) => void events.push(e))
    answer = () => 'NotSupportedError'
    expect(await play('available-walk-thru')).toBe('failed')
    expect(events).toEqual([{ type: 'load-error', name: 'available-walk-thru' }])
    answer = () => 'AbortError'
    expect(await play('alarm')).toBe('failed')
    expect(events).toHaveLength(1)
  })

  it('plays a sound to its end: ended, stopped, or failed while playing', async () => {
    const ending = playToEnd('store-open')
    await settle()
    expect(names()).toEqual(['store-open'])
    const el = (HTMLMediaElement.prototype.play as unknown as { mock: { contexts: HTMLMediaElement[] } }).mock.contexts[0]!
    el.dispatchEvent(new Event('ended'))
    expect(await ending).toBe('ended')

    const stopped = playToEnd('store-open')
    await settle()
    stop('store-open')
    expect(await stopped).toBe('ended')

    const events: SoundEvent[] = []
    onSoundEvent((e) => void events.push(e))
    const broken = playToEnd('store-open')
    await settle()
    expect(names()).toHaveLength(3)
    el.dispatchEvent(new Event('error'))
    expect(await broken).toBe('failed')
    expect(events).toEqual([{ type: 'load-error', name: 'store-open' }])
  })

  it('reads the autoplay policy: Firefox answers, elsewhere a silent play at volume 0 is refused when blocked', async () => {
    const nav = navigator as Navigator & { getAutoplayPolicy?: unknown }
    nav.getAutoplayPolicy = () => 'disallowed'
    expect(await autoplayState()).toBe('blocked')
    nav.getAutoplayPolicy = () => 'allowed'
    expect(await autoplayState()).toBe('allowed')
    delete nav.getAutoplayPolicy
    const probes: { src: string; volume: number }[] = []
    let answer: () => Promise<void> = () => Promise.resolve()
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      probes.push({ src: this.src, volume: this.volume })
      return answer()
    })
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
    expect(await autoplayState()).toBe('allowed')
    answer = () => Promise.reject(new DOMException('no gesture', 'NotAllowedError'))
    expect(await autoplayState()).toBe('blocked')
    answer = () => Promise.reject(new DOMException('no file', 'NotSupportedError'))
    expect(await autoplayState()).toBe('unknown')
    expect(probes).toHaveLength(3)
    expect(probes.every((p) => p.src.endsWith(SILENCE_URL) && p.volume === 0)).toBe(true)
    vi.restoreAllMocks()
  })
})
