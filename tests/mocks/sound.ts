// A stand-in for src/lib/audio/audio.ts (the one module that touches audio), for unit tests:
//   vi.mock('<path>/lib/audio/audio', () => import('<path>/tests/mocks/sound'))
// It records every play with the (possibly fake) time, answers with fake.answer, and lets a test end the sound
// that playToEnd is waiting for.
import type { PlayResult, PlayToEndResult, SoundEvent, SoundName } from '../../src/lib/audio/audio'

// (no value import of the real module: the mock replaces it, and importing it here would import this file again)
export const SOUND_NAMES: readonly SoundName[] = [
  'alarm',
  'new-order',
  'new-message',
  'store-open',
  'store-will-open',
  'available-drive-thru',
  'available-walk-thru',
  'available-home-delivery',
  'available-office-delivery',
]
export const soundUrl = (name: SoundName) => `/sounds/${name}.mp3`
export type { PlayResult, PlayToEndResult, SoundEvent, SoundName } from '../../src/lib/audio/audio'

const listeners = new Set<(e: SoundEvent) => void>()
const waiting: { name: SoundName; resolve: (r: PlayToEndResult) => void }[] = []

export const fakeSound = {
  plays: [] as { name: SoundName; at: number }[],
  stops: [] as SoundName[],
  /** what play() answers */
  answer: (_name: SoundName): PlayResult => 'played',
  autoplay: 'allowed' as 'allowed' | 'blocked' | 'unknown',
  blocked: false,
  unlocks: 0,
  names(): SoundName[] {
    return this.plays.map((p) => p.name)
  },
  /** the sounds playToEnd is waiting on, first one first */
  playing(): SoundName[] {
    return waiting.map((w) => w.name)
  },
  /** ends the sound playToEnd waits on (the oldest) */
  end(result: PlayToEndResult = 'ended'): void {
    const w = waiting.shift()
    if (!w) throw new Error('no sound is playing to its end')
    if (result === 'failed') emit({ type: 'load-error', name: w.name })
    w.resolve(result)
  },
  emit,
  reset(): void {
    this.plays = []
    this.stops = []
    this.answer = () => 'played'
    this.autoplay = 'allowed'
    this.blocked = false
    this.unlocks = 0
    stopAll()
  },
}

function emit(e: SoundEvent) {
  for (const l of listeners) l(e)
}

function answer(name: SoundName): PlayResult {
  fakeSound.plays.push({ name, at: Date.now() })
  const result = fakeSound.answer(name)
  if (result === 'blocked' && !fakeSound.blocked) {
    fakeSound.blocked = true
    emit({ type: 'blocked' })
  }
  if (result === 'played' && fakeSound.blocked) {
    fakeSound.blocked = false
    emit({ type: 'unblocked' })
  }
  if (result === 'failed') emit({ type: 'load-error', name })
  return result
}

export const onSoundEvent = (l: (e: SoundEvent) => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}
export const isSoundBlocked = () => fakeSound.blocked
export const preload = () => undefined
export const play = (name: SoundName) => Promise.resolve(answer(name))
export function playToEnd(name: SoundName): Promise<PlayToEndResult> {
  const result = answer(name)
  if (result !== 'played') return Promise.resolve(result)
  return new Promise((resolve) => waiting.push({ name, resolve }))
}
export const stop = (name: SoundName) => void fakeSound.stops.push(name)
/** like pausing every element: whatever plays to its end is over */
export function stopAll(): void {
  for (const w of waiting.splice(0)) w.resolve('ended')
}
export async function unlock(): Promise<boolean> {
  fakeSound.unlocks++
  fakeSound.answer = () => 'played'
  if (fakeSound.blocked) {
    fakeSound.blocked = false
    emit({ type: 'unblocked' })
  }
  return true
}
export const autoplayState = () => Promise.resolve(fakeSound.autoplay)
export function markBlocked(): void {
  if (fakeSound.blocked) return
  fakeSound.blocked = true
  emit({ type: 'blocked' })
}
export const resetSoundForTests = () => fakeSound.reset()
