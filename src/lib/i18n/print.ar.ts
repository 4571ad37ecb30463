// Arabic texts of the print screens, typed by the English ones.
import type { printEn } from './print.en'

export const printAr: Record<keyof typeof printEn, string> = {}
