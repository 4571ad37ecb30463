// English texts of the work screens (the board, the kitchen, the window) and of the layout around them, one file per
// screen family; loaded before those screens paint (i18n.ts loadWorkTexts). The other pages' texts are pages.en.ts.
import { ordersEn } from './orders.en'
import { liveEn } from './live.en'
import { overlaysEn } from './overlays.en'
import { deviceEn } from './device.en'
import { arrivalEn } from './arrival.en'

export const workEn = {
  ...ordersEn,
  ...liveEn,
  ...overlaysEn,
  ...deviceEn,
  ...arrivalEn,
} as const
