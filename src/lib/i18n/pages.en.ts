// English texts of the signed-in pages other than the work screens (work.en.ts), one file per screen family; loaded
// with those pages (i18n.ts loadPageTexts), and after a work screen has painted.
import { pastOrdersEn } from './past-orders.en'
import { menuEn } from './menu.en'
import { reportsEn } from './reports.en'
import { loyaltyEn } from './loyalty.en'
import { printEn } from './print.en'
import { insightsEn } from './insights.en'

export const pagesEn = {
  ...pastOrdersEn,
  ...menuEn,
  ...reportsEn,
  ...loyaltyEn,
  ...printEn,
  ...insightsEn,
} as const
