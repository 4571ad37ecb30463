// The only module that touches audio: one HTMLAudioElement per sound of public/sounds (precached by the service
// worker). Browsers refuse sound until the user has touched the page; this module says so (a 'blocked' result and
// flag) instead of failing silently, and unlock() — called from a tap — lifts the block.
//
// Why elements and not Web Audio: each play is observable (HTMLMediaElement.play, the element's src), a load
// failure is an 'error' event on the element, and Safari unlocks an element once it has played from a gesture.

export const SOUND_NAMES = [
  'alarm',
  'new-order',
  'new-message',
  'store-open',
  'store-will-open',
  'available-drive-thru',
  'available-walk-thru',
  'available-home-delivery',
  'available-office-delivery',
] as const

export type SoundName = (typeof SOUND_NAMES)[number]
/** played: the browser accepted it; blocked: no gesture yet (autoplay policy); failed: it could not load or play */
export type PlayResult = 'played' | 'blocked' | 'failed'
/** How a sound played to its end went (the sound queue waits for it) */
export type PlayToEndResult = 'ended' | 'blocked' | 'failed'
export type SoundEvent = { type: 'blocked' } | { type: 'unblocked' } | { type: 'load-error'; name: SoundName }

export const soundUrl = (name: SoundName) => `/sounds/${name}.mp3`

const elements = new Map<SoundName, HTMLAudioElement>()
const listeners = new Set<(event: SoundEvent) => void>()
let blocked = false

function emit(event: SoundEvent) {
  for (const listener of listeners) listener(event)
}

function setBlocked(value: boolean) {
  if (blocked === value) return
  blocked = value
  emit({ type: value ? 'blocked' : 'unblocked' })
}

/** Sound events: blocked / unblocked, and a sound that failed to load. Returns the unsubscribe. */
export function onSoundEvent(listener: (event: SoundEvent) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The last play (or the start-up check) was refused for want of a user gesture */
export const isSoundBlocked = () => blocked

const supported = () => typeof window !== 'undefined' && typeof window.HTMLAudioElement === 'function'

function elementOf(name: SoundName): HTMLAudioElement | null {
  if (!supported()) return null
  let el = elements.get(name)
  if (!el) {
    el = new Audio(soundUrl(name))
    el.preload = 'auto'
    elements.set(name, el)
  }
  return el
}

/** Creates every sound's element so the files load before the first order arrives */
export function preload(): void {
  for (const name of SOUND_NAMES) elementOf(name)
}

function start(name: SoundName, el: HTMLAudioElement): Promise<PlayResult> {
  // A file that failed before (offline at start, a 404) is fetched again.
  if (el.error) el.load()
  try {
    el.currentTime = 0
  } catch {
    // not seekable yet: it starts from the beginning anyway
  }
  let attempt: Promise<void> | undefined
  try {
    attempt = el.play()
  } catch (error) {
    return Promise.resolve(refused(name, error))
  }
  // Very old browsers return nothing: the play was accepted.
  if (!attempt) return Promise.resolve('played')
  return attempt.then(
    () => {
      setBlocked(false)
      return 'played' as const
    },
    (error: unknown) => refused(name, error),
  )
}

const errorName = (error: unknown) => (typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '')

function refused(name: SoundName, error: unknown): PlayResult {
  const kind = errorName(error)
  if (kind === 'NotAllowedError') {
    setBlocked(true)
    return 'blocked'
  }
  // AbortError: our own stop() or a newer play() interrupted it. Anything else: the file did not load or decode.
  if (kind !== 'AbortError') emit({ type: 'load-error', name })
  return 'failed'
}

/** Plays a sound from its start */
export function play(name: SoundName): Promise<PlayResult> {
  const el = elementOf(name)
  if (!el) return Promise.resolve('failed')
  return start(name, el)
}

/** Plays a sound and resolves when it has ended (or could not play, or was stopped) */
export async function playToEnd(name: SoundName): Promise<PlayToEndResult> {
  const el = elementOf(name)
  if (!el) return 'failed'
  const result = await start(name, el)
  if (result !== 'played') return result
  if (el.ended) return 'ended'
  return new Promise((resolve) => {
    const finish = (outcome: PlayToEndResult) => {
      el.removeEventListener('ended', onEnded)
      el.removeEventListener('pause', onEnded)
      el.removeEventListener('error', onError)
      resolve(outcome)
    }
    // ended, or paused by stop(): its turn is over either way
    const onEnded = () => finish('ended')
    const onError = () => {
      emit({ type: 'load-error', name })
      finish('failed')
    }
    el.addEventListener('ended', onEnded)
    el.addEventListener('pause', onEnded)
    el.addEventListener('error', onError)
  })
}

/** Stops a sound that is playing */
export function stop(name: SoundName): void {
  const el = elements.get(name)
  if (!el || el.paused) return
  el.pause()
  try {
    el.currentTime = 0
  } catch {
    // not loaded: nothing to rewind
  }
}

/** Stops every sound (sign-out) */
export function stopAll(): void {
  for (const name of elements.keys()) stop(name)
}

/**
 * Call from a user gesture (a tap, a key): plays every idle element once, muted, so the browser lets each play
 * later (Safari unlocks per element; Chromium per page). Resolves once the block is lifted or still refused.
 */
export async function unlock(): Promise<boolean> {
  if (!supported()) return false
  preload()
  const idle = [...elements.values()].filter((el) => el.paused)
  const results = await Promise.all(
    idle.map(async (el) => {
      el.muted = true
      try {
        await el.play()
        el.pause()
        el.currentTime = 0
        return true
      } catch (error) {
        // a file that cannot load is not a block: the play of that sound will say so
        return errorName(error) !== 'NotAllowedError'
      } finally {
        el.muted = false
      }
    }),
  )
  const ok = results.every(Boolean)
  if (ok) setBlocked(false)
  return ok
}

/** 50 ms of silence (public/sounds/silence.wav), played at volume 0 to ask the autoplay policy */
export const SILENCE_URL = '/sounds/silence.wav'

/**
 * What the browser says before anything plays: 'blocked' when sound needs a gesture first, 'allowed', or 'unknown'.
 * Firefox answers directly; elsewhere a silent play is tried: an audio element's play is refused (NotAllowedError)
 * exactly when the policy holds sound back, muted or not. Not `new AudioContext()` (suspended when blocked):
 * creating one starts the audio service and held Chromium's main thread 150–800 ms while /orders loaded.
 */
export async function autoplayState(): Promise<'allowed' | 'blocked' | 'unknown'> {
  if (typeof navigator === 'undefined') return 'unknown'
  const nav = navigator as Navigator & { getAutoplayPolicy?: (type: 'mediaelement') => 'allowed' | 'allowed-muted' | 'disallowed' }
  if (typeof nav.getAutoplayPolicy === 'function') {
    try {
      return nav.getAutoplayPolicy('mediaelement') === 'allowed' ? 'allowed' : 'blocked'
    } catch {
      // fall through to the silent play
    }
  }
  if (!supported()) return 'unknown'
  const probe = new Audio(SILENCE_URL)
  probe.volume = 0
  try {
    await probe.play()
    probe.pause()
    return 'allowed'
  } catch (error) {
    // offline before the file was cached, say: that tells nothing about the policy
    return errorName(error) === 'NotAllowedError' ? 'blocked' : 'unknown'
  }
}

/** Marks sound as blocked (the start-up check found it so) */
export function markBlocked(): void {
  setBlocked(true)
}

/** For tests: forget every element and listener */
export function resetSoundForTests(): void {
  stopAll()
  elements.clear()
  listeners.clear()
  blocked = false
}
