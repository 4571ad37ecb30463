// Arabic texts of the orders screens, typed by the English ones.
import type { ordersEn } from './orders.en'

export const ordersAr: Record<keyof typeof ordersEn, string> = {}
