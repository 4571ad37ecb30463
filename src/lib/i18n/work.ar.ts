// Arabic texts of the work screens and their layout, typed as the English ones: a missing or extra key fails to typecheck.
import type { workEn } from './work.en'
import { ordersAr } from './orders.ar'
import { liveAr } from './live.ar'
import { overlaysAr } from './overlays.ar'
import { deviceAr } from './device.ar'
import { arrivalAr } from './arrival.ar'

export const workAr: Record<keyof typeof workEn, string> = {
  ...ordersAr,
  ...liveAr,
  ...overlaysAr,
  ...deviceAr,
  ...arrivalAr,
}
