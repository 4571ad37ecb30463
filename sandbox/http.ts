// Small HTTP vocabulary of the sandbox: results handlers return, and errors in the spec's shapes (SPEC section 8).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ErrorBody } from './contract-types'
import { COMMON_HEADERS } from './security-headers'

export type Result = {
  status: number
  json?: unknown
  text?: string
  body?: Buffer
  contentType?: string
  headers?: Record<string, string>
}

export const ok = (json: unknown): Result => ({ status: 200, json })
export const noContent = (): Result => ({ status: 204 })

/** An error a handler throws; it becomes the response as it is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers?: Record<string, string>,
  ) {
    super(body.message ?? body.error_description ?? `HTTP ${status}`)
  }
}

/** 400 with a Symfony-style nested field error: errors.children.<field>.errors */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, {
    code: 400,
    message: 'Validation Failed',
    errors: { children: { [field]: { errors: [message] } } },
  })
}

export const badRequest = (message: string) => new ApiError(400, { code: 400, message })
export const unauthorized = (message: string) => new ApiError(401, { code: 401, message })
export const forbidden = (message: string) => new ApiError(403, { code: 403, message })
export const notFound = (message: string) => new ApiError(404, { code: 404, message })

export const MAX_BODY_BYTES = 4 * 1024 * 1024

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new ApiError(413, { code: 413, message: 'Request body is too large' })
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

export function parseJsonBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined
  if (contentType && !contentType.includes('json')) {
    throw new ApiError(415, { code: 415, message: 'Content-Type must be application/json' })
  }
  try {
    return parseJsonStrict(raw.toString('utf8'))
  } catch (e) {
    if (e instanceof ApiError) throw e
    throw new ApiError(400, { code: 400, message: 'Invalid JSON body' })
  }
}

export function send(res: ServerResponse, result: Result): void {
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...COMMON_HEADERS, ...result.headers }
  let payload: string | Buffer | undefined
  if (result.json !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8'
    payload = JSON.stringify(result.json)
  } else if (result.text !== undefined) {
    headers['content-type'] = result.contentType ?? 'text/plain; charset=utf-8'
    payload = result.text
  } else if (result.body) {
    headers['content-type'] = result.contentType ?? 'application/octet-stream'
    payload = result.body
  }
  res.writeHead(result.status, headers)
  res.end(payload)
}

export function errorResult(err: ApiError): Result {
  return { status: err.status, json: err.body, ...(err.headers ? { headers: err.headers } : {}) }
}

export function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}

/** Keys that could reach an object's prototype when a parsed value is merged somewhere */
export const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** JSON.parse that refuses keys which could reach an object's prototype when the value is merged somewhere */
export function parseJsonStrict(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    if (PROTOTYPE_KEYS.has(key)) throw new ApiError(400, { code: 400, message: `The field "${key}" is not allowed` })
    return value
  })
}
