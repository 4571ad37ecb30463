// The customer, car and selfie blocks of an order, built from a SeedCustomer. Media paths point at the
// sandbox's /media handler (media.ts), so every picture a drawer shows really loads.
import type { Car, Customer, CustomerLocation, CustomerStatusId } from '../contract-types'
import type { Rng } from './rng'
import type { SeedCustomer } from './types'

const image = (path: string) => ({ mini: path, big: path })

/** Generated avatars are numbered 1..12 (media.ts draws any of them) */
export const fakeAvatarPath = (customerId: number) => `/media/fake-avatar/${(Math.abs(customerId) % 12) + 1}.svg`

export function customerBlock(
  customer: SeedCustomer | null,
  opts: { status: CustomerStatusId; countOrders: number; location: CustomerLocation | null; rng: Rng; country: 'KW' | 'SA' },
): Customer {
  if (!customer) {
    // A guest checkout: no account, so no id of its own and only a phone to call
    const phone = opts.country === 'KW' ? `+9655${opts.rng.int(1000000, 9999999)}` : `+9665${opts.rng.int(10000000, 99999999)}`
    return {
      id: 0,
      name: 'Guest',
      firstname: null,
      lastname: null,
      phone,
      avatar: null,
      fake_avatar: fakeAvatarPath(0),
      descr: null,
      count_orders: 1,
      status: { id: opts.status },
      location: opts.location,
    }
  }
  return {
    id: customer.id,
    name: `${customer.firstname} ${customer.lastname}`,
    firstname: customer.firstname,
    lastname: customer.lastname,
    phone: customer.phone,
    avatar: customer.hasAvatar ? image(`/media/customer/${customer.id}.svg`) : null,
    fake_avatar: fakeAvatarPath(customer.id),
    descr: customer.descr,
    count_orders: opts.countOrders,
    status: { id: opts.status },
    location: opts.location,
  }
}

export function carBlock(customer: SeedCustomer | null, locale: 'en' | 'ar' = 'en'): Car | null {
  const car = customer?.car
  if (!customer || !car) return null
  return {
    make: { name: car.make[locale], icon: car.makeIcon },
    type: { name: car.type[locale], icon: car.typeIcon },
    color: { name: car.color[locale], hex: car.hex },
    photo: car.hasPhoto ? image(`/media/car/photo/${customer.id}.svg`) : null,
    plate: car.plate,
  }
}

export function selfieBlock(customer: SeedCustomer | null) {
  return customer?.hasSelfie ? image(`/media/selfie/${customer.id}.svg`) : null
}
