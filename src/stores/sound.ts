// What the dashboard plays and whether it can: the 'tap to enable sound' state, the 'Failed to load the sound'
// warning, and the sound queue of collection methods that became available again (SPEC section 4, Sound queue).
import { proxy } from 'valtio'
import type { CollectionMethodPrefix } from '../domain/types'
import {
  autoplayState,
  isSoundBlocked,
  markBlocked,
  onSoundEvent,
  play,
  playToEnd,
  preload,
  stop,
  stopAll,
  unlock,
  type PlayResult,
  type SoundName,
} from '../lib/audio/audio'
import { registerReset } from './reset'
import { pushToast } from './toasts'

export interface SoundState {
  /** the browser refuses sound until someone taps the page: the overlay asks for that tap */
  blocked: boolean
  /** sounds waiting their turn, the first one playing (collection methods available again) */
  queue: SoundName[]
}

const initial = (): SoundState => ({ blocked: false, queue: [] })
export const soundState = proxy<SoundState>(initial())

/** The sound of a collection method that is available again; Dine-In and Send Hero have none (the spec names four) */
export const AVAILABLE_SOUND: Partial<Record<CollectionMethodPrefix, SoundName>> = {
  dt: 'available-drive-thru',
  wt: 'available-walk-thru',
  hd: 'available-home-delivery',
  od: 'available-office-delivery',
}

/** One warning per sound until it plays again (the alarm retries every 2 s; one toast says it) */
const warned = new Set<SoundName>()
let started = false

/** Once at boot: listens to the sound module and loads the files */
export function startSound(): void {
  if (started) return
  started = true
  soundState.blocked = isSoundBlocked()
  onSoundEvent((event) => {
    if (event.type === 'blocked') soundState.blocked = true
    else if (event.type === 'unblocked') {
      soundState.blocked = false
      runQueue()
    } else if (!warned.has(event.name)) {
      warned.add(event.name)
      pushToast({ kind: 'warning', title: { key: 'overlays.soundFailed' } })
    }
  })
  preload()
}

/** Plays a sound now (the alarm, a new order, a message, the store open) */
export async function playSound(name: SoundName): Promise<PlayResult> {
  const result = await play(name)
  if (result === 'played') warned.delete(name)
  return result
}

export function stopSound(name: SoundName): void {
  stop(name)
}

/** At start on /orders: when the browser says sound needs a gesture, ask for the tap before an order arrives */
export async function checkAutoplay(): Promise<void> {
  if (autoplayChecked) return
  autoplayChecked = true
  if (soundState.blocked || (await autoplayState()) !== 'blocked' || soundState.blocked) return
  markBlocked()
  soundState.blocked = true
}
let autoplayChecked = false

/** The tap on the overlay (or anywhere on the page while blocked): lifts the browser's block */
export async function enableSound(): Promise<void> {
  await unlock()
}

let running = false

/** Plays the queue one sound after another; each leaves the queue when it ends or fails; a block pauses the queue */
function runQueue(): void {
  if (running) return
  running = true
  void (async () => {
    try {
      while (soundState.queue.length > 0 && !soundState.blocked) {
        const name = soundState.queue[0]!
        const result = await playToEnd(name)
        if (result === 'blocked') break // waits for the tap; 'unblocked' runs the queue again
        if (result === 'ended') warned.delete(name)
        // ended or failed (the warning is shown): its turn is over
        if (soundState.queue[0] === name) soundState.queue.shift()
      }
    } finally {
      running = false
    }
  })()
}

export function enqueueSound(name: SoundName): void {
  soundState.queue.push(name)
  runQueue()
}

registerReset(() => {
  autoplayChecked = false
  stopAll()
  warned.clear()
  Object.assign(soundState, initial(), { blocked: soundState.blocked })
})
