// The three demo stores. Their flags are chosen so that every permission branch of SPEC section 6 can be
// seen by signing in to one of them: 101 shows Manage Availability with a read-only status, 102 has an
// editable status selector, store delivery and Basic View (polling), 201 is a stock-keeping supermarket.
import type { CollectionAvailability, Parking, Store } from '../contract-types'
import type { SeedStore } from './types'

export const STORE_SALMIYA = 101
export const STORE_SHUWAIKH = 102
export const STORE_OLAYA = 201
export const BRAND_PATTY_LAB = 11
export const BRAND_NAKHEEL = 21

/** Brand names by id, also used by media.ts to draw logos without the whole seed */
export const BRANDS: Record<number, { en: string; ar: string; color: string }> = {
  [BRAND_PATTY_LAB]: { en: 'Patty Lab', ar: 'باتي لاب', color: '#D84315' },
  [BRAND_NAKHEEL]: { en: 'Nakheel Fresh Market', ar: 'سوق النخيل الطازج', color: '#2E7D32' },
}

type MethodSetting = { available: boolean; busy: CollectionAvailability['dt_busy_mins']; precedence: number }

function availability(m: Record<'dt' | 'di' | 'wt' | 'sh' | 'od' | 'hd', MethodSetting>): CollectionAvailability {
  // busy_until stays null in the seed: the server stamps the real expiry when it starts a busy timer
  return {
    dt_available: m.dt.available, dt_busy_mins: m.dt.busy, dt_busy_until: null, dt_precedence: m.dt.precedence,
    di_available: m.di.available, di_busy_mins: m.di.busy, di_busy_until: null, di_precedence: m.di.precedence,
    wt_available: m.wt.available, wt_busy_mins: m.wt.busy, wt_busy_until: null, wt_precedence: m.wt.precedence,
    sh_available: m.sh.available, sh_busy_mins: m.sh.busy, sh_busy_until: null, sh_precedence: m.sh.precedence,
    od_available: m.od.available, od_busy_mins: m.od.busy, od_busy_until: null, od_precedence: m.od.precedence,
    hd_available: m.hd.available, hd_busy_mins: m.hd.busy, hd_busy_until: null, hd_precedence: m.hd.precedence,
  }
}

const on = (precedence: number): MethodSetting => ({ available: true, busy: null, precedence })
const off = (precedence: number): MethodSetting => ({ available: false, busy: null, precedence })
const busy = (mins: NonNullable<MethodSetting['busy']>, precedence: number): MethodSetting => ({ available: false, busy: mins, precedence })

/** A parking bay: an entry point and a small square geofence around it, as [longitude, latitude] pairs (closed ring) */
function parking(id: number, name: string, lat: number, lng: number, half = 0.00025): Parking {
  const r = (x: number) => Number(x.toFixed(6))
  return {
    id,
    name,
    entry_coordinates: { latitude: r(lat), longitude: r(lng) },
    geofence: [
      [r(lng - half), r(lat - half)],
      [r(lng + half), r(lat - half)],
      [r(lng + half), r(lat + half)],
      [r(lng - half), r(lat + half)],
      [r(lng - half), r(lat - half)],
    ],
  }
}

function emptyAnalytics(currency: string): Store['analytics'] {
  // The server recomputes these from orders at read time; zeros keep the stored copy honest
  return {
    todayRating: 0,
    weeklyRating: 0,
    lateOrders: 0,
    lateOrdersPercent: 0,
    forceDispatch: 0,
    forceDispatchPercent: 0,
    tips: { month_total: 0, currency, missed: { store_busy: 0, low_rating: 0, late_confirming: 0 } },
  }
}

const open: Store['status'] = { id: 1, name: 'Open' }

function pattyLabBrand(): Store['brand'] {
  return {
    id: BRAND_PATTY_LAB,
    name: 'Patty Lab',
    photo: `/media/brand/${BRAND_PATTY_LAB}.svg`,
    supermarket: false,
    invoice_print_limit: null,
    loyalty: {
      manual_punches_allowed: true,
      max_punches: 10,
      punch_type: 'quantity',
      punch_color: '#D84315',
      background_color: '#FFF3E0',
      text_color: '#3E2723',
      currency: 'KWD',
    },
  }
}

