// English texts of the signed-in pages, one file per screen family; loaded with those pages (i18n.ts loadPageTexts).
import { ordersEn } from './orders.en'
import { liveEn } from './live.en'
import { overlaysEn } from './overlays.en'
import { pastOrdersEn } from './past-orders.en'
import { menuEn } from './menu.en'
import { reportsEn } from './reports.en'
import { loyaltyEn } from './loyalty.en'
import { printEn } from './print.en'
import { deviceEn } from './device.en'
import { insightsEn } from './insights.en'
import { arrivalEn } from './arrival.en'

export const pagesEn = {
  ...ordersEn,
  ...liveEn,
  ...overlaysEn,
  ...pastOrdersEn,
  ...menuEn,
  ...reportsEn,
  ...loyaltyEn,
  ...printEn,
  ...deviceEn,
  ...insightsEn,
  ...arrivalEn,
} as const
