// Arabic texts of the reports screens, typed by the English ones.
import type { reportsEn } from './reports.en'

export const reportsAr: Record<keyof typeof reportsEn, string> = {}
