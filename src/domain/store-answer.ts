// Whether a store (GET /store/{id}'s answer, or the copy saved on this device) has the fields the screens read, in
// the contract's types. The layout reads them without guards, so a store that breaks them would crash every work
// screen, and, once saved, every start after. No validator is generated for the store (validators.gen.ts covers the
// realtime values), and the entry chunk that loads the store must stay small: the checks are written out here, only
// for what the app reads. The analytics are left out: the one screen that shows them checks them itself. Pure.
import { COLLECTION_METHODS } from './collection-methods'
import { STORE_STATUS } from './store-status'

/** Where a value breaks (a path and what was wanted), or null when it is sound */
type Check = (value: unknown, at: string) => string | null

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const is =
  (test: (v: unknown) => boolean, wanted: string): Check =>
  (v, at) =>
    test(v) ? null : `${at || '/'} ${wanted}`
const bool = is((v) => typeof v === 'boolean', 'boolean')
const str = is((v) => typeof v === 'string', 'string')
const int = is((v) => Number.isInteger(v), 'integer')
const between = (min: number, max: number) => is((v) => typeof v === 'number' && v >= min && v <= max, `number ${min}..${max}`)
const atLeast = (min: number) => is((v) => typeof v === 'number' && v >= min, `number >= ${min}`)
const oneOf = (values: readonly unknown[]) => is((v) => values.includes(v), 'enum')
const nullable =
  (check: Check): Check =>
  (v, at) =>
    v === null ? null : check(v, at)
const optional =
  (check: Check): Check =>
  (v, at) =>
    v === undefined ? null : check(v, at)
const both =
  (a: Check, b: Check): Check =>
  (v, at) =>
    a(v, at) ?? b(v, at)

function arrayOf(item: Check): Check {
  return (v, at) => {
    if (!Array.isArray(v)) return `${at || '/'} array`
    for (let i = 0; i < v.length; i++) {
      const problem = item(v[i], `${at}/${i}`)
      if (problem) return problem
    }
    return null
  }
}

function object(fields: Record<string, Check>): Check {
  return (v, at) => {
    if (!isRecord(v)) return `${at || '/'} object`
    for (const [key, check] of Object.entries(fields)) {
      const problem = check(v[key], `${at}/${key}`)
      if (problem) return problem
    }
    return null
  }
}

/** An IANA zone the browser knows: the store's times are formatted in it, and an unknown one throws a RangeError */
const zone = is((v) => {
  if (typeof v !== 'string' || v === '') return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: v })
    return true
  } catch {
    return false
  }
}, 'time zone')

/** A geofence point, [longitude, latitude] */
const pair = is((v) => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n)), 'pair of numbers')

const coordinates = object({ latitude: between(-90, 90), longitude: between(-180, 180) })

const collectionMethods = object(
  Object.fromEntries(
    COLLECTION_METHODS.flatMap(({ prefix }) => [
      [`${prefix}_available`, bool],
      [`${prefix}_busy_mins`, nullable(int)],
      [`${prefix}_busy_until`, optional(nullable(str))],
      [`${prefix}_precedence`, int],
    ]),
  ),
)

const store = object({
  id: int,
  name: str,
  status: object({ id: oneOf(Object.values(STORE_STATUS)), name: str }),
  busy_timer_mins: nullable(int),
  busy_until: nullable(str),
  timezone: zone,
  currency: object({ code: str }),
  polling: bool,
  change_status_allowed: bool,
  change_collection_allowed: bool,
  soldout_allowed: bool,
  stock_enabled: bool,
  change_stock_allowed: bool,
  hide_discount: bool,
  service_hours: object({ closed: bool, opens_at: optional(nullable(str)) }),
  delivery: object({ enabled: bool, store_delivery: bool }),
  default_prep_time: both(int, atLeast(1)),
  preparation_times: arrayOf(int),
  avg_preparation_time: atLeast(0),
  address: coordinates,
  parkings: arrayOf(object({ id: int, name: str, entry_coordinates: coordinates, geofence: arrayOf(pair) })),
  brand: object({
    name: str,
    photo: nullable(str),
    supermarket: bool,
    invoice_print_limit: nullable(int),
    loyalty: object({ manual_punches_allowed: bool }),
  }),
  collection_method: collectionMethods,
  visibility: optional(object({ visible: bool, visible_until: str })),
})

/** Where a store answer breaks what the app reads ('/status object', '/ object' for an array…), or null */
export function storeAnswerProblem(value: unknown): string | null {
  return store(value, '')
}
