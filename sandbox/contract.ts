// The one contract both sides share: openapi/openapi.yaml routes and validates every sandbox request and response.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import OpenAPIBackendModule from 'openapi-backend'
import type { Context, Document, Handler } from 'openapi-backend'
import type { ErrorObject } from 'ajv'
import YAML from 'yaml'
import addFormatsModule from 'ajv-formats'
import { ApiError } from './http'
import type { ErrorBody } from './contract-types'

export const addFormats = (addFormatsModule as unknown as { default: typeof addFormatsModule }).default ?? addFormatsModule
const OpenAPIBackend = (OpenAPIBackendModule as unknown as { default: typeof OpenAPIBackendModule }).default ?? OpenAPIBackendModule

export const OPENAPI_FILE = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url))

export function loadDocument(): Record<string, unknown> {
  return YAML.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as Record<string, unknown>
}

type FieldNode = { errors?: string[]; children?: Record<string, FieldNode> }

function describe(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>
  switch (e.keyword) {
    case 'required':
      return 'This value should not be blank.'
    case 'additionalProperties':
      return 'This field was not expected.'
    case 'type':
      return `This value should be of type ${String(p.type)}.`
    case 'maxLength':
      return `This value is too long. It should have ${String(p.limit)} characters or less.`
    case 'minLength':
      return `This value is too short. It should have ${String(p.limit)} characters or more.`
    case 'maxItems':
      return `This collection should contain ${String(p.limit)} elements or less.`
    case 'minItems':
      return `This collection should contain ${String(p.limit)} elements or more.`
    case 'pattern':
      return 'This value is not valid.'
    case 'format':
      return p.format === 'email' ? 'This value is not a valid email address.' : 'This value is not valid.'
    case 'enum':
    case 'const':
      return 'The value you selected is not a valid choice.'
    case 'minimum':
      return `This value should be ${String(p.limit)} or more.`
    case 'maximum':
      return `This value should be ${String(p.limit)} or less.`
    case 'minProperties':
    case 'maxProperties':
      return 'Exactly the documented fields must be sent.'
    default:
      return e.message ?? 'This value is not valid.'
  }
}

/** Turns ajv errors into the spec's nested field errors, naming the field that is wrong. */
export function toFieldErrors(errors: ErrorObject[]): ErrorBody {
  const root: FieldNode = {}
  for (const e of errors) {
    const segments = e.instancePath.split('/').filter(Boolean).slice(1) // drop requestBody/query/path/headers
    const p = e.params as Record<string, unknown>
    const leaf = (p.missingProperty ?? p.additionalProperty) as string | undefined
    if (leaf) segments.push(leaf)
    let node = root
    for (const s of segments) {
      node.children ??= {}
      node = node.children[s] ??= {}
    }
    const text = describe(e)
    node.errors ??= []
    if (!node.errors.includes(text)) node.errors.push(text)
  }
  return { code: 400, message: 'Validation Failed', errors: root }
}

export type ContractRequest = {
  method: string
  path: string
  query: Record<string, string | string[]>
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

/**
 * The contract as the sandbox enforces it: an `x-sandbox-pattern` takes the place of its schema's `pattern` (the push
 * endpoint's https rule, which the sandbox widens to its own stand-in push service).
 */
export function sandboxDocument(node: unknown = loadDocument()): unknown {
  if (Array.isArray(node)) return node.map((n) => sandboxDocument(n))
  if (!node || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(node)) out[k] = sandboxDocument(v)
  if (typeof out['x-sandbox-pattern'] === 'string') out.pattern = out['x-sandbox-pattern']
  return out
}

/** Routes a request to the handler of its operationId after validating it; handlers receive (context, extra). */
export async function createContract<Extra>(
  handlers: Record<string, (c: Context, extra: Extra) => unknown>,
) {
  const api = new OpenAPIBackend({
    definition: sandboxDocument() as Document,
    quick: true,
    validate: true,
    strict: true,
    coerceTypes: true,
    ajvOpts: { strict: false, allErrors: true },
    customizeAjv: (ajv) => {
      addFormats(ajv as never)
      return ajv
    },
  })
  const wrapped: Record<string, Handler> = {}
  for (const [id, fn] of Object.entries(handlers)) wrapped[id] = (c, extra) => fn(c, extra as Extra)
  api.register({
    ...wrapped,
    validationFail: (c) => {
      throw new ApiError(400, toFieldErrors((c.validation.errors ?? []) as ErrorObject[]))
    },
    notFound: (c) => {
      throw new ApiError(404, { code: 404, message: `No route found for "${c.request.method.toUpperCase()} ${c.request.path}"` })
    },
    methodNotAllowed: (c) => {
      throw new ApiError(405, { code: 405, message: `Method ${c.request.method.toUpperCase()} is not allowed here` })
    },
    notImplemented: (c) => {
      throw new ApiError(501, { code: 501, message: `${c.operation?.operationId ?? 'operation'} is not implemented by the sandbox` })
    },
  })
  // Tokens are checked by the handlers themselves (they need the session anyway); the scheme only documents them.
  api.registerSecurityHandler('bearer', () => true)
  api.registerSecurityHandler('publicBearer', () => true)
  await api.init()

  return {
    api,
    operationIds: api.getOperations().map((o) => o.operationId as string),
    handle(req: ContractRequest, extra: Extra): Promise<unknown> {
      return api.handleRequest(
        { method: req.method, path: req.path, query: req.query, headers: req.headers as Record<string, string>, body: req.body },
        extra,
      ) as Promise<unknown>
    },
    /** Errors when a JSON body does not match the documented response of that status, else null. */
    checkResponse(operationId: string, status: number, json: unknown): unknown[] | null {
      const v = api.validateResponse(json, operationId, status)
      return v.valid ? null : (v.errors ?? [])
    },
  }
}
