// This device's part in the signed-in shell: its receipt printer is looked for and watched, and an order confirmed
// here (by hand or automatically) is printed when 'Print when an order is confirmed' is on. Auto-confirm itself
// answers new orders in attention.ts, in place of the alarm.
import { orderHooks } from '../stores/orders'
import { deviceState, startPrinter } from '../stores/device'

export function startDevice(): () => void {
  const stopPrinter = startPrinter()
  orderHooks.onConfirmed = (order) => {
    if (!deviceState.settings.printOnConfirm) return
    // the renderer and the encoder load only when a receipt is printed
    void import('../features/device/print-receipt').then(({ printConfirmedOrder }) => printConfirmedOrder(order))
  }
  return () => {
    stopPrinter()
    orderHooks.onConfirmed = () => undefined
  }
}
