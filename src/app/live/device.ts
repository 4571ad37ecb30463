// This device's part in the signed-in shell: its receipt printer is looked for and watched, and an order confirmed
// here (by hand or automatically) is printed when 'Print when an order is confirmed' is on: the orders store's confirm
// calls stores/device's printOnConfirm, which prints with the renderer given here.
import { startPrinter } from '../../stores/device'

export function startDevice(): () => void {
  // the renderer and the encoder load only when a receipt is printed
  return startPrinter((order) => import('../../features/device/print-receipt').then(({ printConfirmedOrder }) => printConfirmedOrder(order)))
}
