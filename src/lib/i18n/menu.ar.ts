// Arabic texts of the menu screens, typed by the English ones.
import type { menuEn } from './menu.en'

export const menuAr: Record<keyof typeof menuEn, string> = {}
