// The control API's request bodies as JSON Schema, built on the contract's own component schemas, so a test or a
// demo script cannot put values into the sandbox that the real backend would never hold ("abc", negative or 1e308
// minutes, a made-up status).
import { loadDocument, toFieldErrors } from './contract'
import { ApiError } from './http'
import { bodyErrors } from './schemas'

const ref = (name: string) => ({ $ref: `contract#/components/schemas/${name}` })
/** minutes a customer, a visibility or a timer can be away: up to a day */
const MINUTES = { type: 'integer', minimum: 0, maximum: 1440 }
const SHORT_TEXT = { type: 'string', maxLength: 500 }
const object = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', additionalProperties: false, properties, required })

function orderFields(): string[] {
  const doc = loadDocument() as { components: { schemas: { Order: { properties: Record<string, unknown> } } } }
  return Object.keys(doc.components.schemas.Order.properties)
}

const SETTINGS = object({
  polling: { type: 'boolean' },
  change_status_allowed: { type: 'boolean' },
  change_collection_allowed: { type: 'boolean' },
  soldout_allowed: { type: 'boolean' },
  stock_enabled: { type: 'boolean' },
  change_stock_allowed: { type: 'boolean' },
  hide_discount: { type: 'boolean' },
  service_hours: { type: 'object' },
  delivery: { type: 'object' },
  preparation_times: { type: 'array', maxItems: 20, items: { type: 'integer', minimum: 1, maximum: 240 } },
  default_prep_time: { type: 'integer', minimum: 1, maximum: 240 },
  brand: { type: 'object' },
})

/** Control routes (the part after /__sandbox, ids replaced by *) to the schema of their body */
const BODIES: [RegExp, object][] = [
  [/^\/faults$/, object({
    latency_ms: { type: 'integer', minimum: 0, maximum: 60_000 },
    fail_next: object({ path: { type: 'string', minLength: 1, maxLength: 500 }, status: { type: 'integer', minimum: 200, maximum: 599 }, count: { type: 'integer', minimum: 1, maximum: 1000 }, malformed: { type: 'boolean' } }, ['path']),
    realtime_down: { type: 'boolean' },
    active_orders_delay_ms: { type: 'integer', minimum: 0, maximum: 60_000 },
    drop_events: { type: 'integer', minimum: 0, maximum: 100 },
    clear: { type: 'boolean' },
  })],
  [/^\/maintenance$/, object({ file: { type: 'boolean' }, warning: object({ enabled: { type: 'boolean' }, message_english: SHORT_TEXT, message_arabic: SHORT_TEXT }, ['enabled']) })],
  [/^\/ip$/, object({ country_code: { type: ['string', 'null'], maxLength: 2 }, fail: { type: 'boolean' } })],
  [/^\/simulator$/, object({ enabled: { type: 'boolean' } })],
  [/^\/sessions\/expire$/, object({ email: { type: 'string', maxLength: 254 } })],
  [/^\/reset$/, object({})],
  [/^\/(kw|sa)\/auth-requests$/, object({ email: { type: 'string', maxLength: 254 } }, ['email'])],
  // any part of an Order, by its own field names (the merged order is then checked against the Order schema)
  [/^\/(kw|sa)\/stores\/\d+\/orders$/, { type: 'object', propertyNames: { enum: orderFields() } }],
  [/^\/(kw|sa)\/stores\/\d+\/status$/, object({ status_id: { enum: [1, 2, 3] }, busy_timer_mins: ref('BusyMinutes') }, ['status_id'])],
  [/^\/(kw|sa)\/stores\/\d+\/availability$/, ref('CollectionAvailabilityUpdate')],
  [/^\/(kw|sa)\/stores\/\d+\/settings$/, SETTINGS],
  [/^\/(kw|sa)\/stores\/\d+\/busy-notice$/, object({})],
  [/^\/(kw|sa)\/stores\/\d+\/expire$/, object({ method: ref('CollectionMethodPrefix') }, ['method'])],
  [/^\/(kw|sa)\/stores\/\d+\/visibility$/, object({ minutes: { type: 'number', minimum: 0, maximum: 1440 } }, ['minutes'])],
  [/^\/(kw|sa)\/stores\/\d+\/large-menu$/, object({ products: { type: 'integer', minimum: 1, maximum: 5000 } })],
  [/^\/(kw|sa)\/orders\/\d+\/customer$/, object({ status: ref('CustomerStatusId'), minutes: MINUTES }, ['status'])],
  [/^\/(kw|sa)\/orders\/\d+\/location$/, object({ minutes: MINUTES }, ['minutes'])],
  [/^\/(kw|sa)\/orders\/\d+\/where-is$/, object({})],
  [/^\/(kw|sa)\/orders\/\d+\/status$/, object({ status_id: { enum: [3, 4, 5, 6, 7, 8] }, preparation_time: { type: 'integer', minimum: 1, maximum: 240 } }, ['status_id'])],
  [/^\/(kw|sa)\/orders\/\d+\/driver$/, object({ name: { type: 'string', minLength: 1, maxLength: 100 }, status: ref('CustomerStatusId') })],
]

/** Throws a 400 in the spec's field-error shape when a control write's body breaks its schema */
export function checkControlBody(path: string, body: unknown): void {
  const route = path.replace(/^\/__sandbox/, '')
  const schema = BODIES.find(([re]) => re.test(route))?.[1]
  if (!schema) return
  const errors = bodyErrors(schema, body ?? {})
  if (errors) throw new ApiError(400, toFieldErrors(errors))
}
