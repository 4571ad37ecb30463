// Arabic texts of the overlays screens, typed by the English ones.
import type { overlaysEn } from './overlays.en'

export const overlaysAr: Record<keyof typeof overlaysEn, string> = {}
