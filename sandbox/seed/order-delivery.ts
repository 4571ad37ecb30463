// The delivery block of Send Hero, office and home delivery orders. A customer's address is derived from
// their id alone, so the same customer gets the same home or office on every order.
import type { CollectionMethodId, CustomerStatusId, Delivery, OrderStatusId } from '../contract-types'
import { ADDRESS_TYPE, DELIVERY_METHOD, DELIVERY_TYPE, type AddressTypeId } from '../../src/domain/dispatch'
import { DRIVERS } from './drivers'
import { locationFor, pointNear } from './geo'
import { HERO_COMPANY } from './names'
import { AREAS, COMPANIES, DELIVERY_NOTES, STREETS } from './places'
import { createRng, hashString } from './rng'
import type { Rng } from './rng'
import type { SeedCustomer, SeedStore } from './types'

type HomeAddress = NonNullable<Delivery['home']>

type Address = Pick<Delivery, 'floor' | 'office' | 'home'>

/** The customer's address of the kind asked for, else an office for office delivery and a house or flat otherwise */
function homeAddress(seedStore: SeedStore, customer: SeedCustomer | null, rng: Rng, office: boolean, kind?: AddressTypeId): Address {
  const country = seedStore.country
  const own = customer ? createRng(hashString(`address:${customer.id}`)) : rng
  const area = own.pick(AREAS[country])
  const street = own.pick(STREETS[country])
  const kw = country === 'KW'
  const base: HomeAddress = {
    area: { name: area.en },
    block: kw ? String(own.int(1, 12)) : null,
    street,
    avenue: kw && own.chance(0.4) ? String(own.int(1, 9)) : null,
    note: own.chance(0.3) ? own.pick(DELIVERY_NOTES) : null,
  }
  if (kind === ADDRESS_TYPE.office || (kind === undefined && office)) {
    const { company, building } = own.pick(COMPANIES[country])
    const floor = String(own.int(2, 40))
    const number = String(own.int(1, 30))
    return {
      floor: { name: floor, building },
      office: { company_name: company, building_name: building, floor, number },
      home: { ...base, type: ADDRESS_TYPE.office, company_name: company, building_name: building, floor, number },
    }
  }
  const house = own.chance(0.45)
  if (kind === ADDRESS_TYPE.house || (kind === undefined && house)) {
    return {
      floor: null,
      office: null,
      home: { ...base, type: ADDRESS_TYPE.house, number: String(own.int(1, 60)), apartment: null, building_name: null, floor: null, company_name: null },
    }
  }
  const floor = String(own.int(1, 14))
  return {
    floor: { name: floor, building: null },
    office: null,
    home: {
      ...base,
      type: ADDRESS_TYPE.apartment,
      number: String(own.int(1, 250)),
      apartment: String(own.int(1, 40)),
      building_name: kw ? null : `Building ${own.int(1000, 9999)}`,
      floor,
      company_name: null,
    },
  }
}

/** The driver's arrival status for an order status: unassigned early on, arrived once the food has left */
function driverFor(seedStore: SeedStore, status: OrderStatusId, rng: Rng, wanted?: CustomerStatusId | null): Delivery['driver'] {
  if (wanted === null) return null
  let driverStatus: CustomerStatusId
  if (wanted !== undefined) driverStatus = wanted
  else if (status === 4 || status === 5) driverStatus = 3
  else if (status === 2) {
    if (rng.chance(0.5)) return null
    driverStatus = 1
  } else if (status === 3) {
    if (rng.chance(0.2)) return null
    driverStatus = rng.pick([1, 2, 2, 3] as const)
  } else return null
  const d = rng.pick(DRIVERS[seedStore.country])
  const s = seedStore.store
  let location = null
  // Only a driver on the way is tracked live; history keeps no positions
  if ((status === 2 || status === 3) && driverStatus !== 1) {
    const at = driverStatus === 3 ? { latitude: s.address.latitude, longitude: s.address.longitude } : pointNear(s.address, rng.int(8, 45) / 10, rng)
    location = locationFor(s.id, s.address, at)
  }
  return { id: d.id, user: { name: d.name, phone: d.phone }, status: { id: driverStatus }, location }
}

export function deliveryBlock(
  seedStore: SeedStore,
  opts: {
    method: CollectionMethodId
    status: OrderStatusId
    customer: SeedCustomer | null
    rng: Rng
    code: string
    driverStatus?: CustomerStatusId | null
    addressType?: AddressTypeId
  },
): Delivery | null {
  if (opts.method !== 4 && opts.method !== 5 && opts.method !== 6) return null
  const { rng } = opts
  const address = homeAddress(seedStore, opts.customer, rng, opts.method === 5, opts.addressType)
  const comments = rng.chance(0.25) ? rng.pick(['Please bring extra napkins', 'Do not ring, baby sleeping', 'Deliver to reception', 'Call on arrival']) : null
  // A store that delivers itself (store_delivery) sends its own staff: method 2 with the staff handover type, whatever
  // the address kind, no Hero driver or tracking
  if (seedStore.store.delivery.store_delivery) {
    return { ...address, type: DELIVERY_TYPE.staffHandover, method: DELIVERY_METHOD.staff, driver: null, tracking_link: null, delivery_company: null, comments }
  }
  return {
    ...address,
    type: DELIVERY_TYPE.driverCarried,
    method: DELIVERY_METHOD.company,
    driver: driverFor(seedStore, opts.status, rng, opts.driverStatus),
    tracking_link: `https://track.hero.example/o/${opts.code}`,
    delivery_company: { name: HERO_COMPANY.en },
    comments,
  }
}
