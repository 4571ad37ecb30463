// Collection methods (SPEC section 3 table) and their availability rules (section 4).
import type {
  CollectionAvailability,
  CollectionAvailabilityUpdate,
  CollectionBusyMinutes,
  CollectionMethodId,
  CollectionMethodPrefix,
} from './types'

export type MethodKind = 'pickup' | 'delivery'

export interface CollectionMethod {
  prefix: CollectionMethodPrefix
  id: CollectionMethodId
  /** i18n key of the method name */
  nameKey: `collection.${CollectionMethodPrefix}`
  kind: MethodKind
}

export const COLLECTION_METHODS: readonly CollectionMethod[] = [
  { prefix: 'dt', id: 1, nameKey: 'collection.dt', kind: 'pickup' },
  { prefix: 'di', id: 2, nameKey: 'collection.di', kind: 'pickup' },
  { prefix: 'wt', id: 3, nameKey: 'collection.wt', kind: 'pickup' },
  { prefix: 'sh', id: 4, nameKey: 'collection.sh', kind: 'delivery' },
  { prefix: 'od', id: 5, nameKey: 'collection.od', kind: 'delivery' },
  { prefix: 'hd', id: 6, nameKey: 'collection.hd', kind: 'delivery' },
]

/** Methods that use the car display */
export const CAR_METHOD_IDS: readonly CollectionMethodId[] = [1, 4, 6]
export const WALK_THRU: CollectionMethodId = 3

export const PICKUP_BUSY_MINUTES: readonly CollectionBusyMinutes[] = [5, 10, 15, 20, 30, 45]
export const DELIVERY_BUSY_MINUTES: readonly CollectionBusyMinutes[] = [15, 30, 45, 60, 75, 90]

export function busyChoicesFor(method: CollectionMethod): readonly CollectionBusyMinutes[] {
  return method.kind === 'pickup' ? PICKUP_BUSY_MINUTES : DELIVERY_BUSY_MINUTES
}

export function methodByPrefix(prefix: CollectionMethodPrefix): CollectionMethod {
  const found = COLLECTION_METHODS.find((m) => m.prefix === prefix)
  if (!found) throw new Error(`unknown collection method ${prefix}`)
  return found
}

export interface MethodAvailability {
  method: CollectionMethod
  available: boolean
  busyMins: CollectionBusyMinutes | null
  precedence: number
}

export function availabilityOf(a: CollectionAvailability, method: CollectionMethod): MethodAvailability {
  const p = method.prefix
  return {
    method,
    available: a[`${p}_available`],
    busyMins: a[`${p}_busy_mins`] ?? null,
    precedence: a[`${p}_precedence`],
  }
}

/** A method is listed only if it is available or has busy minutes; the list is sorted by precedence. */
export function listedMethods(a: CollectionAvailability | null | undefined): MethodAvailability[] {
  if (!a) return []
  return COLLECTION_METHODS.map((m) => availabilityOf(a, m))
    .filter((x) => x.available || (x.busyMins != null && x.busyMins > 0))
    .sort((x, y) => x.precedence - y.precedence || x.method.id - y.method.id)
}

/** Every listed method is unavailable (busy) */
export function allListedUnavailable(a: CollectionAvailability | null | undefined): boolean {
  const listed = listedMethods(a)
  return listed.length > 0 && listed.every((x) => !x.available)
}

/** The value of one method's select in the Manage Availability panel: 'available' or busy minutes as text */
export type AvailabilityChoice = 'available' | `${CollectionBusyMinutes}`

export function choiceOf(x: Pick<MethodAvailability, 'available' | 'busyMins'>): AvailabilityChoice {
  if (x.available || x.busyMins == null) return 'available'
  return `${x.busyMins}`
}

/** Busy choices of a method's select; a current value outside the list is kept so the select shows it */
export function choicesFor(x: MethodAvailability): CollectionBusyMinutes[] {
  const list = [...busyChoicesFor(x.method)]
  if (!x.available && x.busyMins != null && !list.includes(x.busyMins)) {
    list.push(x.busyMins)
    list.sort((a, b) => a - b)
  }
  return list
}

/**
 * Builds the availability request from the panel's selections: only methods whose choice changed.
 * Available sets the method available with no busy minutes; minutes set busy minutes and available false.
 */
export function buildAvailabilityUpdate(
  initial: Partial<Record<CollectionMethodPrefix, AvailabilityChoice>>,
  selected: Partial<Record<CollectionMethodPrefix, AvailabilityChoice>>,
): CollectionAvailabilityUpdate {
  const update: CollectionAvailabilityUpdate = {}
  for (const method of COLLECTION_METHODS) {
    const p = method.prefix
    const next = selected[p]
    if (next === undefined || next === initial[p]) continue
    if (next === 'available') {
      update[`${p}_available`] = true
      update[`${p}_busy_mins`] = null
    } else {
      update[`${p}_available`] = false
      update[`${p}_busy_mins`] = Number(next) as CollectionBusyMinutes
    }
  }
  return update
}
