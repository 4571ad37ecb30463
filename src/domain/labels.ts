// i18n keys of the enumerations of SPEC section 3, by id (the texts are in src/lib/i18n/en.ts).

export const ORDER_STATUS_LABELS = {
  2: 'enum.order.pending',
  3: 'enum.order.preparing',
  4: 'enum.order.dispatched',
  5: 'enum.order.delivered',
  6: 'enum.order.declined',
  7: 'enum.order.cancelled',
  8: 'enum.order.noShow',
} as const

export const REFUND_STATUS_LABELS = { 2: 'enum.refund.reviewed', 3: 'enum.refund.accepted', 4: 'enum.refund.rejected' } as const

export const REFUND_PAYMENT_STATUS_LABELS = {
  1: 'enum.refundPayment.successful',
  2: 'enum.refundPayment.declined',
  3: 'enum.refundPayment.pending',
} as const

export const PAYMENT_METHOD_LABELS = {
  1: 'enum.payment.creditCard',
  2: 'enum.payment.cash',
  3: 'enum.payment.wallet',
  6: 'enum.payment.knet',
  10: 'enum.payment.applePay',
} as const

export const DELIVERY_TYPE_LABELS = { 1: 'enum.delivery.house', 2: 'enum.delivery.apartment', 3: 'enum.delivery.office' } as const

export const STAGE_LABELS = [
  'enum.stage.creation',
  'enum.stage.payment',
  'enum.stage.confirmation',
  'enum.stage.dispatch',
  'enum.stage.delivery',
  'enum.stage.declined',
  'enum.stage.cancelled',
  'enum.stage.noShow',
] as const

export const COUNTRY_LABELS = { KW: 'country.KW', SA: 'country.SA' } as const
