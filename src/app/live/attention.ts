// What calls for staff attention is switched on while the dashboard's shell is on screen (the overlay host in AppLayout
// mounts it): the alarm, the sounds and the overlays' timers. Print tabs and the sign-in screen never ring.
import { startAlarm } from '../../stores/alarm'
import { startOverlays } from '../../stores/overlays'
import { startSound } from '../../stores/sound'
import { startClosingHandledAlerts } from './handled-alerts'

let active = false

/** The live path plays its sounds and shows its attention notices only while this is true (events.ts, reactions.ts) */
export const attentionOn = (): boolean => active

/** Returns the stop (unmount, sign-out) */
export function startAttention(): () => void {
  startSound()
  active = true
  const stopAlarm = startAlarm()
  const stopOverlays = startOverlays()
  const stopAlerts = startClosingHandledAlerts()
  return () => {
    active = false
    stopAlarm()
    stopOverlays()
    stopAlerts()
  }
}
