// Entity factories typed from the contract (src/lib/api/schema.gen.ts). Each returns a complete, valid
// entity; pass overrides for what a test cares about.
import type { components } from '../../src/lib/api/schema.gen'

type S = components['schemas']
export type User = S['User']
export type Store = S['Store']
export type Brand = S['Brand']
export type Analytics = S['Analytics']
export type CollectionAvailability = S['CollectionAvailability']
export type NotifierConfig = S['NotifierConfig']
export type LoyaltySettings = S['LoyaltySettings']

let seq = 1
const nextId = () => seq++

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: nextId(),
    name: 'Sara Staff',
    email: 'staff@kw.demo',
    roles: ['ROLE_USER'],
    avatar: null,
    fake_avatar: null,
    ...overrides,
  }
}

export function makeManager(overrides: Partial<User> = {}): User {
  return makeUser({ name: 'Mona Manager', email: 'manager@kw.demo', roles: ['ROLE_USER', 'ROLE_STORE_MANAGER'], ...overrides })
}

export function makeAnalytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    todayRating: 4.6,
    weeklyRating: 4.4,
    lateOrders: 2,
    lateOrdersPercent: 4,
    forceDispatch: 1,
    forceDispatchPercent: 2,
    tips: { month_total: 12.5, currency: 'KWD', missed: { store_busy: 1.5, low_rating: 0, late_confirming: 0.75 } },
    ...overrides,
  }
}

export function makeLoyaltySettings(overrides: Partial<LoyaltySettings> = {}): LoyaltySettings {
  return {
    manual_punches_allowed: false,
    max_punches: 10,
    punch_type: 'quantity',
    punch_color: '#0d6b59',
    background_color: '#ffffff',
    text_color: '#14212b',
    currency: 'KWD',
    ...overrides,
  }
}

export function makeBrand(overrides: Partial<Brand> = {}): Brand {
  return {
    id: nextId(),
    name: 'Burger Bay',
    photo: '/media/brands/burger-bay.svg',
    supermarket: false,
    invoice_print_limit: null,
    loyalty: makeLoyaltySettings(),
    ...overrides,
  }
}

/** Every method off; turn on the ones a test needs */
export function makeCollection(overrides: Partial<CollectionAvailability> = {}): CollectionAvailability {
  return {
    dt_available: false, dt_busy_mins: null, dt_precedence: 1,
    di_available: false, di_busy_mins: null, di_precedence: 2,
    wt_available: false, wt_busy_mins: null, wt_precedence: 3,
    sh_available: false, sh_busy_mins: null, sh_precedence: 4,
    od_available: false, od_busy_mins: null, od_precedence: 5,
    hd_available: false, hd_busy_mins: null, hd_precedence: 6,
    ...overrides,
  }
}

export function makeStore(overrides: Partial<Store> = {}): Store {
  return {
    id: 101,
    uuid: 'store-101-uuid',
    name: 'Burger Bay Salmiya',
    country: 'KW',
    status: { id: 1, name: 'Open' },
    busy_timer_mins: null,
    busy_until: null,
    timezone: 'Asia/Kuwait',
    currency: { code: 'KWD' },
    polling: false,
    change_status_allowed: true,
    change_collection_allowed: false,
    soldout_allowed: true,
    stock_enabled: false,
    change_stock_allowed: false,
    hide_discount: false,
    service_hours: { closed: false, opens_at: null },
    delivery: { enabled: true, store_delivery: false },
    default_prep_time: 15,
    preparation_times: [],
    avg_preparation_time: 12,
    address: { latitude: 29.3375, longitude: 48.0758 },
    parkings: [],
    brand: makeBrand(),
    analytics: makeAnalytics(),
    collection_method: makeCollection({ dt_available: true, wt_available: true }),
    ...overrides,
  }
}

export function makeNotifierConfig(overrides: Partial<NotifierConfig> = {}): NotifierConfig {
  return { token: 'custom-token', uuid: 'store-101-uuid', impersonate: false, ...overrides }
}
