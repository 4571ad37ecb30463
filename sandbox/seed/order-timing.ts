// An order's life as timestamps: each status implies which stages happened (SPEC's stage labels: creation,
// payment, confirmation, dispatch, delivery, or one of the end states) and roughly how long each took.
// Everything starts at the moment the order was placed; callers check the end against the real clock.
import type { CollectionMethodId, OrderStatusId, Timing } from '../contract-types'
import type { Rng } from './rng'
import { MINUTE, floorToSecond, isoAt } from './time'

/** Restaurant and supermarket prep-time choices used when a store defines none (the dashboard has its own copy) */
export const DEFAULT_PREP_TIMES = { restaurant: [5, 10, 15, 20, 30, 45], supermarket: [15, 30, 45, 60, 90, 120] }

export type Timeline = {
  timing: Timing
  /** minutes chosen at confirmation; null while pending or when never confirmed */
  preparationTime: number | null
  /** the latest timestamp of the order's life, to keep history out of the future */
  endMs: number
}

export type TimelineInput = {
  rng: Rng
  createdMs: number
  status: OrderStatusId
  method: CollectionMethodId
  /** cash is collected at handover, so the payment stage happens on delivery */
  cash: boolean
  prepOptions: number[]
  defaultPrep: number
  /** force the order to be late (dispatched after due) or on time; random when undefined */
  late?: boolean
}

const secs = (rng: Rng, min: number, max: number) => rng.int(min, max) * 1000

export function buildTimeline(t: TimelineInput): Timeline {
  const { rng, status } = t
  const created = floorToSecond(t.createdMs)
  const paid = t.cash ? null : created + secs(rng, 5, 40)
  const pending = (paid ?? created) + secs(rng, 3, 20)
  const delivery = t.method === 4 || t.method === 5 || t.method === 6

  const confirmedStatuses: OrderStatusId[] = [3, 4, 5, 8]
  // Some cancellations come after the kitchen confirmed (the customer changed their mind late)
  const cancelledAfterConfirm = status === 7 && rng.chance(0.4)
  const isConfirmed = confirmedStatuses.includes(status) || cancelledAfterConfirm
  const preparationTime = isConfirmed ? (rng.chance(0.5) ? t.defaultPrep : rng.pick(t.prepOptions)) : null
  const prep = preparationTime ?? t.defaultPrep
  const confirmed = isConfirmed ? pending + secs(rng, 20, 240) : null
  const due = pending + prep * MINUTE

  const timing: Timing = {
    created: isoAt(created),
    paid: paid === null ? null : isoAt(paid),
    pending: isoAt(pending),
    confirmed: confirmed === null ? null : isoAt(confirmed),
    due: isoAt(due),
    ready: null,
    dispatched: null,
    delivered: null,
    declined: null,
    cancelled: null,
    no_show: null,
    where_is: null,
    where_is_reply: null,
  }
  let end = confirmed ?? pending

  if ((status === 4 || status === 5) && confirmed !== null) {
    const late = t.late ?? rng.chance(0.15)
    const factor = late ? 1.05 + rng.next() * 0.55 : 0.45 + rng.next() * 0.45
    const dispatched = Math.max(confirmed + MINUTE, floorToSecond(pending + prep * MINUTE * factor))
    const ready = rng.chance(0.7) ? dispatched - secs(rng, 30, 240) : null
    timing.ready = ready !== null && ready > confirmed ? isoAt(ready) : null
    timing.dispatched = isoAt(dispatched)
    end = dispatched
    if (status === 5) {
      const delivered = dispatched + (delivery ? rng.int(10, 35) * MINUTE : secs(rng, 10, 150))
      timing.delivered = isoAt(delivered)
      if (t.cash) timing.paid = isoAt(delivered)
      end = delivered
    }
  } else if (status === 6) {
    const declined = pending + secs(rng, 40, 480)
    timing.declined = isoAt(declined)
    end = declined
  } else if (status === 7) {
    const cancelled = (confirmed ?? pending) + secs(rng, 60, cancelledAfterConfirm ? prep * 60 : 600)
    timing.cancelled = isoAt(cancelled)
    end = cancelled
  } else if (status === 8 && confirmed !== null) {
    const ready = confirmed + Math.round(prep * MINUTE * (0.6 + rng.next() * 0.3))
    const noShow = due + rng.int(30, 90) * MINUTE
    timing.ready = isoAt(ready)
    timing.no_show = isoAt(noShow)
    end = noShow
  }
  return { timing, preparationTime, endMs: end }
}