function salmiya(): SeedStore {
  return {
    country: 'KW',
    nameAr: 'السالمية',
    brandNameAr: 'باتي لاب',
    ratings: { today: 4.6, weekly: 4.4 },
    missedTips: { store_busy: 1.25, low_rating: 0.5, late_confirming: 0.75 },
    simulate: true,
    store: {
      id: STORE_SALMIYA,
      uuid: 'kw-101-5f3c2a9e-salmiya',
      name: 'Salmiya',
      country: 'KW',
      status: open,
      busy_timer_mins: null,
      busy_until: null,
      timezone: 'Asia/Kuwait',
      currency: { code: 'KWD' },
      polling: false,
      // Manage Availability is shown and, because collection changes are allowed, the status stays read-only
      change_status_allowed: true,
      change_collection_allowed: true,
      soldout_allowed: true,
      stock_enabled: false,
      change_stock_allowed: false,
      hide_discount: false,
      service_hours: { closed: false, opens_at: null },
      delivery: { enabled: true, store_delivery: false },
      default_prep_time: 10,
      preparation_times: [],
      avg_preparation_time: 11.5,
      address: { latitude: 29.3339, longitude: 48.0761, text: 'Salem Al Mubarak St, Block 10, Salmiya, Kuwait' },
      parkings: [parking(1011, 'Front parking', 29.33415, 48.07585), parking(1012, 'Drive-thru lane', 29.33362, 48.07648)],
      brand: pattyLabBrand(),
      analytics: emptyAnalytics('KWD'),
      collection_method: availability({ dt: on(1), di: on(4), wt: busy(15, 2), sh: on(3), od: off(5), hd: on(6) }),
    },
  }
}

function shuwaikh(): SeedStore {
  return {
    country: 'KW',
    nameAr: 'الشويخ',
    brandNameAr: 'باتي لاب',
    ratings: { today: 4.2, weekly: 4.3 },
    missedTips: { store_busy: 0.75, low_rating: 0.25, late_confirming: 1 },
    simulate: true,
    store: {
      id: STORE_SHUWAIKH,
      uuid: 'kw-102-8b1d47c0-shuwaikh',
      name: 'Shuwaikh',
      country: 'KW',
      status: open,
      busy_timer_mins: null,
      busy_until: null,
      timezone: 'Asia/Kuwait',
      currency: { code: 'KWD' },
      // Basic View: this branch's tablet refreshes every 60 s instead of listening to the realtime database
      polling: true,
      // Status can be edited here because collection changes are not
      change_status_allowed: true,
      change_collection_allowed: false,
      soldout_allowed: true,
      stock_enabled: false,
      change_stock_allowed: false,
      hide_discount: false,
      service_hours: { closed: false, opens_at: null },
      // The branch delivers with its own staff, so its board groups orders as Walk / Drive and Delivery
      delivery: { enabled: true, store_delivery: true },
      default_prep_time: 15,
      preparation_times: [],
      avg_preparation_time: 14,
      address: { latitude: 29.3459, longitude: 47.9421, text: 'Canada Dry St, Shuwaikh Industrial, Kuwait' },
      parkings: [parking(1021, 'Main parking', 29.34612, 47.94188), parking(1022, 'Side entrance', 29.34561, 47.94262)],
      brand: pattyLabBrand(),
      analytics: emptyAnalytics('KWD'),
      collection_method: availability({ dt: on(1), di: off(4), wt: on(2), sh: off(5), od: off(6), hd: on(3) }),
    },
  }
}

function olaya(): SeedStore {
  return {
    country: 'SA',
    nameAr: 'العليا',
    brandNameAr: 'سوق النخيل الطازج',
    ratings: { today: 4.8, weekly: 4.7 },
    missedTips: { store_busy: 35, low_rating: 12.5, late_confirming: 20 },
    simulate: true,
    store: {
      id: STORE_OLAYA,
      uuid: 'sa-201-c2e94f17-olaya',
      name: 'Al Olaya',
      country: 'SA',
      status: open,
      busy_timer_mins: null,
      busy_until: null,
      timezone: 'Asia/Riyadh',
      currency: { code: 'SAR' },
      polling: false,
      change_status_allowed: true,
      change_collection_allowed: true,
      soldout_allowed: true,
      stock_enabled: true,
      change_stock_allowed: true,
      hide_discount: true,
      service_hours: { closed: false, opens_at: null },
      delivery: { enabled: true, store_delivery: false },
      default_prep_time: 30,
      preparation_times: [15, 20, 30, 45, 60, 90],
      avg_preparation_time: 32,
      address: { latitude: 24.6932, longitude: 46.6854, text: 'Olaya St, Al Olaya, Riyadh 12214, Saudi Arabia' },
      parkings: [parking(2011, 'Customer parking A', 24.69348, 46.68512), parking(2012, 'Pick-up bays', 24.69291, 46.68575)],
      brand: {
        id: BRAND_NAKHEEL,
        name: 'Nakheel Fresh Market',
        photo: `/media/brand/${BRAND_NAKHEEL}.svg`,
        supermarket: true,
        invoice_print_limit: 1,
        loyalty: {
          manual_punches_allowed: false,
          max_punches: 8,
          punch_type: 'amount',
          punch_color: '#2E7D32',
          background_color: '#E8F5E9',
          text_color: '#1B5E20',
          currency: 'SAR',
        },
      },
      analytics: emptyAnalytics('SAR'),
      collection_method: availability({ dt: on(2), di: off(6), wt: on(1), sh: on(4), od: off(5), hd: on(3) }),
    },
  }
}

/** Fresh copies every call: the server mutates what it is given */
export function buildStores(): SeedStore[] {
  return [salmiya(), shuwaikh(), olaya()]
}
