// The shape of the seed: what sandbox/seed produces and sandbox/db persists.
// Names that differ by language are kept as { en, ar } here and picked per request locale.
import type { CountryCode, Order, Store } from '../contract-types'

export type Text = { en: string; ar: string }

export type SeedAccount = {
  id: number
  email: string
  password: string
  name: string
  roles: string[]
  country: CountryCode
  /** null for the country's built-in public account (impersonation) */
  storeId: number | null
  public: boolean
}

export type SeedStore = {
  country: CountryCode
  /** The store as GET /api/v1/store/{id} returns it, in English; analytics are recomputed from orders at read time */
  store: Store
  /** Arabic store and brand names */
  nameAr: string
  brandNameAr: string
  /** Ratings and missed tips are not derivable from orders; they are seeded */
  ratings: { today: number; weekly: number }
  missedTips: { store_busy: number; low_rating: number; late_confirming: number }
  /** Whether the live shift simulator sends orders to this store */
  simulate: boolean
}

export type SeedChoice = { id: number; name: Text; price: number; in_stock: boolean; stock: number | null }
export type SeedModifier = { id: number; name: Text; min_choices: number; choice_ids: number[] }
export type SeedProduct = {
  id: number
  category_id: number
  name: Text
  price: number
  /** path of an image served by the sandbox under /media, or null */
  photo: string | null
  in_stock: boolean
  stock: number | null
  modifier_ids: number[]
  loyalty: boolean
  nutritional: { calories: number; carbs: number; proteins: number; fat: number; fiber: number } | null
}
export type SeedCategory = { id: number; parent_id: number | null; name: Text; position: number }
export type SeedMenu = {
  storeId: number
  categories: SeedCategory[]
  products: SeedProduct[]
  modifiers: SeedModifier[]
  choices: SeedChoice[]
}

export type SeedCustomer = {
  id: number
  country: CountryCode
  firstname: string
  lastname: string
  phone: string
  /** 'car' data in English and Arabic; null for customers who walk */
  car: {
    make: Text
    makeIcon: string
    type: Text
    typeIcon: string
    color: Text
    hex: string
    plate: string
    /** whether the customer uploaded a photo of the car (served at /media/car/photo/{customerId}.svg) */
    hasPhoto: boolean
  } | null
  hasSelfie: boolean
  hasAvatar: boolean
  descr: string | null
}

export type SeedLoyaltyCard = {
  country: CountryCode
  brandId: number
  phone: string
  name: string
  count_orders: number
  created: string
  count_punches: number
}

/** Extra per-order data the contract does not carry but the sandbox needs (reports, analytics, localisation). */
export type OrderMeta = {
  storeId: number
  country: CountryCode
  /** set when the order was dispatched with Force Dispatch */
  forceDispatched: boolean
  /** tips that belong to the driver (delivery orders) rather than the store */
  driverTips: number
  /** Arabic texts for the localised copy of the order (product/modifier/choice names come from the menu) */
  customerId: number | null
  /** when this sandbox last changed the order (epoch ms, to the millisecond): active_orders' `updated` */
  changedAt?: number
}

export type SeedOrder = { order: Order; meta: OrderMeta }

export type Seed = {
  accounts: SeedAccount[]
  stores: SeedStore[]
  menus: SeedMenu[]
  customers: SeedCustomer[]
  orders: SeedOrder[]
  loyaltyCards: SeedLoyaltyCard[]
  /** print dictionaries per locale with %placeholder% texts; the same for every store unless overridden */
  dictionaries: { en: Record<string, string>; ar: Record<string, string> }
}
