// Everything the server needs to make and keep orders, in one import: the factory, the history and the
// current-orders demo, codes, renumbering and the money rules.
export { makeOrder, methodsOf, pickMethod, lastEventMs } from './order-factory'
export type { OrderContext } from './order-factory'
export { buildOrderHistory, HISTORY_DAYS } from './history'
export { buildCurrentOrders } from './current'
export { orderCodeFor } from './order-codes'
export { renumberOrder } from './renumber'
export { makeRefund, REFUND_COMBINATIONS } from './refunds'
export { buildFinancial, recalcFinancial, lineTotal, effectiveLineTotal, unitTotalMinor } from './order-money'
export { DEFAULT_PREP_TIMES } from './order-timing'
export { locationFor, pointNear, haversineKm } from './geo'
