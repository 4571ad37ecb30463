// Arabic texts of the past orders screens, typed by the English ones.
import type { pastOrdersEn } from './past-orders.en'

export const pastOrdersAr: Record<keyof typeof pastOrdersEn, string> = {}
