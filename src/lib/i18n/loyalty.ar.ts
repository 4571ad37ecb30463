// Arabic texts of the loyalty screens, typed by the English ones.
import type { loyaltyEn } from './loyalty.en'

export const loyaltyAr: Record<keyof typeof loyaltyEn, string> = {}
