// Who may send a preparing order off the board (SPEC 4: order flow, drawer actions). Pure and typed on the few
// fields it reads, so the sandbox enforces the very rule the dashboard shows (one rule, one place).

/** Order delivery methods: a delivery company's Hero driver, or the store's own staff */
export const DELIVERY_METHOD = { company: 1, staff: 2 } as const
/** Order delivery types (not the address kind): handed over by staff, or carried by a driver */
export const DELIVERY_TYPE = { staffHandover: 1, driverCarried: 2 } as const
/** Invoice address kinds (SPEC 3: print delivery ids) */
export const ADDRESS_TYPE = { house: 1, apartment: 2, office: 3 } as const
export type AddressTypeId = (typeof ADDRESS_TYPE)[keyof typeof ADDRESS_TYPE]

const ARRIVED = 3
const PREPARING = 3

export type DispatchFacts = {
  status: { id: number }
  user: { status: { id: number } }
  delivery: {
    method: number
    type: number
    driver: { status: { id: number } } | null
    home?: { type?: number | null } | null
    office?: object | null
  } | null
}

export const customerArrived = (o: DispatchFacts) => o.user.status.id === ARRIVED
export const driverArrived = (o: DispatchFacts) => o.delivery?.driver?.status.id === ARRIVED

/** SPEC: delivery method 2 with type 1 is the special dispatch case (the store's own staff hand it over) */
export const isStaffDelivery = (o: DispatchFacts) =>
  o.delivery?.method === DELIVERY_METHOD.staff && o.delivery.type === DELIVERY_TYPE.staffHandover

/** Plain Dispatch of a preparing order: staff delivery, or the customer or the driver has arrived */
export const canPlainDispatch = (o: DispatchFacts) =>
  o.status.id === PREPARING && (isStaffDelivery(o) || customerArrived(o) || driverArrived(o))

/**
 * Force Dispatch's driver rule: a delivery needs an assigned driver, except the staff delivery, which has no driver
 * by nature (and may be dispatched plainly anyway). A company delivery waits for its Hero.
 */
export const forceDispatchNeedsDriver = (o: DispatchFacts) => !!o.delivery && !isStaffDelivery(o)

/** Why the server refuses a Force Dispatch on these facts (the role is checked apart), or null when it may go */
export function forceDispatchRefusal(o: DispatchFacts): 'arrived' | 'no_driver' | null {
  if (customerArrived(o)) return 'arrived'
  if (forceDispatchNeedsDriver(o) && !o.delivery?.driver) return 'no_driver'
  return null
}

/** The invoice address kind: the home address's own type, else Office when only an office is given */
export function addressTypeOf(delivery: NonNullable<DispatchFacts['delivery']>): AddressTypeId | null {
  const t = delivery.home?.type
  if (t === ADDRESS_TYPE.house || t === ADDRESS_TYPE.apartment || t === ADDRESS_TYPE.office) return t
  return delivery.office ? ADDRESS_TYPE.office : null
}
