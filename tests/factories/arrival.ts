// A customer's car as the contract describes it (make, type, colour, photo, plate), for the arrival-first tests.
import type { Order } from './orders'

export const CAR_FIXTURE: NonNullable<Order['car']> = {
  make: { name: 'Toyota', icon: null },
  type: { name: 'SUV', icon: null },
  color: { name: 'Pearl White', hex: '#F2F2EE' },
  photo: null,
  plate: '12 / 34567',
}
