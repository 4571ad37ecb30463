// English texts of the orders screens (merged into en.ts). Spec texts verbatim.
export const ordersEn = {
  'orders.processed.confirmed': 'Order has been confirmed',
  'orders.processed.dispatched': 'Order has been dispatched',
  'orders.processed.delivered': 'Order has been delivered',
  'orders.processed.declined': 'Order has been declined',
  'orders.processed.hidden': 'Order has been hidden',
  'orders.processed.other': 'Order has been processed',
  'orders.processedElsewhere': 'Your active order {{code}} was processed by another agent',
  'orders.processedElsewhereDrawer': 'This order was processed by another agent',
  'orders.newPending': 'You have a new pending order',
  'realtime.signInFailed': 'Live updates could not start',
} as const
