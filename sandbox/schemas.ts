// Validates sandbox-built values (control-API orders, realtime events) against the contract's component schemas.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import { addFormats, loadDocument } from './contract'

let ajv: Ajv | null = null
const cache = new Map<string, ValidateFunction>()

function instance(): Ajv {
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: true })
    addFormats(ajv)
    ajv.addSchema({ ...loadDocument(), $id: 'contract' })
  }
  return ajv
}

/** null when value matches components/schemas/<name>, else the errors */
export function schemaErrors(name: string, value: unknown): ErrorObject[] | null {
  let validate = cache.get(name)
  if (!validate) {
    validate = instance().compile({ $ref: `contract#/components/schemas/${name}` })
    cache.set(name, validate)
  }
  return validate(value) ? null : (validate.errors ?? [])
}

const bodyCache = new WeakMap<object, ValidateFunction>()

/** null when value matches the schema (which may $ref 'contract#/components/schemas/…'), else the errors */
export function bodyErrors(schema: object, value: unknown): ErrorObject[] | null {
  let validate = bodyCache.get(schema)
  if (!validate) {
    validate = instance().compile(schema)
    bodyCache.set(schema, validate)
  }
  return validate(value) ? null : (validate.errors ?? [])
}
