// Arabic texts of the signed-in pages other than the work screens, typed as the English ones: a missing or extra key
// fails to typecheck.
import type { pagesEn } from './pages.en'
import { pastOrdersAr } from './past-orders.ar'
import { menuAr } from './menu.ar'
import { reportsAr } from './reports.ar'
import { loyaltyAr } from './loyalty.ar'
import { printAr } from './print.ar'
import { insightsAr } from './insights.ar'

export const pagesAr: Record<keyof typeof pagesEn, string> = {
  ...pastOrdersAr,
  ...menuAr,
  ...reportsAr,
  ...loyaltyAr,
  ...printAr,
  ...insightsAr,
}
