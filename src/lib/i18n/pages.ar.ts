// Arabic texts of the signed-in pages, typed as the English ones: a missing or extra key fails to typecheck.
import type { pagesEn } from './pages.en'
import { ordersAr } from './orders.ar'
import { liveAr } from './live.ar'
import { overlaysAr } from './overlays.ar'
import { pastOrdersAr } from './past-orders.ar'
import { menuAr } from './menu.ar'
import { reportsAr } from './reports.ar'
import { loyaltyAr } from './loyalty.ar'
import { printAr } from './print.ar'
import { deviceAr } from './device.ar'
import { insightsAr } from './insights.ar'
import { arrivalAr } from './arrival.ar'

export const pagesAr: Record<keyof typeof pagesEn, string> = {
  ...ordersAr,
  ...liveAr,
  ...overlaysAr,
  ...pastOrdersAr,
  ...menuAr,
  ...reportsAr,
  ...loyaltyAr,
  ...printAr,
  ...deviceAr,
  ...insightsAr,
  ...arrivalAr,
}
