// Store status options of SPEC sections 3, 4 and 6: Open, Closed (shown, disabled), Busy, Busy N min.
import type { BusyMinutes, Store, StoreStatusId } from './types'

export const STORE_STATUS = { available: 0, open: 1, closed: 2, busy: 3 } as const satisfies Record<string, StoreStatusId>

export const STORE_BUSY_MINUTES: readonly BusyMinutes[] = [5, 10, 15, 20, 30, 60]

export type StoreStatusValue = 'open' | 'closed' | 'busy' | `busy-${BusyMinutes}`

export interface StoreStatusOption {
  value: StoreStatusValue
  disabled: boolean
}

export const STORE_STATUS_OPTIONS: readonly StoreStatusOption[] = [
  { value: 'open', disabled: false },
  { value: 'closed', disabled: true },
  { value: 'busy', disabled: false },
  ...STORE_BUSY_MINUTES.map((m) => ({ value: `busy-${m}` as const, disabled: false })),
]

export interface StoreStatusRequest {
  status_id: StoreStatusId
  busy_timer_mins?: BusyMinutes
}

/** Open or Closed send that status id; any busy value sends the busy id with its timer minutes */
export function requestFor(value: StoreStatusValue): StoreStatusRequest {
  if (value === 'open') return { status_id: STORE_STATUS.open }
  if (value === 'closed') return { status_id: STORE_STATUS.closed }
  if (value === 'busy') return { status_id: STORE_STATUS.busy }
  return { status_id: STORE_STATUS.busy, busy_timer_mins: Number(value.slice(5)) as BusyMinutes }
}

/** The option matching the store's current status and busy timer */
export function valueOf(store: Pick<Store, 'status' | 'busy_timer_mins'>): StoreStatusValue {
  switch (store.status.id) {
    case STORE_STATUS.closed:
      return 'closed'
    case STORE_STATUS.busy:
      return store.busy_timer_mins != null ? `busy-${store.busy_timer_mins}` : 'busy'
    default:
      return 'open'
  }
}

/** How a value is worded: a label key and its parameters */
export type StatusLabel =
  | { key: 'status.open' | 'status.closed' | 'status.busy' | 'status.busyOneHour' | 'status.available' }
  | { key: 'status.busyMinutes'; n: number }

export function labelOf(value: StoreStatusValue): StatusLabel {
  if (value === 'open') return { key: 'status.open' }
  if (value === 'closed') return { key: 'status.closed' }
  if (value === 'busy') return { key: 'status.busy' }
  const n = Number(value.slice(5))
  return n === 60 ? { key: 'status.busyOneHour' } : { key: 'status.busyMinutes', n }
}

/** Read-only wording of a store's status, e.g. 'Busy 15 min' */
export function statusLabelOf(store: Pick<Store, 'status' | 'busy_timer_mins'>): StatusLabel {
  if (store.status.id === STORE_STATUS.available) return { key: 'status.available' }
  return labelOf(valueOf(store))
}
