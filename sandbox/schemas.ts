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
