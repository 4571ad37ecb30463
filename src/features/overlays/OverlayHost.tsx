// The one place the overlays of SPEC section 2 render (AppLayout mounts it): at most one at a time, the most
// urgent first (which-overlay.ts). It also asks for the tap that lets sound play — at start on /orders when the
// browser says sound is blocked, and whenever a play was refused — and keeps the screen awake on /orders.
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { useSnapshot } from '../../lib/use-snapshot'
import { isWorkScreen } from '../../domain/device-home'
import { alarmState } from '../../stores/alarm'
import { overlays } from '../../stores/overlays'
import { checkAutoplay, enableSound, soundState } from '../../stores/sound'
import { keepScreenAwake } from '../../stores/wake-lock'
import { BusyOverlay } from './BusyOverlay'
import { OpenInOverlay } from './OpenInOverlay'
import { ReminderOverlay } from './ReminderOverlay'
import { SoundOverlay } from './SoundOverlay'
import { IdlePrompt, InvisibleOverlay } from './VisibilityOverlays'
import { whichOverlay } from './which-overlay'

/** While sound is blocked, the first tap or key anywhere lifts the block (a gesture is what the browser waits for) */
function useUnlockOnGesture(blocked: boolean) {
  useEffect(() => {
    if (!blocked) return
    const unlock = () => void enableSound()
    const events = ['pointerup', 'keydown'] as const
    for (const type of events) document.addEventListener(type, unlock, { capture: true })
    return () => {
      for (const type of events) document.removeEventListener(type, unlock, { capture: true })
    }
  }, [blocked])
}

export function OverlayHost() {
  const { pathname } = useLocation()
  const onOrders = isWorkScreen(pathname)
  const o = useSnapshot(overlays)
  const { reminder } = useSnapshot(alarmState)
  const { blocked } = useSnapshot(soundState)

  useEffect(() => {
    if (onOrders) void checkAutoplay()
    keepScreenAwake(onOrders)
  }, [onOrders])
  useEffect(() => () => keepScreenAwake(false), [])
  useUnlockOnGesture(blocked)

  const top = whichOverlay({
    visibility: o.visibility,
    invisibleDismissed: o.invisibleDismissed,
    soundBlocked: blocked,
    reminder,
    busyUntil: o.busyUntil,
    opensAt: o.opensAt,
    openInDismissed: o.openInDismissed,
  })
  return (
    <>
      <InvisibleOverlay open={top === 'invisible'} />
      <IdlePrompt open={top === 'idle'} />
      <SoundOverlay open={top === 'sound'} />
      <ReminderOverlay open={top === 'reminder'} />
      <BusyOverlay open={top === 'busy'} />
      <OpenInOverlay open={top === 'open-in'} />
    </>
  )
}
